/// What pinch and rotation share: two fingers, measured against where they were when the
/// second one landed. Subclasses turn the pair into a value and say when it has changed enough
/// to begin. Continuous. Main actor.
///
/// Difference from UIKit: there, `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer`
/// derive from `UIGestureRecognizer` directly; here they share this class (public only because
/// they are), which adds no API of its own for apps.
@preconcurrency @MainActor
open class TwoFingerGestureRecognizer: UIGestureRecognizer {
    /// The two fingers when the gesture started measuring (window coordinates).
    private(set) var startPair: (CGPoint, CGPoint)?
    private var lastSample: (time: TimeInterval, value: CGFloat)?
    /// How fast the value changes, per second.
    private(set) var valueVelocity: CGFloat = 0

    /// The value for the fingers at `pair` (scale, angle), relative to `start`.
    func value(from start: (CGPoint, CGPoint), to pair: (CGPoint, CGPoint)) -> CGFloat { 0 }

    /// Whether `value` is far enough from the resting value to begin.
    func hasMovedEnough(_ value: CGFloat) -> Bool { false }

    /// The value at rest (1 for scale, 0 for rotation).
    var restingValue: CGFloat { 0 }

    /// The value the app last set (nil: at rest) joined with the fingers' change since:
    /// `base × change` for scale, `base + change` for rotation.
    func combine(_ base: CGFloat, _ change: CGFloat) -> CGFloat { change }

    /// What `scale` or `rotation` reports: the app's value, joined with the change while the
    /// fingers are down (or their last change once they lifted).
    var reportedValue: CGFloat {
        combine(appValue ?? restingValue, currentValue ?? liftedValue ?? restingValue)
    }

    /// The app set `scale` or `rotation`: report it, and measure changes from here on.
    func setReportedValue(_ value: CGFloat) {
        appValue = value
        liftedValue = nil
        restart()
    }

    /// The value the app last set, nil until it sets one.
    private(set) var appValue: CGFloat?
    /// The fingers' change when they lifted.
    private var liftedValue: CGFloat?

    /// The value now (while two fingers are down).
    var currentValue: CGFloat? {
        guard let startPair, let pair = currentPair else { return nil }
        return value(from: startPair, to: pair)
    }

    /// The subclass's value was set by the app: measure from here on.
    func restart() {
        startPair = currentPair
        lastSample = nil
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2 {
            if state == .possible { state = .failed }
            return
        }
        if numberOfTouches == 2 { startPair = currentPair }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let value = currentValue else { return }
        if let lastSample, event.timestamp > lastSample.time {
            valueVelocity = (value - lastSample.value) / CGFloat(event.timestamp - lastSample.time)
        }
        lastSample = (event.timestamp, value)
        switch state {
        case .possible: if hasMovedEnough(value) { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let value = currentValue { liftedValue = value }
        endOrFail(fails: numberOfTouches == touches.count)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        startPair = nil
        lastSample = nil
        valueVelocity = 0
        appValue = nil
        liftedValue = nil
    }

    private var currentPair: (CGPoint, CGPoint)? {
        guard trackedTouches.count >= 2 else { return nil }
        return (trackedTouches[0].windowLocation, trackedTouches[1].windowLocation)
    }
}
