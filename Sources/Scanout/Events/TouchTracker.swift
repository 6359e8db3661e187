/// Turns touchscreen frames into the application's `UITouch` objects and its one touch event.
///
/// It owns the fingers currently down: a new contact is hit-tested (at dispatch time, against the
/// tree as it is then) and bound to a view and window for its whole life; later changes update the
/// same `UITouch`. Contacts that no view may receive — nothing hit, a second finger on a view
/// without multi-touch, an exclusive-touch conflict, a finger down while interaction was ignored —
/// are remembered as *suppressed* until they lift, so their moves and ends are dropped too.
///
/// This is where every input source's touches become geometry, so it is where non-finite
/// locations stop (a calibration matrix gone wrong, a broken driver or input source): one NaN
/// would otherwise reach a scroll view's offset and stay there. A finger landing at one is
/// suppressed, a move to one is dropped, and a finger lifting at one lifts where it last was.
///
/// Main actor, one per application.
@MainActor
final class TouchTracker {
    /// Two taps count as one multi-tap when the second lands within this many seconds of the
    /// first one lifting, and within `multiTapDistance` points of it.
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 40

    private let event = UITouchesEvent()
    private var touchesByContact: [Int: UITouch] = [:]
    private var suppressedContacts: Set<Int> = []
    private var lastTap: (location: CGPoint, timestamp: TimeInterval, count: Int)?

    /// The number of fingers being tracked (delivered ones only).
    var activeTouchCount: Int { touchesByContact.count }

    /// Applies one frame. Returns the touch event to send, or nil when no delivered touch changed.
    func apply(_ frame: TouchFrame, timestamp: TimeInterval, application: UIApplication) -> UIEvent? {
        var changed = false
        for contact in frame.contacts {
            switch contact.change {
            case .down:
                changed = begin(contact, timestamp: timestamp, application: application) || changed
            case .move:
                changed = move(contact, timestamp: timestamp) || changed
            case .up, .cancel:
                changed = end(contact, timestamp: timestamp) || changed
            }
        }
        guard changed else { return nil }
        event.timestamp = timestamp
        return event
    }

    /// Remembers the frame's new contacts as suppressed (interaction is being ignored), and forgets
    /// the ones that lift.
    func ignore(_ frame: TouchFrame) {
        for contact in frame.contacts {
            switch contact.change {
            case .down: if touchesByContact[contact.id] == nil { suppressedContacts.insert(contact.id) }
            case .move: break
            case .up, .cancel: suppressedContacts.remove(contact.id)
            }
        }
    }

    /// Ends the delivery of a frame: lifted touches are released, the others become stationary.
    func finishDelivery() {
        event.activeTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        touchesByContact = touchesByContact.filter { $0.value.phase != .ended && $0.value.phase != .cancelled }
        for touch in event.activeTouches where touch.phase == .began || touch.phase == .moved {
            touch.phase = .stationary
        }
        if touchesByContact.isEmpty {
            event.activeTouches.removeAll()
        }
    }

    /// Marks every touch cancelled; the fingers stay suppressed until they lift. Returns the event
    /// to send, or nil when no touch was in progress.
    func cancelAll(timestamp: TimeInterval) -> UIEvent? {
        cancel(where: { _ in true }, timestamp: timestamp)
    }

    /// Cancels and delivers the touches bound to `window` (it is being hidden).
    func cancelTouches(in window: UIWindow, application: UIApplication) {
        guard let event = cancel(where: { $0.window === window }, timestamp: application.clock.now) else { return }
        application.sendEvent(event)
        finishDelivery()
    }

    // MARK: - Private

    private func begin(_ contact: TouchContact, timestamp: TimeInterval, application: UIApplication) -> Bool {
        if touchesByContact[contact.id] != nil { return move(contact, timestamp: timestamp) }
        suppressedContacts.remove(contact.id)
        guard contact.location.isFinite, let (window, view) = hitTest(contact.location, application: application)
        else {
            suppressedContacts.insert(contact.id)
            return false
        }
        // A finger the view may not have (multi-touch, exclusive touch) still reaches the
        // recognizers above it: a pinch works on a view that is not multi-touch enabled.
        let admitted = admits(view)
        let recognizers = view.recognizersReceivingTouches
        guard admitted || recognizers != nil else {
            suppressedContacts.insert(contact.id)
            return false
        }
        let windowLocation = window.convertFromSuperview(contact.location)
        let touch = UITouch(
            finger: contact.id, type: contact.type, windowLocation: windowLocation, timestamp: timestamp,
            majorRadius: radius(of: contact))
        touch.view = view
        touch.window = window
        touch.gestureRecognizers = recognizers
        touch.isDeliveredToView = admitted
        touch.tapCount = tapCount(at: contact.location, timestamp: timestamp)
        touchesByContact[contact.id] = touch
        event.activeTouches.append(touch)
        return true
    }

    private func move(_ contact: TouchContact, timestamp: TimeInterval) -> Bool {
        guard contact.location.isFinite, let touch = touchesByContact[contact.id], let window = touch.window else {
            return false
        }
        let windowLocation = window.convertFromSuperview(contact.location)
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = windowLocation
        touch.timestamp = timestamp
        touch.majorRadius = radius(of: contact)
        if touch.phase != .began { touch.phase = .moved }
        return true
    }

    private func end(_ contact: TouchContact, timestamp: TimeInterval) -> Bool {
        if suppressedContacts.remove(contact.id) != nil { return false }
        guard let touch = touchesByContact[contact.id], let window = touch.window else { return false }
        touch.previousWindowLocation = touch.windowLocation
        touch.timestamp = timestamp
        touch.phase = contact.change == .cancel ? .cancelled : .ended
        guard contact.location.isFinite else {
            // Lifts where it last was; where that is on screen is unknown here, so the next tap
            // starts a new count.
            lastTap = nil
            return true
        }
        touch.windowLocation = window.convertFromSuperview(contact.location)
        if touch.phase == .ended {
            lastTap = (contact.location, timestamp, touch.tapCount)
        }
        return true
    }

    private func cancel(where shouldCancel: (UITouch) -> Bool, timestamp: TimeInterval) -> UIEvent? {
        let cancelled = touchesByContact.filter { shouldCancel($0.value) }
        guard !cancelled.isEmpty else { return nil }
        for (contact, touch) in cancelled {
            touch.phase = .cancelled
            touch.timestamp = timestamp
            suppressedContacts.insert(contact)
        }
        event.timestamp = timestamp
        return event
    }

    /// The contact's radius; 0 when the source reported no usable number.
    private func radius(of contact: TouchContact) -> CGFloat {
        contact.majorRadius.isFinite ? max(0, contact.majorRadius) : 0
    }

    /// The topmost visible window whose hit-test answers, and the view it answers with.
    private func hitTest(_ screenPoint: CGPoint, application: UIApplication) -> (UIWindow, UIView)? {
        for window in application.windowsFrontToBack {
            if let view = window.hitTest(window.convertFromSuperview(screenPoint), with: event) {
                return (window, view)
            }
        }
        return nil
    }

    /// Multi-touch and exclusive-touch rules for a new touch landing in `view`.
    private func admits(_ view: UIView) -> Bool {
        let others = touchesByContact.values.filter(\.isDeliveredToView)
        if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view }) { return false }
        if view.isExclusiveTouch, others.contains(where: { $0.view !== view }) { return false }
        if others.contains(where: { $0.view !== view && $0.view?.isExclusiveTouch == true }) { return false }
        return true
    }

    private func tapCount(at location: CGPoint, timestamp: TimeInterval) -> Int {
        guard let lastTap, timestamp - lastTap.timestamp <= TouchTracker.multiTapInterval,
            lastTap.location.distance(to: location) <= TouchTracker.multiTapDistance
        else { return 1 }
        return lastTap.count + 1
    }
}
