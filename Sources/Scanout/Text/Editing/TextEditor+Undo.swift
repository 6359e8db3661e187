// The editor's own undo manager while its view is edited: typing coalesces into one step per run
// (broken by a pause, a caret move, or a switch between typing and deleting); cut, paste,
// delete and clear are steps of their own; everything redoes. Emptied when editing ends, as
// UIKit does, so the window's undo manager takes over again.

extension TextEditor {
    /// Records `change`, which the editor just made, as the editing state reports it: the range it
    /// actually replaced (widened to clusters) and the text that was there, so undoing it puts back
    /// exactly that text. A change that changed nothing records nothing.
    func recordUndo(_ kind: TextUndoRecord.Kind, _ change: TextChange) {
        guard !change.isEmpty, host.isFirstResponder, let manager = undoManager, manager.isUndoRegistrationEnabled,
            let now = host.owningApplication?.clock.now
        else { return }
        if let open = openUndoRecord, open.absorb(change, kind: kind, at: now, pause: TextEditor.typingPauseInterval) {
            return
        }
        let record = TextUndoRecord(kind: kind, change: change, at: now, generation: undoGeneration)
        register(record, in: manager)
        openUndoRecord = kind == .typing || kind == .deleting ? record : nil
    }

    /// Keeps the composed text as ordinary text, as one undoable step from before composing.
    func commitMarkedText() {
        guard let marked = state.markedRange else { return }
        recordComposition(newLength: marked.count)
        state.unmarkText()
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

    /// Editing ended, or the text was replaced in code: the editor's undo steps go.
    func discardUndo() {
        openUndoRecord = nil
        undoGeneration &+= 1
        undoManager?.removeAllActions()
    }

    // MARK: - Private

    /// Registers `record` with the view as the target, as UIKit's text views do.
    private func register(_ record: TextUndoRecord, in manager: UndoManager) {
        manager.registerUndo(withTarget: host as UIView) { view in
            (view as? any TextEditorHost)?.editor.revert(record)
        }
        manager.setActionName(record.actionName)
    }

    /// Puts back the text `record` replaced, selecting it, and registers the opposite change
    /// (which lands on the redo stack while undoing, and on the undo stack while redoing). The
    /// range is replaced exactly, not snapped to clusters: the text after the change may have
    /// merged clusters across its ends (an accent joining the letter before it), and snapping
    /// would take the neighbours with it.
    ///
    /// The opposite is registered before the change is reported: the view's actions and delegate
    /// run then, and may assign the text (dropping every step, this one's opposite with it) or
    /// edit again, which must find the undo stacks describing the text as it is.
    private func revert(_ record: TextUndoRecord) {
        // The steps were dropped (the text was assigned, perhaps by an action this undo set off,
        // between two records of one step): this record's offsets are for a text that is gone.
        guard record.generation == undoGeneration else { return }
        openUndoRecord = nil
        // Composing is not recorded until it ends; the records' offsets are for the text without
        // it, so an undo while composing drops the composition first.
        var droppedComposition = false
        if let marked = state.markedRange, let origin = compositionOrigin {
            state.replace(exactly: marked, with: origin.text)
            compositionOrigin = nil
            droppedComposition = true
        }
        let opposite = state.replace(exactly: record.range, with: record.originalText)
        if opposite.newRange.isEmpty {
            state.moveCaret(to: opposite.location)
        } else {
            state.select(opposite.newRange)
        }
        if let manager = undoManager, let now = host.owningApplication?.clock.now {
            let inverse = TextUndoRecord(
                kind: .single(record.actionName), change: opposite, at: now, generation: undoGeneration)
            register(inverse, in: manager)
        }
        // Undoing is an edit: the view reports it, as UIKit's do. The composition dropped above is
        // not part of `opposite`, so the whole text is reported as changed then.
        textDidChange(droppedComposition ? nil : opposite, byEditing: true)
    }
}
