// The application as its event dispatcher's sink: what each request and notice means here.

extension UIApplication: EventDispatchSink {
    func scheduleDispatchTurn() {
        // The dispatcher lives as long as its application: reached through the application's
        // link, not `[weak self]` (a weak reference would put every retain and release of the
        // object on the runtime's slow path; see `WeakLink`).
        let link = WeakLink(self)
        clock.schedule(after: 0) {
            guard let application = link.object else { return }
            application.eventDispatcher.dispatchTurnBegins()
            application.dispatchQueuedEvents()
        }
    }

    func screenReaderTakes(_ frame: TouchFrame, timestamp: TimeInterval) -> Bool {
        screenReaderIfLoaded?.takeTouches(frame, timestamp: timestamp) ?? false
    }

    func screenReaderTakes(_ report: KeyReport) -> Bool {
        // The shortcut is the system's, as iOS's triple click is: it reaches no responder, so a
        // text field being edited does not type it, and it works whether the reader is on or off.
        if report.change == .down, report.pressType == .keyboardKey,
            focusConfiguration.screenReaderShortcut?.matches(
                keyCode: report.keyCode, modifierFlags: report.modifierFlags) == true
        {
            screenReader.isEnabled.toggle()
            return true
        }
        return screenReaderIfLoaded?.takeKey(report) ?? false
    }

    func send(_ event: UIEvent, traced: Bool) {
        if traced { traceAndSend(event) } else { sendEvent(event) }
    }

    func eventDispatcher(did notice: InputNotice) {
        switch notice {
        case .willDispatchInput: undoGrouping.eventDispatchWillBegin()
        case .didDispatchInput:
            undoGrouping.eventDispatchDidEnd()
            stateRestoration?.inputWasDispatched()
        case .pointerMoved(let location): pointerMoved(to: location)
        case .pointerCursorHidden: hidePointerCursor()
        case .touchWentDown(let location):
            focusTouchWentDown()
            // A touch anywhere but on the edit menu puts it away (and carries on to its view).
            if let menu = menuControllerIfLoaded, menu.isMenuVisible { menu.touchBegan(at: location) }
        case .hardwareKeyboardUsed: inputViewHost.hardwareKeyboardWasUsed()
        case .hardwareKeyboardRemoved: inputViewHost.hardwareKeyboardWasRemoved()
        case .keyWentDown(let press): startKeyRepeat(for: press)
        case .keyWentUp(let press): stopKeyRepeat(of: press)
        }
    }
}
