import Scanout
import ScanoutTesting
import Testing

/// BEHAVIOUR.md sections 2–3: how touches are bound, grouped and counted.
@MainActor
@Suite struct TouchDeliveryTests {
    private func hostWithView(multipleTouch: Bool = false) -> (TestHost, RecordingView, EventLog) {
        let host = TestHost()
        let log = EventLog()
        let view = RecordingView("view", frame: CGRect(x: 100, y: 100, width: 200, height: 200), log: log)
        // Left at its default unless a test asks for multi-touch, so the default is what is tested.
        if multipleTouch { view.isMultipleTouchEnabled = true }
        host.window.addSubview(view)
        return (host, view, log)
    }

    @Test func touchStaysBoundToItsViewWhenTheFingerLeavesIt() {
        let (host, view, log) = hostWithView()
        let other = RecordingView("other", frame: CGRect(x: 400, y: 100, width: 200, height: 200), log: log)
        host.window.addSubview(other)

        host.touchDown(at: CGPoint(x: 150, y: 150))
        host.touchMove(to: CGPoint(x: 500, y: 150))
        host.touchUp()

        #expect(log.entries == ["view.began", "view.moved", "view.ended"])
        let touch = view.received[0].touches.first!
        #expect(touch.view === view)
        #expect(touch.window === host.window)
        #expect(touch.location(in: view) == CGPoint(x: 400, y: 50))
        #expect(touch.previousLocation(in: nil) == CGPoint(x: 500, y: 150))
    }

    @Test func oneTouchObjectPerFingerFromBeginToEndWithCorrectLocations() {
        let (host, view, _) = hostWithView(multipleTouch: true)
        host.touchDown(at: CGPoint(x: 110, y: 120), finger: 0)
        host.touchDown(at: CGPoint(x: 200, y: 220), finger: 1)
        host.touchMove(to: CGPoint(x: 115, y: 125), finger: 0)
        host.touchUp(finger: 1)
        host.touchUp(finger: 0)

        let phases = view.received.map(\.phase)
        #expect(phases == ["began", "began", "moved", "ended", "ended"])
        let first = view.received[0].touches.first!
        let second = view.received[1].touches.first!
        #expect(first !== second)
        #expect(view.received[2].touches.first === first)
        #expect(view.received[3].touches.first === second)
        #expect(view.received[4].touches.first === first)
        #expect(view.locations[2].location == CGPoint(x: 15, y: 25))
        #expect(view.locations[2].previous == CGPoint(x: 10, y: 20))
        #expect(first.location(in: view) == CGPoint(x: 15, y: 25))
        #expect(second.location(in: nil) == CGPoint(x: 200, y: 220))
        #expect(first.phase == .ended)
    }

    @Test func allTouchMethodsOfOneSequenceReceiveTheSameEvent() {
        let (host, view, _) = hostWithView()
        host.touchDown(at: CGPoint(x: 150, y: 150))
        host.touchMove(to: CGPoint(x: 160, y: 160))
        host.touchUp()
        let events = view.received.compactMap(\.event)
        #expect(events.count == 3)
        #expect(events.allSatisfy { $0 === events[0] })
        #expect(events[0].type == .touches)
    }

    @Test func eventTimestampsComeFromTheApplicationClock() {
        let (host, view, _) = hostWithView()
        host.advance(by: 2)
        host.touchDown(at: CGPoint(x: 150, y: 150))
        let beganTime = view.received[0].touches.first!.timestamp
        host.advance(by: 0.25)
        host.touchUp()
        #expect(beganTime == 2)
        #expect(view.received[1].touches.first!.timestamp == 2.25)
        #expect(view.received[1].event?.timestamp == 2.25)
    }

    @Test func multipleTouchIsOffByDefaultSoOnlyTheFirstFingerIsDelivered() {
        let (host, view, log) = hostWithView()
        #expect(!view.isMultipleTouchEnabled)
        host.touchDown(at: CGPoint(x: 150, y: 150), finger: 0)
        host.touchDown(at: CGPoint(x: 250, y: 250), finger: 1)
        host.touchMove(to: CGPoint(x: 260, y: 260), finger: 1)
        host.touchUp(finger: 1)
        host.touchUp(finger: 0)
        #expect(log.entries == ["view.began", "view.ended"])
    }

    @Test func twoFingersLandingTogetherArriveInOneBeganWithTwoTouches() {
        let (host, view, _) = hostWithView(multipleTouch: true)
        host.touches([
            TouchContact(id: 0, change: .down, location: CGPoint(x: 150, y: 150)),
            TouchContact(id: 1, change: .down, location: CGPoint(x: 250, y: 250)),
        ])
        #expect(view.received.count == 1)
        #expect(view.received[0].touches.count == 2)
        #expect(view.received[0].event?.allTouches?.count == 2)
        host.touches([
            TouchContact(id: 0, change: .up, location: CGPoint(x: 150, y: 150)),
            TouchContact(id: 1, change: .up, location: CGPoint(x: 250, y: 250)),
        ])
        #expect(view.received.count == 2)
        #expect(view.received[1].phase == "ended")
        #expect(view.received[1].touches.count == 2)
    }

    @Test func twoFingersTogetherOnAViewWithoutMultiTouchDeliverOnlyOne() {
        let (host, view, _) = hostWithView(multipleTouch: false)
        host.touches([
            TouchContact(id: 0, change: .down, location: CGPoint(x: 150, y: 150)),
            TouchContact(id: 1, change: .down, location: CGPoint(x: 250, y: 250)),
        ])
        #expect(view.received.count == 1)
        #expect(view.received[0].touches.count == 1)
    }

    @Test func fingersOnDifferentViewsAreDeliveredToEachView() {
        let host = TestHost()
        let log = EventLog()
        let left = RecordingView("left", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let right = RecordingView("right", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        host.window.addSubview(left)
        host.window.addSubview(right)
        host.touches([
            TouchContact(id: 0, change: .down, location: CGPoint(x: 50, y: 50)),
            TouchContact(id: 1, change: .down, location: CGPoint(x: 250, y: 50)),
        ])
        #expect(log.entries == ["left.began", "right.began"])
        #expect(left.received[0].event === right.received[0].event)
        #expect(left.received[0].event?.touches(for: left)?.count == 1)
        #expect(left.received[0].event?.allTouches?.count == 2)
    }

    @Test func exclusiveTouchViewBlocksOtherViewsWhileTracking() {
        let host = TestHost()
        let log = EventLog()
        let exclusive = RecordingView("exclusive", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        exclusive.isExclusiveTouch = true
        let other = RecordingView("other", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        host.window.addSubview(exclusive)
        host.window.addSubview(other)

        host.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        host.touchDown(at: CGPoint(x: 250, y: 50), finger: 1)
        host.touchUp(finger: 1)
        host.touchUp(finger: 0)
        host.touchDown(at: CGPoint(x: 250, y: 50), finger: 1)
        host.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        host.touchUp(finger: 0)
        host.touchUp(finger: 1)

        #expect(log.entries == ["exclusive.began", "exclusive.ended", "other.began", "other.ended"])
    }

    @Test func tapCountCountsQuickTapsAtOnePlace() {
        let (host, view, _) = hostWithView()
        host.tap(at: CGPoint(x: 150, y: 150), count: 3)
        let counts = view.received.filter { $0.phase == "began" }.map { $0.touches.first!.tapCount }
        #expect(counts == [1, 2, 3])

        host.advance(by: 1)
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(view.received.last!.touches.first!.tapCount == 1)

        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(view.received.last!.touches.first!.tapCount == 2)
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 280, y: 280))
        #expect(view.received.last!.touches.first!.tapCount == 1)
    }

    @Test func everyBeganTouchEndsExactlyOnceEvenWhenCancelled() {
        let (host, view, log) = hostWithView()
        host.touchDown(at: CGPoint(x: 150, y: 150))
        host.touchCancel()
        host.touchDown(at: CGPoint(x: 150, y: 150))
        host.window.isHidden = true
        host.touchUp()
        #expect(log.entries == ["view.began", "view.cancelled", "view.began", "view.cancelled"])
        #expect(view.received.last?.touches.first?.phase == .cancelled)
    }

    @Test func touchOnNothingIsNotDelivered() {
        let host = TestHost()
        host.window.isUserInteractionEnabled = false
        let log = EventLog()
        let view = RecordingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        host.window.addSubview(view)
        host.tap(at: CGPoint(x: 10, y: 10))
        host.window.isUserInteractionEnabled = true
        host.touchMove(to: CGPoint(x: 20, y: 20))
        #expect(log.entries.isEmpty)
    }

    @Test func touchBeganInHitTestAtDispatchTimeNotEnqueueTime() {
        let host = TestHost()
        let log = EventLog()
        let first = RecordingView("first", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let second = RecordingView("second", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        host.window.addSubview(first)
        host.batch {
            host.touchDown(at: CGPoint(x: 10, y: 10))
            host.window.addSubview(second)
        }
        #expect(log.entries == ["second.began"])
    }

    @Test func hidingAWindowFromATouchActionEndsEveryTouchOfThatFrameOnce() {
        let host = TestHost()
        let log = EventLog()
        let main = RecordingView("main", frame: CGRect(x: 0, y: 200, width: 800, height: 280), log: log)
        host.window.addSubview(main)
        let overlay = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 100))
        overlay.windowLevel = .alert
        let button = LoggingButton("button", frame: CGRect(x: 10, y: 10, width: 120, height: 44), log: log)
        overlay.addSubview(button)
        overlay.isHidden = false
        button.addAction(UIAction { _ in overlay.isHidden = true }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.record("button.touchCancel") }, for: .touchCancel)

        host.touchDown(at: CGPoint(x: 100, y: 300), finger: 0)
        host.touchDown(at: CGPoint(x: 50, y: 30), finger: 1)
        host.touches([
            TouchContact(id: 0, change: .up, location: CGPoint(x: 100, y: 300)),
            TouchContact(id: 1, change: .up, location: CGPoint(x: 50, y: 30)),
        ])
        #expect(overlay.isHidden)
        #expect(log.entries == ["main.began", "button.began", "main.ended", "button.ended"])

        // The touch in the hidden window is cancelled once; the main window's carries on.
        log.clear()
        overlay.isHidden = false
        host.touchDown(at: CGPoint(x: 50, y: 30), finger: 1)
        host.touchDown(at: CGPoint(x: 100, y: 300), finger: 0)
        overlay.isHidden = true
        host.touchUp(finger: 1)
        host.touchUp(finger: 0)
        #expect(log.entries == ["button.began", "main.began", "button.cancelled", "button.touchCancel", "main.ended"])
    }

    @Test func ignoringInteractionFromAnActionCancelsOnlyTouchesStillInProgress() {
        let host = TestHost()
        let log = EventLog()
        let other = RecordingView("other", frame: CGRect(x: 300, y: 0, width: 200, height: 200), log: log)
        host.window.addSubview(other)
        let button = LoggingButton("button", frame: CGRect(x: 10, y: 10, width: 120, height: 44), log: log)
        host.window.addSubview(button)
        button.addAction(UIAction { _ in host.application.beginIgnoringInteractionEvents() }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.record("button.touchCancel") }, for: .touchCancel)

        host.touchDown(at: CGPoint(x: 400, y: 100), finger: 1)
        host.tap(at: CGPoint(x: 50, y: 30))
        #expect(host.application.isIgnoringInteractionEvents)
        #expect(log.entries == ["other.began", "button.began", "button.ended", "other.cancelled"])
        #expect(other.received.last?.touches.first?.phase == .cancelled)
        host.touchUp(finger: 1)
        host.application.endIgnoringInteractionEvents()
        #expect(log.entries.count == 4)
    }
}
