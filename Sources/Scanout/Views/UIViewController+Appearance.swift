// The appearance cycle: viewWillAppear → viewDidAppear → viewWillDisappear → viewDidDisappear,
// driven by the root view entering and leaving a visible window, and by windows being shown and
// hidden. Each transition runs at most once, so a view moved between two visible windows does not
// flicker through disappear/appear.

/// Where a controller is in its appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
    /// The root view is about to move to `window` (nil: it is leaving its window).
    func viewWillMove(toWindow window: UIWindow?) {
        if let window {
            if !window.isHidden { beginAppearance() }
        } else {
            beginDisappearance()
        }
    }

    /// The root view moved to `window` (nil: it left its window).
    func viewDidMove(toWindow window: UIWindow?) {
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

    // MARK: - Private

    private func beginAppearance() {
        guard appearance == .disappeared || appearance == .disappearing else { return }
        appearance = .appearing
        viewWillAppear(false)
    }

    private func endAppearance() {
        if appearance == .disappeared { beginAppearance() }
        guard appearance == .appearing else { return }
        appearance = .appeared
        viewDidAppear(false)
        isMovingToParent = false
    }

    private func beginDisappearance() {
        guard appearance == .appeared || appearance == .appearing else { return }
        appearance = .disappearing
        viewWillDisappear(false)
    }

    private func endDisappearance() {
        if appearance == .appeared { beginDisappearance() }
        guard appearance == .disappearing else { return }
        appearance = .disappeared
        viewDidDisappear(false)
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
