/// Turns the application's queued raw input into `UIEvent`s and sends them (BEHAVIOUR.md §1): the
/// first-in-first-out queue, the touches in progress (`TouchTracker`, each touch admitted and
/// delivered by the `GestureArena`) and the keys held down.
///
/// Input is dispatched in turns of the main loop. Enqueueing asks the clock for a turn only when
/// none is pending, and none while dispatching (the running turn takes input queued meanwhile),
/// so a burst of input costs one turn. Each touch frame is one event, sent through
/// `UIApplication.sendEvent(_:)` to the windows of its touches.
///
/// It sees its application only as an `EventDispatchSink`: clock, wake filter, windows, sending,
/// and notices of what else input meant. Generic over the sink rather than holding `any
/// EventDispatchSink`: the application is the only sink, and the specialized dispatcher calls it
/// directly (through an existential, each touch event paid about 400 instructions more). Main
/// actor; one per application, which forwards its queue API here.
@preconcurrency @MainActor
final class EventDispatcher<Sink: EventDispatchSink> {
    let gestureArena: GestureArena
    let touchTracker: TouchTracker
    /// The keys held down, by key code.
    var activePresses: [UIKeyboardHIDUsage: UIPress] = [:]
    /// Keys held down whose press the screen reader took.
    private var keysTakenByScreenReader: Set<UIKeyboardHIDUsage> = []
    // Not checked for overlapping access at run time (`@exclusivity(unchecked)`): read and
    // written on every event, by statements that call out to nothing while they change it.
    @exclusivity(unchecked) private(set) var isDispatching = false
    @exclusivity(unchecked) private var queue = EventQueue()
    /// A turn is scheduled on the clock and has not run yet.
    @exclusivity(unchecked) private var isTurnScheduled = false
    /// The owner, which outlives it.
    private unowned let sink: Sink

    init(sink: Sink) {
        self.sink = sink
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
        sink.scheduleDispatchTurn()
    }

    /// The turn `enqueue` asked for has come: input queued from now on asks for another.
    func dispatchTurnBegins() {
        isTurnScheduled = false
    }

    /// Dispatches every queued input, oldest first, with input queued meanwhile. Does nothing
    /// when called from inside a dispatch (the running one takes what is queued).
    func dispatchAll() {
        guard !isDispatching else { return }
        isDispatching = true
        while let input = queue.popFirst() {
            sink.eventDispatcher(did: .willDispatchInput)
            dispatch(input)
            sink.eventDispatcher(did: .didDispatchInput)
        }
        isDispatching = false
    }

    // MARK: Cancelling

    /// Cancels every touch in progress: each view that received one gets `touchesCancelled`.
    func cancelAllTouches() {
        touchTracker.cancelTouches(where: { _ in true }, timestamp: sink.clock.now)
    }

    /// Cancels the touches bound to `window` (it is being hidden).
    func cancelTouches(in window: UIWindow) {
        touchTracker.cancelTouches(where: { $0.window === window }, timestamp: sink.clock.now)
    }

    /// Cancels every key held down: each responder that received one gets `pressesCancelled`.
    func cancelAllPresses() {
        let presses = Array(activePresses.values)
        guard !presses.isEmpty else { return }
        sink.eventDispatcher(did: .keyWentUp(nil))
        activePresses.removeAll()
        for press in presses { press.phase = .cancelled }
        let event = UIPressesEvent(presses: Set(presses), timestamp: sink.clock.now, modifierFlags: [])
        sink.send(event, traced: false)
    }

    // MARK: - Private

    private func dispatch(_ queued: QueuedInput) {
        // The cursor and cancellation are not input the user made: they neither wake the screen
        // nor count as activity.
        switch queued.event {
        case .pointerMoved(let location):
            sink.eventDispatcher(did: .pointerMoved(to: location))
            return
        case .pointerCursorHidden:
            sink.eventDispatcher(did: .pointerCursorHidden)
            return
        case .inputCancelled:
            cancelAllTouches()
            cancelAllPresses()
            return
        default:
            break
        }
        // A touch or key that wakes a blanked screen only wakes it.
        guard let event = sink.inputAfterScreenWake(queued.event) else { return }
        switch event {
        case .touches(let frame):
            // While the screen reader is on, fingers speak to it; its own taps go to the views.
            if !queued.isFromAssistiveTechnology, sink.screenReaderTakes(frame, timestamp: queued.timestamp) { return }
            dispatchTouches(frame, timestamp: queued.timestamp)
        case .key(let report):
            guard !sink.isIgnoringInteractionEvents else { return }
            dispatchKey(report, timestamp: queued.timestamp)
        case .motion(let subtype):
            sink.send(UIMotionEvent(subtype: subtype, phase: .began, timestamp: queued.timestamp), traced: true)
            sink.send(UIMotionEvent(subtype: subtype, phase: .ended, timestamp: queued.timestamp), traced: true)
        case .remoteControl(let subtype):
            guard sink.isReceivingRemoteControlEvents else { return }
            sink.send(UIEvent(type: .remoteControl, subtype: subtype, timestamp: queued.timestamp), traced: true)
        case .hardwareKeyboardRemoved:
            sink.eventDispatcher(did: .hardwareKeyboardRemoved)
        case .pointerMoved, .pointerCursorHidden, .inputCancelled:
            break  // handled above
        }
    }

    private func dispatchTouches(_ frame: TouchFrame, timestamp: TimeInterval) {
        guard !sink.isIgnoringInteractionEvents else {
            touchTracker.ignore(frame)
            return
        }
        for contact in frame.contacts where contact.change == .down {
            sink.eventDispatcher(did: .touchWentDown(at: contact.location))
        }
        guard touchTracker.apply(frame, timestamp: timestamp, hitTestingIn: sink) else { return }
        touchTracker.sendFrame { sink.send($0, traced: true) }
    }

    /// A key going down starts a `UIPress` that lasts until the same key goes up.
    private func dispatchKey(_ report: KeyReport, timestamp: TimeInterval) {
        switch report.change {
        case .down:
            guard activePresses[report.keyCode] == nil else { return }
            // The screen reader's keys (Tab, arrows, Return, Escape while it is on) are its own:
            // the press, and the release that ends it, reach no responder.
            if sink.screenReaderTakes(report) {
                keysTakenByScreenReader.insert(report.keyCode)
                return
            }
            // A key typed on a hardware keyboard: the on-screen keyboard is not needed.
            if report.pressType == .keyboardKey { sink.eventDispatcher(did: .hardwareKeyboardUsed) }
            let key = UIKey(
                keyCode: report.keyCode, characters: report.characters,
                charactersIgnoringModifiers: report.charactersIgnoringModifiers, modifierFlags: report.modifierFlags)
            let press = UIPress(type: report.pressType, key: key, timestamp: timestamp)
            activePresses[report.keyCode] = press
            sink.send(
                UIPressesEvent(
                    presses: Set(activePresses.values), timestamp: timestamp, modifierFlags: report.modifierFlags),
                traced: true)
            // Held keys are stationary in the events of later keys.
            if press.phase == .began { press.phase = .stationary }
            sink.eventDispatcher(did: .keyWentDown(press))
        case .up:
            if keysTakenByScreenReader.remove(report.keyCode) != nil { return }
            guard let press = activePresses.removeValue(forKey: report.keyCode) else { return }
            sink.eventDispatcher(did: .keyWentUp(press))
            press.phase = .ended
            press.timestamp = timestamp
            press.force = 0
            sink.send(
                UIPressesEvent(
                    presses: Set(activePresses.values).union([press]), timestamp: timestamp,
                    modifierFlags: report.modifierFlags),
                traced: true)
        }
    }
}
