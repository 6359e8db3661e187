/// The keyboard focus of an application, as iPadOS's with Full Keyboard Access: every control,
/// text field and table or collection cell can be focused, and keys the responder chain did not
/// use move focus (Tab and Shift-Tab between groups, arrows within one), activate the focused
/// item (Space, Return) or go back (Escape) (BEHAVIOUR.md §31).
///
/// One per application; focus lives in the key window, in its topmost presented controller.
/// Moves ask every environment containing the previous or the next item (`shouldUpdateFocus`),
/// then tell them, items before their containers (`didUpdateFocus`), then post
/// `didUpdateNotification`. A move asked for while one is being told waits for it to finish.
/// The ring around the focused item shows once keys have been used, and hides at a touch.
/// Main actor.
@preconcurrency @MainActor
public final class UIFocusSystem {
    /// Posted after every focus move; `userInfo` holds the context and the animation coordinator.
    public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
    /// Posted when a key asked for a move that found nothing in its heading; `userInfo` holds
    /// the context (its next item nil).
    public static let movementDidFailNotification = Notification.Name("UIFocusMovementDidFailNotification")
    /// The user info key of the `UIFocusUpdateContext` in the notifications.
    public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"
    /// The user info key of the focused item in `helpRequestedNotification`.
    public static let focusedItemUserInfoKey = "ScanoutFocusedItemKey"
    /// The user info key of the `UIFocusAnimationCoordinator` in `didUpdateNotification`.
    public static let animationCoordinatorUserInfoKey = "UIFocusUpdateAnimationCoordinatorKey"
    /// Posted when the kiosk keypad's help key is pressed (a board's `focus.keypad` maps a key to
    /// `help`); `object` is the focus system, `userInfo[focusedItemUserInfoKey]` the focused
    /// item if any. Not in UIKit, which has no help key: a kiosk app observes it to explain the
    /// screen (or to speak, with the screen reader).
    public static let helpRequestedNotification = Notification.Name("ScanoutFocusHelpRequestedNotification")

    /// The focus system of the application `environment` is shown in; nil when it is in no window.
    public static func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        FocusTree.window(of: environment)?.application?.focusSystem
    }

    /// Whether `environment` is `other` or contains it.
    public static func environment(_ environment: any UIFocusEnvironment, contains other: any UIFocusEnvironment)
        -> Bool
    {
        var current: (any UIFocusEnvironment)? = other
        var steps = 0
        while let node = current, steps < FocusTree.maximumDepth {
            if node === environment { return true }
            current = node.parentFocusEnvironment
            steps += 1
        }
        return false
    }

    /// The focused item, if any; only an item in the key window counts.
    public var focusedItem: (any UIFocusItem)? {
        guard let view = focusedView else { return nil }
        return view
    }

    /// Asks for focus to move to `environment`'s preferred item; done now (UIKit defers it to
    /// `updateFocusIfNeeded()`, which this also satisfies).
    public func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        pendingEnvironment = WeakAnyObject(environment)
        updateFocusIfNeeded()
    }

    /// Runs a pending focus update (from `requestFocusUpdate(to:)` or `setNeedsFocusUpdate()`).
    public func updateFocusIfNeeded() {
        guard let environment = pendingEnvironment?.object as? any UIFocusEnvironment else {
            pendingEnvironment = nil
            return
        }
        pendingEnvironment = nil
        guard let root = focusRoot else { return }
        // Only an environment whose items are in the focus root, or one containing it.
        let target = FocusTree.preferredView(in: environment, root: root)
        if let target { move(to: target, heading: []) }
    }

    // MARK: - Internal

    unowned let application: UIApplication
    /// The kiosk's keys and scanning (set at launch from the board).
    var configuration = FocusConfiguration() {
        didSet { scanner.configurationDidChange() }
    }
    /// Whether keys have been used since the last touch: the ring shows.
    private(set) var isShowingRing = false
    private var focusedLink = WeakLink<UIView>(nil)
    private var pendingEnvironment: WeakAnyObject?
    /// The root focus was last in, and what was focused in each root left for a presented one.
    private var rootLink = WeakLink<UIView>(nil)
    private var remembered: [(root: WeakLink<UIView>, item: WeakLink<UIView>)] = []
    /// The item focused last in each group, for re-entering the group.
    private var lastInGroup: [FocusGroupKey: WeakLink<UIView>] = [:]
    /// A move is being asked or told; moves asked meanwhile wait here.
    private var isMoving = false
    private var queuedMoves: [(WeakLink<UIView>, UIFocusHeading)] = []
    private(set) lazy var ring = FocusRing(application: application)
    private(set) lazy var scanner = FocusScanner(system: self)

    init(application: UIApplication) {
        self.application = application
    }

    /// Where the focus ring is drawn, in screen points; nil when it is hidden.
    package var ringFrame: CGRect? { isShowingRing ? ring.frame : nil }

    /// The focused view, when it is still in the key window.
    var focusedView: UIView? {
        guard let view = focusedLink.object else { return nil }
        guard let window = view.window, window === application.keyWindow, !window.isHidden,
            let root = focusRoot, FocusTree.isEligible(view, in: root)
        else {
            // Hidden, disabled or gone: never reported; the next commit or frame moves focus on
            // (see `validate`).
            return nil
        }
        return view
    }

    /// Where focus lives now: the view of the key window's topmost presented controller, or the
    /// key window.
    var focusRoot: UIView? {
        guard let window = application.keyWindow, !window.isHidden else { return nil }
        var controller = window.rootViewController
        var top: UIView = window
        var steps = 0
        while let current = controller, steps < FocusTree.maximumDepth {
            if let view = current.viewIfLoaded, view.window === window { top = view }
            controller = current.presentedViewController
            steps += 1
        }
        return top
    }

    // MARK: Keys

    /// A key the responder chain did not use: true when focus acted on it.
    func handle(_ press: UIPress) -> Bool {
        guard let key = press.key else { return false }
        guard let action = configuration.action(for: key) else { return false }
        if action == .activate || action == .back || action == .help || action == .screenReader {
            keysWereUsed()
            return perform(action)
        }
        keysWereUsed()
        let handled = perform(action)
        if handled {
            press.repeatAction = { [weak self] _ in _ = self?.perform(action) }
        }
        return handled
    }

    /// Acts as the key for `action` would; true when the key was used.
    @discardableResult
    func perform(_ action: FocusAction) -> Bool {
        validate()
        followTextBeingEdited()
        switch action {
        case .next: return moveInTabOrder(forward: true)
        case .previous: return moveInTabOrder(forward: false)
        case .up: return moveGeometrically(.up)
        case .down: return moveGeometrically(.down)
        case .left: return moveGeometrically(.left)
        case .right: return moveGeometrically(.right)
        case .activate:
            guard let view = focusedView else { return false }
            FocusActivation.activate(view)
            return true
        case .back:
            return FocusActivation.goBack(from: focusedView, root: focusRoot, window: application.keyWindow)
        case .help:
            requestHelp()
            return true
        case .screenReader:
            // Reaches here only while the reader is off: when on, it takes the key first.
            application.screenReader.isEnabled.toggle()
            return true
        }
    }

    /// On iPadOS the text being edited is the focused item: a field a finger tapped is where Tab
    /// goes on from, as a field Tab reached is the one being edited (`FocusTextInput`). Focus
    /// moves to it (told as any move is) before a key acts.
    private func followTextBeingEdited() {
        guard let field = application.firstResponder as? UIView, field is UITextField || field is UITextView,
            field !== focusedView, let root = focusRoot, FocusTree.isEligible(field, in: root)
        else { return }
        move(to: field, heading: [])
    }

    /// Keys are in use: show the ring (and scanning may start).
    func keysWereUsed() {
        guard !isShowingRing else { return }
        isShowingRing = true
        ring.update(for: focusedView)
    }

    /// A finger touched the screen: hide the ring until the next key, as iPadOS does.
    func touchWentDown() {
        guard isShowingRing else { return }
        isShowingRing = false
        ring.update(for: nil)
    }

    /// After each commit: focus follows the key window and presented controllers, leaves a
    /// view that left the window or can no longer be focused, and the ring follows its item.
    func validate() {
        let root = focusRoot
        if rootLink.object !== root {
            let oldRoot = rootLink.object
            if let oldRoot, let item = focusedLink.object {
                remembered.removeAll { $0.root.object == nil || $0.root.object === oldRoot }
                remembered.append((WeakLink(oldRoot), WeakLink(item)))
                if remembered.count > 16 { remembered.removeFirst() }
            }
            rootLink = WeakLink(root)
            // Focus follows only once there is some: the first root is just noted. Coming back
            // to a root, focus returns to the item it left there (even when the root it leaves
            // lost its focus on the way out, an alert's rows fading).
            if let root, oldRoot != nil {
                let restored = remembered.last(where: { $0.root.object === root })?.item.object
                remembered.removeAll { $0.root.object == nil || $0.root.object === root }
                if let restored, FocusTree.isEligible(restored, in: root) {
                    move(to: restored, heading: [], force: true)
                } else if focusedLink.object != nil {
                    move(to: FocusTree.preferredView(in: root, root: root), heading: [], force: true)
                }
            }
        } else if let item = focusedLink.object, let root, !FocusTree.isEligible(item, in: root) {
            move(to: FocusTree.preferredView(in: root, root: root, excluding: item), heading: [], force: true)
        }
        if isShowingRing { ring.update(for: focusedView) }
    }

    // MARK: Moving

    /// Moves focus to `view` (nil: nothing focused), asking and telling the environments.
    /// Returns whether focus is on `view` afterwards. A forced move (focus leaving an item that
    /// can no longer hold it) is told but not asked: nobody may keep focus on a removed view.
    @discardableResult
    func move(to view: UIView?, heading: UIFocusHeading, force: Bool = false) -> Bool {
        if isMoving {
            if let view { queuedMoves.append((WeakLink(view), heading)) }
            return false
        }
        let moved = performMove(to: view, heading: heading, force: force)
        var rounds = 0
        while !queuedMoves.isEmpty, rounds < 16 {
            let (link, queuedHeading) = queuedMoves.removeFirst()
            if let next = link.object, let root = focusRoot, FocusTree.isEligible(next, in: root) {
                performMove(to: next, heading: queuedHeading, force: false)
            }
            rounds += 1
        }
        queuedMoves.removeAll()
        return moved
    }

    @discardableResult
    private func performMove(to view: UIView?, heading: UIFocusHeading, force: Bool) -> Bool {
        let previous = focusedLink.object
        guard view !== previous else { return true }
        let context = FocusTree.context(from: previous, to: view, heading: heading)
        let environments = FocusTree.environments(around: previous, and: view)
        isMoving = true
        defer { isMoving = false }
        if !force {
            for environment in environments where !environment.shouldUpdateFocus(in: context) {
                return false
            }
            guard FocusCells.shouldUpdate(context) else { return false }
        }
        focusedLink = WeakLink(view)
        if let view { lastInGroup[FocusTree.groupKey(of: view)] = WeakLink(view) }
        if lastInGroup.count > 256 { lastInGroup = lastInGroup.filter { $0.value.object != nil } }
        FocusCells.focusDidMove(from: previous, to: view)
        FocusTextInput.focusDidMove(from: previous, to: view)
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        FocusCells.didUpdate(context, with: coordinator)
        if isShowingRing { ring.update(for: focusedView) }
        coordinator.run()
        NotificationCenter.default.post(
            name: Self.didUpdateNotification, object: self,
            userInfo: [Self.focusUpdateContextUserInfoKey: context, Self.animationCoordinatorUserInfoKey: coordinator],
            for: application)
        scanner.focusDidMove()
        return true
    }

    private func moveInTabOrder(forward: Bool) -> Bool {
        guard let root = focusRoot else { return false }
        let items = FocusTree.items(in: root, direction: application.userInterfaceLayoutDirection)
        guard !items.isEmpty else {
            failed(heading: forward ? .next : .previous)
            return false
        }
        // Groups in reading order of their first items.
        var groups: [FocusGroupKey] = []
        var members: [FocusGroupKey: [UIView]] = [:]
        for view in items {
            let key = FocusTree.groupKey(of: view)
            if members[key] == nil { groups.append(key) }
            members[key, default: []].append(view)
        }
        let current = focusedView.flatMap { FocusTree.isEligible($0, in: root) ? $0 : nil }
        let target: Int
        if let current, let index = groups.firstIndex(of: FocusTree.groupKey(of: current)) {
            target = forward ? (index + 1) % groups.count : (index - 1 + groups.count) % groups.count
        } else {
            target = forward ? 0 : groups.count - 1
        }
        let group = groups[target]
        let entry = entryItem(of: group, members: members[group] ?? [])
        return move(to: entry, heading: forward ? .next : .previous)
    }

    /// The item focus goes to entering `group`: the item with the highest priority, the one
    /// focused last in it counting as `previouslyFocused`, else the first in reading order.
    private func entryItem(of group: FocusGroupKey, members: [UIView]) -> UIView? {
        if let cellEntry = FocusCells.entry(of: members) { return cellEntry }
        let last = lastInGroup[group]?.object
        var best: (priority: UIFocusGroupPriority, view: UIView)?
        for view in members {
            var priority = view.focusGroupPriority
            if view === last, priority < .previouslyFocused { priority = .previouslyFocused }
            if best == nil || priority > best!.priority { best = (priority, view) }
        }
        return best?.view
    }

    private func moveGeometrically(_ heading: UIFocusHeading) -> Bool {
        guard let root = focusRoot else { return false }
        guard let current = focusedView, FocusTree.isEligible(current, in: root) else {
            // No focus yet: the first key puts focus on the preferred item.
            let first = FocusTree.preferredView(in: root, root: root)
            guard let first else { return false }
            return move(to: first, heading: heading)
        }
        let rtl = application.userInterfaceLayoutDirection == .rightToLeft
        if let cellTarget = FocusCells.neighbour(of: current, heading: heading, rightToLeft: rtl) {
            if let view = cellTarget { return move(to: view, heading: heading) }
            failed(heading: heading)
            return true
        }
        let group = FocusTree.groupKey(of: current)
        let candidates = FocusTree.items(in: root, direction: application.userInterfaceLayoutDirection)
            .filter { $0 !== current && FocusTree.groupKey(of: $0) == group }
        guard let target = FocusTree.nearest(to: current, among: candidates, heading: heading) else {
            failed(heading: heading)
            return true
        }
        return move(to: target, heading: heading)
    }

    private func failed(heading: UIFocusHeading) {
        let context = UIFocusUpdateContext(previous: focusedView, next: nil, heading: heading)
        NotificationCenter.default.post(
            name: Self.movementDidFailNotification, object: self,
            userInfo: [Self.focusUpdateContextUserInfoKey: context], for: application)
    }

    private func requestHelp() {
        var userInfo: [AnyHashable: Any] = [:]
        if let focusedView { userInfo[Self.focusedItemUserInfoKey] = focusedView }
        NotificationCenter.default.post(
            name: Self.helpRequestedNotification, object: self, userInfo: userInfo, for: application)
    }
}

/// How focus groups are told apart: by identifier, or by the object that forms the group (a
/// table or collection view, or an item alone).
enum FocusGroupKey: Hashable {
    case identifier(String)
    case object(ObjectIdentifier)
}
