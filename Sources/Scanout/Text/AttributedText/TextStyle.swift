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

/// The drawing attributes of a whole text, resolved from an attribute dictionary (a string drawn
/// with attributes, or the first character of an attributed string: what the layout as a whole
/// takes — its font and colour for characters without their own, and its paragraph settings).
struct TextStyle {
    var font: UIFont
    var foregroundColor: UIColor
    var backgroundColor: UIColor?
    var alignment: NSTextAlignment
    var lineBreakMode: NSLineBreakMode
    var lineSpacing: CGFloat
    var lineHeightMultiple: CGFloat
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
        lineHeightMultiple = paragraph?.lineHeightMultiple ?? 0
        kern = TextStyle.number(attributes[.kern] ?? attributes[.tracking]) ?? 0
    }

    /// A colour attribute's value: a `UIColor` or a `CGColor`.
    static func color(_ value: Any?) -> UIColor? {
        if let color = value as? UIColor { return color }
        if let color = value as? CGColor { return UIColor(cgColor: color) }
        return nil
    }

    /// A number attribute's value, finite, or nil.
    static func number(_ value: Any?) -> CGFloat? {
        guard let number = NumberBoxing.double(from: value), number.isFinite else { return nil }
        return CGFloat(number)
    }
}
