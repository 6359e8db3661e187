// `UITextInput`: positions are UTF-16 offsets into the text, on grapheme-cluster boundaries, as
// for a text field.

extension UITextView {
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

    /// Replaces `range`, asking the delegate first, as typing does.
    public func replace(_ range: UITextRange, withText text: String) {
        guard isEditable else { return }
        editor.change(range.offsets, to: text, as: .single("Replace"))
    }

    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isEditable else { return }
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

    /// The rectangle of the part of `range` on its first line.
    public func firstRect(for range: UITextRange) -> CGRect {
        selectionRects(for: range.offsets).first ?? caretFrame(forOffset: range.start.offset)
    }

    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        UITextPosition(offset: textOffset(at: point))
    }

    /// Scrolls so the text in `range` is in sight.
    public func scrollRangeToVisible(_ range: NSRange) {
        let offsets = max(range.location, 0)..<max(range.location, 0) + max(range.length, 0)
        let rects = offsets.isEmpty ? [caretFrame(forOffset: offsets.lowerBound)] : selectionRects(for: offsets)
        guard let first = rects.first else { return }
        let target = rects.reduce(first) { $0.union($1) }
        scrollRectToVisible(target.insetBy(dx: 0, dy: -textContainerInset.bottom), animated: false)
    }
}
