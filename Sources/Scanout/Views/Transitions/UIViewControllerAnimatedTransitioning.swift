/// An object that animates one custom transition: a presentation or dismissal (from a
/// `UIViewControllerTransitioningDelegate`) or a push or pop (from a
/// `UINavigationControllerDelegate`).
///
/// Behaves as UIKit's: `animateTransition(using:)` adds the incoming view to the context's
/// `containerView`, animates, and calls `completeTransition(_:)` once, when the animation is over;
/// until then the transition is not finished (`viewDidAppear`, the `present` completion, the
/// navigation delegate's `didShow` wait for it).
///
/// ```swift
/// func animateTransition(using context: UIViewControllerContextTransitioning) {
///     let toView = context.view(forKey: .to)!
///     context.containerView.addSubview(toView)
///     toView.alpha = 0
///     UIView.animate(withDuration: transitionDuration(using: context), animations: { toView.alpha = 1 }) { _ in
///         context.completeTransition(!context.transitionWasCancelled)
///     }
/// }
/// ```
///
/// Main actor.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition lasts, in seconds. Also the length of an interactive transition's
    /// scrubbing and of the coordinator's alongside animations.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Starts the animations; call the context's `completeTransition(_:)` when they are over.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// An animator an interactive transition scrubs, pauses and continues instead of calling
    /// `animateTransition(using:)`; nil (the default) to have the animations captured as they are
    /// made. Return the same animator for the whole transition.
    func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> (any UIViewImplicitlyAnimating)?
    /// The transition ended (after `completeTransition(_:)`); `transitionCompleted` false when it
    /// was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> (any UIViewImplicitlyAnimating)? {
        nil
    }

    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition from user input, such as a pan: UIKit's protocol.
/// `UIPercentDrivenInteractiveTransition` is the ready-made one. Main actor.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// The transition begins; keep the context to report progress, and finish or cancel it.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the rest of the transition runs once the interaction ends (1: at the animation's speed).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the transition once the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (true) rather than animating on its own.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// Which controller of a transition `viewController(forKey:)` answers: UIKit's keys.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The controller visible at the start of the transition (the presenter, or the dismissed).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end (the presented, or the one uncovered by a dismissal).
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which view of a transition `view(forKey:)` answers: UIKit's keys.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
