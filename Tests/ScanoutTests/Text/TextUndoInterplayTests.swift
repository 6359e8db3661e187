import ScanoutTesting
import Testing

@testable import Scanout

/// Undo and redo meeting the rest of editing: delegates that undo, refuse or cap the length,
/// actions that undo or assign the text while an undo runs, composition in progress, a view that
/// goes away, and `levelsOfUndo` over a long session. Where the app's code could stop the
/// process, it runs in a child process.
@MainActor
@Suite struct TextUndoInterplayTests {
    final class ChangeDelegate: UITextFieldDelegate {
        let decide: (UITextField, NSRange, String) -> Bool
        init(_ decide: @escaping (UITextField, NSRange, String) -> Bool) { self.decide = decide }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
            -> Bool
        {
            decide(textField, range, string)
        }
    }

    /// Two steps: "abc" typed, then after a pause "def".
    static func twoSteps() -> (TestHost, UITextField) {
        let (host, field) = UITextFieldUndoTests.editing()
        host.type("abc")
        host.advance(by: 3)
        host.type("def")
        return (host, field)
    }

    // MARK: Delegates

    @Test func undoInsideShouldChangeRefusesTheEditItWasAskedAbout() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let (host, field) = TextUndoInterplayTests.twoSteps()
                var undid = false
                let delegate = ChangeDelegate { field, _, _ in
                    if !undid {
                        undid = true
                        field.undoManager?.undo()
                    }
                    return true
                }
                field.delegate = delegate
                host.type("g")
                // The delegate's undo stands; the edit it was asked about was for text that is no
                // longer there, and is dropped rather than applied at a stale offset.
                precondition(field.text == "abc", "text \(field.text ?? "nil")")
                precondition(host.warnings.contains { $0.contains("shouldChangeCharactersIn") })
                field.delegate = nil
                let manager = field.undoManager!
                manager.redo()
                precondition(field.text == "abcdef", "redo after: \(field.text ?? "nil")")
                manager.undo()
                manager.undo()
                precondition(field.text == "", "undone to the start: \(field.text ?? "nil")")
                precondition(!manager.canUndo)
                withExtendedLifetime(delegate) {}
            }
        }
    }

    @Test func aDelegateThatRefusesEverythingLeavesNothingToUndo() throws {
        let (host, field) = UITextFieldUndoTests.editing("keep")
        let delegate = ChangeDelegate { _, _, _ in false }
        field.delegate = delegate
        host.type("xyz")
        field.deleteBackward()
        UIPasteboard.general.string = "pasted"
        field.paste(nil)
        field.replace(UITextRange(0..<2), withText: "no")
        #expect(field.text == "keep")
        #expect(field.undoManager?.canUndo == false)
        withExtendedLifetime(delegate) {}
    }

    @Test func aMaximumLengthDelegateUndoesAndRedoesWhatItLetThrough() throws {
        let (host, field) = UITextFieldUndoTests.editing()
        let manager = try #require(field.undoManager)
        // The usual recipe: the text as it would be, counted in characters.
        let delegate = ChangeDelegate { field, range, string in
            let text = field.text ?? ""
            guard let bounds = Range(range, in: text) else { return false }
            return text.replacingCharacters(in: bounds, with: string).count <= 5
        }
        field.delegate = delegate
        host.type("ab🇯🇵c")
        host.type("def")
        #expect(field.text == "ab🇯🇵cd", "five characters; the flag is one")
        host.drain()
        UIPasteboard.general.string = "xyz"
        field.paste(nil)
        #expect(field.text == "ab🇯🇵cd", "the paste would pass five")
        field.selectAll(nil)
        field.paste(nil)
        #expect(field.text == "xyz")
        host.drain()
        manager.undo()
        #expect(field.text == "ab🇯🇵cd")
        manager.undo()
        #expect(field.text == "")
        manager.redo()
        manager.redo()
        #expect(field.text == "xyz")
        withExtendedLifetime(delegate) {}
    }

    // MARK: Actions

    @Test func undoFromAnEditingChangedActionWhileUndoingIsRefused() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let (host, field) = TextUndoInterplayTests.twoSteps()
                host.advance(by: 3)
                field.addAction(UIAction { _ in field.undoManager?.undo() }, for: .editingChanged)
                // Typing "x" sends editingChanged, which undoes it; that undo sends editingChanged
                // again, whose undo (an undo inside an undo) is refused with a warning.
                host.type("x")
                precondition(field.text == "abcdef", "text \(field.text ?? "nil")")
                precondition(host.warnings.contains { $0.contains("while undoing") }, "\(host.warnings)")
                let manager = field.undoManager!
                manager.redo()
                precondition(field.text == "abcdefx" || field.text == "abc", "text \(field.text ?? "nil")")
            }
        }
    }

    @Test func textAssignedWhileUndoingDropsTheRestOfTheStep() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let (host, field) = UITextFieldUndoTests.editing("a b")
                host.advance(by: 3)
                // One step of two records: the composition, committed by the replace beside it,
                // and the replace.
                field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
                field.replace(UITextRange(0..<1), withText: "Z")
                precondition(field.text == "Z bni", "text \(field.text ?? "nil")")
                host.drain()
                field.addAction(
                    UIAction { _ in
                        if field.undoManager?.isUndoing == true { field.text = "reset" }
                    }, for: .editingChanged)
                let manager = field.undoManager!
                manager.undo()
                // The assignment dropped the steps, the one being undone with them: nothing of it
                // is put back over the new text.
                precondition(field.text == "reset", "text \(field.text ?? "nil")")
                precondition(!manager.canUndo && !manager.canRedo)
            }
        }
    }

    // MARK: Composition

    @Test func undoWhileComposingDropsTheCompositionAndUndoesTheStepBefore() throws {
        let (host, field) = TextUndoInterplayTests.twoSteps()
        let manager = try #require(field.undoManager)
        host.advance(by: 3)
        field.setMarkedText("\u{301}ni", selectedRange: NSRange(location: 3, length: 0))
        #expect(field.text == "abcdef\u{301}ni")
        manager.undo()
        #expect(field.text == "abc")
        #expect(field.markedTextRange == nil)
        manager.redo()
        #expect(field.text == "abcdef")
        manager.undo()
        manager.undo()
        #expect(field.text == "")
    }

    // MARK: Lifetime and bounds

    @Test func aFieldThatGoesAwayWhileEditingIsReleased() throws {
        let host = TestHost()
        weak var released: UITextField?
        var manager: UndoManager?
        do {
            let field = UITextFieldTests.makeField(in: host)
            field.becomeFirstResponder()
            host.type("abc")
            host.advance(by: 3)
            host.type("def")
            manager = field.undoManager
            #expect(manager?.canUndo == true)
            released = field
            field.removeFromSuperview()
        }
        host.drain()
        #expect(released == nil, "the undo steps held no reference to the field once it left")
        #expect(manager?.canUndo == false)
        #expect(manager?.canRedo == false)
    }

    @Test func levelsOfUndoBoundsALongSession() throws {
        let (host, field) = UITextFieldUndoTests.editing()
        let manager = try #require(field.undoManager)
        manager.levelsOfUndo = 8
        var history = [field.text ?? ""]
        let pieces = ["🇯", "🇵", "\u{301}", "e", "👍", "🏽"]
        // 4,000 steps (20,000 run in 13 s in debug, with the same result): the stack holds 8.
        for index in 0..<4_000 {
            // Each replacement a step of its own (a group of its own), the text kept short.
            manager.beginUndoGrouping()
            field.selectedTextRange = UITextRange(max(0, field.text!.utf16.count - 6)..<field.text!.utf16.count)
            field.insertText(pieces[index % pieces.count] + pieces[(index / 6) % pieces.count])
            manager.endUndoGrouping()
            history.append(field.text ?? "")
            if history.count > 9 { history.removeFirst() }
        }
        host.drain()
        var steps = 0
        while manager.canUndo {
            manager.undo()
            steps += 1
            #expect(field.text == history[history.count - 1 - steps])
        }
        #expect(steps == 8)
    }
}
