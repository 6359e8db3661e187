/// A string with drawing attributes that apply to the whole string: the part of Foundation's
/// `NSAttributedString` that `UILabel` and the string drawing helpers need. FoundationEssentials
/// has no `NSAttributedString`.
///
/// ```swift
/// label.attributedText = NSAttributedString(
///     string: "Gate 12", attributes: [.font: UIFont.boldSystemFont(ofSize: 24), .kern: 1.5])
/// ```
///
/// Honoured keys: `.font` (a `UIFont`), `.foregroundColor` and `.backgroundColor` (a `UIColor` or
/// `CGColor`), `.paragraphStyle` (an `NSParagraphStyle`: alignment, line break mode, line spacing)
/// and `.kern` (points between characters, a `CGFloat`, `Double` or `Int`). Other keys are kept
/// and returned but do not change drawing.
///
/// Differs from Foundation: there are no ranges, so every character has the same attributes (no
/// mixed fonts or colours in one string) and the effective range of any attribute is the whole
/// string; there is no `NSMutableAttributedString`, no `NSRange` (FoundationEssentials has none),
/// no RTF/HTML/Markdown import and no `AttributedString` bridging. Not `Sendable` (attribute
/// values are `Any`); immutable.
open class NSAttributedString: CustomStringConvertible {
    /// The characters.
    public let string: String
    private let storedAttributes: [Key: Any]

    /// `string` with `attributes` applied to all of it.
    public init(string: String, attributes: [Key: Any]? = nil) {
        self.string = string
        self.storedAttributes = attributes ?? [:]
    }

    /// A copy of `other`.
    public convenience init(attributedString other: NSAttributedString) {
        self.init(string: other.string, attributes: other.storedAttributes)
    }

    /// The length in UTF-16 code units, as Foundation counts it.
    public var length: Int { string.utf16.count }

    /// The attributes of the character at `location` (a UTF-16 offset): the same for every
    /// character. Empty for an empty string, as Foundation raises for any location there.
    public func attributes(at location: Int) -> [Key: Any] {
        length == 0 ? [:] : storedAttributes
    }

    /// The value of `key` for the character at `location` (a UTF-16 offset), if set.
    public func attribute(_ key: Key, at location: Int) -> Any? {
        attributes(at: location)[key]
    }

    /// Calls `body` once with the attributes and the whole string's range in UTF-16 offsets, as
    /// Foundation would for a string with uniform attributes.
    public func enumerateAttributes(_ body: ([Key: Any], Range<Int>) -> Void) {
        guard length > 0 else { return }
        body(storedAttributes, 0..<length)
    }

    /// The string and the names of its attributes.
    public var description: String {
        let keys = storedAttributes.keys.map(\.rawValue).sorted().joined(separator: ", ")
        return "\(string.debugDescription){\(keys)}"
    }
}

extension NSAttributedString {
    /// The name of a text attribute.
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

        /// The font: a `UIFont`. The system font at 12 points when absent, as in UIKit.
        public static let font = Key("NSFont")
        /// The text colour: a `UIColor` (or `CGColor`). Black when absent.
        public static let foregroundColor = Key("NSColor")
        /// The colour behind each line's text: a `UIColor` (or `CGColor`). None when absent.
        public static let backgroundColor = Key("NSBackgroundColor")
        /// Alignment, line breaking and spacing: an `NSParagraphStyle`.
        public static let paragraphStyle = Key("NSParagraphStyle")
        /// Extra space between characters, in points: a number. Pango adds it between characters,
        /// not after the last one as UIKit does.
        public static let kern = Key("NSKern")
    }
}

/// Options for `String.boundingRect(with:options:attributes:context:)` and drawing, with UIKit's
/// raw values.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The options' bits, with UIKit's values.
    public let rawValue: Int

    /// The options whose bits are set in `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Lay the text out as lines wrapped to the size's width, with the origin at the top-left
    /// corner of the first line. Without it, the text is one line with the origin on its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted for compatibility; has no effect: Scanout's lines never include the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure the glyphs' ink rather than their line boxes.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// When the lines do not fit the size's height, truncate the last line that fits with the
    /// paragraph style's line break mode (tail truncation for the wrapping modes).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// The drawing attributes of a string, resolved from an attribute dictionary.
struct TextStyle {
    var font: UIFont
    var foregroundColor: UIColor
    var backgroundColor: UIColor?
    var alignment: NSTextAlignment
    var lineBreakMode: NSLineBreakMode
    var lineSpacing: CGFloat
    var kern: CGFloat

    /// Foundation's defaults for an absent attribute: 12-point system font, black, no background,
    /// natural alignment, word wrapping, no spacing, no kerning.
    init(attributes: [NSAttributedString.Key: Any]) {
        font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 12)
        foregroundColor = TextStyle.color(attributes[.foregroundColor]) ?? .black
        backgroundColor = TextStyle.color(attributes[.backgroundColor])
        let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle
        alignment = paragraph?.alignment ?? .natural
        lineBreakMode = paragraph?.lineBreakMode ?? .byWordWrapping
        lineSpacing = paragraph?.lineSpacing ?? 0
        kern = TextStyle.number(attributes[.kern]) ?? 0
    }

    private static func color(_ value: Any?) -> UIColor? {
        if let color = value as? UIColor { return color }
        if let color = value as? CGColor { return UIColor(cgColor: color) }
        return nil
    }

    private static func number(_ value: Any?) -> CGFloat? {
        NumberBoxing.double(from: value).map { CGFloat($0) }
    }
}
