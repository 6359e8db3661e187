/// A blur of what lies behind a `UIVisualEffectView`, tinted in its style's colour.
///
/// ```swift
/// let overlay = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// ```
///
/// Behaves as UIKit's `UIBlurEffect`: the backdrop within the view's bounds is blurred (a Gaussian
/// whose radius the style sets) and then covered by the style's tint, a translucent white for the
/// light styles and a translucent dark grey for the dark ones. The `system…` materials follow the
/// trait collection's interface style when they do not name one. Differences: UIKit's materials
/// also raise the backdrop's saturation; Scanout's blur and tint only. Main actor.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The effect's style, which sets the blur's radius and its tint.
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override var description: String { "<UIBlurEffect style=\(style)>" }

    /// The looks of a blur, as UIKit's.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case extraDark = 3
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }
}

extension UIBlurEffect.Style {
    /// How the style looks: the blur's standard deviation in points and the tint laid over it.
    struct Look: Equatable {
        var radius: CGFloat
        var tint: UIColor
    }

    /// The style's look under `style` (the trait collection's interface style), for the styles
    /// that follow it. The radii and tints approximate UIKit's (measured by eye on iOS 17 captures:
    /// the thinner a material, the less it blurs and the more of the backdrop shows).
    func look(in interfaceStyle: UIUserInterfaceStyle) -> Look {
        let dark = interfaceStyle == .dark
        switch self {
        case .extraLight: return Look(radius: 10, tint: UIColor(white: 0.97, alpha: 0.8))
        case .light: return Look(radius: 10, tint: UIColor(white: 1, alpha: 0.3))
        case .dark: return Look(radius: 10, tint: UIColor(white: 0.11, alpha: 0.73))
        case .extraDark: return Look(radius: 10, tint: UIColor(white: 0.06, alpha: 0.85))
        case .regular:
            return dark
                ? UIBlurEffect.Style.dark.look(in: .dark) : Look(radius: 10, tint: UIColor(white: 0.97, alpha: 0.5))
        case .prominent:
            return dark
                ? UIBlurEffect.Style.extraDark.look(in: .dark)
                : Look(radius: 10, tint: UIColor(white: 0.97, alpha: 0.75))
        case .systemUltraThinMaterial:
            return dark
                ? Self.systemUltraThinMaterialDark.look(in: .dark) : Self.systemUltraThinMaterialLight.look(in: .light)
        case .systemThinMaterial:
            return dark ? Self.systemThinMaterialDark.look(in: .dark) : Self.systemThinMaterialLight.look(in: .light)
        case .systemMaterial:
            return dark ? Self.systemMaterialDark.look(in: .dark) : Self.systemMaterialLight.look(in: .light)
        case .systemThickMaterial:
            return dark ? Self.systemThickMaterialDark.look(in: .dark) : Self.systemThickMaterialLight.look(in: .light)
        case .systemChromeMaterial:
            return dark
                ? Self.systemChromeMaterialDark.look(in: .dark) : Self.systemChromeMaterialLight.look(in: .light)
        case .systemUltraThinMaterialLight: return Look(radius: 6, tint: UIColor(white: 0.96, alpha: 0.3))
        case .systemThinMaterialLight: return Look(radius: 8, tint: UIColor(white: 0.96, alpha: 0.5))
        case .systemMaterialLight: return Look(radius: 10, tint: UIColor(white: 0.96, alpha: 0.7))
        case .systemThickMaterialLight: return Look(radius: 10, tint: UIColor(white: 0.96, alpha: 0.85))
        case .systemChromeMaterialLight: return Look(radius: 10, tint: UIColor(white: 0.98, alpha: 0.78))
        case .systemUltraThinMaterialDark: return Look(radius: 6, tint: UIColor(white: 0.1, alpha: 0.3))
        case .systemThinMaterialDark: return Look(radius: 8, tint: UIColor(white: 0.1, alpha: 0.5))
        case .systemMaterialDark: return Look(radius: 10, tint: UIColor(white: 0.12, alpha: 0.7))
        case .systemThickMaterialDark: return Look(radius: 10, tint: UIColor(white: 0.12, alpha: 0.85))
        case .systemChromeMaterialDark: return Look(radius: 10, tint: UIColor(white: 0.1, alpha: 0.78))
        }
    }

    /// Whether the style is a dark one under `interfaceStyle`: its vibrancy draws light content.
    func isDark(in interfaceStyle: UIUserInterfaceStyle) -> Bool {
        switch self {
        case .dark, .extraDark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
            .systemThickMaterialDark, .systemChromeMaterialDark:
            return true
        case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial,
            .systemThickMaterial, .systemChromeMaterial:
            return interfaceStyle == .dark
        default:
            return false
        }
    }
}
