import Scanout

/// Slides the incoming view in from the right on presentation (to its final frame) and the
/// outgoing one out to the right on dismissal, as an app's animator would.
@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var duration: TimeInterval = 0.4
    private(set) var ended: [Bool] = []
    private(set) var animateCalls = 0
    /// Hostile switches.
    var neverCompletes = false
    var completesTwice = false
    var dismissesFromInside = false

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animateCalls += 1
        let container = transitionContext.containerView
        let width = container.bounds.width
        let presenting = transitionContext.viewController(forKey: .to)?.isBeingPresented == true
        if dismissesFromInside, presenting {
            transitionContext.viewController(forKey: .to)?.dismiss(animated: false)
        }
        let moving: UIView
        let target: CGRect
        if presenting, let toView = transitionContext.view(forKey: .to),
            let toController = transitionContext.viewController(forKey: .to)
        {
            let final = transitionContext.finalFrame(for: toController)
            toView.frame = final.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
            moving = toView
            target = final
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(true)
                return
            }
            if let toView = transitionContext.view(forKey: .to) { container.insertSubview(toView, at: 0) }
            moving = fromView
            target = fromView.frame.offsetBy(dx: width, dy: 0)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
            animations: { moving.frame = target },
            completion: { _ in
                guard !self.neverCompletes else { return }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                if self.completesTwice { transitionContext.completeTransition(true) }
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
    }
}

/// Fades the incoming view in over the outgoing one (a push or pop).
@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var ended: [Bool] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
            let toController = transitionContext.viewController(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: toController)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { toView.alpha = 1 },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
    }
}

/// A sheet over the bottom half of the screen with a dimming view it adds itself.
@MainActor
final class HalfSheetPresentationController: UIPresentationController {
    let dimmingView = UIView()
    private(set) var log: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override var shouldRemovePresentersView: Bool { false }

    override func presentationTransitionWillBegin() {
        log.append("presentationWillBegin")
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        let coordinated = presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
        log.append("coordinated: \(coordinated ?? false)")
        if coordinated != true { dimmingView.alpha = 1 }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log.append("presentationDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        log.append("dismissalWillBegin")
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.append("dismissalDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView?.bounds ?? .zero
    }
}

/// Hands out the animator, a half sheet for `.custom`, and the interactor while a pan runs.
@MainActor
final class TransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = SlideAnimator()
    /// Used for dismissals instead of `animator` when set.
    var dismissalAnimator: UIViewControllerAnimatedTransitioning?
    var interactor: UIPercentDrivenInteractiveTransition?
    private(set) var sheet: HalfSheetPresentationController?
    /// Called from `animationController(forPresented:...)`: hostile delegates present from there.
    var onAskedForPresentationAnimator: (() -> Void)?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        onAskedForPresentationAnimator?()
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissalAnimator ?? animator
    }

    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactor
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let sheet = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        self.sheet = sheet
        return sheet
    }
}

/// Gives a fade animator for every push and pop.
@MainActor
final class FadingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animator = FadeAnimator()
    var interactor: UIPercentDrivenInteractiveTransition?
    private(set) var log: [String] = []

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactor
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        log.append("animator(\(operation == .push ? "push" : "pop"))")
        return animator
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log.append("didShow")
    }
}

/// Uses its `transitionCoordinator` as it appears, as apps do to animate a bar's colour alongside.
final class CoordinatedViewController: UIViewController {
    private(set) var log: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let coordinated = transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.view.backgroundColor = .systemRed
                self.log.append("alongside")
            },
            completion: { context in self.log.append("completion(cancelled: \(context.isCancelled))") })
        log.append("viewWillAppear(coordinated: \(coordinated ?? false))")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
    }
}

/// Slides the dismissed view out with one property animator, which it hands to interactions.
@MainActor
final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var running: UIViewPropertyAnimator?
    private(set) var ended: [Bool] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext)?.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating?
    {
        if let running { return running }
        guard let fromView = transitionContext.view(forKey: .from) else { return nil }
        let target = fromView.frame.offsetBy(dx: transitionContext.containerView.bounds.width, dy: 0)
        let made = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { fromView.frame = target }
        made.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        running = made
        return made
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
        running = nil
    }
}
