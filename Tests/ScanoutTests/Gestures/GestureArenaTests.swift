import ScanoutTesting
import Testing

@testable import Scanout

/// The arena's promise to views: every touch a view saw begin ends there exactly once, whatever
/// the recognizers of this or other touches do.
@MainActor
@Suite struct GestureArenaTests {
    @Test func aTouchThatBeganBeforeARecognizerJoinedTheSequenceStillEnds() {
        let host = TestHost()
        let plain = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let panned = TouchLogView(frame: CGRect(x: 300, y: 0, width: 200, height: 200))
        panned.addGestureRecognizer(UIPanGestureRecognizer())
        host.window.addSubview(plain)
        host.window.addSubview(panned)

        host.touchDown(at: CGPoint(x: 100, y: 100), finger: 0)
        host.touchDown(at: CGPoint(x: 400, y: 100), finger: 1)
        host.touchUp(finger: 0)
        #expect(plain.log == ["began", "ended"])
        host.touchUp(finger: 1)
        #expect(panned.log == ["began", "ended"])

        // And the other way round: the plain view's finger lands while the pan's is down.
        plain.log.removeAll()
        panned.log.removeAll()
        host.touchDown(at: CGPoint(x: 400, y: 100), finger: 1)
        host.touchDown(at: CGPoint(x: 100, y: 100), finger: 0)
        host.touchMove(to: CGPoint(x: 460, y: 100), finger: 1)
        host.touchUp(finger: 1)
        host.touchUp(finger: 0)
        #expect(plain.log == ["began", "ended"])
        #expect(panned.log == ["began", "cancelled"])
    }

    @Test func controlsStopTrackingWhenARecognizerStartsElsewhereDuringTheirTouch() {
        let host = TestHost()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let toggle = UISwitch(frame: CGRect(x: 0, y: 100, width: 0, height: 0))
        let panned = TouchLogView(frame: CGRect(x: 300, y: 0, width: 300, height: 300))
        panned.addGestureRecognizer(UIPanGestureRecognizer())
        host.window.addSubview(button)
        host.window.addSubview(toggle)
        host.window.addSubview(panned)

        host.touchDown(at: CGPoint(x: 60, y: 22), finger: 0)
        host.touchDown(at: CGPoint(x: 400, y: 100), finger: 1)
        host.touchDown(at: CGPoint(x: toggle.frame.midX, y: toggle.frame.midY), finger: 2)
        host.touchMove(to: CGPoint(x: 480, y: 100), finger: 1)
        host.touchUp(finger: 0)
        host.touchUp(finger: 2)
        host.touchUp(finger: 1)

        #expect(taps == 1)
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(toggle.isOn && !toggle.isHighlighted && !toggle.isTracking)
    }

    @Test func touchesARecognizerCancelsCarryTheCancelledPhase() {
        let (host, view) = GestureRecognizerTests.setUp()
        view.addGestureRecognizer(UIPanGestureRecognizer())
        host.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: 100, y: 0))
        #expect(view.log.first == "began" && view.log.last == "cancelled", "\(view.log)")
        #expect(view.phases.last == [.cancelled])
    }

    @Test func aHeldBackEndGoesOutOnceEveryRecognizerOfTheTouchIsDone() {
        let (host, view) = GestureRecognizerTests.setUp()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        view.addGestureRecognizer(UIPanGestureRecognizer())
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(view.log == ["began"], "the double tap may still come: the end waits")
        // The pan failed when the finger lifted; it stays failed while the touch is held back,
        // so once the double tap fails too, nothing holds the end.
        host.advance(by: 0.4)
        #expect(view.log == ["began", "ended"])
    }

    @Test func aTouchJoiningAGestureAlreadyRecognizedNeverReachesTheView() {
        let (host, view) = GestureRecognizerTests.setUp()
        view.isMultipleTouchEnabled = true
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        host.touchDown(at: CGPoint(x: 200, y: 200), finger: 0)
        host.touchMove(to: CGPoint(x: 260, y: 200), finger: 0)
        #expect(pan.state == .began || pan.state == .changed)
        // UIKit: the touches of a gesture that recognized (cancelsTouchesInView) are not
        // delivered to the view — a finger that joins it later included.
        host.touchDown(at: CGPoint(x: 300, y: 250), finger: 1)
        #expect(pan.numberOfTouches == 2, "the pan has the new finger")
        host.touchMove(to: CGPoint(x: 320, y: 250), finger: 1)
        host.touchUp(finger: 1)
        host.touchUp(finger: 0)
        #expect(view.log == ["began", "cancelled"])
    }
}
