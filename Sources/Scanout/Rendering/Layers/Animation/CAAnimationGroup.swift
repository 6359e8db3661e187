/// Several animations of one layer run as one (Core Animation's `CAAnimationGroup`).
///
/// ```swift
/// let group = CAAnimationGroup()
/// group.animations = [grow, fade]   // each child's beginTime counts from the group's start
/// group.duration = 1
/// layer.add(group, forKey: "appear")
/// ```
/// The group's `duration` clips its children (a child without a duration of its own lasts the
/// group's); the group's timing (`timingFunction`, `repeatCount`, `autoreverses`) drives its
/// children's time, and each child's own timing and `fillMode` apply inside
/// it. The group's delegate and transaction hear once, for the group; its children's delegates
/// and `isRemovedOnCompletion` are ignored, as Core Animation documents. Main actor.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations run together; nil or empty animates nothing for the group's duration.
    open var animations: [CAAnimation]?

    /// How deeply groups are being sampled inside groups now: a group that contains itself, at any
    /// depth, stops there rather than recursing for ever.
    private static var nesting = 0
    private static let nestingLimit = 16

    override var animatedKeyPaths: [String] {
        guard CAAnimationGroup.nesting < CAAnimationGroup.nestingLimit else { return [] }
        CAAnimationGroup.nesting += 1
        defer { CAAnimationGroup.nesting -= 1 }
        return (animations ?? []).flatMap(\.animatedKeyPaths)
    }

    override func contribute(
        atElapsed elapsed: TimeInterval, on layer: CALayer, into values: inout [String: LayerValue]
    ) {
        guard CAAnimationGroup.nesting < CAAnimationGroup.nestingLimit else { return }
        CAAnimationGroup.nesting += 1
        defer { CAAnimationGroup.nesting -= 1 }
        // The group's time, eased by its timing function, is its children's time.
        let time = progress(atElapsed: elapsed) * cycleDuration
        for child in animations ?? [] {
            child.inheritedDuration = cycleDuration
            let begin = child.beginTime.isFinite ? child.beginTime : 0
            let childElapsed = time - begin
            if childElapsed < 0 {
                if child.fillsBackwards { child.contribute(atElapsed: 0, on: layer, into: &values) }
            } else if childElapsed > child.activeDuration + 1e-9 {
                if child.fillsForwards { child.contribute(atElapsed: child.activeDuration, on: layer, into: &values) }
            } else {
                child.contribute(atElapsed: min(childElapsed, child.activeDuration), on: layer, into: &values)
            }
        }
    }
}
