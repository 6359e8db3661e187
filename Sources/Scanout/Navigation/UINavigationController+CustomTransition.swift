// Pushes and pops with an animator from the delegate's
// `navigationController(_:animationControllerFor:from:to:)`, as UIKit runs them: the screen
// leaving moves into a container view between the children and the bar, the animator adds the
// one coming and animates, and the transition ends (the `did` callbacks, `didShow`) when it calls
// `completeTransition(true)`. Cancelled (`completeTransition(false)`, usually from an interaction
// controller), a pop puts its controller back on the stack and a push takes its controller off.
// Anything that ends the transition first (another push or pop settles it) ends it completed, and
// the animator's late `completeTransition` is ignored.

extension UINavigationController {
    /// Asks the delegate for an animator; with one, makes the container and the context.
    func prepareCustomTransition(_ transition: NavigationTransition, from: UIViewController, to: UIViewController) {
        guard
            let animator = delegate?.navigationController(
                self, animationControllerFor: transition.operation, from: from, to: to),
            !transition.isFinished
        else { return }
        let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
        let toView: UIView = to.view
        guard !transition.isFinished else { return }
        let container = UIView(frame: view.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(container, belowSubview: navigationBar)
        if let fromView = from.viewIfLoaded, fromView.superview === view { container.addSubview(fromView) }
        let context = TransitionContext(
            animator: animator, interaction: interaction, container: container, from: from, to: to,
            fromView: from.viewIfLoaded, toView: toView, style: .custom)
        transition.customContext = context
        transition.customContainer = container
        context.enroll([from, to, self])
    }

    /// Calls the animator; the transition ends when the context completes.
    func startCustomTransition(_ transition: NavigationTransition, context: TransitionContext) {
        var frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [:]
        let bounds = context.containerView.bounds
        if let from = transition.from { frames[ObjectIdentifier(from)] = (bounds, .zero) }
        if let to = transition.to { frames[ObjectIdentifier(to)] = (.zero, bounds) }
        context.frames = frames
        context.onComplete = { [weak self] completed in
            self?.customTransitionCompleted(transition, completed: completed)
        }
        context.start()
    }

    /// Inside `finish`: the container's views go back where they belong, the container leaves.
    func endCustomTransition(_ transition: NavigationTransition, completed: Bool) {
        guard let container = transition.customContainer else { return }
        transition.customContainer = nil
        transition.customContext?.abandon()
        transition.customContext = nil
        let shown = completed ? transition.to : transition.from
        let hidden = completed ? transition.from : transition.to
        if let hiddenView = hidden?.viewIfLoaded, hiddenView.isDescendant(of: container) {
            hiddenView.removeFromSuperview()
        }
        if let shown, shown.parent === self, let shownView = shown.viewIfLoaded { install(shownView, behind: nil) }
        container.removeFromSuperview()
    }

    // MARK: - Private

    private func customTransitionCompleted(_ transition: NavigationTransition, completed: Bool) {
        guard !transition.isFinished else { return }
        if !completed, transition.operation == .pop {
            step { decideInteractivePop(transition, completes: false) }
        }
        finish(transition, completed: completed)
        guard !completed, transition.operation == .push, let to = transition.to, to.parent === self else { return }
        // A cancelled push: its controller leaves the stack again.
        step {
            stack.removeAll { $0 === to }
            to.willMove(toParent: nil)
            if let toView = to.viewIfLoaded, toView.superview === view { toView.removeFromSuperview() }
            to.removeFromParent()
            barItemsDidChange(animated: false)
        }
    }
}
