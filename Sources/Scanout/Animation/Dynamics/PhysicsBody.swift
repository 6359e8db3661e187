/// The solver's state for one dynamic item: where it is, how it moves, what it is made of and
/// the convex outline it collides as. The animator keeps one per item that some behavior of it
/// names, and drops it once none does. Main actor.
@preconcurrency @MainActor
final class PhysicsBody {
    /// What an item is made of (`UIDynamicItemBehavior`'s properties, made usable).
    struct Material: Equatable {
        var elasticity = 0.0
        var friction = 0.0
        var density = 1.0
        var resistance = 0.0
        var angularResistance = 0.0
        var allowsRotation = true
        var isAnchored = false
    }

    /// The fastest an item may move (points per second) and turn (radians per second): a force
    /// of any size moves it, none sends it to infinity.
    static let speedLimit = 100_000.0
    static let spinLimit = 1_000.0
    /// The farthest from the reference view's origin an item is placed (points).
    static let positionLimit = 1e7

    let item: UIDynamicItem
    var position: DynamicsVector
    var velocity = DynamicsVector.zero
    var angle: Double
    var angularVelocity = 0.0
    private(set) var material = Material()
    private(set) var inverseMass = 1.0
    private(set) var inverseInertia = 1.0
    /// The outline about the centre, unturned.
    private(set) var outline: [DynamicsVector] = []
    /// The outline where the body is now (updated by `placeOutline()`).
    private(set) var placedOutline: [DynamicsVector] = []
    /// Force (mass × points/s²) and acceleration gathered for the coming step.
    var force = DynamicsVector.zero
    var acceleration = DynamicsVector.zero
    var torque = 0.0
    /// What the animator last wrote to the item: a different value read back was set by someone
    /// else (a drag), and is taken as the body's new place.
    private(set) var writtenCenter: CGPoint
    private(set) var writtenAngle: Double
    private var size: CGSize

    init(item: UIDynamicItem) {
        self.item = item
        let center = item.center
        position = center.isFinite ? DynamicsVector(center) : .zero
        angle = PhysicsBody.rotation(of: item.transform)
        writtenCenter = center
        writtenAngle = angle
        size = item.bounds.size
        outline = PhysicsBody.outline(of: item)
        applyMaterial(Material())
    }

    var mass: Double { inverseMass > 0 ? 1 / inverseMass : .infinity }
    var isStatic: Bool { inverseMass == 0 }

    /// Sets what the body is made of; its mass follows its area and density (a 100 × 100 point
    /// item of density 1 weighs 1, as UIKit documents).
    func applyMaterial(_ new: Material) {
        material = new
        let area = max(PhysicsBody.area(of: outline), 1)
        let mass = max(area / 10_000 * new.density, 1e-6)
        // The moment of inertia of the outline's bounding rectangle: close enough for turning.
        let width = Double(size.width.isFinite ? abs(size.width) : 1)
        let height = Double(size.height.isFinite ? abs(size.height) : 1)
        let inertia = max(mass * (width * width + height * height) / 12, 1e-6)
        inverseMass = new.isAnchored ? 0 : 1 / mass
        inverseInertia = new.isAnchored || !new.allowsRotation ? 0 : 1 / inertia
        if new.isAnchored {
            velocity = .zero
            angularVelocity = 0
        }
        if !new.allowsRotation { angularVelocity = 0 }
    }

    /// Reads the item's place again: all of it (`updateItem(usingCurrentState:)`), or, when
    /// `onlyIfMoved`, the centre and turn someone else set since the last step.
    func readItem(onlyIfMoved: Bool) {
        let center = item.center
        let turn = PhysicsBody.rotation(of: item.transform)
        if !onlyIfMoved || center != writtenCenter, center.isFinite {
            position = DynamicsVector(center)
            writtenCenter = center
        }
        if !onlyIfMoved || abs(turn - writtenAngle) > 1e-9 {
            angle = turn
            writtenAngle = turn
        }
        let newSize = item.bounds.size
        if !onlyIfMoved || newSize != size {
            size = newSize
            outline = PhysicsBody.outline(of: item)
            applyMaterial(material)
        }
    }

    /// Writes the body's place to the item: its centre, and a rotation transform when it turned.
    func writeItem() {
        let center = position.point
        if center != writtenCenter {
            writtenCenter = center
            item.center = center
            // The item may round what it is given; compare with what it keeps.
            writtenCenter = item.center
        }
        if abs(angle - writtenAngle) > 1e-9 {
            writtenAngle = angle
            item.transform = CGAffineTransform(rotationAngle: angle)
            writtenAngle = PhysicsBody.rotation(of: item.transform)
        }
    }

    /// Puts the outline where the body is now.
    func placeOutline() {
        placedOutline = outline.map { $0.rotated(by: angle) + position }
    }

    /// Keeps the state finite and within the limits, whatever was applied to it.
    func sanitize() {
        velocity = velocity.clamped(toLength: PhysicsBody.speedLimit)
        angularVelocity = usable(angularVelocity, -PhysicsBody.spinLimit...PhysicsBody.spinLimit, else: 0)
        let limit = PhysicsBody.positionLimit
        position = DynamicsVector(
            x: usable(position.x, -limit...limit, else: Double(writtenCenter.x.isFinite ? writtenCenter.x : 0)),
            y: usable(position.y, -limit...limit, else: Double(writtenCenter.y.isFinite ? writtenCenter.y : 0)))
        angle = angle.isFinite ? angle.truncatingRemainder(dividingBy: 2 * .pi) : 0
    }

    // MARK: - Private

    /// The turn a transform applies (radians), 0 for one that is not finite.
    private static func rotation(of transform: CGAffineTransform) -> Double {
        let angle = atan2Value(Double(transform.b), Double(transform.a))
        return angle.isFinite ? angle : 0
    }

    /// The convex outline an item collides as, about its centre.
    private static func outline(of item: UIDynamicItem) -> [DynamicsVector] {
        let size = item.bounds.size
        let halfWidth = size.width.isFinite ? min(abs(Double(size.width)) / 2, positionLimit) : 0
        let halfHeight = size.height.isFinite ? min(abs(Double(size.height)) / 2, positionLimit) : 0
        let rectangle = [
            DynamicsVector(x: -halfWidth, y: -halfHeight), DynamicsVector(x: halfWidth, y: -halfHeight),
            DynamicsVector(x: halfWidth, y: halfHeight), DynamicsVector(x: -halfWidth, y: halfHeight),
        ]
        switch item.collisionBoundsType {
        case .rectangle:
            return rectangle
        case .ellipse:
            // Sixteen points on the ellipse inside the bounds.
            return (0..<16).map { step in
                let turn = Double(step) / 16 * 2 * .pi
                return DynamicsVector(x: halfWidth * cosValue(turn), y: halfHeight * sinValue(turn))
            }
        case .path:
            let points = DynamicsGeometry.points(of: item.collisionBoundingPath.cgPath)
            let hull = DynamicsGeometry.convexHull(points)
            return hull.count >= 3 ? hull : rectangle
        }
    }

    private static func area(of polygon: [DynamicsVector]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var twice = 0.0
        for index in polygon.indices {
            twice += polygon[index].cross(polygon[(index + 1) % polygon.count])
        }
        return abs(twice) / 2
    }
}
