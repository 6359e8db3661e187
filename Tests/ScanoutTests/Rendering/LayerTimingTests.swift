import ScanoutTesting
import Testing

@testable import Scanout

/// A layer's own time (`speed`, `timeOffset`, `beginTime`, `convertTime`): the pause and resume
/// recipe apps copy holds a running animation where it is and carries on from there.
@MainActor
@Suite struct LayerTimingTests {
    private func movingDot(_ host: TestHost) -> CALayer {
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        host.window.layer.addSublayer(dot)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        dot.add(move, forKey: "move")
        _ = host.render()
        return dot
    }

    private func shownX(_ layer: CALayer) -> CGFloat {
        layer.presentation()?.position.x ?? .nan
    }

    @Test func pausingAndResumingFreezesThePresentationAndCarriesOn() {
        let host = TestHost(size: CGSize(width: 200, height: 50))
        let dot = movingDot(host)
        host.advance(by: 0.25)
        // Values are a frame's: within a 60 Hz frame (1.7 points here) of the exact time.
        #expect(abs(shownX(dot) - 25) < 2)
        let atPause = shownX(dot)

        // Pause, as apps do it.
        let pausedTime = dot.convertTime(CACurrentMediaTime(), from: nil)
        dot.speed = 0
        dot.timeOffset = pausedTime
        host.advance(by: 0.5)
        _ = host.render()
        #expect(abs(shownX(dot) - atPause) < 0.01, "frozen while paused")
        #expect(dot.animation(forKey: "move") != nil, "still on the layer")

        // Resume.
        let paused = dot.timeOffset
        dot.speed = 1
        dot.timeOffset = 0
        dot.beginTime = 0
        let sincePause = dot.convertTime(CACurrentMediaTime(), from: nil) - paused
        dot.beginTime = sincePause
        _ = host.render()
        #expect(abs(shownX(dot) - atPause) < 2, "carries on from where it stopped")
        host.advance(by: 0.25)
        #expect(abs(shownX(dot) - (atPause + 25)) < 2)
        host.advance(by: 1)
        #expect(dot.animation(forKey: "move") == nil, "finished in its own time")
    }

    @Test func speedScalesTheSubtreesTimeAndTimesConvert() {
        let host = TestHost(size: CGSize(width: 200, height: 50))
        let holder = CALayer()
        host.window.layer.addSublayer(holder)
        holder.speed = 2
        let dot = CALayer()
        holder.addSublayer(dot)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        dot.add(move, forKey: "move")
        host.advance(by: 0.25)
        #expect(abs(shownX(dot) - 50) < 4, "twice as fast under a superlayer at speed 2")

        let now = CACurrentMediaTime()
        #expect(abs(dot.convertTime(now, from: nil) - holder.convertTime(now, from: nil)) < 1e-9)
        #expect(abs(holder.convertTime(holder.convertTime(now, from: nil), to: nil) - now) < 1e-9)
        let other = CALayer()
        #expect(abs(other.convertTime(5, from: holder) - holder.convertTime(5, to: nil)) < 1e-9)
    }
}
