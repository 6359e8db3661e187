import ScanoutTesting
import Testing

@testable import Scanout

extension Selector {
    static let tapped = Selector("tapped:")
}

/// The recognizers, each through TestHost: recognizes its gesture, fails on others, reports the
/// right states.
@MainActor
@Suite struct GestureRecognizerTests {
    static func setUp() -> (TestHost, TouchLogView) {
        let host = TestHost()
        let view = TouchLogView(frame: CGRect(x: 100, y: 100, width: 400, height: 300))
        host.window.addSubview(view)
        return (host, view)
    }

    @Test func tapSendsItsActionToATargetAndAClosure() {
        final class Handler: ActionTarget {
            static var actionTable: ActionTable { ActionTable().on(.tapped, Handler.tapped) }
            var taps: [CGPoint] = []
            func tapped(_ recognizer: UITapGestureRecognizer) { taps.append(recognizer.location(in: recognizer.view)) }
        }
        let (host, view) = GestureRecognizerTests.setUp()
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: .tapped)
        let states = StateLog()
        states.attach(to: tap)
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 150, y: 120))
        #expect(handler.taps == [CGPoint(x: 50, y: 20)])
        #expect(states.states == [.ended])
        #expect(tap.state == .possible, "reset once the touches lifted")
        #expect(view.log == ["began", "cancelled"], "recognizing cancelled the view's touch")
    }

    @Test func tapFailsWhenTheFingerMovesOrStaysTooFew() {
        let (host, view) = GestureRecognizerTests.setUp()
        let tap = UITapGestureRecognizer()
        let twoFingers = UITapGestureRecognizer()
        twoFingers.numberOfTouchesRequired = 2
        let states = StateLog()
        states.attach(to: tap)
        let twoStates = StateLog()
        twoStates.attach(to: twoFingers)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(twoFingers)
        host.drag(from: CGPoint(x: 150, y: 150), by: CGPoint(x: 60, y: 0))
        #expect(states.states.isEmpty && twoStates.states.isEmpty)
        #expect(view.log.last == "ended", "no recognizer took the drag")
        host.touches([
            TouchContact(id: 0, change: .down, location: CGPoint(x: 200, y: 200)),
            TouchContact(id: 1, change: .down, location: CGPoint(x: 240, y: 200)),
        ])
        host.touches([
            TouchContact(id: 0, change: .up, location: CGPoint(x: 200, y: 200)),
            TouchContact(id: 1, change: .up, location: CGPoint(x: 240, y: 200)),
        ])
        #expect(twoStates.states == [.ended], "two fingers: the two-finger tap")
        #expect(states.states.isEmpty, "and not the one-finger tap")
    }

    @Test func singleTapWaitsForDoubleTapToFail() {
        let (host, view) = GestureRecognizerTests.setUp()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        var log: [String] = []
        single.addTarget { _ in log.append("single") }
        double.addTarget { _ in log.append("double") }
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.isEmpty, "the single tap waits: this may be a double tap")
        host.advance(by: 0.4)
        #expect(log == ["single"])
        log.removeAll()
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 202, y: 201))
        host.advance(by: 0.5)
        #expect(log == ["double"], "a double tap is only a double tap")
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test func delegatesCanRequireFailureAndTargetsCanBeRemoved() {
        final class Requiring: UIGestureRecognizerDelegate {
            weak var double: UIGestureRecognizer?
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer,
                shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool {
                otherGestureRecognizer === double
            }
        }
        final class BeRequired: UIGestureRecognizerDelegate {
            weak var single: UIGestureRecognizer?
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer,
                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool {
                otherGestureRecognizer === single
            }
        }
        final class Handler: ActionTarget {
            static var actionTable: ActionTable { ActionTable().on(.tapped, Handler.tapped) }
            var taps = 0
            func tapped(_ recognizer: UITapGestureRecognizer) { taps += 1 }
        }
        let (host, view) = GestureRecognizerTests.setUp()
        let handler = Handler()
        let single = UITapGestureRecognizer(target: handler, action: .tapped)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        for useSingleDelegate in [true, false] {
            let requiring = Requiring()
            let beRequired = BeRequired()
            requiring.double = double
            beRequired.single = single
            single.delegate = useSingleDelegate ? requiring : nil
            double.delegate = useSingleDelegate ? nil : beRequired
            host.tap(at: CGPoint(x: 200, y: 200))
            #expect(handler.taps == (useSingleDelegate ? 0 : 1), "waits for the double tap to fail")
            host.advance(by: 0.4)
            #expect(handler.taps == (useSingleDelegate ? 1 : 2))
        }
        single.removeTarget(handler, action: .tapped)
        single.delegate = nil
        double.delegate = nil
        host.tap(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.4)
        #expect(handler.taps == 2, "removed: no more actions")
    }

    @Test func longPressBeginsAfterTheDurationAndFollowsTheFinger() {
        let (host, view) = GestureRecognizerTests.setUp()
        let press = UILongPressGestureRecognizer()
        let states = StateLog()
        states.attach(to: press)
        view.addGestureRecognizer(press)
        host.touchDown(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.4)
        #expect(states.states.isEmpty)
        host.advance(by: 0.2)
        #expect(states.states == [.began])
        host.touchMove(to: CGPoint(x: 260, y: 220))
        #expect(press.location(in: view) == CGPoint(x: 160, y: 120))
        host.touchUp()
        #expect(states.states == [.began, .changed, .ended])
        // Lifted early, or moved early: no long press.
        host.touchDown(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.2)
        host.touchUp()
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: 40, y: 0), steps: 2, interval: 0.1, lift: false)
        host.advance(by: 1)
        host.touchUp()
        #expect(states.states == [.began, .changed, .ended])
    }

    @Test func panTranslationAndVelocity() throws {
        let (host, view) = GestureRecognizerTests.setUp()
        let pan = UIPanGestureRecognizer()
        let states = StateLog()
        states.attach(to: pan)
        var translations: [CGPoint] = []
        pan.addTarget { recognizer in
            translations.append((recognizer as! UIPanGestureRecognizer).translation(in: view))
        }
        view.addGestureRecognizer(pan)
        host.touchDown(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.01)
        host.touchMove(to: CGPoint(x: 205, y: 200))
        #expect(states.states.isEmpty, "under 10 points: not yet a pan")
        host.drag(from: CGPoint(x: 205, y: 200), by: CGPoint(x: 100, y: 50), steps: 10, interval: 0.01, lift: false)
        #expect(states.states.first == .began)
        #expect(translations.last == CGPoint(x: 105, y: 50), "measured from where the finger landed")
        let velocity = pan.velocity(in: view)
        #expect(abs(velocity.x - 1000) < 1 && abs(velocity.y - 500) < 1, "\(velocity)")
        pan.setTranslation(.zero, in: view)
        host.touchMove(to: CGPoint(x: 315, y: 250))
        #expect(pan.translation(in: view) == CGPoint(x: 10, y: 0))
        host.touchUp()
        #expect(states.states.last == .ended)
        #expect(states.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    }

    @Test func panHonoursItsFingerCounts() {
        let (host, view) = GestureRecognizerTests.setUp()
        let twoFingerPan = UIPanGestureRecognizer()
        twoFingerPan.minimumNumberOfTouches = 2
        let states = StateLog()
        states.attach(to: twoFingerPan)
        view.addGestureRecognizer(twoFingerPan)
        host.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: 80, y: 0))
        #expect(states.states.isEmpty, "one finger is not enough")
        host.touches([
            TouchContact(id: 0, change: .down, location: CGPoint(x: 200, y: 200)),
            TouchContact(id: 1, change: .down, location: CGPoint(x: 260, y: 200)),
        ])
        for step in 1...5 {
            let dy = CGFloat(step * 6)
            host.touches([
                TouchContact(id: 0, change: .move, location: CGPoint(x: 200, y: 200 + dy)),
                TouchContact(id: 1, change: .move, location: CGPoint(x: 260, y: 200 + dy)),
            ])
        }
        #expect(states.states.first == .began)
        #expect(twoFingerPan.translation(in: view) == CGPoint(x: 0, y: 30))
        #expect(twoFingerPan.numberOfTouches == 2)
        #expect(twoFingerPan.location(ofTouch: 1, in: view) == CGPoint(x: 160, y: 130))
        #expect(twoFingerPan.location(in: view) == CGPoint(x: 130, y: 130), "the centroid")
        host.touchUp(finger: 1)
        #expect(states.states.last == .ended, "below the minimum: it ends")
        host.touchUp(finger: 0)
    }

    @Test func swipeInItsDirectionOnly() {
        let (host, view) = GestureRecognizerTests.setUp()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .up]
        let states = StateLog()
        states.attach(to: swipe)
        view.addGestureRecognizer(swipe)
        host.drag(from: CGPoint(x: 400, y: 200), by: CGPoint(x: -120, y: 10), steps: 6, interval: 0.02)
        #expect(states.states == [.ended])
        host.drag(from: CGPoint(x: 200, y: 350), by: CGPoint(x: 5, y: -100), steps: 6, interval: 0.02)
        #expect(states.states == [.ended, .ended], "up counts too")
        host.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: 120, y: 0), steps: 6, interval: 0.02)
        host.drag(from: CGPoint(x: 400, y: 200), by: CGPoint(x: -120, y: 0), steps: 6, interval: 0.2)
        host.drag(from: CGPoint(x: 400, y: 150), by: CGPoint(x: -100, y: 90), steps: 6, interval: 0.02)
        #expect(states.states == [.ended, .ended], "right, slow, or diagonal: not a swipe")
    }

    @Test func pinchAndRotationTogetherOnlyWhenTheDelegateAllows() {
        let (host, view) = GestureRecognizerTests.setUp()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let pinchStates = StateLog()
        pinchStates.attach(to: pinch)
        let rotationStates = StateLog()
        rotationStates.attach(to: rotation)
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)

        // Fingers 100 apart on a horizontal line, moving to 200 apart at 45°.
        func gesture() {
            host.touches([
                TouchContact(id: 0, change: .down, location: CGPoint(x: 250, y: 250)),
                TouchContact(id: 1, change: .down, location: CGPoint(x: 350, y: 250)),
            ])
            for step in 1...10 {
                let t = CGFloat(step) / 10
                let length = 100 + 100 * t
                let angle = Double.pi / 4 * t
                let end = CGPoint(x: 250 + length * cosValue(angle), y: 250 + length * sinValue(angle))
                host.advance(by: 0.016)
                host.touches([TouchContact(id: 1, change: .move, location: end)])
            }
        }
        gesture()
        #expect(abs(pinch.scale - 2) < 0.001)
        #expect(pinch.velocity > 0)
        #expect(rotationStates.states.isEmpty, "the pinch began first and may not share")
        host.touches([
            TouchContact(id: 0, change: .up, location: CGPoint(x: 250, y: 250)),
            TouchContact(id: 1, change: .up, location: CGPoint(x: 391, y: 391)),
        ])
        #expect(pinchStates.states.last == .ended)

        let delegate = GestureDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate
        pinchStates.states.removeAll()
        gesture()
        #expect(pinchStates.states.first == .began && rotationStates.states.first == .began)
        #expect(abs(rotation.rotation - .pi / 4) < 0.001)
        #expect(abs(pinch.scale - 2) < 0.001)
    }

    @Test func screenEdgePanStartsOnlyAtItsEdge() {
        let host = TestHost()
        let view = TouchLogView(frame: host.window.bounds)
        host.window.addSubview(view)
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        let states = StateLog()
        states.attach(to: edgePan)
        view.addGestureRecognizer(edgePan)
        host.drag(from: CGPoint(x: 300, y: 200), by: CGPoint(x: 100, y: 0))
        host.drag(from: CGPoint(x: 790, y: 200), by: CGPoint(x: -100, y: 0))
        #expect(states.states.isEmpty, "from the middle, or the right edge: no")
        host.drag(from: CGPoint(x: 5, y: 200), by: CGPoint(x: 100, y: 0))
        #expect(states.states.first == .began && states.states.last == .ended)
        #expect(edgePan.translation(in: nil) == .zero, "reset after")
    }

    @Test func aCustomSubclassRecognizesAVStroke() {
        /// A check-mark stroke: down and right, then up and right.
        final class CheckMarkRecognizer: UIGestureRecognizer {
            private var lowest: CGPoint?
            private var start: CGPoint?

            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                start = location(in: nil)
                lowest = start
            }

            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                let now = location(in: nil)
                if let lowest, now.y > lowest.y { self.lowest = now }
                if let start, now.x < start.x { state = .failed }
            }

            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                guard let start, let lowest else { return }
                let end = location(in: nil)
                state = lowest.y > start.y + 20 && end.y < lowest.y - 40 ? .recognized : .failed
            }

            override func reset() {
                super.reset()
                start = nil
                lowest = nil
            }
        }
        let (host, view) = GestureRecognizerTests.setUp()
        let check = CheckMarkRecognizer()
        let states = StateLog()
        states.attach(to: check)
        view.addGestureRecognizer(check)
        host.touchDown(at: CGPoint(x: 150, y: 200))
        host.touchMove(to: CGPoint(x: 180, y: 240))
        host.touchMove(to: CGPoint(x: 260, y: 150))
        host.touchUp()
        #expect(states.states == [.recognized])
        host.drag(from: CGPoint(x: 150, y: 200), by: CGPoint(x: 100, y: 0))
        #expect(states.states == [.recognized], "a flat stroke is not a check mark")
    }
}
