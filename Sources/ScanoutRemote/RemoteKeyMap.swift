import CXKBCommon
import ScanoutCore

/// A viewer's keys (X keysyms, the RFB protocol's key vocabulary) as the key reports the device's
/// keyboards make: the USB HID usage of the key on a US keyboard, and the text the keysym stands
/// for (xkbcommon's `xkb_keysym_to_utf32`, as the device's keymap gives it).
///
/// A viewer sends the symbol its own layout produced (`A` with Shift held, `é` from a French
/// keyboard), so the text is the keysym's, whatever the board's keymap; the usage is the US key
/// that types it, or `keyboardErrorUndefined` for text no US key types (as `TestHost.type` does).
/// Keysyms that are neither text nor a known key are dropped.
enum RemoteKeyMap {
    /// The report for `keysym` pressed with `modifiers` held; nil for a keysym Scanout has no key
    /// or text for.
    static func report(for keysym: UInt32, modifiers: UIKeyModifierFlags) -> KeyReport? {
        if let (usage, flag) = modifierKeys[keysym] {
            return KeyReport(
                keyCode: usage, change: .down, characters: "", charactersIgnoringModifiers: "",
                modifierFlags: modifiers.union(flag))
        }
        let text = self.text(of: keysym)
        if let usage = specialKeys[keysym] {
            return KeyReport(
                keyCode: usage, change: .down, characters: text, charactersIgnoringModifiers: text,
                modifierFlags: modifiers)
        }
        guard !text.isEmpty else { return nil }
        if text.count == 1, let character = text.first, let (usage, _) = USKeyboardLayout.keystroke(for: character) {
            return KeyReport(
                keyCode: usage, change: .down, characters: text,
                charactersIgnoringModifiers: USKeyboardLayout.charactersIgnoringModifiers(for: usage),
                modifierFlags: modifiers)
        }
        return KeyReport(
            keyCode: .keyboardErrorUndefined, change: .down, characters: text, charactersIgnoringModifiers: text,
            modifierFlags: modifiers)
    }

    /// The modifiers the held keysyms stand for.
    static func modifierFlags(held keysyms: some Sequence<UInt32>) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        for keysym in keysyms {
            if let (_, flag) = modifierKeys[keysym] { flags.formUnion(flag) }
        }
        return flags
    }

    /// The text `keysym` types ("" for none, and for control characters other than the ones keys
    /// type: return, tab, backspace, escape, delete).
    static func text(of keysym: UInt32) -> String {
        let scalarValue = xkb_keysym_to_utf32(keysym)
        guard scalarValue != 0, let scalar = Unicode.Scalar(scalarValue) else { return "" }
        if scalarValue < 0x20 || scalarValue == 0x7F {
            return [0x08, 0x09, 0x0D, 0x1B, 0x7F].contains(scalarValue) ? String(scalar) : ""
        }
        return String(scalar)
    }

    /// Shift, Control, Alt (and AltGr), the Meta and Super keys (Command), Caps Lock.
    private static let modifierKeys: [UInt32: (UIKeyboardHIDUsage, UIKeyModifierFlags)] = [
        0xFFE1: (.keyboardLeftShift, .shift), 0xFFE2: (.keyboardRightShift, .shift),
        0xFFE3: (.keyboardLeftControl, .control), 0xFFE4: (.keyboardRightControl, .control),
        0xFFE5: (.keyboardCapsLock, .alphaShift),
        0xFFE7: (.keyboardLeftGUI, .command), 0xFFE8: (.keyboardRightGUI, .command),
        0xFFE9: (.keyboardLeftAlt, .alternate), 0xFFEA: (.keyboardRightAlt, .alternate),
        0xFFEB: (.keyboardLeftGUI, .command), 0xFFEC: (.keyboardRightGUI, .command),
        0xFE03: (.keyboardRightAlt, .alternate),
    ]

    /// Keys by keysym that are not plain text: editing, arrows, function keys, the keypad's Enter.
    private static let specialKeys: [UInt32: UIKeyboardHIDUsage] = {
        var keys: [UInt32: UIKeyboardHIDUsage] = [
            0xFF08: .keyboardDeleteOrBackspace, 0xFF09: .keyboardTab, 0xFF0D: .keyboardReturnOrEnter,
            0xFF1B: .keyboardEscape, 0xFFFF: .keyboardDeleteForward, 0xFF50: .keyboardHome,
            0xFF51: .keyboardLeftArrow, 0xFF52: .keyboardUpArrow, 0xFF53: .keyboardRightArrow,
            0xFF54: .keyboardDownArrow, 0xFF55: .keyboardPageUp, 0xFF56: .keyboardPageDown, 0xFF57: .keyboardEnd,
            0xFF63: .keyboardInsert, 0xFF8D: UIKeyboardHIDUsage(rawValue: 0x58),
        ]
        // F1 to F12 (keysyms 0xFFBE...0xFFC9, usages 0x3A...0x45).
        for index in 0..<12 { keys[0xFFBE + UInt32(index)] = UIKeyboardHIDUsage(rawValue: 0x3A + index) }
        return keys
    }()
}
