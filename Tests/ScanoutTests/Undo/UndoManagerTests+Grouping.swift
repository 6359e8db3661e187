import FoundationEssentials
import Testing

@testable import Scanout

/// Grouping by event, the messages posted, and the programming errors that trap.
extension UndoManagerTests {
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
