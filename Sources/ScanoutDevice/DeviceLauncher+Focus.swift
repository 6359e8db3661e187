import Scanout
import ScanoutBoard
import ScanoutInput

// The board's `focus` section becomes the framework's `FocusConfiguration`: keypad keys and the
// scan switch by HID usage (what key events carry), through the same table the keyboard
// translator reads. Rotary devices are the input source's business (it reads the board).

extension DeviceLauncher {
    /// The focus keys `focus` names. A key code the keyboard table has no usage for (a media or
    /// button code) would never arrive as a key: it is left out, and said so once at start-up.
    static func focusConfiguration(
        of focus: BoardConfiguration.Focus, accessibility: BoardConfiguration.Accessibility = .init(), board: String
    ) -> FocusConfiguration {
        var keypad: [UIKeyboardHIDUsage: FocusAction] = [:]
        for (code, name) in focus.keypad.sorted(by: { $0.key < $1.key }) {
            guard let action = FocusAction(rawValue: name) else { continue }
            guard let usage = LinuxKeyCode.hidUsage(forEvdevKeyCode: code) else {
                print(
                    "Scanout: board \(board): focus.keypad key \(code) is not a keyboard key Scanout reads "
                        + "(a media or button code); it is ignored. Map the keypad to KEY_* keyboard codes.")
                continue
            }
            keypad[usage] = action
        }
        var scanSwitch: UIKeyboardHIDUsage?
        if let code = focus.switchKey {
            scanSwitch = LinuxKeyCode.hidUsage(forEvdevKeyCode: code)
            if scanSwitch == nil {
                print(
                    "Scanout: board \(board): focus.switch.key \(code) is not a keyboard key Scanout reads; "
                        + "switch scanning is off. Give the switch a KEY_* keyboard code.")
            }
        }
        return FocusConfiguration(
            keypad: keypad, scanSwitch: scanSwitch, scanInterval: focus.scanInterval,
            screenReaderShortcut: screenReaderShortcut(of: accessibility.shortcut, board: board))
    }

    /// The chord `codes` names (modifier key codes and one other), as key events carry it.
    static func screenReaderShortcut(of codes: [UInt32], board: String) -> FocusConfiguration.KeyChord? {
        guard !codes.isEmpty else { return nil }
        var modifiers: UIKeyModifierFlags = []
        var key: UIKeyboardHIDUsage?
        for code in codes {
            if let modifier = BoardConfiguration.Accessibility.modifierKeyCodes[code] {
                modifiers.insert(modifier)
            } else {
                key = LinuxKeyCode.hidUsage(forEvdevKeyCode: code)
            }
        }
        guard let key else {
            print(
                "Scanout: board \(board): accessibility.shortcut \(codes) has no keyboard key Scanout reads "
                    + "besides its modifiers; there is no screen reader shortcut. Name a KEY_* keyboard code.")
            return nil
        }
        return FocusConfiguration.KeyChord(keyCode: key, modifierFlags: modifiers)
    }
}
