import ScanoutCore

#if canImport(Glibc)
import Glibc
#endif

/// The remote screen's viewers as an input source: the pointer's first button is one finger
/// (press, drag, release), keys are presses. They enter the application's one queue, in order
/// with the device's own touches and keys, so the app cannot tell a viewer from a visitor —
/// except in the event trace, where each is tagged `remote` (`SCANOUT_TRACE_EVENTS=1`).
///
/// One viewer at a time holds the finger: another viewer's button is ignored until it lifts. A
/// viewer that disconnects mid-press has its touch cancelled and its held keys released.
/// Positions outside the screen are clamped to its edge. Main actor.
@MainActor
public final class RemoteInputSource: InputSource {
    /// The finger a viewer's pointer is: far from libinput's slots and a test's finger numbers.
    public static let touchIdentifier = 0x5643

    /// Sees each line the trace prints for remote input ("remote touch down (12,30)"): standard
    /// error when `SCANOUT_TRACE_EVENTS=1`, else nothing. Tests collect them here.
    public var traceHandler: ((String) -> Void)? =
        RemoteInputSource.isTracing ? { Diagnostics.writeToStandardError("Scanout trace: \($0)\n") } : nil

    init(channel: RemoteViewerChannel, pixelSize: (Int, Int), scale: CGFloat) {
        self.channel = channel
        self.pixelSize = pixelSize
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    public func start(delivering sink: InputEventSink) throws {
        self.sink = sink
    }

    /// Stops delivering: what viewers send from now on is dropped (the picture goes on).
    public func stop() {
        sink = nil
    }

    /// Takes what the viewers sent and queues it as input (dropped when not started). Runs when
    /// libvncserver's threads wake the main actor (see `RemoteScreen`).
    func deliverPendingInput() {
        let messages = channel.take()
        for message in messages {
            switch message {
            case .pointer(let buttons, let x, let y, let viewer):
                pointer(buttons: buttons, x: x, y: y, viewer: viewer)
            case .key(let isDown, let keysym, let viewer):
                key(isDown: isDown, keysym: keysym, viewer: viewer)
            case .viewerConnected:
                // The viewer's first picture: the whole frame, copied now (nothing was copied while
                // no one watched).
                remoteScreen?.viewerDidConnect()
            case .viewerGone(let viewer):
                viewerGone(viewer)
            }
        }
    }

    // MARK: - Private

    private let channel: RemoteViewerChannel
    private let pixelSize: (Int, Int)
    private let scale: CGFloat
    private var sink: InputEventSink?
    /// Set by the screen once made (the screen owns this source).
    weak var remoteScreen: RemoteScreen?
    /// The viewer holding the finger down, and where.
    private var fingerViewer: UInt?
    private var fingerLocation = CGPoint.zero
    /// Keys held, per viewer: the keysym and the report its press went out with.
    private var heldKeys: [UInt: [UInt32: KeyReport]] = [:]

    private static let isTracing: Bool = {
        guard let value = getenv("SCANOUT_TRACE_EVENTS") else { return false }
        return String(cString: value) == "1"
    }()

    private func pointer(buttons: Int32, x: Int32, y: Int32, viewer: UInt) {
        let isPressed = buttons & 1 != 0
        let location = point(x: x, y: y)
        if let holder = fingerViewer {
            guard holder == viewer else { return }
            if isPressed {
                guard location != fingerLocation else { return }
                fingerLocation = location
                touch(.move, at: location)
            } else {
                fingerViewer = nil
                touch(.up, at: location)
            }
        } else if isPressed {
            fingerViewer = viewer
            fingerLocation = location
            touch(.down, at: location)
        }
    }

    private func viewerGone(_ viewer: UInt) {
        if fingerViewer == viewer {
            fingerViewer = nil
            touch(.cancel, at: fingerLocation)
        }
        for (_, report) in heldKeys.removeValue(forKey: viewer) ?? [:] {
            var release = report
            release.change = .up
            send(.key(release), trace: "remote key up keyCode \(release.keyCode.rawValue) (viewer gone)")
        }
    }

    private func key(isDown: Bool, keysym: UInt32, viewer: UInt) {
        var held = heldKeys[viewer] ?? [:]
        if isDown {
            // A viewer's auto-repeat: the app repeats held keys itself, on its clock.
            guard held[keysym] == nil else { return }
            let modifiers = RemoteKeyMap.modifierFlags(held: held.keys)
            guard let report = RemoteKeyMap.report(for: keysym, modifiers: modifiers) else { return }
            held[keysym] = report
            heldKeys[viewer] = held
            send(.key(report), trace: "remote key down keyCode \(report.keyCode.rawValue) keysym 0x\(hex(keysym))")
        } else {
            guard var report = held.removeValue(forKey: keysym) else { return }
            heldKeys[viewer] = held.isEmpty ? nil : held
            report.change = .up
            send(.key(report), trace: "remote key up keyCode \(report.keyCode.rawValue) keysym 0x\(hex(keysym))")
        }
    }

    private func touch(_ change: TouchContact.Change, at location: CGPoint) {
        let contact = TouchContact(id: RemoteInputSource.touchIdentifier, change: change, location: location)
        send(
            .touches(TouchFrame([contact])),
            trace: "remote touch \(change) (\(format(location.x)),\(format(location.y)))")
    }

    private func send(_ event: InputEvent, trace: String) {
        guard let sink else { return }
        traceHandler?(trace)
        sink.enqueue(event)
    }

    /// A pixel position to screen points, clamped to the screen.
    private func point(x: Int32, y: Int32) -> CGPoint {
        let clampedX = min(max(Int(x), 0), pixelSize.0 - 1)
        let clampedY = min(max(Int(y), 0), pixelSize.1 - 1)
        return CGPoint(x: CGFloat(clampedX) / scale, y: CGFloat(clampedY) / scale)
    }

    private func format(_ value: CGFloat) -> String {
        value == value.rounded() ? "\(Int(value))" : "\(value)"
    }

    private func hex(_ value: UInt32) -> String {
        String(value, radix: 16)
    }
}
