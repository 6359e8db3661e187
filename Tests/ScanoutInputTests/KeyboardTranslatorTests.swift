import Scanout
import ScanoutInput
import Testing

/// Evdev codes (linux/input-event-codes.h) the tests press.
enum Evdev {
    static let a: UInt32 = 30, e: UInt32 = 18, q: UInt32 = 16, y: UInt32 = 21, z: UInt32 = 44
    static let two: UInt32 = 3, minus: UInt32 = 12, equal: UInt32 = 13, grave: UInt32 = 41, leftBrace: UInt32 = 26
    static let leftShift: UInt32 = 42, capsLock: UInt32 = 58, leftCtrl: UInt32 = 29, rightAlt: UInt32 = 100
    static let enter: UInt32 = 28, keypad1: UInt32 = 79, volumeUp: UInt32 = 115, mouseLeft: UInt32 = 0x110
}

/// Key translation through real xkbcommon keymaps: US and German, modifiers, dead keys.
@MainActor
@Suite struct KeyboardTranslatorTests {
    /// Presses and releases `code`, returning the down report's characters.
    static func type(_ code: UInt32, on translator: KeyboardTranslator) -> String {
        let down = translator.translate(evdevCode: code, isDown: true)
        _ = translator.translate(evdevCode: code, isDown: false)
        return down?.characters ?? "<nil>"
    }

    static func hold(_ code: UInt32, on translator: KeyboardTranslator, _ body: () -> Void) {
        _ = translator.translate(evdevCode: code, isDown: true)
        body()
        _ = translator.translate(evdevCode: code, isDown: false)
    }

    @Test func usLettersShiftAndCapsLock() throws {
        let us = try KeyboardTranslator()
        let down = try #require(us.translate(evdevCode: Evdev.a, isDown: true))
        #expect(down.keyCode == .keyboardA && down.change == .down && down.characters == "a")
        #expect(down.modifierFlags.isEmpty)
        let up = try #require(us.translate(evdevCode: Evdev.a, isDown: false))
        #expect(up.change == .up)

        KeyboardTranslatorTests.hold(Evdev.leftShift, on: us) {
            let shifted = us.translate(evdevCode: Evdev.a, isDown: true)
            #expect(shifted?.characters == "A" && shifted?.charactersIgnoringModifiers == "a")
            #expect(shifted?.modifierFlags == .shift)
            _ = us.translate(evdevCode: Evdev.a, isDown: false)
            #expect(KeyboardTranslatorTests.type(Evdev.two, on: us) == "@")
        }
        _ = KeyboardTranslatorTests.type(Evdev.capsLock, on: us)
        #expect(us.modifierFlags == .alphaShift)
        #expect(KeyboardTranslatorTests.type(Evdev.a, on: us) == "A")
        #expect(KeyboardTranslatorTests.type(Evdev.two, on: us) == "2", "caps lock is not shift")
        KeyboardTranslatorTests.hold(Evdev.leftShift, on: us) {
            #expect(KeyboardTranslatorTests.type(Evdev.a, on: us) == "a", "shift undoes caps lock for letters")
        }
        _ = KeyboardTranslatorTests.type(Evdev.capsLock, on: us)
        #expect(us.modifierFlags.isEmpty)
    }

    @Test func controlKeypadAndKeysWithoutText() throws {
        let us = try KeyboardTranslator()
        KeyboardTranslatorTests.hold(Evdev.leftCtrl, on: us) {
            let report = us.translate(evdevCode: Evdev.z, isDown: true)
            #expect(report?.modifierFlags == .control && report?.charactersIgnoringModifiers == "z")
            _ = us.translate(evdevCode: Evdev.z, isDown: false)
        }
        #expect(us.translate(evdevCode: Evdev.enter, isDown: true)?.keyCode == .keyboardReturnOrEnter)
        _ = us.translate(evdevCode: Evdev.enter, isDown: false)
        let keypad = us.translate(evdevCode: Evdev.keypad1, isDown: true)
        #expect(keypad?.modifierFlags.contains(.numericPad) == true)
        _ = us.translate(evdevCode: Evdev.keypad1, isDown: false)
        let volume = us.translate(evdevCode: Evdev.volumeUp, isDown: true)
        #expect(volume?.keyCode == .keyboardVolumeUp && volume?.characters == "", "a press with no text")
        _ = us.translate(evdevCode: Evdev.volumeUp, isDown: false)
        #expect(us.translate(evdevCode: Evdev.mouseLeft, isDown: true) == nil, "a mouse button is no key")
    }

    @Test func germanLayoutAltGrAndDeadKeys() throws {
        let de = try KeyboardTranslator(keymap: .init(layout: "de"))
        #expect(KeyboardTranslatorTests.type(Evdev.z, on: de) == "y", "QWERTZ: y and z swap")
        #expect(KeyboardTranslatorTests.type(Evdev.y, on: de) == "z")
        #expect(KeyboardTranslatorTests.type(Evdev.minus, on: de) == "ß")
        #expect(KeyboardTranslatorTests.type(Evdev.leftBrace, on: de) == "ü")
        KeyboardTranslatorTests.hold(Evdev.leftShift, on: de) {
            #expect(KeyboardTranslatorTests.type(Evdev.two, on: de) == "\"")
            #expect(KeyboardTranslatorTests.type(Evdev.leftBrace, on: de) == "Ü")
        }
        KeyboardTranslatorTests.hold(Evdev.rightAlt, on: de) {
            #expect(KeyboardTranslatorTests.type(Evdev.q, on: de) == "@", "AltGr+Q")
        }
        #expect(de.composesCharacters)
        // Dead acute (the key left of Backspace), then e: é. The dead key alone types nothing.
        #expect(KeyboardTranslatorTests.type(Evdev.equal, on: de) == "")
        #expect(KeyboardTranslatorTests.type(Evdev.e, on: de) == "é")
        // Dead circumflex (left of 1), Shift held for the letter: Â.
        #expect(KeyboardTranslatorTests.type(Evdev.grave, on: de) == "")
        KeyboardTranslatorTests.hold(Evdev.leftShift, on: de) {
            #expect(KeyboardTranslatorTests.type(Evdev.a, on: de) == "Â")
        }
        #expect(KeyboardTranslatorTests.type(Evdev.e, on: de) == "e", "the sequence is over")
    }

    @Test func aVariantWithoutDeadKeys() throws {
        let de = try KeyboardTranslator(keymap: .init(layout: "de", variant: "nodeadkeys"))
        #expect(KeyboardTranslatorTests.type(Evdev.equal, on: de) == "´")
        #expect(KeyboardTranslatorTests.type(Evdev.e, on: de) == "e")
    }

    @Test func anUnknownLayoutIsAClearError() {
        #expect {
            _ = try KeyboardTranslator(keymap: .init(layout: "klingon"))
        } throws: { error in
            let message = "\(error)"
            return message.contains("'klingon'") && message.contains("evdev.lst") && message.contains("board file")
        }
    }
}

/// The keymap compiled on another core while the launcher opens the display: the translator it
/// makes types as one compiled in place, a bad keymap still fails with its message, and many at
/// once neither trap nor share objects.
@MainActor
@Suite struct KeyboardCompilationTests {
    @Test func aKeymapCompiledInTheBackgroundTypesTheSame() throws {
        let compilation = KeyboardTranslator.Compilation.start(keymap: .init(layout: "de"))
        let german = try KeyboardTranslator(compiled: compilation)
        #expect(german.keymap.layout == "de")
        #expect(KeyboardTranslatorTests.type(Evdev.y, on: german) == "z")
        #expect(german.composesCharacters)
        // Waiting again compiles again: the second translator has objects of its own.
        let second = try KeyboardTranslator(compiled: compilation)
        #expect(KeyboardTranslatorTests.type(Evdev.z, on: second) == "y")
        #expect(KeyboardTranslatorTests.type(Evdev.y, on: german) == "z")
    }

    @Test func aBadKeymapFailsWithItsMessage() {
        for layout in ["no-such-layout", String(repeating: "x", count: 5_000)] {
            let compilation = KeyboardTranslator.Compilation.start(keymap: .init(layout: layout, variant: "nonsense"))
            #expect(throws: InputError.self, "\(layout.prefix(20))") {
                _ = try KeyboardTranslator(compiled: compilation)
            }
        }
        // xkbcommon reads an empty layout as its default and stops a name at a NUL: whatever it
        // makes of them, nothing traps, and a keymap it made types.
        for layout in ["", "us\u{0}de"] {
            if let translator = try? KeyboardTranslator(compiled: .start(keymap: .init(layout: layout))) {
                #expect(KeyboardTranslatorTests.type(Evdev.a, on: translator) == "a")
            }
        }
    }

    @Test func manyAtOnce() throws {
        let compilations = (0..<12).map { index in
            KeyboardTranslator.Compilation.start(keymap: .init(layout: index.isMultiple(of: 2) ? "us" : "fr"))
        }
        let translators = try compilations.map { try KeyboardTranslator(compiled: $0) }
        for (index, translator) in translators.enumerated() {
            #expect(KeyboardTranslatorTests.type(Evdev.q, on: translator) == (index.isMultiple(of: 2) ? "q" : "a"))
        }
    }
}
