import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The built `scanout-demo`, run as a service manager runs it: output through pipes, stopped
/// with a signal.
@Suite struct DemoProcessTests {
    /// The demo next to this test bundle (SwiftPM builds both into the same folder).
    static let executable: String = {
        let bundle =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("scanout-demo").path
    }()

    /// A running demo whose standard output and error are pipes.
    final class Run {
        let process = Process()
        private let output = Pipe()
        private let errors = Pipe()
        private var pending = Data()

        init(_ arguments: [String], screenshots: String, environment extra: [String: String] = [:]) throws {
            process.executableURL = URL(fileURLWithPath: DemoProcessTests.executable)
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            for key in ["SCANOUT_BOARD", "SCANOUT_TRACE_EVENTS", "SCANOUT_RECORD"] { environment[key] = nil }
            for key in ["NOTIFY_SOCKET", "WATCHDOG_USEC", "WATCHDOG_PID"] { environment[key] = nil }
            environment["SCANOUT_SCREENSHOT_DIR"] = screenshots
            environment.merge(extra) { _, new in new }
            process.environment = environment
            process.standardOutput = output
            process.standardError = errors
            try process.run()
        }

        /// The next line of standard output, or nil if none came within `timeout` seconds.
        func nextLine(timeout: TimeInterval) -> String? {
            let deadline = Date().addingTimeInterval(timeout)
            let fd = output.fileHandleForReading.fileDescriptor
            while true {
                if let newline = pending.firstIndex(of: 0x0A) {
                    defer { pending.removeSubrange(...newline) }
                    return String(decoding: pending[..<newline], as: UTF8.self)
                }
                let remaining = deadline.timeIntervalSinceNow
                guard remaining > 0 else { return nil }
                var readable = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&readable, 1, Int32(remaining * 1000)) > 0 else { continue }
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = read(fd, &buffer, buffer.count)
                guard count > 0 else { return nil }
                pending.append(contentsOf: buffer[..<count])
            }
        }

        /// Waits for the exit (killing the process after `timeout` seconds); the exit status
        /// (or 128 + the signal) and what it wrote to standard error.
        func finish(timeout: TimeInterval) -> (status: Int32, errors: String) {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            let status =
                process.terminationReason == .uncaughtSignal
                ? 128 + process.terminationStatus
                : process.terminationStatus
            return (status, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        }
    }

    static func temporaryDirectory() -> String {
        NSTemporaryDirectory() + "scanout-demo-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Offscreen under a service manager: the start-up line arrives as soon as it is printed
    /// (stdout is a pipe), `--scale` is honoured, and SIGTERM stops the demo with status 0.
    @Test func theStartUpLineArrivesAtOnceAndSIGTERMStopsCleanly() throws {
        let screenshots = DemoProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: screenshots) }
        let run = try Run(["--offscreen", "--size", "800x480", "--scale", "2"], screenshots: screenshots)
        let line = run.nextLine(timeout: 30)
        #expect(line?.hasPrefix("Scanout: offscreen 800×480 at scale 2 ") == true, "\(line ?? "no line within 30 s")")
        #expect(run.process.isRunning, "the line came while the demo runs, not at its exit")
        // With the first frame, where the start went: each step once, in order, up to the frame.
        var startUp: String?
        while startUp == nil, let next = run.nextLine(timeout: 30) {
            if next.hasPrefix("Scanout: start-up ") { startUp = next }
        }
        let moments =
            (startUp ?? "").split(separator: ":").last.map { text in
                text.split(separator: ",").map { part -> (String, Int) in
                    let words = part.split(separator: " ")
                    return (words.dropLast().joined(separator: " "), Int(words.last ?? "") ?? -1)
                }
            } ?? []
        let names = moments.map(\.0)
        for name in [
            "launcher", "app launched", "first commit", "first frame drawn", "first frame presented",
        ] {
            #expect(names.filter { $0 == name }.count == 1, "\(name) once in \(startUp ?? "no start-up line")")
        }
        #expect(names.last == "first frame presented", "the frame presented last: \(names)")
        #expect(moments.map(\.1) == moments.map(\.1).sorted() && moments.allSatisfy { $0.1 >= 0 }, "\(moments)")
        kill(run.process.processIdentifier, SIGTERM)
        let (status, errors) = run.finish(timeout: 30)
        #expect(status == 0, "\(errors)")
        #expect(errors.contains("Scanout: stopped by signal \(SIGTERM)\n"), "\(errors)")
    }

    /// Under a `Type=notify` unit: the demo says it is starting, ready once its first frame is
    /// shown, pings the watchdog from its main loop, and says it is stopping on SIGTERM — to a
    /// datagram socket this test binds where systemd's would be.
    @Test func underSystemdTheDemoSaysReadyPingsAndStopping() throws {
        let screenshots = DemoProcessTests.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: screenshots, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: screenshots) }
        let path = screenshots + "/notify"
        let socket = try #require(NotifySocket(path: path))
        let run = try Run(
            ["--offscreen"], screenshots: screenshots,
            environment: ["NOTIFY_SOCKET": path, "WATCHDOG_USEC": "200000"])
        var messages: [String] = []
        let deadline = Date().addingTimeInterval(60)
        func done() -> Bool {
            messages.filter { $0 == "WATCHDOG=1" }.count >= 3 && messages.contains { $0.hasPrefix("READY=1") }
        }
        while Date() < deadline, !done() {
            if let message = socket.receive(timeout: 1) { messages.append(message) }
        }
        #expect(messages.first?.hasPrefix("STATUS=Starting: Scanout: offscreen") == true, "\(messages)")
        #expect(messages.contains("READY=1\nSTATUS=Running: first frame shown"), "\(messages)")
        #expect(messages.filter { $0 == "WATCHDOG=1" }.count >= 3, "\(messages)")
        kill(run.process.processIdentifier, SIGTERM)
        var stopping: String?
        while stopping == nil, let message = socket.receive(timeout: 10) {
            if message.hasPrefix("STOPPING") { stopping = message }
        }
        #expect(stopping == "STOPPING=1\nSTATUS=Stopping: signal \(SIGTERM)")
        let (status, errors) = run.finish(timeout: 30)
        #expect(status == 0, "\(errors)")
    }

    /// A datagram socket bound at `path`, read with a timeout.
    final class NotifySocket {
        private let descriptor: Int32

        init?(path: String) {
            descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(path.utf8) + [0]
            guard bytes.count <= MemoryLayout.size(ofValue: address.sun_path) else { return nil }
            withUnsafeMutableBytes(of: &address.sun_path) { buffer in
                for (index, byte) in bytes.enumerated() { buffer[index] = byte }
            }
            let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count)
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
            }
            guard bound == 0 else { return nil }
        }

        deinit { close(descriptor) }

        /// The next message, or nil if none came within `timeout` seconds.
        func receive(timeout: TimeInterval) -> String? {
            var readable = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&readable, 1, Int32(timeout * 1000)) > 0 else { return nil }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = recv(descriptor, &buffer, buffer.count, 0)
            return count >= 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil
        }
    }

    /// Usage errors exit with status 2 and say why; --help prints the options and exits 0.
    @Test func usageErrorsExitTwoAndHelpExitsZero() throws {
        let screenshots = DemoProcessTests.temporaryDirectory()
        for (arguments, message) in [
            (["--size", "infxinf"], "scanout-demo: --size infxinf: expected WIDTHxHEIGHT in points"),
            (["--size", "100000x100000"], "scanout-demo: --size 100000x100000: expected WIDTHxHEIGHT"),
            (["--board", "../../../../etc"], "scanout-demo: --board ../../../../etc: expected a board's folder name"),
        ] {
            let run = try Run(arguments, screenshots: screenshots)
            let (status, errors) = run.finish(timeout: 30)
            #expect(status == 2 && errors.hasPrefix(message), "\(arguments): \(status) \(errors)")
        }
        let help = try Run(["--help"], screenshots: screenshots)
        let first = help.nextLine(timeout: 30)
        let (status, _) = help.finish(timeout: 30)
        #expect(status == 0 && first?.hasPrefix("Usage: scanout-demo ") == true, "\(status) \(first ?? "no output")")
    }

    /// The accessible visit: the screen reader on, the form filled with keys only, and the
    /// transcript of what was said printed line by line — the status announced at the end.
    @Test func theAccessibleVisitChecksInWithoutTouchingAndPrintsWhatWasSaid() throws {
        let screenshots = DemoProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: screenshots) }
        let run = try Run(["--offscreen", "--accessible"], screenshots: screenshots)
        var said: [String] = []
        var done = false
        while let line = run.nextLine(timeout: 120) {
            if line.hasPrefix("said: ") { said.append(String(line.dropFirst(6))) }
            if line.hasPrefix("scanout-demo: accessible visit done") { done = true }
        }
        let (status, errors) = run.finish(timeout: 30)
        #expect(status == 0 && done, "\(status) \(errors)")
        #expect(said.first == "Welcome to Northwind Labs", "\(said)")
        #expect(said.contains { $0.hasPrefix("Check in") }, "\(said)")
        #expect(said.last == "Thank you, Ada Lovelace. Reception has been told you are here.", "\(said)")
    }
}
