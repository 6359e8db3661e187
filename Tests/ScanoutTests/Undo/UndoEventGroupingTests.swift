import ScanoutTesting
import Testing

@testable import Scanout

/// Automatic undo groups belong to an application: one test host's events do not close another's.
@MainActor
@Suite struct UndoEventGroupingTests {
    final class Target {}

    @Test func oneHostsEventsLeaveAnotherHostsGroupsAlone() {
        let first = TestHost()
        let second = TestHost()
        let undoManager = UndoManager()
        let target = Target()
        // Outside any event: the group belongs to the current application (the second host's).
        undoManager.registerUndo(withTarget: target) { _ in }
        #expect(undoManager.groupingLevel == 1)
        first.touches([TouchContact(id: 0, change: .down, location: CGPoint(x: 10, y: 10))])
        first.touches([TouchContact(id: 0, change: .up, location: CGPoint(x: 10, y: 10))])
        #expect(undoManager.groupingLevel == 1, "the first host's events leave the second's group open")
        second.application.commit()
        #expect(undoManager.groupingLevel == 0, "the second host's turn closes it")
    }
}
