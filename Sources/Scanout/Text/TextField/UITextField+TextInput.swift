// `UITextInput`: positions are UTF-16 offsets into the text, on grapheme-cluster boundaries.

extension UITextField {
    public var selectedTextRange: UITextRange? {
        get { UITextRange(editing.selectedRange) }
        set {
            guard let newValue else { return }
            editor.select(newValue.offsets)
        }
    }

    public var markedTextRange: UITextRange? {
        editing.markedRange.map(UITextRange.init)
    }

    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: editing.length) }

    public func text(in range: UITextRange) -> String? {
        editing.substring(range.offsets)
    }

    /// Replaces `range`, asking the delegate first, as typing does.
    public func replace(_ range: UITextRange, withText text: String) {
        editor.change(range.offsets, to: acceptedText(text), as: .single("Replace"))
    }

    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        editor.setMarkedText(markedText, selectedRange: selectedRange)
    }

    public func unmarkText() {
        guard editing.markedRange != nil else { return }
        editor.commitMarkedText()
        setNeedsDisplay()
    }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        guard target >= 0, target <= editing.length else { return nil }
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

    public func firstRect(for range: UITextRange) -> CGRect {
        let start = caretFrame(forOffset: range.start.offset)
        let end = caretFrame(forOffset: range.end.offset)
        return CGRect(
            x: min(start.minX, end.minX), y: start.minY, width: abs(end.minX - start.minX), height: start.height)
    }

    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        UITextPosition(offset: offset(at: point))
    }
}
