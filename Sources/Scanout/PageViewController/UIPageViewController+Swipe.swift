// The swipe: a pan on the page view controller's view. It begins only along the turn's axis (so a
// vertical list on a horizontal page still scrolls), asks the data source for the neighbour the
// finger heads for (each side at most once a swipe), moves both pages with the finger, and when
// the finger lifts settles forward or back by distance and speed, in an animation on the
// application clock. A new swipe while the pages settle ends that turn first, as decided.

extension UIPageViewController {
    /// Faster than this (points a second) towards a page, a flick turns to it whatever the distance;
    /// away from it, goes back.
    static let flickSpeed: CGFloat = 300

    func swipeChanged(_ recognizer: UIGestureRecognizer) {
        // Inside a step the swipe is being cancelled by the page view controller itself.
        guard let pan = recognizer as? UIPanGestureRecognizer, stepDepth == 0 else { return }
        switch pan.state {
        case .began:
            step { settleRunningTransition() }
            guard runningTransition == nil, showsPages, let current = pages.first, current.parent === self else {
                return
            }
            let transition = PageTransition(kind: .swipe, from: current, direction: .forward)
            transition.isAnimated = true
            runningTransition = transition
            hold(current, in: transition)
            follow(transition, pan)
        case .changed:
            guard let transition = runningTransition, transition.kind == .swipe, !transition.isSettling else { return }
            follow(transition, pan)
        case .ended, .cancelled, .failed:
            guard let transition = runningTransition, transition.kind == .swipe, !transition.isSettling else { return }
            release(transition, pan)
        default:
            break
        }
    }

    // MARK: - Private

    /// How far the finger moved towards the page after (points, signed).
    private func forwardAmount(of vector: CGPoint) -> CGFloat {
        guard navigationOrientation == .horizontal else { return -vector.y }
        return view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? vector.x : -vector.x
    }

    /// Moves the pages with the finger, first asking for the neighbour it heads for.
    private func follow(_ transition: PageTransition, _ pan: UIPanGestureRecognizer) {
        let amount = forwardAmount(of: pan.translation(in: view))
        if transition.to == nil {
            let direction: NavigationDirection? = amount > 0 ? .forward : amount < 0 ? .reverse : nil
            if let direction, transition.askedDirections.insert(direction).inserted {
                step { askForNeighbour(in: transition, direction: direction) }
                guard !transition.isFinished else { return }
            }
        }
        if transition.to != nil {
            let sign: CGFloat = transition.direction == .forward ? 1 : -1
            transition.offset = min(max(amount * sign, 0), pageExtent)
        } else {
            transition.stretch = ScrollAxisMotion.rubberBand(amount, dimension: pageExtent)
        }
        place(transition)
    }

    /// Asks the data source for the page `direction` of the current one and, if it gives one that
    /// may be a page, takes it into the turn.
    private func askForNeighbour(in transition: PageTransition, direction: NavigationDirection) {
        guard let from = transition.from, let dataSource else { return }
        let neighbour =
            direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: from)
            : dataSource.pageViewController(self, viewControllerBefore: from)
        guard !transition.isFinished, transition.to == nil, let neighbour else { return }
        guard neighbour !== from else {
            Diagnostics.warn(
                "\(self): the data source gave the page shown, \(from), as its own neighbour; treated as no page.")
            return
        }
        guard canShow(neighbour) else { return }
        transition.direction = direction
        transition.to = neighbour
        transition.stretch = 0
        _ = adopt(neighbour, in: transition)
    }

    /// The finger lifted (or the pan was cancelled): the turn completes or goes back, animated.
    private func release(_ transition: PageTransition, _ pan: UIPanGestureRecognizer) {
        transition.isSettling = true
        guard transition.to != nil else {
            // Nothing to turn to: a stretched page springs back.
            guard transition.stretch != 0 else {
                step { finish(transition, completed: false, finished: true) }
                return
            }
            UIView.animate(
                withDuration: 0.2, delay: 0, options: [.allowUserInteraction, .curveEaseOut],
                animations: {
                    transition.stretch = 0
                    self.place(transition)
                }, completion: { _ in self.finish(transition, completed: false, finished: true) })
            return
        }
        let extent = pageExtent
        let progress = min(max(transition.offset / extent, 0), 1)
        let sign: CGFloat = transition.direction == .forward ? 1 : -1
        let speed = forwardAmount(of: pan.velocity(in: view)) * sign
        let completes =
            pan.state == .ended && (speed > Self.flickSpeed || (speed >= -Self.flickSpeed && progress >= 0.5))
        transition.outcome = completes
        let remaining = completes ? 1 - progress : progress
        UIView.animate(
            withDuration: max(Self.turnDuration * Double(remaining), 0.05), delay: 0,
            options: [.allowUserInteraction, .curveEaseOut],
            animations: {
                transition.offset = completes ? extent : 0
                self.place(transition)
            }, completion: { _ in self.finish(transition, completed: completes, finished: true) })
    }
}

/// Lets the swipe begin only along the page view controller's axis, with a page to turn from.
@preconcurrency @MainActor
final class PageSwipeGate: UIGestureRecognizerDelegate {
    unowned let pageViewController: UIPageViewController

    init(pageViewController: UIPageViewController) {
        self.pageViewController = pageViewController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let controller = pageViewController
        guard controller.stepDepth == 0, !controller.pages.isEmpty, let view = controller.viewIfLoaded,
            let pan = gestureRecognizer as? UIPanGestureRecognizer
        else { return false }
        let moved = pan.translation(in: view)
        let along = controller.navigationOrientation == .horizontal ? moved.x : moved.y
        let across = controller.navigationOrientation == .horizontal ? moved.y : moved.x
        return abs(along) >= abs(across)
    }
}
