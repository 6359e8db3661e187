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
@preconcurrency @MainActor
final class LayoutEngine {
    /// Safety: the root owns the engine through its layout state and drops it before it goes;
    /// a fitting engine lives only during `systemLayoutSizeFitting`.
    unowned(unsafe) let root: UIView
    /// An engine made to measure `root` alone (`systemLayoutSizeFitting`): items outside `root`
    /// do not take part and `root` keeps no autoresizing constraints.
    let isFittingEngine: Bool

    /// Replaced by a fresh one (`rebuildSolver`) when rounding breaks its tableau.
    private(set) var solver = ConstraintSolver()
    private(set) var items: [ObjectIdentifier: LayoutEngineItem] = [:]
    /// The app's constraints in the engine, and what the solver holds for each (nil when it was
    /// broken, as unsatisfiable, or refused for a value out of `LayoutValueLimits`).
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Numbers the entries in the order they joined, so that work over all of them (retrying
    /// broken constraints, rebuilding the solver) goes in that order, as a fresh engine would.
    private var nextEntryOrder = 0
    private var nextItemOrder = 0
    /// Constraints the engine added itself on behalf of its owner (a fitting target), put back
    /// when the solver is rebuilt.
    private var rootConstraints: [(constraint: LayoutConstraint, describing: String)] = []
    /// Set when the solver threw `numericalFailure`: its tableau cannot be trusted, and `update()`
    /// replaces it.
    private var solverIsBroken = false
    /// Own constraints (by description) whose arithmetic broke the solver: left out from then on.
    private var numericallyRefusedOwnConstraints: Set<String> = []
    /// Own constraints (by description) already reported as refused or clamped.
    private var reportedOwnConstraints: Set<String> = []
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
        /// When it joined the engine, relative to the others.
        let order: Int
        /// Its arithmetic broke the solver: it stays out until it changes.
        var brokeTheSolver = false
    }

    init(root: UIView, isFittingEngine: Bool = false) {
        self.root = root
        self.isFittingEngine = isFittingEngine
    }

    // MARK: - Recording changes

    func add(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard entries[key] == nil else { return }
        LayoutFeedback.note(.constraints)
        entries[key] = Entry(constraint: constraint, solverConstraint: nil, order: nextEntryOrder)
        nextEntryOrder += 1
        pendingConstraints.append(constraint)
        setHasPendingChanges()
    }

    func remove(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard let entry = entries.removeValue(forKey: key) else { return }
        LayoutFeedback.note(.constraints)
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
        LayoutFeedback.note(.constant)
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
        entries[key]?.brokeTheSolver = false
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
        // In the order the constraints and items joined, never a dictionary's: where constraints
        // of equal priority conflict, the order they reach the solver decides the layout, and a
        // dictionary's order changes from run to run (a direction change laid a header out two
        // ways in two runs of the same app).
        for (key, entry) in entries.sorted(by: { $0.value.order < $1.value.order }) {
            if let solverConstraint = entry.solverConstraint { removeFromSolver(solverConstraint) }
            entries[key]?.solverConstraint = nil
            pendingConstraints.append(entry.constraint)
        }
        for item in itemsInJoinOrder where !item.isPending {
            item.isPending = true
            pendingItems.append(item)
        }
        setHasPendingChanges()
    }

    // MARK: - Solving

    /// Brings the solver up to date with every recorded change and marks the superview of each
    /// view whose solved frame moved as needing layout. Cheap when nothing changed. If the
    /// solver's arithmetic failed on the way (`numericalFailure`, or a value that is not finite),
    /// it is replaced by a fresh one holding the same constraints, as a new engine would be, with
    /// the constraint that broke it left out; each round leaves one more out, so this ends.
    func update() {
        guard hasPendingChanges || solutionIsStale else { return }
        applyChanges()
        var rebuilds = 0
        while solverIsBroken || !solutionIsFinite {
            // After a numerical failure each rebuild leaves one more constraint out; a solution
            // that is not finite without one is rebuilt once.
            let limit = solverIsBroken ? entries.count + rootConstraints.count + 4 * items.count + 1 : 1
            guard rebuilds < limit else { break }
            rebuilds += 1
            rebuildSolver()
            applyChanges()
        }
        if !isFittingEngine { markMovedViews() }
    }

    /// The body of `update()`: constants moved in place, removals' retries, items' own
    /// constraints, then new constraints, and the solution read.
    private func applyChanges() {
        hasPendingChanges = false
        // Constants move in place (the dual simplex from the optimal tableau), then the rest.
        let constants = changedConstants.values.sorted { order(of: $0) < order(of: $1) }
        changedConstants = [:]
        for constraint in constants { moveConstant(of: constraint) }
        var retry: [NSLayoutConstraint] = []
        if removedSinceUpdate {
            removedSinceUpdate = false
            // In the order they joined: the first of two that conflict with each other wins, as
            // in an engine that got them in that order.
            retry = brokenConstraints.values.sorted { order(of: $0) < order(of: $1) }
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
    }

    private func order(of constraint: NSLayoutConstraint) -> Int {
        entries[ObjectIdentifier(constraint)]?.order ?? .max
    }

    /// The items in the order they joined the engine.
    private var itemsInJoinOrder: [LayoutEngineItem] {
        items.values.sorted { $0.joinOrder < $1.joinOrder }
    }

    /// Whether every variable of every item has a finite value: the last guard against a
    /// solution poisoned by arithmetic (values within `LayoutValueLimits` never get there).
    private var solutionIsFinite: Bool {
        // A loop, not `allSatisfy { … }`: a closure in main-actor code checks its executor per call.
        for item in items.values {
            guard item.minX.value.isFinite, item.minY.value.isFinite, item.width.value.isFinite,
                item.height.value.isFinite
            else { return false }
        }
        return true
    }

    /// A fresh solver holding the engine's constraints: the fitting targets, the app's constraints
    /// in the order they joined, then each item's own (the order a new engine given the same
    /// constraints adds them in). The items keep their variables.
    private func rebuildSolver() {
        solverIsBroken = false
        solver = ConstraintSolver()
        changedConstants = [:]
        brokenConstraints = [:]
        removedSinceUpdate = false
        for key in entries.keys { entries[key]?.solverConstraint = nil }
        for item in items.values {
            item.ownConstraints = []
            item.isPending = false
        }
        pendingItems = []
        itemsJoiningBatch = itemsInJoinOrder
        for (constraint, describing) in rootConstraints {
            _ = admitToSolver(constraint, describing: describing)
        }
        pendingConstraints = entries.values.filter { !$0.brokeTheSolver }.sorted { $0.order < $1.order }.map(
            \.constraint)
        hasPendingChanges = true
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
        item.joinOrder = nextItemOrder
        nextItemOrder += 1
        items[ObjectIdentifier(object)] = item
        if isPlacingBatch {
            itemsJoiningBatch.append(item)
        } else {
            refreshOwnConstraints(of: item)
        }
        return item
    }

    /// A constraint the engine adds on `root`'s behalf (a fitting target), kept across a rebuild.
    func addRootConstraint(_ constraint: LayoutConstraint, describing: String) {
        rootConstraints.append((constraint, describing))
        admitToSolver(constraint, describing: describing)
    }

    /// Adds a solver constraint the engine itself made (an item's own, or a fitting target) once
    /// its numbers pass `LayoutValueLimits`. Returns the constraint the solver holds (a clamped
    /// copy when a value was beyond the limits), or nil when it was left out: not finite,
    /// contradicting required constraints, or breaking the solver's arithmetic. Each is reported.
    @discardableResult
    func admitToSolver(_ constraint: LayoutConstraint, describing: @autoclosure () -> String) -> LayoutConstraint? {
        guard !solverIsBroken else { return nil }
        if !numericallyRefusedOwnConstraints.isEmpty, numericallyRefusedOwnConstraints.contains(describing()) {
            return nil
        }
        let admitted: LayoutConstraint
        switch LayoutValueLimits.verdict(on: constraint) {
        case .admitted:
            admitted = constraint
        case .clamped(let clamped):
            warnOnce(
                "clamped \(describing())",
                "Auto Layout clamped \(describing()) to the layout limits (constants within ±\(Int(LayoutValueLimits.maximumConstant)) "
                    + "points, multipliers within ±\(Int(LayoutValueLimits.maximumCoefficient))): \(constraint) became \(clamped)."
            )
            admitted = clamped
        case .refused:
            warnOnce(
                "refused \(describing())",
                "Auto Layout left out \(describing()): it has a value that is not finite (\(constraint)).")
            return nil
        }
        do {
            try solver.add(admitted)
            solutionIsStale = true
            return admitted
        } catch {
            if case .numericalFailure = error {
                solverIsBroken = true
                numericallyRefusedOwnConstraints.insert(describing())
                warn("Auto Layout left out \(describing()): \(error)")
            } else {
                warn("Auto Layout left out \(describing()): it contradicts required constraints (\(constraint)).")
            }
            return nil
        }
    }

    func removeFromSolver(_ constraint: LayoutConstraint) {
        guard !solverIsBroken, solver.hasConstraint(constraint) else { return }
        do {
            try solver.remove(constraint)
        } catch {
            if case .numericalFailure = error { solverIsBroken = true }
        }
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
        root.window?.screen.scale ?? ApplicationContext.screenScale
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
        guard !solverIsBroken else { return }
        let made = item.makeOwnConstraints(in: self)
        if movedConstantsInPlace(of: item, to: made) { return }
        for constraint in item.ownConstraints { removeFromSolver(constraint) }
        item.ownConstraints = []
        for (constraint, describing) in made {
            if let admitted = admitToSolver(constraint, describing: describing()) {
                item.ownConstraints.append(admitted)
            }
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
            solutionIsStale = true
            // A value out of the limits is clamped (the same shape) or refused (the old one goes).
            let replacement: LayoutConstraint
            switch LayoutValueLimits.verdict(on: new.constraint) {
            case .admitted: replacement = new.constraint
            case .clamped(let clamped): replacement = clamped
            case .refused:
                removeFromSolver(current)
                warnOnce(
                    "refused \(new.describing())",
                    "Auto Layout left out \(new.describing()): it has a value that is not finite (\(new.constraint)).")
                continue
            }
            if current.expression.constant == replacement.expression.constant {
                kept.append(current)
                continue
            }
            do {
                try solver.changeConstant(of: current, to: replacement)
                kept.append(replacement)
            } catch {
                if case .numericalFailure = error {
                    solverIsBroken = true
                    return true
                }
                removeFromSolver(current)
                warn(
                    "Auto Layout left out \(new.describing()): it contradicts required constraints (\(new.constraint))."
                )
            }
        }
        item.ownConstraints = kept
        return true
    }

    /// Translates one of the app's constraints into the solver and adds it; an unsatisfiable one
    /// is broken with a diagnostic, as UIKit does.
    private func place(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard !solverIsBroken, let entry = entries[key], entry.solverConstraint == nil, !entry.brokeTheSolver else {
            return
        }
        guard let solverConstraint = admittedSolverConstraint(for: constraint) else { return }
        do {
            try solver.add(solverConstraint)
            entries[key]?.solverConstraint = solverConstraint
        } catch {
            if case .numericalFailure = error {
                reportBrokenSolver(by: constraint, error)
            } else {
                brokenConstraints[key] = constraint
                reportUnsatisfiable(constraint)
            }
        }
    }

    private func moveConstant(of constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard !solverIsBroken, let old = entries[key]?.solverConstraint else { return }
        guard let replacement = admittedSolverConstraint(for: constraint) else {
            removeFromSolver(old)
            entries[key]?.solverConstraint = nil
            return
        }
        do {
            try solver.changeConstant(of: old, to: replacement)
            entries[key]?.solverConstraint = replacement
            solutionIsStale = true
        } catch {
            if case .numericalFailure = error { return reportBrokenSolver(by: constraint, error) }
            removeFromSolver(old)
            entries[key]?.solverConstraint = nil
            brokenConstraints[key] = constraint
            reportUnsatisfiable(constraint)
        }
    }

    /// `constraint` as the solver takes it, or nil (reported once per constraint and cause) when
    /// a constant or multiplier is not finite: it then stays out of layout, as if inactive, until
    /// its constant changes. Values beyond `LayoutValueLimits` are clamped, as UIKit substitutes
    /// a smaller value for a constant that "exceeds internal limits".
    private func admittedSolverConstraint(for constraint: NSLayoutConstraint) -> LayoutConstraint? {
        guard constraint.constant.isFinite else {
            constraint.warnOnce(
                .nonFiniteConstant,
                "\(constraint) has a constant of \(constraint.constant), which no layout can satisfy. It is left out of "
                    + "layout until its constant is a finite number.")
            return nil
        }
        guard constraint.secondItem == nil || constraint.multiplier.isFinite else {
            constraint.warnOnce(
                .nonFiniteMultiplier,
                "\(constraint) has a multiplier of \(constraint.multiplier), which no layout can satisfy. It is left out "
                    + "of layout; deactivate it and make one with a finite multiplier.")
            return nil
        }
        guard let translated = LayoutConstraintTranslation.solverConstraint(for: constraint, in: self) else {
            return nil
        }
        switch LayoutValueLimits.verdict(on: translated) {
        case .admitted:
            return translated
        case .clamped(let clamped):
            let limit = LayoutValueLimits.maximumConstant
            if abs(constraint.constant) > limit || constraint.secondItem == nil {
                constraint.warnOnce(
                    .hugeConstant,
                    "\(constraint) has a constant beyond the layout limit of ±\(Int(limit)) points, where the solver "
                        + "loses precision; ±\(Int(limit)) is used instead. Use a smaller constant.")
            } else {
                constraint.warnOnce(
                    .hugeMultiplier,
                    "\(constraint) has a multiplier beyond the layout limit of ±\(Int(LayoutValueLimits.maximumCoefficient)), "
                        + "where the solver loses precision; the limit is used instead. Use a smaller multiplier.")
            }
            return clamped
        case .refused:
            constraint.warnOnce(
                .nonFiniteConstant,
                "\(constraint) comes to a value that is not finite (\(translated)). It is left out of layout.")
            return nil
        }
    }

    /// The solver's arithmetic failed while `constraint` went in: it is left out (until it
    /// changes), and `update()` builds a fresh solver without it.
    private func reportBrokenSolver(by constraint: NSLayoutConstraint, _ error: ConstraintSolverError) {
        solverIsBroken = true
        entries[ObjectIdentifier(constraint)]?.brokeTheSolver = true
        entries[ObjectIdentifier(constraint)]?.solverConstraint = nil
        constraint.warn("Auto Layout left out \(constraint): \(error) Laying out the other constraints from scratch.")
    }

    /// Warns once per engine for a `key` (an own constraint's description and the cause).
    private func warnOnce(_ key: String, _ message: @autoclosure () -> String) {
        guard reportedOwnConstraints.insert(key).inserted else { return }
        warn(message())
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
