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

    /// Closes the connection: qemu serves one QMP client at a time, so another one (boot.sh
    /// stop's qmp.py) gets no greeting while this one is open.
    func disconnect() {
        socket.close()
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
            guard let reply = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                continue
            }
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
        try execute("input-send-event", ["events": QMPClient.tabletPosition(pixelX, pixelY, panelWidth, panelHeight)])
    }

    func leftButton(down: Bool) throws {
        try execute("input-send-event", ["events": [QMPClient.leftButtonEvent(down: down)]])
    }

    /// A flick with the virtio tablet: the left button goes down at `start`, the pointer moves to
    /// `end` in `steps` equal moves about `interval` seconds apart, and the button comes up in
    /// the same report as the last move, so the app reads the release while the pointer is still
    /// moving. (The pan measures speed over its last tenth of a second of samples, stamped when
    /// the app reads them; a release sent on its own could reach the app more than that after the
    /// last move on a busy host, and then nothing decelerates.)
    func flick(
        from start: (x: Double, y: Double), to end: (x: Double, y: Double), steps: Int, interval: TimeInterval,
        panelWidth: Int, panelHeight: Int
    ) throws {
        try movePointer(toX: start.x, y: start.y, panelWidth: panelWidth, panelHeight: panelHeight)
        try leftButton(down: true)
        for step in 1...steps {
            usleep(useconds_t(interval * 1_000_000))
            let fraction = Double(step) / Double(steps)
            var events = QMPClient.tabletPosition(
                start.x + (end.x - start.x) * fraction,
                start.y + (end.y - start.y) * fraction, panelWidth, panelHeight)
            if step == steps { events.append(QMPClient.leftButtonEvent(down: false)) }
            try execute("input-send-event", ["events": events])
        }
    }

    /// A key going down or up on the virtio keyboard, by QEMU key code name ("a", "shift", "2").
    func key(_ qcode: String, down: Bool) throws {
        try execute(
            "input-send-event",
            [
                "events": [
                    ["type": "key", "data": ["down": down, "key": ["type": "qcode", "data": qcode]]]
                ]
            ])
    }

    /// The tablet's absolute position events for pixel (`x`, `y`) of a `width`×`height` panel.
    private static func tabletPosition(_ pixelX: Double, _ pixelY: Double, _ panelWidth: Int, _ panelHeight: Int)
        -> [[String: Any]]
    {
        // The tablet's axes run 0...32767 across the whole panel; libinput scales them back.
        let x = Int(((pixelX + 0.5) * 32767 / Double(panelWidth)).rounded())
        let y = Int(((pixelY + 0.5) * 32767 / Double(panelHeight)).rounded())
        return [
            ["type": "abs", "data": ["axis": "x", "value": x]],
            ["type": "abs", "data": ["axis": "y", "value": y]],
        ]
    }

    private static func leftButtonEvent(down: Bool) -> [String: Any] {
        ["type": "btn", "data": ["down": down, "button": "left"]]
    }
}
