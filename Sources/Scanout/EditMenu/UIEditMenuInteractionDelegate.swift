/// What an edit menu interaction asks and tells. Every method is optional.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: NSObjectProtocol {
    /// The menu to show for `configuration`. `suggestedActions` are what the responder chain can
    /// do now (Cut, Copy, Paste, … in an inline menu identified `.standardEdit`); include them
    /// in what you return. Return nil for a menu of the suggested actions, an empty menu for none.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu?
    /// The rectangle, in the interaction's view, the menu points at; by default a point at the
    /// configuration's source point.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect
    /// The menu is about to show.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating)
    /// The menu is about to go: chosen, dismissed, or replaced by another.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? { nil }

    /// The null rectangle, which the interaction reads as "not answered": the source point.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect { .null }

    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {}

    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {}
}
