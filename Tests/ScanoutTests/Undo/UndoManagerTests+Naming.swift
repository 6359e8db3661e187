import FoundationEssentials
import Testing

@testable import Scanout

/// Action names, removing actions, disabling registration and nested groups.
extension UndoManagerTests {
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
}
