/// Vibrancy: the content of a `UIVisualEffectView` drawn in a colour that reads on the blur
/// beneath it. Put the vibrancy view inside a blur view's `contentView`, and its content in the
/// vibrancy view's `contentView`.
///
/// ```swift
/// let blur = UIBlurEffect(style: .systemMaterial)
/// let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .label))
/// blurView.contentView.addSubview(vibrancy)
/// vibrancy.contentView.addSubview(label)
/// ```
///
/// Behaves as UIKit's `UIVibrancyEffect`, drawn more simply: the content's shapes (its alpha) are
/// filled with one colour chosen by the vibrancy style and whether the blur is dark (UIKit blends
/// the content with the backdrop instead). Main actor.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is drawn over.
    public let blurEffect: UIBlurEffect
    /// How strongly the content stands out; `.label` for the 2019 initializer's default.
    public let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect`, in the style of iOS 8's vibrancy (`.label`-like).
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override var description: String { "<UIVibrancyEffect style=\(style) blur=\(blurEffect.style)>" }

    /// The colour the content is drawn in, under `interfaceStyle`.
    func contentColor(in interfaceStyle: UIUserInterfaceStyle) -> UIColor {
        let white: CGFloat = blurEffect.style.isDark(in: interfaceStyle) ? 1 : 0
        let alpha: CGFloat
        switch style {
        case .label: alpha = 0.85
        case .secondaryLabel: alpha = 0.6
        case .tertiaryLabel: alpha = 0.4
        case .quaternaryLabel: alpha = 0.25
        case .fill: alpha = 0.35
        case .secondaryFill: alpha = 0.25
        case .tertiaryFill: alpha = 0.15
        case .separator: alpha = 0.2
        }
        return UIColor(white: white, alpha: alpha)
    }
}

/// How a vibrancy effect's content stands out, as UIKit's.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}
