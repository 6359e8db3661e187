import CPango
import ScanoutCore

/// The look of one stretch of a shaped text: what an attributed string's run asks of pango. Each
/// field left nil (or at its neutral value) leaves the layout's own setting for that stretch.
///
/// ```swift
/// var price = TextSpan(utf16Range: 6..<11)
/// price.foreground = CGColor(red: 0.8, green: 0, blue: 0, alpha: 1)
/// price.underline = .single
/// layout.setAttributes(letterSpacing: 0, spans: [price])
/// ```
///
/// Positions are UTF-16 offsets (as `NSRange` counts), turned into pango's byte offsets against the
/// text the layout holds when the spans are set. Lengths are in points. A span's font is a borrowed
/// `PangoFontDescription` pointer (see `FontDescription.pangoPointer`): pango copies it when the
/// spans are set, so it only has to live until then. Pure value.
package struct TextSpan {
    /// The characters the span covers, as UTF-16 offsets into the layout's text.
    package var utf16Range: Range<Int>
    /// The font, borrowed until `setAttributes` returns; nil keeps the layout's font.
    package var font: OpaquePointer?
    /// The colour of the glyphs; nil draws them in the colour the layout is drawn in.
    package var foreground: CGColor?
    /// The colour filled behind the glyphs.
    package var background: CGColor?
    /// The line under the glyphs.
    package var underline: Underline = .none
    /// The colour of the underline; nil draws it in the glyphs' colour.
    package var underlineColor: CGColor?
    /// Whether a line is drawn through the glyphs.
    package var strikethrough = false
    /// The colour of that line; nil draws it in the glyphs' colour.
    package var strikethroughColor: CGColor?
    /// Extra space after each character, in points; nil keeps the layout's.
    package var letterSpacing: CGFloat?
    /// How far the glyphs are raised above the baseline, in points (negative lowers them).
    package var rise: CGFloat = 0
    /// A box that stands in for the characters (an inline image): its size, and how far its
    /// bottom sits above the baseline (negative: below). Pango reserves the space; the caller draws.
    package var inlineBox: (size: CGSize, bottomAboveBaseline: CGFloat)?

    package init(utf16Range: Range<Int>) {
        self.utf16Range = utf16Range
    }

    /// A line under text. Corresponds to `PangoUnderline`.
    package enum Underline {
        case none
        case single
        case double
        /// A thicker single line (UIKit's `.thick`).
        case thick

        var pangoValue: PangoUnderline {
            switch self {
            case .none: PANGO_UNDERLINE_NONE
            case .single: PANGO_UNDERLINE_SINGLE
            case .double: PANGO_UNDERLINE_DOUBLE
            // Pango has no thick line under ink; its "error" squiggle would mislead. A double line
            // is the nearest heavier mark pango draws.
            case .thick: PANGO_UNDERLINE_DOUBLE
            }
        }
    }
}

extension FontDescription {
    /// The pango description, borrowed: valid while this description lives.
    package var pangoPointer: OpaquePointer { pointer }
}

extension CGColor {
    /// A component from 0 to 1 as pango's 16-bit colour channel.
    fileprivate static func channel(_ value: CGFloat) -> UInt16 {
        guard value.isFinite else { return 0 }
        return UInt16((min(max(value, 0), 1) * 65535).rounded())
    }

    /// Pango's alpha: 1 to 65535 (0 would mean "unset" to pango).
    fileprivate var pangoAlpha: UInt16 { max(1, CGColor.channel(alpha)) }
}

extension ShapedTextLayout {
    /// Replaces the layout's attributes: `letterSpacing` points between characters over the whole
    /// text (none when 0), then each span over its characters. Spans outside the text are clipped
    /// to it; a span reaching the end of the text also covers what the layout appended after it
    /// (a truncation's ellipsis), so the mark is drawn in the text's last look.
    package func setAttributes(letterSpacing: CGFloat, spans: [TextSpan]) {
        let attributes = pango_attr_list_new()
        defer { pango_attr_list_unref(attributes) }
        if letterSpacing != 0, letterSpacing.isFinite {
            // The list takes ownership of each attribute; this one covers the whole text.
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(letterSpacing.pangoUnits))
        }
        if !spans.isEmpty {
            let offsets = ByteOffsets(text)
            for span in spans {
                let start = offsets.byteOffset(utf16: span.utf16Range.lowerBound)
                let end =
                    span.utf16Range.upperBound >= offsets.utf16Count
                    ? UInt32.max : UInt32(offsets.byteOffset(utf16: span.utf16Range.upperBound))
                guard UInt32(start) < end else { continue }
                for attribute in pangoAttributes(of: span) {
                    attribute.pointee.start_index = UInt32(start)
                    attribute.pointee.end_index = end
                    pango_attr_list_insert(attributes, attribute)
                }
            }
        }
        hasColouredSpans = spans.contains { $0.foreground != nil || $0.background != nil }
        pango_layout_set_attributes(pointer, attributes)
    }

    /// The pango attributes a span asks for, new (the caller owns them until it inserts them).
    private func pangoAttributes(of span: TextSpan) -> [UnsafeMutablePointer<PangoAttribute>] {
        var made: [UnsafeMutablePointer<PangoAttribute>?] = []
        if let font = span.font { made.append(pango_attr_font_desc_new(font)) }
        if let color = span.foreground {
            made.append(
                pango_attr_foreground_new(
                    CGColor.channel(color.red), CGColor.channel(color.green), CGColor.channel(color.blue)))
            if color.alpha < 1 { made.append(pango_attr_foreground_alpha_new(color.pangoAlpha)) }
        }
        if let color = span.background {
            made.append(
                pango_attr_background_new(
                    CGColor.channel(color.red), CGColor.channel(color.green), CGColor.channel(color.blue)))
            if color.alpha < 1 { made.append(pango_attr_background_alpha_new(color.pangoAlpha)) }
        }
        if span.underline != .none {
            made.append(pango_attr_underline_new(span.underline.pangoValue))
            if let color = span.underlineColor {
                made.append(
                    pango_attr_underline_color_new(
                        CGColor.channel(color.red), CGColor.channel(color.green), CGColor.channel(color.blue)))
            }
        }
        if span.strikethrough {
            made.append(pango_attr_strikethrough_new(1))
            if let color = span.strikethroughColor {
                made.append(
                    pango_attr_strikethrough_color_new(
                        CGColor.channel(color.red), CGColor.channel(color.green), CGColor.channel(color.blue)))
            }
        }
        if let spacing = span.letterSpacing, spacing.isFinite {
            made.append(pango_attr_letter_spacing_new(spacing.pangoUnits))
        }
        if span.rise != 0, span.rise.isFinite { made.append(pango_attr_rise_new(span.rise.pangoUnits)) }
        if let box = span.inlineBox {
            let width = box.size.width.isFinite ? max(0, box.size.width) : 0
            let height = box.size.height.isFinite ? max(0, box.size.height) : 0
            let bottom = box.bottomAboveBaseline.isFinite ? box.bottomAboveBaseline : 0
            // Pango's y grows downwards from the baseline: the box's top is at -(bottom + height).
            var rectangle = PangoRectangle(
                x: 0, y: (-(bottom + height)).pangoUnits, width: width.pangoUnits, height: height.pangoUnits)
            made.append(pango_attr_shape_new(&rectangle, &rectangle))
        }
        return made.compactMap { $0 }
    }
}
