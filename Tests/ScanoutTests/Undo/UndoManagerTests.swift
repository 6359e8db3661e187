import FoundationEssentials
import Testing

@testable import Scanout

@MainActor
@Suite struct UndoManagerTests {
    /// The classic undoable model: setting a value registers setting the old value back, so undoing an undo is
    /// a redo.
    @MainActor
    final class Model {
        let undoManager: UndoManager
        let name: String
        private(set) var value = 0

        init(_ undoManager: UndoManager, name: String = "model") {
            self.undoManager = undoManager
            self.name = name
        }

        func set(_ newValue: Int) {
            let oldValue = value
            value = newValue
            undoManager.registerUndo(withTarget: self) { model in
                model.set(oldValue)
            }
        }
    }

    /// A plain target whose lifetime a test can watch.
    final class Target {}

    /// Records, in order, the undo messages one undo manager posts, plus any marks a test adds.
    @MainActor
    final class MessageLog {
        private(set) var entries: [String] = []
        private var tokens: [NotificationCenter.ObservationToken] = []

        init(observing undoManager: UndoManager) {
            let center = NotificationCenter.default
            tokens = [
                center.addObserver(of: undoManager, for: .checkpoint) { [weak self] _ in
                    self?.record("checkpoint")
                },
                center.addObserver(of: undoManager, for: .willUndoChange) { [weak self] _ in
                    self?.record("willUndo")
                },
                center.addObserver(of: undoManager, for: .didUndoChange) { [weak self] _ in
                    self?.record("didUndo")
                },
                center.addObserver(of: undoManager, for: .willRedoChange) { [weak self] _ in
                    self?.record("willRedo")
                },
                center.addObserver(of: undoManager, for: .didRedoChange) { [weak self] _ in
                    self?.record("didRedo")
                },
                center.addObserver(of: undoManager, for: .didOpenUndoGroup) { [weak self] _ in
                    self?.record("didOpen")
                },
                center.addObserver(of: undoManager, for: .willCloseUndoGroup) { [weak self] _ in
                    self?.record("willClose")
                },
                center.addObserver(of: undoManager, for: .didCloseUndoGroup) { [weak self] message in
                    self?.record(message.groupIsDiscardable ? "didClose(discardable)" : "didClose")
                },
            ]
        }

        func record(_ entry: String) {
            entries.append(entry)
        }

        /// The entries recorded so far, clearing the log.
        func take() -> [String] {
            defer { entries.removeAll() }
            return entries
        }
    }

    /// An undo manager with explicit grouping, as when no event is being dispatched.
    private func makeManualManager() -> UndoManager {
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        return undoManager
    }

    /// Runs `body` inside one explicit top-level group, optionally named.
    private func change(_ undoManager: UndoManager, named name: String? = nil, _ body: () -> Void) {
        undoManager.beginUndoGrouping()
        body()
        if let name {
            undoManager.setActionName(name)
        }
        undoManager.endUndoGrouping()
    }

    /// Runs `body` as Scanout's application does when it dispatches one event.
    private func event(_ undoManager: UndoManager, _ body: () -> Void) {
        undoManager.beginEventGroupIfNeeded()
        body()
        undoManager.endEventGroupIfNeeded()
    }

    // MARK: - Undo and redo

    @Test func undoOfAnUndoIsARedo() {
        let undoManager = makeManualManager()
        let model = Model(undoManager)
        change(undoManager) { model.set(1) }
        change(undoManager) { model.set(2) }
        #expect(undoManager.canUndo)
        #expect(!undoManager.canRedo)

        undoManager.undo()
        #expect(model.value == 1)
        #expect(undoManager.canRedo)
        undoManager.undo()
        #expect(model.value == 0)
        #expect(!undoManager.canUndo)

        undoManager.redo()
        #expect(model.value == 1)
        undoManager.redo()
        #expect(model.value == 2)
        #expect(!undoManager.canRedo)

        undoManager.undo()
        #expect(model.value == 1)
    }

    @Test func nestedGroupsAreUndoneAndRedoneAsOneStep() {
        let undoManager = makeManualManager()
        let model = Model(undoManager)
        undoManager.beginUndoGrouping()
        model.set(1)
        undoManager.beginUndoGrouping()
        model.set(2)
        undoManager.beginUndoGrouping()
        model.set(3)
        #expect(undoManager.groupingLevel == 3)
        undoManager.endUndoGrouping()
        undoManager.endUndoGrouping()
        model.set(4)
        undoManager.endUndoGrouping()
        #expect(undoManager.groupingLevel == 0)

        undoManager.undo()
        #expect(model.value == 0)
        #expect(!undoManager.canUndo)
        undoManager.redo()
        #expect(model.value == 4)
        #expect(!undoManager.canRedo)
    }

    @Test func handlersRunNewestFirst() {
        let undoManager = makeManualManager()
        let target = Target()
        var calls: [String] = []
        change(undoManager) {
            undoManager.registerUndo(withTarget: target) { _ in calls.append("first") }
            undoManager.beginUndoGrouping()
            undoManager.registerUndo(withTarget: target) { _ in calls.append("nested") }
            undoManager.endUndoGrouping()
            undoManager.registerUndo(withTarget: target) { _ in calls.append("last") }
        }
        undoManager.undo()
        #expect(calls == ["last", "nested", "first"])
    }

    @Test func newRegistrationClearsTheRedoStack() {
        let undoManager = makeManualManager()
        let model = Model(undoManager)
        change(undoManager) { model.set(1) }
        change(undoManager) { model.set(2) }
        undoManager.undo()
        #expect(undoManager.canRedo)

        change(undoManager) { model.set(5) }
        #expect(!undoManager.canRedo)
        undoManager.redo()
        #expect(model.value == 5)
        undoManager.undo()
        #expect(model.value == 1)
    }

    @Test func registrationsWhileUndoingGoToTheRedoStackAndWhileRedoingToTheUndoStack() {
        let undoManager = makeManualManager()
        let target = Target()
        var seen: [String] = []
        func registerUndo(_ label: String) {
            undoManager.registerUndo(withTarget: target) { _ in
                seen.append("\(label) undoing=\(undoManager.isUndoing) redoing=\(undoManager.isRedoing)")
                registerUndo("inverse of \(label)")
            }
        }
        change(undoManager) { registerUndo("edit") }
        #expect(!undoManager.isUndoing && !undoManager.isRedoing)

        undoManager.undo()
        #expect(seen == ["edit undoing=true redoing=false"])
        #expect(!undoManager.canUndo)
        #expect(undoManager.canRedo)
        #expect(!undoManager.isUndoing)

        undoManager.redo()
        #expect(seen.last == "inverse of edit undoing=false redoing=true")
        #expect(undoManager.canUndo)
        #expect(!undoManager.canRedo)
        #expect(!undoManager.isRedoing)
    }

    @Test func redoingKeepsTheRestOfTheRedoStack() {
        let undoManager = makeManualManager()
        let model = Model(undoManager)
        for value in 1...3 {
            change(undoManager) { model.set(value) }
        }
        for _ in 1...3 {
            undoManager.undo()
        }
        #expect(model.value == 0)

        undoManager.redo()
        #expect(model.value == 1)
        #expect(undoManager.canRedo)
        undoManager.redo()
        undoManager.redo()
        #expect(model.value == 3)
        #expect(!undoManager.canRedo)
    }

    @Test func undoAndRedoWithEmptyStacksDoNothing() {
        let undoManager = makeManualManager()
        let model = Model(undoManager)
        undoManager.undo()
        undoManager.redo()
        #expect(model.value == 0)
        #expect(!undoManager.canUndo)
        #expect(!undoManager.canRedo)
    }

    @Test func emptyGroupsAreDiscarded() {
        let undoManager = makeManualManager()
        let model = Model(undoManager)
        change(undoManager) { model.set(1) }
        change(undoManager) {
            undoManager.beginUndoGrouping()
            undoManager.endUndoGrouping()
        }
        #expect(undoManager.canUndo)
        undoManager.undo()
        #expect(model.value == 0)
        #expect(!undoManager.canUndo)
    }

    // MARK: - Levels of undo

    @Test func levelsOfUndoDropsTheOldestGroups() {
        let undoManager = makeManualManager()
        undoManager.levelsOfUndo = 2
        let model = Model(undoManager)
        for value in 1...3 {
            change(undoManager) { model.set(value) }
        }
        undoManager.undo()
        undoManager.undo()
        #expect(model.value == 1)
        #expect(!undoManager.canUndo)
    }

    @Test func loweringLevelsOfUndoTrimsBothStacksAtOnce() {
        let undoManager = makeManualManager()
        let model = Model(undoManager)
        for value in 1...4 {
            change(undoManager) { model.set(value) }
        }
        undoManager.undo()
        undoManager.undo()
        #expect(model.value == 2)

        undoManager.levelsOfUndo = 1
        undoManager.undo()
        #expect(model.value == 1)
        #expect(!undoManager.canUndo)

        // The redo stack held three groups (3, 4 and the one just undone); only the newest is kept.
        undoManager.redo()
        #expect(model.value == 2)
        #expect(!undoManager.canRedo)
    }

    // MARK: - Action names

    @Test func actionNamesAndMenuTitlesFollowTheGroupsAcrossUndoAndRedo() {
        let undoManager = makeManualManager()
        let model = Model(undoManager)
        #expect(undoManager.undoMenuItemTitle == "Undo")
        #expect(undoManager.redoMenuItemTitle == "Redo")

        change(undoManager, named: "Move") { model.set(1) }
        change(undoManager, named: "Resize") { model.set(2) }
        #expect(undoManager.undoActionName == "Resize")
        #expect(undoManager.undoMenuItemTitle == "Undo Resize")
        #expect(undoManager.redoActionName == "")
        #expect(undoManager.redoMenuItemTitle == "Redo")

        undoManager.undo()
        #expect(undoManager.undoMenuItemTitle == "Undo Move")
        #expect(undoManager.redoMenuItemTitle == "Redo Resize")
        undoManager.undo()
        #expect(undoManager.undoMenuItemTitle == "Undo")
        #expect(undoManager.redoMenuItemTitle == "Redo Move")

        undoManager.redo()
        #expect(undoManager.undoMenuItemTitle == "Undo Move")
        #expect(undoManager.redoMenuItemTitle == "Redo Resize")
        undoManager.redo()
        #expect(undoManager.undoMenuItemTitle == "Undo Resize")
        #expect(undoManager.redoMenuItemTitle == "Redo")
    }

    @Test func menuTitlesForExplicitActionNames() {
        let undoManager = UndoManager()
        #expect(undoManager.undoMenuTitle(forUndoActionName: "") == "Undo")
        #expect(undoManager.undoMenuTitle(forUndoActionName: "Typing") == "Undo Typing")
        #expect(undoManager.redoMenuTitle(forUndoActionName: "") == "Redo")
        #expect(undoManager.redoMenuTitle(forUndoActionName: "Typing") == "Redo Typing")
    }

    @Test func setActionNameWhileUndoingOrRedoingNamesTheGroupOnTheOtherStack() {
        let undoManager = makeManualManager()
        let target = Target()
        func registerRename(_ name: String) {
            undoManager.registerUndo(withTarget: target) { _ in
                undoManager.setActionName(name)
                registerRename(name == "Delete" ? "Restore" : "Delete")
            }
        }
        change(undoManager, named: "Insert") { registerRename("Restore") }

        undoManager.undo()
        #expect(undoManager.redoActionName == "Restore")
        undoManager.redo()
        #expect(undoManager.undoActionName == "Delete")
    }

    @Test func setActionNameOutsideAGroupNamesTheLatestGroupAndOpenGroupsShowTheirName() {
        let undoManager = makeManualManager()
        let model = Model(undoManager)
        change(undoManager) { model.set(1) }
        undoManager.setActionName("Paste")
        #expect(undoManager.undoActionName == "Paste")

        undoManager.beginUndoGrouping()
        undoManager.setActionName("Typing")
        #expect(undoManager.undoActionName == "Paste")  // Nothing recorded in the open group yet.
        model.set(2)
        #expect(undoManager.undoActionName == "Typing")
        undoManager.endUndoGrouping()
        #expect(undoManager.undoMenuItemTitle == "Undo Typing")
    }

    // MARK: - Removing actions

    @Test func removeAllActionsWithTargetKeepsOtherTargetsActions() {
        let undoManager = makeManualManager()
        let first = Model(undoManager, name: "first")
        let second = Model(undoManager, name: "second")
        change(undoManager) { first.set(1) }
        change(undoManager) { second.set(1) }
        change(undoManager) {
            first.set(2)
            second.set(2)
        }

        undoManager.removeAllActions(withTarget: first)
        undoManager.undo()
        #expect(second.value == 1)
        #expect(first.value == 2)
        undoManager.undo()
        #expect(second.value == 0)
        #expect(!undoManager.canUndo)  // The group that held only `first` was dropped.
        #expect(first.value == 2)
    }

    @Test func removeAllActionsWithTargetAlsoClearsTheRedoStack() {
        let undoManager = makeManualManager()
        let first = Model(undoManager, name: "first")
        let second = Model(undoManager, name: "second")
        change(undoManager) { first.set(1) }
        change(undoManager) { second.set(1) }
        undoManager.undo()
        undoManager.undo()

        undoManager.removeAllActions(withTarget: second)
        undoManager.redo()
        #expect(first.value == 1)
        #expect(!undoManager.canRedo)
        #expect(second.value == 0)
    }

    @Test func targetsAreHeldUntilTheirActionsAreRemoved() {
        let undoManager = makeManualManager()
        weak var weakTarget: Target?
        change(undoManager) {
            let target = Target()
            weakTarget = target
            undoManager.registerUndo(withTarget: target) { _ in }
        }
        #expect(weakTarget != nil)
        if let target = weakTarget {
            undoManager.removeAllActions(withTarget: target)
        }
        #expect(weakTarget == nil)
    }

    @Test func removeAllActionsClearsBothStacksAndReenablesRegistration() {
        let undoManager = makeManualManager()
        let model = Model(undoManager)
        change(undoManager) { model.set(1) }
        change(undoManager) { model.set(2) }
        undoManager.undo()
        undoManager.disableUndoRegistration()

        undoManager.removeAllActions()
        #expect(!undoManager.canUndo)
        #expect(!undoManager.canRedo)
        #expect(undoManager.isUndoRegistrationEnabled)
    }

    // MARK: - Disabling registration

    @Test func disablingRegistrationNests() {
        let undoManager = makeManualManager()
        let model = Model(undoManager)
        change(undoManager) { model.set(1) }
        undoManager.undo()
        #expect(undoManager.canRedo)

        undoManager.disableUndoRegistration()
        undoManager.disableUndoRegistration()
        undoManager.enableUndoRegistration()
        #expect(!undoManager.isUndoRegistrationEnabled)
        change(undoManager) { model.set(7) }
        #expect(!undoManager.canUndo)
        #expect(undoManager.canRedo)  // An ignored registration does not clear the redo stack.

        undoManager.enableUndoRegistration()
        #expect(undoManager.isUndoRegistrationEnabled)
        change(undoManager) { model.set(8) }
        #expect(undoManager.canUndo)
        undoManager.undo()
        #expect(model.value == 7)
    }

    // MARK: - Nested undo

    @Test func undoNestedGroupUndoesTheLastNestedGroupOfTheOpenGroup() {
        let undoManager = makeManualManager()
        let model = Model(undoManager)
        undoManager.beginUndoGrouping()
        change(undoManager) { model.set(1) }
        change(undoManager, named: "Nudge") { model.set(2) }

        undoManager.undoNestedGroup()
        #expect(model.value == 1)
        #expect(undoManager.groupingLevel == 1)
        #expect(undoManager.redoActionName == "Nudge")

        undoManager.redo()  // Back into the open group.
        #expect(model.value == 2)
        undoManager.undoNestedGroup()
        undoManager.undoNestedGroup()
        #expect(model.value == 0)
        #expect(!undoManager.canUndo)

        undoManager.redo()
        undoManager.endUndoGrouping()
        #expect(undoManager.groupingLevel == 0)
        undoManager.undo()
        #expect(model.value == 0)
        #expect(undoManager.canRedo)
    }

    @Test func undoNestedGroupWithNoOpenGroupUndoesTheTopGroup() {
        let undoManager = makeManualManager()
        let model = Model(undoManager)
        change(undoManager) { model.set(1) }
        change(undoManager) {
            model.set(2)
            model.set(3)
        }
        undoManager.undoNestedGroup()
        #expect(model.value == 1)
        undoManager.redo()
        #expect(model.value == 3)
    }

    @Test func undoNestedGroupDuringAnEventUndoesTheTopGroup() {
        let undoManager = UndoManager()
        let model = Model(undoManager)
        event(undoManager) { model.set(1) }
        event(undoManager) {
            undoManager.undoNestedGroup()
            #expect(model.value == 0)
            #expect(undoManager.groupingLevel == 0, "the event registered nothing, so no group opened")
        }
        #expect(undoManager.groupingLevel == 0)
        #expect(undoManager.canRedo)
    }

    // MARK: - Grouping by event

    @Test func registrationsInOneEventUndoTogetherAndEventsUndoSeparately() {
        let undoManager = UndoManager()
        #expect(undoManager.groupsByEvent)
        let model = Model(undoManager)
        event(undoManager) {
            #expect(undoManager.groupingLevel == 0, "Foundation opens the group at the first registration")
            model.set(1)
            #expect(undoManager.groupingLevel == 1)
            model.set(2)
        }
        #expect(undoManager.groupingLevel == 0)
        event(undoManager) { model.set(3) }

        undoManager.undo()
        #expect(model.value == 2)
        undoManager.undo()
        #expect(model.value == 0)
        #expect(!undoManager.canUndo)
    }

    @Test func eventsWithoutRegistrationsLeaveNoUndoStep() {
        let undoManager = UndoManager()
        let model = Model(undoManager)
        event(undoManager) { model.set(1) }
        event(undoManager) {}
        undoManager.undo()
        #expect(model.value == 0)
    }

    @Test func registrationWithNoOpenGroupOpensAGroupThatTheEventEndCloses() {
        let undoManager = UndoManager()
        let model = Model(undoManager)
        model.set(1)
        #expect(undoManager.groupingLevel == 1)
        model.set(2)
        undoManager.endEventGroupIfNeeded()
        #expect(undoManager.groupingLevel == 0)

        undoManager.undo()
        #expect(model.value == 0)
    }

    @Test func undoClosesTheAutomaticGroupFirst() {
        let undoManager = UndoManager()
        let model = Model(undoManager)
        event(undoManager) { model.set(1) }
        event(undoManager) {
            model.set(2)
            model.set(3)
            undoManager.undo()
            #expect(model.value == 1)
            #expect(undoManager.groupingLevel == 0)
        }
        #expect(undoManager.canRedo)
        undoManager.undo()
        #expect(model.value == 0)
    }

    @Test func eventEndsNeverCloseExplicitGroups() {
        let undoManager = UndoManager()
        let model = Model(undoManager)
        // A drag: the group opens on one event and closes on a later one.
        event(undoManager) {
            undoManager.beginUndoGrouping()
            model.set(1)
        }
        #expect(undoManager.groupingLevel == 1)
        event(undoManager) { model.set(2) }
        #expect(undoManager.groupingLevel == 1)
        event(undoManager) {
            model.set(3)
            undoManager.endUndoGrouping()
        }
        #expect(undoManager.groupingLevel == 0)
        undoManager.undo()
        #expect(model.value == 0)

        undoManager.groupsByEvent = false
        undoManager.beginUndoGrouping()
        undoManager.endEventGroupIfNeeded()
        #expect(undoManager.groupingLevel == 1)
    }

    @Test func redoDuringAnEventIsRecordedUnderTheRedoneName() {
        let undoManager = UndoManager()
        let model = Model(undoManager)
        event(undoManager) {
            model.set(1)
            undoManager.setActionName("Bold")
        }
        event(undoManager) { undoManager.undo() }
        event(undoManager) {
            undoManager.redo()
            #expect(undoManager.undoMenuItemTitle == "Undo Bold")
        }
        #expect(model.value == 1)
        #expect(undoManager.undoMenuItemTitle == "Undo Bold")
        undoManager.undo()
        #expect(model.value == 0)
        #expect(undoManager.redoMenuItemTitle == "Redo Bold")
    }

    @Test func nestedEventDispatchKeepsTheOuterEventsGroup() {
        let undoManager = UndoManager()
        let model = Model(undoManager)
        event(undoManager) {
            model.set(1)
            event(undoManager) { model.set(2) }
            #expect(undoManager.groupingLevel == 1)
            model.set(3)
        }
        undoManager.undo()
        #expect(model.value == 0)
    }

    @Test func noAutomaticGroupWhenGroupsByEventIsOff() {
        let undoManager = makeManualManager()
        undoManager.beginEventGroupIfNeeded()
        #expect(undoManager.groupingLevel == 0)
        undoManager.endEventGroupIfNeeded()
    }

    // MARK: - Messages

    @Test func groupingAndUndoMessagesArePostedInOrder() {
        let undoManager = makeManualManager()
        let log = MessageLog(observing: undoManager)
        let target = Target()

        undoManager.beginUndoGrouping()
        #expect(log.take() == ["didOpen"])
        undoManager.beginUndoGrouping()
        #expect(log.take() == ["checkpoint", "didOpen"])
        undoManager.registerUndo(withTarget: target) { _ in
            log.record("handler")
            undoManager.registerUndo(withTarget: target) { _ in log.record("redo handler") }
        }
        undoManager.endUndoGrouping()
        #expect(log.take() == ["checkpoint", "willClose", "didClose"])
        undoManager.endUndoGrouping()
        #expect(log.take() == ["checkpoint", "willClose", "didClose"])

        undoManager.undo()
        #expect(log.take() == ["checkpoint", "willUndo", "handler", "didUndo"])
        _ = undoManager.canRedo
        #expect(log.take() == ["checkpoint"])
        undoManager.redo()
        #expect(log.take() == ["checkpoint", "willRedo", "redo handler", "didRedo"])
    }

    @Test func undoWithAnAutomaticGroupOpenClosesItBeforeUndoing() {
        let undoManager = UndoManager()
        let log = MessageLog(observing: undoManager)
        let model = Model(undoManager)
        model.set(1)
        #expect(log.take() == ["didOpen"])
        undoManager.undo()
        #expect(log.take() == ["checkpoint", "willClose", "didClose", "checkpoint", "willUndo", "didUndo"])
        #expect(model.value == 0)
    }

    @Test func messagesAreOnlyDeliveredForTheObservedUndoManager() {
        let observed = makeManualManager()
        let other = makeManualManager()
        let log = MessageLog(observing: observed)
        let model = Model(other)
        change(other) { model.set(1) }
        other.undo()
        other.redo()
        #expect(log.entries.isEmpty)
    }

    @Test func checkpointLetsObserversRecordPendingChangesBeforeRedoIsChecked() {
        let undoManager = makeManualManager()
        let model = Model(undoManager)
        var pendingTyping = false
        let token = NotificationCenter.default.addObserver(of: undoManager, for: .checkpoint) { _ in
            guard pendingTyping, undoManager.groupingLevel > 0 else { return }
            pendingTyping = false
            model.set(9)
        }
        change(undoManager) { model.set(1) }
        undoManager.undo()
        #expect(undoManager.canRedo)

        undoManager.beginUndoGrouping()
        pendingTyping = true
        #expect(!undoManager.canRedo)  // Reading it flushed the typing, which cleared the redo stack.
        undoManager.endUndoGrouping()
        #expect(model.value == 9)
        NotificationCenter.default.removeObserver(token)
    }

    // MARK: - Programming errors

    @Test func endingAGroupThatIsNotOpenTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UndoManager().endUndoGrouping()
            }
        }
    }

    @Test func registeringOutsideAGroupWithoutGroupsByEventTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let undoManager = UndoManager()
                undoManager.groupsByEvent = false
                undoManager.registerUndo(withTarget: undoManager) { _ in }
            }
        }
    }

    @Test func enablingMoreThanDisabledTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let undoManager = UndoManager()
                undoManager.disableUndoRegistration()
                undoManager.enableUndoRegistration()
                undoManager.enableUndoRegistration()
            }
        }
    }

    @Test func undoingWithNestedGroupsOpenTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let undoManager = UndoManager()
                undoManager.beginUndoGrouping()
                undoManager.beginUndoGrouping()
                undoManager.undo()
            }
        }
    }
}
