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
    func makeManualManager() -> UndoManager {
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        return undoManager
    }

    /// Runs `body` inside one explicit top-level group, optionally named.
    func change(_ undoManager: UndoManager, named name: String? = nil, _ body: () -> Void) {
        undoManager.beginUndoGrouping()
        body()
        if let name {
            undoManager.setActionName(name)
        }
        undoManager.endUndoGrouping()
    }

    /// Runs `body` as Scanout's application does when it dispatches one event.
    func event(_ undoManager: UndoManager, _ body: () -> Void) {
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

    @Test func aNegativeLevelsOfUndoMeansNoLimitAndDoesNotTrap() {
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        undoManager.levelsOfUndo = -5
        #expect(undoManager.levelsOfUndo == 0)
        for value in 0..<20 {
            undoManager.beginUndoGrouping()
            undoManager.registerUndo(withTarget: undoManager) { _ in _ = value }
            undoManager.endUndoGrouping()
        }
        var undone = 0
        while undoManager.canUndo {
            undoManager.undo()
            undone += 1
        }
        #expect(undone == 20, "no limit: every group is kept")
    }

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
}
