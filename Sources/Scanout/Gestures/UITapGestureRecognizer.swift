/// Recognizes taps: `numberOfTouchesRequired` fingers landing and lifting without moving far,
/// `numberOfTapsRequired` times in quick succession. Discrete: `.ended` when the last tap lifts.
/// Main actor.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture. 1 by default.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes. 1 by default.
    open var numberOfTouchesRequired = 1

    /// The longest pause between one tap lifting and the next landing.
    static let maximumTapInterval: TimeInterval = 0.35
    /// How far a finger may move, or a later tap land from the first, and still be a tap.
    static let allowableMovement: CGFloat = 20

    private var tapsCompleted = 0
    /// Where the first tap landed (window coordinates).
    private var firstLocation: CGPoint?
    private var mostTouchesThisTap = 0
    private var nextTapDeadline: ScheduledAction?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        nextTapDeadline?.cancel()
        nextTapDeadline = nil
        mostTouchesThisTap = max(mostTouchesThisTap, numberOfTouches)
        guard numberOfTouches <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        let location = self.location(in: nil)
        if let firstLocation {
            if firstLocation.distance(to: location) > UITapGestureRecognizer.allowableMovement { state = .failed }
        } else {
            firstLocation = location
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches
        where touch.windowLocation.distance(to: firstLocation ?? touch.windowLocation)
            > UITapGestureRecognizer.allowableMovement
        {
            state = .failed
            return
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The tap is over when its last finger lifts.
        guard numberOfTouches == touches.count else { return }
        guard mostTouchesThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        mostTouchesThisTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
            return
        }
        // Another tap must land soon, or this is not the gesture.
        guard let clock = owningApplication?.clock else {
            state = .failed
            return
        }
        nextTapDeadline = clock.schedule(after: UITapGestureRecognizer.maximumTapInterval) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        firstLocation = nil
        mostTouchesThisTap = 0
        nextTapDeadline?.cancel()
        nextTapDeadline = nil
    }
}
