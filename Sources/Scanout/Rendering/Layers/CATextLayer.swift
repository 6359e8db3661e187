/// A layer that draws a string, as Core Animation's `CATextLayer`: `string` (a `String` or an
/// `NSAttributedString`) in `font` at `fontSize` and `foregroundColor`, placed in the bounds by
/// `alignmentMode`, on one line or wrapped to the width (`isWrapped`), cut with `truncationMode`
/// where it does not fit. Drawn by the same text stack as `UILabel` (pango), from the top of the
/// bounds; nothing is drawn outside them.
///
/// `font` takes a `UIFont` or a font's name (`String`); its size is `fontSize`'s, as in Core
/// Animation. An attributed string draws with its own attributes (a plain string's font, colour
/// and alignment are the layer's). Main actor.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// A view whose `layerClass` is this class gets one as its layer.
    override class func makeBackingLayer(for view: UIView) -> CALayer {
        CATextLayer(delegate: view)
    }

    /// The text: a `String` or an `NSAttributedString`; anything else (or nil) draws nothing.
    open var string: Any? {
        didSet { layerDidChange() }
    }

    /// The font: a `UIFont` or the name of one (`String`); nil is the system font. Its size is
    /// `fontSize`.
    open var font: Any? {
        didSet { layerDidChange() }
    }

    /// The size of the font, in points. 36 by default, as in Core Animation.
    open var fontSize: CGFloat = 36 {
        didSet { if fontSize != oldValue { layerDidChange() } }
    }

    /// The colour of a plain string. Opaque white by default, as in Core Animation.
    open var foregroundColor: CGColor? = .white {
        didSet { layerDidChange() }
    }

    /// Where each line goes across the bounds.
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { layerDidChange() }
    }

    /// Whether the text wraps to the bounds' width (false: one line per paragraph).
    open var isWrapped = false {
        didSet { layerDidChange() }
    }

    /// How a line that does not fit is cut (`.none`: clipped at the bounds).
    open var truncationMode: CATextLayerTruncationMode = .none {
        didSet { layerDidChange() }
    }

    /// Kept for the app to read: Scanout lays glyphs out at their exact positions.
    open var allowsFontSubpixelQuantization = false

    /// A text layer with this one's text and style.
    override func makePresentationCopy() -> CALayer {
        let copy = CATextLayer()
        copyModelValues(to: copy)
        copy.string = string
        copy.font = font
        copy.fontSize = fontSize
        copy.foregroundColor = foregroundColor
        copy.alignmentMode = alignmentMode
        copy.isWrapped = isWrapped
        copy.truncationMode = truncationMode
        return copy
    }

    override func ownPropertyValue(forKey key: String) -> Any? {
        switch key {
        case "string": string
        case "font": font
        case "fontSize": NumberBoxing.box(fontSize)
        case "foregroundColor": foregroundColor
        case "wrapped", "isWrapped": NumberBoxing.box(isWrapped)
        default: nil
        }
    }

    override func setOwnPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        let number = NumberBoxing.double(from: value)
        switch (key, number) {
        case ("string", _): string = value
        case ("font", _): font = value
        case ("fontSize", let number?): fontSize = number
        case ("foregroundColor", _): foregroundColor = CALayer.color(from: value)
        case ("wrapped", let number?), ("isWrapped", let number?): isWrapped = number != 0
        default: return false
        }
        return true
    }

    /// The font drawn: `font` at `fontSize` (a size that is not a positive finite number is the
    /// system font size; a name no font has is the system font).
    var resolvedFont: UIFont {
        let size = fontSize.isFinite && fontSize > 0 ? min(fontSize, 4096) : UIFont.systemFontSize
        switch font {
        case let font as UIFont: return font.withSize(size)
        case let name as String: return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        default: return .systemFont(ofSize: size)
        }
    }

    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        let bounds = self.bounds
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return }
        let layout: TextLayout
        switch string {
        case let text as String:
            guard !text.isEmpty, let color = foregroundColor, color.alpha > 0 else { return }
            layout = TextLayout()
            layout.text = text
            layout.font = resolvedFont
            layout.textColor = UIColor(cgColor: color)
            layout.alignment = alignmentMode.textAlignment
        case let text as NSAttributedString:
            guard text.length > 0 else { return }
            layout = text.layout()
        default:
            return
        }
        layout.width = bounds.width
        layout.maximumHeight = bounds.height
        if isWrapped {
            layout.lineBreakMode = truncationMode == .none ? .byWordWrapping : truncationMode.lineBreakMode
        } else {
            layout.maximumNumberOfLines = 1
            layout.lineBreakMode = truncationMode.lineBreakMode
        }
        ctx.saveGState()
        ctx.clip(to: bounds)
        layout.draw(in: ctx, at: bounds.origin)
        ctx.restoreGState()
    }
}

/// Where a text layer's lines go across its bounds.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    var textAlignment: NSTextAlignment {
        switch self {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
    }
}

/// How a text layer cuts a line that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")

    var lineBreakMode: NSLineBreakMode {
        switch self {
        case .start: .byTruncatingHead
        case .end: .byTruncatingTail
        case .middle: .byTruncatingMiddle
        default: .byClipping
        }
    }
}
