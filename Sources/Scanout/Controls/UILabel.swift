/// A view that shows read-only text: one line or several, in one font and colour.
///
/// ```swift
/// let label = UILabel()
/// label.text = "Boarding"
/// label.font = .boldSystemFont(ofSize: 24)
/// label.sizeToFit()
/// ```
///
/// Behaves as UIKit's `UILabel`: the text is vertically centred in the bounds; `numberOfLines`
/// (1 by default, 0 for as many as needed) limits the lines, and lines that do not fit the bounds'
/// height are not drawn either, the last one shown truncated by `lineBreakMode` (tail truncation
/// by default). `.natural` alignment (the default) aligns text whose first strong character is
/// right-to-left (Arabic, Hebrew) to the right. Takes no touches by default.
///
/// `attributedText` draws each run with its own attributes (see `NSAttributedString.Key`); its
/// first character's attributes set `font`, `textColor` and the paragraph settings, and its
/// kerning, background and line spacing stay until `text` is set. Differences: links are drawn,
/// not tappable (as in UIKit; use a `UITextView`). A disabled
/// label draws its text at half opacity. `adjustsFontSizeToFitWidth` shrinks a one-line label's
/// text only (UIKit also shrinks a multi-line label's to fit its height). `shadowColor` draws a
/// sharp shadow (UIKit's is sharp too); `highlightedTextColor` applies while `isHighlighted`. Sizes (`intrinsicContentSize`, `sizeThatFits`) are rounded up to whole
/// points, so they are the same at every screen scale.
///
/// Main actor.
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    /// Lays out for `intrinsicContentSize` and `sizeThatFits(_:)`.
    let measuringLayout = TextLayout()
    /// Lays out for drawing, at the bounds' width.
    let drawingLayout = TextLayout()
    /// The attributes an attributed text brought that the label has no property for.
    private var extraAttributes = ExtraAttributes()
    /// The attributed text as set, while `text` has not replaced it: its runs' own attributes.
    private var storedAttributedText: NSAttributedString?
    /// The look of the attributed text's runs that differ from the label's properties.
    private var attributedRuns: [TextRunStyle] = [] {
        didSet { if attributedRuns != oldValue { textDidChange() } }
    }
    /// Set while `attributedText` sets the label's properties, which must not strip the runs.
    private var isApplyingAttributedText = false

    /// The text shown; nil (the default) shows nothing. Setting it drops what an attributed
    /// text brought beyond the label's own properties (kerning, a background, line spacing).
    open var text: String? {
        get { storedText }
        set {
            let dropped = extraAttributes
            extraAttributes = ExtraAttributes()
            storedAttributedText = nil
            attributedRuns = []
            let oldText = storedText
            storedText = newValue
            invalidate(textChanged: storedText != oldText, extrasBefore: dropped)
            if storedText != oldText { KeyValueObservationCenter.somethingChanged() }
        }
    }
    private var storedText: String?

    /// The label's text unless another is set.
    open override var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? text }
        set { storedAccessibilityLabel = newValue }
    }

    /// The text with its attributes, the label's style filling in those a run lacks. Setting it
    /// sets `text`, and the label's font, colour and paragraph settings from its first character;
    /// runs with attributes of their own (a bold word, a coloured price, a link, an inline image)
    /// draw with them. Setting `font` or `textColor` afterwards applies to the whole text, as in
    /// UIKit.
    open var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            paragraph.lineBreakMode = lineBreakMode
            paragraph.lineSpacing = extraAttributes.lineSpacing
            var attributes: [NSAttributedString.Key: Any] = [
                .font: font as UIFont, .foregroundColor: textColor as UIColor, .paragraphStyle: paragraph,
            ]
            if extraAttributes.kern != 0 { attributes[.kern] = extraAttributes.kern }
            if let background = extraAttributes.backgroundColor { attributes[.backgroundColor] = background }
            guard let stored = storedAttributedText, stored.string == text else {
                return NSAttributedString(string: text, attributes: attributes)
            }
            return stored.filling(attributes)
        }
        set {
            guard let newValue else {
                text = nil
                return
            }
            // Only what changed is invalidated: a layout pass that sets the same attributed text
            // each time (a common way to keep a label in step with its view) must leave the
            // label's size valid, or the pass never settles.
            let oldText = storedText
            let oldExtras = extraAttributes
            storedText = newValue.string
            var attributes = newValue.attributes(at: 0)
            // UIKit's defaults for absent attributes are the label's, not Foundation's.
            if attributes[.font] == nil { attributes[.font] = font as UIFont }
            if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = textColor as UIColor }
            let style = TextStyle(attributes: attributes)
            isApplyingAttributedText = true
            font = style.font
            textColor = style.foregroundColor
            if attributes[.paragraphStyle] != nil {
                textAlignment = style.alignment
                lineBreakMode = style.lineBreakMode
            }
            isApplyingAttributedText = false
            extraAttributes = ExtraAttributes(
                kern: style.kern, backgroundColor: style.backgroundColor, lineSpacing: style.lineSpacing,
                lineHeightMultiple: style.lineHeightMultiple)
            storedAttributedText = NSAttributedString(attributedString: newValue)
            attributedRuns = TextRunStyle.runs(of: newValue, linkAttributes: UILabel.linkAttributes)
            invalidate(textChanged: storedText != oldText, extrasBefore: oldExtras)
        }
    }

    /// How links in a label's attributed text are drawn (UIKit's labels show them, without making
    /// them tappable).
    static let linkAttributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.link]

    /// Removes `key` from the attributed text's runs: a property the label sets for the whole text.
    private func stripFromRuns(_ key: NSAttributedString.Key) {
        guard !isApplyingAttributedText, let stored = storedAttributedText else { return }
        let stripped = NSMutableAttributedString(attributedString: stored)
        stripped.removeAttribute(key, range: NSRange(location: 0, length: stripped.length))
        storedAttributedText = stripped
        attributedRuns = TextRunStyle.runs(of: stripped, linkAttributes: UILabel.linkAttributes)
    }

    /// The font of the text: the system font at 17 points by default. Setting nil restores it.
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
            stripFromRuns(.font)
            if font != oldValue { textDidChange() }
        }
    }

    /// The colour of the text: `.label` by default. Setting nil restores it.
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            stripFromRuns(.foregroundColor)
            if textColor != oldValue { setNeedsDisplay() }
        }
    }

    /// How lines are aligned: `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { textDidChange() } }
    }

    /// The most lines shown: 1 by default; 0 for as many as the text needs.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textDidChange() } }
    }

    /// How lines break, and how the last line shown is truncated: `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textDidChange() } }
    }

    /// Whether the label draws its text normally (true, the default) or dimmed.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    /// Whether a line too wide for a one-line label is drawn in a smaller font, down to
    /// `minimumScaleFactor` of `font`'s size, before it is truncated. Off by default. The
    /// label's `intrinsicContentSize` stays that of the full-size text, as in UIKit.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { setNeedsDisplay() } }
    }

    /// The smallest fraction of `font`'s size `adjustsFontSizeToFitWidth` may shrink the text to;
    /// 0 (the default) shrinks nothing, as in UIKit.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { if minimumScaleFactor != oldValue { setNeedsDisplay() } }
    }

    /// Whether the font follows the reader's text size; Scanout's never changes (see
    /// `UIFontMetrics`).
    open var adjustsFontForContentSizeCategory = false

    /// The colour of a shadow under the text; nil (the default) draws none. Drawn sharp.
    open var shadowColor: UIColor? {
        didSet { if shadowColor != oldValue { setNeedsDisplay() } }
    }

    /// How far the shadow is moved from the text: one point up by default, as in UIKit.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { if shadowOffset != oldValue { setNeedsDisplay() } }
    }

    /// The colour the text is drawn in while `isHighlighted` (a highlighted cell's label); nil
    /// keeps `textColor`.
    open var highlightedTextColor: UIColor? {
        didSet { if isHighlighted, highlightedTextColor != oldValue { setNeedsDisplay() } }
    }

    /// Whether the label is drawn highlighted: in `highlightedTextColor`, when set. False by
    /// default; a table or collection cell sets it on its labels while pressed or selected.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedTextColor != nil { setNeedsDisplay() } }
    }

    /// Where shrunk text (`adjustsFontSizeToFitWidth`) sits vertically. Kept: Scanout centres the
    /// shrunk line as it centres any text, which is `.alignCenters`.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    /// Whether text may be drawn tighter before it is truncated. Kept: pango does not tighten.
    open var allowsDefaultTighteningForTruncation = false

    /// The width a multi-line label wraps at when computing `intrinsicContentSize`; 0 (the
    /// default) lays each paragraph out on one line.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    // MARK: Initialization

    /// A label with no text in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    /// Views are never decoded in Scanout; see `NSCoder`.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Sizing

    /// The size of the text, rounded up to whole points, at most `numberOfLines` lines. Zero
    /// without text. A multi-line label wraps at `preferredMaxLayoutWidth`, or, placed by Auto
    /// Layout with no preferred width, at the width layout gave it (UIKit's automatic preferred
    /// width: layout runs again when that width changes); else each paragraph takes one line.
    open override var intrinsicContentSize: CGSize {
        let width = intrinsicWrapWidth
        if followsLayoutWidth { widthOfLastIntrinsicSize = width }
        return measuredSize(width: width)
    }

    /// A multi-line label whose wrap width follows its layout width measures again when that
    /// width changes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if followsLayoutWidth, bounds.width != widthOfLastIntrinsicSize { invalidateIntrinsicContentSize() }
    }

    /// The size of the text wrapped at `size.width` (unless the label has one line), at most
    /// `numberOfLines` lines, rounded up to whole points. Zero without text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines != 1 && size.width > 0 && size.width.isFinite ? size.width : nil
        return measuredSize(width: width)
    }

    /// Where the text goes in `bounds`: its size at `bounds`' width, limited to `numberOfLines`
    /// lines (0: `self.numberOfLines`) and to `bounds`' height, centred vertically.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let layout = configuredDrawingLayout(in: bounds, numberOfLines: numberOfLines)
        let size = layout.size
        return CGRect(
            x: bounds.minX, y: bounds.midY - size.height / 2, width: min(size.width, bounds.width), height: size.height)
    }

    // MARK: Drawing

    /// Draws the text in `bounds` through `drawText(in:)`.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect`, centred vertically. Override to inset the text.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text, !text.isEmpty, rect.width > 0 else { return }
        let layout = configuredDrawingLayout(in: rect, numberOfLines: numberOfLines)
        let height = layout.size.height
        context.saveGState()
        if !isEnabled { context.setAlpha(0.5) }
        layout.draw(in: context, at: CGPoint(x: rect.minX, y: rect.midY - height / 2))
        context.restoreGState()
    }

    /// The label's own shadow (`shadowColor`, `shadowOffset`) as a run over the whole text.
    private var shadowRuns: [TextRunStyle] {
        guard let shadowColor, let text, !text.isEmpty else { return [] }
        let shadow = NSShadow()
        shadow.shadowColor = shadowColor
        shadow.shadowOffset = shadowOffset
        return [TextRunStyle(range: 0..<text.utf16.count, attributes: [.shadow: shadow])]
    }

    /// Where the characters of `range` (UTF-16 offsets) are drawn, in window coordinates (the
    /// label's own when it has no window): the union of their stretches on the lines shown; nil
    /// when none of them is shown. For tests and for finding a run (a link) under a touch.
    func textRect(ofCharacters range: Range<Int>) -> CGRect? {
        guard let text, !text.isEmpty, bounds.width > 0 else { return nil }
        let layout = configuredDrawingLayout(in: bounds, numberOfLines: numberOfLines)
        let origin = CGPoint(x: bounds.minX, y: bounds.midY - layout.size.height / 2)
        let rectangles = layout.rectangles(of: range)
        guard let first = rectangles.first else { return nil }
        let union = rectangles.dropFirst().reduce(first) { $0.union($1) }.offsetBy(dx: origin.x, dy: origin.y)
        return window.map { convert(union, to: $0) } ?? union
    }

    /// The view's description with the label's text.
    open override var description: String {
        var text = super.description
        if let current = self.text { text.removeLast(); text += "; text = \(current.debugDescription)>" }
        return text
    }

    // MARK: - Private

    /// Attributes from `attributedText` the label has no property for.
    private struct ExtraAttributes {
        var kern: CGFloat = 0
        var backgroundColor: UIColor?
        var lineSpacing: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
    }

    /// The width the last `intrinsicContentSize` wrapped at, when it followed the layout width.
    private var widthOfLastIntrinsicSize: CGFloat?

    private var followsLayoutWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth <= 0 && !translatesAutoresizingMaskIntoConstraints
    }

    private var intrinsicWrapWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        guard followsLayoutWidth, bounds.width > 0 else { return nil }
        return bounds.width
    }

    /// The text is centred vertically, so a baseline is half the height down plus the distance
    /// from the text block's centre to the baseline.
    override func baselineLayoutPosition(first: Bool) -> (heightFraction: CGFloat, offset: CGFloat) {
        guard let text, !text.isEmpty else { return super.baselineLayoutPosition(first: first) }
        _ = measuredSize(width: intrinsicWrapWidth)
        let height = measuringLayout.size.height
        let baselines = measuringLayout.baselines
        return (0.5, (first ? baselines.first : baselines.last) - height / 2)
    }

    private func textDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// After the text or the extra attributes were set: the size is invalid when the text, its
    /// kerning or its line spacing changed; only the drawing when just the background did.
    private func invalidate(textChanged: Bool, extrasBefore old: ExtraAttributes) {
        if textChanged || extraAttributes.kern != old.kern || extraAttributes.lineSpacing != old.lineSpacing
            || extraAttributes.lineHeightMultiple != old.lineHeightMultiple
        {
            textDidChange()
        } else if extraAttributes.backgroundColor != old.backgroundColor {
            setNeedsDisplay()
        }
    }

    private func measuredSize(width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        configure(measuringLayout)
        measuringLayout.width = width
        measuringLayout.maximumNumberOfLines = numberOfLines
        measuringLayout.maximumHeight = nil
        let size = measuringLayout.size
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    private func configuredDrawingLayout(in rect: CGRect, numberOfLines: Int) -> TextLayout {
        configure(drawingLayout)
        if let scale = shrinkScale(toFit: rect.width, numberOfLines: numberOfLines) {
            drawingLayout.font = font.withSize(font.pointSize * scale)
        }
        drawingLayout.width = max(0, rect.width)
        drawingLayout.maximumNumberOfLines = numberOfLines
        drawingLayout.maximumHeight = max(0, rect.height)
        return drawingLayout
    }

    /// The fraction of `font`'s size a one-line text too wide for `width` is drawn at under
    /// `adjustsFontSizeToFitWidth`, or nil when it is drawn at full size. Text widths scale with
    /// the font's size (glyph positions are not hinted), so one measurement decides it; at the
    /// smallest size allowed the line is truncated as usual.
    private func shrinkScale(toFit width: CGFloat, numberOfLines: Int) -> CGFloat? {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1,
            width > 0
        else { return nil }
        drawingLayout.width = nil
        let fullWidth = drawingLayout.size.width
        guard fullWidth > width else { return nil }
        return max(minimumScaleFactor, width / fullWidth)
    }

    private func configure(_ layout: TextLayout) {
        layout.text = text ?? ""
        layout.font = font
        layout.textColor = textColor
        layout.backgroundColor = extraAttributes.backgroundColor
        layout.alignment = textAlignment
        layout.layoutDirection = effectiveUserInterfaceLayoutDirection
        layout.lineBreakMode = lineBreakMode
        layout.lineSpacing = extraAttributes.lineSpacing
        layout.lineHeightMultiple = extraAttributes.lineHeightMultiple
        layout.kern = extraAttributes.kern
        layout.runs = attributedRuns + shadowRuns
        if isHighlighted, let highlightedTextColor { layout.textColor = highlightedTextColor }
    }
}

/// Where text shrunk to fit (`adjustsFontSizeToFitWidth`) sits vertically, with UIKit's raw values.
public enum UIBaselineAdjustment: Int, Sendable {
    /// Its baseline where the full-size text's would be.
    case alignBaselines = 0
    /// Its centre where the full-size text's would be.
    case alignCenters = 1
    /// Its top where the full-size text's would be.
    case none = 2
}
