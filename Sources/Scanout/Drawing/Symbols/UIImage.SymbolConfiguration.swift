extension UIImage {
    /// How heavy a symbol's strokes are, as a font's weight.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight
        case thin
        case light
        case regular
        case medium
        case semibold
        case bold
        case heavy
        case black

        /// The stroke width at 17 points, in points.
        var strokeWidth: CGFloat {
            switch self {
            case .ultraLight: 0.6
            case .thin: 0.9
            case .light: 1.25
            case .unspecified, .regular: 1.6
            case .medium: 1.85
            case .semibold: 2.1
            case .bold: 2.45
            case .heavy: 2.85
            case .black: 3.2
            }
        }
    }

    /// A symbol's size relative to its point size, for symbols beside text of that size.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small
        case medium
        case large

        /// How much larger than at `.medium` the symbol is drawn.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.28
            default: 1
            }
        }
    }

    /// How a symbol image is drawn: its point size (or the size of a text style), weight and scale.
    ///
    /// Behaves as UIKit's `UIImage.SymbolConfiguration`; what is not specified takes the defaults
    /// (17 points, regular, medium), and `applying(_:)` combines two, the argument's specified
    /// values winning. Immutable; `Sendable`.
    ///
    /// ```swift
    /// let big = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold))
    /// ```
    public final class SymbolConfiguration: Sendable, Hashable, CustomStringConvertible {
        /// The size of text the symbol stands beside; nil: unspecified.
        let pointSize: CGFloat?
        let weight: SymbolWeight
        let scale: SymbolScale
        /// The text style the point size (and weight) came from, if any.
        let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }

        /// Nothing specified: the defaults.
        public static let unspecified = SymbolConfiguration(
            pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil)

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        /// The size (and, for `.headline`, the weight) of `textStyle`'s font.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(textStyle: textStyle, scale: .unspecified)
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            let font = UIFont.preferredFont(forTextStyle: textStyle)
            self.init(
                pointSize: font.pointSize, weight: textStyle == .headline ? .semibold : .unspecified, scale: scale,
                textStyle: textStyle)
        }

        /// The size of `font`, at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale = .unspecified) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale, textStyle: nil)
        }

        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil)
        }

        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil)
        }

        /// This configuration with `other`'s specified values over it.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? pointSize,
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified || other.scale == .default ? scale : other.scale,
                textStyle: other.pointSize != nil ? other.textStyle : textStyle)
        }

        /// This configuration with its point size and weight unspecified.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil)
        }

        /// This configuration with its scale unspecified.
        public func configurationWithoutScale() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: textStyle)
        }

        /// This configuration with its text style unspecified.
        public func configurationWithoutTextStyle() -> SymbolConfiguration {
            SymbolConfiguration(
                pointSize: textStyle == nil ? pointSize : nil, weight: weight, scale: scale, textStyle: nil)
        }

        /// Whether two configurations draw the same symbol alike.
        public func isEqual(to other: SymbolConfiguration?) -> Bool {
            self == other
        }

        /// The point size drawn: specified, else 17 (body text).
        var resolvedPointSize: CGFloat { pointSize ?? 17 }

        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.scale == rhs.scale
                && lhs.textStyle == rhs.textStyle
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
        }

        public var description: String {
            var parts: [String] = []
            if let pointSize { parts.append("pointSize = \(formatCoordinate(pointSize))") }
            if let textStyle { parts.append("textStyle = \(textStyle.rawValue)") }
            if weight != .unspecified { parts.append("weight = \(weight)") }
            if scale != .unspecified { parts.append("scale = \(scale)") }
            return "<UIImage.SymbolConfiguration: " + (parts.isEmpty ? "unspecified" : parts.joined(separator: "; "))
                + ">"
        }
    }
}

/// What a symbol image was drawn from: enough to draw it again with another configuration.
struct SymbolDescription: Sendable {
    let name: String
    let configuration: UIImage.SymbolConfiguration
}
