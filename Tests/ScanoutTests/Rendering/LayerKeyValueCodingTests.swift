import ScanoutTesting
import Testing

@testable import Scanout

/// Key-value coding on layers and animations, as apps use it: properties by name and animation
/// key path, custom keys kept, animations tagged to be told apart when they stop.
@MainActor
@Suite struct LayerKeyValueCodingTests {
    @Test func knownKeysReadAndWriteTheProperties() {
        let layer = CALayer()
        layer.setValue(0.5, forKey: "opacity")
        #expect(layer.opacity == 0.5)
        #expect(layer.value(forKey: "opacity") as? Double == 0.5)
        layer.setValue(CGPoint(x: 10, y: 20), forKey: "position")
        #expect(layer.position == CGPoint(x: 10, y: 20))
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 10, y: 20))
        layer.setValue(NSValue(cgPoint: CGPoint(x: 1, y: 2)), forKey: "position")
        #expect(layer.position == CGPoint(x: 1, y: 2))
        layer.setValue(CGSize(width: 30, height: 40), forKeyPath: "bounds.size")
        #expect(layer.bounds.size == CGSize(width: 30, height: 40))
        layer.setValue(7, forKeyPath: "position.x")
        #expect(layer.position.x == 7)
        layer.setValue(Float(12), forKey: "cornerRadius")
        #expect(layer.cornerRadius == 12)
        layer.setValue(UIColor.red.cgColor, forKey: "backgroundColor")
        #expect(layer.backgroundColor == UIColor.red.cgColor)

        layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
        let angle = layer.value(forKeyPath: "transform.rotation.z") as? Double ?? 0
        #expect(abs(angle - .pi / 2) < 1e-9)
        layer.setValue(2, forKeyPath: "transform.scale")
        #expect(abs((layer.value(forKeyPath: "transform.scale") as? Double ?? 0) - 2) < 1e-9)
        #expect(abs((layer.value(forKeyPath: "transform.rotation.z") as? Double ?? 0) - .pi / 2) < 1e-9, "kept")

        let shape = CAShapeLayer()
        shape.setValue(0.25, forKey: "strokeEnd")
        #expect(shape.strokeEnd == 0.25)
        #expect(shape.value(forKey: "lineWidth") as? Double == 1)
    }

    @Test func anyOtherKeyIsStoredAndGivenBack() {
        let layer = CALayer()
        #expect(layer.value(forKey: "progress") == nil)
        layer.setValue("needle", forKey: "role")
        layer.setValue(0.75, forKey: "progress")
        #expect(layer.value(forKey: "role") as? String == "needle")
        #expect(layer.value(forKeyPath: "progress") as? Double == 0.75)
        let inner = CALayer()
        inner.setValue(3, forKey: "count")
        layer.setValue(inner, forKey: "child")
        #expect(layer.value(forKeyPath: "child.count") as? Int == 3)
        layer.setValue(nil, forKey: "role")
        #expect(layer.value(forKey: "role") == nil)
        layer.setValue("not a number", forKey: "opacity")
        #expect(layer.opacity == 1, "a value of the wrong kind leaves the property")
    }

    @Test func animationsAreTaggedAndToldApartWhenTheyStop() throws {
        final class Listener: CAAnimationDelegate {
            var stopped: [String] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                stopped.append(anim.value(forKey: "name") as? String ?? "?")
            }
        }
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let layer = CALayer()
        host.window.layer.addSublayer(layer)
        let listener = Listener()
        for name in ["fadeIn", "grow"] {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = name == "fadeIn" ? 0.2 : 0.4
            animation.setValue(name, forKey: "name")
            animation.delegate = listener
            layer.add(animation, forKey: name)
        }
        host.advance(by: 1)
        #expect(listener.stopped == ["fadeIn", "grow"])
        let tagged = CABasicAnimation()
        tagged.setValue(2, forKey: "duration")
        #expect(tagged.duration == 2)
        #expect(tagged.value(forKey: "duration") as? Double == 2)
    }
}
