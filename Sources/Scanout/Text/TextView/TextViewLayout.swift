/// The lines of a text view: its text split into paragraphs, each laid out by its own `TextLayout`
/// only when it is needed — shown, or asked where a caret or a point is — so that a text of
/// 10,000 lines costs what is on screen, not what is in it.
///
/// Paragraphs end at a line feed, a carriage return (CR LF counts as one break), U+0085 or
/// U+2029; a text that ends with a break ends with an empty paragraph, where the caret goes on
/// the next line. A paragraph not yet laid out has an estimated height (its length at an average
/// character width, wrapped at `width`), as TextKit 2 estimates what it has not laid out; the
/// estimate gives way to the measured height when the paragraph is laid out, and the view keeps
/// what is on screen still while the paragraphs above settle (see `layOut(from:to:)`).
///
/// An edit re-splits only the paragraphs around it (`apply(_:)`); the others keep their layouts
/// and move. Coordinates are the text container's: x from the start of the line (after the
/// padding), y from the first paragraph's top. Main actor.
@preconcurrency @MainActor
final class TextViewLayout {
    /// One paragraph: where its text is (UTF-16 offsets), and its layout once it has one.
    struct Paragraph {
        var start: Int
        /// The length of its text, without the break that ends it.
        var length: Int
        /// The length of the break that ends it: 0 for the last paragraph, 2 for CR LF.
        var breakLength: Int
        /// The height: laid out, or estimated until `isMeasured`.
        var height: CGFloat = 0
        var isMeasured = false
        var layout: TextLayout?

        var end: Int { start + length }
        var nextStart: Int { start + length + breakLength }
    }

    /// How many paragraphs keep their laid-out `TextLayout` before those out of sight are dropped
    /// (their heights stay measured): about 300 KB of pango lines.
    static let liveLayoutLimit = 256

    /// The text, read when a paragraph is laid out. Supplied by the view; never kept here, so the
    /// editor's string is not shared (and copied on its next change).
    let source: () -> String
    /// The font of all the text.
    var font = UIFont.systemFont(ofSize: 12) { didSet { if font != oldValue { invalidateLayouts() } } }
    var textColor: UIColor = .label { didSet { reconfigureLayouts() } }
    var alignment: NSTextAlignment = .natural { didSet { if alignment != oldValue { invalidateLayouts() } } }
    /// The direction `.natural` follows: the text view's interface direction.
    var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
        didSet { if layoutDirection != oldValue { invalidateLayouts() } }
    }
    /// The width lines wrap at.
    var width: CGFloat = 0 { didSet { if width != oldValue { invalidateLayouts() } } }
    /// The look of the runs of a paragraph's characters (UTF-16 offsets into the whole text),
    /// with ranges from the paragraph's start; nil for uniform text.
    var runs: ((Range<Int>) -> [TextRunStyle])?

    private(set) var paragraphs: [Paragraph] = [Paragraph(start: 0, length: 0, breakLength: 0)]
    /// `tops[i]` is paragraph i's top; `tops.last` the total height. Valid below `topsValidUpTo`;
    /// a height that changes moves only the tops after it, summed again when next asked for.
    private var tops: [CGFloat] = [0, 0]
    private var topsValidUpTo = 0
    private var liveLayouts = 0
    /// How many paragraphs have been laid out since the text was set: a test hook.
    private(set) var layoutCount = 0

    init(source: @escaping () -> String) {
        self.source = source
    }

    // MARK: Text

    /// Splits the whole text afresh: every paragraph is estimated again.
    func reset() {
        let text = source()
        paragraphs = TextViewLayout.split(text.utf16, from: 0, to: text.utf16.count, reachesEnd: true)
        estimateHeights(of: paragraphs.indices)
        tops = Array(repeating: 0, count: paragraphs.count + 1)
        topsValidUpTo = 0
        liveLayouts = 0
        layoutCount = 0
    }

    /// Takes in `change`, already made to the text: the paragraphs it touched (and one either
    /// side, where a CR and an LF may meet) are split again; the ones after move by its length.
    func apply(_ change: TextChange) {
        let delta = change.newLength - change.oldText.utf16.count
        let first = max(paragraphIndex(containing: change.location) - 1, 0)
        let last = min(paragraphIndex(containing: change.oldRange.upperBound) + 1, paragraphs.count - 1)
        let reachesEnd = last == paragraphs.count - 1
        let text = source()
        let regionStart = paragraphs[first].start
        let regionEnd = reachesEnd ? text.utf16.count : paragraphs[last].nextStart + delta
        let replacement = TextViewLayout.split(text.utf16, from: regionStart, to: regionEnd, reachesEnd: reachesEnd)
        for index in first...last where paragraphs[index].layout != nil { liveLayouts -= 1 }
        if delta != 0 {
            for index in (last + 1)..<paragraphs.count { paragraphs[index].start += delta }
        }
        paragraphs.replaceSubrange(first...last, with: replacement)
        estimateHeights(of: first..<first + replacement.count)
        let added = replacement.count - (last - first + 1)
        if added > 0 {
            tops.append(contentsOf: repeatElement(0, count: added))
        } else if added < 0 {
            tops.removeLast(-added)
        }
        topsValidUpTo = min(topsValidUpTo, first)
    }

    // MARK: Measuring

    /// The height of all the paragraphs, estimated where not laid out.
    var height: CGFloat {
        topsUpToDate.last ?? 0
    }

    /// The height with every paragraph laid out: what a text view that does not scroll needs.
    func measuredHeight() -> CGFloat {
        for index in paragraphs.indices { measure(index) }
        return height
    }

    /// The widest laid-out line among all the paragraphs (for sizing to fit).
    func measuredWidth() -> CGFloat {
        var widest: CGFloat = 0
        for index in paragraphs.indices {
            widest = max(widest, layout(for: index).size.width)
        }
        return widest
    }

    /// Lays out the paragraphs between `minY` and `maxY` (the part shown, or about to be) and
    /// returns how far the first of them moved as those above it were laid out, so the view can
    /// scroll by as much and keep what is on screen where it was.
    @discardableResult
    func layOut(from minY: CGFloat, to maxY: CGFloat) -> CGFloat {
        let anchor = paragraphIndex(atY: minY)
        let anchorTop = top(of: anchor)
        var index = anchor
        while index < paragraphs.count, top(of: index) <= maxY {
            measure(index)
            index += 1
        }
        if liveLayouts > TextViewLayout.liveLayoutLimit { dropLayouts(outside: anchor..<index) }
        return top(of: anchor) - anchorTop
    }

    // MARK: Positions

    /// The paragraph whose text (or break) holds `offset`; the last one for offsets past the end.
    func paragraphIndex(containing offset: Int) -> Int {
        var low = 0
        var high = paragraphs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if paragraphs[middle].start <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The paragraph at height `y`: the first when above the text, the last when below it.
    func paragraphIndex(atY y: CGFloat) -> Int {
        let tops = topsUpToDate
        var low = 0
        var high = paragraphs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func top(of index: Int) -> CGFloat {
        topsUpToDate[index]
    }

    /// The caret's rectangle at `offset`: on the paragraph that holds it, at its end for an offset
    /// inside a break.
    func caretRect(forOffset offset: Int) -> CGRect {
        let index = paragraphIndex(containing: offset)
        let paragraph = paragraphs[index]
        let local = min(max(offset - paragraph.start, 0), paragraph.length)
        return layout(for: index).caretRect(forIndex: local).offsetBy(dx: 0, dy: top(of: index))
    }

    /// The caret position nearest `point`.
    func offset(at point: CGPoint) -> Int {
        let index = paragraphIndex(atY: point.y)
        let layout = layout(for: index)
        let local = layout.index(at: CGPoint(x: point.x, y: point.y - top(of: index)))
        return paragraphs[index].start + min(local, paragraphs[index].length)
    }

    /// Where the caret at `offset` goes moved one position right on screen (or left): through its
    /// paragraph in on-screen order, then off the paragraph's logical end to the next one's start
    /// (or off its start to the previous one's end); nil beyond the text.
    func visualCaretOffset(from offset: Int, movingRight: Bool) -> Int? {
        let index = paragraphIndex(containing: offset)
        let paragraph = paragraphs[index]
        let local = min(max(offset - paragraph.start, 0), paragraph.length)
        let moved = layout(for: index).visualCursorPosition(from: local, movingRight: movingRight)
        if let target = moved.offset { return paragraph.start + min(target, paragraph.length) }
        if moved.pastEnd { return index + 1 < paragraphs.count ? paragraphs[index + 1].start : nil }
        return index > 0 ? paragraphs[index - 1].end : nil
    }

    /// The visual line holding the caret at `offset`.
    func lineRange(containing offset: Int) -> Range<Int> {
        let index = paragraphIndex(containing: offset)
        let paragraph = paragraphs[index]
        let local = min(max(offset - paragraph.start, 0), paragraph.length)
        let lines = layout(for: index).lineRanges
        // A caret at a soft wrap stands at the start of the next line, as it is drawn there.
        let line = lines.last { $0.lowerBound <= local } ?? (0..<paragraph.length)
        return (paragraph.start + line.lowerBound)..<(paragraph.start + line.upperBound)
    }

    /// Rectangles covering `range`, one per visual line: the first from the start's caret, the
    /// middle ones across the whole `width`, the last to the end's caret, as UIKit highlights a
    /// selection over lines.
    func selectionRects(for range: Range<Int>) -> [CGRect] {
        guard !range.isEmpty else { return [] }
        var rects: [CGRect] = []
        let last = paragraphIndex(containing: range.upperBound)
        for index in paragraphIndex(containing: range.lowerBound)...last {
            let paragraph = paragraphs[index]
            let layout = layout(for: index)
            let top = top(of: index)
            let frames = layout.lineFrames
            let lines = layout.lineRanges
            for (line, lineRange) in lines.enumerated() where line < frames.count {
                let lineStart = paragraph.start + lineRange.lowerBound
                let isLastLine = line == lines.count - 1
                // A soft-wrapped line runs to where the next begins; the last takes in the break.
                let lineEnd = isLastLine ? paragraph.end : paragraph.start + lines[line + 1].lowerBound
                let reach = isLastLine ? paragraph.nextStart : lineEnd
                guard range.lowerBound < reach, range.upperBound > lineStart else { continue }
                let frame = frames[line]
                let minX =
                    range.lowerBound > lineStart
                    ? layout.caretRect(forIndex: range.lowerBound - paragraph.start).minX : 0
                // Past the line's end (onto the next line) the highlight runs to the right edge.
                let continues = isLastLine ? range.upperBound > paragraph.end : range.upperBound >= lineEnd
                let maxX = continues ? width : layout.caretRect(forIndex: range.upperBound - paragraph.start).minX
                rects.append(CGRect(x: minX, y: top + frame.minY, width: max(maxX - minX, 0), height: frame.height))
            }
        }
        return rects.filter { $0.width > 0 }
    }

    // MARK: Drawing

    /// Draws the paragraphs that meet `rect` (container coordinates) with the container's origin
    /// at `origin` in the context.
    func draw(in context: CGContext, rect: CGRect, at origin: CGPoint) {
        var index = paragraphIndex(atY: rect.minY)
        while index < paragraphs.count, top(of: index) <= rect.maxY {
            let layout = layout(for: index)
            layout.draw(in: context, at: CGPoint(x: origin.x, y: origin.y + top(of: index)))
            index += 1
        }
    }

    // MARK: - Private

    private var topsUpToDate: [CGFloat] {
        if topsValidUpTo < paragraphs.count {
            var running = tops[topsValidUpTo]
            for index in topsValidUpTo..<paragraphs.count {
                running += paragraphs[index].height
                tops[index + 1] = running
            }
            topsValidUpTo = paragraphs.count
        }
        return tops
    }

    /// Gives the paragraphs in `range` estimated heights: their length at an average character
    /// width (half the point size), wrapped at `width`, in whole lines.
    private func estimateHeights(of range: Range<Int>) {
        let line = font.lineHeight
        let perLine = (width / max(font.pointSize * 0.5, 1)).clampedInteger(in: 1...Int(Int32.max))
        for index in range {
            let lines = max(1, (paragraphs[index].length + perLine - 1) / perLine)
            paragraphs[index].height = CGFloat(lines) * line
            paragraphs[index].isMeasured = false
        }
    }

    /// Paragraph `index`'s layout, laid out now if it was not.
    private func layout(for index: Int) -> TextLayout {
        if let layout = paragraphs[index].layout { return layout }
        let paragraph = paragraphs[index]
        let text = source()
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: paragraph.start)
        let end = utf16.index(start, offsetBy: paragraph.length)
        let layout = TextLayout()
        layout.text = String(Substring(text.unicodeScalars[start..<end]))
        configure(layout)
        layout.runs = runs?(paragraph.start..<paragraph.end) ?? []
        paragraphs[index].layout = layout
        liveLayouts += 1
        layoutCount += 1
        let height = layout.size.height
        paragraphs[index].isMeasured = true
        if paragraphs[index].height != height {
            paragraphs[index].height = height
            topsValidUpTo = min(topsValidUpTo, index)
        }
        return layout
    }

    private func measure(_ index: Int) {
        if !paragraphs[index].isMeasured { _ = layout(for: index) }
    }

    private func configure(_ layout: TextLayout) {
        layout.font = font
        layout.textColor = textColor
        layout.alignment = alignment
        layout.layoutDirection = layoutDirection
        layout.width = max(width, 1)
        layout.lineBreakMode = .byWordWrapping
    }

    /// The font, width or attributes changed: every paragraph is laid out again when next needed.
    func invalidateLayouts() {
        for index in paragraphs.indices { paragraphs[index].layout = nil }
        estimateHeights(of: paragraphs.indices)
        liveLayouts = 0
        topsValidUpTo = 0
    }

    private func reconfigureLayouts() {
        for paragraph in paragraphs { paragraph.layout?.textColor = textColor }
    }

    private func dropLayouts(outside kept: Range<Int>) {
        for index in paragraphs.indices where !kept.contains(index) && paragraphs[index].layout != nil {
            paragraphs[index].layout = nil
            liveLayouts -= 1
        }
    }

    /// The paragraphs of `text[from..<to]` (UTF-16 offsets), which starts a paragraph and ends one
    /// (or the text, when `reachesEnd`).
    private static func split(_ text: String.UTF16View, from start: Int, to end: Int, reachesEnd: Bool) -> [Paragraph] {
        var result: [Paragraph] = []
        var paragraphStart = start
        var offset = start
        var index = text.index(text.startIndex, offsetBy: start)
        while offset < end {
            let unit = text[index]
            var breakLength = 0
            switch unit {
            case 0x0A, 0x85, 0x2029:
                breakLength = 1
            case 0x0D:
                let next = text.index(after: index)
                breakLength = next < text.endIndex && text[next] == 0x0A ? 2 : 1
            default:
                break
            }
            if breakLength > 0 {
                result.append(
                    Paragraph(start: paragraphStart, length: offset - paragraphStart, breakLength: breakLength))
                offset += breakLength
                index = text.index(index, offsetBy: breakLength)
                paragraphStart = offset
            } else {
                offset += 1
                index = text.index(after: index)
            }
        }
        if reachesEnd || paragraphStart < end {
            result.append(Paragraph(start: paragraphStart, length: end - paragraphStart, breakLength: 0))
        }
        return result
    }
}
