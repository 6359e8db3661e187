/// Changes the pointer over a view — an effect on the view, a shape, or no pointer — when a mouse
/// or tablet moves over it (UIKit's `UIPointerInteraction`).
///
/// ```swift
/// final class TileController: UIViewController, UIPointerInteractionDelegate {
///     func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
///         UIPointerStyle(effect: .lift(UITargetedPreview(view: interaction.view!)))
///     }
/// }
/// tileView.addInteraction(UIPointerInteraction(delegate: controller))
/// ```
///
/// As in UIKit: as the pointer moves over the view, the innermost view under it with an enabled
/// interaction is asked for a region (`regionFor:defaultRegion:`; the default is the view's
/// bounds; nil means none here, and the next interaction outward is asked). Entering a region
/// asks for its style (nil: the automatic effect) and tells `willEnter`; leaving it, or moving to
/// another region, tells `willExit`. Regions with the same rectangle and identifier are the same.
/// Effects are drawn over the app in a layer of their own, never by changing the app's views: a
/// highlight is a platter over the view and the pointer disappears into it; a lift shows the view
/// raised, larger, with a shadow, and the pointer disappears into it; a hover tints the view and
/// may raise it while the pointer stays. A shape replaces the arrow (drawn, never the hardware
/// cursor); `hidden()` hides it. The pointer is tracked as it moves: a view that moves under a
/// still pointer is found again at the next motion. Main actor.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    /// Whom the interaction asks for regions and styles.
    open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?
    /// A disabled interaction is passed over (the one outside it is asked instead).
    open var isEnabled = true {
        didSet { if !isEnabled, oldValue { invalidate() } }
    }

    /// An interaction asking `delegate`.
    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {
        if view !== self.view { self.view?.window?.application?.pointerHover.interactionWentAway(self) }
    }

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Asks for the region and style again at the next pointer motion (the app's content under
    /// the pointer changed).
    open func invalidate() {
        view?.window?.application?.pointerHover.interactionWentAway(self)
    }

    // MARK: - Internal

    /// The region at `location` (the view's coordinates): the delegate's answer, or the view's
    /// bounds. Nil when the location is outside what the delegate answers (or the view).
    func region(at location: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerRegion? {
        guard let view, isEnabled else { return nil }
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        let request = UIPointerRegionRequest(location: location, modifiers: modifiers)
        guard let delegate else { return view.bounds.contains(location) ? defaultRegion : nil }
        return delegate.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion)
    }

    /// The style for `region`: the delegate's, else the automatic effect on the view.
    func style(for region: UIPointerRegion) -> UIPointerStyle? {
        guard let view else { return nil }
        return delegate?.pointerInteraction(self, styleFor: region)
            ?? UIPointerStyle(effect: .automatic(UITargetedPreview(view: view)))
    }
}

/// What a pointer interaction asks and tells. Every method is optional.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: NSObjectProtocol {
    /// The region at the request's location; nil for none. By default `defaultRegion` (the
    /// view's bounds).
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion?
    /// The style inside `region`; nil for the automatic effect.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is coming into `region`.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating)
    /// The pointer is leaving `region`.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
        defaultRegion.rect.contains(request.location) ? defaultRegion : nil
    }

    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
        -> UIPointerStyle?
    { nil }

    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {}

    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {}
}

extension InteractionAnimator: UIPointerInteractionAnimating {}
