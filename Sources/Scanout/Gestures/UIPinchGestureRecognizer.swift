/// Recognizes two fingers moving apart or together: `scale` is their distance now over their
/// distance when the second landed, `velocity` its change per second. Begins once the scale is
/// 5% away from 1. Continuous. Main actor.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: TwoFingerGestureRecognizer {
    /// The scale since the gesture began (or since it was last set).
    open var scale: CGFloat {
        get { reportedValue }
        set { setReportedValue(newValue) }
    }

    /// Scale per second.
    open var velocity: CGFloat { valueVelocity * (appValue ?? 1) }

    override var restingValue: CGFloat { 1 }

    override func combine(_ base: CGFloat, _ change: CGFloat) -> CGFloat { base * change }

    override func value(from start: (CGPoint, CGPoint), to pair: (CGPoint, CGPoint)) -> CGFloat {
        let initial = start.0.distance(to: start.1)
        guard initial > 0 else { return 1 }
        return pair.0.distance(to: pair.1) / initial
    }

    override func hasMovedEnough(_ value: CGFloat) -> Bool {
        abs(value - 1) >= 0.05
    }
}
