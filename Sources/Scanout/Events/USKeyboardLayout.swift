/// The US ANSI keyboard layout: which text each key types, and which key types a character.
///
/// Used where no keymap library is in the loop: the test host typing text "as from a hardware
/// keyboard", and the on-screen keyboard naming the keys it sends. Devices translate real key
/// codes through xkbcommon instead, for any layout.
package enum USKeyboardLayout {
    /// The text `usage` types with Shift and Caps Lock as given: letters are upper case when exactly
    /// one of the two is on; other keys follow Shift only. Keys without text give "".
    package static func characters(for usage: UIKeyboardHIDUsage, shift: Bool, capsLock: Bool) -> String {
        guard let key = keysByUsage[usage] else { return "" }
        if key.isLetter { return shift != capsLock ? key.shifted : key.unshifted }
        return shift ? key.shifted : key.unshifted
    }

    /// The text `usage` types with no modifier held.
    package static func charactersIgnoringModifiers(for usage: UIKeyboardHIDUsage) -> String {
        keysByUsage[usage]?.unshifted ?? ""
    }

    /// The key that types `character` and whether Shift is needed, or nil when the layout has no
    /// key for it (é, 中, emoji). Both "\n" and "\r" are Return.
    package static func keystroke(for character: Character) -> (usage: UIKeyboardHIDUsage, shift: Bool)? {
        if character == "\n" || character == "\r\n" { return (.keyboardReturnOrEnter, false) }
        return keystrokesByCharacter[character]
    }

    // MARK: - Private

    private struct Key {
        let usage: UIKeyboardHIDUsage
        let unshifted: String
        let shifted: String
        var isLetter: Bool { unshifted.count == 1 && unshifted.first!.isLetter }
    }

    /// Every key with text, main block first (so a character maps to the main-block key, not the
    /// keypad's).
    private static let keys: [Key] = {
        var keys: [Key] = []
        let letters: [UIKeyboardHIDUsage] = [
            .keyboardA, .keyboardB, .keyboardC, .keyboardD, .keyboardE, .keyboardF, .keyboardG, .keyboardH,
            .keyboardI, .keyboardJ, .keyboardK, .keyboardL, .keyboardM, .keyboardN, .keyboardO, .keyboardP,
            .keyboardQ, .keyboardR, .keyboardS, .keyboardT, .keyboardU, .keyboardV, .keyboardW, .keyboardX,
            .keyboardY, .keyboardZ,
        ]
        for (usage, letter) in zip(letters, "abcdefghijklmnopqrstuvwxyz") {
            keys.append(Key(usage: usage, unshifted: String(letter), shifted: letter.uppercased()))
        }
        let digits: [UIKeyboardHIDUsage] = [
            .keyboard1, .keyboard2, .keyboard3, .keyboard4, .keyboard5, .keyboard6, .keyboard7, .keyboard8,
            .keyboard9, .keyboard0,
        ]
        for (usage, (digit, symbol)) in zip(digits, zip("1234567890", "!@#$%^&*()")) {
            keys.append(Key(usage: usage, unshifted: String(digit), shifted: String(symbol)))
        }
        let punctuation: [(UIKeyboardHIDUsage, String, String)] = [
            (.keyboardSpacebar, " ", " "), (.keyboardHyphen, "-", "_"), (.keyboardEqualSign, "=", "+"),
            (.keyboardOpenBracket, "[", "{"), (.keyboardCloseBracket, "]", "}"), (.keyboardBackslash, "\\", "|"),
            (.keyboardSemicolon, ";", ":"), (.keyboardQuote, "'", "\""), (.keyboardGraveAccentAndTilde, "`", "~"),
            (.keyboardComma, ",", "<"), (.keyboardPeriod, ".", ">"), (.keyboardSlash, "/", "?"),
            (.keyboardReturnOrEnter, "\r", "\r"), (.keyboardTab, "\t", "\t"),
            (.keyboardDeleteOrBackspace, "\u{8}", "\u{8}"), (.keyboardEscape, "\u{1B}", "\u{1B}"),
            (.keyboardDeleteForward, "\u{7F}", "\u{7F}"),
            (.keypadSlash, "/", "/"), (.keypadAsterisk, "*", "*"), (.keypadHyphen, "-", "-"), (.keypadPlus, "+", "+"),
            (.keypadEnter, "\r", "\r"), (.keypadPeriod, ".", "."), (.keypadEqualSign, "=", "="),
            (.keypad1, "1", "1"), (.keypad2, "2", "2"), (.keypad3, "3", "3"), (.keypad4, "4", "4"),
            (.keypad5, "5", "5"), (.keypad6, "6", "6"), (.keypad7, "7", "7"), (.keypad8, "8", "8"),
            (.keypad9, "9", "9"), (.keypad0, "0", "0"),
        ]
        for (usage, unshifted, shifted) in punctuation {
            keys.append(Key(usage: usage, unshifted: unshifted, shifted: shifted))
        }
        return keys
    }()

    private static let keysByUsage: [UIKeyboardHIDUsage: Key] = Dictionary(
        keys.map { ($0.usage, $0) }, uniquingKeysWith: { first, _ in first })

    private static let keystrokesByCharacter: [Character: (usage: UIKeyboardHIDUsage, shift: Bool)] = {
        var result: [Character: (usage: UIKeyboardHIDUsage, shift: Bool)] = [:]
        for key in keys where key.unshifted.count == 1 && key.unshifted.first!.asciiValue.map({ $0 >= 0x20 }) == true {
            if let character = key.unshifted.first, result[character] == nil { result[character] = (key.usage, false) }
            if key.shifted != key.unshifted, let character = key.shifted.first, result[character] == nil {
                result[character] = (key.usage, true)
            }
        }
        return result
    }()
}
