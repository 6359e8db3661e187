// Editing a text field: what the editing engine asks of the field (`TextEditorHost`, and
// `EditorBackedTextInput` for `UITextInput`), beginning and ending, Return, taps and the clear
// button.

extension UITextField: EditorBackedTextInput {
    var allowsEditing: Bool { isEnabled }
    var concealsText: Bool { isSecureTextEntry }
    var takesTextInput: Bool { true }

    /// A single-line field has no line breaks: typed or pasted ones become spaces.
    func acceptedText(_ text: String) -> String {
        text.replacingLineBreaks()
    }

    func delegateAllowsChange(in range: NSRange, replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    func delegateEditMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        delegate?.textField(self, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
    }

    func delegateEditMenuWillChange(presenting: Bool, animator: any UIEditMenuInteractionAnimating) {
        if presenting {
            delegate?.textField(self, willPresentEditMenuWith: animator)
        } else {
            delegate?.textField(self, willDismissEditMenuWith: animator)
        }
    }

    /// The text changed: redraw, keep the caret visible, and — for edits, not assignments — send
    /// `.editingChanged` and post `textDidChangeNotification`.
    func editorTextDidChange(_ change: TextChange?, byEditing: Bool) {
        if let change, let runs = attributedRuns {
            // Typed text takes the attributes before it; the runs follow the edit.
            let inserted = editing.substring(exactly: change.newRange.clamped(to: 0..<editing.length))
            runs.replaceCharacters(
                in: NSRange(change.oldRange),
                with: NSAttributedString(string: inserted, attributes: runs.attributesForTyping(at: change.location)))
        }
        contentDidChange(onlyTheText: true, editedFrom: change?.location)
        guard byEditing else { return }
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(
            name: UITextField.textDidChangeNotification, object: self, for: window?.application)
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

    func visualCaretOffset(from offset: Int, movingRight: Bool) -> Int? {
        _ = textOrigin  // brings the layout up to date
        let moved = textLayout.visualCursorPosition(from: displayOffset(for: offset), movingRight: movingRight)
        return moved.offset.map { textOffset(forDisplayOffset: $0) }
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
    ///
    /// An edit at `editedFrom` (a UTF-16 offset) narrows that further to the columns from a few
    /// characters before the edit onwards, when nothing before it can have moved or changed
    /// shape (`columnsKeptByEdit`): typing at the end of a line redraws the last letters, not
    /// the line.
    func setNeedsDisplayOfText(editedFrom location: Int? = nil) {
        let area = textArea
        let origin = textOrigin(in: area)
        guard let now = textColumns(in: area, origin: origin), let shown = textColumnsOnScreen else {
            return setNeedsDisplay()
        }
        var changing = now.union(shown)
        if let location, let kept = columnsKeptByEdit(at: location, origin: origin), kept < changing.maxX {
            changing = CGRect(
                x: max(kept, changing.minX), y: changing.minY, width: changing.maxX - max(kept, changing.minX),
                height: changing.height)
        }
        if clearButtonMode != .never { changing = changing.union(clearButtonRect(forBounds: bounds)) }
        if borderStyle == .roundedRect, !roundedBorderStraightPart.contains(changing) { return setNeedsDisplay() }
        setNeedsDisplay(changing)
    }

    /// What the field shows changed: the whole field is redrawn when its font, alignment,
    /// border, placeholder or being edited changed; `onlyTheText` when only the text did
    /// (`setNeedsDisplayOfText`).
    func contentDidChange(onlyTheText: Bool = false, editedFrom location: Int? = nil) {
        scrollToCaret()
        if onlyTheText { setNeedsDisplayOfText(editedFrom: location) } else { setNeedsDisplay() }
        invalidateIntrinsicContentSize()
        editor.updateCaret(restartBlink: true)
    }

    /// The x (field coordinates) left of which an edit at `location`, with the text now at
    /// `origin`, changed no pixel, or nil when that cannot be known cheaply. It can when the text
    /// is where it was when last drawn (left-aligned, not scrolled since) and is written in
    /// scripts laid out letter by letter from left to right — Latin, with its punctuation — where
    /// an edit can change the shape of at most the two letters before it (a ligature such as
    /// "ffi"); three are redrawn, and a glyph's overhang on either side. Right-to-left, joined or
    /// reordered scripts, combining marks, secure entry (whose last letter shows for a moment) and
    /// other alignments redraw every column.
    private func columnsKeptByEdit(at location: Int, origin: CGPoint) -> CGFloat? {
        guard !isSecureTextEntry, textAlignment == .left || textAlignment == .natural || textAlignment == .justified,
            !editing.text.isEmpty, location > 0, let drawnOrigin = textOriginOnScreen, drawnOrigin == origin,
            Self.isLaidOutLetterByLetter(editing.text)
        else { return nil }
        let start = max(0, location - 3)
        let x = drawnOrigin.x + textLayout.caretRect(forIndex: displayOffset(for: start)).minX
        return (x - glyphOverhang).rounded(.down)
    }

    /// Latin letters, digits and punctuation (up to Latin Extended-B; dashes, quotation marks,
    /// the ellipsis and primes), which pango lays out left to right, one letter after another.
    /// Not the general punctuation block's joiners and direction marks, which change shaping.
    /// A loop, not `allSatisfy`: a main-actor function handed to it checks its executor per letter.
    private static func isLaidOutLetterByLetter(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            guard value < 0x0250 || (0x2010...0x2027).contains(value) || (0x2030...0x205E).contains(value) else {
                return false
            }
        }
        return true
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
        NotificationCenter.default.post(
            name: UITextField.textDidBeginEditingNotification, object: self, for: window?.application)
    }

    func editingDidEnd() {
        editor.editingDidEnd()
        setNeedsLayout()
        scrollOffset = 0
        setNeedsDisplay()
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
        NotificationCenter.default.post(
            name: UITextField.textDidEndEditingNotification, object: self, for: window?.application)
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
