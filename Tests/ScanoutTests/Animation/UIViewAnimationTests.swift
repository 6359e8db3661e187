import ScanoutTesting
import Testing

@testable import Scanout

/// `UIView.animate` and `CADisplayLink`, driven by the virtual clock.
@MainActor
@Suite struct UIViewAnimationTests {
    private func makeScene() -> (TestHost, UIView) {
        let host = TestHost(size: CGSize(width: 240, height: 80))
        host.window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 40))
        box.backgroundColor = .systemBlue
        box.layer.cornerRadius = 8
        host.window.addSubview(box)
        _ = host.render()
        return (host, box)
    }

    @Test func animationIsSampledAtStartMiddleAndEnd() {
        let (host, box) = makeScene()
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                box.center.x = 190
                box.alpha = 0.5
                box.backgroundColor = .systemRed
                box.transform = CGAffineTransform(rotationAngle: .pi / 4)
            }, completion: { finished = $0 })

        // The model changes at once, as in UIKit; the screen follows over the duration.
        #expect(box.center.x == 190)
        #expect(box.alpha == 0.5)
        assertSnapshot(of: host.render(), named: "animation-start")

        host.advance(by: 0.5)
        #expect(abs(box.renderCenter.x - 110) < 0.5)
        #expect(abs(box.renderAlpha - 0.75) < 0.01)
        assertSnapshot(of: host.render(), named: "animation-middle")
        #expect(finished == nil)

        host.advance(by: 0.5)
        #expect(box.presentation == nil)
        #expect(finished == true)
        assertSnapshot(of: host.render(), named: "animation-end")
        #expect(host.clock.pendingTimerCount == 0, "No frames are scheduled once animations end")
    }

    @Test func easingCurvesShapeTheProgress() {
        #expect(TimingCurve.linear.value(at: 0.25) == 0.25)
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
        #expect(TimingCurve.easeInOut.value(at: 0.2) < 0.2)
        #expect(TimingCurve.easeInOut.value(at: 0.8) > 0.8)
        #expect(TimingCurve.easeIn.value(at: 0.5) < 0.5)
        #expect(TimingCurve.easeOut.value(at: 0.5) > 0.5)
        #expect(TimingCurve.easeIn.value(at: 0) == 0)
        #expect(TimingCurve.easeOut.value(at: 1) == 1)

        let (host, box) = makeScene()
        UIView.animate(withDuration: 1, animations: { box.center.x = 130 })
        host.advance(by: 0.25)
        let eased = box.renderCenter.x
        #expect(eased > 30 && eased < 55, "ease-in-out starts slowly: \(eased)")
    }

    @Test func delayHoldsTheStartValue() {
        let (host, box) = makeScene()
        UIView.animate(withDuration: 0.5, delay: 0.5, options: [], animations: { box.alpha = 0 })
        host.advance(by: 0.4)
        #expect(box.renderAlpha == 1)
        host.advance(by: 0.35)
        #expect(box.renderAlpha < 1 && box.renderAlpha > 0)
        host.advance(by: 0.3)
        #expect(box.renderAlpha == 0)
    }

    @Test func animatingViewsTakeNoTouchesUnlessAllowed() {
        let (host, box) = makeScene()
        var taps = 0
        let button = UIButton(frame: box.bounds)
        box.addSubview(button)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        UIView.animate(withDuration: 1, animations: { box.alpha = 0.9 })
        host.tap(at: CGPoint(x: 30, y: 40))
        #expect(taps == 0)
        host.advance(by: 1.1)
        host.tap(at: CGPoint(x: 30, y: 40))
        #expect(taps == 1)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { box.alpha = 1 })
        host.tap(at: CGPoint(x: 30, y: 40))
        #expect(taps == 2)
    }

    @Test func changingAPropertyOutsideAnimationStopsItsAnimation() {
        let (host, box) = makeScene()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { box.center.x = 190 }, completion: { finished = $0 })
        host.advance(by: 0.3)
        box.center.x = 60
        #expect(box.renderCenter.x == 60)
        host.advance(by: 0.1)
        #expect(finished == false)
    }

    @Test func aBlockThatChangesNothingStillCompletes() {
        let (host, _) = makeScene()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: {}, completion: { finished = $0 })
        host.advance(by: 0)
        #expect(finished == true)
    }

    @Test func framesOfAnAnimationDamageOnlyWhereTheViewWas() {
        let (host, box) = makeScene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center.x = 190 })
        host.advance(by: 0.5)
        _ = host.render()
        let union = host.lastRenderedDamage.reduce(CGRect.null) {
            $0.union(CGRect(x: $1.x, y: $1.y, width: $1.width, height: $1.height))
        }
        #expect(union.minY >= 19 && union.maxY <= 61, "only the box's rows: \(union)")
    }

    @Test func displayLinkFiresOncePerFrameWithTimestamps() {
        let host = TestHost()
        var timestamps: [TimeInterval] = []
        let link = CADisplayLink { link in timestamps.append(link.timestamp) }
        link.add(to: .main, forMode: .common)
        host.advance(by: 0.1)
        #expect(timestamps.count == 6)
        #expect(abs(timestamps[1] - timestamps[0] - 1.0 / 60) < 1e-9)
        #expect(abs(link.duration - 1.0 / 60) < 1e-9)
        link.isPaused = true
        host.advance(by: 0.1)
        #expect(timestamps.count == 6)
        link.isPaused = false
        link.preferredFramesPerSecond = 30
        // The display was idle: the first frame is at once (0.2 s), then every other refresh to
        // 0.3 s included.
        host.advance(by: 0.1)
        #expect(timestamps.count == 10)
        link.invalidate()
        host.advance(by: 0.1)
        #expect(timestamps.count == 10)
        #expect(host.clock.pendingTimerCount == 0)
    }

    @Test func displayLinkSendsItsActionToItsTarget() {
        final class Clock: ActionTarget {
            static var actionTable: ActionTable { ActionTable().on(.tick, Clock.tick) }
            var ticks = 0
            func tick(_ sender: Any?) { ticks += (sender is CADisplayLink) ? 1 : 0 }
        }
        let host = TestHost()
        let clock = Clock()
        let link = CADisplayLink(target: clock, selector: .tick)
        link.add(to: .main, forMode: .default)
        host.advance(by: 0.05)
        #expect(clock.ticks == 3)
        link.invalidate()
    }
}

extension Selector {
    static let tick = Selector("tick:")
}
