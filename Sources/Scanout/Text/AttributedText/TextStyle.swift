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
