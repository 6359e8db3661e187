// How views reach their tree's layout engine and tell it what changed: the hooks the view tree,
// geometry and layout passes call. Everything here is cheap for views of apps that never use
// Auto Layout: one flag test (`subtreeUsesAutoLayout`) and out.

extension UIView {
    /// The view's Auto Layout state, made on first use (marking the view and its ancestors as
    /// using Auto Layout).
    var layoutState: ViewLayoutState {
        if let storedLayoutState { return storedLayoutState }
        let state = ViewLayoutState()
        storedLayoutState = state
        markSubtreeUsesAutoLayout()
        return state
    }

    /// The root of the tree: the window, or the top view of a tree not in one.
    var layoutRoot: UIView {
        var root = self
        while let parent = root.storedSuperview { root = parent }
        return root
    }

    /// The tree's engine, if the tree has one.
    var layoutEngineOfTree: LayoutEngine? {
        layoutRoot.storedLayoutState?.engine
    }

    /// The tree's engine, made (with every constraint installed in the tree) if the tree has none.
    @discardableResult
    func ensureLayoutEngineOfTree() -> LayoutEngine? {
        let root = layoutRoot
        if let engine = root.storedLayoutState?.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.layoutState.engine = engine
        engine.addSubtree(root)
        return engine
    }

    /// The deepest view that is this view or an ancestor of it and also `other` or an ancestor.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        if other === self || other.storedSuperview === self { return self }
        if storedSuperview === other { return other }
        // Bring both to the same depth, then climb together until they meet (no set to build:
        // every constraint being translated asks this).
        func depth(of view: UIView) -> Int {
            var depth = 0
            var current = view.storedSuperview
            while let ancestor = current {
                depth += 1
                current = ancestor.storedSuperview
            }
            return depth
        }
        var mine: UIView? = self
        var theirs: UIView? = other
        var (myDepth, theirDepth) = (depth(of: self), depth(of: other))
        while myDepth > theirDepth {
            mine = mine?.storedSuperview
            myDepth -= 1
        }
        while theirDepth > myDepth {
            theirs = theirs?.storedSuperview
            theirDepth -= 1
        }
        while let a = mine, let b = theirs {
            if a === b { return a }
            mine = a.storedSuperview
            theirs = b.storedSuperview
        }
        return nil
    }

    /// `UILabel:0x…'name'`: the class, address and identifier, as constraint descriptions name views.
    var layoutDescriptionName: String {
        "\(type(of: self)):\(objectAddress(self))" + (accessibilityIdentifier.map { "'\($0)'" } ?? "")
    }

    /// A view in a diagnostic: its name and frame.
    var layoutDiagnosticDescription: String {
        "\(layoutDescriptionName) frame = \(frame)"
    }

    /// The frame without the transform (centre and bounds size).
    var untransformedFrame: CGRect {
        let size = storedBounds.size
        return CGRect(
            x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2,
            width: size.width, height: size.height)
    }

    /// The rectangle Auto Layout works with, as UIKit's alignment rectangle: the frame without the
    /// transform, inset by `alignmentRectInsets`.
    var layoutAlignmentRect: CGRect {
        alignmentRect(forFrame: untransformedFrame)
    }

    /// Gives the view the frame the engine solved (an alignment rectangle), through the animatable
    /// centre and bounds, so a layout pass inside `UIView.animate` animates the change.
    func applyLayoutFrame(_ alignmentRect: CGRect) {
        var rect = frame(forAlignmentRect: alignmentRect)
        // A fixed-size view (a switch) keeps its size at the solved origin, as its frame does.
        if let fixedSize { rect.size = fixedSize }
        guard rect != untransformedFrame else { return }
        if storedBounds.size != rect.size {
            bounds = CGRect(origin: storedBounds.origin, size: rect.size)
        }
        center = CGPoint(x: rect.midX, y: rect.midY)
    }

    /// Reports a misuse of Auto Layout to the view's application, or standard error outside one.
    func warn(_ message: String) {
        if let application = (cachedWindow ?? layoutRoot as? UIWindow)?.application {
            application.warn(message)
        } else {
            Diagnostics.warn(message)
        }
    }

    /// Reports `problem` the first time only: layout meets the same view at every pass.
    func warnOnce(_ problem: LayoutValueProblems, _ message: @autoclosure () -> String) {
        guard !layoutState.reportedValueProblems.contains(problem) else { return }
        layoutState.reportedValueProblems.insert(problem)
        warn(message())
    }

    /// A content priority an app passed, clamped into 1...1000; nil (reported once) for NaN.
    func layoutPriority(_ priority: UILayoutPriority, for method: String) -> UILayoutPriority? {
        guard let clamped = UILayoutPriority.clampedRawValue(priority.rawValue) else {
            warnOnce(
                .nonFinitePriority,
                "\(method)(\(priority.rawValue)) on \(layoutDescriptionName): a priority is between 1 and 1000. "
                    + "The priority stays as it was.")
            return nil
        }
        return UILayoutPriority(clamped)
    }

    /// Something needs a layout pass (layout, constraints, the engine): the application of the
    /// view's window owes one at the end of this turn.
    func requestLayoutPass() {
        // Not `cachedWindow ?? (self as? UIWindow)`: an autoclosure is a closure (see `WeakLink.object`).
        if let window = cachedWindow {
            window.application?.setNeedsCommit()
        } else if let window = self as? UIWindow {
            window.application?.setNeedsCommit()
        }
    }

    // MARK: - What changed

    /// The constraints this view brings of its own (autoresizing, content size) are out of date.
    func layoutItemDidChange() {
        guard subtreeUsesAutoLayout, let engine = layoutEngineOfTree else { return }
        engine.itemDidChange(self)
        // Constraints to a baseline depend on the text's metrics, which change with the content.
        for constraint in storedLayoutState?.referencingConstraints.values.map({ $0 }) ?? []
        where constraint.firstAttribute == .firstBaseline || constraint.firstAttribute == .lastBaseline
            || constraint.secondAttribute == .firstBaseline || constraint.secondAttribute == .lastBaseline
        {
            engine.constraintDidChange(constraint)
        }
    }

    /// The model geometry changed: a view that translates its frame into constraints brings new ones.
    func layoutGeometryDidChange(_ change: AnimatableChange) {
        guard translatesAutoresizingMaskIntoConstraints else { return }
        switch change {
        case .center, .bounds: layoutEngineOfTree?.itemDidChange(self)
        default: break
        }
    }

    /// Leading and trailing swap sides: every constraint and guide is translated again, and the
    /// view (a slider, a switch: whatever draws by its direction) is drawn again.
    func layoutDirectionDidChange() {
        if let engine = layoutEngineOfTree { engine.invalidateAll() }
        setNeedsLayout()
        setNeedsDisplay()
        for subview in storedSubviews { subview.setNeedsLayout() }
    }

    // MARK: - The constraint-update pass

    func markAncestorsNeedConstraintUpdate() {
        var ancestor = storedSuperview
        while let current = ancestor, !current.descendantNeedsConstraintUpdate {
            current.descendantNeedsConstraintUpdate = true
            ancestor = current.storedSuperview
        }
    }

    /// Calls `updateConstraints()` (a controller's root view: its `updateViewConstraints()`) on
    /// every view in the subtree that needs it, subviews first, as UIKit's pass runs bottom-up.
    func updateConstraintsInSubtree() {
        guard needsConstraintUpdate || descendantNeedsConstraintUpdate else { return }
        // Post-order without recursion: deep trees must not overflow the stack.
        var stack: [(view: UIView, visited: Bool)] = [(self, false)]
        while let (view, visited) = stack.popLast() {
            if visited {
                guard view.needsConstraintUpdate else { continue }
                view.needsConstraintUpdate = false
                let outerView = LayoutFeedback.currentView
                LayoutFeedback.currentView = view
                if let controller = view.owningViewController {
                    controller.updateViewConstraints()
                } else {
                    view.updateConstraints()
                }
                LayoutFeedback.currentView = outerView
                continue
            }
            stack.append((view, true))
            guard view.descendantNeedsConstraintUpdate else { continue }
            view.descendantNeedsConstraintUpdate = false
            for subview in view.storedSubviews.reversed()
            where subview.needsConstraintUpdate || subview.descendantNeedsConstraintUpdate {
                stack.append((subview, false))
            }
        }
    }

    // MARK: - The view tree

    /// `view` is about to leave this view's tree: constraints installed outside it that name
    /// views inside are deactivated (as UIKit does on removal), and its subtree leaves the engine.
    func layoutSubtreeWillLeaveTree() {
        guard subtreeUsesAutoLayout else { return }
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if let state = view.storedLayoutState {
                for constraint in Array(state.referencingConstraints.values) {
                    guard let installer = constraint.installedView, !installer.isDescendant(of: self) else { continue }
                    installer.removeConstraint(constraint)
                }
            }
            stack += view.storedSubviews
        }
        if storedSuperview != nil {
            layoutEngineOfTree?.removeSubtree(self)
        } else if let state = storedLayoutState {
            // A root joining another tree: its engine's constraints move to that tree's engine.
            state.engine = nil
        }
    }

    /// This view's subtree joined a tree: its constraints join the tree's engine.
    func layoutSubtreeDidJoinTree() {
        if needsConstraintUpdate || descendantNeedsConstraintUpdate { markAncestorsNeedConstraintUpdate() }
        guard subtreeUsesAutoLayout else { return }
        markSubtreeUsesAutoLayout()
        if let engine = layoutEngineOfTree {
            engine.addSubtree(self)
        } else {
            ensureLayoutEngineOfTree()
        }
    }

    // MARK: - Private

    private func markSubtreeUsesAutoLayout() {
        subtreeUsesAutoLayout = true
        var ancestor = storedSuperview
        while let current = ancestor, !current.subtreeUsesAutoLayout {
            current.subtreeUsesAutoLayout = true
            ancestor = current.storedSuperview
        }
    }
}
