// Editing a text field: beginning and ending, changes that ask the delegate, Return, taps and
// the clear button.

extension UITextField {
    /// Replaces `range` with `replacement` if the delegate agrees, then reports the change.
    func change(_ range: Range<Int>, to replacement: String) {
        let allowed = delegate?.textField(self, shouldChangeCharactersIn: NSRange(range), replacementString: replacement)
        guard allowed ?? true else { return }
        editing.replace(range, with: replacement)
        textDidChange(byEditing: true)
    }

    /// The text changed: redraw, keep the caret visible, and — for edits, not assignments — send
    /// `.editingChanged` and post `textDidChangeNotification`.
    func textDidChange(byEditing: Bool) {
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
        scrollToCaret()
        setNeedsDisplay()
        updateCaret(restartBlink: true)
    }

    func editingDidBegin() {
        if clearsOnBeginEditing, hasText {
            editing = TextEditingState(text: "")
        }
        contentDidChange()
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    func editingDidEnd() {
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
        editing.unmarkText()
        editing.moveCaret(to: offset(at: location))
        selectionDidChange()
    }

    /// The clear button: empties the field if the delegate agrees.
    func clearText() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isFirstResponder { becomeFirstResponder() }
        editing = TextEditingState(text: "")
        textDidChange(byEditing: true)
    }
}
