import CPango
import ScanoutCore

// Positions in a shaped text, for editing and truncation: its lines' spans, the character under a
// point, the caret's rectangle, and where a caret may stand. Positions are byte offsets into the
// UTF-8 of `text`, as pango counts them; the framework turns them into UTF-16 offsets.

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
}
