import ScanoutCore

/// A colour as Core Graphics passes it: what `CALayer.borderColor` and `CGContext` take.
///
/// Scanout's colours are all sRGB with straight (not premultiplied) alpha. Immutable; `Sendable`.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat
    /// For a pattern colour (`UIColor(patternImage:)`): the image it tiles, its pixels per point;
    /// `alpha` then multiplies the image's own. Nil for a plain colour.
    package let pattern: CGColorPattern?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.pattern = nil
    }

    /// A colour that paints `pattern`'s image tiled from the origin of the space it fills, at
    /// `alpha`. Its components read as black at that alpha.
    package init(pattern: CGColorPattern, alpha: CGFloat = 1) {
        self.red = 0
        self.green = 0
        self.blue = 0
        self.alpha = alpha
        self.pattern = pattern
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The components, red, green, blue and alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    public var numberOfComponents: Int { 4 }

    public func copy(alpha: CGFloat) -> CGColor? {
        if let pattern { return CGColor(pattern: pattern, alpha: alpha) }
        return CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
            && lhs.pattern == rhs.pattern
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    public var description: String {
        if let pattern { return "CGColor(pattern: \(pattern.image.width)×\(pattern.image.height), alpha: \(alpha))" }
        return "CGColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)
}

/// The image a pattern colour tiles: its pixels and how many of them make a point.
package final class CGColorPattern: Hashable, Sendable {
    package let image: CGImage
    package let scale: CGFloat

    package init(image: CGImage, scale: CGFloat) {
        self.image = image
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The same image at the same scale (pattern colours made from one image are equal).
    package static func == (lhs: CGColorPattern, rhs: CGColorPattern) -> Bool {
        lhs.image === rhs.image && lhs.scale == rhs.scale
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(image))
    }
}
