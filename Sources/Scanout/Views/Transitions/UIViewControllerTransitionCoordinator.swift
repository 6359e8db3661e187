/// What a transition coordinator tells about the transition in progress: UIKit's protocol.
/// Main actor.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive.
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    /// Whether an interaction drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    /// The progress an interaction last reported, 0…1.
    var percentComplete: CGFloat { get }
    /// How fast the rest runs once an interaction ends (the interaction controller's `completionSpeed`).
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs animations alongside a custom transition and code after it: `transitionCoordinator` of
/// the controllers involved, from `viewWillAppear(_:)` or a presentation controller's
/// `presentationTransitionWillBegin()` until the transition ends.
///
/// ```swift
/// presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
///     dimmingView.alpha = 1
/// })
/// ```
///
/// Custom transitions and Scanout's own animated presentations, dismissals, pushes and pops have
/// one (not a sheet swiped away, nor a transition without animation). Alongside animations run over
/// the transition's duration as it starts (captured and scrubbed with it when a custom one is
/// interactive); the completions run when it completes or is cancelled, before the `did`
/// callbacks. Main actor.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in an animation block alongside the transition, and `completion` after it.
    /// Returns false when the transition is already over (nothing runs).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// The same; `view` (for animations outside the container) makes no difference in Scanout.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when an interaction ends (the finger lifts), before the rest animates.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

extension UIViewController {
    /// The coordinator of the animated transition this controller (or its parent) takes part in;
    /// nil outside one. See `UIViewControllerTransitionCoordinator`.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var controller: UIViewController? = self
        while let current = controller {
            if let context = current.activeTransitionContext { return context }
            controller = current.parent
        }
        return nil
    }
}
