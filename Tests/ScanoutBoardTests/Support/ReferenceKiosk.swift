import KioskDemo
import Scanout
import ScanoutTesting

/// The kiosk demo offscreen, at the qemu board's 1280×800, taken through the same steps as the
/// board: what the board's screen should show after each, rendered by the same code the way an
/// app author's tests render it.
@MainActor
final class ReferenceKiosk {
    let host: TestHost
    let screen: CheckInViewController
    nonisolated static let panelWidth = 1280
    nonisolated static let panelHeight = 800
    /// The screen reader's shortcut, as Boards/qemu-x86_64/board.json names it: Ctrl-Alt-S
    /// (`"accessibility": { "shortcut": [29, 56, 31] }`).
    static let screenReaderShortcut = FocusConfiguration.KeyChord(
        keyCode: .keyboardS, modifierFlags: [.control, .alternate])
    /// The screen reader's lines in the event trace, as the board prints them ("speak \"...\"").
    private(set) var spokenTrace: [String] = []

    /// Made on the main actor, from a test that is not.
    static func make() async -> ReferenceKiosk {
        await MainActor.run { ReferenceKiosk() }
    }

    init() {
        // Launched through the demo's delegate, as scanout-demo launches it on the board (the
        // delegate chooses the kiosk's keyboards, so the globe key shows on both).
        host = TestHost(
            size: CGSize(width: Double(ReferenceKiosk.panelWidth), height: Double(ReferenceKiosk.panelHeight)),
            launching: { AppDelegate() })
        screen = host.window.rootViewController as! CheckInViewController
        host.focusConfiguration.screenReaderShortcut = Self.screenReaderShortcut
        host.application.eventTraceHandler = { [unowned self] line in
            if line.hasPrefix("speak ") { spokenTrace.append(line) }
        }
        host.drain()
    }

    /// The screen as rendered now, after letting `seconds` of animations and timers run.
    func pixels(after seconds: Double = 0) -> ScreenPixels {
        if seconds > 0 { host.advance(by: seconds) }
        _ = host.render()
        let buffer = host.application.frameBuffer
        return buffer.withUnsafeBytes {
            ScreenPixels(bgrx: $0, width: buffer.width, height: buffer.height, bytesPerRow: buffer.bytesPerRow)
        }
    }

    /// The centre of `view` in screen pixels (the board runs at scale 1).
    func centre(of view: UIView) -> (x: Double, y: Double) {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        return (Double(point.x), Double(point.y))
    }

    /// The appointment list's Close button (in its navigation bar), once the list is up.
    func closeButton() -> UIView? {
        screen.presentedViewController?.view.subviewsRecursively()
            .first { $0.isAccessibilityElement && $0.accessibilityLabel == "Close" }
    }

    /// The appointment list's table, once the list is up.
    func appointmentTable() -> UITableView? {
        ((screen.presentedViewController as? UINavigationController)?.viewControllers.first
            as? VisitorListViewController)?.tableView
    }

    var nameFieldCentre: (x: Double, y: Double) { centre(of: screen.nameField) }
    var appointmentButtonCentre: (x: Double, y: Double) { centre(of: screen.appointmentButton) }
    var nameFieldText: String { screen.nameField.text ?? "" }

    /// `view`'s rectangle on screen in pixels, grown by `margin`: where a press shows.
    func pixelRect(of view: UIView, margin: Int = 4) -> (x: Int, y: Int, width: Int, height: Int) {
        let frame = view.convert(view.bounds, to: nil)
        return (
            max(0, Int(frame.minX) - margin), max(0, Int(frame.minY) - margin),
            Int(frame.width.rounded(.up)) + 2 * margin, Int(frame.height.rounded(.up)) + 2 * margin
        )
    }

    var appointmentButtonRect: (x: Int, y: Int, width: Int, height: Int) { pixelRect(of: screen.appointmentButton) }

    /// A click as the board's tablet makes it: a pointer touch down and up at `point`.
    func click(at point: (x: Double, y: Double)) {
        let location = CGPoint(x: point.x, y: point.y)
        // The board has a cursor (input.cursor): the tablet's move draws the arrow there.
        host.application.pointerMoved(to: location)
        host.touches([TouchContact(id: 0, change: .down, location: location, type: .indirectPointer)])
        host.touches([TouchContact(id: 0, change: .up, location: location, type: .indirectPointer)])
    }

    /// Keys as the board's US keyboard types them.
    func press(_ key: UIKeyboardHIDUsage, shift: Bool = false) {
        host.press(key, modifiers: shift ? .shift : [])
    }

    /// The screen reader's shortcut, pressed.
    func pressScreenReaderShortcut() {
        host.press(Self.screenReaderShortcut.keyCode, modifiers: Self.screenReaderShortcut.modifierFlags)
    }

    /// The class of the view keyboard focus is on ("UISwitch"), or "nothing".
    var focusedViewClass: String { host.focusedView.map { String(describing: type(of: $0)) } ?? "nothing" }

    /// Whether the screen reader is on.
    var isScreenReaderOn: Bool { host.application.screenReader.isEnabled }
}

extension UIView {
    fileprivate func subviewsRecursively() -> [UIView] {
        subviews + subviews.flatMap { $0.subviewsRecursively() }
    }
}
