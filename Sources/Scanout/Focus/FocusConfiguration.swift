// Which keys move focus. A keyboard's are fixed, as on iPadOS (Tab, Shift-Tab, the arrows, Space,
// Return, Escape); a kiosk adds its own: an EZ-Access-style keypad whose keys a board file maps
// to focus actions, a rotary encoder (whose detents arrive as Tab and Shift-Tab), and a single
// switch that activates while focus scans through the screen on a timer.

/// What a focus key does.
public enum FocusAction: String, CaseIterable, Sendable {
    case up, down, left, right, next, previous, activate, back, help
    /// Turns the screen reader on (and, pressed again while it is on, off): a kiosk keypad's
    /// accessibility key.
    case screenReader
}

/// The kiosk's focus inputs, given at launch (a board file's `focus` section, carried on
/// `Platform`) or by a test host.
public struct FocusConfiguration: Equatable, Sendable {
    /// Keys of a keypad and what they do, by HID usage (a board names Linux key codes, which the
    /// launcher translates). Checked before the keyboard's own keys.
    public var keypad: [UIKeyboardHIDUsage: FocusAction]
    /// The single switch of switch scanning: while set, focus advances every `scanInterval` and
    /// the switch activates the focused item.
    public var scanSwitch: UIKeyboardHIDUsage?
    /// Seconds between scanning steps; at least 0.25.
    public var scanInterval: TimeInterval
    /// The key chord that turns the screen reader on and off whatever has the keys (iOS's
    /// Accessibility Shortcut, a triple click of the side button, for a kiosk with a keyboard);
    /// nil: none.
    public var screenReaderShortcut: KeyChord?

    public init(
        keypad: [UIKeyboardHIDUsage: FocusAction] = [:], scanSwitch: UIKeyboardHIDUsage? = nil,
        scanInterval: TimeInterval = 1.5, screenReaderShortcut: KeyChord? = nil
    ) {
        self.keypad = keypad
        self.scanSwitch = scanSwitch
        self.scanInterval = scanInterval.isFinite ? max(scanInterval, Self.minimumScanInterval) : 1.5
        self.screenReaderShortcut = screenReaderShortcut
    }

    /// A key pressed while modifier keys are held.
    public struct KeyChord: Equatable, Sendable {
        public var keyCode: UIKeyboardHIDUsage
        /// The modifiers held, exactly (Caps Lock and the keypad flag do not count).
        public var modifierFlags: UIKeyModifierFlags

        public init(keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags) {
            self.keyCode = keyCode
            self.modifierFlags = modifierFlags.subtracting(Self.ignoredFlags)
        }

        /// Whether `keyCode` pressed with `modifierFlags` held is this chord.
        public func matches(keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags) -> Bool {
            keyCode == self.keyCode && modifierFlags.subtracting(Self.ignoredFlags) == self.modifierFlags
        }

        private static let ignoredFlags: UIKeyModifierFlags = [.numericPad, .alphaShift]
    }

    /// Scanning faster than this could not be followed by anyone.
    public static let minimumScanInterval: TimeInterval = 0.25

    /// What `key` does to focus, if anything.
    func action(for key: UIKey) -> FocusAction? {
        action(forKeyCode: key.keyCode, modifierFlags: key.modifierFlags)
    }

    /// Whether `keyCode` is a kiosk key of the board's (a keypad key or the scan switch), which
    /// means its action whatever else is going on, rather than a keyboard key, which types.
    func isKioskKey(_ keyCode: UIKeyboardHIDUsage) -> Bool {
        keyCode == scanSwitch || keypad[keyCode] != nil
    }

    /// What the key `keyCode` with `modifierFlags` held does to focus: the board's keys first,
    /// then a keyboard's (Tab, the arrows, Space, Return, Escape). The screen reader reads keys
    /// through this too, before they become presses.
    func action(forKeyCode keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags) -> FocusAction? {
        if screenReaderShortcut?.matches(keyCode: keyCode, modifierFlags: modifierFlags) == true {
            return .screenReader
        }
        if keyCode == scanSwitch { return .activate }
        if let action = keypad[keyCode] { return action }
        let modifiers = modifierFlags.subtracting([.numericPad, .alphaShift])
        switch keyCode {
        case .keyboardTab:
            if modifiers == [] { return .next }
            if modifiers == [.shift] { return .previous }
            return nil
        case _ where !modifiers.isEmpty:
            return nil
        case .keyboardUpArrow: return .up
        case .keyboardDownArrow: return .down
        case .keyboardLeftArrow: return .left
        case .keyboardRightArrow: return .right
        case .keyboardSpacebar, .keyboardReturnOrEnter, .keypadEnter: return .activate
        case .keyboardEscape: return .back
        default: return nil
        }
    }
}

/// Switch scanning: with a scan switch configured, focus steps to the next item every
/// `scanInterval` on the application's clock (a test host's virtual clock drives it), counted
/// from the last move, so a person has the full interval on every item.
@preconcurrency @MainActor
final class FocusScanner {
    private unowned let system: UIFocusSystem
    private var timer: ScheduledAction?

    init(system: UIFocusSystem) {
        self.system = system
    }

    var isScanning: Bool { timer != nil }

    func configurationDidChange() {
        timer?.cancel()
        timer = nil
        guard system.configuration.scanSwitch != nil else { return }
        schedule()
    }

    /// Focus moved (by scanning or otherwise): the interval starts again.
    func focusDidMove() {
        guard timer != nil else { return }
        timer?.cancel()
        schedule()
    }

    private func schedule() {
        let interval = system.configuration.scanInterval
        timer = system.application.clock.schedule(after: interval) { [weak self] in
            guard let self else { return }
            self.timer = nil
            self.system.keysWereUsed()
            if !self.system.perform(.next) { self.schedule() }
            if self.timer == nil, self.system.configuration.scanSwitch != nil { self.schedule() }
            self.system.application.commit()
        }
    }
}
