/// Pulls its items in one direction (UIKit's `UIGravityBehavior`): a `magnitude` of 1 accelerates
/// them at 1000 points per second², whatever their mass, as UIKit documents.
///
/// ```swift
/// let gravity = UIGravityBehavior(items: [ball])
/// gravity.gravityDirection = CGVector(dx: 0, dy: 2)   // twice as strong, straight down
/// ```
/// A direction or magnitude that is not a finite number pulls with nothing. Main actor.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// Points per second² of a magnitude of 1.
    static let acceleration = 1000.0

    /// Radians from the x axis (towards +y: π/2, the default, is down the screen).
    open var angle: CGFloat = .pi / 2 { didSet { setNeedsStep() } }
    open var magnitude: CGFloat = 1 { didSet { setNeedsStep() } }

    public init(items: [UIDynamicItem]) {
        super.init()
        for item in items { addOwnItem(item) }
    }

    public override convenience init() { self.init(items: []) }

    open var items: [UIDynamicItem] { ownItems }
    open func addItem(_ item: UIDynamicItem) { addOwnItem(item) }
    open func removeItem(_ item: UIDynamicItem) { removeOwnItem(item) }

    /// The pull as a vector: its length is the magnitude. (0, 1) by default.
    open var gravityDirection: CGVector {
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

    override func applyForces(in step: DynamicsStep) {
        guard angle.isFinite, magnitude.isFinite, magnitude != 0 else { return }
        let pull = DynamicsVector(x: cosValue(angle), y: sinValue(angle)) * (magnitude * UIGravityBehavior.acceleration)
        for item in ownItems {
            step.body(for: item)?.acceleration += pull
        }
    }
}
