/// What an animator is handed for one custom transition: the container to animate in, the two
/// controllers and their views, where they start and end, and the calls that end the transition.
///
/// Behaves as UIKit's. The framework makes it; the animator calls `completeTransition(_:)` exactly
/// once (later calls are ignored, with a warning). An interaction controller reports progress with
/// `updateInteractiveTransition(_:)` and ends with `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()`; while it is interactive the animations `animateTransition(using:)`
/// made follow the reported progress. Main actor.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the animator adds the incoming view to it.
    var containerView: UIView { get }
    /// Whether the transition animates (false: it may end as soon as it begins).
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (`cancelInteractiveTransition()`, or completed with false).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a presentation or dismissal (`.custom` for a push or pop).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during the transition; always identity in Scanout (no rotation).
    var targetTransform: CGAffineTransform { get }

    /// The interaction's progress, 0…1; the captured animations show that point.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended towards completion: the animations run to their end.
    func finishInteractiveTransition()
    /// The interaction ended towards cancellation: the animations run back to their start.
    func cancelInteractiveTransition()
    /// Pauses a transition that runs on its own so an interaction can take it over.
    func pauseInteractiveTransition()
    /// Ends the transition: true, it happened; false, everything goes back as it was.
    func completeTransition(_ didComplete: Bool)

    /// The controller for `key`; nil when there is none.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view to animate for `key`; nil when the framework manages it (the presenter's view of a
    /// presentation that leaves it on screen).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where the controller's view is at the start, in the container; `.zero` when not on screen.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where the controller's view must be at the end, in the container; `.zero` when it leaves.
    func finalFrame(for vc: UIViewController) -> CGRect
}
