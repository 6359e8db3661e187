import ScanoutTesting
import Testing

@testable import Scanout

/// Scroll indicators: shown while the content scrolls, placed by the offset, faded after.
@MainActor
@Suite struct ScrollIndicatorsTests {
    private static func setUp() -> (TestHost, UIScrollView) {
        let host = TestHost()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        host.window.addSubview(scrollView)
        host.drain()
        return (host, scrollView)
    }

    private static func visibleBars(of scrollView: UIScrollView) -> [UIView] {
        [scrollView.indicators.vertical, scrollView.indicators.horizontal].filter {
            $0.superview === scrollView && !$0.isHidden && $0.alpha > 0
        }
    }

    @Test func noIndicatorShowsBeforeScrolling() {
        let (host, scrollView) = Self.setUp()
        #expect(Self.visibleBars(of: scrollView).isEmpty)
        #expect(host.render().cgImage?.pixel(x: 395, y: 20) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func scrollingShowsTheVerticalBarWhereTheOffsetIs() throws {
        let (host, scrollView) = Self.setUp()
        scrollView.contentOffset = CGPoint(x: 0, y: 800)
        #expect(Self.visibleBars(of: scrollView) == [scrollView.indicators.vertical])
        // 400 of 2000 points visible: a fifth of the 394-point track, at 800 / 1600 of the way.
        let bar = scrollView.indicators.vertical.frame
        #expect(bar.minX == 394 && bar.width == 3)
        #expect(abs(bar.height - 394.0 / 5) < 0.001)
        #expect(abs(bar.minY - (800 + 3 + (394 - 394.0 / 5) / 2)) < 0.001)
        // Drawn over the content, in screen coordinates.
        let image = try #require(host.render().cgImage)
        let middle = Int(bar.midY - 800)
        #expect(image.pixel(x: 395, y: middle).red < 200)
        #expect(image.pixel(x: 390, y: middle) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func itFadesOutAfterScrollingStops() {
        let (host, scrollView) = Self.setUp()
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        host.advance(by: 0.45)
        #expect(scrollView.indicators.vertical.alpha == 1)
        host.advance(by: 0.15)
        let fading = scrollView.indicators.vertical.alpha
        #expect(fading > 0 && fading < 1)
        host.advance(by: 0.3)
        #expect(Self.visibleBars(of: scrollView).isEmpty)
        #expect(scrollView.indicators.vertical.isHidden)
    }

    @Test func itStaysWhileTheFingerHoldsTheContent() {
        let (host, scrollView) = Self.setUp()
        host.touchDown(at: CGPoint(x: 200, y: 300))
        for step in 1...5 {
            host.advance(by: 0.02)
            host.touchMove(to: CGPoint(x: 200, y: 300 - CGFloat(step) * 20))
        }
        #expect(scrollView.isDragging)
        host.advance(by: 2)
        #expect(Self.visibleBars(of: scrollView) == [scrollView.indicators.vertical])
        host.touchUp()
        host.advance(by: 5)
        #expect(Self.visibleBars(of: scrollView).isEmpty)
    }

    @Test func hiddenIndicatorsDoNotShow() {
        let (_, scrollView) = Self.setUp()
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(Self.visibleBars(of: scrollView).isEmpty)
        scrollView.contentSize = CGSize(width: 1200, height: 2000)
        scrollView.contentOffset = CGPoint(x: 400, y: 300)
        #expect(Self.visibleBars(of: scrollView) == [scrollView.indicators.horizontal])
    }

    @Test func theBarStaysInFrontOfContentAddedLater() {
        let (_, scrollView) = Self.setUp()
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 2000)))
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scrollView.subviews.last === scrollView.indicators.vertical)
    }

    @Test func flashShowsTheIndicatorsWithoutScrolling() {
        let (host, scrollView) = Self.setUp()
        scrollView.flashScrollIndicators()
        #expect(Self.visibleBars(of: scrollView) == [scrollView.indicators.vertical])
        host.advance(by: 1)
        #expect(Self.visibleBars(of: scrollView).isEmpty)
    }

    @Test func theBarShortensWhenPulledPastAnEdge() {
        let atTop = ScrollIndicators.bar(track: 394, visible: 400, content: 2000, offset: 0)
        #expect(atTop.start == 0)
        let atBottom = ScrollIndicators.bar(track: 394, visible: 400, content: 2000, offset: 1600)
        #expect(abs(atBottom.start + atBottom.length - 394) < 0.001)
        let pulled = ScrollIndicators.bar(track: 394, visible: 400, content: 2000, offset: -40)
        #expect(pulled.start == 0 && abs(pulled.length - (394.0 / 5 - 40)) < 0.001)
        let short = ScrollIndicators.bar(track: 394, visible: 400, content: 100_000, offset: 500)
        #expect(short.length == ScrollIndicators.minimumLength)
    }
}
