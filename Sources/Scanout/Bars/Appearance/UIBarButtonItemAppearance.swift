/// How a bar's buttons look in each state, for `UINavigationBarAppearance` and
/// `UIToolbarAppearance`: `normal`, `highlighted`, `disabled` and `focused`, each a
/// `UIBarButtonItemStateAppearance`.
///
/// Behaves as UIKit's `UIBarButtonItemAppearance`: the states are objects the appearance owns,
/// changed in place (`appearance.normal.titleTextAttributes = [.foregroundColor: UIColor.red]`);
/// `copy()` copies them too. Scanout draws a button's title in the state's `.foregroundColor` and
/// `.font` (the item's own title attributes win), offset by `titlePositionAdjustment`. Main actor.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObjectProtocol, @MainActor CustomStringConvertible {
    public let normal: UIBarButtonItemStateAppearance
    public let highlighted: UIBarButtonItemStateAppearance
    public let disabled: UIBarButtonItemStateAppearance
    public let focused: UIBarButtonItemStateAppearance

    /// The default look of buttons of `style` (`.done` buttons' titles are bold).
    public init(style: UIBarButtonItem.Style = .plain) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
        configureWithDefault(for: style)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    private init(copying other: UIBarButtonItemAppearance) {
        normal = other.normal.copy()
        highlighted = other.highlighted.copy()
        disabled = other.disabled.copy()
        focused = other.focused.copy()
    }

    /// Resets every state to the default look of buttons of `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] {
            state.titleTextAttributes = style == .done ? [.font: UIFont.boldSystemFont(ofSize: 17)] : [:]
            state.titlePositionAdjustment = .zero
            state.backgroundImage = nil
            state.backgroundImagePositionAdjustment = .zero
        }
    }

    open func copy() -> UIBarButtonItemAppearance {
        UIBarButtonItemAppearance(copying: self)
    }

    open var description: String { "<UIBarButtonItemAppearance normal=\(normal)>" }

    /// The state appearance for a control state: highlighted, disabled and focused, else normal.
    func appearance(for state: UIControl.State) -> UIBarButtonItemStateAppearance {
        if state.contains(.disabled) { return disabled }
        if state.contains(.highlighted) { return highlighted }
        if state.contains(.focused) { return focused }
        return normal
    }
}

/// How a bar button looks in one state (see `UIBarButtonItemAppearance`). Main actor.
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance: NSObjectProtocol, @MainActor CustomStringConvertible {
    /// The title's attributes: `.foregroundColor` and `.font` are drawn.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title from where the button would place it.
    public var titlePositionAdjustment: UIOffset = .zero
    /// An image drawn behind the button's title or image, stretched over the button.
    public var backgroundImage: UIImage?
    public var backgroundImagePositionAdjustment: UIOffset = .zero

    init() {}

    func copy() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }

    public var description: String {
        "<UIBarButtonItemStateAppearance attributes=\(titleTextAttributes.keys.map(\.rawValue).sorted())>"
    }
}
