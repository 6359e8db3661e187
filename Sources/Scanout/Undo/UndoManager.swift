import FoundationEssentials

/// Records changes so that the user can undo and redo them; Scanout's version of Foundation's `UndoManager`,
/// which swift-corelibs-foundation does not implement.
///
/// Register the inverse of each change with ``registerUndo(withTarget:handler:)``. Registrations are collected
/// into *groups*, and ``undo()`` reverts the most recent top-level group as one step, running its handlers in
/// the reverse of the order they were registered in. Handlers that register again while an undo is running
/// build the matching group on the redo stack, and handlers that register while a redo is running build one on
/// the undo stack, so a model that "sets a value and registers the old one" supports undo and redo unchanged.
///
/// With ``groupsByEvent`` on (the default), the registrations made while Scanout dispatches one event form one
/// group; with it off, open and close groups yourself with ``beginUndoGrouping()`` and ``endUndoGrouping()``.
///
/// The undo manager posts the messages declared in `UndoManager+Messages.swift` (``CheckpointMessage``,
/// ``WillUndoChangeMessage`` and the rest) to `NotificationCenter.default`, with the undo manager as subject.
///
/// Threading: main actor only, like every Scanout UI type.
///
/// Differences from Foundation:
/// - Targets are held strongly until their actions are undone, redone, trimmed or removed; Foundation does not
///   retain the target of `registerUndo(withTarget:selector:object:)`. Remove a target's actions with
///   ``removeAllActions(withTarget:)`` when the target goes away.
/// - Only the closure form of registration exists: no selectors, invocations or
///   `prepare(withInvocationTarget:)`, no discardable actions and no run-loop modes.
/// - Automatic groups end when Scanout finishes dispatching an event, not at the end of a run-loop pass.
/// - Notifications are typed messages only (`NotificationCenter.MainActorMessage`, as in Foundation on Apple
///   platforms since iOS 26 and macOS 26): the classic `NSUndoManagerCheckpoint`-style `Notification.Name`s are
///   neither declared nor posted, so name-based observers of undo notifications hear nothing.
/// - Programming errors that Foundation reports with an `NSInternalInconsistencyException` stop the program
///   with a `preconditionFailure` naming the call, except ``undo()``, ``undoNestedGroup()`` and ``redo()``
///   while an undo or redo runs, which are refused with a warning (code a text view's undone edit sets off
///   reaches them too easily).
@preconcurrency @MainActor
open class UndoManager {
    /// Whether Scanout groups the registrations of each event automatically. `true` by default.
    ///
    /// When `true`, Scanout opens a top-level group when it starts dispatching an event and closes it when the
    /// event has been handled; a registration made while no group is open also opens a group, which the end of
    /// the current (or next) event closes. When `false`, registering with no open group is a programming error.
    open var groupsByEvent = true

    /// The largest number of top-level groups each stack keeps, or 0 (the default) for no limit.
    ///
    /// When a new group would exceed the limit, the oldest group is dropped. Lowering the limit trims both
    /// stacks at once. A negative value means no limit, with a warning (Foundation's is unsigned,
    /// so a negative number there is an enormous one).
    open var levelsOfUndo = 0 {
        didSet {
            if levelsOfUndo < 0 {
                Diagnostics.warn("UndoManager.levelsOfUndo was set to \(levelsOfUndo); a negative limit means no limit.")
                levelsOfUndo = 0
            }
            trim(&undoStack)
            trim(&redoStack)
        }
    }

    /// The completed top-level groups that ``undo()`` reverts, oldest first.
    private var undoStack: [UndoGroup] = []
    /// The completed top-level groups that ``redo()`` replays, oldest first.
    private var redoStack: [UndoGroup] = []
    /// The groups being recorded for the undo stack, outermost first.
    private var openGroups: [UndoGroup] = []
    /// The undo or redo in progress, if any.
    private var replay: UndoReplay?
    /// How many ``disableUndoRegistration()`` calls are not yet balanced.
    private var registrationDisableCount = 0
    /// How many event dispatches have begun and not ended, so that a nested dispatch keeps the outer group.
    private var eventDepth = 0
    /// The refused calls warned about (`refusesDuringReplay`), each warned about once.
    private var warnedCalls: Set<String> = []

    /// Creates an empty undo manager.
    public init() {}

    // MARK: - Registering

    /// Records `handler` as the way to undo a change to `target`, in the group currently being recorded.
    ///
    /// Outside undo and redo, the registration clears the redo stack; while undoing it is recorded for redo,
    /// and while redoing for undo. It is ignored while registration is disabled. With no open group, it opens
    /// an automatic group when ``groupsByEvent`` is `true`, and is a programming error otherwise.
    ///
    /// Scanout holds `target` (and `handler`) strongly until the action is performed, trimmed or removed.
    open func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
        guard isUndoRegistrationEnabled else { return }
        if replay == nil {
            if openGroups.isEmpty {
                guard groupsByEvent else {
                    preconditionFailure(
                        "UndoManager.registerUndo(withTarget:handler:) called with no open undo group while "
                            + "groupsByEvent is false; call beginUndoGrouping() first")
                }
                openGroup(.automatic)
                UndoEventGrouping.automaticGroupDidOpen(in: self)
            }
            redoStack.removeAll()
        }
        let action = UndoAction(target: target) { handler(target) }
        withRecordingGroups { groups in
            groups[groups.count - 1].append(action)
        }
    }

    /// Names the change being recorded, for ``undoMenuItemTitle`` and ``redoMenuItemTitle``.
    ///
    /// The name goes to the outermost group being recorded: while undoing or redoing, the group being built on
    /// the other stack (which otherwise keeps the name of the group being undone or redone); otherwise the open
    /// top-level group, or, when no group is open, the most recent group on the undo stack.
    open func setActionName(_ actionName: String) {
        if replay != nil {
            replay?.openGroups[0].actionName = actionName
        } else if !openGroups.isEmpty {
            openGroups[0].actionName = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].actionName = actionName
        }
    }

    // MARK: - Grouping

    /// How many groups are open: 0 when none is. While undoing or redoing, it counts the group being recorded for
    /// the other stack (one level) and any groups the handlers opened inside it.
    open var groupingLevel: Int {
        replay?.openGroups.count ?? openGroups.count
    }

    /// Opens a group inside the current one (or a top-level group), so that its registrations undo as one step.
    ///
    /// A nested group becomes a single entry of its parent. Posts ``CheckpointMessage`` first when a group is
    /// already open, then ``DidOpenUndoGroupMessage``. Balance every call with ``endUndoGrouping()``.
    open func beginUndoGrouping() {
        openGroup(.explicit)
    }

    /// Closes the innermost open group, adding it to its parent or, at the top level, to the undo stack.
    ///
    /// A group without registrations is discarded. Posts ``CheckpointMessage``, ``WillCloseUndoGroupMessage``
    /// and, once closed, ``DidCloseUndoGroupMessage``. Calling it with no open group, or from an undo or redo
    /// handler without a matching ``beginUndoGrouping()`` in that handler, is a programming error.
    open func endUndoGrouping() {
        let groups = replay?.openGroups ?? openGroups
        guard let innermost = groups.last else {
            preconditionFailure(
                "UndoManager.endUndoGrouping() called with no open undo group; "
                    + "every endUndoGrouping() must balance a beginUndoGrouping()")
        }
        guard innermost.opening != .replay else {
            preconditionFailure(
                "UndoManager.endUndoGrouping() called in an undo or redo handler without a matching "
                    + "beginUndoGrouping() in that handler")
        }
        closeInnermostGroup()
    }

    /// Called by Scanout's application when it starts dispatching an event. The automatic group is opened
    /// lazily, by the event's first registration (as Foundation opens it), so an event that registers nothing
    /// costs nothing and posts no messages. Calls may nest; only the outermost event's end closes the group.
    func beginEventGroupIfNeeded() {
        eventDepth += 1
    }

    /// Called by Scanout's application when it has finished dispatching an event: closes the automatically
    /// opened top-level group (whether opened at event start or by a registration) if it is the only open group.
    /// A group opened with ``beginUndoGrouping()`` is never closed here, and neither is an automatic group with
    /// explicit groups still open inside it (it stays open until they close and a later event ends).
    func endEventGroupIfNeeded() {
        eventDepth = max(eventDepth - 1, 0)
        guard eventDepth == 0, replay == nil, openGroups.count == 1, openGroups[0].opening == .automatic else {
            return
        }
        closeInnermostGroup()
    }

    // MARK: - Undoing and redoing

    /// Whether there is anything to undo: a group on the undo stack, or registrations in an open group.
    ///
    /// As in Foundation, `true` does not promise that ``undo()`` may be called now: nested groups may be open.
    open var canUndo: Bool {
        !undoStack.isEmpty || canUndoOpenGroups
    }

    /// Whether there is a group on the redo stack.
    ///
    /// Like Foundation, reading it posts ``CheckpointMessage`` first, so that observers can record pending
    /// changes (which clears the redo stack) before the answer is given.
    open var canRedo: Bool {
        post(CheckpointMessage())
        return !redoStack.isEmpty
    }

    /// Whether an undo is running: its handlers' registrations go to the redo stack.
    open var isUndoing: Bool { replay?.direction == .undo }

    /// Whether a redo is running: its handlers' registrations go to the undo stack.
    open var isRedoing: Bool { replay?.direction == .redo }

    /// Reverts the most recent top-level group, recording its handlers' registrations as one group for redo.
    ///
    /// When exactly one group is open (an automatic group, or one opened with ``beginUndoGrouping()``), it is
    /// closed first, as with ``endUndoGrouping()`` and as Foundation does. Calling it with more than one group
    /// open is a programming error. Called while an undo or redo runs (from a handler, or from code a handler's
    /// change set off, such as a text field's `.editingChanged` action), it is refused with a warning. Does nothing
    /// when there is nothing to undo.
    /// Posts ``WillUndoChangeMessage`` and ``DidUndoChangeMessage`` around the undo.
    open func undo() {
        guard !refusesDuringReplay("undo()") else { return }
        if openGroups.count > 1 {
            preconditionFailure(
                "UndoManager.undo() called with \(openGroups.count) undo groups open; "
                    + "close the nested groups with endUndoGrouping() first")
        }
        if openGroups.count == 1 {
            closeInnermostGroup()
        }
        post(CheckpointMessage())
        guard let group = undoStack.popLast() else { return }
        perform(group, as: .undo)
    }

    /// Reverts the most recent nested group of the open groups or, when no open group has registrations, the
    /// most recent top-level group, recording the inverse as one group on the redo stack.
    ///
    /// The open groups stay open. If the most recent entry of the innermost open group that has entries is a
    /// single registration rather than a closed nested group, that is a programming error (Foundation raises).
    /// A ``redo()`` while the groups are still open puts the group back into the innermost open group.
    open func undoNestedGroup() {
        guard !refusesDuringReplay("undoNestedGroup()") else { return }
        post(CheckpointMessage())
        if let index = openGroups.lastIndex(where: { !$0.entries.isEmpty }) {
            guard var nested = openGroups[index].removeLastNestedGroup() else {
                preconditionFailure(
                    "UndoManager.undoNestedGroup() called when the most recent registration in the open undo group "
                        + "is not in a closed nested group; close the group and call undo() instead")
            }
            if nested.actionName.isEmpty {
                nested.actionName = openGroups[0].actionName
            }
            perform(nested, as: .undo)
        } else if let group = undoStack.popLast() {
            perform(group, as: .undo)
        }
    }

    /// Replays the most recent group on the redo stack, recording its handlers' registrations for undo.
    ///
    /// The redone group goes onto the undo stack, or into the innermost open group when groups are open.
    /// Called while an undo or redo runs, it is refused with a warning, as ``undo()`` is. Does nothing when there
    /// is nothing to redo. Posts ``WillRedoChangeMessage`` and ``DidRedoChangeMessage`` around the redo.
    open func redo() {
        guard !refusesDuringReplay("redo()") else { return }
        post(CheckpointMessage())
        guard let group = redoStack.popLast() else { return }
        perform(group, as: .redo)
    }

    // MARK: - Action names

    /// The name of the change ``undo()`` would revert, or an empty string if it has none.
    ///
    /// That is the open top-level group when any open group has registrations, else the top of the undo stack.
    open var undoActionName: String {
        if let group = openGroups.first, canUndoOpenGroups {
            return group.actionName
        }
        return undoStack.last?.actionName ?? ""
    }

    /// The name of the change ``redo()`` would replay, or an empty string if it has none.
    open var redoActionName: String {
        redoStack.last?.actionName ?? ""
    }

    /// The title for an Undo menu item: "Undo" followed by ``undoActionName`` when it is not empty.
    open var undoMenuItemTitle: String {
        undoMenuTitle(forUndoActionName: undoActionName)
    }

    /// The title for a Redo menu item: "Redo" followed by ``redoActionName`` when it is not empty.
    open var redoMenuItemTitle: String {
        redoMenuTitle(forUndoActionName: redoActionName)
    }

    /// "Undo", or "Undo <actionName>" when `actionName` is not empty. Scanout does not localize the word.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo", or "Redo <actionName>" when `actionName` is not empty. Scanout does not localize the word.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    // MARK: - Removing actions

    /// Clears both stacks and the registrations in open groups, and re-enables registration, as Foundation does.
    ///
    /// Open groups stay open (empty), so ``beginUndoGrouping()`` and ``endUndoGrouping()`` calls stay balanced;
    /// the disable count is reset to zero, so an ``enableUndoRegistration()`` meant to balance an earlier
    /// ``disableUndoRegistration()`` becomes a programming error.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        updateOpenGroups { $0.removeAll() }
        registrationDisableCount = 0
    }

    /// Removes every action registered with `target` (compared by identity) from both stacks and from the open
    /// groups, dropping closed groups left empty. Actions for other targets are kept in their order.
    ///
    /// Foundation takes `Any`; Scanout takes `AnyObject`, since only objects can be registered.
    open func removeAllActions(withTarget target: AnyObject) {
        let id = ObjectIdentifier(target)
        undoStack = undoStack.compactMap { $0.removingActions(withTarget: id) }
        redoStack = redoStack.compactMap { $0.removingActions(withTarget: id) }
        updateOpenGroups { $0.removeActions(withTarget: id) }
    }

    // MARK: - Disabling registration

    /// Stops recording: registrations are ignored until every call is balanced by ``enableUndoRegistration()``.
    /// Calls nest.
    open func disableUndoRegistration() {
        registrationDisableCount += 1
    }

    /// Balances one ``disableUndoRegistration()``. Calling it when registration is enabled is a programming error.
    open func enableUndoRegistration() {
        guard registrationDisableCount > 0 else {
            preconditionFailure(
                "UndoManager.enableUndoRegistration() called without a matching disableUndoRegistration()")
        }
        registrationDisableCount -= 1
    }

    /// Whether registrations are recorded: `false` while any ``disableUndoRegistration()`` is unbalanced.
    open var isUndoRegistrationEnabled: Bool { registrationDisableCount == 0 }

    // MARK: - Private

    /// Whether any open undo-side group holds registrations.
    private var canUndoOpenGroups: Bool {
        openGroups.contains { !$0.entries.isEmpty }
    }

    /// Runs `body` on the groups receiving registrations now: the replay's while undoing or redoing, else the
    /// undo side's open groups.
    @discardableResult
    private func withRecordingGroups<Result>(_ body: (inout [UndoGroup]) -> Result) -> Result {
        if replay != nil {
            return body(&replay!.openGroups)
        }
        return body(&openGroups)
    }

    /// Runs `body` on every open group: the undo side's and, while undoing or redoing, the replay's.
    private func updateOpenGroups(_ body: (inout UndoGroup) -> Void) {
        for index in openGroups.indices {
            body(&openGroups[index])
        }
        for index in replay?.openGroups.indices ?? 0..<0 {
            body(&replay!.openGroups[index])
        }
    }

    /// Whether `call` comes while an undo or redo runs, and is refused: replaying a group inside another would
    /// interleave their handlers and file the inner one's inverse inside the outer one's. Foundation raises; an
    /// app reaches it easily (an action sent by a text field's undone edit calls `undo()`), so Scanout refuses
    /// and warns, once per undo manager and call.
    private func refusesDuringReplay(_ call: String) -> Bool {
        guard let replay else { return false }
        let activity = replay.direction == .undo ? "undoing" : "redoing"
        let warning =
            "UndoManager.\(call) called while \(activity) is ignored; undo handlers, and code their changes set "
            + "off, must not undo or redo"
        if warnedCalls.insert(warning).inserted {
            if let application = UndoEventGrouping.currentApplication {
                application.warn(warning)
            } else {
                Diagnostics.warn(warning)
            }
        }
        return true
    }

    /// Performs `group` (undoing or redoing it) and files the group its handlers record on the other stack.
    private func perform(_ group: UndoGroup, as direction: UndoReplay.Direction) {
        switch direction {
        case .undo: post(WillUndoChangeMessage())
        case .redo: post(WillRedoChangeMessage())
        }
        replay = UndoReplay(
            direction: direction, openGroups: [UndoGroup(opening: .replay, actionName: group.actionName)])
        group.perform()
        guard let finished = replay, finished.openGroups.count == 1 else {
            preconditionFailure(
                "An undo or redo handler left \((replay?.openGroups.count ?? 1) - 1) undo group(s) open; "
                    + "balance beginUndoGrouping() with endUndoGrouping() inside the handler")
        }
        replay = nil
        let recorded = finished.openGroups[0]
        switch direction {
        case .undo:
            push(recorded, onto: &redoStack)
        case .redo where openGroups.isEmpty:
            push(recorded, onto: &undoStack)
        case .redo:
            if !recorded.entries.isEmpty {
                openGroups[openGroups.count - 1].append(nested: recorded)
            }
        }
        switch direction {
        case .undo: post(DidUndoChangeMessage())
        case .redo: post(DidRedoChangeMessage())
        }
    }

    /// Opens a group of kind `opening` inside the groups being recorded, posting the messages.
    private func openGroup(_ opening: UndoGroup.Opening) {
        if groupingLevel > 0 {
            post(CheckpointMessage())
        }
        withRecordingGroups { $0.append(UndoGroup(opening: opening)) }
        post(DidOpenUndoGroupMessage())
    }

    /// Closes the innermost group being recorded, posting the messages. It must not be the replay's own group.
    private func closeInnermostGroup() {
        post(CheckpointMessage())
        post(WillCloseUndoGroupMessage())
        withRecordingGroups { groups in
            let group = groups.removeLast()
            if groups.isEmpty {
                push(group, onto: &undoStack)
            } else if !group.entries.isEmpty {
                groups[groups.count - 1].append(nested: group)
            }
        }
        post(DidCloseUndoGroupMessage(groupIsDiscardable: false))
    }

    /// Adds `group` as the newest group of `stack` unless it is empty, then applies ``levelsOfUndo``.
    private func push(_ group: UndoGroup, onto stack: inout [UndoGroup]) {
        guard !group.entries.isEmpty else { return }
        stack.append(group)
        trim(&stack)
    }

    /// Drops the oldest groups of `stack` beyond ``levelsOfUndo``.
    private func trim(_ stack: inout [UndoGroup]) {
        guard levelsOfUndo > 0, stack.count > levelsOfUndo else { return }
        stack.removeFirst(stack.count - levelsOfUndo)
    }

    /// Posts `message` to `NotificationCenter.default` with this undo manager as its subject.
    private func post<Message: NotificationCenter.MainActorMessage>(_ message: Message)
    where Message.Subject == UndoManager {
        NotificationCenter.default.post(message, subject: self)
    }
}
