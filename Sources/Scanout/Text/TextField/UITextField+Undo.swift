// The field's own undo manager while it is edited: typing coalesces into one step per run
// (broken by a pause, a caret move, or a switch between typing and deleting); cut, paste,
// delete and clear are steps of their own; everything redoes. Emptied when editing ends, as
// UIKit does, so the window's undo manager takes over again.

extension UITextField {
    /// A run of typing or deleting ends after this long without a change.
    static let typingPauseInterval: TimeInterval = 2

    /// Records `change`, which the field just made, as the editing engine reports it: the range
    /// it actually replaced (widened to clusters) and the text that was there, so undoing it puts
    /// back exactly that text. A change that changed nothing records nothing.
    func recordUndo(_ kind: TextFieldUndoRecord.Kind, _ change: TextChange) {
        guard !change.isEmpty, isFirstResponder, let manager = editingUndoManager, manager.isUndoRegistrationEnabled
        else { return }
        let now = owningApplication.clock.now
        if let open = openUndoRecord,
            open.absorb(change, kind: kind, at: now, pause: UITextField.typingPauseInterval)
        {
            return
        }
        let record = TextFieldUndoRecord(kind: kind, change: change, at: now)
        register(record, in: manager)
        openUndoRecord = kind == .typing || kind == .deleting ? record : nil
    }

    /// Keeps the composed text as ordinary text, as one undoable step from before composing.
    func commitMarkedText() {
        guard let marked = editing.markedRange else { return }
        recordComposition(newLength: marked.count)
        editing.unmarkText()
    }

    /// Records composing, from the text it replaced (`compositionOrigin`) to the `newLength` units
    /// now in its place, as one typing step, and ends it. Marked text is not recorded as it
    /// changes, so this must run whenever composing ends, or later steps' offsets would be off.
    func recordComposition(newLength: Int) {
        guard let origin = compositionOrigin else { return }
        compositionOrigin = nil
        recordUndo(.typing, TextChange(location: origin.location, oldText: origin.text, newLength: newLength))
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
    /// (which lands on the redo stack while undoing, and on the undo stack while redoing). The
    /// range is replaced exactly, not snapped to clusters: the text after the change may have
    /// merged clusters across its ends (an accent joining the letter before it), and snapping
    /// would take the neighbours with it.
    private func revert(_ record: TextFieldUndoRecord) {
        openUndoRecord = nil
        // Composing is not recorded until it ends; the records' offsets are for the text without
        // it, so an undo while composing drops the composition first.
        if let marked = editing.markedRange, let origin = compositionOrigin {
            editing.replace(exactly: marked, with: origin.text)
            compositionOrigin = nil
        }
        let opposite = editing.replace(exactly: record.range, with: record.originalText)
        if opposite.newRange.isEmpty {
            editing.moveCaret(to: opposite.location)
        } else {
            editing.select(opposite.newRange)
        }
        textDidChange(byEditing: true)
        guard let manager = editingUndoManager else { return }
        let now = owningApplication.clock.now
        register(TextFieldUndoRecord(kind: .single(record.actionName), change: opposite, at: now), in: manager)
    }
}
