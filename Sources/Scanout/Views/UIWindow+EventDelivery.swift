// How a window hands an event to responders (BEHAVIOUR.md sections 1, 3 and 5).

extension UIWindow {
    func deliver(_ event: UIEvent) {
        switch event.type {
        case .touches:
            deliverTouches(of: event)
        case .presses:
            if let pressesEvent = event as? UIPressesEvent { deliverPresses(of: pressesEvent) }
        case .motion:
            if let motionEvent = event as? UIMotionEvent { deliverMotion(motionEvent) }
        case .remoteControl:
            eventTarget.remoteControlReceived(with: event)
        default:
            break
        }
    }

    /// Where presses, motion and remote-control events start: the first responder, or this window.
    var eventTarget: UIResponder {
        application?.firstResponder ?? self
    }

    // MARK: - Private

    /// Touches go through the application's gesture arena, the one path for every touch: their
    /// recognizers hear first, then each view gets its touches grouped by phase — began, moved,
    /// ended, cancelled — in the order the fingers landed. Stationary touches are not delivered.
    private func deliverTouches(of event: UIEvent) {
        guard let event = event as? UITouchesEvent, let arena = application?.gestureArena else { return }
        arena.deliver(event.touches.selecting { $0.window === self && $0.phase != .stationary })
    }

    /// A new key press first looks for a key command along the chain; a press a command took goes
    /// no further, its release included. Other presses go to the first responder, and their
    /// release to the responder that received the press.
    private func deliverPresses(of event: UIPressesEvent) {
        // The presses by phase, in one pass (an event usually holds one press).
        var began: [UIPress] = []
        var later: [UIPress] = []
        for press in event.allPresses {
            if press.phase == .began { began.append(press) } else { later.append(press) }
        }
        var delivered: Set<UIPress> = []
        for press in began {
            if let key = press.key, performKeyCommand(for: key) {
                press.wasTakenByKeyCommand = true
                press.repeatAction = { [weak self] press in
                    if let key = press.key { _ = self?.performKeyCommand(for: key) }
                }
            } else {
                press.responder = eventTarget
                press.window = self
                delivered.insert(press)
            }
        }
        if !delivered.isEmpty { eventTarget.pressesBegan(delivered, with: event) }

        guard !later.isEmpty else { return }
        for phase in [UIPress.Phase.changed, .ended, .cancelled] {
            let changed = Set(later.lazy.filter { $0.phase == phase && !$0.wasTakenByKeyCommand })
            guard !changed.isEmpty else { continue }
            for (responder, presses) in group(changed) {
                switch phase {
                case .changed: responder.pressesChanged(presses, with: event)
                case .ended: responder.pressesEnded(presses, with: event)
                default: responder.pressesCancelled(presses, with: event)
                }
            }
        }
    }

    private func group(_ presses: Set<UIPress>) -> [(UIResponder, Set<UIPress>)] {
        var groups: [(UIResponder, Set<UIPress>)] = []
        for press in presses {
            let responder = press.responder ?? eventTarget
            if let index = groups.firstIndex(where: { $0.0 === responder }) {
                groups[index].1.insert(press)
            } else {
                groups.append((responder, [press]))
            }
        }
        return groups
    }

    /// Walks the chain from the first responder; the first responder listing a command for `key`
    /// whose action finds a target performs it. Returns whether one did.
    private func performKeyCommand(for key: UIKey) -> Bool {
        var responder: UIResponder? = eventTarget
        while let current = responder {
            for command in current.keyCommands ?? [] where command.matches(key) {
                guard let action = command.action,
                    let target = current.target(forAction: action, withSender: command) as? ActionTarget
                else { continue }
                target.perform(action, with: command)
                return true
            }
            responder = current.next
        }
        return false
    }

    private func deliverMotion(_ event: UIMotionEvent) {
        switch event.phase {
        case .began: eventTarget.motionBegan(event.subtype, with: event)
        case .ended: eventTarget.motionEnded(event.subtype, with: event)
        case .cancelled: eventTarget.motionCancelled(event.subtype, with: event)
        }
    }
}

/// A shake: UIKit's motion event, whose phase says which motion method to call.
final class UIMotionEvent: UIEvent {
    enum Phase {
        case began, ended, cancelled
    }

    let phase: Phase

    init(subtype: EventSubtype, phase: Phase, timestamp: TimeInterval) {
        self.phase = phase
        super.init(type: .motion, subtype: subtype, timestamp: timestamp)
    }
}
