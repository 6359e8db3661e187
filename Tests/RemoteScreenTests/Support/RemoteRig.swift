import FoundationEssentials
import Scanout
import ScanoutRemote
import ScanoutTesting

#if canImport(Glibc)
import Glibc
#endif

/// A test host with the remote screen on it, as the launcher sets it up on a device: the host's
/// display wrapped so viewers get each frame's damage, and the viewers' input started into the
/// application's queue.
@MainActor
final class RemoteRig {
    static let password = "kiosk-pw"

    let host: TestHost
    let remote: RemoteScreen
    var traceLines: [String] = []

    init(
        size: CGSize = CGSize(width: 320, height: 200), scale: CGFloat = 1,
        listener: RemoteScreenConfiguration.Listener = .tcp(address: "127.0.0.1", port: 0),
        password: String? = RemoteRig.password, failedPasswordLimit: Int = 5, failedPasswordLockout: Double = 30
    ) throws {
        host = TestHost(size: size, scale: scale)
        remote = try RemoteScreen(
            configuration: RemoteScreenConfiguration(
                listener: listener, password: password, failedPasswordLimit: failedPasswordLimit,
                failedPasswordLockout: failedPasswordLockout),
            pixelWidth: Int(size.width * scale), pixelHeight: Int(size.height * scale), scale: scale)
        host.application.display = RemoteScreenDisplay(showing: host.display, to: remote)
        try remote.inputSource.start(delivering: host.application.inputSink)
        remote.inputSource.traceHandler = { [unowned self] line in traceLines.append(line) }
    }

    isolated deinit {
        remote.stop()
    }

    /// A viewer on this rig's socket.
    func connectViewer(
        password: String? = RemoteRig.password, encodings: String = "raw", timeout: Int32 = 5
    ) throws -> VNCViewer {
        if remote.endpoint.hasPrefix("/") {
            return try VNCViewer(
                host: remote.endpoint, port: nil, password: password, encodings: encodings, timeout: timeout)
        }
        // "[::1]:5900" or "127.0.0.1:5900": the host without brackets and port.
        let host = remote.endpoint[..<remote.endpoint.lastIndex(of: ":")!].trimmingPrefix("[")
        return try VNCViewer(
            host: String(host.hasSuffix("]") ? host.dropLast() : host), port: remote.port, password: password,
            encodings: encodings, timeout: timeout)
    }

    /// The frame as presented, B G R bytes per pixel (as `VNCViewer.pixels`).
    var framePixels: [UInt8] {
        let frame = host.application.frameBuffer
        return frame.withUnsafeBytes { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(frame.width * frame.height * 3)
            for row in 0..<frame.height {
                for column in 0..<frame.width {
                    let offset = row * frame.bytesPerRow + column * 4
                    result.append(bytes[offset])
                    result.append(bytes[offset + 1])
                    result.append(bytes[offset + 2])
                }
            }
            return result
        }
    }

    /// Runs the app's loop and reads the viewer until `condition` holds or this test has spent
    /// `seconds` of its own in here: input from viewers reaches the app when this awaits. Time
    /// spent awaiting is not counted — other tests share the main actor and may hold it for long
    /// stretches under a loaded machine — so the budget is this test's own, and each turn counts
    /// at least a millisecond. Returns whether the condition held.
    func wait(
        for seconds: Double = 10, reading viewer: VNCViewer? = nil, until condition: () -> Bool
    ) async -> Bool {
        var spent = 0.0
        while spent < seconds {
            let start = VNCViewer.now()
            host.advanceToNextFrame()
            if condition() { return true }
            if let viewer {
                viewer.requestUpdate()
                viewer.pump(for: 0.05)
            }
            usleep(1_000)
            spent += VNCViewer.now() - start
            try? await Task.sleep(nanoseconds: 2_000_000)
            host.drain()
        }
        host.advanceToNextFrame()
        return condition()
    }

    /// Waits until the viewer's picture equals the frame.
    func waitForViewerToMatch(_ viewer: VNCViewer, seconds: Double = 10) async -> Bool {
        viewer.requestUpdate(incremental: false)
        return await wait(for: seconds, reading: viewer) { viewer.pixels == framePixels }
    }

    /// The process's resident memory, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let data = FileManager.default.contents(atPath: "/proc/self/statm") else { return 0 }
        let fields = String(decoding: data, as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    /// The process's threads, from /proc/self/status.
    static func threadCount() -> Int {
        guard let data = FileManager.default.contents(atPath: "/proc/self/status") else { return 0 }
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("Threads:") }
        return line.flatMap { Int($0.dropFirst("Threads:".count).filter { !$0.isWhitespace }) } ?? 0
    }

    /// Open file descriptors.
    static func descriptorCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.count ?? 0
    }
}
