/// A colour: red, green, blue and alpha components in the sRGB space, each from 0 to 1 — or a
/// dynamic colour, whose components depend on the traits it is resolved with.
///
/// Immutable and `Sendable`. A fixed colour keeps its components in the `CGColor` it wraps,
/// clamped to 0...1 on the way in. A dynamic colour (`init(dynamicProvider:)`, and the system
/// colours such as `label` and `systemBackground`) asks its provider for a colour each time it is
/// resolved: `resolvedColor(with:)` with a trait collection, and its components and `cgColor`
/// with `UITraitCollection.current` — which is the view's own traits while a view draws or lays
/// out, so a dynamic colour used in `draw(_:)` or as a view's background, tint or text colour
/// takes the view's appearance. When a view's appearance traits change (dark mode, an override),
/// Scanout draws it again, as UIKit does; colours already handed to layers as `CGColor`s keep the
/// appearance they were resolved in.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// What the colour is made of: fixed components, or a provider asked at each resolution.
    enum Storage: Sendable {
        case fixed(CGColor)
        /// `name` is the system colour's name for descriptions (`systemBackgroundColor`), else nil.
        case dynamic(provider: @Sendable (UITraitCollection) -> UIColor, name: String?)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    /// The colour as a `CGColor`; a dynamic colour's as it resolves with
    /// `UITraitCollection.current`.
    public var cgColor: CGColor {
        switch storage {
        case .fixed(let color): color
        case .dynamic: resolvedColor(with: UITraitCollection.current).fixedCGColor
        }
    }

    public var red: CGFloat { cgColor.red }
    public var green: CGFloat { cgColor.green }
    public var blue: CGFloat { cgColor.blue }
    public var alpha: CGFloat { cgColor.alpha }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .fixed(
            CGColor(red: clampUnit(red), green: clampUnit(green), blue: clampUnit(blue), alpha: clampUnit(alpha)))
    }

    /// A colour that asks `dynamicProvider` for the colour to use with the traits it is resolved
    /// with: the view's own while it draws, `UITraitCollection.current` elsewhere. The provider
    /// may return another dynamic colour (it is resolved in turn) and may be called on any thread
    /// and many times; it should depend on the traits only.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .dynamic(provider: dynamicProvider, name: nil)
    }

    /// A system colour (`name` for descriptions and equality; nil for a colour of Scanout's own
    /// chrome): `light` in the light appearance, `dark` in the dark one, `elevatedDark` (when
    /// given) in the dark one at the elevated level (a sheet, a popover, an alert).
    convenience init(systemName name: String?, light: UIColor, dark: UIColor, elevatedDark: UIColor? = nil) {
        self.init(
            storage: .dynamic(
                provider: { traits in
                    guard traits.userInterfaceStyle == .dark else { return light }
                    if let elevatedDark, traits.userInterfaceLevel == .elevated { return elevatedDark }
                    return dark
                }, name: name))
    }

    /// A colour of Scanout's own chrome (a menu's, a tab bar's) that adapts as the system colours
    /// do: `light`, or `dark` in the dark appearance.
    convenience init(light: UIColor, dark: UIColor) {
        self.init(systemName: nil, light: light, dark: dark)
    }

    /// The colour to use with `traitCollection`: a fixed colour is itself; a dynamic one is what
    /// its provider returns, resolved again while that is dynamic too (a provider that keeps
    /// answering with dynamic colours is cut off after a few rounds, with clear as the answer).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        for _ in 0..<Self.resolutionDepthLimit {
            guard case .dynamic(let provider, _) = color.storage else { return color }
            color = provider(traitCollection)
        }
        if case .fixed = color.storage { return color }
        return .clear
    }

    /// How many dynamic colours in a row resolution follows before giving up.
    private static let resolutionDepthLimit = 16

    /// The colour as `view` shows it: a dynamic one resolved with the view's traits (a fixed one
    /// is itself, and no trait collection is made for it).
    @MainActor
    func resolved(for view: UIView) -> UIColor {
        isDynamic ? resolvedColor(with: view.traitCollection) : self
    }

    /// Whether the colour depends on traits (made by `init(dynamicProvider:)`, or a system colour
    /// that adapts to the appearance).
    var isDynamic: Bool {
        if case .dynamic = storage { return true }
        return false
    }

    /// The components of a colour known to be fixed (the result of `resolvedColor(with:)`).
    private var fixedCGColor: CGColor {
        if case .fixed(let color) = storage { return color }
        return UIColor.clear.fixedCGColor
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

    /// The same colour with another alpha; a dynamic colour's stays dynamic (each colour it
    /// resolves to, with that alpha).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if case .fixed(let color) = storage, color.pattern != nil {
            return UIColor(storage: .fixed(color.copy(alpha: clampUnit(alpha)) ?? color))
        }
        guard isDynamic else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor { [self] traits in resolvedColor(with: traits).withAlphaComponent(alpha) }
    }

    /// UIKit's out-parameter accessor. Succeeds for every colour but a pattern colour (which has
    /// no components, as in UIKit): every other Scanout colour is RGB.
    @discardableResult
    public func getRed(
        _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        let color = cgColor
        guard color.pattern == nil else { return false }
        red = color.red
        green = color.green
        blue = color.blue
        alpha = color.alpha
        return true
    }

    /// UIKit's out-parameter accessor for hue, saturation and brightness (each from 0 to 1; a grey's
    /// hue and saturation are 0). Succeeds for every colour but a pattern colour.
    @discardableResult
    public func getHue(
        _ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        let color = cgColor
        guard color.pattern == nil else { return false }
        let (red, green, blue) = (color.red, color.green, color.blue)
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
        alpha = color.alpha
        return true
    }

    /// UIKit's out-parameter accessor for a grey: the average of the red, green and blue
    /// components. Succeeds for every colour but a pattern colour.
    @discardableResult
    public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
        let color = cgColor
        guard color.pattern == nil else { return false }
        white = (color.red + color.green + color.blue) / 3
        alpha = color.alpha
        return true
    }

    /// Fixed colours are equal when their components are, system colours when they are the same
    /// one (`UIColor(named:)` of a set referring to `systemBlueColor` is `.systemBlue`), and any
    /// other dynamic colour only to itself (as UIKit compares a provider colour by its provider).
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.fixed(let one), .fixed(let other)): one == other
        case (.dynamic(_, let one?), .dynamic(_, let other?)): one == other
        default: lhs === rhs
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .fixed(let color): hasher.combine(color)
        case .dynamic(_, let name?): hasher.combine(name)
        case .dynamic: hasher.combine(ObjectIdentifier(self))
        }
    }

    public var description: String {
        switch storage {
        case .fixed(let color) where color.pattern != nil:
            "<UIDynamicPatternColor: \(objectAddress(self)); image = \(color.pattern?.image.width ?? 0)×\(color.pattern?.image.height ?? 0)>"
        case .fixed: "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
        case .dynamic(_, let name?): "<UIDynamicSystemColor: \(objectAddress(self)); name = \(name)>"
        case .dynamic: "<UIDynamicProviderColor: \(objectAddress(self))>"
        }
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

    // MARK: System colours
    // Each adapts to the appearance with iOS's values: the light ones, the dark ones with
    // `userInterfaceStyle == .dark`, and for the backgrounds lighter dark ones at the elevated
    // level (what a sheet or an alert stands on). High-contrast variants are not given: with
    // `accessibilityContrast == .high` the colours are the normal ones.

    public static let systemRed = UIColor(
        systemName: "systemRedColor", light: UIColor(rgb: 0xFF3B30), dark: UIColor(rgb: 0xFF453A))
    public static let systemOrange = UIColor(
        systemName: "systemOrangeColor", light: UIColor(rgb: 0xFF9500), dark: UIColor(rgb: 0xFF9F0A))
    public static let systemYellow = UIColor(
        systemName: "systemYellowColor", light: UIColor(rgb: 0xFFCC00), dark: UIColor(rgb: 0xFFD60A))
    public static let systemGreen = UIColor(
        systemName: "systemGreenColor", light: UIColor(rgb: 0x34C759), dark: UIColor(rgb: 0x30D158))
    public static let systemMint = UIColor(
        systemName: "systemMintColor", light: UIColor(rgb: 0x00C7BE), dark: UIColor(rgb: 0x63E6E2))
    public static let systemTeal = UIColor(
        systemName: "systemTealColor", light: UIColor(rgb: 0x30B0C7), dark: UIColor(rgb: 0x40C8E0))
    public static let systemCyan = UIColor(
        systemName: "systemCyanColor", light: UIColor(rgb: 0x32ADE6), dark: UIColor(rgb: 0x64D2FF))
    public static let systemBlue = UIColor(
        systemName: "systemBlueColor", light: UIColor(rgb: 0x007AFF), dark: UIColor(rgb: 0x0A84FF))
    public static let systemIndigo = UIColor(
        systemName: "systemIndigoColor", light: UIColor(rgb: 0x5856D6), dark: UIColor(rgb: 0x5E5CE6))
    public static let systemPurple = UIColor(
        systemName: "systemPurpleColor", light: UIColor(rgb: 0xAF52DE), dark: UIColor(rgb: 0xBF5AF2))
    public static let systemPink = UIColor(
        systemName: "systemPinkColor", light: UIColor(rgb: 0xFF2D55), dark: UIColor(rgb: 0xFF375F))
    public static let systemBrown = UIColor(
        systemName: "systemBrownColor", light: UIColor(rgb: 0xA2845E), dark: UIColor(rgb: 0xAC8E68))
    public static let systemGray = UIColor(
        systemName: "systemGrayColor", light: UIColor(rgb: 0x8E8E93), dark: UIColor(rgb: 0x8E8E93))
    public static let systemGray2 = UIColor(
        systemName: "systemGray2Color", light: UIColor(rgb: 0xAEAEB2), dark: UIColor(rgb: 0x636366))
    public static let systemGray3 = UIColor(
        systemName: "systemGray3Color", light: UIColor(rgb: 0xC7C7CC), dark: UIColor(rgb: 0x48484A))
    public static let systemGray4 = UIColor(
        systemName: "systemGray4Color", light: UIColor(rgb: 0xD1D1D6), dark: UIColor(rgb: 0x3A3A3C))
    public static let systemGray5 = UIColor(
        systemName: "systemGray5Color", light: UIColor(rgb: 0xE5E5EA), dark: UIColor(rgb: 0x2C2C2E))
    public static let systemGray6 = UIColor(
        systemName: "systemGray6Color", light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x1C1C1E))
    public static let tintColor = systemBlue
    public static let label = UIColor(systemName: "labelColor", light: .black, dark: .white)
    public static let secondaryLabel = UIColor(
        systemName: "secondaryLabelColor", light: UIColor(rgb: 0x3C3C43, alpha: 0.6),
        dark: UIColor(rgb: 0xEBEBF5, alpha: 0.6))
    public static let tertiaryLabel = UIColor(
        systemName: "tertiaryLabelColor", light: UIColor(rgb: 0x3C3C43, alpha: 0.3),
        dark: UIColor(rgb: 0xEBEBF5, alpha: 0.3))
    public static let quaternaryLabel = UIColor(
        systemName: "quaternaryLabelColor", light: UIColor(rgb: 0x3C3C43, alpha: 0.18),
        dark: UIColor(rgb: 0xEBEBF5, alpha: 0.16))
    public static let placeholderText = UIColor(
        systemName: "placeholderTextColor", light: UIColor(rgb: 0x3C3C43, alpha: 0.3),
        dark: UIColor(rgb: 0xEBEBF5, alpha: 0.3))
    public static let separator = UIColor(
        systemName: "separatorColor", light: UIColor(rgb: 0x3C3C43, alpha: 0.29),
        dark: UIColor(rgb: 0x545458, alpha: 0.6))
    public static let opaqueSeparator = UIColor(
        systemName: "opaqueSeparatorColor", light: UIColor(rgb: 0xC6C6C8), dark: UIColor(rgb: 0x38383A))
    public static let link = UIColor(
        systemName: "linkColor", light: UIColor(rgb: 0x007AFF), dark: UIColor(rgb: 0x0984FF))
    public static let systemBackground = UIColor(
        systemName: "systemBackgroundColor", light: .white, dark: .black, elevatedDark: UIColor(rgb: 0x1C1C1E))
    public static let secondarySystemBackground = UIColor(
        systemName: "secondarySystemBackgroundColor", light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x1C1C1E),
        elevatedDark: UIColor(rgb: 0x2C2C2E))
    public static let tertiarySystemBackground = UIColor(
        systemName: "tertiarySystemBackgroundColor", light: .white, dark: UIColor(rgb: 0x2C2C2E),
        elevatedDark: UIColor(rgb: 0x3A3A3C))
    public static let systemGroupedBackground = UIColor(
        systemName: "systemGroupedBackgroundColor", light: UIColor(rgb: 0xF2F2F7), dark: .black,
        elevatedDark: UIColor(rgb: 0x1C1C1E))
    public static let secondarySystemGroupedBackground = UIColor(
        systemName: "secondarySystemGroupedBackgroundColor", light: .white, dark: UIColor(rgb: 0x1C1C1E),
        elevatedDark: UIColor(rgb: 0x2C2C2E))
    public static let tertiarySystemGroupedBackground = UIColor(
        systemName: "tertiarySystemGroupedBackgroundColor", light: UIColor(rgb: 0xF2F2F7), dark: UIColor(rgb: 0x2C2C2E),
        elevatedDark: UIColor(rgb: 0x3A3A3C))
    // Fills for shapes over a background: translucent greys, thinner at each level.
    public static let systemFill = UIColor(
        systemName: "systemFillColor", light: UIColor(rgb: 0x787880, alpha: 0.2),
        dark: UIColor(rgb: 0x787880, alpha: 0.36))
    public static let secondarySystemFill = UIColor(
        systemName: "secondarySystemFillColor", light: UIColor(rgb: 0x787880, alpha: 0.16),
        dark: UIColor(rgb: 0x787880, alpha: 0.32))
    public static let tertiarySystemFill = UIColor(
        systemName: "tertiarySystemFillColor", light: UIColor(rgb: 0x767680, alpha: 0.12),
        dark: UIColor(rgb: 0x767680, alpha: 0.24))
    public static let quaternarySystemFill = UIColor(
        systemName: "quaternarySystemFillColor", light: UIColor(rgb: 0x747480, alpha: 0.08),
        dark: UIColor(rgb: 0x767680, alpha: 0.18))
    // Text colours of fixed appearance, as UIKit's.
    public static let darkText = UIColor(white: 0, alpha: 1)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
}

/// A component as colours keep it: 0...1, not a number as 0.
func clampUnit(_ value: CGFloat) -> CGFloat {
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
