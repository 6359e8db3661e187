/// Pushes its items (UIKit's `UIPushBehavior`): `.continuous`ly, a force, or `.instantaneous`ly,
/// one change of velocity. A magnitude of 1 accelerates a 100 × 100 point item of density 1 at
/// 100 points per second² (continuous) or changes its speed by 100 points per second
/// (instantaneous), as UIKit documents; heavier items move less.
///
/// ```swift
/// let flick = UIPushBehavior(items: [card], mode: .instantaneous)
/// flick.pushDirection = CGVector(dx: 3, dy: 0)
/// animator.addBehavior(flick)
/// ```
/// An instantaneous push sets `active` to false once applied; set it to true to push again.
/// Main actor.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// How a push applies its force.
    public enum Mode: Int, Sendable {
        case continuous
        case instantaneous
    }

    /// Force (mass × points/s²) or impulse (mass × points/s) of a magnitude of 1.
    static let unit = 100.0

    public let mode: Mode
    /// Whether the push pushes.
    open var active = true { didSet { setNeedsStep() } }
    /// Radians from the x axis.
    open var angle: CGFloat = 0 { didSet { setNeedsStep() } }
    open var magnitude: CGFloat = 0 { didSet { setNeedsStep() } }
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    public init(items: [UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init()
        for item in items { addOwnItem(item) }
    }

    open var items: [UIDynamicItem] { ownItems }
    open func addItem(_ item: UIDynamicItem) { addOwnItem(item) }
    open func removeItem(_ item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = nil
        removeOwnItem(item)
    }

    /// The push as a vector: its length is the magnitude.
    open var pushDirection: CGVector {
        get { DynamicsVector.polar(angle: angle, magnitude: magnitude) }
        set {
            let (newAngle, newMagnitude) = DynamicsVector.angleAndMagnitude(of: newValue, keeping: angle)
            angle = newAngle
            magnitude = newMagnitude
        }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        self.angle = angle
        self.magnitude = magnitude
    }

    /// Pushes `item` at this offset from its centre (which turns it), not at its centre.
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
    }

    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    override func applyForces(in step: DynamicsStep) {
        guard active, angle.isFinite, magnitude.isFinite, magnitude != 0 else { return }
        let push = DynamicsVector(x: cosValue(angle), y: sinValue(angle)) * (magnitude * UIPushBehavior.unit)
        for item in ownItems {
            guard let body = step.body(for: item), !body.isStatic else { continue }
            let offset = offsets[ObjectIdentifier(item)] ?? .zero
            let lever = DynamicsVector(x: offset.horizontal, y: offset.vertical).clamped(toLength: 1e6)
            switch mode {
            case .continuous:
                body.force += push
                body.torque += lever.rotated(by: body.angle).cross(push)
            case .instantaneous:
                body.velocity += push * body.inverseMass
                body.angularVelocity += body.inverseInertia * lever.rotated(by: body.angle).cross(push)
            }
        }
        if mode == .instantaneous {
            // Applied once; `active` goes false without waking the animator again.
            active = false
        }
    }
}
