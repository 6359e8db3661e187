// The application's event queue: raw input in, `UIEvent`s out, first in first out (BEHAVIOUR.md §1).
// The queue and the machinery behind it are the `EventDispatcher`'s; the application forwards.

extension UIApplication {
    /// Appends raw input to the queue, stamped with the clock's current time unless the backend
    /// gives its own. On a device the queue is dispatched on the next turn of the main loop.
    /// A recorder, when one is installed (`inputRecorder`), sees the input here: every input from
    /// outside the framework enters the application through this one door.
    public func enqueue(_ event: InputEvent, timestamp: TimeInterval? = nil) {
        let timestamp = timestamp ?? clock.now
        inputRecorder?(event, timestamp)
        eventDispatcher.enqueue(QueuedInput(event: event, timestamp: timestamp))
    }

    /// Dispatches every queued input, oldest first, then commits. Input queued while dispatching is
    /// dispatched in the same call, after what was already queued.
    package func dispatchQueuedEvents() {
        guard !isDispatching else { return }
        eventDispatcher.dispatchAll()
        commit()
    }

    /// Number of inputs waiting in the queue.
    package var queuedEventCount: Int { eventDispatcher.queuedCount }

    /// Where `sendEvent(_:)` sends an event.
    func route(_ event: UIEvent) {
        if event.type == .touches {
            // Each window with a touch, in the order of their touches. Nearly always there is
            // one: it needs no array (this runs for every touch event).
            var firstWindow: UIWindow?
            var otherWindows: [UIWindow] = []
            for touch in (event as? UITouchesEvent)?.touches ?? Array(event.allTouches ?? []) {
                guard let window = touch.window else { continue }
                if firstWindow == nil {
                    firstWindow = window
                } else if window !== firstWindow, !otherWindows.containsAny({ $0 === window }) {
                    otherWindows.append(window)
                }
            }
            firstWindow?.sendEvent(event)
            for window in otherWindows { window.sendEvent(event) }
            return
        }
        if let window = (firstResponder as? UIView)?.window
            ?? (firstResponder as? UIViewController)?.viewIfLoaded?.window ?? keyWindow
        {
            window.sendEvent(event)
            return
        }
        deliverWithoutWindow(event)
    }

    // MARK: - Internal

    /// Whether queued input is being dispatched now.
    var isDispatching: Bool { eventDispatcher.isDispatching }

    /// The application's gesture arena: every touch is admitted and delivered there.
    var gestureArena: GestureArena { eventDispatcher.gestureArena }

    /// Cancels every touch in progress: each view that received one gets `touchesCancelled`.
    func cancelAllTouches() {
        eventDispatcher.cancelAllTouches()
    }

    /// Cancels every key held down: each responder that received one gets `pressesCancelled`.
    func cancelAllPresses() {
        eventDispatcher.cancelAllPresses()
    }

    /// `sendEvent(_:)`, with the event's trace line first when tracing is on.
    func traceAndSend(_ event: UIEvent) {
        if let eventTraceHandler {
            if tracedInputAwaitingFrame == nil { tracedInputAwaitingFrame = event.timestamp }
            eventTraceHandler(EventTrace.line(for: event, firstResponder: firstResponder, numbering: &traceNumbering))
        }
        sendEvent(event)
    }

    // MARK: - Private

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
