/// Recognizes fingers held still for `minimumPressDuration`: `.began` then, `.changed` as they
/// move, `.ended` when they lift. Moving further than `allowableMovement` before it began, or
/// lifting early, fails it. Continuous. Main actor.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must rest. 0.5 s by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far they may drift before it begins. 10 points by default.
    open var allowableMovement: CGFloat = 10
    /// How many fingers. 1 by default.
    open var numberOfTouchesRequired = 1
    /// Taps before the press (0 by default: a plain press).
    open var numberOfTapsRequired = 0

    private var startLocation: CGPoint?
    private var pressTimer: ScheduledAction?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        guard numberOfTouches <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        guard let clock = owningApplication?.clock else {
            state = .failed
            return
        }
        startLocation = location(in: nil)
        pressTimer?.cancel()
        pressTimer = clock.schedule(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if let startLocation, startLocation.distance(to: location(in: nil)) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endOrFail()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        pressTimer?.cancel()
        pressTimer = nil
        startLocation = nil
    }
}
