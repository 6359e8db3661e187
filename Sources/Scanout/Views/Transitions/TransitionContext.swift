/// One animated transition in progress: the context handed to a custom animator and interaction
/// controller, and the coordinator the controllers taking part see as `transitionCoordinator` (for
/// Scanout's own animations too, made with `framework(...)`).
///
/// Its life is an enum: `.preparing` (made before the appearance callbacks, so `viewWillAppear`
/// can add alongside animations), `.running` (the animator was called), `.ended` (completed,
/// cancelled, or cut short by the framework). Once ended every call is ignored: a second
/// `completeTransition(_:)` only warns. The framework's part of the ending is `onComplete`.
///
/// An interactive transition holds its animations in a paused `UIViewPropertyAnimator` (the
/// animator's `interruptibleAnimator(using:)`, or one that captures the `UIView.animate` groups
/// `animateTransition(using:)` makes) and scrubs it with the reported progress. Internal; main actor.
@preconcurrency @MainActor
final class TransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    private enum State {
        case preparing, running, ended
    }

    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let initiallyInteractive: Bool
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    /// The animator's duration, made finite and not negative.
    private(set) var transitionDuration: TimeInterval = 0
    /// Where each controller's view starts and ends, set by the framework before `start()`.
    var frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [:]
    /// The framework's end of the transition (true: completed), run once.
    var onComplete: ((Bool) -> Void)?

    private let animator: any UIViewControllerAnimatedTransitioning
    private var interaction: (any UIViewControllerInteractiveTransitioning)?
    // Weak: the controllers keep the context (as their coordinator) while it runs.
    private weak var fromController: UIViewController?
    private weak var toController: UIViewController?
    private weak var fromView: UIView?
    private weak var toView: UIView?
    private var state = State.preparing
    private var animationsStarted = false
    /// The paused animator an interaction scrubs.
    private var driver: (any UIViewImplicitlyAnimating)?
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The controllers whose `transitionCoordinator` this is while it runs.
    private var participants: [WeakController] = []

    private struct WeakController {
        weak var controller: UIViewController?
    }

    init(
        animator: any UIViewControllerAnimatedTransitioning,
        interaction: (any UIViewControllerInteractiveTransitioning)?,
        container: UIView, from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
        style: UIModalPresentationStyle
    ) {
        self.animator = animator
        self.interaction = interaction
        containerView = container
        fromController = from
        toController = to
        self.fromView = fromView
        self.toView = toView
        presentationStyle = style
        isAnimated = true
        initiallyInteractive = interaction != nil
    }

    /// The coordinator of one of Scanout's own animated transitions (a standard presentation,
    /// dismissal, push or pop): no animator of the app's; `beginFrameworkAnimation()` as Scanout's
    /// animation starts, `completeTransition(_:)` when it ends.
    static func framework(
        duration: TimeInterval, container: UIView, from: UIViewController, to: UIViewController, fromView: UIView?,
        toView: UIView?, style: UIModalPresentationStyle
    ) -> TransitionContext {
        TransitionContext(
            animator: FrameworkAnimator(duration: duration), interaction: nil, container: container, from: from, to: to,
            fromView: fromView, toView: toView, style: style)
    }

    /// A standard transition's animation starts: the alongside animations run with it.
    func beginFrameworkAnimation() {
        guard state == .preparing else { return }
        state = .running
        animationsStarted = true
        let pending = takeAlongside()
        guard !pending.isEmpty else { return }
        UIView.animate(
            withDuration: transitionDuration, delay: 0, options: [],
            animations: {
                for animation in pending { animation(self) }
            })
    }

    /// Becomes the `transitionCoordinator` of `controllers` and asks the animator its duration.
    func enroll(_ controllers: [UIViewController]) {
        participants = controllers.map { WeakController(controller: $0) }
        for controller in controllers { controller.activeTransitionContext = self }
        let duration = animator.transitionDuration(using: self)
        transitionDuration = duration.isFinite ? max(0, duration) : 0
    }

    /// Calls the animator (or hands the transition to the interaction controller).
    func start() {
        guard state == .preparing else { return }
        state = .running
        if let interaction {
            isInteractive = true
            interaction.startInteractiveTransition(self)
            if state == .running, !interaction.wantsInteractiveStart, let driver {
                isInteractive = false
                driver.startAnimation()
            }
        } else {
            runAnimations()
        }
    }

    /// For an interaction: the animator's animations, made and held paused at the progress so far.
    func beginScrubbing() {
        guard state == .running, driver == nil, !animationsStarted else { return }
        if let interruptible = animator.interruptibleAnimator(using: self) {
            animationsStarted = true
            driver = interruptible
            interruptible.pauseAnimation()
            for animation in takeAlongside() { interruptible.addAnimations { animation(self) } }
        } else {
            let captured = UIViewPropertyAnimator(duration: transitionDuration, curve: .linear)
            captured.pauseAnimation()
            driver = captured
            captured.capturingViewAnimations { runAnimations() }
        }
        driver?.fractionComplete = percentComplete
    }

    /// The framework cut the transition short (a dismissal started before it ended, another push):
    /// it ends without calling anyone; held animations jump to their end.
    func abandon() {
        guard state != .ended else { return }
        state = .ended
        leaveParticipants()
        completions = []
        alongside = []
        onComplete = nil
        if let driver, driver.state == .active {
            driver.stopAnimation(false)
            driver.finishAnimation(at: .end)
        }
        driver = nil
        interaction = nil
    }

    // MARK: UIViewControllerContextTransitioning

    var targetTransform: CGAffineTransform { .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard state != .ended, percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        if let driver, driver.state == .active { driver.fractionComplete = self.percentComplete }
    }

    func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    func pauseInteractiveTransition() {
        guard state == .running else { return }
        isInteractive = true
        driver?.pauseAnimation()
    }

    func completeTransition(_ didComplete: Bool) {
        guard state != .ended else {
            if onCompleteRan {
                Diagnostics.warn(
                    "completeTransition(_:) was called again for a transition that has ended (\(animator)); "
                        + "call it once, when the animation is over.")
            }
            return
        }
        state = .ended
        onCompleteRan = true
        if !didComplete { transitionWasCancelled = true }
        isInteractive = false
        leaveParticipants()
        let completions = self.completions
        self.completions = []
        alongside = []
        for completion in completions { completion(self) }
        let end = onComplete
        onComplete = nil
        end?(didComplete)
        animator.animationEnded(didComplete)
        driver = nil
        interaction = nil
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromController
        case .to: toController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        frames[ObjectIdentifier(vc)]?.initial ?? .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        frames[ObjectIdentifier(vc)]?.final ?? .zero
    }

    // MARK: UIViewControllerTransitionCoordinator

    var isInterruptible: Bool { driver != nil }
    var isCancelled: Bool { transitionWasCancelled }
    var completionVelocity: CGFloat { interaction?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interaction?.completionCurve ?? .easeInOut }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard state != .ended else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if !animationsStarted {
            alongside.append(animation)
        } else if let driver, driver.state == .active {
            driver.addAnimations { animation(self) }
        } else {
            UIView.animate(withDuration: transitionDuration, delay: 0, options: [], animations: { animation(self) })
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard state != .ended else { return }
        interactionHandlers.append(handler)
    }

    // MARK: - Private

    /// Whether `completeTransition(_:)` ended this transition (rather than the framework).
    private var onCompleteRan = false

    /// Calls `animateTransition(using:)`, then starts the alongside animations over the same time.
    private func runAnimations() {
        guard !animationsStarted else { return }
        animationsStarted = true
        animator.animateTransition(using: self)
        let pending = takeAlongside()
        guard state == .running, !pending.isEmpty else { return }
        UIView.animate(
            withDuration: transitionDuration, delay: 0, options: [],
            animations: {
                for animation in pending { animation(self) }
            })
    }

    private func takeAlongside() -> [(any UIViewControllerTransitionCoordinatorContext) -> Void] {
        defer { alongside = [] }
        return alongside
    }

    /// The finger lifted: the held animations run on to the end, or back to the start.
    private func endInteraction(cancelled: Bool) {
        guard state == .running else { return }
        if cancelled { transitionWasCancelled = true }
        isInteractive = false
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
        guard state == .running, let driver, driver.state == .active else { return }
        let speed = interaction?.completionSpeed ?? 1
        let factor = speed.isFinite && speed > 0 ? 1 / speed : 1
        driver.isReversed = cancelled
        driver.continueAnimation(withTimingParameters: nil, durationFactor: factor)
    }

    private func leaveParticipants() {
        for participant in participants {
            guard let controller = participant.controller, controller.activeTransitionContext === self else { continue }
            controller.activeTransitionContext = nil
        }
        participants = []
    }
}

/// The animator behind a standard transition's coordinator: Scanout animates, it only tells the duration.
@MainActor
private final class FrameworkAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
}
