/// An interaction controller that moves a custom transition's animations to a share of their way:
/// a pan that dismisses a presented controller, or pops, as the finger goes.
///
/// Behaves as UIKit's: hand it from the transitioning (or navigation) delegate's
/// `interactionController…` method, call `update(_:)` as the gesture moves, and `finish()` or
/// `cancel()` when it ends. The animations the animator makes in `animateTransition(using:)`
/// (with `UIView.animate`, or the `interruptibleAnimator(using:)` it returns) hold still and follow
/// `percentComplete`; finished they run to the end, cancelled back to the start, at
/// `completionSpeed`; then the animator's completion calls `completeTransition(_:)` as usual.
///
/// ```swift
/// case .changed: interactor.update(translation.y / view.bounds.height)
/// case .ended: translation.y > view.bounds.height / 2 ? interactor.finish() : interactor.cancel()
/// ```
///
/// Differences: the rest of the way runs linearly (`completionCurve` is kept but not used), and a
/// cancelled transition puts the animated views back at their start values (UIKit leaves the
/// model values at the end, for the completion to reset). Calls before the transition started
/// are kept and applied when it starts. Main actor.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How fast the rest runs after `finish()` or `cancel()` (1: the animation's own speed).
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    /// The duration of the transition being driven (0 before it starts).
    open var duration: CGFloat { CGFloat(context?.transitionDuration ?? 0) }
    /// The share of the way the transition is at, 0…1.
    public private(set) var percentComplete: CGFloat = 0

    private var context: TransitionContext?
    private var pendingOutcome: Bool?

    public override init() {
        super.init()
    }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        self.context = context
        context.beginScrubbing()
        context.updateInteractiveTransition(percentComplete)
        if let outcome = pendingOutcome {
            pendingOutcome = nil
            outcome ? finish() : cancel()
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1; a number that is not finite is ignored).
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// The transition completes: the animations run on to their end.
    open func finish() {
        guard let context else {
            pendingOutcome = true
            return
        }
        self.context = nil
        context.finishInteractiveTransition()
        percentComplete = 0
    }

    /// The transition is cancelled: the animations run back to their start.
    open func cancel() {
        guard let context else {
            pendingOutcome = false
            return
        }
        self.context = nil
        context.cancelInteractiveTransition()
        percentComplete = 0
    }

    /// Holds the transition where it is (it is already held while interactive).
    open func pauseInteractiveTransition() {
        context?.pauseInteractiveTransition()
    }
}
