/// Turns touchscreen frames into the application's `UITouch` objects, held in its one touch event.
///
/// A new contact is hit-tested (at dispatch time, against the tree as it is then), bound to a view
/// and window for its whole life, and admitted by the `GestureArena`, which decides who receives
/// it; later changes update the same `UITouch`. Contacts that nobody may receive — nothing hit, a
/// finger nobody admits, a finger down while interaction was ignored, a touch the system cancelled
/// while the finger stays down — are remembered as *suppressed* until they lift, so their moves
/// and ends are dropped too.
///
/// This is where every input source's touches become geometry, so it is where non-finite
/// locations stop (a calibration matrix gone wrong, a broken driver or input source): one NaN
/// would otherwise reach a scroll view's offset and stay there. A finger landing at one is
/// suppressed, a move to one is dropped, and a finger lifting at one lifts where it last was.
///
/// Main actor, one per application (see `EventDispatcher`).
@preconcurrency @MainActor
final class TouchTracker {
    /// Two taps count as one multi-tap when the second lands within this many seconds of the
    /// first one lifting, and within `multiTapDistance` points of it.
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 40

    /// The application's one touch event; its `touches` are the touches in progress.
    let event: UITouchesEvent
    private let arena: GestureArena
    /// Changed by single inserts and removals that call out to nothing: not checked for
    /// overlapping access at run time.
    @exclusivity(unchecked) private var suppressedContacts: Set<Int> = []
    /// A plain value read on every landing: not checked for overlapping access at run time.
    @exclusivity(unchecked) private var lastTap: (location: CGPoint, timestamp: TimeInterval, count: Int)?

    init(arena: GestureArena) {
        self.arena = arena
        event = arena.event
    }

    /// Applies one frame to the touches. Returns whether a touch changed, so the event goes out.
    func apply(_ frame: TouchFrame, timestamp: TimeInterval, hitTestingIn sink: some EventDispatchSink) -> Bool {
        var changed = false
        for contact in frame.contacts {
            switch contact.change {
            case .down:
                changed = begin(contact, timestamp: timestamp, hitTestingIn: sink) || changed
            case .move:
                changed = move(contact, timestamp: timestamp) || changed
            case .up, .cancel:
                changed = end(contact, timestamp: timestamp) || changed
            }
        }
        if changed { event.timestamp = timestamp }
        return changed
    }

    /// Remembers the frame's new contacts as suppressed (interaction is being ignored), and forgets
    /// the ones that lift.
    func ignore(_ frame: TouchFrame) {
        for contact in frame.contacts {
            switch contact.change {
            case .down: if touch(forContact: contact.id) == nil { suppressedContacts.insert(contact.id) }
            case .move: break
            case .up, .cancel: suppressedContacts.remove(contact.id)
            }
        }
    }

    /// Sends the applied frame's event with `send` (through the application to the windows of its
    /// touches), then ends the frame: the arena settles, moving touches become stationary, and
    /// lifted ones nobody holds are forgotten — also any a `sendEvent(_:)` override kept from its
    /// window.
    func sendFrame(with send: (UIEvent) -> Void) {
        arena.beginFrame()
        send(event)
        arena.endFrame()
        for touch in event.touches where touch.phase == .began || touch.phase == .moved {
            touch.phase = .stationary
        }
        event.touches.removeEvery { !$0.isFingerDown && !$0.delivery.view.isHeld }
    }

    /// Cancels the touches in progress that `shouldCancel` picks (those of a window being hidden,
    /// or all of them): each view that saw one begin, and each recognizer tracking one, is told
    /// at once, with the touch in the cancelled phase. Their fingers are ignored until they lift.
    /// A touch already ended, and told so, is left alone.
    func cancelTouches(where shouldCancel: (UITouch) -> Bool, timestamp: TimeInterval) {
        var cancelled: [UITouch] = []
        for touch in event.touches where shouldCancel(touch) && (touch.isFingerDown || !touch.delivery.isComplete) {
            if touch.isFingerDown {
                touch.isFingerDown = false
                suppressedContacts.insert(touch.finger)
            }
            touch.phase = .cancelled
            touch.timestamp = timestamp
            cancelled.append(touch)
        }
        guard !cancelled.isEmpty else { return }
        event.timestamp = timestamp
        arena.deliver(cancelled)
    }

    // MARK: - Private

    /// The touch the finger `contact` drives, if it is down and delivered.
    private func touch(forContact contact: Int) -> UITouch? {
        event.touches.lastOne { $0.finger == contact && $0.isFingerDown }
    }

    private func begin(_ contact: TouchContact, timestamp: TimeInterval, hitTestingIn sink: some EventDispatchSink)
        -> Bool
    {
        if touch(forContact: contact.id) != nil { return move(contact, timestamp: timestamp) }
        suppressedContacts.remove(contact.id)
        guard contact.location.isFinite, let (window, view) = hitTest(contact.location, in: sink)
        else {
            suppressedContacts.insert(contact.id)
            return false
        }
        let windowLocation = window.convertFromSuperview(contact.location)
        let touch = UITouch(
            finger: contact.id, type: contact.type, windowLocation: windowLocation, timestamp: timestamp,
            majorRadius: radius(of: contact))
        touch.view = view
        touch.window = window
        touch.gestureRecognizers = view.recognizersReceivingTouches
        touch.tapCount = tapCount(at: contact.location, timestamp: timestamp)
        guard arena.admit(touch) else {
            suppressedContacts.insert(contact.id)
            return false
        }
        event.touches.append(touch)
        return true
    }

    private func move(_ contact: TouchContact, timestamp: TimeInterval) -> Bool {
        guard contact.location.isFinite, let touch = touch(forContact: contact.id), let window = touch.window else {
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
        guard let touch = touch(forContact: contact.id), let window = touch.window else { return false }
        touch.previousWindowLocation = touch.windowLocation
        touch.timestamp = timestamp
        touch.phase = contact.change == .cancel ? .cancelled : .ended
        touch.isFingerDown = false
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

    /// The contact's radius; 0 when the source reported no usable number.
    private func radius(of contact: TouchContact) -> CGFloat {
        contact.majorRadius.isFinite ? max(0, contact.majorRadius) : 0
    }

    /// The topmost visible window whose hit-test answers, and the view it answers with.
    private func hitTest(_ screenPoint: CGPoint, in sink: some EventDispatchSink) -> (UIWindow, UIView)? {
        for window in sink.windowsFrontToBack {
            if let view = window.hitTest(window.convertFromSuperview(screenPoint), with: event) {
                return (window, view)
            }
        }
        return nil
    }

    private func tapCount(at location: CGPoint, timestamp: TimeInterval) -> Int {
        guard let lastTap, timestamp - lastTap.timestamp <= TouchTracker.multiTapInterval,
            lastTap.location.distance(to: location) <= TouchTracker.multiTapDistance
        else { return 1 }
        return lastTap.count + 1
    }
}
