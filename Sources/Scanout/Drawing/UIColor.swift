/// A colour: red, green, blue and alpha components in the sRGB space, each from 0 to 1.
///
/// Immutable and `Sendable`. The named system colours use the values of iOS's light appearance.
/// The components live in the `CGColor` it wraps, clamped to 0...1 on the way in.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour as a `CGColor`: the one copy of its components.
    public let cgColor: CGColor

    public var red: CGFloat { cgColor.red }
    public var green: CGFloat { cgColor.green }
    public var blue: CGFloat { cgColor.blue }
    public var alpha: CGFloat { cgColor.alpha }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: clampUnit(red), green: clampUnit(green), blue: clampUnit(blue), alpha: clampUnit(alpha))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (HSB), each from 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        // A hue that is not a number (or infinite, whose fraction is not one) is red's, 0.
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let whole = h.clampedInteger(in: 0...5)
        let sector = whole
        let f = h - CGFloat(whole)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour from a 0xRRGGBB literal, as kiosk style guides usually give them.
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// UIKit's out-parameter accessor. Always succeeds: every Scanout colour is RGB.
    @discardableResult
    public func getRed(
        _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        red = self.red
        green = self.green
        blue = self.blue
        alpha = self.alpha
        return true
    }

    /// UIKit's out-parameter accessor for hue, saturation and brightness (each from 0 to 1; a grey's
    /// hue and saturation are 0). Always succeeds.
    @discardableResult
    public func getHue(
        _ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        let largest = max(red, green, blue)
        let smallest = min(red, green, blue)
        let spread = largest - smallest
        brightness = largest
        saturation = largest > 0 ? spread / largest : 0
        if spread <= 0 {
            hue = 0
        } else if largest == red {
            let sixth = (green - blue) / spread
            hue = (sixth < 0 ? sixth + 6 : sixth) / 6
        } else if largest == green {
            hue = ((blue - red) / spread + 2) / 6
        } else {
            hue = ((red - green) / spread + 4) / 6
        }
        alpha = self.alpha
        return true
    }

    /// UIKit's out-parameter accessor for a grey: the average of the red, green and blue
    /// components. Always succeeds.
    @discardableResult
    public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
        white = (red + green + blue) / 3
        alpha = self.alpha
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.cgColor == rhs.cgColor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(cgColor)
    }

    public var description: String {
        "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    // MARK: Fixed colours

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    // MARK: System colours (iOS light appearance)

    public static let systemRed = UIColor(rgb: 0xFF3B30)
    public static let systemOrange = UIColor(rgb: 0xFF9500)
    public static let systemYellow = UIColor(rgb: 0xFFCC00)
    public static let systemGreen = UIColor(rgb: 0x34C759)
    public static let systemMint = UIColor(rgb: 0x00C7BE)
    public static let systemTeal = UIColor(rgb: 0x30B0C7)
    public static let systemCyan = UIColor(rgb: 0x32ADE6)
    public static let systemBlue = UIColor(rgb: 0x007AFF)
    public static let systemIndigo = UIColor(rgb: 0x5856D6)
    public static let systemPurple = UIColor(rgb: 0xAF52DE)
    public static let systemPink = UIColor(rgb: 0xFF2D55)
    public static let systemBrown = UIColor(rgb: 0xA2845E)
    public static let systemGray = UIColor(rgb: 0x8E8E93)
    public static let systemGray2 = UIColor(rgb: 0xAEAEB2)
    public static let systemGray3 = UIColor(rgb: 0xC7C7CC)
    public static let systemGray4 = UIColor(rgb: 0xD1D1D6)
    public static let systemGray5 = UIColor(rgb: 0xE5E5EA)
    public static let systemGray6 = UIColor(rgb: 0xF2F2F7)
    public static let tintColor = systemBlue
    public static let label = UIColor(white: 0, alpha: 1)
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    public static let placeholderText = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    public static let secondarySystemBackground = UIColor(rgb: 0xF2F2F7)
    public static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
    public static let systemGroupedBackground = UIColor(rgb: 0xF2F2F7)
    public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
    public static let tertiarySystemGroupedBackground = UIColor(rgb: 0xF2F2F7)
    public static let quaternaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
    public static let opaqueSeparator = UIColor(rgb: 0xC6C6C8)
    public static let link = systemBlue
    public static let darkText = UIColor(white: 0, alpha: 1)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    // Fills for shapes over a background: translucent greys, thinner at each level.
    public static let systemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    public static let secondarySystemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    public static let tertiarySystemFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    public static let quaternarySystemFill = UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08)
}

private func clampUnit(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), 1)
}

/// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour wells write them.
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The type a `#colorLiteral` is without other context (`let accent = #colorLiteral(...)`), as
/// UIKit declares it.
public typealias _ColorLiteralType = UIColor
