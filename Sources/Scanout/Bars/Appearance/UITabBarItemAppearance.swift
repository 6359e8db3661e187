/// How a tab bar's items look in one layout, in each state: `normal`, `selected`, `disabled`
/// and `focused`, each a `UITabBarItemStateAppearance` (see `UITabBarAppearance`).
///
/// Behaves as UIKit's `UITabBarItemAppearance`: the states are objects the appearance owns,
/// changed in place; `copy()` copies them too. Main actor.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObjectProtocol, @MainActor CustomStringConvertible {
    /// The layouts a tab bar's items take.
    public enum Style: Int, Sendable {
        case stacked = 0
        case inline = 1
        case compactInline = 2
    }

    public let normal: UITabBarItemStateAppearance
    public let selected: UITabBarItemStateAppearance
    public let disabled: UITabBarItemStateAppearance
    public let focused: UITabBarItemStateAppearance

    public init(style: Style = .stacked) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
        configureWithDefault(for: style)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    private init(copying other: UITabBarItemAppearance) {
        normal = other.normal.copy()
        selected = other.selected.copy()
        disabled = other.disabled.copy()
        focused = other.focused.copy()
    }

    /// Resets every state to the system's look (colours from the bar's tint and grey).
    open func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] { state.reset() }
    }

    open func copy() -> UITabBarItemAppearance {
        UITabBarItemAppearance(copying: self)
    }

    open var description: String { "<UITabBarItemAppearance normal=\(normal) selected=\(selected)>" }
}

/// How a tab bar item looks in one state (see `UITabBarItemAppearance`). Main actor.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance: NSObjectProtocol, @MainActor CustomStringConvertible {
    /// The title's attributes: `.foregroundColor` and `.font` are drawn.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment: UIOffset = .zero
    /// The colour of template images; nil for the bar's (tint when selected, grey otherwise).
    public var iconColor: UIColor?
    public var badgeBackgroundColor: UIColor?
    /// Kept; the badge's text is white.
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var badgePositionAdjustment: UIOffset = .zero
    public var badgeTitlePositionAdjustment: UIOffset = .zero

    init() {}

    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        iconColor = nil
        badgeBackgroundColor = nil
        badgeTextAttributes = [:]
        badgePositionAdjustment = .zero
        badgeTitlePositionAdjustment = .zero
    }

    func copy() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return copy
    }

    public var description: String {
        "<UITabBarItemStateAppearance iconColor=\(iconColor.map { "\($0)" } ?? "nil")>"
    }
}
