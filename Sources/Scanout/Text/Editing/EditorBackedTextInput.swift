/// A view whose `UITextInput` is its `TextEditor`'s text: `UITextField` and `UITextView`.
///
/// The protocol's members are written once, here, rather than once per class: none of them is an
/// override (their superclasses, `UIControl` and `UIScrollView`, have no text input), so a
/// protocol extension can provide them to both. Positions are UTF-16 offsets into the text, on
/// grapheme-cluster boundaries; what a view draws where comes from `TextEditorHost`.
///
/// `insertText(_:)` and `deleteBackward()` stay with each class: they are `open` (subclasses
/// override them, as in UIKit) and differ (a field's Return, a text view's `clearsOnInsertion`).
/// Main actor.
@preconcurrency @MainActor
protocol EditorBackedTextInput: TextEditorHost, UITextInput {
    /// Whether `UITextInput`'s changes (replacing, marking text) reach the text. A text view
    /// takes them only while editable; a field always (it is edited only as first responder).
    var takesTextInput: Bool { get }
}

extension EditorBackedTextInput {
    public var hasText: Bool { editor.state.length > 0 }

    public var selectedTextRange: UITextRange? {
        get { UITextRange(editor.state.selectedRange) }
        set {
            guard let newValue else { return }
            editor.select(newValue.offsets)
        }
    }

    public var markedTextRange: UITextRange? {
        editor.state.markedRange.map(UITextRange.init)
    }

    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: editor.state.length) }

    public func text(in range: UITextRange) -> String? {
        editor.state.substring(range.offsets)
    }

    /// Replaces `range` as the view accepts text (a field turns line breaks into spaces), asking
    /// the delegate first, as typing does.
    public func replace(_ range: UITextRange, withText text: String) {
        guard takesTextInput else { return }
        editor.change(range.offsets, to: acceptedText(text), as: .single("Replace"))
    }

    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard takesTextInput else { return }
        editor.setMarkedText(markedText, selectedRange: selectedRange)
    }

    public func unmarkText() {
        guard editor.state.markedRange != nil else { return }
        editor.commitMarkedText()
        setNeedsDisplay()
    }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        guard target >= 0, target <= editor.state.length else { return nil }
        return UITextPosition(offset: target)
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.offset - from.offset
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset
            ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }

    public func caretRect(for position: UITextPosition) -> CGRect {
        caretFrame(forOffset: position.offset)
    }

    /// The rectangle of the part of `range` on its first line (a field's one line).
    public func firstRect(for range: UITextRange) -> CGRect {
        selectionRects(for: range.offsets).first ?? caretFrame(forOffset: range.start.offset)
    }

    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        UITextPosition(offset: textOffset(at: point))
    }
}
