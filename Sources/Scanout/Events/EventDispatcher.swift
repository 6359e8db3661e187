/// Turns the application's queued raw input into `UIEvent`s and sends them (BEHAVIOUR.md §1): the
/// first-in-first-out queue, the touches in progress (`TouchTracker`, each touch admitted and
/// delivered by the `GestureArena`) and the keys held down.
///
/// Input is dispatched in turns of the main loop. Enqueueing asks the clock for a turn only when
/// none is pending, and none while dispatching (the running turn takes input queued meanwhile),
/// so a burst of input costs one turn. Each touch frame is one event, sent through
/// `UIApplication.sendEvent(_:)` to the windows of its touches.
///
/// Main actor; one per application, which forwards its queue API here.
@MainActor
final class EventDispatcher {
    let gestureArena: GestureArena
    let touchTracker: TouchTracker
    /// The keys held down, by key code.
    var activePresses: [UIKeyboardHIDUsage: UIPress] = [:]
    // Not checked for overlapping access at run time (`@exclusivity(unchecked)`): read and
    // written on every event, by statements that call out to nothing while they change it.
    @exclusivity(unchecked) private(set) var isDispatching = false
    @exclusivity(unchecked) private var queue = EventQueue()
    /// A turn is scheduled on the clock and has not run yet.
    @exclusivity(unchecked) private var isTurnScheduled = false
    /// The owner, which outlives it.
    private unowned let application: UIApplication

    init(application: UIApplication) {
        self.application = application
        gestureArena = GestureArena()
        touchTracker = TouchTracker(arena: gestureArena)
    }

    /// Number of inputs waiting.
    var queuedCount: Int { queue.count }

    /// Appends `input`, asking for a dispatch turn unless one is pending or under way.
    func enqueue(_ input: QueuedInput) {
        queue.append(input)
        guard !isDispatching, !isTurnScheduled else { return }
        isTurnScheduled = true
        // The dispatcher lives as long as its application; through the application's link, not
        // `[weak self]` (see `WeakLink`).
        let link = WeakLink(application)
        application.clock.schedule(after: 0) {
            guard let application = link.object else { return }
            application.eventDispatcher.isTurnScheduled = false
            application.dispatchQueuedEvents()
        }
    }

    /// Dispatches every queued input, oldest first, with input queued meanwhile. Does nothing
    /// when called from inside a dispatch (the running one takes what is queued).
    func dispatchAll() {
        guard !isDispatching else { return }
        isDispatching = true
        while let input = queue.popFirst() {
            application.undoGrouping.eventDispatchWillBegin()
            dispatch(input)
            application.undoGrouping.eventDispatchDidEnd()
        }
        isDispatching = false
    }

    // MARK: Cancelling

    /// Cancels every touch in progress: each view that received one gets `touchesCancelled`.
    func cancelAllTouches() {
        touchTracker.cancelTouches(where: { _ in true }, timestamp: application.clock.now)
    }

    /// Cancels the touches bound to `window` (it is being hidden).
    func cancelTouches(in window: UIWindow) {
        touchTracker.cancelTouches(where: { $0.window === window }, timestamp: application.clock.now)
    }

    /// Cancels every key held down: each responder that received one gets `pressesCancelled`.
    func cancelAllPresses() {
        let presses = Array(activePresses.values)
        guard !presses.isEmpty else { return }
        application.stopKeyRepeat(of: nil)
        activePresses.removeAll()
        for press in presses { press.phase = .cancelled }
        let event = UIPressesEvent(presses: Set(presses), timestamp: application.clock.now, modifierFlags: [])
        application.sendEvent(event)
    }

    // MARK: - Private

    private func dispatch(_ queued: QueuedInput) {
        // The cursor and cancellation are not input the user made: they neither wake the screen
        // nor count as activity.
        switch queued.event {
        case .pointerMoved(let location):
            application.pointerMoved(to: location)
            return
        case .pointerCursorHidden:
            application.hidePointerCursor()
            return
        case .inputCancelled:
            cancelAllTouches()
            cancelAllPresses()
            return
        default:
            break
        }
        // A touch or key that wakes a blanked screen only wakes it.
        guard let event = application.inputAfterScreenWake(queued.event) else { return }
        switch event {
        case .touches(let frame):
            dispatchTouches(frame, timestamp: queued.timestamp)
        case .key(let report):
            guard !application.isIgnoringInteractionEvents else { return }
            dispatchKey(report, timestamp: queued.timestamp)
        case .motion(let subtype):
            application.traceAndSend(UIMotionEvent(subtype: subtype, phase: .began, timestamp: queued.timestamp))
            application.traceAndSend(UIMotionEvent(subtype: subtype, phase: .ended, timestamp: queued.timestamp))
        case .remoteControl(let subtype):
            guard application.isReceivingRemoteControlEvents else { return }
            application.traceAndSend(UIEvent(type: .remoteControl, subtype: subtype, timestamp: queued.timestamp))
        case .hardwareKeyboardRemoved:
            application.inputViewHost.hardwareKeyboardWasRemoved()
        case .pointerMoved, .pointerCursorHidden, .inputCancelled:
            break  // handled above
        }
    }

    private func dispatchTouches(_ frame: TouchFrame, timestamp: TimeInterval) {
        guard !application.isIgnoringInteractionEvents else {
            touchTracker.ignore(frame)
            return
        }
        // A touch anywhere but on the edit menu puts it away (and carries on to its view).
        if let menu = application.menuControllerIfLoaded, menu.isMenuVisible {
            for contact in frame.contacts where contact.change == .down { menu.touchBegan(at: contact.location) }
        }
        guard touchTracker.apply(frame, timestamp: timestamp, application: application) else { return }
        touchTracker.sendFrame { application.traceAndSend($0) }
    }

    /// A key going down starts a `UIPress` that lasts until the same key goes up.
    private func dispatchKey(_ report: KeyReport, timestamp: TimeInterval) {
        switch report.change {
        case .down:
            guard activePresses[report.keyCode] == nil else { return }
            // A key typed on a hardware keyboard: the on-screen keyboard is not needed.
            if report.pressType == .keyboardKey { application.inputViewHost.hardwareKeyboardWasUsed() }
            let key = UIKey(
                keyCode: report.keyCode, characters: report.characters,
                charactersIgnoringModifiers: report.charactersIgnoringModifiers, modifierFlags: report.modifierFlags)
            let press = UIPress(type: report.pressType, key: key, timestamp: timestamp)
            activePresses[report.keyCode] = press
            application.traceAndSend(
                UIPressesEvent(
                    presses: Set(activePresses.values), timestamp: timestamp, modifierFlags: report.modifierFlags))
            // Held keys are stationary in the events of later keys.
            if press.phase == .began { press.phase = .stationary }
            application.startKeyRepeat(for: press)
        case .up:
            guard let press = activePresses.removeValue(forKey: report.keyCode) else { return }
            application.stopKeyRepeat(of: press)
            press.phase = .ended
            press.timestamp = timestamp
            press.force = 0
            application.traceAndSend(
                UIPressesEvent(
                    presses: Set(activePresses.values).union([press]), timestamp: timestamp,
                    modifierFlags: report.modifierFlags))
        }
    }
}
