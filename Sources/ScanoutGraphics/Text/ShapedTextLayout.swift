import CCairo
import CPango
import ScanoutCore

/// One text shaped and broken into lines by pango (harfbuzz shaping, line breaking, bidirectional
/// text, font fallback through fontconfig): the C side of the framework's `TextLayout`, which
/// decides what to set and caches what it reads.
///
/// ```swift
/// let layout = ShapedTextLayout()
/// layout.setText("Departures")
/// layout.setFont(font.fontDescription)
/// layout.setWidth(200)
/// let lines = layout.measureLines(limit: 0)
/// layout.draw(lines: lines.frames, in: context, at: .zero, color: .black, background: nil)
/// ```
///
/// Owns a `PangoLayout` on the shared main-actor context (`TextShapingContext.shared`), hence main
/// actor. Each setter is one pango call (pango lays out again lazily, on the next read); lengths are
/// in points, positions in the text are byte offsets into `text`'s UTF-8, as pango counts them.
/// Reading line positions, the caret and character attributes: `ShapedTextLayout+Positions.swift`.
@MainActor
package final class ShapedTextLayout {
    /// The text last set: what pango's byte offsets index.
    package private(set) var text = ""
    /// Whether the attributes last set give some characters a colour of their own.
    var hasColouredSpans = false
    /// The layout (`PangoLayout`), owned.
    let pointer: OpaquePointer

    package init() {
        pointer = neverNull(pango_layout_new(TextShapingContext.shared), "pango_layout_new")
    }

    isolated deinit {
        scanout_g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    // MARK: Settings

    /// Sets the text. It reaches pango as a C string: a NUL in it would end it there.
    package func setText(_ text: String) {
        self.text = text
        pango_layout_set_text(pointer, text, -1)
    }

    /// Sets the font of all the text (pango keeps a copy).
    package func setFont(_ font: borrowing FontDescription) {
        pango_layout_set_font_description(pointer, font.pointer)
    }

    /// Sets how lines are aligned within the width (within the widest line when there is none).
    package func setAlignment(_ alignment: Alignment) {
        pango_layout_set_alignment(pointer, alignment.pangoValue)
    }

    /// Sets whether wrapped lines are stretched to the width (all but each paragraph's last).
    package func setJustified(_ justified: Bool) {
        pango_layout_set_justify(pointer, justified ? 1 : 0)
    }

    /// Sets the extra space between lines, in points.
    package func setLineSpacing(_ spacing: CGFloat) {
        pango_layout_set_spacing(pointer, spacing.pangoUnits)
    }

    /// Sets a factor on each line's natural height (0 leaves it): pango's line spacing factor.
    package func setLineHeightFactor(_ factor: CGFloat) {
        pango_layout_set_line_spacing(pointer, Float(factor))
    }

    /// Sets the width lines wrap at, in points; nil lays each paragraph out on one line.
    package func setWidth(_ width: CGFloat?) {
        pango_layout_set_width(pointer, width.map(\.pangoUnits) ?? -1)
    }

    /// Sets where lines may break when they wrap.
    package func setWrap(_ wrap: Wrap) {
        pango_layout_set_wrap(pointer, wrap.pangoValue)
    }

    /// Sets where an ellipsis replaces text that does not fit the last line allowed.
    package func setEllipsis(_ ellipsis: Ellipsis) {
        pango_layout_set_ellipsize(pointer, ellipsis.pangoValue)
    }

    /// Sets how many lines each paragraph may have when an ellipsis is set (pango's negative
    /// height; 1, pango's default, when none is).
    package func setLinesPerParagraph(_ count: Int) {
        pango_layout_set_height(pointer, Int32(clamping: -count))
    }

    // MARK: Measuring

    /// How many characters no installed font has a glyph for (drawn as hex boxes).
    package var unknownGlyphsCount: Int {
        Int(pango_layout_get_unknown_glyphs_count(pointer))
    }

    /// The logical rectangles of the first `limit` lines (every line when `limit` is 0), the union
    /// of their ink, and the first line's baseline: one pass of one line iterator.
    package func measureLines(limit: Int) -> MeasuredLines {
        var frames: [CGRect] = []
        var baselines: [CGFloat] = []
        var ink = CGRect.null
        let iterator = pango_layout_get_iter(pointer)
        defer { pango_layout_iter_free(iterator) }
        // Read here, with the iterator that measures the lines: asking pango for it later makes
        // another iterator, which costs as much as measuring again (constraints to a label's
        // baseline ask for it once per layout pass).
        let firstBaseline = CGFloat(pangoUnits: pango_layout_iter_get_baseline(iterator))
        repeat {
            var inkRectangle = PangoRectangle()
            var logicalRectangle = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, &inkRectangle, &logicalRectangle)
            frames.append(CGRect(logicalRectangle))
            baselines.append(CGFloat(pangoUnits: pango_layout_iter_get_baseline(iterator)))
            if inkRectangle.width > 0, inkRectangle.height > 0 { ink = ink.union(CGRect(inkRectangle)) }
        } while (limit == 0 || frames.count < limit) && pango_layout_iter_next_line(iterator) != 0
        return MeasuredLines(
            frames: frames, baselines: baselines, ink: ink.isNull ? .zero : ink, firstBaseline: firstBaseline)
    }

    // MARK: Drawing

    /// Draws the first `frames.count` lines (`frames` are their logical rectangles, as measured)
    /// with the layout's top-left corner at `origin`, into `context` (with its alpha), in `color`
    /// (the glyphs no span colours), over `background` filled in each line's rectangle when given.
    package func draw(
        lines frames: [CGRect], in context: CGContext, at origin: CGPoint, color: CGColor, background: CGColor?
    ) {
        let cairo = context.cairo
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if let background {
            cairo_new_path(cairo)
            for frame in frames {
                cairo_rectangle(cairo, origin.x + frame.minX, origin.y + frame.minY, frame.width, frame.height)
            }
            context.setSource(background)
            cairo_fill(cairo)
        }
        // Span colours reach cairo without the context's alpha: draw them at full strength into a
        // group and paint that at the alpha.
        let alpha = context.currentAlpha
        let grouped = hasColouredSpans && alpha < 1
        if grouped {
            cairo_push_group(cairo)
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        } else {
            context.setSource(color)
        }
        forEachLine(of: frames, at: origin, in: cairo) { line in pango_cairo_show_layout_line(cairo, line) }
        if grouped {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, alpha)
        }
    }

    /// Draws the glyphs (and their underlines and strikethroughs) of the characters in each of
    /// `utf16Ranges`, on the first `frames.count` lines, moved by `offset` and filled in `color`: a
    /// shadow under text drawn afterwards. Sharp: there is no blur.
    package func drawShadow(
        lines frames: [CGRect], in context: CGContext, at origin: CGPoint, of utf16Ranges: [Range<Int>],
        offset: CGSize, color: CGColor
    ) {
        guard offset.width.isFinite, offset.height.isFinite else { return }
        let cairo = context.cairo
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        let bottom = frames.last?.maxY ?? 0
        cairo_new_path(cairo)
        for range in utf16Ranges {
            for rectangle in rectangles(ofUTF16Range: range) where rectangle.minY < bottom {
                cairo_rectangle(
                    cairo, origin.x + offset.width + rectangle.minX, origin.y + offset.height + rectangle.minY,
                    rectangle.width, rectangle.height)
            }
        }
        cairo_clip(cairo)
        let shifted = CGPoint(x: origin.x + offset.width, y: origin.y + offset.height)
        cairo_new_path(cairo)
        forEachLine(of: frames, at: shifted, in: cairo) { line in pango_cairo_layout_line_path(cairo, line) }
        context.setSource(color)
        cairo_fill(cairo)
    }

    /// Calls `body` for each of the first `frames.count` lines with cairo's point on its baseline
    /// start, as pango_renderer_draw_layout does, so lines past the limit are not drawn.
    private func forEachLine(
        of frames: [CGRect], at origin: CGPoint, in cairo: OpaquePointer,
        _ body: (UnsafeMutablePointer<PangoLayoutLine>?) -> Void
    ) {
        let iterator = pango_layout_get_iter(pointer)
        defer { pango_layout_iter_free(iterator) }
        for _ in 0..<frames.count {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = CGFloat(pangoUnits: pango_layout_iter_get_baseline(iterator))
            cairo_move_to(cairo, origin.x + CGFloat(pangoUnits: logical.x), origin.y + baseline)
            body(pango_layout_iter_get_line_readonly(iterator))
            if pango_layout_iter_next_line(iterator) == 0 { break }
        }
    }
}

extension ShapedTextLayout {
    /// Lines measured by `measureLines(limit:)`, in layout coordinates (the first line's top at 0).
    package struct MeasuredLines {
        /// Each line's logical rectangle (its line box, not its ink).
        package var frames: [CGRect]
        /// Each line's baseline, from the first line's top (lines of mixed fonts or inline boxes
        /// differ in ascent, so a baseline is not always as far below its line's top as the first).
        package var baselines: [CGFloat]
        /// The union of the lines' ink rectangles (the glyphs' pixels); zero when nothing inks.
        package var ink: CGRect
        /// The first line's baseline, from the first line's top.
        package var firstBaseline: CGFloat
    }

    /// How lines are aligned. Corresponds to `PangoAlignment`; with pango's automatic direction,
    /// left and right swap in a right-to-left paragraph.
    package enum Alignment {
        /// `PANGO_ALIGN_LEFT`.
        case left
        /// `PANGO_ALIGN_CENTER`.
        case center
        /// `PANGO_ALIGN_RIGHT`.
        case right

        fileprivate var pangoValue: PangoAlignment {
            switch self {
            case .left: PANGO_ALIGN_LEFT
            case .center: PANGO_ALIGN_CENTER
            case .right: PANGO_ALIGN_RIGHT
            }
        }
    }

    /// Where wrapping lines may break. Corresponds to `PangoWrapMode`.
    package enum Wrap {
        /// Between words, and between characters when a word is wider than the line
        /// (`PANGO_WRAP_WORD_CHAR`).
        case wordsThenCharacters
        /// Between any two characters (`PANGO_WRAP_CHAR`).
        case characters

        fileprivate var pangoValue: PangoWrapMode {
            switch self {
            case .wordsThenCharacters: PANGO_WRAP_WORD_CHAR
            case .characters: PANGO_WRAP_CHAR
            }
        }
    }

    /// Where an ellipsis replaces the text that does not fit. Corresponds to `PangoEllipsizeMode`.
    package enum Ellipsis {
        /// No ellipsis (`PANGO_ELLIPSIZE_NONE`).
        case none
        /// At the start of the text (`PANGO_ELLIPSIZE_START`).
        case start
        /// In the middle (`PANGO_ELLIPSIZE_MIDDLE`).
        case middle
        /// At the end (`PANGO_ELLIPSIZE_END`).
        case end

        fileprivate var pangoValue: PangoEllipsizeMode {
            switch self {
            case .none: PANGO_ELLIPSIZE_NONE
            case .start: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .end: PANGO_ELLIPSIZE_END
            }
        }
    }
}
