// Display modes: which mode the split view shows (the preferences, the view's orientation, and
// what a person or the app asked for since), and the slide from one mode to another.
//
// A slide is a `SplitModeChange`. While it runs, the appearance of the columns that come and go
// is held (their views entering and leaving the window do not call back on their own): the
// change calls `beginAppearanceTransition` before the slide and ends it after, as UIKit does.
// Anything that changes the columns first ends the running slide (it jumps to its end), and so
// does the split view controller appearing or disappearing.

/// One display-mode slide in progress.
@preconcurrency @MainActor
final class SplitModeChange {
    /// The controllers of the columns coming in and going out.
    var entering: [UIViewController] = []
    var leaving: [UIViewController] = []
    var isFinished = false
}

extension UISplitViewController {
    /// Shows `column` (and the columns it needs beside it), in the mode nearest to the present
    /// one for the split behaviour, sliding when on screen. `.secondary` hides columns lying over
    /// or displacing it. Ignored while collapsed.
    public func show(_ column: Column) {
        change {
            guard !self.collapsed else { return }
            let level = self.shownMode.level(isTriple: self.isTriple)
            switch column {
            case .primary: self.goTo(level: self.isTriple ? 2 : 1)
            case .supplementary where self.isTriple: self.goTo(level: max(level, 1))
            case .secondary where self.resolvedBehavior != .tile: self.goTo(level: 0)
            default: break
            }
        }
    }

    /// Hides `column` (and the columns beyond it), sliding when on screen. The secondary column
    /// cannot be hidden (ignored, as is any column while collapsed).
    public func hide(_ column: Column) {
        change {
            guard !self.collapsed else { return }
            let level = self.shownMode.level(isTriple: self.isTriple)
            switch column {
            case .primary: self.goTo(level: self.isTriple ? min(level, 1) : 0)
            case .supplementary where self.isTriple: self.goTo(level: 0)
            default: break
            }
        }
    }

    // MARK: - Internal

    /// The split behaviour in effect: the preferred one, else the one the preferred display mode
    /// implies, else side by side in a landscape view and overlaid in a portrait one.
    var resolvedBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        if let implied = preferredDisplayMode.impliedBehavior { return implied }
        return isLandscape ? .tile : .overlay
    }

    /// Whether the view (before it loads, the screen) is wider than tall.
    var isLandscape: Bool {
        let size = viewIfLoaded?.bounds.size ?? ApplicationContext.screenBounds.size
        return size.width > size.height
    }

    /// `mode` made valid for the style and the split behaviour (the same number of columns,
    /// shown the behaviour's way).
    func valid(_ mode: DisplayMode) -> DisplayMode {
        .mode(level: mode.level(isTriple: isTriple), behavior: resolvedBehavior)
    }

    /// The mode the preferences ask for: the preferred one, else columns beside the secondary
    /// when tiling, the secondary alone otherwise.
    var automaticMode: DisplayMode {
        if preferredDisplayMode != .automatic { return valid(preferredDisplayMode) }
        return resolvedBehavior == .tile ? .mode(level: 1, behavior: .tile) : .secondaryOnly
    }

    /// The mode to show now.
    var targetMode: DisplayMode { modeOverride.map(valid) ?? automaticMode }

    /// A preference changed: the split view controller returns to what it asks for.
    func preferencesDidChange() {
        change {
            self.modeOverride = nil
            self.changeMode(to: self.targetMode, animated: self.showsColumns)
        }
    }

    /// The mode for the display-mode button and the edge swipe: the delegate's, else the
    /// secondary alone when a column shows beside or over it, else one column shown.
    func targetModeForAction() -> DisplayMode {
        if let wanted = delegate?.targetDisplayModeForAction(in: self), wanted != .automatic { return valid(wanted) }
        return shownMode.level(isTriple: isTriple) > 0 ? .secondaryOnly : .mode(level: 1, behavior: resolvedBehavior)
    }

    func displayModeButtonTapped() {
        change {
            guard !self.collapsed else { return }
            self.goTo(mode: self.targetModeForAction())
        }
    }

    /// A tap on the dimmed secondary: the columns over it (or displacing it) go.
    func dimmingTapped() {
        change {
            guard !self.collapsed, self.resolvedBehavior != .tile else { return }
            self.goTo(level: 0)
        }
    }

    /// The swipe in from the primary edge shows the primary column once it is recognised.
    func edgeSwipeChanged(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .began else { return }
        change {
            guard !self.collapsed else { return }
            let mode = self.targetModeForAction()
            guard mode.level(isTriple: self.isTriple) > self.shownMode.level(isTriple: self.isTriple) else { return }
            self.goTo(mode: mode)
        }
    }

    /// Brings the layout to the mode `targetMode` says, without animation unless `animated`.
    func syncDisplayMode(animated: Bool) {
        guard !collapsed else { return }
        let landscape = isLandscape
        if let wasLandscape, wasLandscape != landscape { modeOverride = nil }
        wasLandscape = landscape
        changeMode(to: targetMode, animated: animated)
    }

    /// Ends the running slide: everything jumps to where it ends.
    func settleRunningModeChange() {
        var rounds = 0
        while let running = runningModeChange {
            rounds += 1
            guard rounds <= 64 else { return }
            finish(running)
        }
    }

    /// Changes the shown mode to `mode` (valid already), telling the delegate first; slides the
    /// columns when `animated` and on screen.
    func changeMode(to mode: DisplayMode, animated: Bool) {
        settleRunningModeChange()
        guard !collapsed else { return }
        guard mode != shownMode || !hasChosenMode else {
            layoutColumnsNow()
            return
        }
        let old = shownMode
        let isFirst = !hasChosenMode
        hasChosenMode = true
        if !isFirst {
            delegate?.splitViewController(self, willChangeTo: mode)
            if style != .unspecified { announceColumns(from: old, to: mode) }
        }
        shownMode = mode
        guard animated, !isFirst, showsColumns, let root = splitView else {
            layoutColumnsNow()
            return
        }
        let before = Set(visibleColumns(in: old).compactMap { controller(in: $0).map(ObjectIdentifier.init) })
        let after = Set(visibleColumns(in: mode).compactMap { controller(in: $0).map(ObjectIdentifier.init) })
        let slide = SplitModeChange()
        slide.entering = children.filter {
            after.contains(ObjectIdentifier($0)) && !before.contains(ObjectIdentifier($0))
        }
        slide.leaving = children.filter {
            before.contains(ObjectIdentifier($0)) && !after.contains(ObjectIdentifier($0))
        }
        runningModeChange = slide
        for controller in slide.entering + slide.leaving { controller.appearanceTransitionHolds += 1 }
        // The columns coming in start where the old mode keeps them (off the primary edge).
        placeColumns(for: old, in: root, including: slide.entering)
        for controller in slide.entering where controller.parent === self {
            controller.beginAppearanceTransition(true, animated: true)
            guard !slide.isFinished else { return }
        }
        for controller in slide.leaving where controller.parent === self {
            controller.beginAppearanceTransition(false, animated: true)
            guard !slide.isFinished else { return }
        }
        UIView.animate(
            withDuration: Self.displayModeAnimationDuration, delay: 0, options: [.allowUserInteraction],
            animations: { self.placeColumns(for: mode, in: root, including: slide.leaving) },
            completion: { [weak self] _ in self?.finish(slide) })
    }

    /// Ends `slide`: the columns that left lose their views, both sides finish their appearance.
    func finish(_ slide: SplitModeChange) {
        guard !slide.isFinished else { return }
        slide.isFinished = true
        if runningModeChange === slide { runningModeChange = nil }
        step {
            let visible = self.showsColumns
            for controller in slide.leaving where controller.parent === self {
                if let leavingView = controller.viewIfLoaded, leavingView.superview === self.splitView {
                    leavingView.removeFromSuperview()
                }
            }
            for controller in slide.entering + slide.leaving { controller.appearanceTransitionHolds -= 1 }
            for controller in slide.entering + slide.leaving {
                // One that left the columns meanwhile follows its view wherever it went.
                let inWindow = controller.viewIfLoaded?.window != nil
                let shown = inWindow && (controller.parent !== self || visible)
                controller.settleAppearance(appeared: shown, animated: true, finishingHalfWay: false)
            }
            self.layoutColumnsNow()
            // What a layout pass skipped while the columns slid (a size-class change) is looked at again.
            self.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The columns `mode` shows, in column order.
    func visibleColumns(in mode: DisplayMode) -> [Column] {
        switch mode.level(isTriple: isTriple) {
        case 0: [.secondary]
        case 1: isTriple ? [.supplementary, .secondary] : [.primary, .secondary]
        default: [.primary, .supplementary, .secondary]
        }
    }

    // MARK: - Private

    /// Goes to the mode with `level` columns beside the secondary, the behaviour's way.
    private func goTo(level: Int) {
        goTo(mode: .mode(level: level, behavior: resolvedBehavior))
    }

    /// Goes to `mode` (made valid) and keeps it until the preferences or orientation change.
    private func goTo(mode: DisplayMode) {
        let target = valid(mode)
        modeOverride = target
        changeMode(to: target, animated: showsColumns)
    }

    /// Tells the delegate which columns will hide and show.
    private func announceColumns(from old: DisplayMode, to new: DisplayMode) {
        let before = visibleColumns(in: old)
        let after = visibleColumns(in: new)
        for column in before where !after.contains(column) { delegate?.splitViewController(self, willHide: column) }
        for column in after where !before.contains(column) { delegate?.splitViewController(self, willShow: column) }
    }
}

/// Lets the edge swipe begin only when it would show a column: the split view is expanded,
/// `presentsWithGesture`, a column is hidden, nothing slides, and the secondary column's
/// navigation controller has nothing to pop (its own edge swipe goes back then).
@MainActor
final class SplitEdgeSwipeGate: UIGestureRecognizerDelegate {
    unowned let splitViewController: UISplitViewController

    init(splitViewController: UISplitViewController) {
        self.splitViewController = splitViewController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let split = splitViewController
        guard split.presentsWithGesture, !split.collapsed, split.runningModeChange == nil, split.stepDepth == 0,
            split.showsColumns
        else { return false }
        if let secondary = split.controller(in: .secondary) as? UINavigationController,
            secondary.viewControllers.count > 1
        {
            return false
        }
        return split.shownMode.level(isTriple: split.isTriple) < (split.isTriple ? 2 : 1)
    }
}
