/// Runs physics on views (UIKit's `UIDynamicAnimator`): behaviors added to it move their items
/// in the coordinates of `referenceView` until everything comes to rest.
///
/// ```swift
/// animator = UIDynamicAnimator(referenceView: view)
/// animator.addBehavior(UIGravityBehavior(items: [ball]))
/// let walls = UICollisionBehavior(items: [ball])
/// walls.translatesReferenceBoundsIntoBoundary = true
/// animator.addBehavior(walls)
/// ```
/// It steps on the application's frame clock (the one view animations and display links
/// follow; no timer or thread of its own) in fixed steps of 1/120 second, so a run is the same
/// on every device and in tests; each frame runs the steps its time covers (at most a quarter
/// second of them: a stalled frame slows the physics rather than piling up). After each step the
/// items' `center` and `transform` are written and every behavior's `action` is called. When no
/// item has moved for a fifth of a second the animator pauses (`isRunning` false, the delegate's
/// `dynamicAnimatorDidPause`); a change to its behaviors or items resumes it. Keep a reference
/// to the animator: as in UIKit, it stops when released. Main actor.
@preconcurrency @MainActor
open class UIDynamicAnimator {
    /// The solver's fixed step, and the most steps one frame runs.
    static let stepDuration = 1.0 / 120
    private static let stepsPerFrameLimit = 30
    /// Items slower than this (points per second, radians per second) for `restSteps` steps in a
    /// row are at rest.
    private static let restSpeed = 1.0
    private static let restSpin = 0.02
    private static let restSteps = 24

    /// Told when the animator pauses and resumes.
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// Seconds the animator has run since it was made (paused time excluded).
    public private(set) var elapsedTime: TimeInterval = 0
    /// Whether the animator is stepping: it has behaviors and its items are not at rest.
    public private(set) var isRunning = false
    public private(set) var behaviors: [UIDynamicBehavior] = []
    @WeakLink private var reference: UIView?
    private var bodies: [ObjectIdentifier: PhysicsBody] = [:]
    /// The bodies in the order their behaviors name them: the order every step visits them in.
    private var orderedBodies: [PhysicsBody] = []
    private var ticker: FrameTicker?
    private var lastFrameTime: TimeInterval?
    private var unstepped: TimeInterval = 0
    private var stepsAtRest = 0

    public init(referenceView view: UIView) {
        self.reference = view
    }

    /// The view whose coordinates the items move in; nil once it is gone (the animator then
    /// stops).
    open var referenceView: UIView? { reference }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        guard behavior.dynamicAnimator == nil, !behavior.isChild else {
            Diagnostics.warn(
                "UIDynamicAnimator.addBehavior: \(type(of: behavior)) already belongs to an animator or another "
                    + "behavior; remove it from there first.")
            return
        }
        behaviors.append(behavior)
        behavior.move(to: self)
        wake()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.move(to: nil)
        wake()
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items whose frames (as the bodies stand) meet `rect`, in the reference view's
    /// coordinates.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        guard rect.isFinite else { return [] }
        return orderedBodies.compactMap { body in
            let size = body.item.bounds.size
            let frame = CGRect(
                x: body.item.center.x - size.width / 2, y: body.item.center.y - size.height / 2, width: size.width,
                height: size.height)
            return frame.intersects(rect) ? body.item : nil
        }
    }

    /// Reads `item`'s centre, size and rotation again after the app changed them, and resumes.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        bodies[ObjectIdentifier(item)]?.readItem(onlyIfMoved: false)
        wake()
    }

    // MARK: - Internal

    /// How many items the animator keeps bodies for (tests watch it stay flat).
    var trackedItemCount: Int { bodies.count }

    /// The body standing for `item`, if a behavior names it.
    func body(for item: UIDynamicItem) -> PhysicsBody? { bodies[ObjectIdentifier(item)] }

    /// Resumes stepping after a change (a behavior, an item, a property of either).
    func wake() {
        stepsAtRest = 0
        guard !isRunning, !behaviors.isEmpty, let reference else { return }
        guard let application = reference.window?.application ?? ApplicationContext.active.application else { return }
        isRunning = true
        lastFrameTime = nil
        unstepped = 0
        delegate?.dynamicAnimatorWillResume(self)
        // The delegate may have removed everything.
        guard isRunning else { return }
        if ticker == nil {
            ticker = FrameTicker(application: application) { [weak self] time in self?.advanceFrame(to: time) ?? false }
        }
        ticker?.start()
    }

    // MARK: - Private

    private func pause() {
        guard isRunning else { return }
        isRunning = false
        ticker?.stop()
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// Runs the steps the time since the last frame covers; false once paused.
    private func advanceFrame(to time: TimeInterval) -> Bool {
        guard isRunning else { return false }
        guard reference != nil, !behaviors.isEmpty else {
            pause()
            return false
        }
        let passed = lastFrameTime.map { time - $0 } ?? 0
        lastFrameTime = time
        let usable = passed.isFinite ? max(passed, 0) : 0
        elapsedTime += usable
        let step = UIDynamicAnimator.stepDuration
        unstepped = min(unstepped + usable, step * Double(UIDynamicAnimator.stepsPerFrameLimit))
        while unstepped >= step - 1e-9, isRunning {
            unstepped -= step
            runStep()
            if stepsAtRest >= UIDynamicAnimator.restSteps { pause() }
        }
        return isRunning
    }

    /// One fixed step: forces, contacts and joints from the behaviors, solved; the items
    /// written; the actions called.
    private func runStep() {
        let tree = behaviors.flatMap(\.tree)
        gatherBodies(from: tree)
        let step = DynamicsStep(duration: UIDynamicAnimator.stepDuration, bodies: bodies)
        for body in orderedBodies {
            body.readItem(onlyIfMoved: true)
            body.force = .zero
            body.acceleration = .zero
            body.torque = 0
        }
        for behavior in tree { behavior.applyForces(in: step) }
        for body in orderedBodies where !body.isStatic {
            // Semi-implicit Euler: forces change the velocity first; the new velocity moves it.
            body.velocity += (body.acceleration + body.force * body.inverseMass) * step.duration
            body.angularVelocity += body.torque * body.inverseInertia * step.duration
            body.velocity = body.velocity * (1 / (1 + step.duration * body.material.resistance))
            body.angularVelocity /= 1 + step.duration * body.material.angularResistance
            body.sanitize()
            body.placeOutline()
        }
        for body in orderedBodies where body.isStatic { body.placeOutline() }
        for behavior in tree { behavior.addConstraints(in: step) }
        step.solve(orderedBodies)
        var moving = false
        for body in orderedBodies {
            body.writeItem()
            if body.velocity.length > UIDynamicAnimator.restSpeed
                || abs(body.angularVelocity) > UIDynamicAnimator.restSpin
            {
                moving = true
            }
        }
        stepsAtRest = moving ? 0 : stepsAtRest + 1
        for behavior in tree { behavior.stepDidFinish(step) }
        // Actions last: they may change anything, including this animator's behaviors.
        for behavior in tree where behavior.dynamicAnimator === self { behavior.action?() }
    }

    /// Keeps one body per item some behavior names, in the order they are named; forgets the
    /// rest. Applies each item's material (the last item behavior naming it wins, as in UIKit).
    private func gatherBodies(from tree: [UIDynamicBehavior]) {
        var kept: [ObjectIdentifier: PhysicsBody] = [:]
        var order: [PhysicsBody] = []
        for behavior in tree {
            for item in behavior.itemsNeedingBodies where kept[ObjectIdentifier(item)] == nil {
                let body = bodies[ObjectIdentifier(item)] ?? PhysicsBody(item: item)
                kept[ObjectIdentifier(item)] = body
                order.append(body)
            }
        }
        bodies = kept
        orderedBodies = order
        var materials: [ObjectIdentifier: PhysicsBody.Material] = [:]
        for case let itemBehavior as UIDynamicItemBehavior in tree {
            for item in itemBehavior.items { materials[ObjectIdentifier(item)] = itemBehavior.material }
            itemBehavior.applyPendingVelocities(in: self)
        }
        for body in order {
            let material = materials[ObjectIdentifier(body.item)] ?? PhysicsBody.Material()
            if material != body.material { body.applyMaterial(material) }
        }
    }
}

/// Told when a dynamic animator pauses (its items at rest) and resumes. Main actor.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
