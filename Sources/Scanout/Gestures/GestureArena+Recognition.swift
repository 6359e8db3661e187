// The recognizers' state rules, in UIKit's terms:
// - A recognizer leaving `.possible` for `.began` or `.ended` first asks its delegate and the
//   touched views (`gestureRecognizerShouldBegin`); then waits while a recognizer it must wait
//   for (`require(toFail:)`, or a delegate's say) is still possible and tracking, and fails if
//   that one recognizes.
// - Recognizing fails every other possible recognizer of the sequence that may not recognize
//   with it, and a recognizer cannot begin while a rival it may not share with is recognizing.
// - The view's touches are cancelled when a recognizer with `cancelsTouchesInView` recognizes.
// - Recognizers that finished are reset once none of their touches is in progress (settling,
//   in GestureArena.swift).

extension GestureArena {
    /// Applies a state change a recognizer asked for, with UIKit's rules.
    func transition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        let old = recognizer.storedState
        switch (old, newState) {
        case (.possible, .began), (.possible, .ended):
            guard shouldBegin(recognizer), !isBlockedByActiveRival(recognizer) else {
                fail(recognizer)
                break
            }
            if let outcome = requiredFailureOutcome(for: recognizer) {
                switch outcome {
                case .wait: recognizer.parkedState = newState
                case .fail: fail(recognizer)
                }
                break
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
        settleIfIdle()
    }

    // MARK: - Private

    private enum RequiredFailureOutcome {
        case wait, fail
    }

    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true else { return false }
        // The touched views may veto (a control keeps its own taps from an ancestor's tap).
        var asked: [UIView] = []
        for view in touches(of: recognizer).compactMap(\.view) where !asked.contains(where: { $0 === view }) {
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
            other !== recognizer && other.storedState.isRecognizing && !canRecognizeTogether(other, recognizer)
        }
    }

    /// The recognizers `recognizer` must see fail first: its own requirements and the delegates'.
    private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.object)
        for other in participants where other !== recognizer && !result.contains(where: { $0 === other }) {
            let required =
                recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
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
}
