// Layout: deferred `layoutSubviews` passes and autoresizing.
//
// `setNeedsLayout()` marks the view and flags its ancestors, so a layout pass visits only the
// branches that changed. The application runs a pass over its windows after each event and timer
// (its commit), and `layoutIfNeeded()` runs one at once, as in UIKit.

extension UIView {
    /// How a view resizes when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Marks the view for layout in the next pass.
    public func setNeedsLayout() {
        needsLayout = true
        LayoutFeedback.noteNeedsLayout(of: self)
        markAncestorsNeedLayout()
    }

    /// Runs any pending layout now: the constraint-update pass and the engine's changes (when the
    /// tree uses Auto Layout), then layout from the highest ancestor that needs it, down through
    /// every marked branch. Layout that changes constraints again (a multi-line label that
    /// learned its width) or marks the view again runs again, a bounded number of times.
    public func layoutIfNeeded() {
        layOutUntilSettled()
    }

    /// `layoutIfNeeded`, returning whether layout settled. When it runs out of rounds (something
    /// in a layout callback keeps changing what layout depends on), it warns once per culprit
    /// view and cause and leaves the rest marked: the application's next frame carries on, so one
    /// frame's layout work stays bounded and the app keeps running.
    @discardableResult
    func layOutUntilSettled() -> Bool {
        let root = layoutRoot
        var recording: (Bool, [LayoutFeedback.Culprit])?
        for round in 0..<UIView.maximumLayoutRounds {
            if round == UIView.maximumLayoutRounds - 1 { recording = LayoutFeedback.beginRecording() }
            let engine = root.prepareAutoLayoutPass()
            var top: UIView = self
            var ancestor = storedSuperview
            while let current = ancestor {
                if current.needsLayout { top = current }
                ancestor = current.storedSuperview
            }
            top.layoutSubtreeIfNeeded(engine: engine)
            if !needsAnotherLayoutRound(root: root, engine: engine) {
                if let recording { _ = LayoutFeedback.endRecording(restoring: recording) }
                return true
            }
        }
        let culprits = recording.map(LayoutFeedback.endRecording(restoring:)) ?? []
        reportUnsettledLayout(of: root, culprits: culprits)
        return false
    }

    /// How many rounds one `layoutIfNeeded` runs when layout keeps changing what it depends on.
    static let maximumLayoutRounds = 8

    private func needsAnotherLayoutRound(root: UIView, engine: LayoutEngine?) -> Bool {
        if let engine, engine.hasPendingChanges || root.needsConstraintUpdate || root.descendantNeedsConstraintUpdate {
            return true
        }
        // This view's branch was marked again during the pass (a view that lays out again once
        // it knows a size); other branches are the next pass's.
        if needsLayout || descendantNeedsLayout { return true }
        var ancestor = storedSuperview
        while let current = ancestor {
            if current.needsLayout { return true }
            ancestor = current.storedSuperview
        }
        return false
    }

    /// Warns once per culprit view and cause (or once per root when no callback was caught): one
    /// line per view with the causes not reported for it yet. `setNeedsLayout` is named only
    /// when it is a view's only cause; otherwise it is the other change's echo.
    private func reportUnsettledLayout(of root: UIView, culprits: [LayoutFeedback.Culprit]) {
        let rounds = UIView.maximumLayoutRounds
        let suffix =
            "Layout stops here for this frame (the frame goes out as it is) and carries on at the next one. "
            + "Change constraints in updateConstraints, or only when a value really changes."
        guard !culprits.isEmpty else {
            guard root.layoutState.reportedFeedbackCauses.insert("unsettled").inserted else { return }
            root.warn(
                "Layout of \(root.layoutDescriptionName) did not settle after \(rounds) rounds: something keeps "
                    + "changing constraints or intrinsic sizes, or marking views for layout. " + suffix)
            return
        }
        var views: [UIView] = []
        for culprit in culprits where !views.contains(where: { $0 === culprit.view }) { views.append(culprit.view) }
        for view in views {
            var causes = culprits.filter { $0.view === view }.map(\.cause)
            if causes.count > 1 { causes.removeAll { $0 == .needsLayout } }
            let unreported = causes.filter { view.layoutState.reportedFeedbackCauses.insert($0.rawValue).inserted }
            guard !unreported.isEmpty else { continue }
            root.warn(
                "Layout of \(root.layoutDescriptionName) did not settle after \(rounds) rounds: "
                    + "\(view.layoutDescriptionName) \(unreported.map(\.rawValue).joined(separator: " and ")) in its "
                    + "layout callbacks every round. " + suffix)
        }
    }

    /// Resizes the view to `sizeThatFits` its current size, keeping its top-left corner in place.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        let origin = frame.origin
        frame = CGRect(origin: origin, size: size)
    }

    /// Tells layout that `intrinsicContentSize` changed: the superview lays out again, and under
    /// Auto Layout the view's content-size constraints follow.
    public func invalidateIntrinsicContentSize() {
        LayoutFeedback.note(.intrinsicSize)
        superview?.subviewIntrinsicContentSizeDidChange()
        layoutItemDidChange()
    }

    // MARK: - Internal

    func markAncestorsNeedLayout() {
        var ancestor = storedSuperview
        while let current = ancestor, !current.descendantNeedsLayout {
            current.descendantNeedsLayout = true
            ancestor = current.storedSuperview
        }
        requestLayoutPass()
    }

    /// Lays out this view if marked, then the marked branches below. With an engine, a view's
    /// layout first gives its constraint-placed subviews their solved frames, as UIKit's
    /// `layoutSubviews` does before an override's own work.
    ///
    /// Depth first in a loop, not by recursion (trees can be deeper than the stack allows), in the
    /// order recursion would take: a view's subviews are read after its layout, and whether a
    /// subview is marked is asked when its turn comes (an earlier sibling's layout may mark it).
    func layoutSubtreeIfNeeded(engine: LayoutEngine?) {
        let outerView = LayoutFeedback.currentView
        defer { LayoutFeedback.currentView = outerView }
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            guard view === self || view.needsLayout || view.descendantNeedsLayout else { continue }
            if view.needsLayout {
                view.needsLayout = false
                if view.storedLayoutState != nil { view.refreshSafeAreaAndMargins() }
                // The callbacks are the app's; applying the solved frames is the engine's.
                LayoutFeedback.currentView = view
                if let controller = view.owningViewController {
                    if controller.viewIsAppearingPending { controller.callViewIsAppearingIfPending() }
                    controller.layOutContentUnavailable()
                    controller.viewWillLayoutSubviews()
                }
                LayoutFeedback.currentView = nil
                engine?.applySolvedFrames(toSubviewsOf: view)
                LayoutFeedback.currentView = view
                view.traitCollection.performAsCurrent { view.layoutSubviews() }
                view.owningViewController?.viewDidLayoutSubviews()
                // The layer's turn, as UIKit's layer lays out through its view: only a view whose
                // layer exists has one to lay out.
                if let layer = view.storedLayer {
                    view.layoutSublayers(of: layer)
                    layer.needsLayoutFlag = false
                }
                LayoutFeedback.currentView = outerView
            }
            // Layers added to the view's layer that were marked (a layer's own setNeedsLayout marks
            // its view).
            if let layer = view.storedLayer, !layer.addedSublayers.isEmpty { layer.layoutAddedSublayersIfNeeded() }
            guard view.descendantNeedsLayout else { continue }
            view.descendantNeedsLayout = false
            pending.append(contentsOf: view.storedSubviews.reversed())
        }
    }

    /// Before a layout pass over a tree that uses Auto Layout: the constraint-update pass, then the
    /// engine brought up to date (marking the views whose frames it moved). Returns the engine.
    func prepareAutoLayoutPass() -> LayoutEngine? {
        guard subtreeUsesAutoLayout else { return nil }
        updateConstraintsInSubtree()
        guard let engine = ensureLayoutEngineOfTree() else { return nil }
        engine.update()
        return engine
    }

    /// Applies each subview's autoresizing mask after this view's size changed from `oldSize`.
    func resizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = storedBounds.size
        for subview in storedSubviews where !subview.autoresizingMask.isEmpty {
            subview.autoresize(from: oldSize, to: newSize)
        }
    }

    // MARK: - Private

    /// UIKit's springs and struts: the change in the superview's size is shared among the flexible
    /// margins and dimensions in proportion to their current sizes.
    private func autoresize(from oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        var frame = self.frame
        let (x, width) = distribute(
            delta: newSize.width - oldSize.width, leading: frame.minX, size: frame.width,
            trailing: oldSize.width - frame.maxX, flexibleLeading: mask.contains(.flexibleLeftMargin),
            flexibleSize: mask.contains(.flexibleWidth), flexibleTrailing: mask.contains(.flexibleRightMargin))
        let (y, height) = distribute(
            delta: newSize.height - oldSize.height, leading: frame.minY, size: frame.height,
            trailing: oldSize.height - frame.maxY, flexibleLeading: mask.contains(.flexibleTopMargin),
            flexibleSize: mask.contains(.flexibleHeight), flexibleTrailing: mask.contains(.flexibleBottomMargin))
        frame = CGRect(x: x, y: y, width: width, height: height)
        self.frame = frame
    }
}

/// Shares `delta` among the flexible parts of one axis; returns the new origin and size.
private func distribute(
    delta: CGFloat, leading: CGFloat, size: CGFloat, trailing: CGFloat,
    flexibleLeading: Bool, flexibleSize: Bool, flexibleTrailing: Bool
) -> (origin: CGFloat, size: CGFloat) {
    let parts = [(flexibleLeading, leading), (flexibleSize, size), (flexibleTrailing, trailing)]
    let flexible = parts.filter(\.0)
    guard !flexible.isEmpty, delta != 0 else { return (leading, size) }
    let total = flexible.reduce(0) { $0 + max($1.1, 0) }
    func share(_ isFlexible: Bool, _ length: CGFloat) -> CGFloat {
        guard isFlexible else { return 0 }
        return total > 0 ? delta * max(length, 0) / total : delta / CGFloat(flexible.count)
    }
    let newLeading = leading + share(flexibleLeading, leading)
    let newSize = size + share(flexibleSize, size)
    return (newLeading, max(newSize, 0))
}
