// UIKit's string drawing helpers (NSStringDrawing): measure a string with attributes, or draw it
// into the current graphics context (`UIGraphicsGetCurrentContext()`), typically in `draw(_:)`.
// Main actor, since they lay text out on the shared main-actor pango context. Attributes are
// those `NSAttributedString` honours; absent ones take Foundation's defaults (12-point system
// font, black).

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

extension String {
    /// The size of the string drawn with `attributes`: each paragraph on one line, unwrapped.
    /// Fractional; round up (`ceil`) to size a view, as in UIKit.
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.unwrappedLayout(for: self, style: TextStyle(attributes: attributes ?? [:])).size
    }

    /// Draws the string with `attributes`, unwrapped, with its first line's top-left corner at
    /// `point`, into the current graphics context. Does nothing without a current context.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let style = TextStyle(attributes: attributes ?? [:])
        let layout = StringDrawing.unwrappedLayout(for: self, style: style)
        layout.textColor = style.foregroundColor
        layout.backgroundColor = style.backgroundColor
        layout.draw(in: context, at: point)
    }

    /// Draws the string with `attributes` inside `rect`, into the current graphics context: lines
    /// wrapped to the rectangle's width, from its top; the lines that do not fit its height are not
    /// drawn (with a truncating line break mode, the last line that fits is truncated), and
    /// nothing is drawn outside it.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
        let layout = StringDrawing.layout(for: self, attributes: attributes)
        layout.width = rect.width
        layout.maximumHeight = rect.height
        context.saveGState()
        context.clip(to: rect)
        layout.draw(in: context, at: rect.origin)
        context.restoreGState()
    }

    /// The rectangle the string occupies when drawn with `attributes` within `size`.
    ///
    /// With `.usesLineFragmentOrigin`, lines wrap at `size.width` and the rectangle's origin is the
    /// first line's top-left corner; without it, the string is one unwrapped line and the origin is
    /// on its baseline (so `minY` is minus the ascent), as in UIKit. `size.height` limits the lines
    /// only with `.truncatesLastVisibleLine`. `.usesDeviceMetrics` returns the ink's bounds instead
    /// of the line boxes'. Fractional; round up to size a view. `context` (UIKit's
    /// `NSStringDrawingContext`) is accepted and ignored.
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: Any? = nil
    ) -> CGRect {
        let layout = StringDrawing.layout(for: self, attributes: attributes)
        return layout.boundingRect(within: size, options: options, ascent: layout.font.ascender)
    }
}

/// Builds the layouts the string drawing helpers use.
@preconcurrency @MainActor
enum StringDrawing {
    /// The unwrapped layout of `string` in `style`, shared: the same string in the same style is
    /// shaped once and then measured and drawn from the kept layout, as long as it stays among the
    /// recently used ones. A view that draws its titles in `draw(_:)` (the on-screen keyboard
    /// measures and draws each key's title on every redraw) pays pango only the first time.
    /// Callers may set the colours, which never lay the text out again, and nothing else.
    static func unwrappedLayout(for string: String, style: TextStyle) -> TextLayout {
        let key = UnwrappedLayoutKey(string: string, style: style)
        if let layout = recentLayouts.layout(for: key) { return layout }
        let layout = TextLayout()
        layout.text = string
        layout.apply(style)
        recentLayouts.insert(layout, for: key)
        return layout
    }

    /// The layouts `unwrappedLayout` keeps (256 strings: every title of a keyboard's planes and a
    /// screen's worth of drawn strings; a few hundred kilobytes of pango's memory).
    static var recentLayouts = RecentTextLayouts(capacity: 256)

    /// A layout of `string` styled by `attributes`, unwrapped and with no line limit.
    static func layout(for string: String, attributes: [NSAttributedString.Key: Any]?) -> TextLayout {
        let style = TextStyle(attributes: attributes ?? [:])
        let layout = TextLayout()
        layout.text = string
        layout.apply(style)
        return layout
    }
}

extension TextLayout {
    /// The rectangle the text occupies within `size` under `options` (see
    /// `String.boundingRect(with:options:attributes:context:)`): lines wrapped at the width and
    /// limited to the height with `.usesLineFragmentOrigin`, else one line whose origin is on its
    /// baseline, `ascent` above the line's top (the font's ascender for a uniform string, the first
    /// baseline for mixed runs). Sets the layout up for it.
    func boundingRect(within size: CGSize, options: NSStringDrawingOptions, ascent: @autoclosure () -> CGFloat)
        -> CGRect
    {
        if options.contains(.usesLineFragmentOrigin) {
            if size.width > 0, size.width.isFinite { width = size.width }
            if options.contains(.truncatesLastVisibleLine), size.height > 0, size.height.isFinite {
                maximumHeight = size.height
                if !lineBreakMode.truncates { lineBreakMode = .byTruncatingTail }
            }
        } else {
            maximumNumberOfLines = 1
        }
        var rect = options.contains(.usesDeviceMetrics) ? inkBounds : bounds
        if !options.contains(.usesLineFragmentOrigin) {
            rect.origin.y -= ascent()
        }
        return rect
    }

    /// Takes font, colours, alignment, line breaking, spacing and kerning from `style`.
    func apply(_ style: TextStyle) {
        font = style.font
        textColor = style.foregroundColor
        backgroundColor = style.backgroundColor
        alignment = style.alignment
        lineBreakMode = style.lineBreakMode
        lineSpacing = style.lineSpacing
        lineHeightMultiple = style.lineHeightMultiple
        kern = style.kern
    }
}

// The same for attributed strings (UIKit's NSAttributedString drawing): the attributes of the
// first character give the whole text its paragraph settings and the font and colour of characters
// without their own; every run draws with its own attributes.
extension NSAttributedString {
    /// The size of the string drawn, each paragraph on one line.
    @MainActor
    public func size() -> CGSize {
        layout().size
    }

    /// Draws the string with its first line's top-left corner at `point`.
    @MainActor
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        layout().draw(in: context, at: point)
    }

    /// Draws the string wrapped inside `rect`; lines that do not fit its height are not drawn.
    @MainActor
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string in `rect` as `boundingRect(with:options:context:)` measures it.
    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: Any? = nil) {
        guard let graphics = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
        let layout = layout()
        if options.contains(.usesLineFragmentOrigin) {
            layout.width = rect.width.isFinite ? rect.width : nil
            layout.maximumHeight = rect.height.isFinite ? rect.height : nil
            graphics.saveGState()
            graphics.clip(to: rect)
            layout.draw(in: graphics, at: rect.origin)
            graphics.restoreGState()
        } else {
            layout.maximumNumberOfLines = 1
            layout.draw(in: graphics, at: CGPoint(x: rect.minX, y: rect.minY - layout.baselines.first))
        }
    }

    /// The rectangle the string occupies when drawn within `size`; see
    /// `String.boundingRect(with:options:attributes:context:)`.
    @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: Any? = nil) -> CGRect {
        let layout = layout()
        return layout.boundingRect(within: size, options: options, ascent: layout.baselines.first)
    }

    /// A layout of the whole string, unwrapped, styled by its first character's attributes and
    /// each run's own.
    @MainActor
    func layout() -> TextLayout {
        let layout = StringDrawing.layout(for: string, attributes: length > 0 ? attributes(at: 0) : nil)
        layout.runs = TextRunStyle.runs(of: self, linkAttributes: [.foregroundColor: UIColor.link])
        return layout
    }
}
