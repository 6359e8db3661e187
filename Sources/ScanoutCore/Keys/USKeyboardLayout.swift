/// The US ANSI keyboard layout: the text each key types, and the key that types a character.
///
/// Used where text has to become key presses with no keymap library in the loop: the test host typing "as from a
/// hardware keyboard", a VNC viewer's keys (the key a character is on), the demo's keyboard-only visit. Devices
/// translate real key codes through xkbcommon instead, for any layout. Package access (not public): it is the
/// project's helper, not UIKit API.
///
/// Everything derives from one table of (usage, unshifted, shifted) rows, indexed once on first use. Num Lock is
/// not modelled: the keypad always types its digits and operators.
package enum USKeyboardLayout {
    /// The text `usage` types with Shift and Caps Lock as given. Letters are upper case when exactly one of the two
    /// is on; other keys follow Shift only, so Caps Lock leaves digits and punctuation alone. Keys without text
    /// (arrows, function keys, modifiers) give "".
    package static func characters(for usage: UIKeyboardHIDUsage, shift: Bool, capsLock: Bool) -> String {
        guard let key = keysByUsage[usage] else { return "" }
        // Caps Lock affects the letter keys only (a US layout's are a to z: an ASCII range check,
        // not Unicode's letter property, which cost half a microsecond a key).
        let isLetter = key.unshifted.asciiValue.map { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } ?? false
        let upper = isLetter ? shift != capsLock : shift
        return String(upper ? key.shifted : key.unshifted)
    }

    /// The text `usage` types with no modifier held ("a" for A, "1" for 1), or "" for a key without text.
    package static func charactersIgnoringModifiers(for usage: UIKeyboardHIDUsage) -> String {
        keysByUsage[usage].map { String($0.unshifted) } ?? ""
    }

    /// The key that types `character` and whether Shift must be held, or nil when the layout has no key for it
    /// (é, 中, emoji). "\n", "\r" and "\r\n" are all Return; a character on both the main block and the keypad
    /// ("5", "+") is the main block's key.
    package static func keystroke(for character: Character) -> (usage: UIKeyboardHIDUsage, shift: Bool)? {
        if character == "\n" || character == "\r\n" { return (.keyboardReturnOrEnter, false) }
        return keystrokesByCharacter[character]
    }

    // MARK: - Private

    /// One key that types text: what it types without and with Shift.
    private struct Key {
        let usage: UIKeyboardHIDUsage
        let unshifted: Character
        let shifted: Character
    }

    /// Every key that types text. Main block first, so a character both blocks type maps to the main block's key.
    private static let keys: [Key] = [
        // Letters.
        Key(usage: .keyboardA, unshifted: "a", shifted: "A"), Key(usage: .keyboardB, unshifted: "b", shifted: "B"),
        Key(usage: .keyboardC, unshifted: "c", shifted: "C"), Key(usage: .keyboardD, unshifted: "d", shifted: "D"),
        Key(usage: .keyboardE, unshifted: "e", shifted: "E"), Key(usage: .keyboardF, unshifted: "f", shifted: "F"),
        Key(usage: .keyboardG, unshifted: "g", shifted: "G"), Key(usage: .keyboardH, unshifted: "h", shifted: "H"),
        Key(usage: .keyboardI, unshifted: "i", shifted: "I"), Key(usage: .keyboardJ, unshifted: "j", shifted: "J"),
        Key(usage: .keyboardK, unshifted: "k", shifted: "K"), Key(usage: .keyboardL, unshifted: "l", shifted: "L"),
        Key(usage: .keyboardM, unshifted: "m", shifted: "M"), Key(usage: .keyboardN, unshifted: "n", shifted: "N"),
        Key(usage: .keyboardO, unshifted: "o", shifted: "O"), Key(usage: .keyboardP, unshifted: "p", shifted: "P"),
        Key(usage: .keyboardQ, unshifted: "q", shifted: "Q"), Key(usage: .keyboardR, unshifted: "r", shifted: "R"),
        Key(usage: .keyboardS, unshifted: "s", shifted: "S"), Key(usage: .keyboardT, unshifted: "t", shifted: "T"),
        Key(usage: .keyboardU, unshifted: "u", shifted: "U"), Key(usage: .keyboardV, unshifted: "v", shifted: "V"),
        Key(usage: .keyboardW, unshifted: "w", shifted: "W"), Key(usage: .keyboardX, unshifted: "x", shifted: "X"),
        Key(usage: .keyboardY, unshifted: "y", shifted: "Y"), Key(usage: .keyboardZ, unshifted: "z", shifted: "Z"),
        // Digit row.
        Key(usage: .keyboard1, unshifted: "1", shifted: "!"), Key(usage: .keyboard2, unshifted: "2", shifted: "@"),
        Key(usage: .keyboard3, unshifted: "3", shifted: "#"), Key(usage: .keyboard4, unshifted: "4", shifted: "$"),
        Key(usage: .keyboard5, unshifted: "5", shifted: "%"), Key(usage: .keyboard6, unshifted: "6", shifted: "^"),
        Key(usage: .keyboard7, unshifted: "7", shifted: "&"), Key(usage: .keyboard8, unshifted: "8", shifted: "*"),
        Key(usage: .keyboard9, unshifted: "9", shifted: "("), Key(usage: .keyboard0, unshifted: "0", shifted: ")"),
        // Punctuation.
        Key(usage: .keyboardHyphen, unshifted: "-", shifted: "_"),
        Key(usage: .keyboardEqualSign, unshifted: "=", shifted: "+"),
        Key(usage: .keyboardOpenBracket, unshifted: "[", shifted: "{"),
        Key(usage: .keyboardCloseBracket, unshifted: "]", shifted: "}"),
        Key(usage: .keyboardBackslash, unshifted: "\\", shifted: "|"),
        Key(usage: .keyboardSemicolon, unshifted: ";", shifted: ":"),
        Key(usage: .keyboardQuote, unshifted: "'", shifted: "\""),
        Key(usage: .keyboardGraveAccentAndTilde, unshifted: "`", shifted: "~"),
        Key(usage: .keyboardComma, unshifted: ",", shifted: "<"),
        Key(usage: .keyboardPeriod, unshifted: ".", shifted: ">"),
        Key(usage: .keyboardSlash, unshifted: "/", shifted: "?"),
        // Whitespace and control characters: Shift changes nothing.
        Key(usage: .keyboardSpacebar, unshifted: " ", shifted: " "),
        Key(usage: .keyboardReturnOrEnter, unshifted: "\r", shifted: "\r"),
        Key(usage: .keyboardTab, unshifted: "\t", shifted: "\t"),
        Key(usage: .keyboardDeleteOrBackspace, unshifted: "\u{8}", shifted: "\u{8}"),
        Key(usage: .keyboardEscape, unshifted: "\u{1B}", shifted: "\u{1B}"),
        Key(usage: .keyboardDeleteForward, unshifted: "\u{7F}", shifted: "\u{7F}"),
        // Keypad, as with Num Lock on.
        Key(usage: .keypadSlash, unshifted: "/", shifted: "/"),
        Key(usage: .keypadAsterisk, unshifted: "*", shifted: "*"),
        Key(usage: .keypadHyphen, unshifted: "-", shifted: "-"),
        Key(usage: .keypadPlus, unshifted: "+", shifted: "+"),
        Key(usage: .keypadEnter, unshifted: "\r", shifted: "\r"),
        Key(usage: .keypadEqualSign, unshifted: "=", shifted: "="),
        Key(usage: .keypadPeriod, unshifted: ".", shifted: "."),
        Key(usage: .keypad1, unshifted: "1", shifted: "1"), Key(usage: .keypad2, unshifted: "2", shifted: "2"),
        Key(usage: .keypad3, unshifted: "3", shifted: "3"), Key(usage: .keypad4, unshifted: "4", shifted: "4"),
        Key(usage: .keypad5, unshifted: "5", shifted: "5"), Key(usage: .keypad6, unshifted: "6", shifted: "6"),
        Key(usage: .keypad7, unshifted: "7", shifted: "7"), Key(usage: .keypad8, unshifted: "8", shifted: "8"),
        Key(usage: .keypad9, unshifted: "9", shifted: "9"), Key(usage: .keypad0, unshifted: "0", shifted: "0"),
    ]

    /// `keys` by usage.
    private static let keysByUsage: [UIKeyboardHIDUsage: Key] = Dictionary(
        keys.map { ($0.usage, $0) }, uniquingKeysWith: { first, _ in first })

    /// The first key in `keys` that types each character, preferring the unshifted character of a key to the
    /// shifted one of the same key (space is the space bar without Shift).
    private static let keystrokesByCharacter: [Character: (usage: UIKeyboardHIDUsage, shift: Bool)] = {
        var result: [Character: (usage: UIKeyboardHIDUsage, shift: Bool)] = [:]
        for key in keys {
            if result[key.unshifted] == nil { result[key.unshifted] = (key.usage, false) }
            if result[key.shifted] == nil { result[key.shifted] = (key.usage, true) }
        }
        return result
    }()
}
