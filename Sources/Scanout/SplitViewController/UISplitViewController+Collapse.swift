// Collapsing to one navigation stack when the window's horizontal size class is compact, and
// expanding into columns when it is regular again, as UIKit does on a size change.
//
// Classic split views ask the delegate whether it deals with the secondary
// (`collapseSecondary:onto:`); if not, the secondary's controllers (those of its navigation
// controller, when it is one) are pushed onto the primary navigation controller. Expanding asks
// `separateSecondaryFrom`, else takes what sits above the primary's own controllers off the
// stack as the secondary. Column-style split views show the `.compact` column when there is one;
// otherwise the supplementary's and secondary's stacks move onto the primary's (up to the column
// the delegate's `topColumnForCollapsingToProposedTopColumn` names) and move back on expanding.
//
// Views moving between containers appear and disappear as any view joining or leaving the
// window does; no slide is drawn (UIKit does not animate a size-class change either).

/// What collapsing moved, so expanding can put it back.
struct CollapseRecord {
    /// The primary navigation controller's stack before anything was pushed onto it.
    var primaryStack: [UIViewController] = []
    /// The column each controller moved onto the primary's stack came from (column style).
    var origins: [ObjectIdentifier: UISplitViewController.Column] = [:]
    /// A classic secondary set aside: the delegate dealt with it, or the primary is not a
    /// navigation controller. It comes back on expanding when nothing else is separated.
    var setAside: UIViewController?
    /// The navigation controller a classic secondary came in, emptied onto the primary's stack;
    /// it holds the secondary's controllers again on expanding.
    var secondaryNavigation: UINavigationController?
}

extension UISplitViewController {
    /// Collapses or expands for the horizontal size class of the view's window.
    func updateCollapsedState() {
        guard let root = splitView, root.window != nil else { return }
        let compact = root.traitCollection.horizontalSizeClass == .compact
        guard compact != collapsed else { return }
        settleRunningModeChange()
        if compact { collapse(announcing: true) } else { expand(announcing: true) }
    }

    /// Collapses to one stack; `announcing` tells the delegate it did
    /// (`splitViewControllerDidCollapse`), which a change made while collapsed does not.
    func collapse(announcing: Bool) {
        guard !collapsed else { return }
        collapsed = true
        collapseRecord = CollapseRecord()
        if style == .unspecified { collapseClassic() } else { collapseColumns() }
        orderChildren()
        layoutColumnsNow()
        if announcing { delegate?.splitViewControllerDidCollapse(self) }
    }

    /// Expands into columns; `announcing` asks the delegate for the mode (column style) and
    /// tells it (`splitViewControllerDidExpand`).
    func expand(announcing: Bool) {
        guard collapsed else { return }
        collapsed = false
        if style == .unspecified { expandClassic() } else { expandColumns() }
        collapseRecord = CollapseRecord()
        orderChildren()
        if announcing {
            modeOverride = nil
            if style != .unspecified {
                let proposed = targetMode
                let wanted =
                    delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
                    ?? proposed
                if wanted != .automatic, valid(wanted) != proposed { modeOverride = valid(wanted) }
            }
        }
        changeMode(to: targetMode, animated: false)
        if announcing { delegate?.splitViewControllerDidExpand(self) }
    }

    // MARK: - Private

    private func collapseClassic() {
        guard let primary = classicColumns.first, classicColumns.count > 1 else { return }
        let secondary = classicColumns[1]
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
        classicColumns = [primary]
        release(secondary)
        collapseRecord.primaryStack = (primary as? UINavigationController)?.viewControllers ?? []
        guard !handled, let navigation = primary as? UINavigationController else {
            collapseRecord.setAside = secondary
            return
        }
        var moved = [secondary]
        if let secondaryNavigation = secondary as? UINavigationController {
            moved = secondaryNavigation.viewControllers
            secondaryNavigation.setViewControllers([], animated: false)
            collapseRecord.secondaryNavigation = secondaryNavigation
        }
        navigation.setViewControllers(navigation.viewControllers + moved, animated: false)
    }

    private func expandClassic() {
        guard let primary = classicColumns.first else { return }
        var secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
        if let separated = secondary, separated === primary || !canHold(separated) { secondary = nil }
        if secondary == nil, let navigation = primary as? UINavigationController {
            let popped = popAbovePrimaryStack(of: navigation)
            if !popped.isEmpty {
                if let wrapper = collapseRecord.secondaryNavigation {
                    wrapper.setViewControllers(popped, animated: false)
                    secondary = wrapper
                } else if popped.count == 1 {
                    secondary = popped[0]
                } else {
                    let wrapper = UINavigationController()
                    wrapper.setViewControllers(popped, animated: false)
                    secondary = wrapper
                }
            }
        }
        if secondary == nil { secondary = collapseRecord.setAside ?? collapseRecord.secondaryNavigation }
        guard let secondary, secondary !== primary else { return }
        adopt(secondary)
        if secondary.parent === self { classicColumns = [primary, secondary] }
    }

    private func collapseColumns() {
        guard wrappers[.compact] == nil, let primaryNavigation = wrappers[.primary] else { return }
        var top =
            delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        if top == .compact { top = .secondary }
        if top == .supplementary, !isTriple { top = .primary }
        var sources: [Column] = []
        if isTriple, top != .primary { sources.append(.supplementary) }
        if top == .secondary { sources.append(.secondary) }
        var moved: [UIViewController] = []
        for column in sources {
            guard let navigation = wrappers[column], navigation !== primaryNavigation else { continue }
            let stack = navigation.viewControllers
            navigation.setViewControllers([], animated: false)
            for controller in stack { collapseRecord.origins[ObjectIdentifier(controller)] = column }
            moved += stack
        }
        collapseRecord.primaryStack = primaryNavigation.viewControllers
        primaryNavigation.setViewControllers(primaryNavigation.viewControllers + moved, animated: false)
    }

    private func expandColumns() {
        guard let primaryNavigation = wrappers[.primary], wrappers[.compact] == nil || !collapseRecord.origins.isEmpty
        else { return }
        let rest = popAbovePrimaryStack(of: primaryNavigation)
        var supplementaryPart: [UIViewController] = []
        var secondaryPart: [UIViewController] = []
        for controller in rest {
            if isTriple, secondaryPart.isEmpty, collapseRecord.origins[ObjectIdentifier(controller)] == .supplementary {
                supplementaryPart.append(controller)
            } else {
                secondaryPart.append(controller)
            }
        }
        if isTriple { restore(supplementaryPart, in: .supplementary) }
        restore(secondaryPart, in: .secondary)
    }

    /// Takes the controllers above the primary's own off `navigation`'s stack, bottom first.
    private func popAbovePrimaryStack(of navigation: UINavigationController) -> [UIViewController] {
        let stack = navigation.viewControllers
        var keep = 0
        while keep < stack.count, keep < collapseRecord.primaryStack.count,
            stack[keep] === collapseRecord.primaryStack[keep]
        {
            keep += 1
        }
        // The root stays: a stack never empties by expanding.
        keep = max(keep, min(1, stack.count))
        guard keep < stack.count else { return [] }
        navigation.setViewControllers(Array(stack[..<keep]), animated: false)
        return Array(stack[keep...])
    }

    /// Puts `controllers` back on `column`'s navigation controller; with none, the column's own
    /// controller goes back as its root (when nothing else holds it).
    private func restore(_ controllers: [UIViewController], in column: Column) {
        guard let navigation = wrappers[column], navigation !== wrappers[.primary] else { return }
        var stack = navigation.viewControllers + controllers
        if stack.isEmpty, let root = columnControllers[column], root !== navigation, root.parent == nil {
            stack = [root]
        }
        navigation.setViewControllers(stack, animated: false)
    }
}
