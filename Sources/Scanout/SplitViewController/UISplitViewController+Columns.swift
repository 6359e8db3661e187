// The controllers in a split view's columns: setting them (classic `viewControllers`, or
// `setViewController(_:for:)` with a navigation controller wrapped around each column's
// controller), keeping `children` in column order, and showing controllers in them.
//
// A change while collapsed expands quietly first (no delegate, nothing announced), makes the
// change in the columns, and collapses again, so there is one way columns change; what was
// pushed on the one stack above the primary's own controllers is part of the secondary then.

extension UISplitViewController {
    /// The controllers: classic, `[primary, secondary]` (only the primary while collapsed);
    /// column style, the columns' navigation controllers in column order. Setting it sets the
    /// columns in that order (a column-style split view takes two, or three with three columns).
    public var viewControllers: [UIViewController] {
        get {
            if style == .unspecified { return classicColumns.filter { $0.parent === self } }
            if collapsed { return [shownCollapsedController].compactMap { $0 } }
            return expandedColumns.compactMap { wrappers[$0] }
        }
        set { change { self.setControllers(newValue) } }
    }

    /// Puts `vc` in `column` of a column-style split view, wrapped in a navigation controller
    /// (unless it is one); nil empties the column. Classic split views ignore it with a warning,
    /// as UIKit does.
    public func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            Diagnostics.warn(
                "\(self) is a classic split view; setViewController(_:for:) needs init(style: .doubleColumn) or "
                    + ".tripleColumn. Set viewControllers instead; ignored.")
            return
        }
        guard column != .supplementary || isTriple else {
            Diagnostics.warn("\(self) has no supplementary column (style \(style)); ignored.")
            return
        }
        change { self.whileExpanded { self.place(vc, in: column) } }
    }

    /// The controller set for `column` (not its navigation controller); nil for classic split views.
    public func viewController(for column: Column) -> UIViewController? {
        columnControllers[column]
    }

    // MARK: - Internal

    /// The columns a column-style split view lays out while expanded, in column order.
    var expandedColumns: [Column] { isTriple ? [.primary, .supplementary, .secondary] : [.primary, .secondary] }

    /// Forgets columns whose controller another container took (a navigation controller pushing
    /// it, an app's `addChild`): they are no longer ours to lay out.
    func forgetTakenColumns() {
        classicColumns.removeAll { $0.parent !== self }
        for (column, wrapper) in wrappers where wrapper.parent !== self { wrappers[column] = nil }
    }

    /// The controller showing in `column` while expanded (classic: the primary or secondary).
    func controller(in column: Column) -> UIViewController? {
        if style == .unspecified {
            switch column {
            case .primary: return classicColumns.first
            case .secondary: return classicColumns.count > 1 ? classicColumns[1] : nil
            default: return nil
            }
        }
        return wrappers[column]
    }

    /// The one controller shown while collapsed.
    var shownCollapsedController: UIViewController? {
        if style == .unspecified { return classicColumns.first }
        return wrappers[.compact] ?? wrappers[.primary]
    }

    /// The navigation controller showing the one stack while collapsed (nil when the primary
    /// is not a navigation controller).
    var collapsedNavigation: UINavigationController? { shownCollapsedController as? UINavigationController }

    /// The column `controller` is in: the column whose controller is it or an ancestor of it.
    func column(containing controller: UIViewController?) -> Column? {
        var current = controller
        while let candidate = current, candidate !== self {
            if candidate.parent === self {
                if style == .unspecified {
                    if candidate === classicColumns.first { return .primary }
                    return classicColumns.count > 1 && candidate === classicColumns[1] ? .secondary : nil
                }
                return wrappers.first { $0.value === candidate }?.key
            }
            current = candidate.parent
        }
        return nil
    }

    /// Whether `navigation`'s `show` goes to the split view controller: it is an expanded
    /// column-style split view's primary or supplementary column.
    func forwardsShow(from navigation: UINavigationController) -> Bool {
        guard style != .unspecified, !collapsed else { return false }
        return navigation === wrappers[.primary] || (isTriple && navigation === wrappers[.supplementary])
    }

    /// Makes `children` the columns in order (anything else after them).
    func orderChildren() {
        let columns: [UIViewController]
        if style == .unspecified {
            columns = classicColumns
        } else {
            columns = [.primary, .supplementary, .secondary, .compact].compactMap { wrappers[$0] }
        }
        let ordered = columns.filter { $0.parent === self }
        children = ordered + children.filter { child in !ordered.contains { $0 === child } }
    }

    /// Adds `controller` as a column's child (its view joins when the layout shows the column).
    func adopt(_ controller: UIViewController) {
        guard controller.parent !== self else { return }
        takeFromItsContainer(controller)
        addChild(controller)
        guard controller.parent === self else { return }
        orderChildren()
        controller.didMove(toParent: self)
    }

    /// Takes `controller` out of the columns, with its view.
    func release(_ controller: UIViewController) {
        guard controller.parent === self else { return }
        controller.willMove(toParent: nil)
        if let childView = controller.viewIfLoaded, childView.superview === splitView {
            childView.removeFromSuperview()
        }
        controller.removeFromParent()
    }

    /// Takes `controller` out of the container it is in (another navigation stack, a column of
    /// ours, any parent), with its view, so moving it here leaves nothing behind there: adding a
    /// child only changes `parent`, and a navigation controller would keep it on its stack.
    func takeFromItsContainer(_ controller: UIViewController) {
        guard let parent = controller.parent else { return }
        if let navigation = parent as? UINavigationController,
            navigation.viewControllers.contains(where: { $0 === controller })
        {
            navigation.setViewControllers(navigation.viewControllers.filter { $0 !== controller }, animated: false)
            guard controller.parent != nil else { return }
        }
        if parent === self {
            classicColumns.removeAll { $0 === controller }
            for (column, wrapper) in wrappers where wrapper === controller { wrappers[column] = nil }
        }
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    /// Whether `controller` may go in a column: not the split view controller or one containing it.
    func canHold(_ controller: UIViewController) -> Bool {
        guard !isSelfOrAncestor(controller) else {
            Diagnostics.warn("\(controller) cannot be in a column of \(self): it is \(self) or contains it; ignored.")
            return false
        }
        return true
    }

    /// Runs `body` with the split view controller expanded (quietly), collapsing again after.
    func whileExpanded(_ body: () -> Void) {
        settleRunningModeChange()
        guard collapsed else {
            body()
            layoutColumnsNow()
            return
        }
        expand(announcing: false)
        body()
        collapse(announcing: false)
        layoutColumnsNow()
    }

    /// `viewControllers = controllers`, inside a change.
    func setControllers(_ controllers: [UIViewController]) {
        var unique: [UIViewController] = []
        for controller in controllers where canHold(controller) && !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        if style != .unspecified {
            let columns: [Column] = isTriple ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            whileExpanded {
                for (index, column) in columns.enumerated() {
                    place(index < unique.count ? unique[index] : nil, in: column)
                }
            }
            return
        }
        if unique.count > 2 {
            Diagnostics.warn(
                "\(self) shows two controllers; viewControllers was given \(unique.count), the first two are used.")
        }
        whileExpanded {
            let incoming = Array(unique.prefix(2))
            for old in classicColumns where !incoming.contains(where: { $0 === old }) { release(old) }
            classicColumns = incoming
            for controller in incoming { adopt(controller) }
            classicColumns = incoming.filter { $0.parent === self }
            orderChildren()
        }
    }

    /// Puts `controller` in `column` of a column-style split view, expanded.
    func place(_ controller: UIViewController?, in column: Column) {
        if let controller {
            guard canHold(controller) else { return }
            // Already in another column: it moves here.
            for (other, existing) in columnControllers where existing === controller && other != column {
                place(nil, in: other)
            }
        }
        let oldWrapper = wrappers[column]
        let ownsOldWrapper = oldWrapper != nil && oldWrapper !== columnControllers[column]
        columnControllers[column] = controller
        guard let controller else {
            wrappers[column] = nil
            if let oldWrapper { release(oldWrapper) }
            if ownsOldWrapper { oldWrapper?.setViewControllers([], animated: false) }
            return
        }
        let wrapper: UINavigationController
        if let navigation = controller as? UINavigationController {
            wrapper = navigation
            if let oldWrapper, oldWrapper !== navigation {
                release(oldWrapper)
                if ownsOldWrapper { oldWrapper.setViewControllers([], animated: false) }
            }
        } else if ownsOldWrapper, let oldWrapper {
            wrapper = oldWrapper
            if controller.parent !== wrapper { takeFromItsContainer(controller) }
            wrapper.setViewControllers([controller], animated: false)
        } else {
            if let oldWrapper { release(oldWrapper) }
            takeFromItsContainer(controller)
            wrapper = UINavigationController(rootViewController: controller)
        }
        wrappers[column] = wrapper
        adopt(wrapper)
        if wrapper.parent !== self { wrappers[column] = nil }
    }

    /// `show(_:sender:)` reached the split view controller from `source`.
    func showController(_ controller: UIViewController, from source: UIViewController?) {
        guard canHold(controller) else { return }
        settleRunningModeChange()
        if collapsed {
            pushOnCollapsedStack(controller)
            return
        }
        guard style != .unspecified else {
            setControllers([controller] + classicColumns.dropFirst())
            return
        }
        let target: Column
        switch column(containing: source) {
        case .primary: target = isTriple ? .supplementary : .secondary
        case .supplementary: target = .secondary
        default:
            place(controller, in: .primary)
            layoutColumnsNow()
            return
        }
        push(controller, in: target)
        if target == .supplementary, shownMode.level(isTriple: true) < 1 { show(.supplementary) }
    }

    /// `showDetailViewController(_:sender:)`, inside a change.
    func showDetail(_ controller: UIViewController) {
        guard canHold(controller) else { return }
        settleRunningModeChange()
        if collapsed {
            pushOnCollapsedStack(controller)
            return
        }
        if style == .unspecified {
            guard controller !== self.controller(in: .secondary) else { return }
            setControllers(Array(classicColumns.prefix(1)) + [controller])
        } else {
            push(controller, in: .secondary)
        }
        // The detail is what the person asked for: columns over it (or pushing it aside) go.
        if resolvedBehavior != .tile, shownMode != .secondaryOnly { hide(isTriple ? .supplementary : .primary) }
    }

    // MARK: - Private

    /// Pushes `controller` on the navigation controller of `column`, or, when the column has
    /// none (or it is a navigation controller), makes it the column's controller.
    private func push(_ controller: UIViewController, in column: Column) {
        if let navigation = wrappers[column], !(controller is UINavigationController),
            navigation.viewControllers.contains(where: { $0 === controller }) == false
        {
            takeFromItsContainer(controller)
            navigation.pushViewController(controller, animated: showsColumns)
        } else {
            place(controller, in: column)
            layoutColumnsNow()
        }
    }

    /// Collapsed: pushes `controller` on the one stack. A navigation controller's controllers
    /// are pushed rather than the navigation controller (no bar inside a bar), and a classic
    /// split view keeps it to hold them again as the secondary on expanding. When the one
    /// controller shown is not a navigation controller, `controller` is presented.
    private func pushOnCollapsedStack(_ controller: UIViewController) {
        guard let navigation = collapsedNavigation, controller !== navigation else {
            takeFromItsContainer(controller)
            guard controller.presentingViewController == nil, controller.parent == nil else {
                Diagnostics.warn("\(controller) is presented or held elsewhere; \(self) cannot show it. Ignored.")
                return
            }
            (shownCollapsedController ?? self).present(controller, animated: showsColumns)
            return
        }
        var incoming = [controller]
        if let wrapper = controller as? UINavigationController {
            guard !navigation.isSelfOrAncestor(wrapper) else { return }
            incoming = wrapper.viewControllers
            takeFromItsContainer(wrapper)
            wrapper.setViewControllers([], animated: false)
            if style == .unspecified { collapseRecord.secondaryNavigation = wrapper }
        }
        incoming.removeAll { incoming in navigation.viewControllers.contains { $0 === incoming } }
        guard !incoming.isEmpty else { return }
        for pushed in incoming { takeFromItsContainer(pushed) }
        navigation.setViewControllers(navigation.viewControllers + incoming, animated: showsColumns)
    }
}
