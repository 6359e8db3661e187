import ScanoutTesting
import Testing

@testable import Scanout

/// `UITextField` editing through touches, keys and `UITextInput`.
@MainActor
@Suite struct UITextFieldTests {
    static func makeField(in host: TestHost, frame: CGRect = CGRect(x: 20, y: 20, width: 300, height: 40))
        -> UITextField
    {
        let field = UITextField(frame: frame)
        field.borderStyle = .roundedRect
        field.autocapitalizationType = .none
        host.window.addSubview(field)
        return field
    }

    @Test func tapBeginsEditingAndHardwareTypingInserts() {
        let host = TestHost()
        let field = UITextFieldTests.makeField(in: host)
        var events: [String] = []
        for (event, name) in [
            (UIControl.Event.editingDidBegin, "begin"), (.editingChanged, "changed"), (.editingDidEnd, "end"),
        ] {
            field.addAction(UIAction { _ in events.append(name) }, for: event)
        }
        host.tap(at: CGPoint(x: 100, y: 40))
        #expect(field.isFirstResponder)
        #expect(field.isEditing)
        host.type("Ada")
        #expect(field.text == "Ada")
        field.resignFirstResponder()
        #expect(events == ["begin", "changed", "changed", "changed", "end"])
    }

    @Test func tapPutsTheCaretAtTheTappedCharacter() {
        let host = TestHost()
        let field = UITextFieldTests.makeField(in: host)
        field.text = "Northwind"
        host.tap(at: CGPoint(x: 290, y: 40))
        #expect(field.selectedTextRange?.start.offset == 9, "past the end: the end")
        let afterNorth = field.caretRect(for: UITextPosition(offset: 5))
        host.tap(at: field.convert(CGPoint(x: afterNorth.midX + 1, y: 20), to: nil))
        #expect(field.selectedTextRange?.start.offset == 5)
        host.type("-")
        #expect(field.text == "North-wind")
    }

    @Test func arrowsHomeEndAndShiftSelectionAreGraphemeSafe() {
        let host = TestHost()
        let field = UITextFieldTests.makeField(in: host)
        field.text = "Hi 👋🏽 你好 e\u{301}"
        field.becomeFirstResponder()
        host.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "Hi 👋🏽 你好 ", "the accented e goes as one")
        for _ in 0..<4 { host.press(.keyboardLeftArrow) }
        host.press(.keyboardDeleteOrBackspace)
        host.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "Hi 你好 ", "the emoji with its skin tone goes as one")
        host.press(.keyboardHome)
        host.press(.keyboardRightArrow, modifiers: [.shift, .control])
        #expect(field.selectedTextRange?.start.offset == 0)
        #expect(field.selectedTextRange?.end.offset == 2)
        host.type("Hello")
        #expect(field.text == "Hello 你好 ")
        host.press(.keyboardEnd)
        host.press(.keyboardLeftArrow, modifiers: .shift)
        host.press(.keyboardLeftArrow, modifiers: .shift)
        host.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "Hello 你")
        host.press(.keyboardHome)
        host.press(.keyboardDeleteForward)
        #expect(field.text == "ello 你")
    }

    @Test func delegateCanRefuseChangesEndingAndHandleReturn() {
        final class Delegate: UITextFieldDelegate {
            var allowsEnd = true
            var returns: [String] = []
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool {
                !string.contains { $0.isNumber }
            }
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowsEnd }
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                returns.append(textField.text ?? "")
                return true
            }
        }
        let host = TestHost()
        let field = UITextFieldTests.makeField(in: host)
        let delegate = Delegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        host.type("a1b2c")
        #expect(field.text == "abc")
        delegate.allowsEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
        host.press(.keyboardReturnOrEnter)
        #expect(delegate.returns == ["abc"])
        #expect(field.isFirstResponder, "no action for .editingDidEndOnExit: editing goes on")
        delegate.allowsEnd = true
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        host.press(.keyboardReturnOrEnter)
        #expect(exits == 1)
        #expect(!field.isFirstResponder, "an action for .editingDidEndOnExit ends editing")
        #expect(field.text == "abc", "Return inserts nothing in a single-line field")
    }

    @Test func shouldBeginEditingCanRefuseAndDisabledFieldsCannotEdit() {
        final class Refusing: UITextFieldDelegate {
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
        }
        let host = TestHost()
        let field = UITextFieldTests.makeField(in: host)
        let refusing = Refusing()
        field.delegate = refusing
        host.tap(at: CGPoint(x: 100, y: 40))
        #expect(!field.isFirstResponder)
        field.delegate = nil
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
    }

    @Test func textInputPositionsRangesAndMarkedText() {
        let host = TestHost()
        let field = UITextFieldTests.makeField(in: host)
        field.text = "Gate 12"
        field.becomeFirstResponder()
        let start = field.beginningOfDocument
        let five = field.position(from: start, offset: 5)!
        #expect(field.offset(from: start, to: field.endOfDocument) == 7)
        #expect(field.text(in: field.textRange(from: start, to: five)!) == "Gate ")
        #expect(field.compare(start, to: five) == .orderedAscending)
        #expect(field.position(from: start, offset: 99) == nil)
        field.replace(field.textRange(from: five, to: field.endOfDocument)!, withText: "7")
        #expect(field.text == "Gate 7")

        field.setMarkedText("b", selectedRange: NSRange(location: 1, length: 0))
        field.setMarkedText("be", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.markedTextRange?.start.offset == 6)
        #expect(field.text == "Gate 7be")
        field.insertText("北")
        #expect(field.text == "Gate 7北")
        #expect(field.markedTextRange == nil)

        let caret = field.caretRect(for: field.endOfDocument)
        #expect(caret.width == 2 || caret.width == 1)
        #expect(caret.minX > 20 && caret.maxX < 300)
        #expect(field.closestPosition(to: CGPoint(x: caret.midX, y: 20))?.offset == 7)
        let first = field.firstRect(for: field.textRange(from: start, to: five)!)
        #expect(first.width > 20)
    }

    @Test func aNulInTheTextKeepsTheCaretAfterTheText() {
        let host = TestHost()
        let field = UITextFieldTests.makeField(in: host)
        field.becomeFirstResponder()
        var caretAtTheEnd = CGRect.zero
        var caretAfterB = CGRect.zero
        let warnings = PangoWarnings.during {
            host.type("ab")
            field.insertText("\u{0}")
            host.type("cd")
            caretAtTheEnd = field.caretRect(for: field.endOfDocument)
            caretAfterB = field.caretRect(for: UITextPosition(offset: 2))
            _ = host.render()
        }
        #expect(warnings == 0)
        #expect(field.text == "ab\u{0}cd")
        #expect(caretAtTheEnd.minX > caretAfterB.minX + 10, "after 'cd', not at \(caretAtTheEnd.minX)")
        #expect(abs(field.caretView.frame.minX - caretAtTheEnd.minX) < 1, "the caret view is there too")
    }

    @Test func longTextScrollsToKeepTheCaretVisible() {
        let host = TestHost()
        let field = UITextFieldTests.makeField(in: host, frame: CGRect(x: 20, y: 20, width: 150, height: 40))
        field.becomeFirstResponder()
        host.type("The quick brown fox jumps over the lazy dog")
        let caret = field.caretRect(for: field.endOfDocument)
        #expect(caret.maxX <= 150 && caret.minX > 0, "caret inside the field: \(caret)")
        #expect(field.scrollOffset > 0)
        host.press(.keyboardHome)
        #expect(field.scrollOffset == 0)
        #expect(field.caretRect(for: field.beginningOfDocument).minX >= 8)
    }

    @Test func secureEntryShowsBulletsAndKeepsTheText() {
        let host = TestHost()
        let field = UITextFieldTests.makeField(in: host)
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        host.type("pä👋")
        #expect(field.text == "pä👋")
        #expect(field.displayText == "•••")
        host.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "pä")
    }

    @Test func clearButtonEmptiesTheFieldIfTheDelegateAgrees() {
        let host = TestHost()
        let field = UITextFieldTests.makeField(in: host)
        field.clearButtonMode = .always
        field.text = "Visitor"
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        let button = field.convert(CGPoint(x: field.clearButtonFrame.midX, y: field.clearButtonFrame.midY), to: nil)
        host.tap(at: button)
        #expect(field.text == "")
        #expect(changes == 1)
        #expect(!field.isClearButtonVisible, "no text, no button")
    }

    /// A field that is not being edited has no caret to place: its layout passes leave the hidden
    /// caret where it was (placing it asked the text for a caret position, moved a view and
    /// reported damage, in every field of a form at every pass); the caret is placed where the
    /// text says when editing begins, after layouts that moved and resized the field.
    @Test func aFieldNotBeingEditedPlacesNoCaretAndPlacesItWhenEditingBegins() {
        let host = TestHost()
        let field = UITextFieldTests.makeField(in: host)
        field.placeholder = "Name, as on the badge"
        host.drain()
        let hiddenCaret = field.caretView.frame
        for width in [280.0, 260, 240] {
            field.frame.size.width = width
            field.text = String(repeating: "x", count: Int(width) / 20)
            host.window.layoutIfNeeded()
        }
        #expect(field.caretView.isHidden && field.caretView.frame == hiddenCaret, "not placed while hidden")
        field.text = ""
        field.becomeFirstResponder()
        host.type("Placed")
        host.drain()
        let end = field.caretRect(for: field.endOfDocument)
        #expect(end.minX > 40, "after the text")
        #expect(!field.caretView.isHidden)
        #expect(abs(field.caretView.frame.minX - end.minX.rounded()) < 1 && field.caretView.frame.height == end.height)
    }

    @Test func caretBlinksOnTheClockAndRepaintsOnlyItself() {
        let host = TestHost()
        let field = UITextFieldTests.makeField(in: host)
        field.text = "Blink"
        _ = host.render()
        field.becomeFirstResponder()
        host.advance(by: 0.3)
        _ = host.render()
        #expect(!field.caretView.isHidden)
        host.advance(by: 0.3)
        #expect(field.caretView.isHidden)
        let image = host.render()
        let caret = field.caretView.convert(field.caretView.bounds, to: nil).insetBy(dx: -1, dy: -1).integral
        #expect(host.lastRenderedDamage.count == 1)
        #expect(
            host.lastRenderedDamage.allSatisfy { rect in
                CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height) == caret
            }, "\(host.lastRenderedDamage) vs \(caret)")
        #expect(image.cgImage != nil)
        host.advance(by: 0.5)
        #expect(!field.caretView.isHidden)
        field.resignFirstResponder()
        #expect(field.caretView.isHidden)
        host.advance(by: 1)
        #expect(host.clock.pendingTimerCount == 0, "not editing: no blink timer")
    }

    @Test func snapshotsOfTheFieldsStates() {
        let host = TestHost(size: CGSize(width: 340, height: 230), scale: 2)
        host.window.backgroundColor = .systemGroupedBackground
        let empty = UITextFieldTests.makeField(in: host, frame: CGRect(x: 20, y: 15, width: 300, height: 40))
        empty.placeholder = "Your name"
        let secure = UITextFieldTests.makeField(in: host, frame: CGRect(x: 20, y: 65, width: 300, height: 40))
        secure.isSecureTextEntry = true
        secure.text = "hunter2"
        let long = UITextFieldTests.makeField(in: host, frame: CGRect(x: 20, y: 115, width: 300, height: 40))
        long.clearButtonMode = .whileEditing
        let editing = UITextFieldTests.makeField(in: host, frame: CGRect(x: 20, y: 165, width: 300, height: 40))
        editing.text = "Ada Lovelace"
        editing.becomeFirstResponder()
        host.press(.keyboardLeftArrow, modifiers: [.control, .shift])
        // The field being edited last shows its caret at the end of the scrolled text.
        long.becomeFirstResponder()
        host.type("Visitors from Northwind Labs, Building 4")
        assertSnapshot(of: host.render(), named: "text-field-states")
    }
}
