import ScanoutTesting
import Testing

@testable import Scanout

/// Whatever an app passes or does mid-run, the animator never traps, never writes numbers that
/// are not finite, and keeps no more bookkeeping than its items need.
@MainActor
@Suite struct UIDynamicsHostileTests {
    private final class Remover: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
        var onPause: (() -> Void)?
        var onContact: (() -> Void)?
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { onPause?() }
        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
            withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
        ) { onContact?() }
    }

    private func makeScene() -> (TestHost, UIView) {
        let host = TestHost(size: CGSize(width: 300, height: 400))
        let stage = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        host.window.addSubview(stage)
        _ = host.render()
        return (host, stage)
    }

    private func box(_ center: CGPoint, in stage: UIView) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        view.center = center
        stage.addSubview(view)
        return view
    }

    private func isFinite(_ view: UIView) -> Bool {
        view.center.x.isFinite && view.center.y.isFinite && view.transform.a.isFinite && view.transform.b.isFinite
    }

    @Test func hostileNumbersNeverTrapOrLeaveNonFiniteGeometry() {
        let (host, stage) = makeScene()
        let items = (0..<6).map { box(CGPoint(x: 40 + 40 * CGFloat($0), y: 100), in: stage) }
        let animator = UIDynamicAnimator(referenceView: stage)
        let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, -5]
        for (index, value) in values.enumerated() {
            let item = items[index]
            let gravity = UIGravityBehavior(items: [item])
            gravity.magnitude = value
            gravity.gravityDirection = CGVector(dx: value, dy: -value)
            gravity.angle = value
            let push = UIPushBehavior(items: [item], mode: index % 2 == 0 ? .continuous : .instantaneous)
            push.pushDirection = CGVector(dx: value, dy: value)
            push.setTargetOffsetFromCenter(UIOffset(horizontal: value, vertical: value), for: item)
            let properties = UIDynamicItemBehavior(items: [item])
            properties.elasticity = value
            properties.friction = value
            properties.density = value
            properties.resistance = value
            properties.angularResistance = value
            properties.addLinearVelocity(CGPoint(x: value, y: value), for: item)
            properties.addAngularVelocity(value, for: item)
            let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: value, y: value))
            snap.damping = value
            let rod = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: value, y: 0))
            rod.length = value
            rod.frequency = value
            rod.damping = value
            let walls = UICollisionBehavior(items: items)
            walls.setTranslatesReferenceBoundsIntoBoundary(
                with: UIEdgeInsets(top: value, left: value, bottom: value, right: value))
            walls.addBoundary(withIdentifier: "empty", for: UIBezierPath())
            walls.addBoundary(withIdentifier: "point", from: .zero, to: .zero)
            walls.addBoundary(withIdentifier: "wild", from: CGPoint(x: value, y: 0), to: CGPoint(x: 0, y: value))
            walls.collisionMode = UICollisionBehavior.Mode(rawValue: 0xFF)
            for behavior in [gravity, push, properties, snap, rod, walls] as [UIDynamicBehavior] {
                animator.addBehavior(behavior)
            }
        }
        // An item of no size, one of infinite size, one placed at NaN.
        let point = box(CGPoint(x: 10, y: 10), in: stage)
        point.bounds = .zero
        let huge = box(CGPoint(x: 10, y: 10), in: stage)
        huge.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1e300)
        let lost = box(CGPoint(x: CGFloat.nan, y: 0), in: stage)
        animator.addBehavior(UIGravityBehavior(items: [point, huge, lost]))
        animator.addBehavior(UICollisionBehavior(items: [point, huge, lost] + items))
        animator.addBehavior(UIAttachmentBehavior(item: point, attachedTo: point))
        animator.addBehavior(UIAttachmentBehavior.pinAttachment(with: huge, attachedTo: lost, attachmentAnchor: .zero))
        host.advance(by: 3)
        #expect(items.allSatisfy(isFinite))
        #expect(isFinite(point))
        // Adding a behavior twice, to two animators, or inside itself is refused, not a trap.
        let gravity = UIGravityBehavior(items: [point])
        animator.addBehavior(gravity)
        animator.addBehavior(gravity)
        UIDynamicAnimator(referenceView: stage).addBehavior(gravity)
        gravity.addChildBehavior(gravity)
        let parent = UIDynamicBehavior()
        parent.addChildBehavior(gravity)
        #expect(parent.childBehaviors.isEmpty)
        #expect(animator.items(in: CGRect(x: .nan, y: 0, width: 10, height: 10)).isEmpty)
        host.advance(by: 0.5)
    }

    @Test func removingThingsFromActionsAndCallbacksAndLosingTheReferenceView() {
        let (host, stage) = makeScene()
        let a = box(CGPoint(x: 100, y: 100), in: stage)
        let b = box(CGPoint(x: 200, y: 100), in: stage)
        let animator = UIDynamicAnimator(referenceView: stage)
        let gravity = UIGravityBehavior(items: [a, b])
        let collision = UICollisionBehavior(items: [a, b])
        collision.translatesReferenceBoundsIntoBoundary = true
        let remover = Remover()
        collision.collisionDelegate = remover
        animator.delegate = remover
        var actions = 0
        gravity.action = {
            actions += 1
            if actions == 10 { gravity.removeItem(a) }
            if actions == 11 { animator.removeBehavior(gravity) }
        }
        remover.onContact = {
            collision.removeItem(b)
            animator.removeAllBehaviors()
            animator.addBehavior(UIGravityBehavior(items: [b]))
        }
        remover.onPause = { animator.addBehavior(UISnapBehavior(item: a, snapTo: .zero)) }
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        host.advance(by: 2)
        #expect(actions == 11, "the action stops with its behavior")
        // The reference view goes away mid-run: the animator stops.
        let parent = UIView(frame: stage.bounds)
        host.window.addSubview(parent)
        var ownStage: UIView? = UIView(frame: parent.bounds)
        parent.addSubview(ownStage!)
        let c = box(CGPoint(x: 50, y: 50), in: ownStage!)
        let second = UIDynamicAnimator(referenceView: ownStage!)
        second.addBehavior(UIGravityBehavior(items: [c]))
        host.advance(by: 0.2)
        ownStage?.removeFromSuperview()
        ownStage = nil
        host.advance(by: 0.2)
        #expect(second.referenceView == nil)
        #expect(!second.isRunning)
        #expect(isFinite(a) && isFinite(b) && isFinite(c))
    }

    @Test func aLongRunKeepsItsBookkeepingFlat() {
        let (host, stage) = makeScene()
        let animator = UIDynamicAnimator(referenceView: stage)
        let collision = UICollisionBehavior(items: [])
        collision.translatesReferenceBoundsIntoBoundary = true
        let gravity = UIGravityBehavior(items: [])
        let bounce = UIDynamicItemBehavior(items: [])
        bounce.elasticity = 0.9
        animator.addBehavior(collision)
        animator.addBehavior(gravity)
        animator.addBehavior(bounce)
        var pool: [UIView] = []
        var steps = 0
        var largest = 0
        gravity.action = {
            steps += 1
            // Every 20 steps one item leaves and a new one comes; gravity turns so nothing rests.
            if steps % 20 == 0 {
                if pool.count >= 8 {
                    let leaving = pool.removeFirst()
                    collision.removeItem(leaving)
                    gravity.removeItem(leaving)
                    bounce.removeItem(leaving)
                    leaving.removeFromSuperview()
                }
                let item = self.box(CGPoint(x: 30 + CGFloat(steps % 240), y: 60), in: stage)
                pool.append(item)
                collision.addItem(item)
                gravity.addItem(item)
                bounce.addItem(item)
            }
            gravity.angle = CGFloat(steps) * 0.01
            largest = max(largest, animator.trackedItemCount)
        }
        for _ in 0..<50 { host.advance(by: 1) }
        #expect(steps > 5000, "\(steps) steps")
        #expect(largest <= 9, "bodies for the items present only: \(largest)")
        #expect(animator.trackedItemCount == pool.count)
        #expect(pool.allSatisfy { $0.center.x >= 0 && $0.center.x <= 300 && $0.center.y >= 0 && $0.center.y <= 400 })
    }
}
