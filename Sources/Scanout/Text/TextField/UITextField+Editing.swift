// Editing a text field: what the editing engine asks of the field (`TextEditorHost`), beginning
// and ending, Return, taps and the clear button.

extension UITextField: TextEditorHost {
    var allowsEditing: Bool { isEnabled }
    var concealsText: Bool { isSecureTextEntry }

    /// A single-line field has no line breaks: typed or pasted ones become spaces.
    func acceptedText(_ text: String) -> String {
        text.replacingLineBreaks()
    }

    func delegateAllowsChange(in range: NSRange, replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    /// The text changed: redraw, keep the caret visible, and — for edits, not assignments — send
    /// `.editingChanged` and post `textDidChangeNotification`.
    func editorTextDidChange(_ change: TextChange?, byEditing: Bool) {
        contentDidChange(onlyTheText: true)
        guard byEditing else { return }
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func editorSelectionDidChange() {
        scrollToCaret()
        setNeedsDisplayOfText()
        editor.updateCaret(restartBlink: true)
    }

    func textOffset(at point: CGPoint) -> Int {
        offset(at: point)
    }

    func lineRange(containing offset: Int) -> Range<Int> {
        0..<editing.length
    }

    func selectionRects(for range: Range<Int>) -> [CGRect] {
        let start = caretFrame(forOffset: range.lowerBound)
        let end = caretFrame(forOffset: range.upperBound)
        return [
            CGRect(x: min(start.minX, end.minX), y: start.minY, width: abs(end.minX - start.minX), height: start.height)
        ]
    }

    /// The left or right view, or when they show, changed.
    func overlaysDidChange() {
        setNeedsLayout()
        contentDidChange()
    }

    /// Marks what a text edit or a caret move changes for redrawing: the columns of the text
    /// area the text covers now and covered when last drawn (`textColumnsOnScreen`), and the
    /// clear button. A field much wider than its text redraws only the text's part. Everything
    /// else — a selection, marked text, the placeholder, or a change that reaches a rounded
    /// border's corners — redraws the whole field. (Never a rectangle that cuts through a corner:
    /// cairo antialiases a curve cut by a clip a level or two differently from a whole one.)
    func setNeedsDisplayOfText() {
        guard let now = textColumns, let shown = textColumnsOnScreen else { return setNeedsDisplay() }
        var changing = now.union(shown)
        if clearButtonMode != .never { changing = changing.union(clearButtonRect(forBounds: bounds)) }
        if borderStyle == .roundedRect, !roundedBorderStraightPart.contains(changing) { return setNeedsDisplay() }
        setNeedsDisplay(changing)
    }

    /// What the field shows changed: the whole field is redrawn when its font, alignment,
    /// border, placeholder or being edited changed; `onlyTheText` when only the text did
    /// (`setNeedsDisplayOfText`).
    func contentDidChange(onlyTheText: Bool = false) {
        scrollToCaret()
        if onlyTheText { setNeedsDisplayOfText() } else { setNeedsDisplay() }
        invalidateIntrinsicContentSize()
        editor.updateCaret(restartBlink: true)
    }

    func editingDidBegin() {
        if clearsOnBeginEditing, hasText {
            editing = TextEditingState(text: "")
        }
        editor.editingDidBegin()
        // Overlays shown only while (or unless) editing change places.
        setNeedsLayout()
        contentDidChange()
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    func editingDidEnd() {
        editor.editingDidEnd()
        setNeedsLayout()
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
        editor.tapped(at: location)
    }

    /// The clear button: empties the field if the delegate agrees.
    func clearText() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isFirstResponder { becomeFirstResponder() }
        editor.commitMarkedText()
        let oldText = editing.text
        editing = TextEditingState(text: "")
        let change = TextChange(location: 0, oldText: oldText, newLength: 0)
        editor.recordUndo(.single("Clear"), change)
        editor.textDidChange(change, byEditing: true)
    }
}
