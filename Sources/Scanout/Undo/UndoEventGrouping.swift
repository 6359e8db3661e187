// How `groupsByEvent` meets the application. A registration made with no group open opens an
// automatic group (as Foundation does, at the first registration of a run-loop pass); the
// application says when it starts and finishes dispatching an event and when a turn of its loop
// ends, and at the end of the outermost event — or of the turn, for registrations made in a
// timer — every automatic group opened meanwhile closes. Only managers that opened one are
// touched, so an event that registers nothing costs nothing here.

/// One application's automatic undo groups: how deep it is in dispatching events, and the
/// managers whose automatic groups close when the outermost event (or the turn) ends. Per
/// application, so one test host's events neither close nor hold open another's groups.
@preconcurrency @MainActor
final class UndoEventGrouping {
    /// The application dispatching an event now (the innermost one), which a registration made
    /// during the event belongs to. Set only for the length of an event.
    /// Set twice per event: spelt out rather than `@WeakLink`, whose setter is generic and so
    /// asks at run time whether the object owns a lifetime handle; this one knows it does.
    private static var dispatchingApplication: UIApplication? {
        get { dispatchingApplicationLink.object }
        set { dispatchingApplicationLink = WeakLink(newValue) }
    }
    /// Set twice per event by statements that call out to nothing: not checked for overlapping
    /// access at run time.
    @exclusivity(unchecked) private static var dispatchingApplicationLink = WeakLink<UIApplication>(nil)

    /// The owner, which outlives it.
    private unowned let application: UIApplication
    /// A plain count kept on every event: not checked for overlapping access at run time.
    @exclusivity(unchecked) private var dispatchDepth = 0
    /// Held strongly only until their groups close, at the end of the event or turn.
    /// Read at the end of every event; taken whole before the managers are told (which may open
    /// groups again): not checked for overlapping access at run time.
    @exclusivity(unchecked) private var managersWithAutomaticGroups: [UndoManager] = []
    /// The application that was dispatching when each of this one's events began (nesting).
    /// Pushed and popped on every event, by statements that call out to nothing: not checked for
    /// overlapping access at run time.
    @exclusivity(unchecked) private var outerDispatchingApplications: [UIApplication?] = []

    init(application: UIApplication) {
        self.application = application
    }

    /// The application an undo manager's call now belongs to: the one dispatching an event, else
    /// (a timer, a main-queue block) the one whose turn runs (see `ApplicationContext`).
    static var currentApplication: UIApplication? {
        dispatchingApplication ?? ApplicationContext.active.application
    }

    /// `manager` opened an automatic group, to be closed when the current event or turn ends: the
    /// event's application's, else (a timer, a main-queue block) the current application's.
    static func automaticGroupDidOpen(in manager: UndoManager) {
        guard let application = currentApplication else { return }
        application.undoGrouping.add(manager)
    }

    /// The application is about to dispatch an event.
    func eventDispatchWillBegin() {
        dispatchDepth += 1
        outerDispatchingApplications.append(UndoEventGrouping.dispatchingApplication)
        UndoEventGrouping.dispatchingApplication = application
    }

    /// The application has dispatched an event.
    func eventDispatchDidEnd() {
        dispatchDepth -= 1
        UndoEventGrouping.dispatchingApplication = outerDispatchingApplications.popLast() ?? nil
        if dispatchDepth == 0 { closeAutomaticGroups() }
    }

    /// A turn of the loop ended: groups opened automatically outside any event close here.
    func loopTurnDidEnd() {
        if dispatchDepth == 0 { closeAutomaticGroups() }
    }

    // MARK: - Private

    private func add(_ manager: UndoManager) {
        if !managersWithAutomaticGroups.contains(where: { $0 === manager }) {
            managersWithAutomaticGroups.append(manager)
        }
        // Outside an event (a timer, a main-queue block) the turn's end is the next commit.
        if dispatchDepth == 0 { application.setNeedsCommit() }
    }

    private func closeAutomaticGroups() {
        guard !managersWithAutomaticGroups.isEmpty else { return }
        let managers = managersWithAutomaticGroups
        managersWithAutomaticGroups.removeAll()
        for manager in managers { manager.endEventGroupIfNeeded() }
    }
}
