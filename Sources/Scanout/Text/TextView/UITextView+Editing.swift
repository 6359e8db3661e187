// Editing a text view: what the editing engine asks of it (`TextEditorHost`, and
// `EditorBackedTextInput` for `UITextInput`), beginning and ending, and taps.

extension UITextView: EditorBackedTextInput {
    var allowsEditing: Bool { isEditable }
    var concealsText: Bool { false }
    var takesTextInput: Bool { isEditable }

    /// A text view keeps line breaks as they are typed or pasted.
    func acceptedText(_ text: String) -> String {
        text
    }

    func delegateAllowsChange(in range: NSRange, replacement: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    func delegateEditMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        textViewDelegate?.textView(self, editMenuForTextIn: range, suggestedActions: suggestedActions)
    }

    func delegateEditMenuWillChange(presenting: Bool, animator: any UIEditMenuInteractionAnimating) {
        if presenting {
            textViewDelegate?.textView(self, willPresentEditMenuWith: animator)
        } else {
            textViewDelegate?.textView(self, willDismissEditMenuWith: animator)
        }
    }

    /// The text changed: the paragraphs it touched are laid out again, the caret is kept in
    /// sight, and — for edits, not assignments — the delegate hears of the selection and the text,
    /// and `textDidChangeNotification` is posted.
    func editorTextDidChange(_ change: TextChange?, byEditing: Bool) {
        var damage: CGRect?
        if let change {
            followEdit(change)
            damage = applyToLayout(change)
        } else {
            followReset()
            textLayout.reset()
        }
        contentDidChange(scrollingToCaret: byEditing || isFirstResponder, damage: damage)
        guard byEditing else { return }
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(
            name: UITextView.textDidChangeNotification, object: self, for: window?.application)
    }

    func editorSelectionDidChange() {
        forgetTypingAttributes()
        setNeedsDisplay()
        scrollCaretToVisible()
        editor.updateCaret(restartBlink: true)
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    func textOffset(at point: CGPoint) -> Int {
        textLayout.offset(at: containerPoint(point))
    }

    func caretFrame(forOffset offset: Int) -> CGRect {
        prepareLayout()
        let rect = textLayout.caretRect(forOffset: offset)
        let height = max(rect.height, textLayout.font.lineHeight)
        return CGRect(origin: viewPoint(rect.origin), size: CGSize(width: rect.width, height: height))
    }

    func visualCaretOffset(from offset: Int, movingRight: Bool) -> Int? {
        prepareLayout()
        return textLayout.visualCaretOffset(from: offset, movingRight: movingRight)
    }

    func lineRange(containing offset: Int) -> Range<Int> {
        prepareLayout()
        return textLayout.lineRange(containing: offset)
    }

    func selectionRects(for range: Range<Int>) -> [CGRect] {
        prepareLayout()
        return textLayout.selectionRects(for: range).map { rect in
            CGRect(origin: viewPoint(rect.origin), size: rect.size)
        }
    }

    // MARK: Beginning and ending

    func editingDidBegin() {
        editor.editingDidBegin()
        clearsAtNextInsertion = clearsOnInsertion && isEditable
        setNeedsDisplay()
        editor.updateCaret(restartBlink: true)
        guard isEditable else { return }
        scrollCaretToVisible()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(
            name: UITextView.textDidBeginEditingNotification, object: self, for: window?.application)
    }

    func editingDidEnd() {
        let wasEditing = isEditable
        editor.editingDidEnd()
        clearsAtNextInsertion = false
        setNeedsDisplay()
        guard wasEditing else { return }
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(
            name: UITextView.textDidEndEditingNotification, object: self, for: window?.application)
    }

    /// A tap: an editable text view begins editing (if not yet) with the caret at the tapped
    /// character; a selectable one lets go of its selection.
    func tapped(at location: CGPoint) {
        if isEditable {
            if !isFirstResponder {
                guard becomeFirstResponder() else { return }
            }
            editor.tapped(at: location)
        } else if isFirstResponder {
            editor.moveCaret(to: textOffset(at: location))
        }
    }
}
