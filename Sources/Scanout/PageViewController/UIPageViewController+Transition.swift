// Page turns. One `PageTransition` holds a turn from the page shown to its neighbour, whether a
// finger drives it (a swipe) or `setViewControllers` animates it. While it runs, both pages'
// appearance is held (their views entering and leaving the window do not call back on their own)
// and the turn calls `beginAppearanceTransition`/`endAppearanceTransition` at UIKit's moments.
//
// Every change runs app code: the data source, the delegate, `viewDidLoad`, the appearance
// callbacks, a completion. Any of them may ask for another change or make the page view
// controller disappear (which ends the turn, `appearanceWillChange`); so each change is a `step`,
// changes asked for inside one wait until it ends, and each step checks after app code whether
// its turn has been finished meanwhile.

/// One page turn in progress.
@preconcurrency @MainActor
final class PageTransition {
    enum Kind {
        /// A finger drives it; the delegate hears about it.
        case swipe
        /// `setViewControllers` animates it; its completion hears about it.
        case programmatic
    }

    let kind: Kind
    /// The page shown when the turn began (nil: there was none).
    let from: UIViewController?
    /// The page the turn goes to; nil while a swipe has found no neighbour.
    var to: UIViewController?
    var direction: UIPageViewController.NavigationDirection
    /// How far the pages have moved towards `to`: 0 to one page and its spacing.
    var offset: CGFloat = 0
    /// A swipe without a neighbour stretches the page this far (signed, forward positive).
    var stretch: CGFloat = 0
    /// Whether the finger has lifted (or the animation started): the outcome is decided.
    var isSettling = false
    /// The decided outcome: true completes the turn.
    var outcome = false
    /// Whether the pages slide (the appearance callbacks' `animated`).
    var isAnimated = false
    var isFinished = false
    /// Whether the appearance callbacks began (the page view controller was on screen).
    var beganAppearance = false
    /// Whether `willTransitionTo` was sent, so `didFinishAnimating` is owed.
    var toldDelegate = false
    /// The neighbours a swipe has asked the data source for.
    var askedDirections: Set<UIPageViewController.NavigationDirection> = []
    /// The controllers whose appearance this turn holds (released when it finishes).
    var heldControllers: [UIViewController] = []
    let completion: ((Bool) -> Void)?

    init(
        kind: Kind, from: UIViewController?, direction: UIPageViewController.NavigationDirection,
        completion: ((Bool) -> Void)? = nil
    ) {
        self.kind = kind
        self.from = from
        self.direction = direction
        self.completion = completion
    }
}

extension UIPageViewController {
    /// How long an animated `setViewControllers` slides, and a settling swipe at most.
    static let turnDuration: TimeInterval = 0.3

    /// Whether the pages show: the page view controller is in a window and appearing or appeared.
    /// Only then do turns animate and call the pages' appearance back.
    var showsPages: Bool {
        guard viewIfLoaded?.window != nil else { return false }
        return appearance == .appeared || appearance == .appearing
    }

    /// Runs `body`; changes asked for meanwhile wait until the outermost step ends.
    func step(_ body: () -> Void) {
        stepDepth += 1
        body()
        stepDepth -= 1
        while stepDepth == 0, !pendingChanges.isEmpty {
            pendingChanges.removeFirst()()
        }
    }

    /// One page along the turn's axis, with the spacing; never 0.
    var pageExtent: CGFloat {
        let size = pagesView?.bounds.size ?? .zero
        return max((navigationOrientation == .horizontal ? size.width : size.height) + interPageSpacing, 1)
    }

    /// Ends the running turn (and any that ending it started): a swipe under the finger goes back
    /// and its finger moves nothing more; a settling swipe ends as decided; an animation jumps to
    /// its end.
    func settleRunningTransition() {
        var rounds = 0
        while let transition = runningTransition {
            rounds += 1
            guard rounds <= 64 else {
                Diagnostics.warn(
                    "\(self): every ended page turn starts another (setViewControllers in a completion?); "
                        + "the last one is left running.")
                return
            }
            switch (transition.kind, transition.isSettling) {
            case (.swipe, false):
                if swipe.isEnabled {
                    swipe.isEnabled = false
                    swipe.isEnabled = true
                }
                finish(transition, completed: false, finished: false)
            case (.swipe, true):
                finish(transition, completed: transition.outcome, finished: false)
            case (.programmatic, _):
                finish(transition, completed: true, finished: false)
            }
        }
    }

    /// `setViewControllers`, inside a step.
    func show(
        _ controllers: [UIViewController], direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)?
    ) {
        settleRunningTransition()
        guard let page = controllers.first else {
            Diagnostics.warn("\(self): setViewControllers needs a view controller; none was given, so nothing changed.")
            completion?(false)
            return
        }
        if controllers.count > 1 {
            Diagnostics.warn(
                "\(self) shows one page at a time; setViewControllers was given \(controllers.count), the first is shown."
            )
        }
        guard canShow(page) else {
            completion?(false)
            return
        }
        guard page !== pages.first else {
            // Already the page: nothing moves.
            refreshPageControl()
            completion?(true)
            return
        }
        let transition = PageTransition(
            kind: .programmatic, from: pages.first, direction: direction, completion: completion)
        runningTransition = transition
        transition.isAnimated = animated && showsPages && transition.from != nil
        transition.isSettling = true
        transition.outcome = true
        hold(transition.from, in: transition)
        transition.to = page
        guard adopt(page, in: transition) else { return }
        refreshPageControl()
        guard !transition.isFinished else { return }
        guard transition.isAnimated else {
            finish(transition, completed: true, finished: true)
            return
        }
        place(transition)
        UIView.animate(
            withDuration: Self.turnDuration, delay: 0, options: [.allowUserInteraction],
            animations: {
                transition.offset = self.pageExtent
                self.place(transition)
            }, completion: { _ in self.finish(transition, completed: true, finished: true) })
    }

    /// Whether `page` may become a page: not the page view controller or one containing it, and
    /// not a child of another container. Warns when not.
    func canShow(_ page: UIViewController) -> Bool {
        if isSelfOrAncestor(page) {
            Diagnostics.warn("\(page) cannot be a page of \(self): it is \(self) or contains it; ignored.")
            return false
        }
        if let parent = page.parent, parent !== self {
            Diagnostics.warn(
                "\(page) cannot be a page of \(self): it is a child of \(parent). Remove it from there first; ignored.")
            return false
        }
        return true
    }

    /// Makes `page` (the turn's `to`) a child with its view among the pages, and begins both
    /// pages' appearance when the pages show. False when app code on the way ended the turn or
    /// refused the page.
    func adopt(_ page: UIViewController, in transition: PageTransition) -> Bool {
        hold(page, in: transition)
        let adds = page.parent !== self
        if adds {
            addChild(page)
            guard !transition.isFinished, page.parent === self else {
                if !transition.isFinished { finish(transition, completed: false, finished: false) }
                return false
            }
        }
        if isViewLoaded {
            let pageView = page.view  // loading it ran `viewDidLoad`
            guard !transition.isFinished else { return false }
            guard let pageView, let pagesView else {
                // No view to show it in (a subclass replaced `loadView`): the turn cannot happen.
                finish(transition, completed: false, finished: false)
                return false
            }
            if pageView.superview !== pagesView { pagesView.addSubview(pageView) }
            pageView.frame = pagesView.bounds
            place(transition)
        }
        if adds { page.didMove(toParent: self) }
        guard !transition.isFinished else { return false }
        if transition.kind == .swipe, let delegate {
            transition.toldDelegate = true
            delegate.pageViewController(self, willTransitionTo: [page])
            guard !transition.isFinished else { return false }
        }
        guard showsPages else { return true }
        transition.beganAppearance = true
        page.beginAppearanceTransition(true, animated: transition.isAnimated)
        guard !transition.isFinished else { return false }
        transition.from?.beginAppearanceTransition(false, animated: true)
        return !transition.isFinished
    }

    /// Puts the turn's pages where its offset (or a swipe's stretch) says.
    func place(_ transition: PageTransition) {
        guard let pagesView else { return }
        let bounds = pagesView.bounds
        let sign: CGFloat = transition.direction == .forward ? 1 : -1
        let offset = transition.to == nil ? 0 : min(max(transition.offset, 0), pageExtent)
        let fromPosition = transition.to == nil ? -transition.stretch : -sign * offset
        if let fromView = transition.from?.viewIfLoaded, fromView.superview === pagesView {
            fromView.frame = bounds.offsetBy(dx: dx(fromPosition), dy: dy(fromPosition))
        }
        if let toView = transition.to?.viewIfLoaded, toView.superview === pagesView {
            let position = sign * (pageExtent - offset)
            toView.frame = bounds.offsetBy(dx: dx(position), dy: dy(position))
        }
    }

    /// Ends `transition`: completed, `to` is the page; not, `from` is again. Each page still ours
    /// ends where it belongs (the shown one appeared when the pages show, the other disappeared,
    /// the incoming one first), the other leaves the children; then the delegate (a swipe that
    /// told it) or the completion hears. `finished` is false when something cut the turn short.
    func finish(_ transition: PageTransition, completed requested: Bool, finished: Bool) {
        guard !transition.isFinished else { return }
        transition.isFinished = true
        step {
            if runningTransition === transition { runningTransition = nil }
            let completed = requested && transition.to != nil && transition.to?.parent === self
            let shown = completed ? transition.to : transition.from
            let hidden = completed ? transition.from : transition.to
            if let hidden, hidden !== shown, let hiddenView = hidden.viewIfLoaded, hiddenView.superview === pagesView {
                hiddenView.removeFromSuperview()
            }
            if let shownView = shown?.viewIfLoaded, let pagesView, shownView.superview === pagesView {
                shownView.frame = pagesView.bounds
            }
            if transition.beganAppearance {
                let animated = transition.isAnimated
                let visible = showsPages
                for controller in [transition.to, transition.from].compactMap({ $0 }) where controller.parent === self {
                    if controller === shown, visible, appearance == .appearing {
                        // The page view controller is appearing itself (set up in its
                        // `viewWillAppear` during a push): its own `viewDidAppear` ends the page's.
                        if controller.appearance != .appeared, controller.appearance != .appearing {
                            controller.beginAppearanceTransition(true, animated: animated)
                        }
                        continue
                    }
                    // Half-way the other way (a swipe that goes back), straight back, as UIKit.
                    controller.settleAppearance(
                        appeared: visible && controller === shown, animated: animated, finishingHalfWay: false)
                }
            }
            for controller in transition.heldControllers { controller.appearanceTransitionHolds -= 1 }
            transition.heldControllers = []
            if let hidden, hidden !== shown, hidden.parent === self {
                hidden.willMove(toParent: nil)
                if hidden.viewIfLoaded?.superview === pagesView { hidden.view.removeFromSuperview() }
                hidden.removeFromParent()
            }
            if let shown, shown.parent === self {
                pages = [shown]
            } else {
                pages = []
            }
            if completed, transition.kind == .swipe, let pageControl, !pageControl.isHidden {
                pageControl.currentPage += transition.direction == .forward ? 1 : -1
            }
            viewIfLoaded?.setNeedsLayout()
            if transition.toldDelegate, let from = transition.from {
                delegate?.pageViewController(
                    self, didFinishAnimating: finished, previousViewControllers: [from],
                    transitionCompleted: completed)
            }
            transition.completion?(finished && completed)
        }
    }

    // MARK: - Private

    /// Holds `controller`'s appearance for `transition` (its view moving does not call back).
    func hold(_ controller: UIViewController?, in transition: PageTransition) {
        guard let controller else { return }
        controller.appearanceTransitionHolds += 1
        transition.heldControllers.append(controller)
    }

    /// A position along the turn's axis (forward positive) as a horizontal move: forward is to
    /// the right of the page left to right, to the left right to left.
    private func dx(_ position: CGFloat) -> CGFloat {
        guard navigationOrientation == .horizontal else { return 0 }
        return viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -position : position
    }

    /// A position along the turn's axis as a vertical move: forward is below.
    private func dy(_ position: CGFloat) -> CGFloat {
        navigationOrientation == .vertical ? position : 0
    }
}
