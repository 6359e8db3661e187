import Glibc
import Scanout
import ScanoutTesting
import Testing

/// Core Animation's explicit animations on the frame clock: a progress ring, a fade, a spinner's
/// turn, keyframes, and transactions' completions.
@MainActor
@Suite struct LayerAnimationTests {
    private func makeRing(_ host: TestHost) -> CAShapeLayer {
        let ring = CAShapeLayer()
        ring.path =
            UIBezierPath(
                arcCenter: CGPoint(x: 60, y: 60), radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true
            ).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 8
        host.window.backgroundColor = .white
        host.window.layer.addSublayer(ring)
        return ring
    }

    /// Whether the ring is drawn at `angle` radians clockwise from the top.
    private func ringDrawn(at angle: Double, in image: CGImage) -> Bool {
        let x = Int((60 + 40 * sin(angle)).rounded())
        let y = Int((60 - 40 * cos(angle)).rounded())
        return image.pixel(x: x, y: y).red < 100
    }

    @Test func aProgressRingFillsOnTheFrameClockAndTheTransactionCompletes() throws {
        let host = TestHost(size: CGSize(width: 120, height: 120))
        let ring = makeRing(host)
        ring.strokeEnd = 1
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 1
        ring.add(fill, forKey: "fill")
        CATransaction.commit()
        #expect(ring.animationKeys() == ["fill"])

        _ = host.render()
        host.advance(by: 0.5)
        var image = try #require(host.render().cgImage)
        #expect(ringDrawn(at: 0.5, in: image), "a quarter round is drawn at the middle")
        #expect(!ringDrawn(at: 4.5, in: image), "three quarters round is not yet")
        #expect(!completed)
        host.advance(by: 0.6)
        image = try #require(host.render().cgImage)
        #expect(ringDrawn(at: 4.5, in: image), "the model value shows once it is removed")
        #expect(completed)
        #expect(ring.animationKeys() == nil)
    }

    @Test func aRepeatingRotationOfAViewsLayerTurnsItUntilRemoved() throws {
        let host = TestHost(size: CGSize(width: 200, height: 200))
        host.window.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 50, y: 95, width: 100, height: 10))
        bar.backgroundColor = .black
        host.window.addSubview(bar)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = Double.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        bar.layer.add(spin, forKey: "spin")
        host.advance(by: 0.25)
        var image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 100, y: 60).red < 50, "a quarter turn: the bar stands upright")
        #expect(image.pixel(x: 60, y: 100).red > 200)
        host.advance(by: 10)
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 100, y: 60).red < 50, "still turning ten turns later")
        bar.layer.removeAnimation(forKey: "spin")
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 60, y: 100).red < 50, "back to the model: lying flat")
        let frames = host.presentedFrameCount
        host.advance(by: 1)
        #expect(host.presentedFrameCount == frames, "no animation, no frames")
    }

    @Test func keyframesAutoreversingAndTheDelegate() throws {
        final class Listener: CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: CAAnimation) { events.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
        }
        let host = TestHost(size: CGSize(width: 200, height: 100))
        host.window.backgroundColor = .white
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 40, width: 20, height: 20)
        dot.backgroundColor = UIColor.black.cgColor
        host.window.layer.addSublayer(dot)
        let move = CAKeyframeAnimation(keyPath: "position.x")
        move.values = [10, 190, 100]
        move.keyTimes = [0, 0.5, 1]
        move.duration = 1
        let listener = Listener()
        move.delegate = listener
        dot.add(move, forKey: "move")
        host.advance(by: 0.5)
        var image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 185, y: 50).red < 50, "at the middle key time: the right end")
        host.advance(by: 0.25)
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 145, y: 50).red < 50, "halfway back")
        host.advance(by: 0.5)
        #expect(listener.events == ["start", "stop true"])

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.5
        fade.autoreverses = true
        fade.delegate = listener
        dot.add(fade, forKey: "fade")
        host.advance(by: 0.5)
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 10, y: 50).red > 240, "faded out at the turn")
        dot.removeAnimation(forKey: "fade")
        #expect(listener.events.last == "stop false", "removed before its end")
    }

    @Test func fillModeForwardsKeepsTheEndValue() throws {
        let host = TestHost(size: CGSize(width: 120, height: 120))
        let ring = makeRing(host)
        ring.strokeEnd = 0
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.toValue = 1
        fill.duration = 0.3
        fill.fillMode = .forwards
        fill.isRemovedOnCompletion = false
        ring.add(fill, forKey: "fill")
        host.advance(by: 1)
        let image = try #require(host.render().cgImage)
        #expect(ringDrawn(at: 4.5, in: image), "held at the end")
        #expect(ring.strokeEnd == 0, "the model value is unchanged, as in Core Animation")
        #expect(ring.animationKeys() == ["fill"])
    }
}
