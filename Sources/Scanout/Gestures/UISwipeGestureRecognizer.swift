/// Recognizes a quick stroke in one of `direction`'s directions: the fingers travel at least 50
/// points that way within half a second, mostly along that axis. Discrete: `.ended` as soon as
/// the stroke is long enough. Main actor.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count. `.right` by default.
    open var direction: Direction = .right
    /// How many fingers swipe. 1 by default.
    open var numberOfTouchesRequired = 1

    /// How far, how fast and how straight a swipe must be.
    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5
    /// The largest sideways drift, as a fraction of the distance along the stroke.
    static let maximumDeviation: CGFloat = 0.5

    private var start: (location: CGPoint, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        if numberOfTouches == numberOfTouchesRequired { start = (location(in: nil), event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, state == .possible else { return }
        if event.timestamp - start.time > UISwipeGestureRecognizer.maximumDuration {
            state = .failed
            return
        }
        let now = location(in: nil)
        let dx = now.x - start.location.x
        let dy = now.y - start.location.y
        let horizontal = abs(dx) >= abs(dy)
        let along = horizontal ? abs(dx) : abs(dy)
        let across = horizontal ? abs(dy) : abs(dx)
        guard along >= UISwipeGestureRecognizer.minimumDistance else { return }
        let stroke: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        if direction.contains(stroke), across <= along * UISwipeGestureRecognizer.maximumDeviation {
            state = .ended
        } else {
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
