import Scanout
import Testing

@testable import ScanoutTesting

/// The test host itself: isolation between hosts, virtual time, batching.
@MainActor
@Suite struct TestHostTests {
    @Test func eachHostHasItsOwnApplicationScreenAndWindow() {
        let small = TestHost(size: CGSize(width: 320, height: 240), scale: 2)
        let large = TestHost(size: CGSize(width: 1280, height: 800))
        #expect(small.application !== large.application)
        #expect(small.application.screen.bounds.size == CGSize(width: 320, height: 240))
        #expect(small.application.screen.scale == 2)
        #expect(small.application.screen.nativeBounds.size == CGSize(width: 640, height: 480))
        #expect(small.window.frame == CGRect(x: 0, y: 0, width: 320, height: 240))
        #expect(large.window.frame.size == CGSize(width: 1280, height: 800))
        #expect(small.window.isKeyWindow)
        #expect(large.window.isKeyWindow)
        #expect(small.application.windows.count == 1)
    }

    @Test func inputToOneHostDoesNotReachAnother() {
        let log = EventLog()
        let first = TestHost()
        let second = TestHost()
        let firstView = RecordingView("first", frame: first.window.bounds, log: log)
        let secondView = RecordingView("second", frame: second.window.bounds, log: log)
        first.window.addSubview(firstView)
        second.window.addSubview(secondView)
        first.touchDown(at: CGPoint(x: 10, y: 10))
        second.tap(at: CGPoint(x: 10, y: 10))
        first.touchUp()
        #expect(log.entries == ["first.began", "second.began", "second.ended", "first.ended"])
    }

    @Test func sharedIsTheHostThatLastDispatched() {
        let first = TestHost()
        let second = TestHost()
        #expect(UIApplication.shared === second.application)
        first.drain()
        #expect(UIApplication.shared === first.application)
        #expect(UIScreen.main === first.application.screen)
    }

    @Test func virtualTimeMovesOnlyWhenAdvancedAndFiresTimersInOrder() {
        let host = TestHost()
        var fired: [String] = []
        host.clock.schedule(after: 2) { fired.append("two at \(host.clock.now)") }
        host.clock.schedule(after: 1) {
            fired.append("one at \(host.clock.now)")
            host.clock.schedule(after: 0.5) { fired.append("nested at \(host.clock.now)") }
        }
        let cancelled = host.clock.schedule(after: 1.2) { fired.append("cancelled") }
        cancelled.cancel()
        #expect(host.clock.now == 0)
        #expect(host.clock.pendingTimerCount == 2, "The cancelled timer is not pending")
        host.advance(by: 0.9)
        #expect(fired.isEmpty)
        host.advance(by: 2)
        #expect(fired == ["one at 1.0", "nested at 1.5", "two at 2.0"])
        #expect(host.clock.now == 2.9)
        #expect(host.clock.pendingTimerCount == 0)
    }

    @Test func aHostWithNothingToDoHasNoTimersAndNoQueuedInput() {
        let host = TestHost()
        let view = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        host.tap(at: CGPoint(x: 5, y: 5))
        host.advance(by: 10)
        #expect(host.clock.pendingTimerCount == 0)
        #expect(host.application.queuedEventCount == 0)
    }

    @Test func nestedBatchesDispatchOnceAtTheOutermostEnd() {
        let host = TestHost()
        let log = EventLog()
        let view = RecordingView("view", frame: host.window.bounds, log: log)
        host.window.addSubview(view)
        host.batch {
            host.touchDown(at: CGPoint(x: 1, y: 1))
            host.batch { host.touchUp() }
            #expect(log.entries.isEmpty)
        }
        #expect(log.entries == ["view.began", "view.ended"])
    }

    @Test func damageAwaitingRenderIsListedOnceAndStaysBounded() {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let views = (0..<400).map { index in
            let view = UIView(frame: CGRect(x: (index % 20) * 20, y: (index / 20) * 15, width: 10, height: 10))
            host.window.addSubview(view)
            return view
        }
        _ = host.render()
        views[0].backgroundColor = .yellow
        _ = host.render()
        let once = host.lastRenderedDamage
        #expect(once.count == 1)
        // The same rectangle repainted by many frames is listed once.
        for step in 0..<30 {
            views[0].backgroundColor = step.isMultiple(of: 2) ? .red : .blue
            host.advance(by: 1.0 / 60)
        }
        _ = host.render()
        #expect(host.lastRenderedDamage == once)
        // Hours of frames without a render (a memory test): more distinct rectangles than the limit
        // become the one that bounds them.
        for view in views {
            view.backgroundColor = .green
            host.advance(by: 1.0 / 60)
        }
        _ = host.render()
        // Every view's rectangle (with the pixel of margin damage carries) inside the one.
        #expect(host.lastRenderedDamage == [PixelRect(x: 0, y: 0, width: 390 + once[0].width - 10, height: 295 + once[0].height - 10)])
    }
}
