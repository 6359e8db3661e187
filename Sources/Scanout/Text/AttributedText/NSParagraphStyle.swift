/// How the lines of a paragraph are aligned, broken and spaced: UIKit's `NSParagraphStyle`.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// style.lineHeightMultiple = 1.2
/// let title = NSAttributedString(string: "Welcome", attributes: [.paragraphStyle: style])
/// ```
///
/// Drawn: `alignment`, `lineBreakMode`, `lineSpacing` and `lineHeightMultiple`. Kept with UIKit's
/// defaults but not drawn: indents, tab stops, paragraph spacing, minimum and maximum line heights,
/// hyphenation, tightening, line break strategies and the base writing direction (the direction
/// follows the text: see `NSTextAlignment.natural`). Text is laid out with one paragraph style: the
/// one at its first character. Not thread-safe; use it on one thread at a time, as Foundation's
/// mutable subclass.
open class NSParagraphStyle: NSObject, NSCopying {
    /// Every setting, compared as one value.
    var values = Values()

    /// The default style: natural alignment, word wrapping, no extra spacing.
    public override init() {
        super.init()
    }

    /// A new default style (UIKit's shared `default`; Scanout returns a fresh copy each time).
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The direction of the text in `languageName`'s writing system; Scanout follows the text.
    public class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        .natural
    }

    /// How lines are aligned. `.natural` by default.
    open var alignment: NSTextAlignment { values.alignment }
    /// How lines that do not fit are broken or truncated. `.byWordWrapping` by default.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Extra space between lines, in points. 0 by default.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Space after a paragraph, in points (kept, not drawn).
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Space before a paragraph, in points (kept, not drawn).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The indent of a paragraph's first line (kept, not drawn).
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of a paragraph's other lines (kept, not drawn).
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing indent (kept, not drawn).
    open var tailIndent: CGFloat { values.tailIndent }
    /// The smallest line height (kept, not drawn).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The largest line height (kept, not drawn).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// A factor on each line's natural height; 0 (the default) leaves it.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The paragraph's direction (kept; the direction follows the text).
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// How eagerly words are hyphenated, 0 to 1 (kept, not drawn).
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Whether text is tightened before it is truncated (kept, not drawn).
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }
    /// The distance between default tab stops (kept, not drawn).
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    /// The tab stops (kept, not drawn).
    open var tabStops: [NSTextTab]! { values.tabStops }
    /// How lines break in some languages (kept).
    open var lineBreakStrategy: LineBreakStrategy { values.lineBreakStrategy }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    /// An immutable copy.
    open func copy() -> Any { copy(with: nil) }

    /// A mutable copy: an `NSMutableParagraphStyle`.
    open func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// Whether `object` is a paragraph style with the same settings.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return hasSameValues(as: other)
    }

    open override var hash: Int { values.alignment.hashValue ^ values.lineSpacing.hashValue }

    /// The style's values.
    open override var description: String {
        "<\(type(of: self)): alignment = \(alignment), lineBreakMode = \(lineBreakMode), lineSpacing = \(lineSpacing)>"
    }

    func hasSameValues(as other: NSParagraphStyle) -> Bool {
        values == other.values
    }

    func copyValues(from other: NSParagraphStyle) {
        values = other.values
    }

    /// The settings of a paragraph style.
    struct Values: Equatable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var baseWritingDirection: NSWritingDirection = .natural
        var hyphenationFactor: Float = 0
        var allowsDefaultTighteningForTruncation = false
        var defaultTabInterval: CGFloat = 0
        var tabStops: [NSTextTab] = []
        var lineBreakStrategy: LineBreakStrategy = []
    }

    /// Rules for where lines break (UIKit's raw values).
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}

/// A paragraph style whose values can be set. See `NSParagraphStyle`. Lengths that cannot be
/// negative (spacings, line heights) are kept at 0 or more; values that are not finite are ignored.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }

    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }

    /// Extra space between lines, in points. 0 by default; negative values count as 0.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = Self.length(newValue) }
    }

    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = Self.length(newValue) }
    }

    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = Self.length(newValue) }
    }

    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = Self.length(newValue) }
    }

    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = Self.length(newValue) }
    }

    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { if newValue.isFinite { values.tailIndent = newValue } }
    }

    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = Self.length(newValue) }
    }

    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = Self.length(newValue) }
    }

    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = Self.length(newValue) }
    }

    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }

    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { if newValue.isFinite { values.hyphenationFactor = min(max(newValue, 0), 1) } }
    }

    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }

    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = Self.length(newValue) }
    }

    open override var tabStops: [NSTextTab]! {
        get { values.tabStops }
        set { values.tabStops = newValue ?? [] }
    }

    open override var lineBreakStrategy: LineBreakStrategy {
        get { values.lineBreakStrategy }
        set { values.lineBreakStrategy = newValue }
    }

    /// Adds a tab stop.
    open func addTabStop(_ tab: NSTextTab) {
        values.tabStops.append(tab)
    }

    /// Removes a tab stop equal to `tab`.
    open func removeTabStop(_ tab: NSTextTab) {
        values.tabStops.removeAll { $0 == tab }
    }

    /// Copies `other`'s values.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        copyValues(from: other)
    }

    private static func length(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }
}

/// A tab stop: where a tab character moves the text to, and how text aligns there (kept, not drawn).
open class NSTextTab: NSObject {
    /// The alignment of text at the stop.
    open var alignment: NSTextAlignment
    /// The stop's distance from the line's start, in points.
    open var location: CGFloat
    /// Options (kept).
    open var options: [OptionKey: Any]

    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = loc
        self.options = options
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return other.alignment == alignment && other.location == location
    }

    open override var hash: Int { location.hashValue }

    /// The name of a tab stop option.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The characters that end a column (kept).
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }
}

/// A direction of writing, with UIKit's raw values.
public enum NSWritingDirection: Int, Sendable {
    /// The direction the text's characters give it.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// How lines of text are aligned horizontally, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable, CustomStringConvertible {
    /// Lines start at the left edge, whatever the writing direction.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge, whatever the writing direction.
    case right = 2
    /// Lines other than a paragraph's last are stretched to both edges; the last is aligned
    /// naturally.
    case justified = 3
    /// Lines start at the leading edge of the text's writing direction: left for text whose first
    /// strong character is left-to-right (Latin, Chinese), right for right-to-left (Arabic,
    /// Hebrew). Pango decides the direction of each paragraph.
    case natural = 4

    /// The case's name.
    public var description: String {
        switch self {
        case .left: "left"
        case .center: "center"
        case .right: "right"
        case .justified: "justified"
        case .natural: "natural"
        }
    }
}

/// What happens to text that does not fit its width, with UIKit's raw values.
///
/// The wrapping modes break lines; the truncating modes wrap too, and replace the text that does
/// not fit in the last allowed line (by number of lines or height) with an ellipsis "…". A single
/// line (`numberOfLines == 1`) is truncated at its width.
public enum NSLineBreakMode: Int, Sendable, CustomStringConvertible {
    /// Lines break between words; a word longer than the width breaks between characters.
    case byWordWrapping = 0
    /// Lines break between characters (grapheme clusters).
    case byCharWrapping = 1
    /// Lines break between words; what does not fit is not drawn. A single line runs past its
    /// width and is cut at the view's edge.
    case byClipping = 2
    /// The last line shows its end, with an ellipsis at its start: "…ing text".
    case byTruncatingHead = 3
    /// The last line shows its start, with an ellipsis at its end: "Long te…".
    case byTruncatingTail = 4
    /// The last line shows its start and end, with an ellipsis in the middle: "Lon…ext".
    case byTruncatingMiddle = 5

    /// Whether the mode truncates with an ellipsis.
    var truncates: Bool {
        self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
    }

    /// The case's name.
    public var description: String {
        switch self {
        case .byWordWrapping: "byWordWrapping"
        case .byCharWrapping: "byCharWrapping"
        case .byClipping: "byClipping"
        case .byTruncatingHead: "byTruncatingHead"
        case .byTruncatingTail: "byTruncatingTail"
        case .byTruncatingMiddle: "byTruncatingMiddle"
        }
    }
}
