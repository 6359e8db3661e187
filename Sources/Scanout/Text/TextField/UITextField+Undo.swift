// The field's own undo manager while it is edited: typing coalesces into one step per run
// (broken by a pause, a caret move, or a switch between typing and deleting); cut, paste,
// delete and clear are steps of their own; everything redoes. Emptied when editing ends, as
// UIKit does, so the window's undo manager takes over again.

extension UITextField {
    /// A run of typing or deleting ends after this long without a change.
    static let typingPauseInterval: TimeInterval = 2

    /// Records a change the field just made to `replaced` (offsets before the change), whose old
    /// text was `oldText`, with `newLength` units of new text.
    func recordUndo(_ kind: TextFieldUndoRecord.Kind, replaced: Range<Int>, oldText: String, newLength: Int) {
        guard isFirstResponder, let manager = editingUndoManager, manager.isUndoRegistrationEnabled else { return }
        let now = owningApplication.clock.now
        if let open = openUndoRecord,
            open.absorb(kind: kind, replaced: replaced, oldText: oldText, newLength: newLength, at: now,
                pause: UITextField.typingPauseInterval)
        {
            return
        }
        let record = TextFieldUndoRecord(kind: kind,
            range: replaced.lowerBound..<replaced.lowerBound + newLength, originalText: oldText, at: now)
        register(record, in: manager)
        openUndoRecord = kind == .typing || kind == .deleting ? record : nil
    }

    /// Keeps the composed text as ordinary text, as one undoable step from before composing.
    func commitMarkedText() {
        guard let marked = editing.markedRange else { return }
        if let origin = compositionOrigin {
            recordUndo(.typing, replaced: origin.location..<origin.location + origin.text.utf16.count,
                oldText: origin.text, newLength: marked.count)
        }
        compositionOrigin = nil
        editing.unmarkText()
    }

    /// The caret moved or something else broke the run: the next change starts a new step.
    func closeUndoRun() {
        openUndoRecord = nil
    }

    /// Editing ended: the field's undo steps go with it.
    func discardUndo() {
        openUndoRecord = nil
        editingUndoManager?.removeAllActions()
    }

    // MARK: - Private

    private func register(_ record: TextFieldUndoRecord, in manager: UndoManager) {
        manager.registerUndo(withTarget: self) { field in field.revert(record) }
        manager.setActionName(record.actionName)
    }

    /// Puts back the text `record` replaced, selecting it, and registers the opposite change
    /// (which lands on the redo stack while undoing, and on the undo stack while redoing).
    private func revert(_ record: TextFieldUndoRecord) {
        openUndoRecord = nil
        let length = editing.text.utf16.count
        let range = min(record.range.lowerBound, length)..<min(record.range.upperBound, length)
        let current = editing.substring(range)
        editing.replace(range, with: record.originalText)
        let restored = range.lowerBound..<range.lowerBound + record.originalText.utf16.count
        if restored.isEmpty { editing.moveCaret(to: restored.lowerBound) } else { editing.select(restored) }
        textDidChange(byEditing: true)
        guard let manager = editingUndoManager else { return }
        let opposite = TextFieldUndoRecord(kind: .single(record.actionName), range: restored, originalText: current,
            at: owningApplication.clock.now)
        register(opposite, in: manager)
    }
}
