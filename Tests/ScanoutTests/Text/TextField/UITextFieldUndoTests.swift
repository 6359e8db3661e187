@testable import Scanout
import ScanoutTesting
import Testing

/// The text field's own undo manager: typing coalesced into steps, cut, paste and delete, redo,
/// Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y, and the window's undo manager after editing ends.
@MainActor
@Suite struct UITextFieldUndoTests {
    static func editing(_ text: String = "") -> (TestHost, UITextField) {
        let host = TestHost()
        let field = UITextFieldTests.makeField(in: host)
        field.text = text
        field.becomeFirstResponder()
        return (host, field)
    }

    @Test func aRunOfTypingUndoesAsOneStep() throws {
        let (host, field) = UITextFieldUndoTests.editing()
        host.type("Hello")
        let manager = try #require(field.undoManager)
        #expect(manager !== host.window.undoManager, "the field's own while editing")
        #expect(manager.undoActionName == "Typing")
        host.type(" world")
        manager.undo()
        #expect(field.text == "", "one run: typing without a break")
        manager.redo()
        #expect(field.text == "Hello world")
        #expect(field.selectedTextRange?.end.offset == 11)
    }

    @Test func aPauseACaretMoveOrDeletingBreaksTheRun() throws {
        let (host, field) = UITextFieldUndoTests.editing()
        let manager = try #require(field.undoManager)
        host.type("one")
        host.advance(by: 3)
        host.type(" two")
        host.press(.keyboardLeftArrow)
        host.press(.keyboardRightArrow)
        host.type(" three")
        host.press(.keyboardDeleteOrBackspace)
        host.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "one two thr")
        manager.undo()
        #expect(field.text == "one two three", "the two backspaces were one step")
        manager.undo()
        #expect(field.text == "one two", "typing after a caret move was its own step")
        manager.undo()
        #expect(field.text == "one", "typing after a pause was its own step")
        manager.undo()
        #expect(field.text == "")
        #expect(!manager.canUndo)
        manager.redo()
        manager.redo()
        manager.redo()
        manager.redo()
        #expect(field.text == "one two thr")
    }

    @Test func cutPasteAndDeleteAreStepsOfTheirOwn() throws {
        let (host, field) = UITextFieldUndoTests.editing("Northwind Labs")
        let manager = try #require(field.undoManager)
        field.selectedTextRange = field.textRange(from: UITextPosition(offset: 0), to: UITextPosition(offset: 10))
        field.cut(nil)
        #expect(manager.undoActionName == "Cut")
        host.press(.keyboardEnd)
        field.paste(nil)
        #expect(field.text == "LabsNorthwind ")
        #expect(manager.undoMenuItemTitle == "Undo Paste")
        // Each action in a turn of its own, as when chosen from the menu: groups close by event.
        host.drain()
        field.selectAll(nil)
        field.delete(nil)
        #expect(field.text == "")
        manager.undo()
        #expect(field.text == "LabsNorthwind ")
        manager.undo()
        #expect(field.text == "Labs")
        manager.undo()
        #expect(field.text == "Northwind Labs")
        #expect(field.selectedTextRange?.start.offset == 0 && field.selectedTextRange?.end.offset == 10,
            "the restored text is selected")
        #expect(manager.redoActionName == "Cut")
    }

    @Test func controlZUndoesAndControlShiftZOrYRedoes() {
        let (host, field) = UITextFieldUndoTests.editing()
        host.type("Ada")
        host.press(.keyboardZ, modifiers: .control)
        #expect(field.text == "")
        host.press(.keyboardZ, modifiers: [.control, .shift])
        #expect(field.text == "Ada")
        host.press(.keyboardZ, modifiers: .control)
        host.press(.keyboardY, modifiers: .control)
        #expect(field.text == "Ada", "Ctrl+Y typed nothing, it redid")
    }

    @Test func endingEditingEmptiesTheFieldsStackAndTheWindowsTakesOver() throws {
        let (host, field) = UITextFieldUndoTests.editing()
        final class Counter {
            var value = 0
        }
        let counter = Counter()
        host.window.undoManager?.registerUndo(withTarget: counter) { $0.value -= 1 }
        host.window.undoManager?.setActionName("Count")
        host.drain()
        host.type("Ada")
        let fieldManager = try #require(field.undoManager)
        #expect(fieldManager.canUndo)
        field.resignFirstResponder()
        #expect(!fieldManager.canUndo, "emptied on resign")
        #expect(field.undoManager === host.window.undoManager)
        host.press(.keyboardZ, modifiers: .control)
        #expect(counter.value == -1, "Ctrl+Z now undoes the window's step")
        #expect(field.text == "Ada")
    }

    @Test func onScreenKeyboardTypingUndoesToo() throws {
        let (host, field) = UITextFieldUndoTests.editing()
        host.advance(by: 0.3)
        try host.typeOnKeyboard("hi")
        try host.tapKeyboardKey("⌫")
        #expect(field.text == "h")
        field.undoManager?.undo()
        #expect(field.text == "hi")
        field.undoManager?.undo()
        #expect(field.text == "")
    }

    @Test func composedTextIsOneStepFromBeforeComposing() throws {
        let (host, field) = UITextFieldUndoTests.editing("a")
        let manager = try #require(field.undoManager)
        host.advance(by: 3)
        field.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
        field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        field.insertText("你")
        #expect(field.text == "a你")
        manager.undo()
        #expect(field.text == "a")
        manager.redo()
        #expect(field.text == "a你")
    }

    @Test func assigningTextDropsTheSteps() throws {
        let (host, field) = UITextFieldUndoTests.editing()
        host.type("Ada")
        field.text = "Grace"
        #expect(field.undoManager?.canUndo == false)
    }
}
