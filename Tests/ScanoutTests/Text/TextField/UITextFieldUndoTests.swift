import ScanoutTesting
import Testing

@testable import Scanout

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
        #expect(
            field.selectedTextRange?.start.offset == 0 && field.selectedTextRange?.end.offset == 10,
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

    // MARK: Edits that change grapheme clusters

    @Test func undoingACombiningMarkKeepsTheLetterItJoined() throws {
        let (host, field) = UITextFieldUndoTests.editing("x")
        let manager = try #require(field.undoManager)
        field.insertText("e")
        host.advance(by: 2.5)
        field.insertText("\u{301}")
        #expect(field.text == "xe\u{301}")
        manager.undo()
        #expect(field.text == "xe", "only the accent goes: it joined the e into one cluster")
        #expect(field.selectedTextRange?.start.offset == 2)
        manager.undo()
        #expect(field.text == "x")
        manager.redo()
        manager.redo()
        #expect(field.text == "xe\u{301}")
    }

    @Test func undoingAJoinerThatStartedARunKeepsTheEmojiBeforeIt() throws {
        let (host, field) = UITextFieldUndoTests.editing("👩")
        let manager = try #require(field.undoManager)
        host.advance(by: 3)
        field.insertText("\u{200D}")
        field.insertText("💻")
        #expect(field.text == "👩\u{200D}💻")
        #expect(field.text?.count == 1, "one cluster: technologist")
        manager.undo()
        #expect(field.text == "👩")
        manager.redo()
        #expect(field.text == "👩\u{200D}💻")
    }

    @Test func undoingAReplaceInsideAClusterRestoresTheWholeCluster() throws {
        let (host, field) = UITextFieldUndoTests.editing("a👨‍👩‍👧b")
        let manager = try #require(field.undoManager)
        // Offsets 2..<3 fall inside the family emoji (1..<9): the edit replaces all of it.
        field.replace(UITextRange(start: UITextPosition(offset: 2), end: UITextPosition(offset: 3)), withText: "x")
        #expect(field.text == "axb")
        host.drain()
        manager.undo()
        #expect(field.text == "a👨‍👩‍👧b")
        #expect(
            field.selectedTextRange?.start.offset == 1 && field.selectedTextRange?.end.offset == 9,
            "the restored cluster is selected")
        manager.redo()
        #expect(field.text == "axb")
        manager.undo()
        #expect(field.text == "a👨‍👩‍👧b")
    }

    @Test func anEmptyRangeInsideAClusterIsAnInsertionPoint() throws {
        let (host, field) = UITextFieldUndoTests.editing("a👨‍👩‍👧b")
        let manager = try #require(field.undoManager)
        let inside = UITextRange(start: UITextPosition(offset: 3), end: UITextPosition(offset: 3))
        field.replace(inside, withText: "")
        #expect(field.text == "a👨‍👩‍👧b", "nothing to delete at an insertion point")
        host.drain()
        field.replace(inside, withText: "x")
        #expect(field.text == "ax👨‍👩‍👧b", "inserted at the cluster's start")
        #expect(field.selectedTextRange?.start.offset == 2)
        manager.undo()
        #expect(field.text == "a👨‍👩‍👧b")
        #expect(!manager.canUndo, "the empty replace changed nothing, so there is nothing to undo")
        field.selectedTextRange = inside
        #expect(field.selectedTextRange?.isEmpty == true, "a caret inside a cluster stays a caret")
    }

    @Test func composingThatEndsEmptyIsAStepToo() throws {
        let (host, field) = UITextFieldUndoTests.editing("abc")
        let manager = try #require(field.undoManager)
        field.selectAll(nil)
        field.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        field.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
        #expect(field.text == "")
        host.drain()
        manager.undo()
        #expect(field.text == "abc", "composing replaced the selection; undo puts it back")
    }

    @Test func assigningTextDropsTheSteps() throws {
        let (host, field) = UITextFieldUndoTests.editing()
        host.type("Ada")
        field.text = "Grace"
        #expect(field.undoManager?.canUndo == false)
    }
}
