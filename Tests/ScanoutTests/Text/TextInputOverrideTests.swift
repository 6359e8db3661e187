import ScanoutTesting
import Testing

@testable import Scanout

/// Subclasses of the text views overriding their UIKit entry points, as apps do (a one-time-code
/// field watching Backspace, a field logging copies): hardware keys and edit actions reach the
/// overrides, once each, and through `super` the editor the two views share; caret keys do not.
@MainActor
@Suite struct TextInputOverrideTests {
    final class LoggingField: UITextField {
        var log: [String] = []
        override func insertText(_ text: String) {
            log.append("insert(\(text))")
            super.insertText(text)
        }
        override func deleteBackward() {
            log.append("deleteBackward")
            super.deleteBackward()
        }
        override func copy(_ sender: Any?) {
            log.append("copy")
            super.copy(sender)
        }
    }

    final class LoggingTextView: UITextView {
        var log: [String] = []
        override func insertText(_ text: String) {
            log.append("insert(\(text))")
            super.insertText(text)
        }
    }

    /// A host showing `view`, which is first responder.
    static func editing(_ view: UIView) -> TestHost {
        let host = TestHost()
        host.window.addSubview(view)
        view.becomeFirstResponder()
        return host
    }

    @Test func hardwareKeysReachAFieldsKeyInputOverridesOnceAndCaretKeysDoNot() {
        let field = LoggingField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        let host = TextInputOverrideTests.editing(field)
        host.type("ab")
        host.press(.keyboardLeftArrow)
        host.press(.keyboardDeleteOrBackspace)
        host.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "b")
        #expect(
            field.log == ["insert(a)", "insert(b)", "deleteBackward", "deleteBackward"],
            "Backspace at the start still reaches the override, as a one-time-code field relies on")
        host.press(.keyboardEnd)
        host.press(.keyboardDeleteOrBackspace, modifiers: .alternate)
        #expect(field.text == "", "Alt+Backspace is the editor's word deletion")
        #expect(field.log.count == 4, "an editing key does not reach deleteBackward")
    }

    @Test func anEditActionOverrideCallingSuperReachesTheEditor() {
        let field = LoggingField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        let host = TextInputOverrideTests.editing(field)
        field.text = "Ada"
        host.press(.keyboardA, modifiers: .control)
        host.press(.keyboardC, modifiers: .control)
        #expect(field.log == ["copy"])
        #expect(host.application.generalPasteboard.string == "Ada")
        field.log = []
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        field.copy(nil)
        #expect(field.log == ["copy"] && host.application.generalPasteboard.changeCount == 2)
    }

    @Test func hardwareKeysReachATextViewsInsertTextOverrideOnce() {
        let textView = LoggingTextView(frame: CGRect(x: 20, y: 20, width: 300, height: 200))
        let host = TextInputOverrideTests.editing(textView)
        host.type("a")
        #expect(textView.log == ["insert(a)"])
        host.press(.keyboardReturnOrEnter)
        #expect(textView.text == "a\n" && textView.log == ["insert(a)", "insert(\n)"], "Return types a line break")
        host.press(.keyboardUpArrow)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0), "Up moves the caret to the first line")
        #expect(textView.log.count == 2, "an editing key does not reach insertText")
    }
}
