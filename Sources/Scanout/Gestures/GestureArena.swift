/// Coordinates the gesture recognizers of one application: hands each touch to the recognizers
/// of its view and superviews before the view, decides which recognizer wins, and decides when
/// the view sees its touches — at once, later (`delaysTouchesBegan`/`delaysTouchesEnded`), or
/// cancelled (`cancelsTouchesInView`).
///
/// The rules, in UIKit's terms:
/// - A recognizer leaving `.possible` for `.began` or `.ended` first asks its delegate and the
///   touched views (`gestureRecognizerShouldBegin`); then waits while a recognizer it must wait
///   for (`require(toFail:)`, or a delegate's say) is still possible and tracking, and fails if
///   that one recognizes.
/// - Recognizing fails every other possible recognizer of the sequence that may not recognize
///   with it, and a recognizer cannot begin while a rival it may not share with is recognizing.
/// - The view's touches are cancelled when a recognizer with `cancelsTouchesInView` recognizes.
/// - Recognizers that finished are reset once none of their touches is down.
///
/// Main actor; one per application.
@MainActor
final class GestureArena {
    /// How the view stands with one touch.
    private struct ViewTouch {
        enum Delivery {
            /// Admitted, `touchesBegan` not sent yet (it goes out with this event's delivery).
            case pending
            /// `touchesBegan` is held back by a `delaysTouchesBegan` recognizer.
            case held
            case began
            case cancelled
            case ended
        }

        let touch: UITouch
        var delivery: Delivery
        /// `touchesEnded` is held back by a `delaysTouchesEnded` recognizer.
        var endHeld = false
        /// The recognizers that receive this touch.
        var recognizers: [UIGestureRecognizer]
    }

    /// The recognizers in a touch sequence now: they received touches and have not reset.
    private var participants: [UIGestureRecognizer] = []

    /// Whether a touch sequence with recognizers is under way (so every touch goes through here).
    var isActive: Bool {
        !participants.isEmpty || !viewTouches.isEmpty
    }
    private var viewTouches: [ObjectIdentifier: ViewTouch] = [:]
    /// The event later deliveries (held touches released by a timer) are made with.
    private var lastEvent: UIEvent?

    // MARK: Delivery

    /// Delivers the touches of `event` bound to `window`: to their recognizers first, then to
    /// their views as the recognizers allow.
    func deliver(_ event: UIEvent, touches: [UITouch], in window: UIWindow) {
        lastEvent = event
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { settle() }
        }
        let live = touches.filter { $0.window === window && $0.phase != .stationary }
        guard !live.isEmpty else { return }
        for touch in live where touch.phase == .began { admit(touch) }

        // Recognizers first, phase by phase, each with its own touches.
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var byRecognizer: [(UIGestureRecognizer, [UITouch])] = []
            for touch in live where touch.phase == phase {
                for recognizer in viewTouches[ObjectIdentifier(touch)]?.recognizers ?? []
                where !recognizer.storedState.isFinished {
                    if let index = byRecognizer.firstIndex(where: { $0.0 === recognizer }) {
                        byRecognizer[index].1.append(touch)
                    } else {
                        byRecognizer.append((recognizer, [touch]))
                    }
                }
            }
            for (recognizer, recognizerTouches) in byRecognizer where !recognizer.storedState.isFinished {
                recognizer.receive(recognizerTouches, phase: phase, event: event)
            }
        }
        // A recognizer still tracking a lifted touch stops tracking it (it may stay possible,
        // as a double tap waits for its second tap).
        for recognizer in participants {
            recognizer.trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        }

        // Then the views.
        var groups: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])] = []
        func add(_ touch: UITouch, _ phase: UITouch.Phase) {
            guard let view = touch.view else { return }
            if let index = groups.firstIndex(where: { $0.view === view && $0.phase == phase }) {
                groups[index].touches.append(touch)
            } else {
                groups.append((view, phase, [touch]))
            }
        }
        for touch in live {
            let key = ObjectIdentifier(touch)
            guard var record = viewTouches[key] else { continue }
            switch (touch.phase, record.delivery) {
            case (.began, .pending):
                record.delivery = .began
                add(touch, .began)
            case (.moved, .began):
                add(touch, .moved)
            case (.ended, .began):
                if isHolding(touch, record, forEnd: true) {
                    record.endHeld = true
                } else {
                    record.delivery = .ended
                    add(touch, .ended)
                }
            case (.ended, .held):
                record.endHeld = true
            case (.ended, .pending):
                // Down and up in one frame: the beginning goes out now, the end as allowed.
                record.delivery = .began
                add(touch, .began)
                if isHolding(touch, record, forEnd: true) {
                    record.endHeld = true
                } else {
                    record.delivery = .ended
                    add(touch, .ended)
                }
            case (.cancelled, .began):
                record.delivery = .cancelled
                add(touch, .cancelled)
            case (.cancelled, .held), (.cancelled, .pending):
                record.delivery = .cancelled
            default:
                break
            }
            viewTouches[key] = record
        }
        for group in groups { send(group.touches, phase: group.phase, to: group.view, event: event) }
    }

    // MARK: Transitions

    /// Applies a state change a recognizer asked for, with UIKit's rules.
    func transition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        let old = recognizer.storedState
        switch (old, newState) {
        case (.possible, .began), (.possible, .ended):
            guard shouldBegin(recognizer), !isBlockedByActiveRival(recognizer) else {
                fail(recognizer)
                return
            }
            if let outcome = requiredFailureOutcome(for: recognizer) {
                switch outcome {
                case .wait: recognizer.parkedState = newState
                case .fail: fail(recognizer)
                }
                return
            }
            commit(recognizer, to: newState)
        case (.possible, .failed), (.possible, .cancelled):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            recognizer.setStateDirectly(newState)
            recognizer.sendActions()
        case (_, .possible):
            recognizer.setStateDirectly(.possible)
        default:
            // Not a transition UIKit allows (ended → began, failed → began…): ignored.
            break
        }
        if depth == 0 { settle() }
    }

    // MARK: - Private

    /// Above zero while a delivery is under way: settling waits for its end.
    private var depth = 0

    /// A new touch: which recognizers get it (enabled, and their delegates agree), and whether
    /// the view sees it now or is held back.
    private func admit(_ touch: UITouch) {
        let recognizers = (touch.gestureRecognizers ?? []).filter { recognizer in
            recognizer.isEnabled && !recognizer.storedState.isFinished
                && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true)
        }
        for recognizer in recognizers where !participants.contains(where: { $0 === recognizer }) {
            participants.append(recognizer)
        }
        var record = ViewTouch(touch: touch, delivery: .pending, recognizers: recognizers)
        if !touch.isDeliveredToView {
            // Recognizers only: the view never sees this finger.
            record.delivery = .cancelled
        } else if isHolding(touch, record, forEnd: false) {
            record.delivery = .held
        }
        viewTouches[ObjectIdentifier(touch)] = record
    }

    /// Whether a still-possible recognizer of `touch` delays its beginning (or end).
    private func isHolding(_ touch: UITouch, _ record: ViewTouch, forEnd: Bool) -> Bool {
        record.recognizers.contains { recognizer in
            recognizer.storedState == .possible
                && (forEnd ? recognizer.delaysTouchesEnded : recognizer.delaysTouchesBegan)
        }
    }

    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true else { return false }
        // The touched views may veto (a control keeps its own taps from an ancestor's tap).
        let touchedViews = viewTouches.values.filter { record in record.recognizers.contains { $0 === recognizer } }
            .compactMap(\.touch.view)
        var asked: [UIView] = []
        for view in touchedViews where !asked.contains(where: { $0 === view }) {
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return true
    }

    private func canRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        if a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true { return true }
        if b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true { return true }
        return !(a.canPrevent(b) && b.canBePrevented(by: a))
    }

    /// A rival already recognizing (began or changed) that may not share the sequence.
    private func isBlockedByActiveRival(_ recognizer: UIGestureRecognizer) -> Bool {
        participants.contains { other in
            other !== recognizer && (other.storedState == .began || other.storedState == .changed)
                && !canRecognizeTogether(other, recognizer)
        }
    }

    private enum RequiredFailureOutcome {
        case wait, fail
    }

    /// The recognizers `recognizer` must see fail first: its own requirements and the delegates'.
    private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.recognizer)
        for other in participants where other !== recognizer && !result.contains(where: { $0 === other }) {
            let required = recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
                || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
            if required { result.append(other) }
        }
        return result
    }

    /// Nil when nothing stands in the way; `.wait` while a requirement is undecided; `.fail`
    /// when one recognized.
    private func requiredFailureOutcome(for recognizer: UIGestureRecognizer) -> RequiredFailureOutcome? {
        var mustWait = false
        for required in requirements(of: recognizer) {
            switch required.storedState {
            case .began, .changed, .ended:
                return .fail
            case .possible:
                // Only a requirement taking part in this sequence can still recognize.
                if participants.contains(where: { $0 === required }) { mustWait = true }
            case .failed, .cancelled:
                continue
            }
        }
        return mustWait ? .wait : nil
    }

    private func commit(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        recognizer.parkedState = nil
        recognizer.setStateDirectly(state)
        // Rivals that may not share the sequence are out.
        for other in participants where other !== recognizer && other.storedState == .possible {
            if !canRecognizeTogether(recognizer, other) { fail(other) }
        }
        recognizer.sendActions()
        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
        resolveParked()
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.storedState == .possible else { return }
        recognizer.parkedState = nil
        recognizer.setStateDirectly(.failed)
        resolveParked()
        if depth == 0 { releaseHeldTouches() }
    }

    /// Parked recognizers whose requirements have now all failed recognize; those whose
    /// requirement recognized fail.
    private func resolveParked() {
        for parked in participants where parked.parkedState != nil && parked.storedState == .possible {
            guard let state = parked.parkedState else { continue }
            switch requiredFailureOutcome(for: parked) {
            case .wait?: continue
            case .fail?: fail(parked)
            case nil:
                if isBlockedByActiveRival(parked) { fail(parked) } else { commit(parked, to: state) }
            }
        }
    }

    /// The view's touches that `recognizer` tracks (or tracked this sequence) are cancelled.
    private func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        guard let event = lastEvent else { return }
        var cancelled: [(UIView, UITouch)] = []
        for (key, var record) in viewTouches where record.recognizers.contains(where: { $0 === recognizer }) {
            switch record.delivery {
            case .began:
                record.delivery = .cancelled
                if let view = record.touch.view { cancelled.append((view, record.touch)) }
            case .held, .pending:
                record.delivery = .cancelled
            case .cancelled, .ended:
                break
            }
            record.endHeld = false
            viewTouches[key] = record
        }
        var views: [UIView] = []
        for (view, _) in cancelled where !views.contains(where: { $0 === view }) { views.append(view) }
        for view in views {
            let touches = cancelled.filter { $0.0 === view }.map(\.1)
            send(touches, phase: .cancelled, to: view, event: event)
        }
    }

    /// Touches no recognizer holds any longer reach their views: a held beginning, then a held
    /// end. Also called when a recognizer stops delaying (a scroll view's content delay passed).
    func releaseHeldTouches() {
        guard depth == 0, let event = lastEvent else { return }
        for (key, var record) in viewTouches {
            guard let view = record.touch.view else { continue }
            if record.delivery == .held, !isHolding(record.touch, record, forEnd: false) {
                record.delivery = .began
                send([record.touch], phase: .began, to: view, event: event)
            }
            if record.delivery == .began, record.endHeld, !isHolding(record.touch, record, forEnd: true) {
                record.endHeld = false
                record.delivery = .ended
                send([record.touch], phase: .ended, to: view, event: event)
            }
            viewTouches[key] = record
        }
    }

    private func send(_ touches: [UITouch], phase: UITouch.Phase, to view: UIView, event: UIEvent) {
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

    /// After each delivery or timer: release what is no longer held, reset recognizers that
    /// finished and have no touch down, and forget finished touches.
    private func settle() {
        releaseHeldTouches()
        let touchesDown = viewTouches.values.filter { $0.touch.phase != .ended && $0.touch.phase != .cancelled }
        participants.removeAll { recognizer in
            let hasTouchDown = touchesDown.contains { record in record.recognizers.contains { $0 === recognizer } }
            guard !hasTouchDown else { return false }
            if recognizer.storedState.isFinished {
                recognizer.resetForNextSequence()
                return true
            }
            // Possible with nothing down: it may still decide (a double tap's timer); it stays.
            return false
        }
        viewTouches = viewTouches.filter { _, record in
            let lifted = record.touch.phase == .ended || record.touch.phase == .cancelled
            return !lifted || record.delivery == .held || record.endHeld
        }
        if viewTouches.isEmpty, participants.isEmpty { lastEvent = nil }
    }
}
