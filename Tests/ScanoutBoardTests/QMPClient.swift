import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A client for qemu's machine protocol (QMP) on a unix socket: one JSON object per line each
/// way. Commands wait for their reply; the asynchronous events qemu sends in between are skipped.
final class QMPClient {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let socket: UnixSocketConnection

    /// Connects to `path` and completes the capabilities handshake.
    init(path: String) throws {
        socket = try UnixSocketConnection(path: path)
        let greeting = try socket.readLine(timeout: 30)
        guard greeting.contains("\"QMP\"") else {
            throw Failure(description: "\(path): not a QMP greeting: \(greeting)")
        }
        try execute("qmp_capabilities")
    }

    /// Runs `command` with `arguments`, returning its "return" value; a QMP "error" throws.
    @discardableResult
    func execute(_ command: String, _ arguments: [String: Any]? = nil) throws -> Any {
        var message: [String: Any] = ["execute": command]
        if let arguments { message["arguments"] = arguments }
        let data = try JSONSerialization.data(withJSONObject: message)
        try socket.write(data + Data("\r\n".utf8))
        while true {
            let line = try socket.readLine(timeout: 60)
            guard let reply = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
            if let result = reply["return"] { return result }
            if let error = reply["error"] {
                throw Failure(description: "QMP \(command) failed: \(error)")
            }
        }
    }

    /// Writes what the display scans out to `path` as a binary PPM (P6).
    func screendump(to path: String) throws {
        try execute("screendump", ["filename": path])
    }

    /// Moves the virtio tablet to pixel (`x`, `y`) of a `width`×`height` panel.
    func movePointer(toX pixelX: Double, y pixelY: Double, panelWidth: Int, panelHeight: Int) throws {
        // The tablet's axes run 0...32767 across the whole panel; libinput scales them back.
        let x = Int(((pixelX + 0.5) * 32767 / Double(panelWidth)).rounded())
        let y = Int(((pixelY + 0.5) * 32767 / Double(panelHeight)).rounded())
        try execute("input-send-event", ["events": [
            ["type": "abs", "data": ["axis": "x", "value": x]],
            ["type": "abs", "data": ["axis": "y", "value": y]],
        ]])
    }

    func leftButton(down: Bool) throws {
        try execute("input-send-event", ["events": [["type": "btn", "data": ["down": down, "button": "left"]]]])
    }

    /// A key going down or up on the virtio keyboard, by QEMU key code name ("a", "shift", "2").
    func key(_ qcode: String, down: Bool) throws {
        try execute("input-send-event", ["events": [
            ["type": "key", "data": ["down": down, "key": ["type": "qcode", "data": qcode]]],
        ]])
    }
}

/// A connected stream socket with line reads that time out.
final class UnixSocketConnection {
    private let fd: Int32
    private var pending = Data()
    let path: String

    init(path: String) throws {
        self.path = path
        fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw QMPClient.Failure(description: "socket(): \(String(cString: strerror(errno)))") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw QMPClient.Failure(description: "\(path): too long for a unix socket path")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw QMPClient.Failure(description: "cannot connect to \(path): \(reason)")
        }
    }

    deinit { Glibc.close(fd) }

    func write(_ data: Data) throws {
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, data.count - offset) }
            guard written > 0 else {
                throw QMPClient.Failure(description: "\(path): write failed: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    /// The next line (without its line end), waiting at most `timeout` seconds.
    func readLine(timeout: TimeInterval) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[pending.startIndex..<newline]
                pending.removeSubrange(pending.startIndex...newline)
                return String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw QMPClient.Failure(description: "\(path): no reply within \(timeout) s") }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(remaining * 1000)) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = Glibc.read(fd, &buffer, buffer.count)
            guard count > 0 else { throw QMPClient.Failure(description: "\(path): closed by qemu") }
            pending.append(contentsOf: buffer[..<count])
        }
    }
}
