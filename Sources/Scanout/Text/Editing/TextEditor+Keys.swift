// Hardware keys that move the caret rather than type: Left and Right (Ctrl or Alt for words),
// Up and Down by lines (from the first or last line, to the text's start or end), Home and End
// to the line's ends (Ctrl for the whole text), Shift to extend the selection, forward Delete,
// and Ctrl+Backspace for the word before the caret.

extension TextEditor {
    /// Handles the editing keys among `presses` (each repeating while held, on the same path) and
    /// returns the others, for the responder chain and `UIKeyInput`.
    func takeEditingKeys(_ presses: Set<UIPress>) -> Set<UIPress> {
        var unhandled: Set<UIPress> = []
        for press in presses {
            if handleKey(press) {
                let link = WeakLink(self)
                press.repeatAction = { press in _ = link.object?.handleKey(press) }
            } else {
                unhandled.insert(press)
            }
        }
        return unhandled
    }

    /// Handles `press` if it is an editing key; returns false for keys that type or that the
    /// editor does not use, which go on to `UIKeyInput` and the responder chain.
    func handleKey(_ press: UIPress) -> Bool {
        guard host.isFirstResponder, let key = press.key else { return false }
        let extending = key.modifierFlags.contains(.shift)
        let control = key.modifierFlags.contains(.control)
        let byWord = control || key.modifierFlags.contains(.alternate)
        let editable = host.allowsEditing
        var keepsGoalX = false
        switch key.keyCode {
        case .keyboardLeftArrow:
            state.move(.backward, by: byWord ? .word : .character, extending: extending)
        case .keyboardRightArrow:
            state.move(.forward, by: byWord ? .word : .character, extending: extending)
        case .keyboardUpArrow:
            state.moveCaret(to: verticalTarget(goingDown: false), extending: extending)
            keepsGoalX = true
        case .keyboardDownArrow:
            state.moveCaret(to: verticalTarget(goingDown: true), extending: extending)
            keepsGoalX = true
        case .keyboardHome where control:
            state.move(.backward, by: .document, extending: extending)
        case .keyboardEnd where control:
            state.move(.forward, by: .document, extending: extending)
        case .keyboardHome:
            state.moveCaret(to: host.lineRange(containing: state.head).lowerBound, extending: extending)
        case .keyboardEnd:
            state.moveCaret(to: host.lineRange(containing: state.head).upperBound, extending: extending)
        case .keyboardDeleteForward where editable:
            if let range = state.rangeForDeleteForward { change(range, to: "", as: .deleting) }
            return true
        case .keyboardDeleteOrBackspace where byWord && editable:
            // Ctrl+Backspace deletes the word before the caret.
            var word = state
            word.move(.backward, by: .word, extending: true)
            if word.hasSelection { change(word.selectedRange, to: "", as: .deleting) }
            return true
        default:
            return false
        }
        if !keepsGoalX { verticalMoveGoalX = nil }
        commitMarkedText()
        selectionDidChange()
        return true
    }

    // MARK: - Private

    /// Where Up or Down takes the caret: the same horizontal place (kept through a run of vertical
    /// moves) on the line above or below; from the first line up, or the last line down, the
    /// text's start or end, as UIKit's text views do. A field's one line always goes to an end.
    private func verticalTarget(goingDown: Bool) -> Int {
        let caret = host.caretFrame(forOffset: state.head)
        let goalX = verticalMoveGoalX ?? caret.midX
        verticalMoveGoalX = goalX
        let y = goingDown ? caret.maxY + caret.height / 2 : caret.minY - caret.height / 2
        let target = host.textOffset(at: CGPoint(x: goalX, y: y))
        let line = host.lineRange(containing: state.head)
        let sameLine =
            host.lineRange(containing: target) == line && host.caretFrame(forOffset: target).minY == caret.minY
        if sameLine { return goingDown ? state.length : 0 }
        return target
    }
}
