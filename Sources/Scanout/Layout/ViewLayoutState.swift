/// What Auto Layout keeps for one view, allocated the first time the view uses it, so views of
/// apps that lay out with frames carry one empty reference and nothing else.
@preconcurrency @MainActor
final class ViewLayoutState {
    /// `UIView.constraints`: those installed on this view, in the order they were added.
    var installedConstraints: [NSLayoutConstraint] = []
    /// Active constraints that name this view or one of its guides, wherever they are installed:
    /// the ones to deactivate when the view leaves their installer's tree.
    var referencingConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Guides added with `addLayoutGuide`, including the view's own (margins, safe area, …) once
    /// they were asked for; those are told apart by their `systemRole`.
    var layoutGuides: [UILayoutGuide] = []

    /// The engine of the tree this view is the root of (nil for a view that has a superview).
    var engine: LayoutEngine?

    var translatesAutoresizingMaskIntoConstraints = true

    /// `layoutMargins` as set; `directionalLayoutMargins` swaps leading and trailing in a
    /// right-to-left layout, so remember which one the app set.
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var directionalLayoutMargins: NSDirectionalEdgeInsets?
    var marginsWereSet = false
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true

    /// The safe-area insets reported by the last layout, to call `safeAreaInsetsDidChange` when
    /// they change.
    var lastSafeAreaInsets: UIEdgeInsets = .zero
    /// The margins the last layout gave the margins guide, to notice a change.
    var lastEffectiveMargins: UIEdgeInsets?

    /// Hostile values (`LayoutValueLimits`) already reported for this view, each cause once.
    var reportedValueProblems = LayoutValueProblems()
    /// Causes of layout that did not settle (`LayoutFeedback`) already reported for this view.
    var reportedFeedbackCauses: Set<String> = []
}
