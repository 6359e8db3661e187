/// Makes its items collide with each other and with boundaries (UIKit's `UICollisionBehavior`).
///
/// ```swift
/// let collision = UICollisionBehavior(items: [ball, box])
/// collision.translatesReferenceBoundsIntoBoundary = true
/// collision.addBoundary(withIdentifier: "shelf", from: CGPoint(x: 0, y: 300), to: CGPoint(x: 200, y: 300))
/// collision.collisionDelegate = self
/// ```
/// Items collide as their `collisionBoundsType` shape; boundaries are the reference view's
/// bounds (inset) and lines and paths you add by identifier (each line of a path is a wall
/// on both sides). `collisionMode` limits collisions to items or to boundaries. How much they
/// bounce and rub is the items' `UIDynamicItemBehavior` elasticity and friction. The delegate
/// hears when contacts begin and end; the reference bounds' identifier is nil, as in UIKit.
/// Main actor.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything: Mode = [.items, .boundaries]
    }

    open var collisionMode: Mode = .everything { didSet { setNeedsStep() } }
    /// Whether the reference view's bounds (inset by `setTranslatesReferenceBoundsIntoBoundary(with:)`)
    /// are a boundary.
    open var translatesReferenceBoundsIntoBoundary = false { didSet { setNeedsStep() } }
    open weak var collisionDelegate: UICollisionBehaviorDelegate?
    private var referenceInsets = UIEdgeInsets.zero
    private var boundaries:
        [(identifier: any NSCopying, key: AnyHashable, path: UIBezierPath, walls: [[DynamicsVector]])] = []
    /// The contacts of the last step, to tell the delegate which began and which ended.
    private var contacts: [ContactKey: Contact] = [:]
    private var stepContacts: [ContactKey: Contact] = [:]

    private enum ContactKey: Hashable {
        case items(ObjectIdentifier, ObjectIdentifier)
        case boundary(ObjectIdentifier, AnyHashable?)
    }

    private struct Contact {
        let item: UIDynamicItem
        let other: UIDynamicItem?
        let identifier: (any NSCopying)?
        let point: CGPoint
    }

    public init(items: [UIDynamicItem]) {
        super.init()
        for item in items { addOwnItem(item) }
    }

    /// A collision behaviour with no items yet (add them with `addItem(_:)`).
    public override convenience init() { self.init(items: []) }

    open var items: [UIDynamicItem] { ownItems }
    open func addItem(_ item: UIDynamicItem) { addOwnItem(item) }
    open func removeItem(_ item: UIDynamicItem) { removeOwnItem(item) }

    /// Makes the reference view's bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// The identifiers of the boundaries added (not the reference bounds).
    open var boundaryIdentifiers: [any NSCopying]? {
        boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    /// Adds every line of `bezierPath` (in the reference view's coordinates) as a boundary,
    /// replacing any under `identifier`.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        let key = UICollisionBehavior.key(identifier)
        boundaries.removeAll { $0.key == key }
        boundaries.append((identifier, key, bezierPath, DynamicsGeometry.segments(of: bezierPath.cgPath)))
        setNeedsStep()
    }

    /// Adds the line from `p1` to `p2` as a boundary.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        let key = UICollisionBehavior.key(identifier)
        return boundaries.first { $0.key == key }?.path
    }

    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        let key = UICollisionBehavior.key(identifier)
        boundaries.removeAll { $0.key == key }
        setNeedsStep()
    }

    open func removeAllBoundaries() {
        boundaries.removeAll()
        setNeedsStep()
    }

    // MARK: - Internal

    override func addConstraints(in step: DynamicsStep) {
        stepContacts.removeAll(keepingCapacity: true)
        let bodies = ownItems.compactMap { step.body(for: $0) }
        if collisionMode.contains(.boundaries) {
            for body in bodies where !body.isStatic {
                collideWithBoundaries(body, in: step)
            }
        }
        if collisionMode.contains(.items), bodies.count > 1 {
            for first in 0..<bodies.count - 1 {
                for second in first + 1..<bodies.count {
                    let (a, b) = (bodies[first], bodies[second])
                    let margin = (a.velocity.length + b.velocity.length) * step.duration
                    guard !(a.isStatic && b.isStatic),
                        let manifold = DynamicsGeometry.collide(a.placedOutline, b.placedOutline, margin: margin)
                    else { continue }
                    step.add(manifold, between: a, and: b)
                    guard let touching = manifold.touchingPoint else { continue }
                    let key = ContactKey.items(ObjectIdentifier(a.item), ObjectIdentifier(b.item))
                    stepContacts[key] = Contact(
                        item: a.item, other: b.item, identifier: nil, point: touching)
                }
            }
        }
    }

    override func stepDidFinish(_ step: DynamicsStep) {
        let previous = contacts
        contacts = stepContacts
        stepContacts = [:]
        guard let delegate = collisionDelegate else { return }
        for (key, contact) in contacts where previous[key] == nil {
            if let other = contact.other {
                delegate.collisionBehavior(self, beganContactFor: contact.item, with: other, at: contact.point)
            } else {
                delegate.collisionBehavior(
                    self, beganContactFor: contact.item, withBoundaryIdentifier: contact.identifier, at: contact.point)
            }
        }
        for (key, contact) in previous where contacts[key] == nil {
            if let other = contact.other {
                delegate.collisionBehavior(self, endedContactFor: contact.item, with: other)
            } else {
                delegate.collisionBehavior(
                    self, endedContactFor: contact.item, withBoundaryIdentifier: contact.identifier)
            }
        }
    }

    // MARK: - Private

    private func collideWithBoundaries(_ body: PhysicsBody, in step: DynamicsStep) {
        let margin = body.velocity.length * step.duration
        if translatesReferenceBoundsIntoBoundary, let bounds = dynamicAnimator?.referenceView?.bounds,
            bounds.isFinite
        {
            let inner = bounds.inset(by: referenceInsets)
            let edges: [(DynamicsVector, DynamicsVector)] = [
                (DynamicsVector(x: inner.minX, y: inner.minY), DynamicsVector(x: 0, y: 1)),
                (DynamicsVector(x: inner.minX, y: inner.maxY), DynamicsVector(x: 0, y: -1)),
                (DynamicsVector(x: inner.minX, y: inner.minY), DynamicsVector(x: 1, y: 0)),
                (DynamicsVector(x: inner.maxX, y: inner.minY), DynamicsVector(x: -1, y: 0)),
            ]
            var deepest: (point: DynamicsVector, depth: Double)?
            for (origin, inward) in edges {
                guard
                    let manifold = DynamicsGeometry.collide(
                        body.placedOutline, halfPlaneAt: origin, inward: inward, margin: margin)
                else { continue }
                step.add(manifold, between: nil, and: body)
                for point in manifold.points where point.depth > (deepest?.depth ?? -ContactManifold.touchingGap) {
                    deepest = point
                }
            }
            if let deepest {
                stepContacts[.boundary(ObjectIdentifier(body.item), nil)] = Contact(
                    item: body.item, other: nil, identifier: nil, point: deepest.point.point)
            }
        }
        for boundary in boundaries {
            var touched: CGPoint?
            for wall in boundary.walls {
                guard let manifold = DynamicsGeometry.collide(wall, body.placedOutline, margin: margin) else {
                    continue
                }
                step.add(manifold, between: nil, and: body)
                touched = touched ?? manifold.touchingPoint
            }
            if let touched {
                stepContacts[.boundary(ObjectIdentifier(body.item), boundary.key)] = Contact(
                    item: body.item, other: nil, identifier: boundary.identifier, point: touched)
            }
        }
    }

    /// How identifiers are compared: by value when they are hashable (strings, numbers), else
    /// by identity.
    private static func key(_ identifier: any NSCopying) -> AnyHashable {
        if let hashable = identifier as? AnyHashable { return hashable }
        if type(of: identifier) is AnyClass { return AnyHashable(ObjectIdentifier(identifier as AnyObject)) }
        return AnyHashable(String(describing: identifier))
    }
}

/// Told when items touch each other or a boundary, and when they part. Main actor.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
        at p: CGPoint)
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem)
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
        at p: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem
    ) {}
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?
    ) {}
}
