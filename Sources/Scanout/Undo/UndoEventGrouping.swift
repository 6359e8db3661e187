// How `groupsByEvent` meets the application. A registration made with no group open opens an
// automatic group (as Foundation does, at the first registration of a run-loop pass); the
// application says when it starts and finishes dispatching an event and when a turn of its loop
// ends, and at the end of the outermost event — or of the turn, for registrations made in a
// timer — every automatic group opened meanwhile closes. Only managers that opened one are
// touched, so an event that registers nothing costs nothing here.

extension UndoManager {
    /// The application is about to dispatch an event.
    static func eventDispatchWillBegin() {
        dispatchDepth += 1
    }

    /// The application has dispatched an event.
    static func eventDispatchDidEnd() {
        dispatchDepth -= 1
        if dispatchDepth == 0 { closeAutomaticGroups() }
    }

    /// A turn of the loop ended: groups opened automatically outside any event close here.
    static func loopTurnDidEnd() {
        if dispatchDepth == 0 { closeAutomaticGroups() }
    }

    /// `manager` opened an automatic group, to be closed when the current event or turn ends.
    static func automaticGroupDidOpen(in manager: UndoManager) {
        if !managersWithAutomaticGroups.contains(where: { $0 === manager }) {
            managersWithAutomaticGroups.append(manager)
        }
        // Outside an event (a timer, a main-queue block) the turn's end is the next commit.
        if dispatchDepth == 0 { UIApplication.existingShared?.setNeedsCommit() }
    }

    // MARK: - Private

    private static var dispatchDepth = 0
    /// Held strongly only until their groups close, at the end of the event or turn.
    private static var managersWithAutomaticGroups: [UndoManager] = []

    private static func closeAutomaticGroups() {
        guard !managersWithAutomaticGroups.isEmpty else { return }
        let managers = managersWithAutomaticGroups
        managersWithAutomaticGroups.removeAll()
        for manager in managers { manager.endEventGroupIfNeeded() }
    }
}
