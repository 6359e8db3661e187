// Laying the columns out: which controllers' views are in the split view's view (the shown
// columns, or the one collapsed controller), their frames from `SplitLayout`, the dimming and
// the separators, in the order they stack (secondary, dimming, supplementary, primary, lines).
//
// Adding a column's view to a view in the window is what makes it appear, as for any container;
// taking it out makes it disappear. A slide (`SplitModeChange`) holds the columns it moves and
// places them itself, so layout leaves the views alone while one runs.

extension UISplitViewController {
    /// The primary and supplementary columns' widths for the view's bounds now.
    func columnWidths() -> (primary: CGFloat, supplementary: CGFloat) {
        let bounds = viewIfLoaded?.bounds ?? ApplicationContext.screenBounds
        let scale = viewIfLoaded?.window?.screen.scale ?? 1
        let primary = SplitLayout.columnWidth(
            available: bounds.width, preferredWidth: preferredPrimaryColumnWidth,
            fraction: preferredPrimaryColumnWidthFraction, minimum: minimumPrimaryColumnWidth,
            maximum: maximumPrimaryColumnWidth, scale: scale)
        guard isTriple else { return (primary, 0) }
        let supplementary = SplitLayout.columnWidth(
            available: bounds.width, preferredWidth: preferredSupplementaryColumnWidth,
            fraction: preferredSupplementaryColumnWidthFraction, minimum: minimumSupplementaryColumnWidth,
            maximum: maximumSupplementaryColumnWidth, scale: scale)
        // Both beside the secondary never take more than the view.
        return (primary, min(supplementary, max(bounds.width - primary, 0)))
    }

    /// The frames of `mode` in the view's bounds now.
    func layout(for mode: DisplayMode, in root: UIView) -> SplitLayout {
        let widths = columnWidths()
        let scale = root.window?.screen.scale ?? 1
        return SplitLayout(
            bounds: root.bounds, mode: mode, behavior: resolvedBehavior, primaryWidth: widths.primary,
            supplementaryWidth: widths.supplementary, isTriple: isTriple, mirrored: isMirrored(root),
            separatorThickness: 1 / max(scale, 1))
    }

    /// Whether the primary column is on the right.
    func isMirrored(_ root: UIView) -> Bool {
        (root.effectiveUserInterfaceLayoutDirection == .rightToLeft) != (primaryEdge == .trailing)
    }

    /// The root view's layout pass: collapse or expand for the size class, the mode for the
    /// orientation, then the columns. A running slide is left to finish.
    func layoutColumns() {
        guard runningModeChange == nil else { return }
        if viewIfLoaded?.window != nil, !changesAfterArrival.isEmpty {
            let waiting = changesAfterArrival
            changesAfterArrival = []
            for body in waiting { change(body) }
        }
        change {
            self.updateCollapsedState()
            if self.collapsed {
                self.layoutColumnsNow()
            } else {
                self.syncDisplayMode(animated: false)
            }
        }
    }

    /// Puts the shown controllers' views in the view (and takes the others out) and places
    /// everything.
    func layoutColumnsNow() {
        guard let root = splitView, runningModeChange == nil else { return }
        let shown = shownControllers
        for child in children where !shown.contains(where: { $0 === child }) {
            if let childView = child.viewIfLoaded, childView.superview === root { childView.removeFromSuperview() }
        }
        for controller in shown where controller.parent === self {
            guard let childView = controller.view else { continue }  // loading it runs `viewDidLoad`
            guard runningModeChange == nil, controller.parent === self else { return }
            if childView.superview !== root { root.insertSubview(childView, belowSubview: root.dimmingView) }
        }
        placeColumns(for: shownMode, in: root, including: [])
    }

    /// Frames everything for `mode` (or, collapsed, the one controller filling the view), adding
    /// the views of `extra` (columns a slide brings in) to the view first.
    func placeColumns(for mode: DisplayMode, in root: SplitViewControllerView, including extra: [UIViewController]) {
        let bounds = root.bounds
        edgeSwipe.edges = isMirrored(root) ? .right : .left
        if collapsed {
            if let only = shownCollapsedController?.viewIfLoaded, only.superview === root { only.frame = bounds }
            root.dimmingView.isHidden = true
            for separator in root.separators { separator.isHidden = true }
            return
        }
        let layout = layout(for: mode, in: root)
        let frames: [(Column, CGRect)] = [
            (.secondary, layout.secondary), (.supplementary, layout.supplementary), (.primary, layout.primary),
        ]
        var stack: [UIView] = []
        for (column, frame) in frames {
            guard let controller = controller(in: column), controller.parent === self else { continue }
            if extra.contains(where: { $0 === controller }), let columnView = controller.view,
                columnView.superview !== root
            {
                root.addSubview(columnView)
            }
            guard let columnView = controller.viewIfLoaded, columnView.superview === root else { continue }
            columnView.frame = frame
            stack.append(columnView)
            if column == .secondary { stack.append(root.dimmingView) }
        }
        if !stack.contains(where: { $0 === root.dimmingView }) { stack.insert(root.dimmingView, at: 0) }
        root.dimmingView.frame = layout.dimming ?? layout.secondary
        root.dimmingView.alpha = layout.dimming == nil ? 0 : 1
        if layout.dimming != nil {
            root.dimmingView.isHidden = false
        } else if runningModeChange == nil {
            root.dimmingView.isHidden = true
        }
        for (index, separator) in root.separators.enumerated() {
            let shows = index < layout.separators.count
            if shows { separator.frame = layout.separators[index] }
            separator.isHidden = !shows
            stack.append(separator)
        }
        // Restack only when the order is wrong: moving views in front redraws them.
        let present = root.subviews.filter { view in stack.contains { $0 === view } }
        if present.count != stack.count || zip(present, stack).contains(where: { $0 !== $1 }) {
            for view in stack { root.bringSubviewToFront(view) }
        }
    }

    // MARK: - Private

    /// The controllers whose views show now, bottom first.
    private var shownControllers: [UIViewController] {
        if collapsed { return [shownCollapsedController].compactMap { $0 } }
        return visibleColumns(in: shownMode).reversed().compactMap { controller(in: $0) }
    }
}
