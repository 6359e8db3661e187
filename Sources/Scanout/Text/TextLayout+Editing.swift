// Positions in the text for an editing engine: hit-testing a point, the caret's rectangle, and
// moving a caret. Positions are UTF-16 offsets into `text` (as `NSRange` and UIKit's text input
// APIs count), always at the boundary of a grapheme cluster as pango sees it, so a caret never
// stands inside "é" written as e + combining accent, an emoji sequence or a CRLF.

extension TextLayout {
    /// The width of the caret, in points, as UIKit draws it.
    static let caretWidth: CGFloat = 2

    /// The caret position nearest `point` (layout coordinates, as `draw(in:at:)` places the first
    /// line's top-left corner at its origin): before or after the grapheme cluster under the point,
    /// whichever edge is closer. Points beyond the text go to the nearest line's end.
    func index(at point: CGPoint) -> Int {
        let lines = prepare()
        let (byteIndex, trailing) = shapedText.characterIndex(
            at: CGPoint(x: point.x - lines.alignmentOffset, y: point.y))
        let text = pangoText
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: byteIndex, limitedBy: utf8.endIndex) ?? utf8.endIndex
        // `trailing` counts the characters (scalars) of the cluster when the point is past its middle.
        let scalars = text.unicodeScalars
        let end = scalars.index(start, offsetBy: trailing, limitedBy: scalars.endIndex) ?? scalars.endIndex
        let offset = text.utf16.distance(from: text.utf16.startIndex, to: end)
        return previousCursorPosition(atOrBefore: offset)
    }

    /// The caret's rectangle at `index` (a UTF-16 offset) in layout coordinates: `caretWidth` wide,
    /// starting at the insertion point, as tall as the line. Out-of-range indexes are clamped.
    func caretRect(forIndex index: Int) -> CGRect {
        let lines = prepare()
        let rect = shapedText.caretRectangle(atByte: byteOffset(forUTF16Offset: index))
        return CGRect(
            x: rect.minX + lines.alignmentOffset, y: rect.minY, width: TextLayout.caretWidth, height: rect.height)
    }

    /// The caret position after the grapheme cluster that follows `index` (logical order), or the
    /// text's end.
    func nextCursorPosition(after index: Int) -> Int {
        let offsets = cursorOffsets
        let position = upperBound(of: index, in: offsets)
        return position < offsets.count ? offsets[position] : offsets[offsets.count - 1]
    }

    /// The caret position before the grapheme cluster that precedes `index` (logical order), or 0.
    func previousCursorPosition(before index: Int) -> Int {
        let offsets = cursorOffsets
        let position = lowerBound(of: index, in: offsets)
        return position > 0 ? offsets[position - 1] : 0
    }

    /// Where the caret at `index` goes moved one position right on screen (or left): a UTF-16
    /// offset, or nil with `pastEnd` telling which logical end of the text it left by. Pango
    /// walks bidirectional text in its on-screen order (`pango_layout_move_cursor_visually`), so
    /// in "abc אבג" the right arrow goes through the Hebrew from its right end.
    func visualCursorPosition(from index: Int, movingRight: Bool) -> (offset: Int?, pastEnd: Bool) {
        prepare()
        switch shapedText.visualCursorMove(fromByte: byteOffset(forUTF16Offset: index), right: movingRight) {
        case .beforeStart: return (nil, false)
        case .afterEnd: return (nil, true)
        case .toByte(let byte):
            let text = pangoText
            let utf8 = text.utf8
            let position = utf8.index(utf8.startIndex, offsetBy: min(max(byte, 0), utf8.count))
            let offset = text.utf16.distance(from: text.utf16.startIndex, to: position)
            return (previousCursorPosition(atOrBefore: offset), false)
        }
    }

    /// Each shown line's text as UTF-16 offsets, in order: where a caret at the line's start and
    /// end stands. A line's range leaves out the line break that ends it.
    var lineRanges: [Range<Int>] {
        let lines = prepare()
        let text = pangoText
        let utf8 = text.utf8
        func utf16Offset(ofByte byte: Int) -> Int {
            let index = utf8.index(utf8.startIndex, offsetBy: min(max(byte, 0), utf8.count))
            return text.utf16.distance(from: text.utf16.startIndex, to: index)
        }
        var ranges: [Range<Int>] = []
        for index in 0..<lines.frames.count {
            guard let line = shapedText.line(at: index) else { break }
            let start = line.startIndex
            var end = start + line.length
            // A line's length takes in the spaces it ends with but not its paragraph break.
            if end > start, end <= utf8.count {
                let last = utf8[utf8.index(utf8.startIndex, offsetBy: end - 1)]
                if last == 0x0A || last == 0x0D { end -= 1 }
            }
            ranges.append(utf16Offset(ofByte: start)..<utf16Offset(ofByte: end))
        }
        return ranges
    }

    // MARK: - Private

    /// The caret position at `offset`, or the one before it when `offset` is inside a cluster.
    private func previousCursorPosition(atOrBefore offset: Int) -> Int {
        let offsets = cursorOffsets
        let position = upperBound(of: offset, in: offsets)
        return position > 0 ? offsets[position - 1] : 0
    }

    /// Every UTF-16 offset a caret may stand at, ascending, from pango's `is_cursor_position`.
    private var cursorOffsets: [Int] {
        if let cachedCursorOffsets { return cachedCursorOffsets }
        prepare()
        var offsets = shapedText.cursorOffsets()
        if offsets.first != 0 { offsets.insert(0, at: 0) }
        cachedCursorOffsets = offsets
        return offsets
    }

    /// The pango byte index of the caret position at or before UTF-16 `offset` (clamped).
    private func byteOffset(forUTF16Offset offset: Int) -> Int {
        let text = pangoText
        let position = previousCursorPosition(atOrBefore: min(max(0, offset), text.utf16.count))
        let index = text.utf16.index(text.utf16.startIndex, offsetBy: position)
        return text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    /// The first position in `offsets` whose value is `value` or more.
    private func lowerBound(of value: Int, in offsets: [Int]) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first position in `offsets` whose value is more than `value`.
    private func upperBound(of value: Int, in offsets: [Int]) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
