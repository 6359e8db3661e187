import ScanoutTesting
import Testing

@testable import Scanout

/// Cut, copy, paste, select and delete on a text field, by action and by Ctrl shortcuts, and the
/// pasteboard they use.
@MainActor
@Suite struct UITextFieldEditActionTests {
    static func editing(_ text: String, secure: Bool = false) -> (TestHost, UITextField) {
        let host = TestHost()
        let field = UITextFieldTests.makeField(in: host)
        field.text = text
        field.isSecureTextEntry = secure
        field.becomeFirstResponder()
        return (host, field)
    }

    @Test func pasteboardHoldsStringsAndCountsChanges() {
        let host = TestHost()
        let pasteboard = host.application.generalPasteboard
        var posts = 0
        let token = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification,
            object: pasteboard, queue: nil
        ) { _ in posts += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        #expect(!pasteboard.hasStrings && pasteboard.string == nil && pasteboard.strings == nil)
        pasteboard.string = "Ada"
        pasteboard.strings = ["one", "two"]
        #expect(pasteboard.string == "one" && pasteboard.strings == ["one", "two"] && pasteboard.hasStrings)
        #expect(pasteboard.changeCount == 2 && posts == 2)
        pasteboard.string = nil
        #expect(!pasteboard.hasStrings && pasteboard.changeCount == 3)
        #expect(TestHost().application.generalPasteboard !== pasteboard, "each application has its own")
        UIApplication.makeCurrent(host.application)
        #expect(UIPasteboard.general === pasteboard)
    }

    @Test func copyCutPasteAndDeleteThroughTheChain() {
        let (host, field) = UITextFieldEditActionTests.editing("Northwind Labs")
        let pasteboard = host.application.generalPasteboard
        #expect(!field.canPerformAction(.copy, withSender: nil), "nothing selected")
        #expect(!field.canPerformAction(.paste, withSender: nil), "nothing to paste")
        field.selectedTextRange = field.textRange(from: UITextPosition(offset: 0), to: UITextPosition(offset: 9))
        #expect(UIApplication.shared.sendAction(.copy, to: nil, from: nil, for: nil))
        #expect(pasteboard.string == "Northwind")
        field.cut(nil)
        #expect(field.text == " Labs" && pasteboard.string == "Northwind")
        host.press(.keyboardEnd)
        field.paste(nil)
        #expect(field.text == " LabsNorthwind")
        #expect(field.selectedTextRange?.start.offset == 14, "the caret after the pasted text")
        field.selectAll(nil)
        field.delete(nil)
        #expect(field.text == "")
        #expect(
            !field.canPerformAction(.selectAll, withSender: nil) && !field.canPerformAction(.select, withSender: nil))
    }

    @Test func selectPicksTheWordAtTheCaret() {
        let (host, field) = UITextFieldEditActionTests.editing("Visit Northwind today")
        field.selectedTextRange = field.textRange(from: UITextPosition(offset: 8), to: UITextPosition(offset: 8))
        #expect(host.application.firstResponder === field)
        #expect(field.canPerformAction(.select, withSender: nil))
        field.select(nil)
        #expect(field.selectedTextRange?.start.offset == 6 && field.selectedTextRange?.end.offset == 15)
    }

    @Test func controlShortcutsReachTheSameActions() {
        let (host, field) = UITextFieldEditActionTests.editing("Ada")
        host.press(.keyboardA, modifiers: .control)
        host.press(.keyboardC, modifiers: .control)
        #expect(host.application.generalPasteboard.string == "Ada")
        host.press(.keyboardEnd)
        host.press(.keyboardV, modifiers: .control)
        host.press(.keyboardV, modifiers: .control)
        #expect(field.text == "AdaAdaAda")
        host.press(.keyboardA, modifiers: .control)
        host.press(.keyboardX, modifiers: .control)
        #expect(field.text == "" && host.application.generalPasteboard.string == "AdaAdaAda")
    }

    @Test func secureEntryRefusesCopyAndCut() {
        let (host, field) = UITextFieldEditActionTests.editing("hunter2", secure: true)
        host.application.generalPasteboard.string = "before"
        field.selectAll(nil)
        #expect(field.selectedTextRange?.end.offset == 7)
        #expect(!field.canPerformAction(.copy, withSender: nil))
        #expect(!field.canPerformAction(.cut, withSender: nil))
        #expect(field.canPerformAction(.paste, withSender: nil))
        host.press(.keyboardC, modifiers: .control)
        host.press(.keyboardX, modifiers: .control)
        field.copy(nil)
        #expect(host.application.generalPasteboard.string == "before")
        #expect(field.text == "hunter2", "nothing cut, and Ctrl+C and Ctrl+X typed nothing")
        field.paste(nil)
        #expect(field.text == "before")
    }

    @Test func pasteAsksTheDelegateAndFlattensLineBreaks() {
        final class Delegate: UITextFieldDelegate {
            var allows = false
            var asked: [String] = []
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                replacementString string: String
            ) -> Bool {
                asked.append(string)
                return allows
            }
        }
        let (host, field) = UITextFieldEditActionTests.editing("")
        let delegate = Delegate()
        field.delegate = delegate
        host.application.generalPasteboard.string = "two\nlines"
        field.paste(nil)
        #expect(field.text == "" && delegate.asked == ["two lines"])
        delegate.allows = true
        field.paste(nil)
        #expect(field.text == "two lines")
    }
}
