/// Recognizes two fingers moving apart or together: `scale` is their distance now over their
/// distance when the second landed, `velocity` its change per second. Begins once the scale is
/// 5% away from 1. Continuous. Main actor.
@MainActor
open class UIPinchGestureRecognizer: TwoFingerGestureRecognizer {
    /// The scale since the gesture began (or since it was last set).
    open var scale: CGFloat {
        get { (currentValue ?? lastValue) * scaleBase }
        set {
            scaleBase = newValue
            lastValue = 1
            restart()
        }
    }

    /// Scale per second.
    open var velocity: CGFloat { valueVelocity * scaleBase }

    private var scaleBase: CGFloat = 1
    private var lastValue: CGFloat = 1

    override var restingValue: CGFloat { 1 }

    override func value(from start: (CGPoint, CGPoint), to pair: (CGPoint, CGPoint)) -> CGFloat {
        let initial = distance(start.0, start.1)
        guard initial > 0 else { return 1 }
        let value = distance(pair.0, pair.1) / initial
        return value
    }

    override func hasMovedEnough(_ value: CGFloat) -> Bool {
        abs(value - 1) >= 0.05
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let value = currentValue { lastValue = value }
        super.touchesEnded(touches, with: event)
    }

    open override func reset() {
        super.reset()
        scaleBase = 1
        lastValue = 1
    }
}
