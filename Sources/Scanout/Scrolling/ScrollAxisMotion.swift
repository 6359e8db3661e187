/// The motion of a scroll view after the finger lifts, one axis at a time: deceleration by
/// `decelerationRate` per millisecond (UIKit's model), a quick stop and a spring back when the
/// content runs past an edge, and the resistance felt when dragging past one. Pure values, so
/// the feel can be checked without views.
struct ScrollAxisMotion {
    /// The content offset on this axis.
    var position: CGFloat
    /// Points per second.
    var velocity: CGFloat
    /// The offsets the content may rest at.
    let range: ClosedRange<CGFloat>
    /// The fraction of velocity kept each millisecond (0.998 normal, 0.99 fast).
    let decelerationRate: CGFloat
    /// Whether the content may run past the edges (and spring back); otherwise it stops at them.
    let bounces: Bool

    /// Below this speed (points per second) the content is at rest.
    static let restingSpeed: CGFloat = 8

    var isMoving: Bool {
        velocity != 0 || overshoot != 0
    }

    /// Whether released like this the content moves at all: faster than resting, or past an edge.
    var willMoveOn: Bool {
        abs(velocity) >= ScrollAxisMotion.restingSpeed || overshoot != 0
    }

    /// How far past the nearest edge the position is (signed; 0 inside).
    var overshoot: CGFloat {
        if position < range.lowerBound { return position - range.lowerBound }
        if position > range.upperBound { return position - range.upperBound }
        return 0
    }

    /// Advances by `seconds`.
    mutating func step(by seconds: TimeInterval) {
        let milliseconds = seconds * 1000
        let past = overshoot
        if past == 0 {
            let newVelocity = velocity * CGFloat(powValue(Double(decelerationRate), milliseconds))
            position += (velocity + newVelocity) / 2 * CGFloat(seconds)
            velocity = newVelocity
            if !bounces, overshoot != 0 {
                position = min(max(position, range.lowerBound), range.upperBound)
                velocity = 0
            }
        } else if velocity != 0, (velocity > 0) == (past > 0) {
            // Running on past the edge: brake hard.
            let newVelocity = velocity * CGFloat(powValue(0.96, milliseconds))
            position += (velocity + newVelocity) / 2 * CGFloat(seconds)
            velocity = newVelocity
            if abs(velocity) < ScrollAxisMotion.restingSpeed * 4 { velocity = 0 }
        } else {
            // Springing back to the edge.
            velocity = 0
            let edge = position - past
            position = edge + past * CGFloat(powValue(0.988, milliseconds))
            if abs(position - edge) < 0.5 { position = edge }
        }
        if overshoot == 0, abs(velocity) < ScrollAxisMotion.restingSpeed { velocity = 0 }
    }

    /// Where a drag past an edge by `distance` shows the content: less and less far, never
    /// more than `dimension` (the view's size along the axis).
    static func rubberBand(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let magnitude = abs(distance)
        let shown = (1 - 1 / (magnitude * 0.55 / dimension + 1)) * dimension
        return distance < 0 ? -shown : shown
    }
}
