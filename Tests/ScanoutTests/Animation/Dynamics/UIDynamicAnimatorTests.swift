import ScanoutTesting
import Testing

@testable import Scanout

/// `UIDynamicAnimator` and its behaviors, stepped on the frame clock: a drop that bounces and
/// rests, a snap, an attachment, pushes, and collision reports.
@MainActor
@Suite struct UIDynamicAnimatorTests {
    private final class Listener: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
        var events: [String] = []
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
            withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
        ) {
            events.append("began \((identifier as? String) ?? "bounds")")
        }
        func collisionBehavior(
            _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
            withBoundaryIdentifier identifier: (any NSCopying)?
        ) {
            events.append("ended \((identifier as? String) ?? "bounds")")
        }
        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
            at p: CGPoint
        ) {
            events.append("began item")
        }
    }

    private func makeScene(size: CGSize = CGSize(width: 300, height: 600)) -> (TestHost, UIView) {
        let host = TestHost(size: size)
        let stage = UIView(frame: CGRect(origin: .zero, size: size))
        host.window.addSubview(stage)
        _ = host.render()
        return (host, stage)
    }

    private func box(_ center: CGPoint, size: CGFloat = 40, in stage: UIView) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: size, height: size))
        view.center = center
        view.backgroundColor = .systemBlue
        stage.addSubview(view)
        return view
    }

    @Test func aDroppedViewFallsBouncesAndComesToRest() throws {
        let (host, stage) = makeScene()
        let ball = box(CGPoint(x: 150, y: 100), in: stage)
        let animator = UIDynamicAnimator(referenceView: stage)
        let listener = Listener()
        animator.delegate = listener
        let collision = UICollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        let rubber = UIDynamicItemBehavior(items: [ball])
        rubber.elasticity = 0.5
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        animator.addBehavior(collision)
        animator.addBehavior(rubber)
        #expect(animator.isRunning)
        #expect(listener.events == ["resume"])

        // Free fall: s = ½·g·t² with g = 1000 points/s².
        host.advance(by: 0.5)
        let t = animator.elapsedTime
        #expect(t > 0.4 && t <= 0.5, "\(t)")
        let fallen = ball.center.y - 100
        let expected = 0.5 * 1000 * t * t
        #expect(abs(fallen - expected) < expected * 0.05, "fell \(fallen), s = ½gt² = \(expected)")
        #expect(ball.center.x == 150)

        // It lands (the floor is at 600, its centre stops at 580), bounces with half its speed
        // (a quarter of the height: about 120 points) and comes to rest.
        var landed = false
        var highestAfterLanding = CGFloat.infinity
        var steps = 0
        while animator.isRunning, steps < 200 {
            host.advance(by: 0.05)
            steps += 1
            if ball.center.y > 575 { landed = true }
            if landed { highestAfterLanding = min(highestAfterLanding, ball.center.y) }
            #expect(ball.center.y <= 581, "never through the floor: \(ball.center.y)")
        }
        #expect(landed)
        let bounce = 580 - highestAfterLanding
        #expect(bounce > 95 && bounce < 135, "bounced about 120 points: \(bounce)")
        #expect(!animator.isRunning, "at rest, the animator paused")
        #expect(abs(ball.center.y - 580) < 1, "resting on the floor: \(ball.center.y)")
        #expect(listener.events == ["resume", "pause"])
        // Resumes when told of a change.
        rubber.addLinearVelocity(CGPoint(x: 0, y: -300), for: ball)
        #expect(animator.isRunning)
        #expect(listener.events == ["resume", "pause", "resume"])
    }

    @Test func aSnapSettlesAtItsPointUpright() {
        let (host, stage) = makeScene()
        let card = box(CGPoint(x: 50, y: 50), in: stage)
        card.transform = CGAffineTransform(rotationAngle: 0.5)
        let animator = UIDynamicAnimator(referenceView: stage)
        let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 200, y: 300))
        animator.addBehavior(snap)
        var farthest: CGFloat = 0
        for _ in 0..<60 {
            host.advance(by: 0.05)
            farthest = max(farthest, card.center.y)
        }
        #expect(abs(card.center.x - 200) < 1 && abs(card.center.y - 300) < 1, "\(card.center)")
        #expect(abs(card.transform.b) < 0.01, "upright")
        #expect(farthest > 300.5, "a damping of 0.5 overshoots a little: \(farthest)")
        #expect(!animator.isRunning)
        snap.snapPoint = CGPoint(x: 100, y: 100)
        #expect(animator.isRunning, "a new point resumes it")
        host.advance(by: 3)
        #expect(abs(card.center.x - 100) < 1 && abs(card.center.y - 100) < 1, "\(card.center)")
    }

    @Test func anAttachmentHoldsItsLength() {
        let (host, stage) = makeScene()
        let weight = box(CGPoint(x: 150, y: 200), size: 20, in: stage)
        let animator = UIDynamicAnimator(referenceView: stage)
        let rod = UIAttachmentBehavior(item: weight, attachedToAnchor: CGPoint(x: 150, y: 100))
        #expect(rod.length == 100, "the distance when made")
        animator.addBehavior(rod)
        animator.addBehavior(UIGravityBehavior(items: [weight]))
        let kick = UIPushBehavior(items: [weight], mode: .instantaneous)
        kick.pushDirection = CGVector(dx: 0.12, dy: 0)  // 300 points/s on 20 × 20 points (mass 0.04)
        animator.addBehavior(kick)
        var swungTo: CGFloat = 150
        for _ in 0..<40 {
            host.advance(by: 0.05)
            let length = weight.center.distance(to: CGPoint(x: 150, y: 100))
            #expect(abs(length - 100) < 2.5, "a rod keeps its length: \(length)")
            swungTo = max(swungTo, weight.center.x)
        }
        #expect(swungTo > 170, "the kick swung it: \(swungTo)")
        #expect(!kick.active, "an instantaneous push is spent")

        // A spring between two items settles at its length.
        let a = box(CGPoint(x: 50, y: 400), size: 20, in: stage)
        let b = box(CGPoint(x: 250, y: 400), size: 20, in: stage)
        let spring = UIAttachmentBehavior(item: a, attachedTo: b)
        spring.length = 100
        spring.frequency = 2
        spring.damping = 0.7
        animator.addBehavior(spring)
        host.advance(by: 4)
        #expect(abs(a.center.distance(to: b.center) - 100) < 2, "\(a.center.distance(to: b.center))")
        #expect(abs((a.center.x + b.center.x) / 2 - 150) < 1, "equal masses meet half way")
    }

    @Test func pushesMoveItemsByTheirMass() {
        let (host, stage) = makeScene(size: CGSize(width: 2000, height: 600))
        let light = box(CGPoint(x: 100, y: 100), size: 100, in: stage)
        let animator = UIDynamicAnimator(referenceView: stage)
        let steady = UIPushBehavior(items: [light], mode: .continuous)
        steady.magnitude = 1  // 100 points/s² on 100 × 100 points of density 1
        animator.addBehavior(steady)
        host.advance(by: 1)
        let t = animator.elapsedTime
        let expected = 0.5 * 100 * t * t
        #expect(abs((light.center.x - 100) - expected) < expected * 0.05, "\(light.center.x - 100) vs \(expected)")

        let heavy = box(CGPoint(x: 100, y: 400), size: 100, in: stage)
        let lead = UIDynamicItemBehavior(items: [heavy])
        lead.density = 4
        let flick = UIPushBehavior(items: [heavy], mode: .instantaneous)
        flick.setAngle(0, magnitude: 1)
        animator.addBehavior(lead)
        animator.addBehavior(flick)
        host.advance(by: 0.1)
        #expect(abs(lead.linearVelocity(for: heavy).x - 25) < 0.5, "\(lead.linearVelocity(for: heavy))")
    }

    @Test func collisionsAreReportedForBoundariesAndItems() {
        let (host, stage) = makeScene()
        let ball = box(CGPoint(x: 100, y: 100), in: stage)
        let other = box(CGPoint(x: 100, y: 300), in: stage)
        let animator = UIDynamicAnimator(referenceView: stage)
        let listener = Listener()
        let collision = UICollisionBehavior(items: [ball, other])
        collision.collisionDelegate = listener
        collision.addBoundary(withIdentifier: "shelf", from: CGPoint(x: 0, y: 200), to: CGPoint(x: 300, y: 200))
        #expect(collision.boundary(withIdentifier: "shelf") != nil)
        #expect(collision.boundaryIdentifiers?.count == 1)
        let pillar = UIDynamicItemBehavior(items: [other])
        pillar.isAnchored = true
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        animator.addBehavior(collision)
        animator.addBehavior(pillar)
        host.advance(by: 2)
        #expect(abs(ball.center.y - 180) < 1, "rests on the shelf: \(ball.center.y)")
        #expect(listener.events.first == "began shelf")
        collision.removeBoundary(withIdentifier: "shelf")
        #expect(collision.boundaryIdentifiers == nil)
        host.advance(by: 1)
        #expect(listener.events.contains("ended shelf"))
        #expect(listener.events.contains("began item"), "fell onto the other item")
        #expect(abs(ball.center.y - 260) < 1, "resting on the anchored item: \(ball.center.y)")
        #expect(other.center == CGPoint(x: 100, y: 300), "an anchored item does not move")
    }
}
