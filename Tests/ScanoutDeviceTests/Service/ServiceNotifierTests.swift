import FoundationEssentials
import Scanout
import ScanoutDevice
import ScanoutTesting
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A socket standing in for systemd's notify socket: bound by the test (in a temporary
/// directory, or abstract), read without blocking.
final class FakeNotifySocket {
    let path: String
    private let descriptor: Int32
    private let directory: String?

    /// A socket at a path in a new temporary directory, or an abstract one (`@name`).
    init(abstract: Bool = false) {
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var bytes: [UInt8]
        if abstract {
            path = "@scanout-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            directory = nil
            bytes = Array(path.utf8)
            bytes[0] = 0
        } else {
            var template = Array("/tmp/scanout-notify-XXXXXX".utf8CString)
            _ = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
            directory = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            path = directory! + "/notify"
            bytes = Array(path.utf8) + [0]
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        precondition(bound == 0, "bind failed: \(errno)")
    }

    deinit {
        close(descriptor)
        if let directory { _ = try? FileManager.default.removeItem(atPath: directory) }
    }

    /// The messages waiting, oldest first.
    func receive() -> [String] {
        var messages: [String] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBufferPointer { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count >= 0 else { return messages }
            messages.append(String(decoding: buffer[..<count], as: UTF8.self))
        }
    }
}

/// The notify protocol spoken to a fake `NOTIFY_SOCKET` on the virtual clock: ready after the
/// first frame, watchdog pings while the main loop turns and none while it does not, stopping,
/// and hostile environments reported in one line without trapping.
@MainActor
@Suite struct ServiceNotifierTests {
    @Test func readyOnlyAfterTheFirstFrame() throws {
        let socket = FakeNotifySocket()
        let host = TestHost()
        let service = try #require(ServiceNotifier.fromEnvironment(["NOTIFY_SOCKET": socket.path]))
        service.status("Starting: test")
        service.readyAfterFirstFrame(of: host.display)
        service.startWatchdog(on: host.clock)
        #expect(socket.receive() == ["STATUS=Starting: test"], "no watchdog asked for, none sent")
        #expect(!service.isReady)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .red
        host.window.addSubview(view)
        host.advance(by: 0.1)
        #expect(host.display.frameCount >= 1)
        #expect(socket.receive() == ["READY=1\nSTATUS=Running: first frame shown"])
        view.backgroundColor = .blue
        host.advance(by: 0.1)
        #expect(socket.receive().isEmpty, "ready once")
        #expect(host.presentedFrames.count >= 1, "the host still records its frames")
    }

    @Test func abstractSocketsWork() throws {
        let socket = FakeNotifySocket(abstract: true)
        let service = try #require(ServiceNotifier.fromEnvironment(["NOTIFY_SOCKET": socket.path]))
        service.ready(status: "Running")
        #expect(socket.receive() == ["READY=1\nSTATUS=Running"])
    }

    @Test func theWatchdogIsPingedAtHalfItsTimeWhileTheLoopTurns() throws {
        let socket = FakeNotifySocket()
        let host = TestHost()
        let service = try #require(
            ServiceNotifier.fromEnvironment(
                ["NOTIFY_SOCKET": socket.path, "WATCHDOG_USEC": "2000000", "WATCHDOG_PID": "\(getpid())"]))
        #expect(service.watchdogInterval == 1)
        service.startWatchdog(on: host.clock)
        #expect(socket.receive() == ["WATCHDOG=1"], "the first ping at once")
        host.advance(by: 10.5)
        #expect(socket.receive() == Array(repeating: "WATCHDOG=1", count: 10))
        service.stopping(status: "Stopping: signal 15")
        host.advance(by: 10)
        #expect(socket.receive() == ["STOPPING=1\nSTATUS=Stopping: signal 15"], "no pings after stopping")
    }

    /// A main thread stuck in app code: real time passes, many watchdog intervals of it, but the
    /// loop does not turn — and no ping goes out, so systemd would restart the app. Pings come
    /// from the loop's clock, not from a thread of their own.
    @Test func noPingsWhileTheMainThreadIsStuck() throws {
        let socket = FakeNotifySocket()
        let host = TestHost()
        let service = try #require(
            ServiceNotifier.fromEnvironment(["NOTIFY_SOCKET": socket.path, "WATCHDOG_USEC": "2000"]))
        #expect(service.watchdogInterval == 0.001)
        service.startWatchdog(on: host.clock)
        #expect(socket.receive().count == 1)
        // Stuck: 50 intervals of real time inside one turn of the loop.
        usleep(50_000)
        #expect(socket.receive().isEmpty)
        // Turning again, the pings resume.
        host.advance(by: 0.0105)
        #expect(socket.receive().count == 10)
    }

    @Test func aWatchdogForAnotherProcessIsLeftAlone() throws {
        let socket = FakeNotifySocket()
        let service = try #require(
            ServiceNotifier.fromEnvironment(
                ["NOTIFY_SOCKET": socket.path, "WATCHDOG_USEC": "2000000", "WATCHDOG_PID": "1"], processID: 4242))
        #expect(service.watchdogInterval == nil)
    }

    @Test func outsideSystemdThereIsNoNotifierAndNothingIsSaid() {
        var lines: [String] = []
        #expect(ServiceNotifier.fromEnvironment([:], warn: { lines.append($0) }) == nil)
        #expect(ServiceNotifier.fromEnvironment(["NOTIFY_SOCKET": ""], warn: { lines.append($0) }) == nil)
        #expect(lines.isEmpty)
    }

    @Test func hostileEnvironmentsGiveOneClearLine() throws {
        let socket = FakeNotifySocket()
        var lines: [String] = []
        let long = "/" + String(repeating: "a", count: 200)
        #expect(ServiceNotifier.fromEnvironment(["NOTIFY_SOCKET": long], warn: { lines.append($0) }) == nil)
        #expect(
            lines.last
                == "NOTIFY_SOCKET is a path of 201 bytes; a Unix socket's path holds at most 107, so systemd is not told the app is ready; use a shorter runtime directory"
        )
        #expect(ServiceNotifier.fromEnvironment(["NOTIFY_SOCKET": "run/notify"], warn: { lines.append($0) }) == nil)
        #expect(
            lines.last?.hasPrefix("NOTIFY_SOCKET is \"run/notify\", neither an absolute path nor an abstract socket")
                == true)
        for garbage in ["-5", "lots", "0", "1e6", "99999999999999999999999", " 12"] {
            let service = try #require(
                ServiceNotifier.fromEnvironment(
                    ["NOTIFY_SOCKET": socket.path, "WATCHDOG_USEC": garbage], warn: { lines.append($0) }))
            #expect(service.watchdogInterval == nil)
            #expect(
                lines.last?.hasPrefix("WATCHDOG_USEC is \"\(garbage)\", not a positive number of microseconds") == true)
        }
        _ = ServiceNotifier.fromEnvironment(
            ["NOTIFY_SOCKET": socket.path, "WATCHDOG_USEC": "100", "WATCHDOG_PID": "me"], warn: { lines.append($0) })
        #expect(lines.last?.hasPrefix("WATCHDOG_PID is \"me\", not a process ID") == true)
        // The largest value is pinged once a day, a deadline the clock can hold.
        let huge = try #require(
            ServiceNotifier.fromEnvironment(["NOTIFY_SOCKET": socket.path, "WATCHDOG_USEC": "\(UInt64.max)"]))
        #expect(huge.watchdogInterval == 86_400)
        #expect(lines.count == 9, "one line each")
    }

    @Test func aMissingSocketIsSaidOnceAndTheAppGoesOn() throws {
        var lines: [String] = []
        let host = TestHost()
        let path = "/tmp/scanout-no-such-dir-\(getpid())/notify"
        let service = try #require(
            ServiceNotifier.fromEnvironment(
                ["NOTIFY_SOCKET": path, "WATCHDOG_USEC": "200000"], warn: { lines.append($0) }))
        service.startWatchdog(on: host.clock)
        host.advance(by: 5)
        service.ready(status: "Running")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("cannot send to NOTIFY_SOCKET \(path) (No such file or directory)") == true)
        #expect(service.sentCount == 0 && service.isReady)
    }

    /// Random environments (garbage, huge, negative, long and odd paths) never trap and say at
    /// most one line each, and no notifier outlives its use; a long run of pings keeps timers and
    /// memory flat.
    @Test func hostileRandomEnvironmentsAndALongRun() throws {
        var random = SeededRandomNumberGenerator(seed: 38_21)
        let socket = FakeNotifySocket()
        let values = [
            "", "0", "-1", "1", "2", "nan", "inf", "1e9", "18446744073709551615", "18446744073709551616", "\u{0}",
            String(repeating: "9", count: 500), "@", "/", "//", "@\u{0}x", socket.path,
        ]
        weak var lastNotifier: ServiceNotifier?
        for _ in 0..<500 {
            var lines: [String] = []
            func pick() -> String { values[Int(random.next() % UInt64(values.count))] }
            let environment = ["NOTIFY_SOCKET": pick(), "WATCHDOG_USEC": pick(), "WATCHDOG_PID": pick()]
            let service = ServiceNotifier.fromEnvironment(environment, warn: { lines.append($0) })
            #expect(lines.count <= 1, "\(environment) → \(lines)")
            if let interval = service?.watchdogInterval { #expect(interval >= 0.001 && interval <= 86_400) }
            if let service { lastNotifier = service }
        }
        // Released (its deinit closes its socket): nothing keeps a notifier.
        #expect(lastNotifier == nil)
        _ = socket.receive()
        let host = TestHost()
        let service = try #require(
            ServiceNotifier.fromEnvironment(["NOTIFY_SOCKET": socket.path, "WATCHDOG_USEC": "500000"]))
        service.startWatchdog(on: host.clock)
        host.advance(by: 1)
        _ = socket.receive()
        let before = BacklightTests.residentBytes()
        for _ in 0..<2_000 {
            host.advance(by: 1)
            #expect(socket.receive() == Array(repeating: "WATCHDOG=1", count: 4))
        }
        #expect(host.clock.pendingTimerCount < 5)
        #expect(BacklightTests.residentBytes() - before < 8 << 20)
    }
}
