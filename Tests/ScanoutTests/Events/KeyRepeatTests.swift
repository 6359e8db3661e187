import Scanout
import ScanoutTesting
import Testing

/// A key held on a hardware keyboard repeats what it did — text, a caret move, a shortcut —
/// after 0.5 s and then 30 times a second, while responders see one press from began to ended.
@MainActor
@Suite struct KeyRepeatTests {
    static func field(in host: TestHost) -> UITextField {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 40))
        host.window.addSubview(field)
        field.becomeFirstResponder()
        return field
    }

    @Test func aHeldLetterTypesARunOfItUntilReleased() {
        let host = TestHost()
        let field = KeyRepeatTests.field(in: host)
        host.keyDown(.keyboardX)
        #expect(field.text == "x")
        host.advance(by: 0.49)
        #expect(field.text == "x", "nothing repeats before the delay")
        host.advance(by: 0.01)
        #expect(field.text == "xx")
        // 30 repeats a second; step the clock one repeat at a time, as the display's loop would.
        for _ in 0..<30 { host.advance(by: 1.0 / 30) }
        #expect(field.text?.count == 32)
        host.keyUp(.keyboardX)
        host.advance(by: 2)
        #expect(field.text?.count == 32, "released: no more")
    }

    @Test func heldBackspaceAndArrowsRepeatTheirEdits() {
        let host = TestHost()
        let field = KeyRepeatTests.field(in: host)
        host.type("abcdefghij")
        host.keyDown(.keyboardLeftArrow)
        host.advance(by: 0.5)
        host.advance(by: 1.0 / 30)
        host.keyUp(.keyboardLeftArrow)
        host.type("_")
        #expect(field.text == "abcdefg_hij", "one move, then two repeats")
        host.keyDown(.keyboardDeleteOrBackspace)
        host.advance(by: 0.5)
        host.keyUp(.keyboardDeleteOrBackspace)
        #expect(field.text == "abcdefhij")
    }

    @Test func modifiersDoNotRepeatAndTheLastKeyPressedIsTheOneThatRepeats() {
        let host = TestHost()
        let field = KeyRepeatTests.field(in: host)
        host.keyDown(.keyboardLeftShift, modifiers: .shift)
        host.keyDown(.keyboardA, modifiers: .shift)
        host.keyDown(.keyboardB, modifiers: .shift)
        host.advance(by: 0.5)
        #expect(field.text == "ABB", "B took over from A")
        host.keyUp(.keyboardB, modifiers: .shift)
        host.advance(by: 1)
        #expect(field.text == "ABB", "A does not start again when B is released")
        host.keyUp(.keyboardA, modifiers: .shift)
        host.keyUp(.keyboardLeftShift)
    }

    @Test func aHeldShortcutFiresAgainButPressesBeganComesOnce() {
        final class Counter: UIView {
            var fired = 0
            var began = 0
            override var canBecomeFirstResponder: Bool { true }
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "n", modifierFlags: .control, action: .countUp)]
            }
            override class var actionTable: ActionTable { super.actionTable.on(.countUp, Counter.countUp) }
            func countUp() { fired += 1 }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                began += presses.count
                super.pressesBegan(presses, with: event)
            }
        }
        let host = TestHost()
        let counter = Counter()
        host.window.addSubview(counter)
        counter.becomeFirstResponder()
        host.keyDown(.keyboardQ)
        host.advance(by: 1)
        host.keyUp(.keyboardQ)
        #expect(counter.began == 1, "a key no one acted on: one pressesBegan, nothing repeats")
        host.keyDown(.keyboardN, modifiers: .control)
        host.advance(by: 0.5)
        host.advance(by: 1.0 / 30)
        host.keyUp(.keyboardN, modifiers: .control)
        #expect(counter.fired == 3)
        #expect(counter.began == 1, "the shortcut's press never reached pressesBegan")
    }
}

extension Selector {
    fileprivate static let countUp = Selector("countUp")
}
