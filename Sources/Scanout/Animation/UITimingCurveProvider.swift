/// How a property animator's progress follows time: a cubic Bézier curve
/// (`UICubicTimingParameters`) or a spring (`UISpringTimingParameters`).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// A cubic Bézier timing curve: one of UIKit's named curves, or control points of your own.
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    let curve: TimingCurve

    /// The system's ease-in-out curve.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        self.curve = curve.options.timingCurve
        controlPoint1 = CGPoint(x: self.curve.x1, y: self.curve.y1)
        controlPoint2 = CGPoint(x: self.curve.x2, y: self.curve.y2)
    }

    /// A curve through `point1` and `point2`; x values outside 0…1 (which would make the curve
    /// go back in time) are clamped, as are values that are not numbers.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        func usable(_ value: CGFloat, clampedTo range: ClosedRange<Double>?) -> Double {
            guard value.isFinite else { return 0 }
            guard let range else { return min(max(value, -1e3), 1e3) }
            return min(max(value, range.lowerBound), range.upperBound)
        }
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        curve = TimingCurve(
            x1: usable(point1.x, clampedTo: 0...1), y1: usable(point1.y, clampedTo: nil),
            x2: usable(point2.x, clampedTo: 0...1), y2: usable(point2.y, clampedTo: nil))
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring's timing: physical (mass, stiffness, damping: the animation lasts as long as the
/// spring takes to settle, whatever duration the animator was given), or a damping ratio (the
/// spring is made to settle in the animator's duration).
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The starting velocity along each axis, in whole distances per second (1 covers the
    /// animation's distance in a second). Scanout moves every property along one curve and uses
    /// `dx`.
    public let initialVelocity: CGVector
    enum Kind {
        case physical(SpringCurve)
        case ratio(Double)
    }
    let kind: Kind

    /// Critically damped (no bounce).
    public convenience init() {
        self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        kind = .ratio(Double(ratio))
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        kind = .physical(
            SpringCurve(
                mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                initialVelocity: Double(velocity.dx)))
    }

    /// The spring for an animation of `duration` seconds.
    func curve(duration: TimeInterval) -> SpringCurve {
        switch kind {
        case .physical(let spring): spring
        case .ratio(let ratio):
            SpringCurve(dampingRatio: ratio, duration: duration, initialVelocity: Double(initialVelocity.dx))
        }
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}

/// Where an animator ended, or is told to end: its end, its start, or where it is now.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An animator's life: made, running or paused, stopped (waiting for `finishAnimation(at:)`).
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}
