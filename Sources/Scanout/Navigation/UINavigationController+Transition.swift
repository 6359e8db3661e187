// Pushes and pops as they move on screen. A transition holds both controllers' appearance (their
// views entering and leaving the window do not call back on their own) and calls
// `beginAppearanceTransition`/`endAppearanceTransition` at UIKit's moments: both `viewWill…`
// before the screens move, both `viewDid…` after. The moving screens are placed by `frame`, so
// `UIView.animate` slides them on the application's frame clock; the interactive pop places them
// from the finger and then animates what remains.

/// One push or pop in progress.
@preconcurrency @MainActor
final class NavigationTransition {
    let from: UIViewController?
    let to: UIViewController?
    let operation: UINavigationController.Operation
    /// Whether `from` leaves the stack (a pop, or a replaced top).
    let removesSource: Bool
    let isInteractive: Bool
    /// Whether the screens slide (else the transition ends as it begins).
    let isAnimated: Bool
    /// How far an interactive pop has gone (0 to 1), from the finger.
    var progress: CGFloat = 0
    /// An interactive pop's outcome once decided (the finger lifted, or a stack change or the
    /// navigation controller's disappearance decided it): true completes the pop.
    var outcome: Bool?
    /// The soft shadow along the moving screen's leading edge, and the dimming of the covered one.
    let shadow = UIView()
    let dimming = UIView()
    var isFinished = false
    /// A custom animator's context and the view it animates in (between the children and the
    /// bar), while one runs this transition.
    var customContext: TransitionContext?
    var customContainer: UIView?
    /// The transition coordinator of Scanout's own slide (nil for a custom one, which has its context).
    var frameworkCoordinator: TransitionContext?

    init(
        from: UIViewController?, to: UIViewController?, operation: UINavigationController.Operation,
        removesSource: Bool, isInteractive: Bool, isAnimated: Bool
    ) {
        self.from = from
        self.to = to
        self.operation = operation
        self.removesSource = removesSource
        self.isInteractive = isInteractive
        self.isAnimated = isAnimated
        shadow.isUserInteractionEnabled = false
        shadow.layer.shadowColor = UIColor.black.cgColor
        shadow.layer.shadowOpacity = 0.25
        shadow.layer.shadowRadius = 5
        shadow.layer.shadowOffset = .zero
        dimming.isUserInteractionEnabled = false
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.1)
    }
}

extension UINavigationController {
    /// Moves from `from` to `to` (either may be nil). The caller has updated the stack, the
    /// children and the bar, and no other transition runs. App code called on the way (the
    /// delegate, `viewDidLoad`, the appearance callbacks) may end this transition early (by making
    /// the navigation controller disappear); each step after one checks.
    func transition(
        from: UIViewController?, to: UIViewController?, operation: Operation, animated: Bool,
        removesSource: Bool? = nil, interactive: Bool = false
    ) {
        step {
            let removesSource = removesSource ?? (operation == .pop)
            guard isViewLoaded else {
                // Nothing shows yet: the stack is all there is to change.
                if operation == .push, let to { to.didMove(toParent: self) }
                if removesSource, let from { from.finishLeavingParent(self) }
                return
            }
            let visible = showsChildren
            let animated = animated && visible && from != nil && to != nil
            let transition = NavigationTransition(
                from: from, to: to, operation: operation, removesSource: removesSource, isInteractive: interactive,
                isAnimated: animated)
            runningTransition = transition
            for controller in [from, to].compactMap({ $0 }) { controller.appearanceTransitionHolds += 1 }
            if let to { delegate?.navigationController(self, willShow: to, animated: animated) }
            guard !transition.isFinished else { return }
            if animated, !interactive, let from, let to {
                prepareCustomTransition(transition, from: from, to: to)
                guard !transition.isFinished else { return }
            }
            if let toView = to?.view {
                // Loading the view ran `viewDidLoad`.
                guard !transition.isFinished else { return }
                if transition.customContext == nil {
                    // A push covers the old screen; a pop uncovers the one beneath.
                    install(toView, behind: operation == .pop ? from?.viewIfLoaded : nil)
                } else {
                    // The animator adds it to the container.
                    toView.frame = view.bounds
                    toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                }
            }
            updateChildInsets()
            if animated, transition.customContext == nil, let from, let to {
                let coordinator = TransitionContext.framework(
                    duration: UINavigationController.transitionDuration, container: view, from: from, to: to,
                    fromView: from.viewIfLoaded, toView: to.viewIfLoaded, style: .custom)
                transition.frameworkCoordinator = coordinator
                coordinator.enroll([from, to, self])
            }
            if visible {
                to?.beginAppearanceTransition(true, animated: animated)
                guard !transition.isFinished else { return }
                from?.beginAppearanceTransition(false, animated: animated)
                guard !transition.isFinished else { return }
            }
            guard animated else {
                finish(transition, completed: true)
                return
            }
            if let context = transition.customContext {
                startCustomTransition(transition, context: context)
                return
            }
            prepareMovingScreens(of: transition)
            place(transition, progress: 0)
            transition.frameworkCoordinator?.beginFrameworkAnimation()
            guard !interactive else { return }
            UIView.animate(
                withDuration: UINavigationController.transitionDuration, delay: 0, options: [],
                animations: {
                    self.place(transition, progress: 1)
                }, completion: { _ in self.finish(transition, completed: true) })
        }
    }

    /// Where the screens are at `progress` (0: the start, 1: the end) of `transition`.
    func place(_ transition: NavigationTransition, progress: CGFloat) {
        let width = view.bounds.width
        let direction: CGFloat = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let covering: UIView?  // the screen that slides fully, with the shadow
        let covered: UIView?  // the screen that moves a third, dimmed
        let coveringX: CGFloat
        let coveredX: CGFloat
        let dim: CGFloat
        if transition.operation == .push {
            covering = transition.to?.viewIfLoaded
            covered = transition.from?.viewIfLoaded
            coveringX = width * (1 - progress)
            coveredX = -width * UINavigationController.parallax * progress
            dim = progress
        } else {
            covering = transition.from?.viewIfLoaded
            covered = transition.to?.viewIfLoaded
            coveringX = width * progress
            coveredX = -width * UINavigationController.parallax * (1 - progress)
            dim = 1 - progress
        }
        let bounds = view.bounds
        covering?.frame = bounds.offsetBy(dx: coveringX * direction, dy: 0)
        covered?.frame = bounds.offsetBy(dx: coveredX * direction, dy: 0)
        transition.dimming.frame = covered?.frame ?? bounds
        transition.dimming.alpha = dim
        let edge = direction > 0 ? coveringX : bounds.width - coveringX
        transition.shadow.frame = CGRect(x: edge - (direction > 0 ? 1 : 0), y: 0, width: 1, height: bounds.height)
    }

    /// Ends `transition`: completed, the destination is the screen; not (a cancelled interactive
    /// pop), the source is again. Whatever callbacks ran before (a transition ended early may have
    /// begun only some), each controller still ours ends where it belongs — the shown one appeared
    /// when the navigation controller shows, the other disappeared — the destination first, then
    /// the source. Every `viewWill…` gets its `viewDid…` before the opposite `viewWill…`, so each
    /// controller's callbacks stay balanced: for a cancelled pop the screen beneath finishes
    /// appearing and disappears again, and the top one finishes disappearing and appears again.
    /// (UIKit sends a cancelled pop's screen beneath `viewWillDisappear` while it is still
    /// appearing, leaving it one `viewDidDisappear` ahead; Scanout keeps the counts balanced.)
    func finish(_ transition: NavigationTransition, completed: Bool) {
        guard !transition.isFinished else { return }
        transition.isFinished = true
        step {
            if runningTransition === transition { runningTransition = nil }
            endCustomTransition(transition, completed: completed)
            let coordinator = transition.frameworkCoordinator
            transition.frameworkCoordinator = nil
            coordinator?.completeTransition(completed)
            transition.shadow.removeFromSuperview()
            transition.dimming.removeFromSuperview()
            let shown = completed ? transition.to : transition.from
            let hidden = completed ? transition.from : transition.to
            if let hiddenView = hidden?.viewIfLoaded, hidden !== shown, hiddenView.superview === view {
                hiddenView.removeFromSuperview()
            }
            if let shownView = shown?.viewIfLoaded, shownView.superview === view { shownView.frame = view.bounds }
            for controller in [transition.from, transition.to].compactMap({ $0 }) {
                controller.appearanceTransitionHolds -= 1
            }
            let visible = showsChildren
            for controller in [transition.to, transition.from].compactMap({ $0 }) where controller.parent === self {
                controller.settleAppearance(
                    appeared: visible && controller === shown, animated: transition.isAnimated, finishingHalfWay: true)
            }
            if completed {
                if transition.operation == .push, let to = transition.to, to.parent === self {
                    to.didMove(toParent: self)
                }
                if transition.removesSource, let from = transition.from { from.finishLeavingParent(self) }
                if let to = transition.to {
                    delegate?.navigationController(self, didShow: to, animated: transition.isAnimated)
                }
            }
            updateChildInsets()
            view.setNeedsLayout()
        }
    }

    // MARK: - Interactive pop

    func interactivePopChanged(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer, stepDepth == 0 else { return }
        let direction: CGFloat = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let width = max(view.bounds.width, 1)
        let progress = min(max(pan.translation(in: view).x * direction / width, 0), 1)
        switch pan.state {
        case .began:
            guard stack.count > 1, runningTransition == nil, showsChildren, let top = topViewController else { return }
            step {
                let target = stack[stack.count - 2]
                stack.removeLast()
                top.beginLeavingParent()
                barItemsDidChange(animated: false)
                transition(from: top, to: target, operation: .pop, animated: true, interactive: true)
            }
        case .changed:
            guard let transition = runningTransition, transition.isInteractive, transition.outcome == nil else {
                return
            }
            transition.progress = progress
            place(transition, progress: progress)
        case .ended, .cancelled, .failed:
            guard let transition = runningTransition, transition.isInteractive, transition.outcome == nil else {
                return
            }
            let speed = pan.velocity(in: view).x * direction
            let completes = pan.state == .ended && (progress > 0.5 || (speed > 500 && progress > 0.05))
            step { decideInteractivePop(transition, completes: completes) }
            guard !transition.isFinished else { return }
            let remaining = UINavigationController.transitionDuration * Double(completes ? 1 - progress : progress)
            UIView.animate(
                withDuration: max(remaining, 0.05), delay: 0, options: [],
                animations: {
                    self.place(transition, progress: completes ? 1 : 0)
                }, completion: { _ in self.finish(transition, completed: completes) })
        default:
            break
        }
    }

    // MARK: - Private

    /// The shadow along the covering screen's edge, the dimming over the covered one.
    private func prepareMovingScreens(of transition: NavigationTransition) {
        let covering = transition.operation == .push ? transition.to?.viewIfLoaded : transition.from?.viewIfLoaded
        let covered = transition.operation == .push ? transition.from?.viewIfLoaded : transition.to?.viewIfLoaded
        if let covered, covered.superview === view { view.insertSubview(transition.dimming, aboveSubview: covered) }
        if let covering, covering.superview === view { view.insertSubview(transition.shadow, belowSubview: covering) }
        transition.shadow.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: view.bounds.height))
    }
}
