import Dispatch
import Scanout
import ScanoutRemote
import ScanoutTesting

#if canImport(Glibc)
import Glibc
#endif

/// (R) The remote screen's cost to the main thread, per frame: the same frames timed with no
/// remote screen, with one and no viewer, and with one viewer connected and reading (a minimal
/// RFB viewer on a thread of its own, asking for every update). Two frames: one small label
/// changed (damage-limited), and the whole screen repainted. Encoding is on libvncserver's
/// threads and not counted; on two cores it competes with the main thread for the CPU, so the
/// "viewer connected" rows include that contention.
@MainActor
enum RemoteScreenBenchmark {
    static func run(size: CGSize = CGSize(width: 1280, height: 800)) {
        print("")
        print("(R) remote screen (VNC): main-thread time per frame, \(Int(size.width))×\(Int(size.height))")
        print("")
        print("| frame | no remote screen | remote screen, no viewer | one viewer connected |")
        print("|---|---:|---:|---:|")
        for (name, fullScreen) in [("one small label changed", false), ("the whole screen repainted", true)] {
            let plain = measure(size: size, fullScreen: fullScreen, remote: false, viewer: false)
            let idle = measure(size: size, fullScreen: fullScreen, remote: true, viewer: false)
            let watched = measure(size: size, fullScreen: fullScreen, remote: true, viewer: true)
            print("| \(name) | \(format(plain)) | \(format(idle)) | \(format(watched)) |")
        }
    }

    private static func measure(size: CGSize, fullScreen: Bool, remote: Bool, viewer: Bool) -> Double {
        let host = TestHost(size: size)
        let background = UIView(frame: host.window.bounds)
        host.window.addSubview(background)
        let label = UILabel(frame: CGRect(x: 40, y: 40, width: 300, height: 30))
        host.window.addSubview(label)
        let path = "/tmp/scanout-bench-vnc-\(getpid()).sock"
        var screen: RemoteScreen?
        var client: BenchViewer?
        if remote {
            do {
                let started = try RemoteScreen(
                    configuration: RemoteScreenConfiguration(listener: .unixSocket(path: path)),
                    pixelWidth: Int(size.width), pixelHeight: Int(size.height), scale: 1)
                host.application.display = RemoteScreenDisplay(showing: host.display, to: started)
                screen = started
                if viewer { client = BenchViewer(path: path) }
            } catch {
                print("scanout-bench: the remote screen did not start: \(error)")
                return .nan
            }
        }
        _ = host.render()
        if let client, let screen {
            // Connected, and its first whole frame copied.
            guard client.waitUntilReady() else {
                print("scanout-bench: the benchmark's viewer did not connect")
                return .nan
            }
            // The viewer's whole first frame is copied when the main actor next runs.
            for _ in 0..<100 where screen.viewerCount == 0 { usleep(1_000) }
            _ = host.render()
        }
        var index = 0
        let seconds = Measurement.median(runs: 200) {
            index += 1
            if fullScreen {
                background.backgroundColor = index % 2 == 0 ? .white : .lightGray
            } else {
                label.text = "Frame \(index)"
            }
            host.advanceToNextFrame()
        }
        client?.close()
        screen?.stop()
        return seconds
    }

    private static func format(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "–" }
        let microseconds = seconds * 1e6
        return microseconds < 1000 ? "\(Int(microseconds.rounded())) µs" : "\((microseconds / 100).rounded() / 10) ms"
    }
}

/// The smallest RFB viewer: no authentication (a Unix socket), the server's pixel format, and
/// a thread that reads whatever comes and asks for the next incremental update each time.
private final class BenchViewer: @unchecked Sendable {
    private let descriptor: Int32
    private let ready = DispatchSemaphore(value: 0)
    private var width: UInt16 = 0
    private var height: UInt16 = 0

    /// Waits (up to 5 s) until the handshake is done and the first update asked for.
    func waitUntilReady() -> Bool {
        ready.wait(timeout: .now() + 5) == .success
    }

    init(path: String) {
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        DispatchQueue.global().async { [self] in run() }
    }

    func close() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    private func run() {
        // Version, security (1: none), result, ClientInit (shared), ServerInit.
        guard read(12) != nil else { return }
        write(Array("RFB 003.008\n".utf8))
        guard let count = read(1), let _ = read(Int(count[0])) else { return }
        write([1])
        guard read(4) != nil else { return }
        write([1])
        guard let initial = read(24) else { return }
        width = UInt16(initial[0]) << 8 | UInt16(initial[1])
        height = UInt16(initial[2]) << 8 | UInt16(initial[3])
        let nameLength = Int(initial[20]) << 24 | Int(initial[21]) << 16 | Int(initial[22]) << 8 | Int(initial[23])
        guard read(nameLength) != nil else { return }
        request(incremental: false)
        ready.signal()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if got <= 0 { break }
            request(incremental: true)
        }
        Glibc.close(descriptor)
    }

    private func request(incremental: Bool) {
        write([
            3, incremental ? 1 : 0, 0, 0, 0, 0, UInt8(width >> 8), UInt8(width & 0xFF), UInt8(height >> 8),
            UInt8(height & 0xFF),
        ])
    }

    private func read(_ count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + done, count - done) }
            if got <= 0 { return nil }
            done += got
        }
        return bytes
    }

    private func write(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }
}
