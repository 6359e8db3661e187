// The application's event queue: raw input in, `UIEvent`s out, first in first out (SPEC.md §1).

extension UIApplication {
    /// Appends raw input to the queue, stamped with the clock's current time unless the backend
    /// gives its own. On a device the queue is dispatched on the next turn of the main loop.
    public func enqueue(_ event: InputEvent, timestamp: TimeInterval? = nil) {
        eventQueue.append(QueuedInput(event: event, timestamp: timestamp ?? clock.now))
        scheduleDispatch()
    }

    /// Dispatches every queued input, oldest first, then commits. Input queued while dispatching is
    /// dispatched in the same call, after what was already queued.
    package func dispatchQueuedEvents() {
        guard !isDispatching else { return }
        isDispatching = true
        while let input = eventQueue.popFirst() {
            UndoManager.eventDispatchWillBegin()
            dispatch(input)
            UndoManager.eventDispatchDidEnd()
        }
        isDispatching = false
        commit()
    }

    /// Number of inputs waiting in the queue.
    package var queuedEventCount: Int { eventQueue.count }

    /// Where `sendEvent(_:)` sends an event.
    func route(_ event: UIEvent) {
        if event.type == .touches {
            var windows: [UIWindow] = []
            for touch in (event as? UITouchesEvent)?.activeTouches ?? Array(event.allTouches ?? []) {
                if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
            }
            for window in windows { window.sendEvent(event) }
            return
        }
        if let window = (firstResponder as? UIView)?.window ?? (firstResponder as? UIViewController)?.viewIfLoaded?.window
            ?? keyWindow
        {
            window.sendEvent(event)
            return
        }
        deliverWithoutWindow(event)
    }

    /// The input devices went away for a while (another VT took the screen): every touch and
    /// key in progress is cancelled, as UIKit does when the system takes over.
    package func cancelInputInProgress() {
        cancelAllTouches()
        cancelAllPresses()
        commit()
    }

    // MARK: - Internal

    /// Cancels every touch in progress: each view that received one gets `touchesCancelled`.
    func cancelAllTouches() {
        if let event = touchTracker.cancelAll(timestamp: clock.now) {
            sendEvent(event)
            touchTracker.finishDelivery()
        }
    }

    /// Cancels every key held down: each responder that received one gets `pressesCancelled`.
    func cancelAllPresses() {
        let presses = Array(activePresses.values)
        guard !presses.isEmpty else { return }
        stopKeyRepeat(of: nil)
        activePresses.removeAll()
        for press in presses { press.phase = .cancelled }
        sendEvent(UIPressesEvent(presses: Set(presses), timestamp: clock.now, modifierFlags: []))
    }

    // MARK: - Private

    private func scheduleDispatch() {
        guard schedulesWork, !isDispatching else { return }
        clock.schedule(after: 0) { [weak self] in self?.dispatchQueuedEvents() }
    }

    /// `sendEvent(_:)`, with the event's trace line first when tracing is on.
    private func send(_ event: UIEvent) {
        if let eventTraceHandler {
            if tracedInputAwaitingFrame == nil { tracedInputAwaitingFrame = event.timestamp }
            eventTraceHandler(EventTrace.line(for: event, firstResponder: firstResponder, numbering: &traceNumbering))
        }
        sendEvent(event)
    }

    private func dispatch(_ queued: QueuedInput) {
        // A touch or key that wakes a blanked screen only wakes it.
        guard let event = inputAfterScreenWake(queued.event) else { return }
        let input = QueuedInput(event: event, timestamp: queued.timestamp)
        switch input.event {
        case .touches(let frame):
            guard !isIgnoringInteractionEvents else {
                touchTracker.ignore(frame)
                return
            }
            // A touch anywhere but on the edit menu puts it away (and carries on to its view).
            if let menu = menuControllerIfLoaded, menu.isMenuVisible {
                for contact in frame.contacts where contact.change == .down { menu.touchBegan(at: contact.location) }
            }
            guard let event = touchTracker.apply(frame, timestamp: input.timestamp, application: self) else { return }
            send(event)
            touchTracker.finishDelivery()
        case .key(let report):
            guard !isIgnoringInteractionEvents else { return }
            dispatchKey(report, timestamp: input.timestamp)
        case .motion(let subtype):
            send(UIMotionEvent(subtype: subtype, phase: .began, timestamp: input.timestamp))
            send(UIMotionEvent(subtype: subtype, phase: .ended, timestamp: input.timestamp))
        case .remoteControl(let subtype):
            guard isReceivingRemoteControlEvents else { return }
            send(UIEvent(type: .remoteControl, subtype: subtype, timestamp: input.timestamp))
        case .hardwareKeyboardRemoved:
            inputViewHost.hardwareKeyboardWasRemoved()
        }
    }

    /// A key going down starts a `UIPress` that lasts until the same key goes up.
    private func dispatchKey(_ report: KeyReport, timestamp: TimeInterval) {
        switch report.change {
        case .down:
            guard activePresses[report.keyCode] == nil else { return }
            // A key typed on a hardware keyboard: the on-screen keyboard is not needed.
            if report.pressType == .keyboardKey { inputViewHost.hardwareKeyboardWasUsed() }
            let key = UIKey(
                keyCode: report.keyCode, characters: report.characters,
                charactersIgnoringModifiers: report.charactersIgnoringModifiers, modifierFlags: report.modifierFlags)
            let press = UIPress(type: report.pressType, key: key, timestamp: timestamp)
            activePresses[report.keyCode] = press
            send(UIPressesEvent(
                presses: Set(activePresses.values), timestamp: timestamp, modifierFlags: report.modifierFlags))
            // Held keys are stationary in the events of later keys.
            if press.phase == .began { press.phase = .stationary }
            startKeyRepeat(for: press)
        case .up:
            guard let press = activePresses.removeValue(forKey: report.keyCode) else { return }
            stopKeyRepeat(of: press)
            press.phase = .ended
            press.timestamp = timestamp
            press.force = 0
            send(UIPressesEvent(
                presses: Set(activePresses.values).union([press]), timestamp: timestamp,
                modifierFlags: report.modifierFlags))
        }
    }

    /// No window: the application is the only responder left.
    private func deliverWithoutWindow(_ event: UIEvent) {
        switch event.type {
        case .motion:
            guard let motion = event as? UIMotionEvent else { return }
            switch motion.phase {
            case .began: motionBegan(motion.subtype, with: motion)
            case .ended: motionEnded(motion.subtype, with: motion)
            case .cancelled: motionCancelled(motion.subtype, with: motion)
            }
        case .remoteControl:
            remoteControlReceived(with: event)
        case .presses:
            guard let presses = event as? UIPressesEvent else { return }
            let began = presses.allPresses.filter { $0.phase == .began }
            let ended = presses.allPresses.filter { $0.phase == .ended }
            if !began.isEmpty { pressesBegan(began, with: presses) }
            if !ended.isEmpty { pressesEnded(ended, with: presses) }
        default:
            break
        }
    }
}

/// One raw input and when it happened.
struct QueuedInput {
    let event: InputEvent
    let timestamp: TimeInterval
}

/// A first-in-first-out queue that reuses its storage: appends at the tail, pops from the head in
/// O(1), and compacts when drained.
struct EventQueue {
    private var storage: [QueuedInput] = []
    private var head = 0

    var count: Int { storage.count - head }

    mutating func append(_ input: QueuedInput) {
        storage.append(input)
    }

    mutating func popFirst() -> QueuedInput? {
        guard head < storage.count else {
            if !storage.isEmpty {
                storage.removeAll(keepingCapacity: true)
                head = 0
            }
            return nil
        }
        defer { head += 1 }
        return storage[head]
    }
}
