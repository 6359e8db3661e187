import CVNCClient

#if canImport(Glibc)
import Glibc
#endif

/// A VNC viewer for the tests: libvncclient connected to the remote screen, asking for the same
/// pixel layout as the frame (B G R X), with lossless encodings so pictures compare exactly.
///
/// Blocking calls with timeouts: the server answers from its own threads, so a test on the main
/// actor may wait here; input the viewer sends reaches the app when the test next awaits.
final class VNCViewer {
    struct ConnectionRefused: Error, CustomStringConvertible {
        var description: String
    }

    let client: UnsafeMutablePointer<rfbClient>

    /// Connects to `host:port` (or a Unix socket's path, with `port` nil), giving `password` if
    /// asked. Throws when the connection or the authentication fails.
    init(host: String, port: Int?, password: String? = nil, encodings: String = "raw", timeout: Int32 = 5) throws {
        scanout_vnc_client_silence_log()
        guard let client = rfbGetClient(8, 3, 4) else { throw ConnectionRefused(description: "no memory") }
        client.pointee.format.redShift = 16
        client.pointee.format.greenShift = 8
        client.pointee.format.blueShift = 0
        client.pointee.serverHost = strdup(host)
        client.pointee.serverPort = Int32(port ?? 0)
        client.pointee.appData.encodingsString = UnsafePointer(strdup(encodings))
        client.pointee.appData.enableJPEG = 0
        client.pointee.connectTimeout = UInt32(timeout)
        client.pointee.readTimeout = UInt32(timeout)
        if let password {
            rfbClientSetClientData(client, VNCViewer.passwordTag, strdup(password))
        }
        client.pointee.GetPassword = { client in
            guard let client, let stored = rfbClientGetClientData(client, VNCViewer.passwordTag) else {
                return strdup("")
            }
            return strdup(stored.assumingMemoryBound(to: CChar.self))
        }
        // On failure rfbInitClient frees the client.
        guard rfbInitClient(client, nil, nil) != 0 else {
            throw ConnectionRefused(description: "the remote screen refused the viewer")
        }
        self.client = client
    }

    deinit {
        rfbClientCleanup(client)
    }

    var width: Int { Int(client.pointee.width) }
    var height: Int { Int(client.pointee.height) }

    /// Reads what the server sent within `seconds`; false when the connection broke.
    @discardableResult
    func pump(for seconds: Double) -> Bool {
        let deadline = VNCViewer.now() + seconds
        while VNCViewer.now() < deadline {
            let waiting = WaitForMessage(client, 20_000)
            if waiting < 0 { return false }
            if waiting > 0, HandleRFBServerMessage(client) == 0 { return false }
            if waiting == 0 { return true }
        }
        return true
    }

    /// Asks for what changed (or the whole screen, not incremental).
    func requestUpdate(incremental: Bool = true) {
        SendFramebufferUpdateRequest(client, 0, 0, Int32(width), Int32(height), incremental ? 1 : 0)
    }

    /// The viewer's picture, B G R bytes of each pixel (the fourth byte left out).
    var pixels: [UInt8] {
        guard let buffer = client.pointee.frameBuffer else { return [] }
        var result: [UInt8] = []
        result.reserveCapacity(width * height * 3)
        for index in 0..<(width * height) {
            result.append(buffer[index * 4])
            result.append(buffer[index * 4 + 1])
            result.append(buffer[index * 4 + 2])
        }
        return result
    }

    /// Moves the pointer to pixel (`x`, `y`) with `buttons` (bit 0: the first button) held.
    @discardableResult
    func pointer(x: Int, y: Int, buttons: Int32) -> Bool {
        SendPointerEvent(client, Int32(x), Int32(y), buttons) != 0
    }

    @discardableResult
    func key(_ keysym: UInt32, isDown: Bool) -> Bool {
        SendKeyEvent(client, keysym, isDown ? 1 : 0) != 0
    }

    /// Clicks at pixel (`x`, `y`).
    func click(x: Int, y: Int) {
        pointer(x: x, y: y, buttons: 0)
        pointer(x: x, y: y, buttons: 1)
        pointer(x: x, y: y, buttons: 0)
    }

    /// Types ASCII text as key presses (the keysym of a Latin-1 character is its code).
    func type(_ text: String) {
        for scalar in text.unicodeScalars {
            key(scalar.value, isDown: true)
            key(scalar.value, isDown: false)
        }
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    nonisolated(unsafe) private static let passwordTag = UnsafeMutableRawPointer(bitPattern: 0x5643_5057)!
}
