import ScanoutTesting
import Testing

@testable import Scanout

/// `UIView.animateKeyframes`: properties move through their keyframes in turn on the clock.
@MainActor
@Suite struct UIViewKeyframeAnimationTests {
    private func makeScene() -> (TestHost, UIView) {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        box.backgroundColor = .systemBlue
        host.window.addSubview(box)
        _ = host.render()
        return (host, box)
    }

    private func shown(_ box: UIView) -> CGPoint {
        box.layer.presentation()?.position ?? CGPoint(x: CGFloat.nan, y: .nan)
    }

    @Test func aBoxGoesRoundItsKeyframesAndTheCompletionRunsAtTheEnd() {
        let (host, box) = makeScene()
        var finished: Bool?
        UIView.animateKeyframes(
            withDuration: 2, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { box.center.x = 220 }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { box.center.y = 220 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 20 }
                // Outside a keyframe: over the whole duration.
                box.alpha = 0
            }, completion: { finished = $0 })
        #expect(box.center == CGPoint(x: 20, y: 220), "the model is the last keyframes' at once")
        host.advanceToNextFrame()
        host.advance(by: 0.25)
        #expect(abs(shown(box).x - 120) < 4 && abs(shown(box).y - 20) < 0.5, "halfway along the first: \(shown(box))")
        host.advance(by: 0.5)
        #expect(abs(shown(box).x - 220) < 0.5 && abs(shown(box).y - 120) < 4, "halfway down: \(shown(box))")
        #expect(abs(Double(box.layer.presentation()!.opacity) - 0.625) < 0.03)
        host.advance(by: 0.75)
        #expect(abs(shown(box).x - 120) < 4 && abs(shown(box).y - 220) < 0.5, "halfway back: \(shown(box))")
        #expect(finished == nil)
        host.advance(by: 0.6)
        #expect(finished == true)
        #expect(shown(box) == CGPoint(x: 20, y: 220))
    }

    @Test func discreteKeyframesJumpAtTheirStart() {
        let (host, box) = makeScene()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: .calculationModeDiscrete,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 300 }
            })
        host.advanceToNextFrame()
        host.advance(by: 0.4)
        #expect(shown(box).x == 20)
        host.advance(by: 0.2)
        #expect(shown(box).x == 300)
    }

    @Test func aKeyframeOutsideAnAnimationHappensAtOnceAndHostileTimesAreClamped() {
        let (host, box) = makeScene()
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.center.x = 100 }
        #expect(box.center.x == 100 && shown(box).x == 100)
        UIView.animateKeyframes(
            withDuration: .nan, delay: -.infinity, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: .nan, relativeDuration: .infinity) { box.center.x = 10 }
                UIView.addKeyframe(withRelativeStartTime: -3, relativeDuration: -1) { box.center.y = 10 }
                UIView.addKeyframe(withRelativeStartTime: 7, relativeDuration: 0.5) { box.alpha = 0.5 }
            })
        for _ in 0..<10 {
            host.advance(by: 0.1)
            #expect(shown(box).x.isFinite && shown(box).y.isFinite)
        }
        #expect(shown(box) == CGPoint(x: 10, y: 10))
        // Nested keyframes and a change of the model in the middle.
        UIView.animateKeyframes(
            withDuration: 1, delay: 0,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 200 }
                }
            })
        host.advance(by: 0.3)
        box.center.x = 50
        #expect(shown(box).x == 50, "a change outside the animation stops it")
        host.advance(by: 1)
        #expect(shown(box).x == 50)
    }
}
