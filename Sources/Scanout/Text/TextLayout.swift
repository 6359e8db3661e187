/// Text laid out in lines by pango (shaping with harfbuzz, line breaking, bidirectional text and
/// font fallback through fontconfig), measured and drawn in points.
///
/// ```swift
/// let layout = TextLayout()
/// layout.text = "Departures"
/// layout.font = .boldSystemFont(ofSize: 24)
/// layout.width = 200
/// layout.draw(in: context, at: .zero)
/// ```
///
/// Owns a `ShapedTextLayout` (ScanoutGraphics: the pango layout). Setting a property
/// to the value it has does nothing; any real change marks the layout stale, and the next query
/// or draw lays it out again, once (`layoutPassCount` counts the passes). Colours are applied when
/// drawing and never cause a new layout.
///
/// Line limits: `maximumNumberOfLines` and `maximumHeight` limit the lines shown; the wrapping
/// and clipping modes stop drawing after the last line shown. The truncating modes end it with an
/// ellipsis, in a second pass: pango gets only the text up to that line (see `truncate(toLines:)`)
/// with its paragraph breaks (`\n`, `\r`, `\r\n`, U+2029) replaced by line separators (U+2028),
/// so that it is one paragraph and pango's line limit counts every line, and ellipsizes the last
/// line (`ShapedTextLayout.setEllipsis`). The replacement keeps UTF-16 offsets unchanged.
///
/// NUL: pango takes its text as a C string, so a U+0000 would end it there (and every offset past
/// it would be out of pango's range). Pango gets each NUL as U+2060 WORD JOINER instead (see
/// `replacingNULs(_:)`), which keeps offsets unchanged and draws nothing. Other control characters
/// reach pango as they are; it draws them as hex boxes.
///
/// Positions in the text (`TextLayout+Editing.swift`) are UTF-16 offsets, as `NSRange` counts in
/// UIKit's text APIs. Main actor.
@preconcurrency @MainActor
final class TextLayout {
    /// The text to lay out.
    var text = "" { didSet { if text != oldValue { invalidate() } } }
    /// The font of all the text.
    var font = UIFont.systemFont(ofSize: UIFont.systemFontSize) { didSet { if font != oldValue { invalidate() } } }
    /// The colour glyphs are drawn in.
    var textColor: UIColor = .label
    /// The colour filled behind each line's text, if any.
    var backgroundColor: UIColor?
    /// How lines are aligned within `width` (within the widest line when `width` is nil).
    var alignment: NSTextAlignment = .natural { didSet { if alignment != oldValue { invalidate() } } }
    /// The direction `.natural` (and `.justified`'s last line) follows: the interface's, as
    /// UIKit's `.natural` follows the view's `effectiveUserInterfaceLayoutDirection`, not the
    /// first strong character of each string. Views set it from their own direction.
    var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
        didSet { if layoutDirection != oldValue { invalidate() } }
    }
    /// The width lines wrap at, in points; nil lays each paragraph out on one line.
    var width: CGFloat? { didSet { if width != oldValue { invalidate() } } }
    /// The most lines shown; 0 shows every line.
    var maximumNumberOfLines = 0 { didSet { if maximumNumberOfLines != oldValue { invalidate() } } }
    /// The height the lines shown must fit in (at least one line is shown); nil for no limit.
    var maximumHeight: CGFloat? { didSet { if maximumHeight != oldValue { invalidate() } } }
    /// How lines break, and how the last line shown is truncated.
    var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { if lineBreakMode != oldValue { invalidate() } } }
    /// Extra space between lines, in points.
    var lineSpacing: CGFloat = 0 { didSet { if lineSpacing != oldValue { invalidate() } } }
    /// Extra space between characters, in points.
    var kern: CGFloat = 0 { didSet { if kern != oldValue { invalidate() } } }
    /// A factor on each line's natural height; 0 leaves it.
    var lineHeightMultiple: CGFloat = 0 { didSet { if lineHeightMultiple != oldValue { invalidate() } } }
    /// The look of runs of the text that differ from the layout's own font and colours (an
    /// attributed string's: `TextRunStyle.runs(of:linkAttributes:)`); empty for uniform text.
    var runs: [TextRunStyle] = [] { didSet { if runs != oldValue { invalidate() } } }

    /// The shaped lines, owned.
    let shapedText = ShapedTextLayout()
    /// The text as given to pango: `text` (with NULs replaced), or the part shown when truncated
    /// (see `truncate(toLines:)`). Its UTF-16 offsets are `text`'s.
    var pangoText: String {
        prepare()
        return shapedText.text
    }
    /// How many times the text has been laid out: a test hook for caching.
    private(set) var layoutPassCount = 0
    /// How many times any layout has laid its text out (every `layoutPassCount` summed): lets a
    /// test see that a frame shaped no text it had shaped before.
    private(set) static var totalLayoutPassCount = 0
    private var lines: Lines?
    /// The traits the runs' dynamic colours were resolved with when given to pango (nil when no
    /// run has one).
    private var runColorsResolvedWith: UITraitCollection?
    /// The UTF-16 offsets a caret may stand at, computed on first use after each layout.
    var cachedCursorOffsets: [Int]?

    // MARK: Measuring

    /// The size of the lines shown: their logical extents (line boxes, not ink), in points.
    var size: CGSize {
        prepare().bounds.size
    }

    /// The logical extents of the lines shown, in layout coordinates (the first line's top at 0).
    var bounds: CGRect {
        let lines = prepare()
        return lines.bounds.offsetBy(dx: lines.alignmentOffset, dy: 0)
    }

    /// The extents of the ink (the glyphs' pixels) of the lines shown, in layout coordinates.
    var inkBounds: CGRect {
        let lines = prepare()
        return lines.ink.offsetBy(dx: lines.alignmentOffset, dy: 0)
    }

    /// The first and last shown lines' baselines, in layout coordinates (from the first line's top).
    var baselines: (first: CGFloat, last: CGFloat) {
        let lines = prepare()
        guard let firstFrame = lines.frames.first, let lastFrame = lines.frames.last else { return (0, 0) }
        let first = lines.firstBaseline
        // Lines of one font share their ascent: the last baseline sits as far below its line's top.
        return (first, lastFrame.minY + (first - firstFrame.minY))
    }

    /// How many lines are shown.
    var lineCount: Int {
        prepare().frames.count
    }

    /// Each shown line's logical rectangle, in layout coordinates.
    var lineFrames: [CGRect] {
        let lines = prepare()
        return lines.frames.map { $0.offsetBy(dx: lines.alignmentOffset, dy: 0) }
    }

    /// How many characters no installed font has a glyph for (drawn as hex boxes).
    var unknownGlyphsCount: Int {
        prepare()
        return shapedText.unknownGlyphsCount
    }

    // MARK: Drawing

    /// Draws the lines shown with their top-left corner at `origin`, into `context` (with its
    /// alpha), in `textColor` over `backgroundColor`.
    func draw(in context: CGContext, at origin: CGPoint) {
        let lines = prepare()
        // Dynamic run colours resolved for another appearance (a measure outside the draw, or
        // the appearance changed since) are given again; the lines stay (colours move nothing).
        if let resolvedWith = runColorsResolvedWith,
            UITraitCollection.current.hasDifferentColorAppearance(comparedTo: resolvedWith)
        {
            applyAttributes()
        }
        let background = backgroundColor.flatMap { $0.alpha > 0 ? $0.cgColor : nil }
        let origin = CGPoint(x: origin.x + lines.alignmentOffset, y: origin.y)
        if !runs.isEmpty { drawShadows(of: lines, in: context, at: origin) }
        shapedText.draw(lines: lines.frames, in: context, at: origin, color: textColor.cgColor, background: background)
        if !runs.isEmpty { drawAttachments(of: lines, in: context, at: origin) }
    }

    /// The rectangles the characters of `range` (UTF-16 offsets) take on the lines shown, in
    /// layout coordinates: one per stretch of a line.
    func rectangles(of range: Range<Int>) -> [CGRect] {
        let lines = prepare()
        let bottom = lines.frames.last?.maxY ?? 0
        return shapedText.rectangles(ofUTF16Range: range).compactMap { rectangle in
            rectangle.minY < bottom ? rectangle.offsetBy(dx: lines.alignmentOffset, dy: 0) : nil
        }
    }

    /// Shadows go under the text: each run's glyphs, moved by its offset, in its colour.
    private func drawShadows(of lines: Lines, in context: CGContext, at origin: CGPoint) {
        for run in runs {
            guard let shadow = run.shadow else { continue }
            shapedText.drawShadow(
                lines: lines.frames, in: context, at: origin, of: [run.range], offset: shadow.offset,
                color: shadow.color.cgColor)
        }
    }

    /// Inline images go where pango kept their boxes, on the attachment characters of lines shown.
    private func drawAttachments(of lines: Lines, in context: CGContext, at origin: CGPoint) {
        guard runs.contains(where: { $0.attachment?.image != nil }) else { return }
        let bottom = lines.frames.last?.maxY ?? 0
        let utf16 = Array(shapedText.text.utf16)
        for run in runs {
            guard let attachment = run.attachment, let image = attachment.image, let cgImage = image.uprightImage else {
                continue
            }
            for offset in run.range where offset < utf16.count && utf16[offset] == 0xFFFC {
                guard let place = shapedText.origin(ofUTF16Offset: offset), place.baseline < bottom else { continue }
                let box = attachment.box
                let rect = CGRect(
                    x: origin.x + place.x, y: origin.y + place.baseline - box.minY - box.height, width: box.width,
                    height: box.height)
                let templated =
                    image.renderingMode == .alwaysTemplate || (image.isSymbolImage && image.renderingMode == .automatic)
                let tint = templated ? (run.foregroundColor ?? textColor) : nil
                if let color = tint ?? image.imageTintColor {
                    context.drawShape(of: cgImage, in: rect, color: color.cgColor)
                } else {
                    context.draw(cgImage, in: rect)
                }
            }
        }
    }

    // MARK: - Internal

    /// Applies any changed settings to pango and measures the lines shown.
    @discardableResult
    func prepare() -> Lines {
        if let lines { return lines }
        layoutPassCount += 1
        TextLayout.totalLayoutPassCount += 1
        shapedText.setText(TextLayout.replacingNULs(text))
        shapedText.setFont(font.fontDescription)
        applyParagraphSettings()
        // A single clipped line does not wrap: it runs on and is cut at the edge.
        let wraps = width != nil && !(lineBreakMode == .byClipping && maximumNumberOfLines == 1)
        shapedText.setWidth(wraps ? (width ?? 0) : nil)
        shapedText.setWrap(lineBreakMode == .byCharWrapping ? .characters : .wordsThenCharacters)
        shapedText.setEllipsis(.none)
        shapedText.setLinesPerParagraph(1)

        var measured = measure(showing: 0)
        let shown = shownLineCount(of: measured.frames)
        if shown < measured.frames.count {
            if wraps && lineBreakMode.truncates { truncate(toLines: shown) }
            measured = measure(showing: shown)
        }
        if !wraps, let width {
            measured.alignmentOffset = (width - measured.bounds.width) * horizontalAlignmentFactor
        }
        lines = measured
        cachedCursorOffsets = nil
        return measured
    }

    /// The lines shown, measured once per layout.
    struct Lines {
        /// Each line's logical rectangle, in layout coordinates.
        var frames: [CGRect]
        /// The union of `frames`.
        var bounds: CGRect
        /// The union of the lines' ink rectangles.
        var ink: CGRect
        /// The first line's baseline, from the first line's top.
        var firstBaseline: CGFloat
        /// How far lines move right when pango cannot align them (unwrapped text with a width).
        var alignmentOffset: CGFloat = 0
    }

    // MARK: - Private

    /// How many of the lines laid out `maximumNumberOfLines` and `maximumHeight` let show.
    private func shownLineCount(of frames: [CGRect]) -> Int {
        var count = frames.count
        if maximumNumberOfLines > 0 { count = min(count, maximumNumberOfLines) }
        if let maximumHeight {
            count = min(count, max(1, frames.prefix { $0.maxY <= maximumHeight + 0.001 }.count))
        }
        return count
    }

    /// Gives pango only the text up to the end of line `count`, as one paragraph, for it to end
    /// that line with an ellipsis. When the last line shown ends its paragraph, it is the line's
    /// own text and "…" (more paragraphs follow); otherwise it is the rest of that paragraph, which
    /// pango ellipsizes in the line break mode.
    private func truncate(toLines count: Int) {
        // Pango's byte indexes are into the text it has, which differs from `text` in its NULs.
        let utf8 = Array(shapedText.text.utf8)
        let lineCount = shapedText.lineCount
        // Every line up to `lineCount` exists; were one missing, the lines shown end unmarked.
        guard let lastLine = shapedText.line(at: count - 1) else { return }
        let lineEnd = lastLine.startIndex + lastLine.length
        var paragraphEnd = utf8.count
        for index in count..<lineCount {
            guard let line = shapedText.line(at: index) else { break }
            if line.isParagraphStart {
                if let previous = shapedText.line(at: index - 1) {
                    paragraphEnd = previous.startIndex + previous.length
                }
                break
            }
        }
        let shown: String
        let mode: ShapedTextLayout.Ellipsis
        if lineEnd >= paragraphEnd {
            var content = String(decoding: utf8[..<lineEnd], as: UTF8.self)
            while let last = content.unicodeScalars.last, last.properties.isWhitespace {
                content.unicodeScalars.removeLast()
            }
            shown = content + "\u{2026}"
            mode = .end
        } else {
            shown = String(decoding: utf8[..<paragraphEnd], as: UTF8.self)
            mode = ellipsizeMode
        }
        // One paragraph, so that pango's limit (negative: lines per paragraph) counts every line.
        shapedText.setText(TextLayout.joiningParagraphs(shown))
        applyAttributes()
        shapedText.setEllipsis(mode)
        shapedText.setLinesPerParagraph(count)
    }

    private func invalidate() {
        lines = nil
        cachedCursorOffsets = nil
    }

    /// The frames of the first `limit` lines (every line when `limit` is 0).
    private func measure(showing limit: Int) -> Lines {
        let measured = shapedText.measureLines(limit: limit)
        let frames = measured.frames
        let bounds = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
        return Lines(frames: frames, bounds: bounds, ink: measured.ink, firstBaseline: measured.firstBaseline)
    }

    private func applyParagraphSettings() {
        let edge = screenAlignment
        let rightToLeft = (edge == .left || edge == .right) && TextLayout.startsRightToLeft(shapedText.text)
        // With automatic direction (pango's default), left and right swap for right-to-left
        // paragraphs; explicit left and right mean the screen's left and right, so swap them back.
        let shapedAlignment: ShapedTextLayout.Alignment
        switch edge {
        case .natural, .justified, .center: shapedAlignment = .center
        case .left: shapedAlignment = rightToLeft ? .right : .left
        case .right: shapedAlignment = rightToLeft ? .left : .right
        }
        shapedText.setAlignment(shapedAlignment)
        shapedText.setJustified(alignment == .justified)
        shapedText.setLineSpacing(lineSpacing.isFinite ? max(0, lineSpacing) : 0)
        shapedText.setLineHeightFactor(lineHeightMultiple.isFinite ? max(0, lineHeightMultiple) : 0)
        applyAttributes()
    }

    /// Gives pango the kerning and the runs, against the text it holds now (its byte offsets move
    /// when truncation replaces paragraph breaks).
    private func applyAttributes() {
        runColorsResolvedWith = runs.contains(where: \.hasDynamicColor) ? UITraitCollection.current : nil
        shapedText.setAttributes(letterSpacing: kern.isFinite ? kern : 0, spans: runs.map(\.span))
    }

    private var ellipsizeMode: ShapedTextLayout.Ellipsis {
        switch lineBreakMode {
        case .byTruncatingHead: .start
        case .byTruncatingMiddle: .middle
        default: .end
        }
    }

    /// Where unwrapped lines go in `width`: 0 at the left, 0.5 centred, 1 at the right.
    private var horizontalAlignmentFactor: CGFloat {
        switch screenAlignment {
        case .left: return 0
        case .right: return 1
        default: return 0.5
        }
    }

    /// `alignment` on the screen: left, right or centre. Natural and justified text starts at the
    /// edge `layoutDirection` reads from (justified lines fill the width; the last starts there).
    private var screenAlignment: NSTextAlignment {
        switch alignment {
        case .natural, .justified: layoutDirection == .rightToLeft ? .right : .left
        default: alignment
        }
    }

    /// Whether the first character with a script of its own (a strong character, roughly: digits,
    /// punctuation and spaces have none) is written right to left, as pango's automatic direction
    /// decides a paragraph's direction (`TextDirection`).
    static func startsRightToLeft(_ text: String) -> Bool {
        TextDirection.startsRightToLeft(text)
    }

    /// `text` with each NUL replaced by U+2060 WORD JOINER, for pango, which would end the text at
    /// a NUL. The replacement has the properties of a NUL that matter here: one UTF-16 unit, so
    /// offsets map unchanged; a grapheme cluster of its own (both are "Control" in Unicode's
    /// segmentation), so pango's caret stops are the editing engine's; no line break beside it;
    /// and no glyph or width: a NUL is not text to read, and a visible mark (U+FFFD, U+2400) would
    /// show a character the text does not hold, and join the cluster of a combining mark after it.
    static func replacingNULs(_ text: String) -> String {
        guard text.utf8.contains(0) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{0}" ? "\u{2060}" : $0 }))
    }

    /// `text` as one paragraph: each paragraph break becomes a line separator (U+2028), and
    /// `\r\n` becomes a line separator and a zero-width space, so UTF-16 offsets are unchanged.
    static func joiningParagraphs(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\u{2029}" }) else {
            return text
        }
        var scalars = String.UnicodeScalarView()
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where previousWasReturn: scalars.append("\u{200B}")
            case "\n", "\r", "\u{2029}": scalars.append("\u{2028}")
            default: scalars.append(scalar)
            }
            previousWasReturn = scalar == "\r"
        }
        return String(scalars)
    }
}
