/// How the lines of a paragraph are aligned, broken and spaced: the subset of UIKit's
/// `NSParagraphStyle` Scanout's text drawing honours.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// let title = NSAttributedString(string: "Welcome", attributes: [.paragraphStyle: style])
/// ```
///
/// Supported: `alignment`, `lineBreakMode`, `lineSpacing`. Not supported (not present): indents,
/// tab stops, paragraph spacing, line-height multiples, hyphenation, base writing direction (it
/// follows the text: see `NSTextAlignment.natural`). Not thread-safe; use it on one thread at a
/// time, as Foundation's mutable subclass.
open class NSParagraphStyle: CustomStringConvertible {
    var storedAlignment: NSTextAlignment = .natural
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    var storedLineSpacing: CGFloat = 0

    /// The default style: natural alignment, word wrapping, no extra line spacing.
    public init() {}

    /// A new default style (UIKit's shared `default`; Scanout returns a fresh copy each time).
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines are aligned. `.natural` by default.
    open var alignment: NSTextAlignment { storedAlignment }
    /// How lines that do not fit are broken or truncated. `.byWordWrapping` by default.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Extra space between lines, in points. 0 by default.
    open var lineSpacing: CGFloat { storedLineSpacing }

    /// An immutable copy.
    open func copy() -> Any {
        let copy = NSParagraphStyle()
        copy.copyValues(from: self)
        return copy
    }

    /// A mutable copy: an `NSMutableParagraphStyle`.
    open func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.copyValues(from: self)
        return copy
    }

    /// The style's values.
    public var description: String {
        "<\(type(of: self)): alignment = \(alignment), lineBreakMode = \(lineBreakMode), lineSpacing = \(lineSpacing)>"
    }

    func copyValues(from other: NSParagraphStyle) {
        storedAlignment = other.storedAlignment
        storedLineBreakMode = other.storedLineBreakMode
        storedLineSpacing = other.storedLineSpacing
    }
}

/// A paragraph style whose values can be set. See `NSParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// How lines are aligned. `.natural` by default.
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }

    /// How lines that do not fit are broken or truncated. `.byWordWrapping` by default.
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }

    /// Extra space between lines, in points. 0 by default; negative values count as 0.
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = max(0, newValue) }
    }

    /// Copies `other`'s values.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        copyValues(from: other)
    }
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
