import ScanoutTesting
import Testing

@testable import Scanout

/// Records a scroll view delegate's calls.
@MainActor
final class ScrollLog: UIScrollViewDelegate {
    var calls: [String] = []
    var scrolls = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

/// `UIScrollView`: dragging, flicking, bouncing, paging, and touches on its content.
@MainActor
@Suite struct UIScrollViewTests {
    /// A 400×300 scroll view at (100, 100) with 400×2000 of content.
    static func setUp(contentHeight: CGFloat = 2000) -> (TestHost, UIScrollView, ScrollLog) {
        let host = TestHost()
        let scrollView = UIScrollView(frame: CGRect(x: 100, y: 100, width: 400, height: 300))
        scrollView.contentSize = CGSize(width: 400, height: contentHeight)
        let log = ScrollLog()
        scrollView.delegate = log
        host.window.addSubview(scrollView)
        return (host, scrollView, log)
    }

    @Test func aDragMovesTheContentOneToOne() {
        let (host, scrollView, log) = UIScrollViewTests.setUp()
        host.drag(from: CGPoint(x: 300, y: 350), by: CGPoint(x: 30, y: -120), steps: 12, interval: 0.05, lift: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 120), "vertical only: the content is as wide as the view")
        #expect(scrollView.isDragging && scrollView.isTracking)
        host.advance(by: 0.2)
        host.touchUp()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 120), "a slow release stays put")
        #expect(log.calls == ["willBeginDragging", "didEndDragging(false)"])
        #expect(log.scrolls > 5 && !scrollView.isDragging)
    }

    @Test func aFlickDeceleratesAndStops() {
        let (host, scrollView, log) = UIScrollViewTests.setUp()
        host.drag(from: CGPoint(x: 300, y: 380), by: CGPoint(x: 0, y: -100), steps: 5, interval: 0.01)
        let atRelease = scrollView.contentOffset.y
        #expect(scrollView.isDecelerating)
        host.advance(by: 0.1)
        let early = scrollView.contentOffset.y
        host.advance(by: 0.1)
        let later = scrollView.contentOffset.y
        #expect(early > atRelease && later > early)
        #expect(later - early < early - atRelease, "slowing down")
        host.advance(by: 5)
        #expect(!scrollView.isDecelerating)
        let rest = scrollView.contentOffset.y
        #expect(rest > 1000 && rest <= 1700, "travelled on, within the content: \(rest)")
        #expect(
            log.calls == ["willBeginDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
        host.advance(by: 1)
        #expect(scrollView.contentOffset.y == rest, "at rest")
    }

    @Test func aTouchStopsTheDeceleration() {
        let (host, scrollView, _) = UIScrollViewTests.setUp()
        host.drag(from: CGPoint(x: 300, y: 380), by: CGPoint(x: 0, y: -100), steps: 5, interval: 0.01)
        host.advance(by: 0.1)
        host.touchDown(at: CGPoint(x: 300, y: 300))
        let stopped = scrollView.contentOffset.y
        host.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == stopped && !scrollView.isDecelerating)
        host.touchUp()
    }

    @Test func edgesResistAndBounceBack() {
        let (host, scrollView, _) = UIScrollViewTests.setUp()
        host.drag(from: CGPoint(x: 300, y: 150), by: CGPoint(x: 0, y: 200), steps: 10, interval: 0.05, lift: false)
        let pulled = -scrollView.contentOffset.y
        #expect(pulled > 20 && pulled < 150, "past the top, with resistance: \(pulled)")
        host.touchUp()
        host.advance(by: 1)
        #expect(scrollView.contentOffset.y == 0, "sprang back")
        // A flick off the bottom runs past the end, then comes back.
        scrollView.contentOffset = CGPoint(x: 0, y: 1650)
        host.drag(from: CGPoint(x: 300, y: 380), by: CGPoint(x: 0, y: -100), steps: 5, interval: 0.01)
        var furthest: CGFloat = 0
        for _ in 0..<60 {
            host.advance(by: 1.0 / 60)
            furthest = max(furthest, scrollView.contentOffset.y)
        }
        #expect(furthest > 1700, "overshot the end")
        host.advance(by: 2)
        #expect(scrollView.contentOffset.y == 1700)
        // Without bouncing it stops at the edge.
        scrollView.bounces = false
        scrollView.contentOffset = .zero
        host.drag(from: CGPoint(x: 300, y: 150), by: CGPoint(x: 0, y: 200), steps: 10, interval: 0.05, lift: false)
        #expect(scrollView.contentOffset.y == 0)
        host.touchUp()
    }

    @Test func pagingSnapsToWholePages() {
        let host = TestHost()
        let scrollView = UIScrollView(frame: CGRect(x: 100, y: 100, width: 400, height: 300))
        scrollView.contentSize = CGSize(width: 1200, height: 300)
        scrollView.isPagingEnabled = true
        host.window.addSubview(scrollView)
        host.drag(from: CGPoint(x: 400, y: 250), by: CGPoint(x: -150, y: 0), steps: 10, interval: 0.1)
        host.advance(by: 1)
        #expect(scrollView.contentOffset.x == 0, "less than half a page, slowly: back")
        host.drag(from: CGPoint(x: 400, y: 250), by: CGPoint(x: -250, y: 0), steps: 10, interval: 0.1)
        host.advance(by: 1)
        #expect(scrollView.contentOffset.x == 400, "more than half: the next page")
        host.drag(from: CGPoint(x: 400, y: 250), by: CGPoint(x: -60, y: 0), steps: 4, interval: 0.01)
        host.advance(by: 1)
        #expect(scrollView.contentOffset.x == 800, "a quick flick: the next page")
        host.drag(from: CGPoint(x: 400, y: 250), by: CGPoint(x: -300, y: 0), steps: 4, interval: 0.01)
        host.advance(by: 1)
        #expect(scrollView.contentOffset.x == 800, "no page after the last")
    }

    @Test func aTapOnAButtonInsideTapsAndADragFromItScrolls() {
        let (host, scrollView, _) = UIScrollViewTests.setUp()
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 200, height: 60))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scrollView.addSubview(button)
        host.tap(at: CGPoint(x: 250, y: 180))
        #expect(taps == 1)
        host.drag(from: CGPoint(x: 250, y: 180), by: CGPoint(x: 0, y: -100), steps: 10, interval: 0.016)
        #expect(taps == 1 && scrollView.contentOffset.y > 90, "scrolled, did not tap")
        // Held still past the delay, the button has the touch (highlighted) and keeps it.
        host.advance(by: 2)
        scrollView.contentOffset = .zero
        host.touchDown(at: CGPoint(x: 250, y: 180))
        host.advance(by: 0.2)
        #expect(button.isHighlighted)
        host.touchMove(to: CGPoint(x: 250, y: 120))
        #expect(scrollView.contentOffset == .zero, "a control keeps a touch it already has")
        host.touchMove(to: CGPoint(x: 250, y: 180))
        host.touchUp()
        #expect(taps == 2)
    }

    @Test func contentTouchesWaitThenArrive() {
        let (host, scrollView, _) = UIScrollViewTests.setUp()
        let content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 2000))
        scrollView.addSubview(content)
        host.touchDown(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.1)
        #expect(content.log.isEmpty, "held: it may be a scroll")
        host.advance(by: 0.1)
        #expect(content.log == ["began"])
        host.touchMove(to: CGPoint(x: 200, y: 100))
        #expect(content.log.last == "cancelled", "then it scrolled: the content's touch is cancelled")
        host.touchUp()
        scrollView.delaysContentTouches = false
        content.log.removeAll()
        host.touchDown(at: CGPoint(x: 200, y: 200))
        #expect(content.log == ["began"], "not delayed")
        host.touchUp()
    }

    @Test func animatedOffsetsAndScrollRectToVisible() {
        let (host, scrollView, log) = UIScrollViewTests.setUp()
        scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        host.advance(by: 0.1)
        let midway = scrollView.contentOffset.y
        #expect(midway > 0 && midway < 500)
        host.advance(by: 0.3)
        #expect(scrollView.contentOffset.y == 500)
        #expect(log.calls == ["didEndScrollingAnimation"])
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 650, "just enough to show it at the bottom")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 2100, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 1700, "never past the end")
    }

    @Test func insetsDisablingAndAlwaysBounce() {
        let (host, scrollView, _) = UIScrollViewTests.setUp(contentHeight: 200)
        host.drag(from: CGPoint(x: 300, y: 150), by: CGPoint(x: 0, y: 100), steps: 10, interval: 0.05)
        #expect(scrollView.contentOffset == .zero, "content shorter than the view: no vertical drag")
        scrollView.alwaysBounceVertical = true
        host.drag(from: CGPoint(x: 300, y: 150), by: CGPoint(x: 0, y: 100), steps: 10, interval: 0.05, lift: false)
        #expect(scrollView.contentOffset.y < -10, "bounces anyway")
        host.touchUp()
        host.advance(by: 1)
        #expect(scrollView.contentOffset == .zero)

        scrollView.contentSize = CGSize(width: 400, height: 2000)
        scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 80, right: 0)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset.y == 2000 - 300, "the rect shows")
        host.drag(from: CGPoint(x: 300, y: 380), by: CGPoint(x: 0, y: -200), steps: 20, interval: 0.05, lift: false)
        host.advance(by: 0.2)
        host.touchUp()
        host.advance(by: 2)
        #expect(scrollView.contentOffset.y == 2000 + 80 - 300, "rests at the end of the bottom inset")
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        host.drag(from: CGPoint(x: 300, y: 150), by: CGPoint(x: 0, y: 400), steps: 20, interval: 0.05, lift: false)
        host.advance(by: 0.2)
        host.touchUp()
        host.advance(by: 2)
        #expect(scrollView.contentOffset.y == -50, "and at the top inset")

        scrollView.isScrollEnabled = false
        host.drag(from: CGPoint(x: 300, y: 380), by: CGPoint(x: 0, y: -200))
        host.advance(by: 2)
        #expect(scrollView.contentOffset.y == -50, "scrolling turned off")
    }

    @Test func scrollingRepaintsOnlyTheScrollView() {
        let (host, scrollView, _) = UIScrollViewTests.setUp()
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 2000))
        content.backgroundColor = .systemBlue
        scrollView.addSubview(content)
        _ = host.render()
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        _ = host.render()
        let frame = scrollView.frame
        #expect(!host.lastRenderedDamage.isEmpty)
        #expect(
            host.lastRenderedDamage.allSatisfy { rect in
                frame.insetBy(dx: -1, dy: -1).contains(
                    CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
            }, "\(host.lastRenderedDamage)")
    }

    /// A calibration matrix gone wrong (or a broken driver) can report a touch at NaN or
    /// infinity. Such a location never reaches a view: the drag goes on from the last good
    /// place, a finger that lands nowhere is not a touch, and the offset stays a number.
    @Test func nonFiniteTouchLocationsNeverReachTheOffset() {
        let (host, scrollView, _) = UIScrollViewTests.setUp()
        let bad: [CGPoint] = [CGPoint(x: .nan, y: 200), CGPoint(x: 300, y: -.infinity), CGPoint(x: .infinity, y: .nan)]
        host.drag(from: CGPoint(x: 300, y: 350), by: CGPoint(x: 0, y: -100), steps: 10, interval: 0.05, lift: false)
        for point in bad {
            host.advance(by: 0.02)
            host.touches([TouchContact(id: 0, change: .move, location: point)])
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100), "\(point) ignored")
        }
        host.advance(by: 0.02)
        host.touchMove(to: CGPoint(x: 300, y: 240))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 110), "the drag goes on from the last good place")
        host.advance(by: 0.02)
        host.touches([TouchContact(id: 0, change: .up, location: CGPoint(x: .nan, y: .nan))])
        host.advance(by: 3)
        #expect(
            scrollView.contentOffset.x.isFinite && scrollView.contentOffset.y.isFinite, "\(scrollView.contentOffset)")
        #expect(!scrollView.isDragging && !scrollView.isTracking, "the finger lifted")

        // A finger landing at a non-finite place is not a touch: its moves and lift go nowhere.
        for point in bad {
            host.touches([TouchContact(id: 1, change: .down, location: point)])
            host.touches([TouchContact(id: 1, change: .move, location: CGPoint(x: 300, y: 150))])
            host.touches([TouchContact(id: 1, change: .up, location: CGPoint(x: 300, y: 150))])
            host.advance(by: 1)
            #expect(
                scrollView.contentOffset.x.isFinite && scrollView.contentOffset.y.isFinite,
                "\(scrollView.contentOffset)")
            #expect(!scrollView.isDragging)
        }
    }

    @Test func trackingEndsWhenTheFingerLiftsEvenAfterThePanFailed() {
        let (host, scrollView, _) = UIScrollViewTests.setUp()
        host.touchDown(at: CGPoint(x: 300, y: 250))
        #expect(scrollView.isTracking)
        // Sideways on content that only scrolls vertically: the pan may not begin, and fails.
        host.touchMove(to: CGPoint(x: 360, y: 252))
        #expect(scrollView.panGestureRecognizer.state == .failed && scrollView.isTracking)
        host.touchUp()
        #expect(!scrollView.isTracking && !scrollView.isDragging)
        host.touchDown(at: CGPoint(x: 300, y: 250))
        host.touchMove(to: CGPoint(x: 300, y: 150))
        host.touchUp()
        #expect(!scrollView.isTracking && !scrollView.isDragging && scrollView.contentOffset.y > 0)
    }
}
