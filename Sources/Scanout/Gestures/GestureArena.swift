/// Decides who gets each touch and delivers it: the one path every touch takes. It admits a new
/// touch (to its view, and to the recognizers of that view and its superviews), hands each change
/// to the recognizers first, and then to the view — at once, later (`delaysTouchesBegan`,
/// `delaysTouchesEnded`), or as a cancellation (`cancelsTouchesInView`). A touch without
/// recognizers goes straight to its view.
///
/// What each touch's view and recognizers were told lives on the touch (`TouchDelivery`), and
/// every delivery is decided from it at the moment of sending, so a delivery nested in another
/// (an action that hides a window, or ignores interaction, while a frame is being delivered) tells
/// each party what is still due and nothing twice. Every touch that began at a view ends there
/// exactly once.
///
/// The recognizers' state rules are in GestureArena+Recognition.swift. Main actor; one per
/// application.
@preconcurrency @MainActor
final class GestureArena {
    /// The application's one touch event; its `touches` are the touches in progress.
    let event = UITouchesEvent()
    /// The recognizers in a touch sequence now: they received touches and have not reset.
    /// Read at every settle; changed by statements that call out only to recognizers' resets,
    /// which do not reach the arena: not checked for overlapping access at run time.
    @exclusivity(unchecked) private(set) var participants: [UIGestureRecognizer] = []
    // The two flags below are plain values read and written on every event: not checked for
    // overlapping access at run time (see `UIView.storedCenter`).
    /// Above zero while a delivery is under way: settling waits for its end.
    @exclusivity(unchecked) private var depth = 0
    /// True while a frame's event is out to its windows: settling waits for the frame's end, so
    /// a window delivered later in the frame finds its touches as the frame left them.
    @exclusivity(unchecked) private(set) var isDeliveringFrame = false

    // MARK: Admission and delivery

    /// A finger landed on `touch.view`: picks the recognizers that receive it (enabled, not done,
    /// their delegates agreeing) and whether the view may have it. Returns false when nobody
    /// receives it. A finger the view may not have (multi-touch, exclusive touch) still reaches
    /// the recognizers: a pinch works on a view that is not multi-touch enabled.
    func admit(_ touch: UITouch) -> Bool {
        let toView = touch.view.map(mayReceiveAnotherTouch) ?? false
        let recognizers = (touch.gestureRecognizers ?? []).selecting { recognizer in
            recognizer.isEnabled && !recognizer.storedState.isFinished
                && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true)
        }
        guard toView || !recognizers.isEmpty else { return false }
        touch.gestureRecognizers = recognizers.isEmpty ? nil : recognizers
        for recognizer in recognizers where !participants.containsAny({ $0 === recognizer }) {
            participants.append(recognizer)
        }
        if !toView {
            touch.delivery = TouchDelivery(view: .excluded)
        } else if recognizers.containsAny({ $0.cancelsTouchesInView && $0.storedState.isRecognizing }) {
            // A finger joining a gesture already recognized is that gesture's: as in UIKit, its
            // view never hears of it (a row touched while the table scrolls is not pressed).
            touch.delivery = TouchDelivery(view: .cancelled)
        } else {
            touch.delivery = TouchDelivery(view: isHolding(touch, end: false) ? .beginHeld : .pending)
        }
        return true
    }

    /// Tells what changed in `touches` (one window's touches in a frame, or touches just
    /// cancelled): their recognizers first, then their views as the recognizers allow.
    func deliver(_ touches: [UITouch]) {
        depth += 1
        deliverToRecognizers(touches)
        deliverToViews(touches)
        depth -= 1
        settleIfIdle()
    }

    /// A frame's event goes out to its windows.
    func beginFrame() {
        isDeliveringFrame = true
    }

    /// The frame's event reached its windows: what the frame left to settle is settled.
    func endFrame() {
        isDeliveringFrame = false
        settleIfIdle()
    }

    /// Touches no recognizer holds any longer reach their views. Called when a recognizer stops
    /// delaying (a scroll view's content delay passed); does nothing during a delivery, whose end
    /// does it.
    func releaseHeldTouches() {
        settleIfIdle()
    }

    // MARK: - Internal (for GestureArena+Recognition.swift)

    /// The touches `recognizer` receives, down or still held back from their views.
    func touches(of recognizer: UIGestureRecognizer) -> [UITouch] {
        event.touches.selecting { touch in touch.gestureRecognizers?.containsAny({ $0 === recognizer }) ?? false }
    }

    /// A recognizer with `cancelsTouchesInView` recognized: the views of its touches are told the
    /// touches were cancelled (with the touches in the cancelled phase for the call; the fingers
    /// go on for the recognizers); touches they were not yet told of never reach them.
    func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        var told: [UITouch] = []
        for touch in touches(of: recognizer) {
            switch touch.delivery.view {
            case .began, .endHeld: told.append(touch)
            case .pending, .beginHeld: touch.delivery.view = .cancelled
            case .excluded, .ended, .cancelled: break
            }
        }
        for view in views(of: told) {
            let due = told.selecting { $0.view === view && $0.delivery.view.isOpen }
            let saved = due.map { (touch: $0, phase: $0.phase, isFingerDown: $0.isFingerDown) }
            for touch in due { touch.phase = .cancelled }
            send(due, .cancelled, to: view, marking: .cancelled)
            // Unless the system cancelled the touch meanwhile, its finger still moves it.
            for entry in saved where entry.touch.isFingerDown == entry.isFingerDown { entry.touch.phase = entry.phase }
        }
    }

    /// Settles unless a delivery or a frame is under way (its end settles).
    func settleIfIdle() {
        guard depth == 0, !isDeliveringFrame else { return }
        settle()
    }

    // MARK: - Private

    /// Whether a still-possible recognizer of `touch` delays its beginning (or its end).
    private func isHolding(_ touch: UITouch, end: Bool) -> Bool {
        (touch.gestureRecognizers ?? []).containsAny { recognizer in
            recognizer.storedState == .possible && (end ? recognizer.delaysTouchesEnded : recognizer.delaysTouchesBegan)
        }
    }

    /// Multi-touch and exclusive-touch rules for a new touch landing in `view`.
    private func mayReceiveAnotherTouch(_ view: UIView) -> Bool {
        let others = event.touches.selecting { $0.isFingerDown && $0.delivery.view != .excluded }
        if !view.isMultipleTouchEnabled, others.containsAny({ $0.view === view }) { return false }
        if view.isExclusiveTouch, others.containsAny({ $0.view !== view }) { return false }
        if others.containsAny({ $0.view !== view && $0.view?.isExclusiveTouch == true }) { return false }
        return true
    }

    /// Phase by phase, each recognizer gets its touches in one call. A touch's stage says which
    /// phase is due; a recognizer gets a touch's later phases only while it tracks the touch, so
    /// one that a nested cancellation already told hears nothing more.
    private func deliverToRecognizers(_ touches: [UITouch]) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var byRecognizer: [(recognizer: UIGestureRecognizer, touches: [UITouch])] = []
            for touch in touches where advanceRecognizerStage(of: touch, for: phase) {
                for recognizer in touch.gestureRecognizers ?? [] where !recognizer.storedState.isFinished {
                    var index = 0
                    while index < byRecognizer.count && byRecognizer[index].recognizer !== recognizer { index += 1 }
                    if index < byRecognizer.count {
                        byRecognizer[index].touches.append(touch)
                    } else {
                        byRecognizer.append((recognizer, [touch]))
                    }
                }
            }
            for (recognizer, recognizerTouches) in byRecognizer where !recognizer.storedState.isFinished {
                let due = recognizerTouches.selecting { touch in
                    let tracked = recognizer.trackedTouches.contains(touch)
                    return phase == .began ? !tracked && touch.phase != .cancelled : tracked
                }
                recognizer.receive(due, phase: phase, event: event)
            }
        }
        // A recognizer that finished still tracks the lifted touches it was not told of; it
        // stops (one still possible may wait on, as a double tap waits for its second tap).
        for recognizer in participants {
            recognizer.trackedTouches.removeEvery { !$0.isFingerDown && $0.delivery.recognizers == .ended }
        }
    }

    /// Whether `phase` is due to `touch`'s recognizers; advances the stage when it is. A touch
    /// that landed and lifted in one frame gets its beginning, then its end.
    private func advanceRecognizerStage(of touch: UITouch, for phase: UITouch.Phase) -> Bool {
        switch (phase, touch.delivery.recognizers) {
        case (.began, .untold):
            // Cancelled before they heard of it: they never will.
            touch.delivery.recognizers = touch.phase == .cancelled ? .ended : .began
            return touch.phase != .cancelled
        case (.moved, .began):
            return touch.phase == .moved
        case (.ended, .began), (.cancelled, .began):
            guard touch.phase == phase else { return false }
            touch.delivery.recognizers = .ended
            return true
        default:
            return false
        }
    }

    /// Each view, in the order its fingers landed, gets its touches grouped by phase: began,
    /// moved, ended, cancelled. What is due is decided just before each call, from the touches'
    /// delivery state as the calls before it left it.
    private func deliverToViews(_ touches: [UITouch]) {
        // Usually every touch is in one view (one finger, or fingers on one control).
        if let view = touches.first?.view, !touches.containsAny({ $0.view !== view }) {
            deliver(touches, to: view)
            return
        }
        for view in views(of: touches) { deliver(touches.selecting { $0.view === view }, to: view) }
    }

    /// Tells `view` of its own touches, phase by phase.
    private func deliver(_ own: [UITouch], to view: UIView) {
        // Also a touch that landed and lifted in this frame: its beginning, then its end.
        let beginning = own.selecting { $0.delivery.view == .pending && $0.phase != .cancelled }
        send(beginning, .began, to: view, marking: .began)
        send(own.selecting { $0.delivery.view == .began && $0.phase == .moved }, .moved, to: view)
        let ending = own.selecting { $0.delivery.view == .began && $0.phase == .ended }
        for touch in ending where isHolding(touch, end: true) { touch.delivery.view = .endHeld }
        send(ending.selecting { $0.delivery.view == .began }, .ended, to: view, marking: .ended)
        // A cancelled touch the view never heard of never reaches it.
        let cancelling = own.selecting { $0.phase == .cancelled }
        for touch in cancelling where touch.delivery.view == .pending || touch.delivery.view == .beginHeld {
            touch.delivery.view = .cancelled
        }
        send(cancelling.selecting { $0.delivery.view.isOpen }, .cancelled, to: view, marking: .cancelled)
    }

    /// A held beginning goes out once no recognizer delays it, and a held end once none delays
    /// that (a finger that lifted while its beginning was held gets both). Returns whether
    /// anything went out.
    private func releaseHeld() -> Bool {
        var released = false
        for touch in event.touches {
            guard let view = touch.view else { continue }
            if touch.delivery.view == .beginHeld, !isHolding(touch, end: false) {
                released = true
                send([touch], .began, to: view, marking: .began)
                if touch.phase == .ended, touch.delivery.view == .began { touch.delivery.view = .endHeld }
            }
            if touch.delivery.view == .endHeld, !isHolding(touch, end: true) {
                released = true
                send([touch], .ended, to: view, marking: .ended)
            }
        }
        return released
    }

    /// Marks `touches` as told (before the call, so a delivery nested in it knows), then tells
    /// `view`.
    private func send(
        _ touches: [UITouch], _ phase: UITouch.Phase, to view: UIView, marking state: TouchDelivery.View? = nil
    ) {
        guard !touches.isEmpty else { return }
        if let state { for touch in touches { touch.delivery.view = state } }
        let set = Set(touches)
        depth += 1
        defer { depth -= 1 }
        switch phase {
        case .began: view.touchesBegan(set, with: event)
        case .moved: view.touchesMoved(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        case .cancelled: view.touchesCancelled(set, with: event)
        default: break
        }
    }

    /// The views of `touches`, in the order their fingers landed.
    private func views(of touches: [UITouch]) -> [UIView] {
        var views: [UIView] = []
        for touch in touches {
            if let view = touch.view, !views.containsAny({ $0 === view }) { views.append(view) }
        }
        return views
    }

    /// After each delivery, frame or timer: release what is no longer held, reset the recognizers
    /// that finished once none of their touches is in progress, and forget finished touches.
    private func settle() {
        // What the views do with released touches may end other holds (a recognizer fails).
        while releaseHeld() {}
        let inProgress = event.touches.selecting { $0.isFingerDown || !$0.delivery.isComplete }
        participants.removeEvery { recognizer in
            guard recognizer.storedState.isFinished else {
                // Possible with nothing down: it may still decide (a double tap's timer); it stays.
                return false
            }
            // A recognizer stays finished while a touch it received is in progress; reset, it
            // would hold that touch back again.
            let receivesOne = inProgress.containsAny { touch in
                touch.gestureRecognizers?.containsAny({ $0 === recognizer }) ?? false
            }
            if receivesOne { return false }
            recognizer.resetForNextSequence()
            return true
        }
        event.removeFinishedTouches()
    }
}
