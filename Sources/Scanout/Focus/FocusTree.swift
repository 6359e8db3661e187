// How the focus system reads the view tree: which views can take focus now, in what reading
// order, in which groups, which item an environment prefers, the nearest item in a heading, and
// the environments a move concerns. Walks are iterative and bounded: a hostile tree (deep,
// huge, with frames that are not numbers) costs time, never a trap.

@preconcurrency @MainActor
enum FocusTree {
    /// How far walks up the environment chain go (a cycle an app builds ends here).
    static let maximumDepth = 512
    /// The most items one walk collects.
    static let maximumItems = 4096

    /// The window `environment` is shown in, if any.
    static func window(of environment: any UIFocusEnvironment) -> UIWindow? {
        if let view = environment as? UIView { return view as? UIWindow ?? view.window }
        if let controller = environment as? UIViewController { return controller.viewIfLoaded?.window }
        var current = environment.parentFocusEnvironment
        var steps = 0
        while let node = current, steps < maximumDepth {
            if let view = node as? UIView { return view as? UIWindow ?? view.window }
            if let controller = node as? UIViewController { return controller.viewIfLoaded?.window }
            current = node.parentFocusEnvironment
            steps += 1
        }
        return nil
    }

    /// Whether `view` can be focused now and is shown inside `root`: focusable, enabled,
    /// visible up to `root`, with a frame that is a number and not empty.
    static func isEligible(_ view: UIView, in root: UIView) -> Bool {
        guard view.window != nil, view.canBecomeFocused, isEnabled(view) else { return false }
        var current: UIView? = view
        var steps = 0
        while let node = current, steps < maximumDepth * 8 {
            if !isShown(node) { return false }
            if node === root { return hasUsableFrame(view) }
            current = node.superview
            steps += 1
        }
        return false
    }

    /// The focusable items inside `root`, in reading order: lines top to bottom, and within a
    /// line leading to trailing (right to left for `.rightToLeft`).
    static func items(in root: UIView, direction: UIUserInterfaceLayoutDirection) -> [UIView] {
        var found: [(view: UIView, rect: CGRect)] = []
        var stack: [UIView] = [root]
        while let view = stack.popLast(), found.count < maximumItems {
            guard isShown(view) else { continue }
            if view !== root, view.canBecomeFocused, isEnabled(view), hasUsableFrame(view) {
                found.append((view, view.convert(view.bounds, to: nil)))
            }
            // A control's insides (a button's label) are the control.
            if view is UIControl, view !== root { continue }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return readingOrder(found, rightToLeft: direction == .rightToLeft)
    }

    /// Sorts into lines (an item whose vertical middle lies within a line's first item joins
    /// that line), then each line along the reading direction.
    static func readingOrder(_ items: [(view: UIView, rect: CGRect)], rightToLeft: Bool) -> [UIView] {
        let byTop = items.sorted { $0.rect.minY < $1.rect.minY }
        var lines: [[(view: UIView, rect: CGRect)]] = []
        for item in byTop {
            if let first = lines.last?.first, item.rect.midY >= first.rect.minY, item.rect.midY < first.rect.maxY {
                lines[lines.count - 1].append(item)
            } else {
                lines.append([item])
            }
        }
        var ordered: [UIView] = []
        ordered.reserveCapacity(items.count)
        for line in lines {
            let sorted = line.sorted { rightToLeft ? $0.rect.maxX > $1.rect.maxX : $0.rect.minX < $1.rect.minX }
            ordered.append(contentsOf: sorted.map(\.view))
        }
        return ordered
    }

    /// The group `view` belongs to: the nearest `focusGroupIdentifier` from it up, else the
    /// table or collection view it is in, else itself alone.
    static func groupKey(of view: UIView) -> FocusGroupKey {
        var current: UIView? = view
        var steps = 0
        while let node = current, steps < maximumDepth * 8 {
            if let identifier = node.focusGroupIdentifier { return .identifier(identifier) }
            if node !== view, node is UITableView || node is UICollectionView { return .object(ObjectIdentifier(node)) }
            current = node.superview
            steps += 1
        }
        return .object(ObjectIdentifier(view))
    }

    /// The item focus goes to for `environment`: its preferred environments in turn, looked into
    /// depth first, else its first item in reading order; only items inside `root`.
    static func preferredView(
        in environment: any UIFocusEnvironment, root: UIView, excluding excluded: UIView? = nil
    ) -> UIView? {
        var visited = Set<ObjectIdentifier>()
        if let found = preferred(environment, root: root, excluded: excluded, visited: &visited, depth: 0) {
            return found
        }
        let direction = root.window?.application?.userInterfaceLayoutDirection ?? .leftToRight
        return items(in: root, direction: direction).first { $0 !== excluded }
    }

    private static func preferred(
        _ environment: any UIFocusEnvironment, root: UIView, excluded: UIView?,
        visited: inout Set<ObjectIdentifier>, depth: Int
    ) -> UIView? {
        guard depth < 32, visited.insert(ObjectIdentifier(environment)).inserted else { return nil }
        if let view = environment as? UIView, view !== excluded, isEligible(view, in: root) { return view }
        for next in environment.preferredFocusEnvironments.prefix(64) {
            if let found = preferred(next, root: root, excluded: excluded, visited: &visited, depth: depth + 1) {
                return found
            }
        }
        // A view with no preference: its first item in reading order, when it is inside root.
        let view = (environment as? UIView) ?? (environment as? UIViewController)?.viewIfLoaded
        if let view, view === root || view.isDescendant(of: root) {
            let direction = root.window?.application?.userInterfaceLayoutDirection ?? .leftToRight
            if let cellEntry = FocusCells.preferredCell(in: view) { return cellEntry }
            return items(in: view, direction: direction).first { $0 !== excluded && isEligible($0, in: root) }
        }
        return nil
    }

    /// The candidate nearest `current` in `heading`: ahead of it, nearer the line it looks
    /// along before nearer overall.
    static func nearest(to current: UIView, among candidates: [UIView], heading: UIFocusHeading) -> UIView? {
        let start = current.convert(current.bounds, to: nil)
        guard start.isFiniteRect else { return nil }
        let (dx, dy): (CGFloat, CGFloat) =
            heading.contains(.up)
            ? (0, -1) : heading.contains(.down) ? (0, 1) : heading.contains(.left) ? (-1, 0) : (1, 0)
        var best: (score: CGFloat, view: UIView)?
        for candidate in candidates {
            let rect = candidate.convert(candidate.bounds, to: nil)
            guard rect.isFiniteRect else { continue }
            let along = (rect.midX - start.midX) * dx + (rect.midY - start.midY) * dy
            let across = abs((rect.midX - start.midX) * dy) + abs((rect.midY - start.midY) * dx)
            guard along > 0.5 else { continue }
            let score = along + across * 4
            if best == nil || score < best!.score { best = (score, candidate) }
        }
        return best?.view
    }

    /// The context of a move, with index paths when the items are cells.
    static func context(from previous: UIView?, to next: UIView?, heading: UIFocusHeading) -> UIFocusUpdateContext {
        if let table = FocusCells.table(of: next) ?? FocusCells.table(of: previous) {
            return UITableViewFocusUpdateContext(
                previous: previous, next: next, heading: heading,
                previousIndexPath: FocusCells.indexPath(of: previous, in: table),
                nextIndexPath: FocusCells.indexPath(of: next, in: table))
        }
        if let collection = FocusCells.collection(of: next) ?? FocusCells.collection(of: previous) {
            return UICollectionViewFocusUpdateContext(
                previous: previous, next: next, heading: heading,
                previousIndexPath: FocusCells.indexPath(of: previous, in: collection),
                nextIndexPath: FocusCells.indexPath(of: next, in: collection))
        }
        return UIFocusUpdateContext(previous: previous, next: next, heading: heading)
    }

    /// The environments containing `previous` or `next`, items before their containers: the
    /// previous item's own chain, then the next item's, then the chain they share.
    static func environments(around previous: UIView?, and next: UIView?) -> [any UIFocusEnvironment] {
        let previousChain = chain(from: previous)
        let nextChain = chain(from: next)
        let nextIDs = Set(nextChain.map { ObjectIdentifier($0) })
        let previousIDs = Set(previousChain.map { ObjectIdentifier($0) })
        let shared = previousChain.filter { nextIDs.contains(ObjectIdentifier($0)) }
        return previousChain.filter { !nextIDs.contains(ObjectIdentifier($0)) }
            + nextChain.filter { !previousIDs.contains(ObjectIdentifier($0)) } + shared
    }

    private static func chain(from view: UIView?) -> [any UIFocusEnvironment] {
        guard let view else { return [] }
        var result: [any UIFocusEnvironment] = []
        var seen = Set<ObjectIdentifier>()
        var current: (any UIFocusEnvironment)? = view
        while let node = current, result.count < maximumDepth, seen.insert(ObjectIdentifier(node)).inserted {
            result.append(node)
            current = node.parentFocusEnvironment
        }
        return result
    }

    // MARK: - Private

    private static func isShown(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha > 0.01 && view.isUserInteractionEnabled
    }

    private static func isEnabled(_ view: UIView) -> Bool {
        (view as? UIControl)?.isEnabled ?? true
    }

    private static func hasUsableFrame(_ view: UIView) -> Bool {
        let bounds = view.bounds
        return bounds.isFiniteRect && bounds.width > 0 && bounds.height > 0 && view.frame.isFiniteRect
    }
}

extension CGRect {
    /// Every coordinate a number (no NaN, no infinity).
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
