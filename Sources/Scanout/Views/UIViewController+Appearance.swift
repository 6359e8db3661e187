// The appearance cycle: viewWillAppear → viewDidAppear → viewWillDisappear → viewDidDisappear,
// driven by the root view entering and leaving a visible window, and by windows being shown and
// hidden. Each transition runs at most once, so a view moved between two visible windows does not
// flicker through disappear/appear. While a presentation transition holds a controller (see
// `appearanceTransitionHolds`), its view and its children's views moving in and out of the window
// do not count: the transition calls `beginAppearanceTransition` and `endAppearanceTransition` at
// UIKit's moments instead (will before the animation, did after it).

/// Where a controller is in its appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
    /// The root view is about to move to `window` (nil: it is leaving its window).
    func viewWillMove(toWindow window: UIWindow?) {
        guard !isAppearanceHeldByTransition else { return }
        if let window {
            if !window.isHidden { beginAppearance() }
        } else {
            beginDisappearance()
        }
    }

    /// The root view moved to `window` (nil: it left its window).
    func viewDidMove(toWindow window: UIWindow?) {
        guard !isAppearanceHeldByTransition else { return }
        if let window {
            if !window.isHidden { endAppearance() }
        } else {
            endDisappearance()
        }
    }

    /// The window holding this root controller is about to be shown or hidden: every controller
    /// whose view is in that window begins its transition.
    func windowVisibilityWillChange(isVisible: Bool, window: UIWindow) {
        for controller in controllers(in: window) {
            if isVisible { controller.beginAppearance() } else { controller.beginDisappearance() }
        }
    }

    /// The window holding this root controller was shown or hidden.
    func windowVisibilityDidChange(isVisible: Bool, window: UIWindow) {
        for controller in controllers(in: window) {
            if isVisible { controller.endAppearance() } else { controller.endDisappearance() }
        }
    }

    /// Starts this controller's appearance (`isAppearing`) or disappearance, and that of the
    /// children whose views are inside its view: `viewWillAppear` or `viewWillDisappear`. For a
    /// container controller that moves views itself; presentation transitions use it too.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        for controller in selfAndChildrenInView() {
            if isAppearing {
                controller.beginAppearance(animated: animated)
            } else {
                controller.beginDisappearance(animated: animated)
            }
        }
    }

    /// Finishes what `beginAppearanceTransition` started: `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        for controller in selfAndChildrenInView() {
            switch controller.appearance {
            case .appearing: controller.endAppearance()
            case .disappearing: controller.endDisappearance()
            case .appeared, .disappeared: break
            }
        }
    }

    /// Brings the controller to appeared or disappeared as a container ends a transition of it.
    /// Half-way the other way, `finishingHalfWay` first finishes that half, so every `viewWill…`
    /// gets its `viewDid…` (a navigation controller's cancelled pop); else it turns straight back,
    /// as UIKit does for a page swipe that goes back: the appearing page gets `viewWillDisappear`
    /// and `viewDidDisappear`, never `viewDidAppear`.
    func settleAppearance(appeared: Bool, animated: Bool, finishingHalfWay: Bool) {
        switch (appeared, appearance) {
        case (true, .appeared), (false, .disappeared):
            return
        case (true, .appearing), (false, .disappearing):
            endAppearanceTransition()
            return
        case (true, .disappearing), (false, .appearing):
            if finishingHalfWay { endAppearanceTransition() }
        case (true, .disappeared), (false, .appeared):
            break
        }
        beginAppearanceTransition(appeared, animated: animated)
        endAppearanceTransition()
    }

    /// Whether a presentation transition decides this controller's callbacks (it or a parent is held).
    var isAppearanceHeldByTransition: Bool {
        var controller: UIViewController? = self
        while let current = controller {
            if current.appearanceTransitionHolds > 0 { return true }
            controller = current.parent
        }
        return false
    }

    // MARK: - Private

    private func beginAppearance(animated: Bool = false) {
        guard appearance == .disappeared || appearance == .disappearing else { return }
        appearanceWillChange()
        guard appearance == .disappeared || appearance == .disappearing else { return }
        appearance = .appearing
        appearanceTransitionIsAnimated = animated
        viewIsAppearingPending = true
        viewWillAppear(animated)
    }

    /// Calls `viewIsAppearing(_:)` if this appearance has not yet: from the first layout pass of
    /// the view in its window, or before `viewDidAppear(_:)`.
    func callViewIsAppearingIfPending() {
        guard viewIsAppearingPending, appearance == .appearing, viewIfLoaded?.window != nil else { return }
        viewIsAppearingPending = false
        viewIsAppearing(appearanceTransitionIsAnimated)
    }

    private func endAppearance() {
        if appearance == .disappeared { beginAppearance() }
        guard appearance == .appearing else { return }
        callViewIsAppearingIfPending()
        guard appearance == .appearing else { return }
        viewIsAppearingPending = false
        appearance = .appeared
        // A new screen (a root, a presented controller, a pushed or chosen tab's one): the screen
        // reader moves to it on the next turn, as UIKit posts a screen change for VoiceOver —
        // unless the app posts its own in `viewDidAppear`, which is why this comes first.
        if parent == nil || parent is UINavigationController || parent is UITabBarController,
            let application = viewIfLoaded?.window?.application
        {
            application.screenReaderIfLoaded?.screenDidAppear()
        }
        viewDidAppear(appearanceTransitionIsAnimated)
        appearanceTransitionIsAnimated = false
        isMovingToParent = false
    }

    private func beginDisappearance(animated: Bool = false) {
        guard appearance == .appeared || appearance == .appearing else { return }
        appearanceWillChange()
        guard appearance == .appeared || appearance == .appearing else { return }
        appearance = .disappearing
        appearanceTransitionIsAnimated = animated
        viewIsAppearingPending = false
        viewWillDisappear(animated)
    }

    private func endDisappearance() {
        if appearance == .appeared { beginDisappearance() }
        guard appearance == .disappearing else { return }
        appearance = .disappeared
        viewDidDisappear(appearanceTransitionIsAnimated)
        appearanceTransitionIsAnimated = false
    }

    /// This controller and, recursively, its children whose views are inside its view, parents first.
    private func selfAndChildrenInView() -> [UIViewController] {
        var result: [UIViewController] = [self]
        guard let root = viewIfLoaded else { return result }
        for child in children {
            guard let childView = child.viewIfLoaded, childView.isDescendant(of: root) else { continue }
            result += child.selfAndChildrenInView()
        }
        return result
    }

    /// This controller, its children and the controllers it presented (recursively) whose views are
    /// in `window`, parents first.
    private func controllers(in window: UIWindow) -> [UIViewController] {
        var result: [UIViewController] = []
        var pending: [UIViewController] = [self]
        while let controller = pending.popLast() {
            if controller.viewIfLoaded?.window === window { result.append(controller) }
            if let presented = controller.presentedViewController { pending.append(presented) }
            pending += controller.children.reversed()
        }
        return result
    }
}
