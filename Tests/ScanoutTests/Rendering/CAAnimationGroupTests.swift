import ScanoutTesting
import Testing

@testable import Scanout

/// `CAAnimationGroup`: children timed inside the group, clipped by it, heard of once.
@MainActor
@Suite struct CAAnimationGroupTests {
    private final class Listener: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    private func makeLayer() -> (TestHost, CALayer) {
        let host = TestHost(size: CGSize(width: 300, height: 100))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 30, width: 40, height: 40)
        layer.backgroundColor = UIColor.systemBlue.cgColor
        host.window.layer.addSublayer(layer)
        _ = host.render()
        return (host, layer)
    }

    @Test func twoAnimationsOneAfterTheOtherInsideTheGroup() throws {
        let (host, layer) = makeLayer()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 20
        slide.toValue = 220
        slide.duration = 0.5
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.beginTime = 0.5  // from the group's start
        fade.duration = 0.5
        let group = CAAnimationGroup()
        group.animations = [slide, fade]
        group.duration = 1
        let listener = Listener()
        group.delegate = listener
        layer.add(group, forKey: "leave")
        _ = host.render()

        host.advance(by: 0.25)
        var shown = try #require(layer.presentation())
        #expect(abs(shown.position.x - 120) < 8, "the slide is halfway: \(shown.position.x)")
        #expect(shown.opacity == 1, "the fade has not begun (no backwards fill)")
        host.advance(by: 0.5)
        shown = try #require(layer.presentation())
        #expect(shown.position.x == 20, "the slide ended without a fill: the model value")
        #expect(abs(shown.opacity - 0.5) < 0.08, "the fade is halfway: \(shown.opacity)")
        #expect(listener.events == ["start"])
        host.advance(by: 0.5)
        #expect(listener.events == ["start", "stop true"], "heard once, for the group")
        #expect(layer.animationKeys() == nil, "removed on completion")
        #expect(layer.presentation()?.opacity == 1)
    }

    @Test func theGroupsDurationClipsItsChildrenAndItsTimingDrivesThem() throws {
        let (host, layer) = makeLayer()
        let long = CABasicAnimation(keyPath: "position.x")
        long.fromValue = 0
        long.toValue = 200
        long.duration = 2  // longer than the group
        let inherits = CABasicAnimation(keyPath: "opacity")
        inherits.fromValue = 0
        inherits.toValue = 1  // no duration: the group's
        let group = CAAnimationGroup()
        group.animations = [long, inherits]
        group.duration = 1
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        layer.add(group, forKey: "clip")
        _ = host.render()
        host.advance(by: 0.5)
        var shown = try #require(layer.presentation())
        #expect(abs(shown.position.x - 50) < 6, "a quarter of the long child: \(shown.position.x)")
        #expect(abs(shown.opacity - 0.5) < 0.06, "the short child lasts the group: \(shown.opacity)")
        host.advance(by: 1)
        shown = try #require(layer.presentation())
        #expect(abs(shown.position.x - 100) < 1, "clipped at the group's end and held: \(shown.position.x)")
        #expect(abs(shown.opacity - 1) < 0.01, "held at its end: \(shown.opacity)")
        #expect(layer.animationKeys() == ["clip"])

        // The group's timing function eases its children's time.
        let eased = CAAnimationGroup()
        let move = CABasicAnimation(keyPath: "position.y")
        move.fromValue = 0
        move.toValue = 100
        eased.animations = [move]
        eased.duration = 1
        eased.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(eased, forKey: "eased")
        _ = host.render()
        host.advance(by: 0.5)
        let y = try #require(layer.presentation()?.position.y)
        #expect(y < 40, "eased in: behind the linear half way: \(y)")
    }

    @Test func emptyAndHostileGroupsNeverTrap() throws {
        let (host, layer) = makeLayer()
        let listener = Listener()
        let empty = CAAnimationGroup()
        empty.delegate = listener
        layer.add(empty, forKey: "empty")
        let none = CAAnimationGroup()
        none.animations = []
        none.duration = .nan
        layer.add(none, forKey: "none")
        let wild = CAAnimationGroup()
        let child = CABasicAnimation(keyPath: "opacity")
        child.fromValue = 0
        child.toValue = 1
        child.beginTime = -.infinity
        child.duration = -3
        child.repeatCount = .nan
        wild.animations = [child, CAAnimation()]
        wild.duration = .infinity
        wild.beginTime = .nan
        wild.repeatCount = -1
        layer.add(wild, forKey: "wild")
        // A group inside itself.
        let loop = CAAnimationGroup()
        let inner = CAAnimationGroup()
        loop.animations = [inner]
        inner.animations = [loop, child]
        layer.add(loop, forKey: "loop")
        for _ in 0..<10 { host.advance(by: 0.1) }
        #expect(listener.events == ["start", "stop true"], "an empty group runs its 0.25 seconds")
        #expect(layer.presentation()?.opacity.isFinite == true)
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
    }
}
