import CPango
import ScanoutCore

// Positions in a shaped text, for editing, truncation and runs: its lines' spans, the character
// under a point, the caret's rectangle, where a caret may stand, and where a run's characters are
// drawn. Positions are byte offsets into the UTF-8 of `text`, as pango counts them, except where a
// name says UTF-16 (`ByteOffsets` converts).

extension ShapedTextLayout {
    /// The part of `text` one line holds.
    package struct Line {
        /// The byte offset of the line's first character.
        package var startIndex: Int
        /// The line's length in bytes: the spaces it ends with included, its paragraph break not.
        package var length: Int
        /// Whether the line starts a paragraph.
        package var isParagraphStart: Bool
    }

    /// How many lines the text is laid out in.
    package var lineCount: Int {
        Int(pango_layout_get_line_count(pointer))
    }

    /// Line number `index` (from 0), or nil past the last line.
    package func line(at index: Int) -> Line? {
        // Safety: the line belongs to the layout; its fields are copied before anything changes it.
        guard let line = pango_layout_get_line_readonly(pointer, Int32(clamping: index))?.pointee else { return nil }
        return Line(
            startIndex: Int(line.start_index), length: Int(line.length), isParagraphStart: line.is_paragraph_start != 0)
    }

    /// The character under `point` (layout coordinates, in points; a point beyond the text goes to
    /// the nearest line's end): its byte offset, and how many characters (scalars) of its cluster
    /// to add when the point is past the cluster's middle.
    package func characterIndex(at point: CGPoint) -> (byteIndex: Int, trailing: Int) {
        var byteIndex: Int32 = 0
        var trailing: Int32 = 0
        _ = pango_layout_xy_to_index(pointer, point.x.pangoUnits, point.y.pangoUnits, &byteIndex, &trailing)
        return (Int(byteIndex), Int(trailing))
    }

    /// The rectangle of the caret before the character at `byteIndex`, where text typed in the
    /// paragraph's direction goes (pango's strong cursor): zero wide, as tall as the line.
    package func caretRectangle(atByte byteIndex: Int) -> CGRect {
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(pointer, Int32(clamping: byteIndex), &strong, nil)
        return CGRect(strong)
    }

    /// Where a caret moved one position visually goes, as pango's `move_cursor_visually` moves it
    /// (bidirectional runs taken in their on-screen order, across lines).
    package enum VisualCursorMove: Equatable, Sendable {
        /// To the caret before the character at this byte offset (`text`'s length: its end).
        case toByte(Int)
        /// Off the layout before its logical start.
        case beforeStart
        /// Off the layout past its logical end.
        case afterEnd
    }

    /// Moves the (strong) caret at `byteIndex` one position to the right on screen, or to the
    /// left, within this layout.
    package func visualCursorMove(fromByte byteIndex: Int, right: Bool) -> VisualCursorMove {
        let utf8 = text.utf8
        let old = Int32(clamping: min(max(byteIndex, 0), utf8.count))
        var newIndex: Int32 = 0
        var newTrailing: Int32 = 0
        pango_layout_move_cursor_visually(pointer, 1, old, 0, right ? 1 : -1, &newIndex, &newTrailing)
        if newIndex < 0 { return .beforeStart }
        if newIndex == Int32.max { return .afterEnd }
        // The position is `newTrailing` characters (scalars) after the one at `newIndex`.
        let clamped = min(Int(newIndex), utf8.count)
        let start = utf8.index(utf8.startIndex, offsetBy: clamped)
        let scalars = text.unicodeScalars
        let end =
            scalars.index(start, offsetBy: Int(max(newTrailing, 0)), limitedBy: scalars.endIndex) ?? scalars.endIndex
        return .toByte(utf8.distance(from: utf8.startIndex, to: end))
    }

    /// The UTF-16 offsets into `text` of each character a caret may stand before (a grapheme
    /// cluster's start, as pango's `is_cursor_position` says), ascending, then `text`'s end.
    package func cursorOffsets() -> [Int] {
        var count: Int32 = 0
        // Safety: the attributes belong to the layout and stay valid until it changes; they are
        // read here, before anything else touches the layout. There are characters + 1 of them.
        let attributes = pango_layout_get_log_attrs_readonly(pointer, &count)
        var offsets: [Int] = []
        var utf16Offset = 0
        var characterIndex = 0
        for scalar in text.unicodeScalars {
            if characterIndex < Int(count), let attributes, attributes[characterIndex].is_cursor_position != 0 {
                offsets.append(utf16Offset)
            }
            utf16Offset += scalar.utf16.count
            characterIndex += 1
        }
        offsets.append(utf16Offset)
        return offsets
    }

    /// The rectangles of the characters in `utf16Range` on each line, in layout coordinates (the
    /// first line's top at 0): one per stretch of a line they cover (several when bidirectional
    /// text splits them), each as tall as its line.
    package func rectangles(ofUTF16Range utf16Range: Range<Int>) -> [CGRect] {
        let offsets = ByteOffsets(text)
        let start = offsets.byteOffset(utf16: utf16Range.lowerBound)
        let end = offsets.byteOffset(utf16: utf16Range.upperBound)
        guard start < end else { return [] }
        var rectangles: [CGRect] = []
        let iterator = pango_layout_get_iter(pointer)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            let lineStart = Int(line.pointee.start_index)
            let lineEnd = lineStart + Int(line.pointee.length)
            if lineEnd > start, lineStart < end || (lineStart == lineEnd && lineStart == start) {
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &logical)
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(
                    line, Int32(clamping: max(start, lineStart)), Int32(clamping: min(end, lineEnd)), &ranges, &count)
                if let ranges {
                    for index in 0..<Int(count) {
                        let minX = CGFloat(pangoUnits: ranges[2 * index])
                        let maxX = CGFloat(pangoUnits: ranges[2 * index + 1])
                        rectangles.append(
                            CGRect(
                                x: minX, y: CGFloat(pangoUnits: logical.y), width: maxX - minX,
                                height: CGFloat(pangoUnits: logical.height)))
                    }
                    scanout_g_free(UnsafeMutableRawPointer(ranges))
                }
            }
        } while pango_layout_iter_next_line(iterator) != 0
        return rectangles
    }

    /// Where the character at UTF-16 offset `offset` sits: its left edge (its right edge in a
    /// right-to-left run) and the baseline of its line, in layout coordinates; nil past the text.
    package func origin(ofUTF16Offset offset: Int) -> (x: CGFloat, baseline: CGFloat, isRightToLeft: Bool)? {
        let offsets = ByteOffsets(text)
        guard offset >= 0, offset < offsets.utf16Count else { return nil }
        let byte = Int32(clamping: offsets.byteOffset(utf16: offset))
        var position = PangoRectangle()
        pango_layout_index_to_pos(pointer, byte, &position)
        var lineNumber: Int32 = 0
        var x: Int32 = 0
        pango_layout_index_to_line_x(pointer, byte, 0, &lineNumber, &x)
        let iterator = pango_layout_get_iter(pointer)
        defer { pango_layout_iter_free(iterator) }
        for _ in 0..<max(0, lineNumber) where pango_layout_iter_next_line(iterator) == 0 { break }
        let baseline = CGFloat(pangoUnits: pango_layout_iter_get_baseline(iterator))
        let isRightToLeft = position.width < 0
        return (CGFloat(pangoUnits: position.x + min(position.width, 0)), baseline, isRightToLeft)
    }
}

/// UTF-16 offsets into a text turned into byte offsets into its UTF-8, as pango counts: one walk
/// over the scalars, then a lookup per offset. Offsets inside a surrogate pair go to the pair's
/// start; offsets past the end go to the end.
struct ByteOffsets {
    /// The byte offset of each UTF-16 offset that starts a scalar, and of the end.
    private var table: [Int] = []
    let utf16Count: Int

    init(_ text: String) {
        var byte = 0
        table.reserveCapacity(text.utf16.count + 1)
        for scalar in text.unicodeScalars {
            table.append(byte)
            // A scalar outside the basic plane takes two UTF-16 units: both map to its start.
            if scalar.utf16.count == 2 { table.append(byte) }
            byte += scalar.utf8.count
        }
        table.append(byte)
        utf16Count = table.count - 1
    }

    func byteOffset(utf16 offset: Int) -> Int {
        table[min(max(offset, 0), utf16Count)]
    }
}
