// Editing a text field: beginning and ending, changes that ask the delegate, Return, taps and
// the clear button.

extension UITextField {
    /// Replaces `range` with `replacement` if the delegate agrees, records it for undo as `kind`,
    /// then reports the change. The range is snapped to grapheme clusters first (an insertion
    /// point inside a cluster moves to its start; a range widens to whole clusters), and the
    /// delegate is asked about that range: the one that will be replaced.
    func change(_ range: Range<Int>, to replacement: String, as kind: TextFieldUndoRecord.Kind) {
        let range = editing.snapped(range)
        let allowed = delegate?.textField(
            self, shouldChangeCharactersIn: NSRange(range), replacementString: replacement)
        guard allowed ?? true else { return }
        let committing = editing.markedRange != nil && range == editing.markedRange
        if editing.markedRange != nil, !committing {
            // An edit beside the composition ends it, as committed text.
            commitMarkedText()
        }
        let change = editing.replace(range, with: replacement)
        if committing {
            // Committing composed text: the step replaces what was there before composing.
            recordComposition(newLength: change.newLength)
        } else {
            recordUndo(kind, change)
        }
        textDidChange(byEditing: true)
    }

    /// The text changed: redraw, keep the caret visible, and — for edits, not assignments — send
    /// `.editingChanged` and post `textDidChangeNotification`.
    func textDidChange(byEditing: Bool) {
        // The menu offered commands for the text as it was.
        if byEditing { owningApplication.menuControllerIfLoaded?.hideMenu() }
        contentDidChange()
        guard byEditing else { return }
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// Something that changes what is drawn or where the caret goes changed.
    func contentDidChange() {
        scrollToCaret()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        updateCaret(restartBlink: true)
    }

    /// The selection moved without the text changing.
    func selectionDidChange() {
        closeUndoRun()
        scrollToCaret()
        setNeedsDisplay()
        updateCaret(restartBlink: true)
    }

    func editingDidBegin() {
        if clearsOnBeginEditing, hasText {
            editing = TextEditingState(text: "")
        }
        if editingUndoManager == nil { editingUndoManager = UndoManager() }
        contentDidChange()
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    func editingDidEnd() {
        cancelMenuGesture()
        discardUndo()
        compositionOrigin = nil
        editing.unmarkText()
        editing.moveCaret(to: editing.selectedRange.upperBound)
        stopCaretBlink()
        scrollOffset = 0
        setNeedsDisplay()
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    /// Return: the delegate decides; if it agrees, `.editingDidEndOnExit` goes out, and a field with
    /// an action for that event ends editing, as in UIKit.
    func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        if allControlEvents.contains(.editingDidEndOnExit) {
            resignFirstResponder()
        }
    }

    /// A tap: on the clear button, clears; otherwise begins editing (if not yet) and puts the caret
    /// at the tapped character.
    func tapped(at location: CGPoint) {
        if isClearButtonVisible, clearButtonFrame.insetBy(dx: -6, dy: -6).contains(location) {
            clearText()
            return
        }
        if !isFirstResponder {
            guard becomeFirstResponder() else { return }
        }
        commitMarkedText()
        editing.moveCaret(to: offset(at: location))
        selectionDidChange()
    }

    /// The clear button: empties the field if the delegate agrees.
    func clearText() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isFirstResponder { becomeFirstResponder() }
        commitMarkedText()
        let oldText = editing.text
        editing = TextEditingState(text: "")
        recordUndo(.single("Clear"), TextChange(location: 0, oldText: oldText, newLength: 0))
        textDidChange(byEditing: true)
    }
}
