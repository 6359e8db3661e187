#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One line on standard error for each event the application dispatches, when the environment
/// has `SCANOUT_TRACE_EVENTS=1`: the touches with their type, phase, window location and view;
/// the presses with their characters and modifiers and the responder they go to; remote-control
/// and motion events; what the screen reader says. On a device there is no debugger attached and no way to see the screen
/// from the build machine: this says what the app actually received, which is the first
/// question when a panel "does not respond". The qemu board test reads these lines too.
///
///     Scanout trace: touches 2 [#1 direct began (900,150) UIView] [#2 direct began (1100,150) UIView]
///     Scanout trace: presses [#3 began "A" keyCode 4 [shift]] to UITextField
///     Scanout trace: speak "Check in, button"
package enum EventTrace {
    /// Read once: tracing is chosen when the process starts.
    package static let isEnabled: Bool = {
        guard let value = getenv("SCANOUT_TRACE_EVENTS") else { return false }
        return String(cString: value) == "1"
    }()

    /// The line for `event`, sent with `firstResponder` as the application's first responder.
    @MainActor
    static func line(for event: UIEvent, firstResponder: UIResponder?, numbering: inout TraceNumbering) -> String {
        switch event.type {
        case .touches:
            // New fingers are numbered left to right (then top to bottom), so a trace reads the same
            // on every run although the event's touches are a set.
            let newcomers = (event.allTouches ?? []).filter { !numbering.isNumbered($0) }.sorted {
                let (a, b) = ($0.location(in: nil), $1.location(in: nil))
                return a.x != b.x ? a.x < b.x : a.y < b.y
            }
            for touch in newcomers { _ = numbering.number(for: touch) }
            let touches = (event.allTouches ?? []).sorted { numbering.number(for: $0) < numbering.number(for: $1) }
            let parts = touches.map { touch in
                let location = touch.location(in: nil)
                let view = touch.view.map { String(describing: type(of: $0)) } ?? "no view"
                return "[#\(numbering.number(for: touch)) \(touch.type) \(touch.phase) "
                    + "(\(formatCoordinate(location.x)),\(formatCoordinate(location.y))) \(view)]"
            }
            for touch in touches where touch.phase == .ended || touch.phase == .cancelled { numbering.forget(touch) }
            return "touches \(touches.count) " + parts.joined(separator: " ")
        case .presses:
            let presses = ((event as? UIPressesEvent)?.allPresses ?? [])
                .sorted { numbering.number(for: $0) < numbering.number(for: $1) }
            let parts = presses.map { press in
                var text = "[#\(numbering.number(for: press)) \(press.phase)"
                if let key = press.key {
                    text += " \"\(escaped(key.characters))\" keyCode \(key.keyCode.rawValue)"
                    if !key.modifierFlags.isEmpty { text += " \(key.modifierFlags)" }
                } else {
                    text += " \(press.type)"
                }
                return text + "]"
            }
            for press in presses where press.phase == .ended || press.phase == .cancelled { numbering.forget(press) }
            let target = firstResponder.map { String(describing: type(of: $0)) } ?? "no first responder"
            return "presses " + parts.joined(separator: " ") + " to \(target)"
        case .remoteControl:
            return "remoteControl \(event.subtype)"
        case .motion:
            return "motion \(event.subtype)"
        default:
            return "\(event.type)"
        }
    }

    /// The first frame presented after traced input: how long rendering took and how long after
    /// the input's timestamp the frame went to the display — on the device, libinput's event
    /// time, so the kernel-to-app delay counts too — the device's share of input-to-screen
    /// latency (the display adds up to one refresh for the page flip).
    static func frameLine(damage: [PixelRect], renderSeconds: Double, sinceInput: Double) -> String {
        let pixels = damage.reduce(0) { $0 + $1.area }
        return "frame \(pixels) px in \(damage.count) rect\(damage.count == 1 ? "" : "s"), rendered in "
            + "\(milliseconds(renderSeconds)) ms, presented \(milliseconds(sinceInput)) ms after the input"
    }

    /// What the screen reader says, as it hands it to the voice: on a board without audio, the
    /// only way to hear it.
    static func speechLine(_ text: String) -> String {
        "speak \"\(escaped(text))\""
    }

    /// "12.3"
    private static func milliseconds(_ seconds: Double) -> String {
        let tenths = (seconds * 10_000).clampedInteger(rounding: .toNearestOrAwayFromZero, in: 0...Int(Int32.max))
        return "\(tenths / 10).\(tenths % 10)"
    }

    static func writeToStandardError(_ line: String) {
        Diagnostics.writeToStandardError("Scanout trace: \(line)\n")
    }

    /// Control characters shown as escapes, so one event stays one line.
    private static func escaped(_ characters: String) -> String {
        var result = ""
        for scalar in characters.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Small stable numbers for touches and presses, so a trace can follow one finger or key from
/// began to ended. Forgets an object once it has ended.
struct TraceNumbering {
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var next = 1

    mutating func number(for object: AnyObject) -> Int {
        let id = ObjectIdentifier(object)
        if let number = numbers[id] { return number }
        numbers[id] = next
        next += 1
        return next - 1
    }

    func isNumbered(_ object: AnyObject) -> Bool {
        numbers[ObjectIdentifier(object)] != nil
    }

    /// Drops a finished touch or press (its number is not reused).
    mutating func forget(_ object: AnyObject) {
        numbers[ObjectIdentifier(object)] = nil
    }
}
