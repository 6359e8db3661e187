import Scanout
import ScanoutTesting
import Testing

/// Hardware keys reaching a `UIKeyInput` first responder as text, and key commands on the chain.
@MainActor
@Suite struct KeyInputTests {
    /// A minimal text-entry view: what a custom PIN pad or terminal view adopts.
    final class PinView: UIView, UIKeyInput {
        var text = ""
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ text: String) { self.text += text }
        func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    }

    @Test func typedKeysReachAKeyInputFirstResponderAsText() {
        let host = TestHost()
        let pin = PinView()
        host.window.addSubview(pin)
        host.type("12ab")
        #expect(pin.text.isEmpty, "Not first responder yet")
        pin.becomeFirstResponder()
        host.type("Hello, 世界!")
        #expect(pin.text == "Hello, 世界!")
        host.press(.keyboardDeleteOrBackspace)
        #expect(pin.text == "Hello, 世界")
        host.press(.keyboardReturnOrEnter)
        #expect(pin.text == "Hello, 世界\n")
        host.press(.keyboardLeftArrow)
        host.press(.keyboardA, modifiers: .control)
        #expect(pin.text == "Hello, 世界\n", "Keys without text and shortcuts are not typed")
    }

    @Test func aResponderOverridingPressesBeganTakesKeysBeforeTheText() {
        final class DigitsOnly: UIView, UIKeyInput {
            var text = ""
            override var canBecomeFirstResponder: Bool { true }
            var hasText: Bool { !text.isEmpty }
            func insertText(_ text: String) { self.text += text }
            func deleteBackward() {}
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                let isDigit = presses.allSatisfy { $0.key?.characters.allSatisfy(\.isNumber) ?? false }
                if isDigit { super.pressesBegan(presses, with: event) }
            }
        }
        let host = TestHost()
        let view = DigitsOnly()
        host.window.addSubview(view)
        view.becomeFirstResponder()
        host.type("a1b2")
        #expect(view.text == "12")
    }

    @Test func keyCommandsAreFoundAlongTheChainAndStopAtTheFirstMatch() {
        final class Field: UIView {
            var log: EventLog?
            override var canBecomeFirstResponder: Bool { true }
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: .dismissForm)]
            }
            override class var actionTable: ActionTable { super.actionTable.on(.dismissForm, Field.dismissForm) }
            func dismissForm() { log?.record("field.dismiss") }
        }
        final class Form: UIView {
            var log: EventLog?
            override var keyCommands: [UIKeyCommand]? {
                [
                    UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: .dismissForm),
                    UIKeyCommand(input: "s", modifierFlags: .control, action: .save, discoverabilityTitle: "Save"),
                ]
            }
            override class var actionTable: ActionTable {
                super.actionTable.on(.dismissForm, Form.dismissForm).on(.save, Form.save)
            }
            func dismissForm() { log?.record("form.dismiss") }
            func save() { log?.record("form.save") }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                log?.record("form.press(\(presses.first!.key!.characters))")
            }
        }
        let host = TestHost()
        let log = EventLog()
        let form = Form()
        let field = Field()
        form.log = log
        field.log = log
        host.window.addSubview(form)
        form.addSubview(field)
        field.becomeFirstResponder()

        host.press(.keyboardEscape)
        host.press(.keyboardS, modifiers: .control)
        host.press(.keyboardS)
        host.press(.keyboardS, modifiers: [.control, .shift])
        #expect(log.entries == ["field.dismiss", "form.save", "form.press(s)", "form.press(S)"])
        #expect(form.keyCommands?[1].discoverabilityTitle == "Save")
    }
}

extension Selector {
    static let dismissForm = Selector("dismissForm")
    static let save = Selector("save")
}
