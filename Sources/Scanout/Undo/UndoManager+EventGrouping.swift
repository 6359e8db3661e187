// How `groupsByEvent` meets the application: every live undo manager is told when the application
// starts and finishes dispatching an event, and when a turn of the loop ends (its commit), so that
// registrations made in a timer are grouped per turn, as Foundation groups them per run-loop pass.

extension UndoManager {
    /// Remembers `manager` (weakly) so the application can open and close its automatic groups.
    static func startTrackingEvents(for manager: UndoManager) {
        liveManagers.removeAll { $0.manager == nil }
        liveManagers.append(WeakUndoManager(manager: manager))
    }

    /// The application is about to dispatch an event.
    static func eventDispatchWillBegin() {
        for entry in liveManagers { entry.manager?.beginEventGroupIfNeeded() }
    }

    /// The application has dispatched an event.
    static func eventDispatchDidEnd() {
        for entry in liveManagers { entry.manager?.endEventGroupIfNeeded() }
    }

    /// A turn of the loop ended: groups opened automatically outside any event close here.
    static func loopTurnDidEnd() {
        liveManagers.removeAll { $0.manager == nil }
        for entry in liveManagers { entry.manager?.endEventGroupIfNeeded() }
    }

    private static var liveManagers: [WeakUndoManager] = []
}

private struct WeakUndoManager {
    weak var manager: UndoManager?
}
