// The hardware keys that move the caret rather than type (`EditingKey`): what each does to the
// selection, and its repeat while held. Which press is one is decided before the editor is
// reached (see `UIResponder.takeKeyInput`).

extension TextEditor {
    /// Acts on `key`, pressed as `press`, and makes `press` repeat it while held (re-sorted at
    /// each repeat, so a key held past the end of editing stops acting).
    func perform(_ key: EditingKey, pressedAs press: UIPress) {
        perform(key)
        let link = WeakLink(self)
        press.repeatAction = { press in link.object?.repeatEditingKey(press) }
    }

    /// Acts on `key`: moves or extends the selection (ending composition), or deletes.
    func perform(_ key: EditingKey) {
        var keepsGoalX = false
        switch key {
        case .move(let direction, let granularity, let extending):
            state.move(direction, by: granularity, extending: extending)
        case .moveVisually(let right, let extending):
            moveVisually(right: right, extending: extending)
        case .moveVertically(let down, let extending):
            state.moveCaret(to: verticalTarget(goingDown: down), extending: extending)
            keepsGoalX = true
        case .moveToLineEdge(let end, let extending):
            let line = host.lineRange(containing: state.head)
            state.moveCaret(to: end ? line.upperBound : line.lowerBound, extending: extending)
        case .deleteForward:
            if let range = state.rangeForDeleteForward { change(range, to: "", as: .deleting) }
            return
        case .deleteWordBackward:
            var word = state
            word.move(.backward, by: .word, extending: true)
            if word.hasSelection { change(word.selectedRange, to: "", as: .deleting) }
            return
        }
        if !keepsGoalX { verticalMoveGoalX = nil }
        commitMarkedText()
        selectionDidChange()
    }

    // MARK: - Private

    /// Left or Right: a selection (without Shift) collapses to its end on that side of the screen
    /// (its logical start or end when the ends are on different lines); else the caret, or the
    /// selection's moving end with Shift, goes one position that way on screen.
    private func moveVisually(right: Bool, extending: Bool) {
        if state.hasSelection, !extending {
            let range = state.selectedRange
            let start = host.caretFrame(forOffset: range.lowerBound)
            let end = host.caretFrame(forOffset: range.upperBound)
            var toEnd = right
            if start.minY == end.minY, start.minX != end.minX {
                toEnd = (end.minX > start.minX) == right
            }
            state.moveCaret(to: toEnd ? range.upperBound : range.lowerBound)
            return
        }
        guard let target = host.visualCaretOffset(from: state.head, movingRight: right) else {
            // Nothing further that way: the selection collapses onto the caret without Shift.
            if !extending { state.moveCaret(to: state.head) }
            return
        }
        state.moveCaret(to: min(max(target, 0), state.length), extending: extending)
    }

    /// A held editing key's repeat: acts again while the view is first responder and the key is
    /// still an editing key (a deleting key stops when the text stops being editable).
    private func repeatEditingKey(_ press: UIPress) {
        guard host.isFirstResponder, let key = press.key, let editingKey = EditingKey(key, editable: host.allowsEditing)
        else { return }
        perform(editingKey)
    }

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
