import ScanoutTesting
import Testing

@testable import Scanout

/// `CASpringAnimation`: the layer's value along the damped oscillator its parameters describe.
@MainActor
@Suite struct CASpringAnimationTests {
    @Test func aSpringMovesALayerAlongItsCurveAndSettles() throws {
        let host = TestHost(size: CGSize(width: 300, height: 100))
        // A layer of its own (a view's layer shows the view's animations).
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 30, width: 40, height: 40)
        layer.backgroundColor = UIColor.systemBlue.cgColor
        host.window.layer.addSublayer(layer)
        _ = host.render()
        let spring = CASpringAnimation(keyPath: "position")
        spring.fromValue = CGPoint(x: 20, y: 50)
        spring.toValue = CGPoint(x: 220, y: 50)
        spring.mass = 1
        spring.stiffness = 100
        spring.damping = 5
        spring.duration = spring.settlingDuration
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 3, "\(spring.settlingDuration)")
        layer.add(spring, forKey: "slide")
        _ = host.render()
        var farthest: CGFloat = 0
        var positions: [CGFloat] = []
        for _ in 0..<40 {
            host.advance(by: 0.05)
            let x = try #require(layer.presentation()?.position.x)
            farthest = max(farthest, x)
            positions.append(x)
        }
        // ζ = 0.25: the first overshoot is e^(−πζ/√(1−ζ²)) ≈ 44 % of the distance.
        #expect(farthest > 290 && farthest < 320, "overshoots by about 88 points: \(farthest)")
        #expect(abs(positions.last! - 220) < 3, "at rest by the end: \(positions.last!)")
        // Hostile parameters: the defaults stand in, nothing traps.
        let wild = CASpringAnimation(keyPath: "opacity")
        wild.mass = .nan
        wild.stiffness = -.infinity
        wild.damping = .infinity
        wild.initialVelocity = .nan
        wild.fromValue = 0
        wild.toValue = 1
        #expect(wild.settlingDuration.isFinite)
        layer.add(wild, forKey: "wild")
        host.advance(by: 1)
        #expect(layer.presentation()?.opacity.isFinite == true)
        let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(perceptual.duration > 0.4 && perceptual.duration < 3)
        #expect(CASpringAnimation(perceptualDuration: .nan, bounce: .infinity).duration.isFinite)
    }
}
