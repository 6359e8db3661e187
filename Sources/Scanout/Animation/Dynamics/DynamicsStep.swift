// One fixed step of the dynamics solver. The method: semi-implicit (symplectic) Euler — forces
// change velocities, then the new velocities move the bodies — with constraints resolved by
// sequential impulses (Erin Catto's Box2D Lite): contacts and attachments are each solved
// for an impulse, over and over (`iterations`), each clamped by what it has applied so far,
// until together they hold. Contacts bounce by their elasticity and rub by Coulomb friction;
// overlap left after a step is pushed apart in position (not velocity), so resting items do
// not gain energy. Springs (attachments with a frequency, snaps) are soft constraints solved the
// same way, which stays stable at any stiffness.

/// A point where two bodies (or a body and a boundary, `a == nil`) touch, for one step.
struct ContactPoint {
    let a: PhysicsBody?
    let b: PhysicsBody
    /// From `a` towards `b` (for a boundary, out of it).
    let normal: DynamicsVector
    let point: DynamicsVector
    let depth: Double
    let elasticity: Double
    let friction: Double
    fileprivate var leverA = DynamicsVector.zero
    fileprivate var leverB = DynamicsVector.zero
    fileprivate var normalMass = 0.0
    fileprivate var tangentMass = 0.0
    fileprivate var bounce = 0.0
    fileprivate var normalImpulse = 0.0
    fileprivate var tangentImpulse = 0.0
}

/// An attachment or snap between a body and a point of the world (`a == nil`) or another body.
struct DynamicsJoint {
    enum Kind {
        /// The anchors stay `length` apart (or at most that, when `isLimit`).
        case distance(length: Double, isLimit: Bool)
        /// The anchors stay together.
        case point
        /// `b` keeps its turn relative to `a` (`a`'s turn plus `reference`).
        case angle(reference: Double)
    }

    var kind: Kind
    let a: PhysicsBody?
    /// The anchor on `a` as an offset from its centre (unturned), or a world point without `a`.
    let anchorA: DynamicsVector
    let b: PhysicsBody
    let anchorB: DynamicsVector
    /// Oscillations per second of a spring; 0 for a rigid joint.
    var frequency = 0.0
    var dampingRatio = 0.0
    /// What the joint has applied this step (the solver's accumulated impulse).
    var impulse = DynamicsVector.zero
}

/// Collects a step's forces, contacts and joints from the behaviors, then solves them.
@preconcurrency @MainActor
final class DynamicsStep {
    /// Velocity passes per step, and how much of the remaining overlap is pushed apart.
    private static let iterations = 10
    private static let overlapSlop = 0.5
    private static let overlapCorrection = 0.6
    /// Approach speeds (points per second) below which nothing bounces: items come to rest.
    private static let bounceThreshold = 40.0
    /// How much of a rigid joint's stretch its velocity takes back each step, and how many
    /// passes then move the bodies to undo what is left (the turn of a fast swing stretches a
    /// rod by more than velocities can see).
    private static let jointCorrection = 0.2
    private static let positionIterations = 4

    let duration: Double
    private let bodies: [ObjectIdentifier: PhysicsBody]
    private(set) var contacts: [ContactPoint] = []
    private(set) var joints: [DynamicsJoint] = []

    init(duration: Double, bodies: [ObjectIdentifier: PhysicsBody]) {
        self.duration = duration
        self.bodies = bodies
    }

    func body(for item: UIDynamicItem) -> PhysicsBody? { bodies[ObjectIdentifier(item)] }

    func add(_ manifold: ContactManifold, between a: PhysicsBody?, and b: PhysicsBody) {
        let elasticity = max(a?.material.elasticity ?? 0, b.material.elasticity)
        let friction = a.map { ($0.material.friction * b.material.friction).squareRoot() } ?? b.material.friction
        for (point, depth) in manifold.points {
            contacts.append(
                ContactPoint(
                    a: a, b: b, normal: manifold.normal, point: point, depth: depth, elasticity: elasticity,
                    friction: friction))
        }
    }

    func add(_ joint: DynamicsJoint) { joints.append(joint) }

    /// Resolves the collected contacts and joints and moves every body by its velocity.
    func solve(_ movingBodies: [PhysicsBody]) {
        prepareContacts()
        for _ in 0..<DynamicsStep.iterations {
            for index in joints.indices { solveJoint(&joints[index]) }
            for index in contacts.indices { solveContact(&contacts[index]) }
        }
        for body in movingBodies where !body.isStatic {
            body.position += body.velocity * duration
            body.angle += body.angularVelocity * duration
        }
        separateOverlaps()
        for _ in 0..<DynamicsStep.positionIterations { joints.forEach(correctPosition) }
        for body in movingBodies { body.sanitize() }
    }

    // MARK: - Contacts

    private func prepareContacts() {
        for index in contacts.indices {
            var contact = contacts[index]
            contact.leverA = contact.a.map { contact.point - $0.position } ?? .zero
            contact.leverB = contact.point - contact.b.position
            let tangent = contact.normal.perpendicular
            contact.normalMass = effectiveMass(contact.a, contact.leverA, contact.b, contact.leverB, contact.normal)
            contact.tangentMass = effectiveMass(contact.a, contact.leverA, contact.b, contact.leverB, tangent)
            let approach = relativeVelocity(contact.a, contact.leverA, contact.b, contact.leverB).dot(contact.normal)
            // The normal speed the contact aims for: touching, none (or the bounce); apart, at
            // most closing the gap this step — unless it closes it, when it bounces now.
            let gap = max(-contact.depth, 0)
            let hits = contact.depth >= 0 || approach * duration < -gap
            let bounces = hits && contact.elasticity > 0 && approach < -DynamicsStep.bounceThreshold
            contact.bounce = bounces ? -contact.elasticity * approach : (contact.depth >= 0 ? 0 : -gap / duration)
            contacts[index] = contact
        }
    }

    private func solveContact(_ contact: inout ContactPoint) {
        let relative = relativeVelocity(contact.a, contact.leverA, contact.b, contact.leverB)
        // Along the normal: no approach (or the bounce), never pulling.
        let normalSpeed = relative.dot(contact.normal)
        var change = contact.normalMass * (contact.bounce - normalSpeed)
        let total = max(contact.normalImpulse + change, 0)
        change = total - contact.normalImpulse
        contact.normalImpulse = total
        applyImpulse(contact.normal * change, contact.a, contact.leverA, contact.b, contact.leverB)
        // Across it: friction, at most `friction` times the normal impulse.
        let tangent = contact.normal.perpendicular
        let tangentSpeed = relativeVelocity(contact.a, contact.leverA, contact.b, contact.leverB).dot(tangent)
        let limit = contact.friction * contact.normalImpulse
        var rub = -contact.tangentMass * tangentSpeed
        let rubbed = min(max(contact.tangentImpulse + rub, -limit), limit)
        rub = rubbed - contact.tangentImpulse
        contact.tangentImpulse = rubbed
        applyImpulse(tangent * rub, contact.a, contact.leverA, contact.b, contact.leverB)
    }

    /// Pushes overlapping bodies apart by most of their overlap, split by their masses.
    private func separateOverlaps() {
        for contact in contacts {
            let inverseA = contact.a?.inverseMass ?? 0
            let total = inverseA + contact.b.inverseMass
            guard total > 0 else { continue }
            // The bodies moved this step: part of the overlap may be gone already.
            let overlap = contact.depth - DynamicsStep.overlapSlop
            guard overlap > 0 else { continue }
            let push = contact.normal * (overlap * DynamicsStep.overlapCorrection / total)
            contact.a?.position -= push * inverseA
            contact.b.position += push * contact.b.inverseMass
        }
    }

    // MARK: - Joints

    private func solveJoint(_ joint: inout DynamicsJoint) {
        let pointA = joint.a.map { $0.position + joint.anchorA.rotated(by: $0.angle) } ?? joint.anchorA
        let leverA = joint.a.map { pointA - $0.position } ?? .zero
        let leverB = joint.anchorB.rotated(by: joint.b.angle)
        let pointB = joint.b.position + leverB
        switch joint.kind {
        case .distance(let length, let isLimit):
            let separation = pointB - pointA
            let distance = separation.length
            guard distance > 1e-9 else { return }
            let axis = separation / distance
            let stretch = distance - length
            if isLimit, stretch <= 0 {
                joint.impulse = .zero
                return
            }
            let inverseMass = 1 / max(effectiveMass(joint.a, leverA, joint.b, leverB, axis), 1e-12)
            let (softness, bias) = softening(joint, stretch: stretch, inverseMass: inverseMass)
            let speed = relativeVelocity(joint.a, leverA, joint.b, leverB).dot(axis)
            var impulse = -(speed + bias + softness * joint.impulse.x) / (inverseMass + softness)
            if isLimit {
                // A limit only pulls.
                let total = min(joint.impulse.x + impulse, 0)
                impulse = total - joint.impulse.x
            }
            joint.impulse.x += impulse
            applyImpulse(axis * impulse, joint.a, leverA, joint.b, leverB)
        case .point:
            solvePoint(&joint, leverA: leverA, leverB: leverB, error: pointB - pointA)
        case .angle(let reference):
            let inverseA = joint.a?.inverseInertia ?? 0
            let inverse = inverseA + joint.b.inverseInertia
            guard inverse > 0 else { return }
            let error = joint.b.angle - (joint.a?.angle ?? 0) - reference
            let (softness, bias) = softening(joint, stretch: error, inverseMass: inverse)
            let spin = joint.b.angularVelocity - (joint.a?.angularVelocity ?? 0)
            let impulse = -(spin + bias + softness * joint.impulse.y) / (inverse + softness)
            joint.impulse.y += impulse
            joint.a?.angularVelocity -= inverseA * impulse
            joint.b.angularVelocity += joint.b.inverseInertia * impulse
        }
    }

    /// Moves the bodies of a rigid joint towards where it holds them, by their masses (centres
    /// only: turning is left to the velocities).
    private func correctPosition(_ joint: DynamicsJoint) {
        guard joint.frequency == 0 else { return }
        let inverseA = joint.a?.inverseMass ?? 0
        let total = inverseA + joint.b.inverseMass
        guard total > 0 else { return }
        let pointA = joint.a.map { $0.position + joint.anchorA.rotated(by: $0.angle) } ?? joint.anchorA
        let pointB = joint.b.position + joint.anchorB.rotated(by: joint.b.angle)
        let error: DynamicsVector
        switch joint.kind {
        case .distance(let length, let isLimit):
            let separation = pointB - pointA
            let distance = separation.length
            guard distance > 1e-9, !isLimit || distance > length else { return }
            error = separation / distance * (distance - length)
        case .point:
            error = pointB - pointA
        case .angle:
            return
        }
        guard error.isFinite else { return }
        joint.a?.position += error * (inverseA / total)
        joint.b.position -= error * (joint.b.inverseMass / total)
    }

    /// Holds two anchors together: the 2 × 2 system of a point constraint (a soft one for a
    /// spring, as a snap is).
    private func solvePoint(
        _ joint: inout DynamicsJoint, leverA: DynamicsVector, leverB: DynamicsVector, error: DynamicsVector
    ) {
        let massA = joint.a?.inverseMass ?? 0
        let inertiaA = joint.a?.inverseInertia ?? 0
        let massB = joint.b.inverseMass
        let inertiaB = joint.b.inverseInertia
        let k11Base = massA + massB + inertiaA * leverA.y * leverA.y + inertiaB * leverB.y * leverB.y
        let k22Base = massA + massB + inertiaA * leverA.x * leverA.x + inertiaB * leverB.x * leverB.x
        let k12 = -inertiaA * leverA.x * leverA.y - inertiaB * leverB.x * leverB.y
        // The spring's softness and bias, from the mass along the larger axis.
        let (softness, biasScale) = softening(joint, stretch: 1, inverseMass: max(k11Base, k22Base, 1e-12))
        let k11 = k11Base + softness
        let k22 = k22Base + softness
        let determinant = k11 * k22 - k12 * k12
        guard abs(determinant) > 1e-18 else { return }
        let velocity = relativeVelocity(joint.a, leverA, joint.b, leverB)
        let right = velocity + error * biasScale + joint.impulse * softness
        let impulse = DynamicsVector(
            x: -(k22 * right.x - k12 * right.y) / determinant, y: -(-k12 * right.x + k11 * right.y) / determinant)
        joint.impulse += impulse
        applyImpulse(impulse, joint.a, leverA, joint.b, leverB)
    }

    /// A joint's softness (γ) and position bias per unit of `stretch`·(…) for one step: rigid
    /// joints take back a share of the error; springs are Box2D's soft constraint of their
    /// frequency and damping ratio.
    private func softening(_ joint: DynamicsJoint, stretch: Double, inverseMass: Double) -> (Double, Double) {
        guard joint.frequency > 0 else { return (0, stretch * DynamicsStep.jointCorrection / duration) }
        let mass = 1 / inverseMass
        let omega = 2 * Double.pi * joint.frequency
        let stiffness = mass * omega * omega
        let damping = 2 * mass * joint.dampingRatio * omega
        let gamma = duration * (damping + duration * stiffness)
        guard gamma > 0 else { return (0, 0) }
        let softness = 1 / gamma
        return (softness, stretch * duration * stiffness * softness)
    }

    // MARK: - Impulses

    private func relativeVelocity(
        _ a: PhysicsBody?, _ leverA: DynamicsVector, _ b: PhysicsBody, _ leverB: DynamicsVector
    ) -> DynamicsVector {
        let velocityB = b.velocity + leverB.perpendicular * b.angularVelocity
        let velocityA = a.map { $0.velocity + leverA.perpendicular * $0.angularVelocity } ?? .zero
        return velocityB - velocityA
    }

    /// 1 / (what an impulse along `direction` at the levers changes the relative speed by).
    private func effectiveMass(
        _ a: PhysicsBody?, _ leverA: DynamicsVector, _ b: PhysicsBody, _ leverB: DynamicsVector,
        _ direction: DynamicsVector
    ) -> Double {
        let turnA = leverA.cross(direction)
        let turnB = leverB.cross(direction)
        let inverse =
            (a?.inverseMass ?? 0) + b.inverseMass + (a?.inverseInertia ?? 0) * turnA * turnA + b.inverseInertia
            * turnB * turnB
        return inverse > 0 ? 1 / inverse : 0
    }

    private func applyImpulse(
        _ impulse: DynamicsVector, _ a: PhysicsBody?, _ leverA: DynamicsVector, _ b: PhysicsBody,
        _ leverB: DynamicsVector
    ) {
        guard impulse.isFinite else { return }
        if let a {
            a.velocity -= impulse * a.inverseMass
            a.angularVelocity -= a.inverseInertia * leverA.cross(impulse)
        }
        b.velocity += impulse * b.inverseMass
        b.angularVelocity += b.inverseInertia * leverB.cross(impulse)
    }
}
