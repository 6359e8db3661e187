extension NSAttributedString {
    /// The name of a text attribute, spelled as Foundation's (`"NSFont"`), so keys made from raw
    /// strings match.
    ///
    /// Drawn by Scanout: `.font`, `.foregroundColor`, `.backgroundColor`, `.paragraphStyle`
    /// (alignment, line breaking and spacing of the whole text: see `NSParagraphStyle`), `.kern`,
    /// `.underlineStyle` and `.underlineColor`, `.strikethroughStyle` and `.strikethroughColor`,
    /// `.baselineOffset`, `.shadow` (an `NSShadow`, drawn without blur), `.attachment` (an
    /// `NSTextAttachment`'s image, inline) and `.link` (drawn as a link; tappable in a text view).
    /// Kept but not drawn: the rest (`.strokeColor`, `.strokeWidth`, `.obliqueness`, `.expansion`,
    /// `.ligature`, `.textEffect`, `.writingDirection`, `.verticalGlyphForm`, `.tracking`).
    public struct Key: RawRepresentable, Hashable, Sendable {
        /// The attribute's name, as Foundation spells it (`"NSFont"`).
        public let rawValue: String

        /// The key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The key named `rawValue`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The font: a `UIFont`. The system font at 12 points when absent, as in UIKit (a label
        /// or text view uses its own font).
        public static let font = Key("NSFont")
        /// The text colour: a `UIColor` (or `CGColor`). Black when absent (a view's own colour in
        /// a label or text view).
        public static let foregroundColor = Key("NSColor")
        /// The colour behind the characters: a `UIColor` (or `CGColor`). None when absent.
        public static let backgroundColor = Key("NSBackgroundColor")
        /// Alignment, line breaking and spacing: an `NSParagraphStyle`.
        public static let paragraphStyle = Key("NSParagraphStyle")
        /// Extra space after each character, in points: a number.
        public static let kern = Key("NSKern")
        /// Extra space between characters, in points: a number (as `.kern` here).
        public static let tracking = Key("NSTracking")
        /// A line under the text: an `NSUnderlineStyle`'s raw value (a number) or the style.
        public static let underlineStyle = Key("NSUnderline")
        /// The underline's colour: a `UIColor`; the text's colour when absent.
        public static let underlineColor = Key("NSUnderlineColor")
        /// A line through the text: an `NSUnderlineStyle`'s raw value or the style.
        public static let strikethroughStyle = Key("NSStrikethrough")
        /// The strikethrough's colour: a `UIColor`; the text's colour when absent.
        public static let strikethroughColor = Key("NSStrikethroughColor")
        /// How far the glyphs sit above the baseline, in points (negative: below): a number.
        public static let baselineOffset = Key("NSBaselineOffset")
        /// A shadow under the text: an `NSShadow`.
        public static let shadow = Key("NSShadow")
        /// An inline image: an `NSTextAttachment`, on the attachment character (U+FFFC).
        public static let attachment = Key("NSAttachment")
        /// A link: a `URL` or a `String`.
        public static let link = Key("NSLink")
        /// The colour of the glyphs' outline (kept, not drawn).
        public static let strokeColor = Key("NSStrokeColor")
        /// The width of the glyphs' outline (kept, not drawn).
        public static let strokeWidth = Key("NSStrokeWidth")
        /// A slant (kept, not drawn).
        public static let obliqueness = Key("NSObliqueness")
        /// A horizontal stretch (kept, not drawn).
        public static let expansion = Key("NSExpansion")
        /// Whether ligatures are used (kept; pango uses the font's standard ligatures).
        public static let ligature = Key("NSLigature")
        /// A text effect (kept, not drawn).
        public static let textEffect = Key("NSTextEffect")
        /// Embedding directions (kept; the direction follows the text).
        public static let writingDirection = Key("NSWritingDirection")
        /// Vertical glyph forms (kept, not drawn).
        public static let verticalGlyphForm = Key("CTVerticalForms")
    }
}

/// How a line under or through text is drawn, with UIKit's raw values: a style (`.single`,
/// `.thick`, `.double`), optionally a pattern and `.byWord`.
///
/// ```swift
/// text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: range)
/// ```
///
/// Scanout draws single and double lines (`.thick` as a double line: pango has no heavier single
/// line); patterns draw solid and `.byWord` draws under the spaces too.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the pattern bits clear).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes and pairs of dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A shadow drawn under text (`.shadow`) — and, as in UIKit, a value with an offset, a blur radius
/// and a colour. Scanout draws text shadows sharp (no blur).
open class NSShadow: NSObject, NSCopying {
    /// How far the shadow is moved from the text, in points (positive height: down).
    open var shadowOffset: CGSize = .zero
    /// How much the shadow is blurred, in points (kept; text shadows are drawn sharp).
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour: a `UIColor` (or `CGColor`); black at a third opacity when nil.
    open var shadowColor: Any?

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return other.shadowOffset == shadowOffset && other.shadowBlurRadius == shadowBlurRadius
            && AttributeValues.areEqualOptional(other.shadowColor, shadowColor)
    }

    open override var hash: Int { shadowOffset.width.hashValue ^ shadowOffset.height.hashValue }
}
