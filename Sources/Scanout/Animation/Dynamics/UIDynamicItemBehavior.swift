/// What its items are made of and how they move (UIKit's `UIDynamicItemBehavior`): bounce,
/// friction, density (mass: a 100 × 100 point item of density 1 weighs 1), resistance to moving
/// and turning, whether they turn or are anchored; and their velocities.
///
/// ```swift
/// let rubber = UIDynamicItemBehavior(items: [ball])
/// rubber.elasticity = 0.8
/// rubber.addLinearVelocity(CGPoint(x: 200, y: 0), for: ball)
/// ```
/// When several item behaviors name one item, the one added last decides, as in UIKit. Values
/// that are not finite numbers are ignored (the default stands); others are clamped to what
/// makes sense (elasticity 0…1, the rest not below 0). Main actor.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// How much of its speed an item keeps in a collision: 0 none (the default), 1 all.
    open var elasticity: CGFloat = 0 { didSet { setNeedsStep() } }
    /// How items rub when they slide along each other or a boundary (0: not at all).
    open var friction: CGFloat = 0 { didSet { setNeedsStep() } }
    open var density: CGFloat = 1 { didSet { setNeedsStep() } }
    /// How fast linear motion dies away (per second); 0 keeps it.
    open var resistance: CGFloat = 0 { didSet { setNeedsStep() } }
    open var angularResistance: CGFloat = 0 { didSet { setNeedsStep() } }
    /// Kept for code that sets it; Scanout has no electric fields.
    open var charge: CGFloat = 0
    /// An anchored item does not move, but others collide with it.
    open var isAnchored = false { didSet { setNeedsStep() } }
    open var allowsRotation = true { didSet { setNeedsStep() } }
    /// Velocities added before the items had a body in a running animator.
    private var pendingLinear: [ObjectIdentifier: DynamicsVector] = [:]
    private var pendingAngular: [ObjectIdentifier: Double] = [:]

    public init(items: [UIDynamicItem]) {
        super.init()
        for item in items { addOwnItem(item) }
    }

    public override convenience init() { self.init(items: []) }

    open var items: [UIDynamicItem] { ownItems }
    open func addItem(_ item: UIDynamicItem) { addOwnItem(item) }
    open func removeItem(_ item: UIDynamicItem) {
        pendingLinear[ObjectIdentifier(item)] = nil
        pendingAngular[ObjectIdentifier(item)] = nil
        removeOwnItem(item)
    }

    /// Adds `velocity` (points per second) to `item`'s, which must be one of this behavior's.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard ownItems.contains(where: { $0 === item }), velocity.isFinite else { return }
        let change = DynamicsVector(velocity).clamped(toLength: PhysicsBody.speedLimit)
        if let body = dynamicAnimator?.body(for: item) {
            body.velocity += change
            body.sanitize()
        } else {
            pendingLinear[ObjectIdentifier(item), default: .zero] += change
        }
        setNeedsStep()
    }

    /// `item`'s velocity (points per second); zero for an item this behavior does not name.
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        if let body = dynamicAnimator?.body(for: item) { return body.velocity.point }
        return (pendingLinear[ObjectIdentifier(item)] ?? .zero).point
    }

    /// Adds `velocity` (radians per second) to `item`'s turning.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard ownItems.contains(where: { $0 === item }), velocity.isFinite else { return }
        if let body = dynamicAnimator?.body(for: item) {
            body.angularVelocity += velocity
            body.sanitize()
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        }
        setNeedsStep()
    }

    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        if let body = dynamicAnimator?.body(for: item) { return body.angularVelocity }
        return pendingAngular[ObjectIdentifier(item)] ?? 0
    }

    // MARK: - Internal

    /// The properties, made usable.
    var material: PhysicsBody.Material {
        PhysicsBody.Material(
            elasticity: usable(elasticity, 0...1, else: 0),
            friction: usable(friction, 0...1000, else: 0),
            density: usable(density, 1e-4...1e6, else: 1),
            resistance: usable(resistance, 0...1e6, else: 0),
            angularResistance: usable(angularResistance, 0...1e6, else: 0),
            allowsRotation: allowsRotation, isAnchored: isAnchored)
    }

    /// Gives velocities added before the items had bodies to the bodies they have now.
    func applyPendingVelocities(in animator: UIDynamicAnimator) {
        guard !pendingLinear.isEmpty || !pendingAngular.isEmpty else { return }
        for item in ownItems {
            guard let body = animator.body(for: item) else { continue }
            if let linear = pendingLinear.removeValue(forKey: ObjectIdentifier(item)) { body.velocity += linear }
            if let angular = pendingAngular.removeValue(forKey: ObjectIdentifier(item)) {
                body.angularVelocity += angular
            }
            body.sanitize()
        }
    }
}
