/// Moves an item to a point, as if on a spring, and turns it upright (UIKit's `UISnapBehavior`).
///
/// ```swift
/// animator.addBehavior(UISnapBehavior(item: card, snapTo: tap.location(in: view)))
/// ```
/// `damping` (0…1, 0.5 by default) sets how much it overshoots and wobbles before it settles: a
/// spring of 3 oscillations per second with a damping ratio of 0.1 + 0.9 × damping (Scanout's
/// tuning; UIKit's is unpublished). Main actor.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    private static let frequency = 3.0

    open var snapPoint: CGPoint { didSet { setNeedsStep() } }
    open var damping: CGFloat = 0.5 { didSet { setNeedsStep() } }

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        snapPoint = point
        super.init()
        addOwnItem(item)
    }

    override func addConstraints(in step: DynamicsStep) {
        guard let item = ownItems.first, let body = step.body(for: item), snapPoint.isFinite else { return }
        let ratio = 0.1 + 0.9 * usable(damping, 0...1, else: 0.5)
        step.add(
            DynamicsJoint(
                kind: .point, a: nil, anchorA: DynamicsVector(snapPoint), b: body, anchorB: .zero,
                frequency: UISnapBehavior.frequency, dampingRatio: ratio))
        step.add(
            DynamicsJoint(
                kind: .angle(reference: 0), a: nil, anchorA: .zero, b: body, anchorB: .zero,
                frequency: UISnapBehavior.frequency, dampingRatio: ratio))
    }
}
