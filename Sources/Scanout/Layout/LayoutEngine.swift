/// The Auto Layout engine of one view tree: the constraints installed in the tree, kept solved by
/// the incremental Cassowary solver (`Solver/`), and the frames that follow from the solution.
///
/// One engine belongs to the root of a tree (a window, or a view not in one), created when the
/// first constraint is installed in the tree. Each view or guide that a constraint names takes part
/// with four variables — its minimum x and y in its superview's (a guide: its owning view's)
/// coordinates, its width and height — plus the constraints of its own that it brings: the
/// translated autoresizing constraints of a view with `translatesAutoresizingMaskIntoConstraints`,
/// the content-size constraints of one without, the edges of a margins or safe-area guide. An item
/// takes part from the first constraint that names it until it leaves the tree.
///
/// Changes are recorded as they happen and applied in `update()`, at the start of a layout pass:
/// a changed constant removes and re-adds one solver constraint, a view's new frame or intrinsic
/// size replaces only its own constraints. The pass then gives each view whose solved frame changed
/// its frame (`applySolvedFrames(toSubviewsOf:)`), from its superview's layout, as UIKit's
/// `layoutSubviews` does.
@MainActor
final class LayoutEngine {
    /// Safety: the root owns the engine through its layout state and drops it before it goes;
    /// a fitting engine lives only during `systemLayoutSizeFitting`.
    unowned(unsafe) let root: UIView
    /// An engine made to measure `root` alone (`systemLayoutSizeFitting`): items outside `root`
    /// do not take part and `root` keeps no autoresizing constraints.
    let isFittingEngine: Bool

    let solver = ConstraintSolver()
    private(set) var items: [ObjectIdentifier: LayoutEngineItem] = [:]
    /// The app's constraints in the engine, and what the solver holds for each (nil when it was
    /// broken, as unsatisfiable).
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Constraints added or changed since the last update, in order.
    private var pendingConstraints: [NSLayoutConstraint] = []
    /// Installed constraints whose constant changed since the last update (changed in place).
    private var changedConstants: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Items whose own constraints are out of date (a frame, an intrinsic size, margins changed).
    private var pendingItems: [LayoutEngineItem] = []
    /// Required constraints left out because they contradicted others: tried again after a removal.
    private var brokenConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    private var removedSinceUpdate = false
    /// Set while `update()` places the app's constraints; see `item(for:)`.
    private var isPlacingBatch = false
    private var itemsJoiningBatch: [LayoutEngineItem] = []
    /// True from a change until the next `update()`.
    private(set) var hasPendingChanges = false
    /// The solver changed since variables were last read (constraints the engine added itself).
    private var solutionIsStale = false

    private struct Entry {
        let constraint: NSLayoutConstraint
        var solverConstraint: LayoutConstraint?
    }

    init(root: UIView, isFittingEngine: Bool = false) {
        self.root = root
        self.isFittingEngine = isFittingEngine
    }

    // MARK: - Recording changes

    func add(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard entries[key] == nil else { return }
        entries[key] = Entry(constraint: constraint, solverConstraint: nil)
        pendingConstraints.append(constraint)
        setHasPendingChanges()
    }

    func remove(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard let entry = entries.removeValue(forKey: key) else { return }
        brokenConstraints.removeValue(forKey: key)
        if let solverConstraint = entry.solverConstraint { removeFromSolver(solverConstraint) }
        removedSinceUpdate = true
        setHasPendingChanges()
    }

    /// The constant of an installed constraint changed: the solver moves it in place at the next
    /// update (a few rows and a dual simplex step, not a removal and an add).
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard let entry = entries[key] else { return }
        guard entry.solverConstraint != nil else { return constraintDidChange(constraint) }
        changedConstants[key] = constraint
        setHasPendingChanges()
    }

    /// The priority (or what its items mean) of an installed constraint changed.
    func constraintDidChange(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard let entry = entries[key] else { return }
        if let solverConstraint = entry.solverConstraint { removeFromSolver(solverConstraint) }
        entries[key]?.solverConstraint = nil
        brokenConstraints.removeValue(forKey: key)
        pendingConstraints.append(constraint)
        setHasPendingChanges()
    }

    /// The constraints `object` (a view or guide) brings of its own are out of date: its frame
    /// under autoresizing, its intrinsic size, its margins or safe area changed.
    func itemDidChange(_ object: AnyObject) {
        guard let item = items[ObjectIdentifier(object)], !item.isPending else { return }
        item.isPending = true
        pendingItems.append(item)
        setHasPendingChanges()
    }

    /// Takes `view` and everything below it out of the engine (it is leaving the tree): the
    /// constraints installed there and the items' own constraints.
    func removeSubtree(_ view: UIView) {
        var stack = [view]
        while let current = stack.popLast() {
            if let state = current.storedLayoutState {
                for constraint in state.installedConstraints { remove(constraint) }
                for guide in state.layoutGuides { removeItem(guide) }
            }
            removeItem(current)
            stack += current.storedSubviews
        }
    }

    /// Adds the constraints installed in `view`'s subtree (it joined the tree).
    func addSubtree(_ view: UIView) {
        var stack = [view]
        while let current = stack.popLast() {
            if let state = current.storedLayoutState {
                for constraint in state.installedConstraints { add(constraint) }
            }
            stack += current.storedSubviews
        }
    }

    /// Every constraint and item is translated again (the layout direction changed).
    func invalidateAll() {
        for (key, entry) in entries {
            if let solverConstraint = entry.solverConstraint { removeFromSolver(solverConstraint) }
            entries[key]?.solverConstraint = nil
            pendingConstraints.append(entry.constraint)
        }
        for item in items.values where !item.isPending {
            item.isPending = true
            pendingItems.append(item)
        }
        setHasPendingChanges()
    }

    // MARK: - Solving

    /// Brings the solver up to date with every recorded change and marks the superview of each
    /// view whose solved frame moved as needing layout. Cheap when nothing changed.
    func update() {
        guard hasPendingChanges || solutionIsStale else { return }
        hasPendingChanges = false
        // Constants move in place (the dual simplex from the optimal tableau), then the rest.
        let constants = changedConstants.values
        changedConstants = [:]
        for constraint in constants { moveConstant(of: constraint) }
        var retry: [NSLayoutConstraint] = []
        if removedSinceUpdate {
            removedSinceUpdate = false
            retry = Array(brokenConstraints.values)
            brokenConstraints.removeAll()
        }
        let items = pendingItems
        pendingItems = []
        for item in items {
            item.isPending = false
            refreshOwnConstraints(of: item)
        }
        let constraints = pendingConstraints + retry
        pendingConstraints = []
        isPlacingBatch = true
        for constraint in constraints { place(constraint) }
        isPlacingBatch = false
        // Each item's own constraints may create items in turn (a superview's), placed at once.
        let joined = itemsJoiningBatch
        itemsJoiningBatch = []
        for item in joined { refreshOwnConstraints(of: item) }
        solver.updateVariables()
        solutionIsStale = false
        if !isFittingEngine { markMovedViews() }
    }

    /// The solved frame of `view` in its superview's coordinates, aligned to pixels, when the
    /// engine places it (it takes part and does not translate its autoresizing mask).
    func solvedFrame(of view: UIView) -> CGRect? {
        guard let item = items[ObjectIdentifier(view)], view !== root,
            !view.translatesAutoresizingMaskIntoConstraints
        else { return nil }
        return item.alignedRect(scale: scale)
    }

    /// Gives every subview of `view` that the engine places its solved frame.
    func applySolvedFrames(toSubviewsOf view: UIView) {
        for subview in view.storedSubviews {
            guard let frame = solvedFrame(of: subview) else { continue }
            subview.applyLayoutFrame(frame)
        }
        for guide in view.storedLayoutState?.layoutGuides ?? [] {
            guard let item = items[ObjectIdentifier(guide)] else { continue }
            guide.layoutFrame = item.alignedRect(scale: scale)
            // A scroll view whose content is laid out by constraints takes its content size from them.
            if guide.systemRole == .scrollContent, let scrollView = view as? UIScrollView,
                scrollView.contentSize != guide.layoutFrame.size
            {
                scrollView.contentSize = guide.layoutFrame.size
            }
        }
    }

    /// The size `root` takes under the fitting constraints (see `systemLayoutSizeFitting`).
    var rootSize: CGSize {
        guard let item = items[ObjectIdentifier(root)] else { return root.bounds.size }
        return CGSize(width: item.width.value, height: item.height.value)
    }

    /// The item of `object`, making it take part (with its own constraints) if it does not yet.
    /// While `update()` places a batch of constraints, a new item's own constraints wait until the
    /// batch is in: the app's constraints then find the item's variables still free and take them
    /// as their subjects, instead of each needing an artificial variable and a round of pivots
    /// because content-size rows got there first (this halved a form's first layout).
    func item(for object: AnyObject) -> LayoutEngineItem? {
        if let item = items[ObjectIdentifier(object)] { return item }
        guard let item = LayoutEngineItem(object) else { return nil }
        items[ObjectIdentifier(object)] = item
        if isPlacingBatch {
            itemsJoiningBatch.append(item)
        } else {
            refreshOwnConstraints(of: item)
        }
        return item
    }

    /// Adds a solver constraint the engine itself made (an item's own, or a fitting target);
    /// reports and leaves it out when it contradicts required ones.
    @discardableResult
    func addToSolver(_ constraint: LayoutConstraint, describing: @autoclosure () -> String) -> Bool {
        do {
            try solver.add(constraint)
            solutionIsStale = true
            return true
        } catch {
            warn("Auto Layout left out \(describing()): it contradicts required constraints (\(constraint)).")
            return false
        }
    }

    func removeFromSolver(_ constraint: LayoutConstraint) {
        guard solver.hasConstraint(constraint) else { return }
        try? solver.remove(constraint)
        solutionIsStale = true
    }

    /// Whether the constraints leave any of `view`'s four variables free: each is nudged by a
    /// suggestion weaker than every constraint; if it moves, no constraint holds it (or two
    /// solutions cost the same, as when two views hug at equal priorities). The solver is put
    /// back exactly, so asking changes no layout.
    func isAmbiguous(_ view: UIView) -> Bool {
        guard let item = items[ObjectIdentifier(view)] else { return false }
        let variables = view === root ? [item.width, item.height] : [item.minX, item.minY, item.width, item.height]
        let weakest = Strength(priority: 0.001)
        // Both ways: a variable at one end of a range of equal-cost solutions moves only one way.
        return variables.contains { variable in
            [17.0, -17.0].contains { nudge in
                solver.withStateRestored {
                    let original = variable.value
                    guard (try? solver.addEditVariable(variable, strength: weakest)) != nil,
                        (try? solver.suggestValue(variable, original + nudge)) != nil
                    else { return false }
                    solver.updateVariables()
                    return abs(variable.value - original) > 0.5
                }
            }
        }
    }

    // MARK: - Private

    /// Warnings go to the tree's application (a test host collects them), else standard error.
    func warn(_ message: String) {
        root.warn(message)
    }

    private var scale: CGFloat {
        root.window?.screen.scale ?? UIApplication.existingShared?.screen.scale ?? 1
    }

    private func setHasPendingChanges() {
        guard !hasPendingChanges else { return }
        hasPendingChanges = true
        guard !isFittingEngine else { return }
        // A pass must run to apply the change: ask the application for one.
        root.requestLayoutPass()
    }

    /// Takes a view or guide and its own constraints out of the engine (it left the tree, or a
    /// guide was removed from its view).
    func removeItem(_ object: AnyObject) {
        guard let item = items.removeValue(forKey: ObjectIdentifier(object)) else { return }
        for constraint in item.ownConstraints { removeFromSolver(constraint) }
        item.ownConstraints = []
    }

    private func refreshOwnConstraints(of item: LayoutEngineItem) {
        let made = item.makeOwnConstraints(in: self)
        if movedConstantsInPlace(of: item, to: made) { return }
        for constraint in item.ownConstraints { removeFromSolver(constraint) }
        item.ownConstraints = []
        for (constraint, describing) in made where addToSolver(constraint, describing: describing()) {
            item.ownConstraints.append(constraint)
        }
    }

    /// When an item's own constraints keep their shape — the same relations, priorities and
    /// variables, one for one, as when a label's intrinsic size or a view's margins change — each
    /// changed constant moves in place in the solver (a few rows and a dual simplex step) and the
    /// unchanged ones stay: removing and adding them again substituted through every row that
    /// depends on the item. False when the shape changed; the caller replaces them.
    private func movedConstantsInPlace(of item: LayoutEngineItem, to made: [OwnConstraint]) -> Bool {
        let old = item.ownConstraints
        guard !old.isEmpty, made.count == old.count else { return false }
        guard zip(old, made).allSatisfy({ $0.hasSameShape(as: $1.constraint) }) else { return false }
        var kept: [LayoutConstraint] = []
        for (current, new) in zip(old, made) {
            if current.expression.constant == new.constraint.expression.constant {
                kept.append(current)
                continue
            }
            do {
                try solver.changeConstant(of: current, to: new.constraint)
                kept.append(new.constraint)
            } catch {
                removeFromSolver(current)
                warn(
                    "Auto Layout left out \(new.describing()): it contradicts required constraints (\(new.constraint))."
                )
            }
            solutionIsStale = true
        }
        item.ownConstraints = kept
        return true
    }

    /// Translates one of the app's constraints into the solver and adds it; an unsatisfiable one
    /// is broken with a diagnostic, as UIKit does.
    private func place(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard entries[key] != nil, entries[key]?.solverConstraint == nil else { return }
        guard let solverConstraint = LayoutConstraintTranslation.solverConstraint(for: constraint, in: self) else {
            return
        }
        do {
            try solver.add(solverConstraint)
            entries[key]?.solverConstraint = solverConstraint
        } catch {
            brokenConstraints[key] = constraint
            reportUnsatisfiable(constraint)
        }
    }

    private func moveConstant(of constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard let old = entries[key]?.solverConstraint else { return }
        guard let replacement = LayoutConstraintTranslation.solverConstraint(for: constraint, in: self) else {
            removeFromSolver(old)
            entries[key]?.solverConstraint = nil
            return
        }
        do {
            try solver.changeConstant(of: old, to: replacement)
            entries[key]?.solverConstraint = replacement
            solutionIsStale = true
        } catch {
            removeFromSolver(old)
            entries[key]?.solverConstraint = nil
            brokenConstraints[key] = constraint
            reportUnsatisfiable(constraint)
        }
    }

    private func reportUnsatisfiable(_ broken: NSLayoutConstraint) {
        let brokenItems = Set(broken.items.map(ObjectIdentifier.init))
        let involved = entries.values.map(\.constraint).filter { other in
            other !== broken && other.priority == .required && other.isActive
                && other.items.contains { brokenItems.contains(ObjectIdentifier($0)) }
        }
        var views: [String] = []
        var seen = Set<ObjectIdentifier>()
        for constraint in [broken] + involved {
            for item in constraint.items where seen.insert(ObjectIdentifier(item)).inserted {
                if let view = item as? UIView { views.append("    \(view.layoutDiagnosticDescription)") }
                if let guide = item as? UILayoutGuide { views.append("    \(guide)") }
            }
        }
        let list = ([broken] + involved).map { "    \($0)" }.joined(separator: "\n")
        warn(
            """
            Unable to simultaneously satisfy constraints. At least one of these is probably one you don't want:
            \(list)
            The views involved:
            \(views.joined(separator: "\n"))
            Recovering by breaking \(broken)
            (It is left out of layout until a conflicting constraint goes away. Lower the priority of the \
            constraint that may give way, or remove one of the conflicting constraints.)
            """)
    }

    /// Marks for layout the view that applies each moved frame: a placed view's superview, a
    /// guide's owning view.
    private func markMovedViews() {
        let scale = self.scale
        for item in items.values {
            switch item.object {
            case let view as UIView:
                guard view !== root, !view.translatesAutoresizingMaskIntoConstraints,
                    let superview = view.storedSuperview
                else { continue }
                if item.alignedRect(scale: scale) != view.frame { superview.setNeedsLayout() }
            case let guide as UILayoutGuide:
                guard let owner = guide.owningView else { continue }
                if item.alignedRect(scale: scale) != guide.layoutFrame { owner.setNeedsLayout() }
            default:
                continue
            }
        }
    }
}
