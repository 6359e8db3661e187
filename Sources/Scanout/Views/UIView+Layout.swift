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
        markAncestorsNeedLayout()
    }

    /// Runs any pending layout now: the constraint-update pass and the engine's changes (when the
    /// tree uses Auto Layout), then layout from the highest ancestor that needs it, down through
    /// every marked branch. Layout that changes constraints again (a multi-line label that
    /// learned its width) runs again, a bounded number of times.
    public func layoutIfNeeded() {
        let root = layoutRoot
        for _ in 0..<maximumLayoutRounds {
            let engine = root.prepareAutoLayoutPass()
            var top: UIView = self
            var ancestor = storedSuperview
            while let current = ancestor {
                if current.needsLayout { top = current }
                ancestor = current.storedSuperview
            }
            top.layoutSubtreeIfNeeded(engine: engine)
            guard let engine,
                engine.hasPendingChanges || root.needsConstraintUpdate
                    || root.descendantNeedsConstraintUpdate
            else { return }
        }
        Diagnostics.warn(
            "Layout of \(root.layoutDescriptionName) did not settle after \(maximumLayoutRounds) rounds: something in "
                + "layoutSubviews or updateConstraints keeps changing constraints or intrinsic sizes. Laying out the rest "
                + "in the next pass.")
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
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            guard view === self || view.needsLayout || view.descendantNeedsLayout else { continue }
            if view.needsLayout {
                view.needsLayout = false
                if view.storedLayoutState != nil { view.refreshSafeAreaAndMargins() }
                view.owningViewController?.viewWillLayoutSubviews()
                engine?.applySolvedFrames(toSubviewsOf: view)
                view.layoutSubviews()
                view.owningViewController?.viewDidLayoutSubviews()
            }
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

/// How many times one `layoutIfNeeded` lays out again when layout keeps changing constraints.
private let maximumLayoutRounds = 8

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
