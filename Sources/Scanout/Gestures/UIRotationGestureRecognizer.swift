/// Recognizes two fingers turning: `rotation` is the angle, in radians (clockwise positive, as
/// on screen), between the line through them now and when the second landed; `velocity` its
/// change per second. Begins once they turned about 4°. Continuous. Main actor.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: TwoFingerGestureRecognizer {
    /// The rotation since the gesture began (or since it was last set).
    open var rotation: CGFloat {
        get { reportedValue }
        set { setReportedValue(newValue) }
    }

    /// Radians per second.
    open var velocity: CGFloat { valueVelocity }

    override func combine(_ base: CGFloat, _ change: CGFloat) -> CGFloat { base + change }

    override func value(from start: (CGPoint, CGPoint), to pair: (CGPoint, CGPoint)) -> CGFloat {
        let before = atan2Value(start.1.y - start.0.y, start.1.x - start.0.x)
        let after = atan2Value(pair.1.y - pair.0.y, pair.1.x - pair.0.x)
        var angle = after - before
        // The shorter way round.
        while angle > .pi { angle -= 2 * .pi }
        while angle < -.pi { angle += 2 * .pi }
        return angle
    }

    override func hasMovedEnough(_ value: CGFloat) -> Bool {
        abs(value) >= 0.07
    }
}
