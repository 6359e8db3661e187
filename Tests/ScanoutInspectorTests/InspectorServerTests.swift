import Foundation
import Scanout
import ScanoutInspector
import ScanoutInspectorWire
import ScanoutTesting
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The socket: requests carried from a client thread to the application's loop (the test host's,
/// the same loop as a device's) and back; its permissions; and hostile clients — malformed and
/// huge requests, storms of connections, clients that never send or never read.
@MainActor
@Suite(.serialized) struct InspectorServerTests {
    /// A fresh owner-only directory for a socket.
    static func directory() throws -> String {
        let path = NSTemporaryDirectory() + "scanout-inspect-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: false,
            attributes: [.posixPermissions: 0o700])
        return path
    }

    /// Runs `client` on a thread of its own while the host's loop runs, as a device's main loop
    /// would; its result, or nil after `timeout` seconds.
    static func whileTheLoopRuns<Result: Sendable>(
        _ host: TestHost, timeout: Double = 30, _ client: @escaping @Sendable () -> Result
    ) -> Result? {
        let box = ResultBox<Result>()
        Thread.detachNewThread {
            let value = client()
            box.value.withLock { $0 = value }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let value = box.value.withLock({ $0 }) { return value }
            host.advance(by: 0.001)
            usleep(1_000)
        }
        return nil
    }

    /// One request line, raw, and the raw reply.
    nonisolated static func exchange(_ path: String, _ bytes: [UInt8]) -> String? {
        guard let fd = try? InspectorSocket.connect(to: path) else { return nil }
        defer { close(fd) }
        InspectorSocket.setTimeouts(fd, seconds: 20)
        InspectorSocket.writeAll(bytes, to: fd)
        guard case .line(let reply) = InspectorSocket.readLine(from: fd, limit: 1 << 26) else { return nil }
        return String(decoding: reply, as: UTF8.self)
    }

    nonisolated static func reply(_ path: String, _ request: InspectorRequest) -> InspectorReply? {
        exchange(path, request.encodedLine()).flatMap {
            try? InspectorProtocol.decoder.decode(InspectorReply.self, from: Data($0.utf8))
        }
    }

    static func openFileCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }

    @Test func aRequestFromAnotherThreadIsAnsweredOnTheLoopAndTheSocketIsOwnerOnly() throws {
        let host = TestHost()
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        host.window.addSubview(button)
        let inspector = Inspector(application: host.application)
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let server = try InspectorServer(path: directory + "/s.sock") { inspector.answer($0) }
        server.start()
        defer { server.stop() }
        var status = stat()
        #expect(lstat(server.path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(status.st_mode & S_IFMT == S_IFSOCK)

        let path = server.path
        let tapped = Self.whileTheLoopRuns(host) { Self.reply(path, InspectorRequest(.tap, label: "Go")) }
        #expect(tapped??.ok == true)
        #expect(taps == 1)
        let text = Self.whileTheLoopRuns(host) { Self.exchange(path, Array("tree\n".utf8)) }
        #expect(text??.contains("\"className\":\"UIButton\"") == true)
        server.stop()
        #expect(lstat(path, &status) != 0, "stopping removes the socket")
    }

    @Test func badDirectoriesAndPathsAreRefusedSayingWhy() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func refusal(_ path: String) -> String {
            do {
                _ = try InspectorServer(path: path) { _ in InspectorReply(ok: true) }
                return "accepted"
            } catch {
                return error.description
            }
        }
        chmod(directory, 0o777)
        #expect(refusal(directory + "/s.sock").contains("it is writable by everyone (mode 777)"))
        chmod(directory, 0o770)
        #expect(refusal(directory + "/s.sock").contains("it is writable by its group"))
        chmod(directory, 0o700)
        let file = directory + "/file"
        _ = FileManager.default.createFile(atPath: file, contents: Data("keep".utf8))
        #expect(
            refusal(file).hasSuffix("exists and is not a socket; it is left alone. Remove it or choose another path."))
        #expect(FileManager.default.contents(atPath: file) == Data("keep".utf8))
        #expect(refusal(directory + "/" + String(repeating: "s", count: 200)).contains("longer than a Unix socket"))
        try FileManager.default.createSymbolicLink(atPath: directory + "/link", withDestinationPath: directory)
        #expect(refusal(directory + "/link/s.sock").contains("not a directory (a symbolic link?)"))
        if geteuid() != 0 {
            #expect(refusal("/s.sock").contains("belongs to user 0"))
        }
        // A live server's socket is not taken over; a stale one (no listener) is replaced.
        let live = try InspectorServer(path: directory + "/live.sock") { _ in InspectorReply(ok: true) }
        #expect(refusal(directory + "/live.sock").hasPrefix("another app is already listening"))
        _ = live
        // A missing directory is made owner-only.
        let fresh = directory + "/new"
        let server = try InspectorServer(path: fresh + "/s.sock") { _ in InspectorReply(ok: true) }
        var status = stat()
        #expect(lstat(fresh, &status) == 0 && status.st_mode & 0o777 == 0o700)
        server.stop()
        #expect(InspectorSocket.socketPath(for: directory) == directory + "/scanout.sock")
        #expect(InspectorSocket.socketPath(for: directory + "/x.sock") == directory + "/x.sock")
    }

    @Test func staleSocketsAreReplaced() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/s.sock"
        // A socket file nobody listens on, as a killed app leaves it.
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = try #require(InspectorSocket.address(of: path))
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        close(fd)
        let server = try InspectorServer(path: path) { _ in InspectorReply(ok: true) }
        server.stop()
    }

    /// Malformed and huge requests get an error and the server goes on; a storm of connections
    /// that close at once, clients that never send and clients that never read cost the listener
    /// its timeout, not the app; descriptors and memory stay flat.
    @Test func hostileClientsAreSurvivedAndNothingLeaks() throws {
        let host = TestHost()
        let inspector = Inspector(application: host.application)
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let server = try InspectorServer(path: directory + "/s.sock") { inspector.answer($0) }
        server.start()
        defer { server.stop() }
        let path = server.path

        let malformed = Self.whileTheLoopRuns(host) { Self.exchange(path, Array("{\"command\":\n".utf8)) }
        #expect(malformed??.contains("malformed JSON request") == true)
        let binary = Self.whileTheLoopRuns(host) { Self.exchange(path, [0xFF, 0xFE, 0x00, 0x80, 0x0A]) }
        #expect(binary??.contains("\"ok\":false") == true)
        let huge = Self.whileTheLoopRuns(host) {
            Self.exchange(path, Array(repeating: UInt8(ascii: "a"), count: 1 << 20) + [0x0A])
        }
        #expect(huge??.contains("request longer than 65536 bytes") == true)

        // A client that connects and sends nothing, and one that asks for a reply larger than
        // the socket holds (the tree of 4,000 labels) and never reads it: each costs its worker
        // its timeout, and the next client is answered meanwhile.
        var labels: [UILabel] = []
        for number in 0..<4_000 {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            label.text = "label \(number) with some text to make the reply long"
            host.window.addSubview(label)
            labels.append(label)
        }
        // Counted from here: the three exchanges above are served (a worker counts its client
        // just after the reply is read), then the silent, the greedy and the next client are
        // three more, whichever finishes first. (Counting from after the next client raced: on a
        // slow run the silent client's timeout passed before the count was read, and the wait
        // for two more never ended.)
        let earlier = Self.whileTheLoopRuns(host) { () -> Bool in
            while server.connectionsServed < 3 { usleep(10_000) }
            return true
        }
        #expect(earlier == true)
        let servedBefore = server.connectionsServed
        let silent = try InspectorSocket.connect(to: path)
        let greedy = try InspectorSocket.connect(to: path)
        InspectorSocket.writeAll(InspectorRequest(.tree).encodedLine(), to: greedy)
        let afterThem = Self.whileTheLoopRuns(host) { Self.reply(path, InspectorRequest(.hello)) }
        #expect(afterThem??.ok == true)
        #expect(afterThem??.processID == Int(getpid()))
        // Both are let go after their timeouts (with the client after them: three).
        let both = Self.whileTheLoopRuns(host, timeout: 60) { () -> Bool in
            while server.connectionsServed < servedBefore + 3 { usleep(10_000) }
            return true
        }
        #expect(both == true)
        close(silent)
        close(greedy)
        for label in labels { label.removeFromSuperview() }
        labels = []

        func storm(_ count: Int) {
            let done = Self.whileTheLoopRuns(host, timeout: 120) { () -> Bool in
                for number in 0..<count {
                    if let fd = try? InspectorSocket.connect(to: path) {
                        if number % 3 == 0 { InspectorSocket.writeAll(Array("tr".utf8), to: fd) }
                        close(fd)
                    }
                    if number % 10 == 0 { _ = Self.reply(path, InspectorRequest(.tree)) }
                }
                return true
            }
            #expect(done == true)
        }
        storm(100)
        let files = Self.openFileCount()
        let memory = Self.residentBytes()
        storm(400)
        #expect(Self.openFileCount() <= files, "no descriptor kept per connection")
        #expect(Self.residentBytes() - memory < 16 << 20, "resident memory stayed flat")
        let last = Self.whileTheLoopRuns(host) { Self.reply(path, InspectorRequest(.hello)) }
        #expect(last??.ok == true)
    }

    /// Clients are served side by side: silent ones (given a timeout far longer than the test)
    /// hold their own workers, not the next client; past `maximumClients` at once a client is
    /// told the inspector is busy, without waiting; a silent client that leaves frees its place.
    @Test func clientsAreServedSideBySideUpToALimit() throws {
        let host = TestHost()
        let inspector = Inspector(application: host.application)
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let server = try InspectorServer(path: directory + "/s.sock", clientTimeout: 600) { inspector.answer($0) }
        server.start()
        defer { server.stop() }
        let path = server.path
        var silent: [Int32] = []
        for _ in 0..<(InspectorServer.maximumClients - 1) { silent.append(try InspectorSocket.connect(to: path)) }
        // Served one at a time, this would wait 600 s behind each silent client.
        let answered = Self.whileTheLoopRuns(host) { Self.reply(path, InspectorRequest(.hello)) }
        #expect(answered??.ok == true)
        silent.append(try InspectorSocket.connect(to: path))
        // Every place taken (the last silent client's once the listener reaches it): the next
        // client is told so at once.
        let busy = Self.whileTheLoopRuns(host) { () -> String? in
            while true {
                guard let text = Self.exchange(path, InspectorRequest(.hello).encodedLine()) else { return nil }
                if text.contains("serving \(InspectorServer.maximumClients) clients already") { return text }
                usleep(10_000)
            }
        }
        #expect(busy??.contains("\"ok\":false") == true)
        // Silent clients that leave free their places.
        let servedBefore = server.connectionsServed
        for fd in silent { close(fd) }
        let freed = Self.whileTheLoopRuns(host) { () -> InspectorReply? in
            while server.connectionsServed < servedBefore + InspectorServer.maximumClients { usleep(10_000) }
            return Self.reply(path, InspectorRequest(.hello))
        }
        #expect(freed??.ok == true)
    }

    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// What a client thread found, handed to the test.
final class ResultBox<Value: Sendable>: Sendable {
    let value = Mutex<Value?>(nil)
}
