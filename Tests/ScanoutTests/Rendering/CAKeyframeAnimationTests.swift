import Glibc
import ScanoutTesting
import Testing

@testable import Scanout

/// `CAKeyframeAnimation`: paths (by element and by arc length, turning with them), the
/// calculation modes and per-segment timing functions.
@MainActor
@Suite struct CAKeyframeAnimationTests {
    private func makeLayer() -> (TestHost, CALayer) {
        let host = TestHost(size: CGSize(width: 300, height: 300))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.backgroundColor = UIColor.systemBlue.cgColor
        host.window.layer.addSublayer(layer)
        _ = host.render()
        return (host, layer)
    }

    /// Right 100 points, then down 200.
    private var corner: CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 50))
        path.addLine(to: CGPoint(x: 100, y: 50))
        path.addLine(to: CGPoint(x: 100, y: 250))
        return path
    }

    private func sample(_ animation: CAKeyframeAnimation, at times: [Double]) throws -> [CALayer] {
        let (host, layer) = makeLayer()
        animation.duration = 1
        layer.add(animation, forKey: "follow")
        _ = host.render()
        var shown: [CALayer] = []
        var now = 0.0
        for time in times {
            host.advance(by: time - now)
            now = time
            shown.append(try #require(layer.presentation()))
        }
        return shown
    }

    private func near(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 2) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func aPathTakesEachElementInTurnOrIsWalkedAtOneSpeedWhenPaced() throws {
        let linear = CAKeyframeAnimation(keyPath: "position")
        linear.path = corner
        let byElement = try sample(linear, at: [0.25, 0.5, 0.75]).map(\.position)
        #expect(near(byElement[0], CGPoint(x: 50, y: 50)), "half of the first element: \(byElement[0])")
        #expect(near(byElement[1], CGPoint(x: 100, y: 50)), "the corner at half time: \(byElement[1])")
        #expect(near(byElement[2], CGPoint(x: 100, y: 150)), "half of the second: \(byElement[2])")

        let paced = CAKeyframeAnimation(keyPath: "position")
        paced.path = corner
        paced.calculationMode = .paced
        let byLength = try sample(paced, at: [0.25, 0.5, 0.75]).map(\.position)
        #expect(near(byLength[0], CGPoint(x: 75, y: 50)), "75 of 300 points: \(byLength[0])")
        #expect(near(byLength[1], CGPoint(x: 100, y: 100)), "150 of 300: \(byLength[1])")
        #expect(near(byLength[2], CGPoint(x: 100, y: 175)), "225 of 300: \(byLength[2])")

        // Key times per element's end.
        let timed = CAKeyframeAnimation(keyPath: "position")
        timed.path = corner
        timed.keyTimes = [0, 0.2, 1]
        let early = try sample(timed, at: [0.2, 0.6]).map(\.position)
        #expect(near(early[0], CGPoint(x: 100, y: 50)), "the corner at 0.2: \(early[0])")
        #expect(near(early[1], CGPoint(x: 100, y: 150)), "\(early[1])")
    }

    @Test func aCircleIsFollowedByArcLengthAndTheLayerTurnsWithIt() throws {
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.path = CGPath(ellipseIn: CGRect(x: 50, y: 50, width: 200, height: 200), transform: nil)
        orbit.calculationMode = .paced
        orbit.rotationMode = .rotateAuto
        let shown = try sample(orbit, at: [0.25, 0.5])
        // The circle starts at its right (250, 150) and runs clockwise on screen.
        #expect(near(shown[0].position, CGPoint(x: 150, y: 250), within: 3), "a quarter round: \(shown[0].position)")
        #expect(near(shown[1].position, CGPoint(x: 50, y: 150), within: 3), "half round: \(shown[1].position)")
        let turn = atan2(Double(shown[0].affineTransform().b), Double(shown[0].affineTransform().a))
        #expect(abs(abs(turn) - .pi) < 0.15, "heading left at the bottom: \(turn)")

        let reversed = CAKeyframeAnimation(keyPath: "position")
        reversed.path = corner
        reversed.rotationMode = .rotateAutoReverse
        let back = try sample(reversed, at: [0.25])[0].affineTransform()
        #expect(abs(abs(atan2(Double(back.b), Double(back.a))) - .pi) < 0.01, "heading right, turned round")
    }

    @Test func calculationModesAndSegmentTiming() throws {
        let discrete = CAKeyframeAnimation(keyPath: "opacity")
        discrete.values = [0.2, 0.6, 1.0]
        discrete.calculationMode = .discrete
        let steps = try sample(discrete, at: [0.1, 0.4, 0.8]).map(\.opacity)
        #expect(steps.map { ($0 * 10).rounded() / 10 } == [0.2, 0.6, 1.0], "held, then jumping: \(steps)")

        let cubic = CAKeyframeAnimation(keyPath: "position.x")
        cubic.values = [0, 0, 100, 100]
        cubic.calculationMode = .cubic
        // A third of the way is the second key frame; a quarter into the middle segment the
        // Catmull-Rom curve is at 20.3 (a straight line would be at 25).
        let curve = try sample(cubic, at: [1.0 / 3, 1.0 / 3 + 1.0 / 12]).map(\.position.x)
        #expect(abs(curve[0]) < 1.5, "through the key frame: \(curve[0])")
        #expect(abs(curve[1] - 20.3) < 2, "smoothed: \(curve[1])")

        let eased = CAKeyframeAnimation(keyPath: "position.x")
        eased.values = [0, 100, 200]
        eased.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        let timed = try sample(eased, at: [0.25, 0.75]).map(\.position.x)
        #expect(timed[0] < 40, "the first segment eases in: \(timed[0])")
        #expect(abs(timed[1] - 150) < 3, "the second is linear: \(timed[1])")

        let paced = CAKeyframeAnimation(keyPath: "position.x")
        paced.values = [0, 10, 100]
        paced.keyTimes = [0, 0.9, 1]  // ignored when paced
        paced.calculationMode = .paced
        let even = try sample(paced, at: [0.5]).map(\.position.x)
        #expect(abs(even[0] - 50) < 3, "an even speed over the whole distance: \(even[0])")
    }

    @Test func aViewsLayerFollowsAPath() throws {
        let host = TestHost(size: CGSize(width: 300, height: 300))
        let badge = UIView(frame: CGRect(x: 0, y: 40, width: 20, height: 20))
        badge.backgroundColor = .red
        host.window.addSubview(badge)
        _ = host.render()
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = corner
        follow.duration = 1
        badge.layer.add(follow, forKey: "follow")
        _ = host.render()
        host.advance(by: 0.75)
        let position = try #require(badge.layer.presentation()?.position)
        #expect(near(position, CGPoint(x: 100, y: 150)), "\(position)")
        #expect(badge.center == CGPoint(x: 10, y: 50), "the model stays")
        host.advance(by: 0.5)
        #expect(badge.layer.presentation()?.position == CGPoint(x: 10, y: 50))
    }

    @Test func hostilePathsAndKeyFramesNeverTrap() throws {
        let wild = CGMutablePath()
        wild.move(to: CGPoint(x: CGFloat.nan, y: 0))
        wild.addLine(to: CGPoint(x: CGFloat.infinity, y: 1))
        let moves = CGMutablePath()
        moves.move(to: .zero)
        moves.move(to: CGPoint(x: 10, y: 10))
        let jumpy = CGMutablePath()
        jumpy.move(to: .zero)
        jumpy.addLine(to: CGPoint(x: 10, y: 0))
        jumpy.move(to: CGPoint(x: 50, y: 50))
        jumpy.addQuadCurve(to: CGPoint(x: 90, y: 50), control: CGPoint(x: 70, y: 0))
        jumpy.closeSubpath()
        for path in [CGMutablePath(), wild, moves, jumpy, CGPath(rect: .zero)] {
            for mode in [
                CAAnimationCalculationMode.linear, .paced, .discrete, .cubic, .cubicPaced, .init(rawValue: "x"),
            ] {
                let animation = CAKeyframeAnimation(keyPath: "position")
                animation.path = path
                animation.calculationMode = mode
                animation.rotationMode = .rotateAuto
                animation.keyTimes = [NSNumber(value: Double.nan), 2, -1]
                animation.timingFunctions = []
                let shown = try sample(animation, at: [0.3, 0.9])
                #expect(shown.allSatisfy { $0.position.x.isFinite && $0.position.y.isFinite })
            }
        }
        for values in [[], [1], ["not a value", 2], [CGPoint(x: 1, y: 1), 3.0], [Double.nan, Double.infinity]]
            as [[Any]]
        {
            let animation = CAKeyframeAnimation(keyPath: "position.x")
            animation.values = values
            animation.keyTimes = [0.5, 0.1]
            animation.calculationMode = .cubicPaced
            animation.tensionValues = [NSNumber(value: Double.infinity)]
            _ = try sample(animation, at: [0.5])
        }
    }
}
