/// Recognizes fingers dragging: `.began` once they moved 10 points, `.changed` as they move,
/// `.ended` when they lift. `translation(in:)` is how far they moved since it began (with the
/// first 10 points included), `velocity(in:)` how fast, in points per second over the last
/// tenth of a second. Continuous. Main actor.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan. 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan. Unlimited by default.
    open var maximumNumberOfTouches = Int.max

    /// How far the fingers move before a pan begins.
    static let hysteresis: CGFloat = 10

    /// The translation before the finger count last changed, in window coordinates.
    private var settledTranslation = CGPoint.zero
    /// The centroid when the finger count last changed.
    private var anchor: CGPoint?
    private var samples: [(time: TimeInterval, location: CGPoint)] = []

    /// How far the fingers moved, in `view`'s coordinate space (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        let translation = windowTranslation
        guard let view, let window = view.window else { return translation }
        let origin = window.convert(CGPoint.zero, to: view)
        let moved = window.convert(translation, to: view)
        return CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
    }

    /// Makes the translation `translation` from now on (0 to measure increments).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        var windowValue = translation
        if let view, let window = view.window {
            let origin = view.convert(CGPoint.zero, to: window)
            let point = view.convert(translation, to: window)
            windowValue = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        }
        settledTranslation = windowValue
        anchor = currentCentroid
    }

    /// How fast the fingers move, in points per second in `view`'s coordinate space.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let dt = CGFloat(last.time - first.time)
        let windowVelocity = CGPoint(
            x: (last.location.x - first.location.x) / dt,
            y: (last.location.y - first.location.y) / dt)
        guard let view, let window = view.window else { return windowVelocity }
        let origin = window.convert(CGPoint.zero, to: view)
        let scaled = window.convert(windowVelocity, to: view)
        return CGPoint(x: scaled.x - origin.x, y: scaled.y - origin.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > maximumNumberOfTouches, state == .possible {
            state = .failed
            return
        }
        fingerCountChanged()
        sample(event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        sample(event)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, numberOfTouches <= maximumNumberOfTouches else { return }
            let moved = windowTranslation
            if (moved.x * moved.x + moved.y * moved.y).squareRoot() >= UIPanGestureRecognizer.hysteresis {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        sample(event)
        let remaining = numberOfTouches - touches.count
        endOrFail(ends: remaining < minimumNumberOfTouches, fails: remaining == 0)
        if remaining > 0 { fingerCountChanged(excluding: touches) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        settledTranslation = .zero
        anchor = nil
        samples = []
    }

    // MARK: - Private

    private var currentCentroid: CGPoint {
        location(in: nil)
    }

    private var windowTranslation: CGPoint {
        guard let anchor else { return settledTranslation }
        let centroid = currentCentroid
        return CGPoint(x: settledTranslation.x + centroid.x - anchor.x, y: settledTranslation.y + centroid.y - anchor.y)
    }

    /// Fingers landed or lifted: the centroid jumps, the translation must not.
    private func fingerCountChanged(excluding lifted: Set<UITouch> = []) {
        settledTranslation = windowTranslation
        let remaining = trackedTouches.filter { !lifted.contains($0) }
        guard !remaining.isEmpty else { return }
        let sum = remaining.reduce(CGPoint.zero) {
            CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y)
        }
        anchor = CGPoint(x: sum.x / CGFloat(remaining.count), y: sum.y / CGFloat(remaining.count))
        samples = []
    }

    private func sample(_ event: UIEvent) {
        let now = event.timestamp
        let point = windowTranslation
        samples.append((now, point))
        // A tenth of a second of history (and at least the two latest samples).
        while samples.count > 2, let first = samples.first, now - first.time > 0.1 { samples.removeFirst() }
    }
}
