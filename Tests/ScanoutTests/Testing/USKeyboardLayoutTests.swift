import Scanout
import ScanoutTesting
import Testing

struct USKeyboardLayoutTests {
    /// Every printable ASCII character has a key, and pressing it (with Shift when asked for) types the character.
    @Test func everyPrintableASCIICharacterRoundTrips() {
        for byte in UInt8(0x20)...0x7E {
            let character = Character(Unicode.Scalar(byte))
            guard let (usage, shift) = USKeyboardLayout.keystroke(for: character) else {
                Issue.record("no key for \(character.debugDescription)")
                continue
            }
            let typed = USKeyboardLayout.characters(for: usage, shift: shift, capsLock: false)
            #expect(typed == String(character), "\(character.debugDescription) via \(usage), shift: \(shift)")
        }
    }

    @Test func keystrokesNameTheMainBlockKeyAndShift() {
        #expect(stroke("a") == "keyboardA")
        #expect(stroke("A") == "shift+keyboardA")
        #expect(stroke("5") == "keyboard5")
        #expect(stroke("%") == "shift+keyboard5")
        #expect(stroke("+") == "shift+keyboardEqualSign")
        #expect(stroke("/") == "keyboardSlash")
        #expect(stroke("~") == "shift+keyboardGraveAccentAndTilde")
        #expect(stroke(" ") == "keyboardSpacebar")
    }

    @Test func lineBreaksAreReturn() {
        #expect(stroke("\n") == "keyboardReturnOrEnter")
        #expect(stroke("\r") == "keyboardReturnOrEnter")
        #expect(stroke("\r\n") == "keyboardReturnOrEnter")
        #expect(stroke("\t") == "keyboardTab")
    }

    @Test func charactersWithoutAKeyHaveNoKeystroke() {
        #expect(USKeyboardLayout.keystroke(for: "é") == nil)
        #expect(USKeyboardLayout.keystroke(for: "中") == nil)
        #expect(USKeyboardLayout.keystroke(for: "😀") == nil)
        #expect(USKeyboardLayout.keystroke(for: "£") == nil)
    }

    @Test func shiftGivesTheShiftedSymbol() {
        #expect(USKeyboardLayout.characters(for: .keyboard1, shift: true, capsLock: false) == "!")
        #expect(USKeyboardLayout.characters(for: .keyboard0, shift: true, capsLock: false) == ")")
        #expect(USKeyboardLayout.characters(for: .keyboardQuote, shift: false, capsLock: false) == "'")
        #expect(USKeyboardLayout.characters(for: .keyboardQuote, shift: true, capsLock: false) == "\"")
        #expect(USKeyboardLayout.characters(for: .keyboardBackslash, shift: true, capsLock: false) == "|")
        #expect(USKeyboardLayout.characters(for: .keyboardSpacebar, shift: true, capsLock: false) == " ")
    }

    @Test func capsLockAffectsLettersOnly() {
        #expect(USKeyboardLayout.characters(for: .keyboardA, shift: false, capsLock: false) == "a")
        #expect(USKeyboardLayout.characters(for: .keyboardA, shift: true, capsLock: false) == "A")
        #expect(USKeyboardLayout.characters(for: .keyboardA, shift: false, capsLock: true) == "A")
        #expect(USKeyboardLayout.characters(for: .keyboardA, shift: true, capsLock: true) == "a")
        #expect(USKeyboardLayout.characters(for: .keyboard1, shift: false, capsLock: true) == "1")
        #expect(USKeyboardLayout.characters(for: .keyboard1, shift: true, capsLock: true) == "!")
        #expect(USKeyboardLayout.characters(for: .keyboardSemicolon, shift: false, capsLock: true) == ";")
        #expect(USKeyboardLayout.characters(for: .keypad7, shift: false, capsLock: true) == "7")
    }

    @Test func controlKeysTypeTheirControlCharacters() {
        let expected: [(UIKeyboardHIDUsage, String)] = [
            (.keyboardReturnOrEnter, "\r"), (.keypadEnter, "\r"), (.keyboardTab, "\t"),
            (.keyboardDeleteOrBackspace, "\u{8}"), (.keyboardEscape, "\u{1B}"), (.keyboardDeleteForward, "\u{7F}"),
        ]
        for (usage, text) in expected {
            #expect(USKeyboardLayout.characters(for: usage, shift: false, capsLock: false) == text, "\(usage)")
            #expect(USKeyboardLayout.characters(for: usage, shift: true, capsLock: false) == text, "\(usage)")
        }
    }

    @Test func keypadTypesDigitsAndOperators() {
        let expected: [(UIKeyboardHIDUsage, String)] = [
            (.keypad0, "0"), (.keypad1, "1"), (.keypad5, "5"), (.keypad9, "9"), (.keypadSlash, "/"),
            (.keypadAsterisk, "*"), (.keypadHyphen, "-"), (.keypadPlus, "+"), (.keypadPeriod, "."),
            (.keypadEqualSign, "="),
        ]
        for (usage, text) in expected {
            #expect(USKeyboardLayout.characters(for: usage, shift: false, capsLock: false) == text, "\(usage)")
            #expect(USKeyboardLayout.characters(for: usage, shift: true, capsLock: false) == text, "\(usage)")
        }
    }

    @Test func keysWithoutTextTypeNothing() {
        let silent: [UIKeyboardHIDUsage] = [
            .keyboardLeftArrow, .keyboardUpArrow, .keyboardF1, .keyboardF24, .keyboardLeftShift, .keyboardRightGUI,
            .keyboardCapsLock, .keyboardHome, .keypadNumLock, .keyboardErrorUndefined,
            UIKeyboardHIDUsage(rawValue: 0xA5),
        ]
        for usage in silent {
            #expect(USKeyboardLayout.characters(for: usage, shift: true, capsLock: true) == "", "\(usage)")
            #expect(USKeyboardLayout.charactersIgnoringModifiers(for: usage) == "", "\(usage)")
        }
    }

    @Test func charactersIgnoringModifiersAreTheUnshiftedCharacters() {
        #expect(USKeyboardLayout.charactersIgnoringModifiers(for: .keyboardA) == "a")
        #expect(USKeyboardLayout.charactersIgnoringModifiers(for: .keyboard1) == "1")
        #expect(USKeyboardLayout.charactersIgnoringModifiers(for: .keyboardSlash) == "/")
        #expect(USKeyboardLayout.charactersIgnoringModifiers(for: .keyboardReturnOrEnter) == "\r")
        #expect(USKeyboardLayout.charactersIgnoringModifiers(for: .keypad3) == "3")
    }

    // MARK: - Private

    /// The keystroke for `character` as text: "keyboardA", "shift+keyboardA", or "none".
    private func stroke(_ character: Character) -> String {
        guard let (usage, shift) = USKeyboardLayout.keystroke(for: character) else { return "none" }
        return shift ? "shift+\(usage)" : "\(usage)"
    }
}
