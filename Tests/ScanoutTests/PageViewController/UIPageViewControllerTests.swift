import Scanout
import ScanoutTesting
import Testing

/// `UIPageViewController`: swipes forward and back through the real event loop, cancelled swipes,
/// the ends, `setViewControllers` animated or not and during a swipe, the delegate's and the
/// pages' callbacks in UIKit's order, right to left, vertical, spacing and the page indicator.
@MainActor
@Suite struct UIPageViewControllerTests {
    /// A page view controller filling a 400 × 300 screen, showing the first of `count` pages.
    @MainActor
    struct Fixture {
        let host: TestHost
        let pages: UIPageViewController
        let log: EventLog
        let source: LoggingPageSource
        let page: [RecordingPage]

        init(
            count: Int = 3, start: Int = 0, orientation: UIPageViewController.NavigationOrientation = .horizontal,
            options: [UIPageViewController.OptionsKey: Any]? = nil,
            direction: UIUserInterfaceLayoutDirection = .leftToRight,
            indicator: Bool = false
        ) {
            host = TestHost(size: CGSize(width: 400, height: 300))
            host.userInterfaceLayoutDirection = direction
            let log = EventLog()
            self.log = log
            let page = (0..<count).map { RecordingPage("p\($0)", log: log) }
            self.page = page
            source = LoggingPageSource(pages: page, log: log)
            pages = UIPageViewController(
                transitionStyle: .scroll, navigationOrientation: orientation, options: options)
            pages.delegate = source
            if indicator {
                let withIndicator = IndicatorPageSource(source)
                withIndicator.startIndex = start
                retained = withIndicator
                pages.dataSource = withIndicator
            } else {
                pages.dataSource = source
            }
            pages.setViewControllers([page[start]], direction: .forward, animated: false)
            host.window.rootViewController = pages
            host.advance(by: 0.1)
            log.clear()
        }

        /// Keeps a data source alive (the page view controller holds it weakly).
        private(set) var retained: AnyObject?

        /// A slow drag (no flick) of `dx`, `dy` from the middle of the pages.
        func slowDrag(dx: CGFloat, dy: CGFloat = 0, lift: Bool = true) {
            host.drag(from: CGPoint(x: 200, y: 150), by: CGPoint(x: dx, y: dy), steps: 12, interval: 0.1, lift: lift)
            if lift { host.advance(by: 1) }
        }

        /// The log without the touches the pages' controllers hear (a swipe's first touch reaches
        /// the page before the pan begins, as in UIKit).
        var entries: [String] { log.entries.filter { !$0.hasSuffix(".began") && !$0.hasSuffix(".ended") } }
        var shownTitles: [String] { (pages.viewControllers ?? []).map { $0.title ?? "?" } }
        var childTitles: [String] { pages.children.map { $0.title ?? "?" } }
        /// The pages whose views are in the window.
        var onScreen: [String] { page.filter { $0.viewIfLoaded?.window != nil }.map(\.name) }
    }

    @Test func aSwipeForwardTurnsToTheNextPageInUIKitsOrder() {
        let fixture = Fixture()
        fixture.slowDrag(dx: -300)
        #expect(fixture.shownTitles == ["p1"])
        #expect(fixture.childTitles == ["p1"])
        #expect(fixture.onScreen == ["p1"])
        #expect(fixture.page[1].view.frame == fixture.page[1].view.superview?.bounds)
        #expect(
            fixture.entries == [
                "source.after(p0)", "p1.willMove(parent)", "p1.viewDidLoad", "p1.didMove(parent)",
                "delegate.willTransitionTo([\"p1\"])", "p1.viewWillAppear", "p0.viewWillDisappear",
                "p1.viewDidAppear", "p0.viewDidDisappear", "p0.willMove(nil)", "p0.didMove(nil)",
                "delegate.didFinishAnimating(true, [\"p0\"], true)",
            ])
    }

    @Test func aSwipeBackTurnsToThePreviousPage() {
        let fixture = Fixture(start: 1)
        fixture.slowDrag(dx: 300)
        #expect(fixture.shownTitles == ["p0"])
        #expect(fixture.childTitles == ["p0"])
        #expect(fixture.entries.first == "source.before(p1)")
        #expect(fixture.entries.last == "delegate.didFinishAnimating(true, [\"p1\"], true)")
    }

    @Test func theFingerMovesThePagesAndAShortSlowSwipeGoesBack() {
        let fixture = Fixture()
        fixture.slowDrag(dx: -100, lift: false)
        // Under the finger: both pages, 100 points along.
        #expect(fixture.page[0].view.frame.minX == -100)
        #expect(fixture.page[1].view.frame.minX == 300)
        #expect(fixture.pages.viewControllers?.first === fixture.page[0])
        #expect(fixture.childTitles.sorted() == ["p0", "p1"])
        fixture.log.clear()
        fixture.host.touchUp()
        fixture.host.advance(by: 1)
        #expect(fixture.shownTitles == ["p0"])
        #expect(fixture.childTitles == ["p0"])
        #expect(fixture.onScreen == ["p0"])
        #expect(fixture.page[0].view.frame.minX == 0)
        // As UIKit: the incoming page never appeared; the current one appears again.
        #expect(
            fixture.entries == [
                "p1.viewWillDisappear", "p1.viewDidDisappear", "p0.viewWillAppear", "p0.viewDidAppear",
                "p1.willMove(nil)", "p1.didMove(nil)", "delegate.didFinishAnimating(true, [\"p0\"], false)",
            ])
    }

    @Test func aQuickShortFlickTurnsAndALongSwipeFlickedBackDoesNot() {
        let fixture = Fixture()
        fixture.host.drag(from: CGPoint(x: 300, y: 150), by: CGPoint(x: -80, y: 0), steps: 4, interval: 0.016)
        fixture.host.advance(by: 1)
        #expect(fixture.shownTitles == ["p1"])

        // 300 points forward, then a quick move back as the finger lifts: it goes back.
        fixture.host.drag(
            from: CGPoint(x: 380, y: 150), by: CGPoint(x: -300, y: 0), steps: 12, interval: 0.1, lift: false)
        for x in [100, 120] as [CGFloat] {
            fixture.host.advance(by: 0.016)
            fixture.host.touchMove(to: CGPoint(x: x, y: 150))
        }
        fixture.host.touchUp()
        fixture.host.advance(by: 1)
        #expect(fixture.shownTitles == ["p1"])
        #expect(fixture.entries.last == "delegate.didFinishAnimating(true, [\"p1\"], false)")
    }

    @Test func atTheEndsTheDataSourceSaysNilAndNothingTurns() {
        let fixture = Fixture()
        fixture.slowDrag(dx: 200)
        #expect(fixture.shownTitles == ["p0"])
        #expect(fixture.entries == ["source.before(p0)"])
        #expect(fixture.page[0].view.frame.minX == 0)
        #expect(fixture.onScreen == ["p0"])

        let last = Fixture(start: 2)
        last.slowDrag(dx: -200)
        #expect(last.shownTitles == ["p2"])
        #expect(last.entries == ["source.after(p2)"])
    }

    @Test func theDataSourceIsAskedOnlyForTheSideTheFingerHeadsFor() {
        let fixture = Fixture(start: 1)
        fixture.host.tap(at: CGPoint(x: 200, y: 150))
        fixture.slowDrag(dx: 0, dy: 150)  // across the axis: no swipe
        #expect(fixture.entries.isEmpty)
        fixture.slowDrag(dx: -60)
        #expect(fixture.entries.filter { $0.hasPrefix("source") } == ["source.after(p1)"])
    }

    @Test func setViewControllersWithoutAnimationSwapsThePagesInUIKitsOrder() {
        let fixture = Fixture()
        var completions: [Bool] = []
        fixture.pages.setViewControllers([fixture.page[2]], direction: .forward, animated: false) {
            completions.append($0)
        }
        #expect(fixture.shownTitles == ["p2"])
        #expect(fixture.childTitles == ["p2"])
        #expect(fixture.onScreen == ["p2"])
        #expect(completions == [true])
        #expect(
            fixture.entries == [
                "p2.willMove(parent)", "p2.viewDidLoad", "p2.didMove(parent)", "p2.viewWillAppear",
                "p0.viewWillDisappear", "p2.viewDidAppear", "p0.viewDidDisappear", "p0.willMove(nil)",
                "p0.didMove(nil)",
            ])
    }

    @Test func setViewControllersAnimatedSlidesFromTheDirectionAndCallsTheCompletionAtTheEnd() {
        let fixture = Fixture(start: 1)
        var completions: [Bool] = []
        fixture.pages.setViewControllers([fixture.page[0]], direction: .reverse, animated: true) {
            completions.append($0)
        }
        fixture.host.advance(by: 0.1)
        #expect(completions.isEmpty)
        #expect(fixture.shownTitles == ["p1"])
        #expect(fixture.onScreen.sorted() == ["p0", "p1"])
        fixture.host.advance(by: 1)
        #expect(completions == [true])
        #expect(fixture.shownTitles == ["p0"])
        #expect(fixture.onScreen == ["p0"])
        #expect(!fixture.entries.contains { $0.hasPrefix("delegate") || $0.hasPrefix("source") })
    }

    @Test func setViewControllersDuringASwipeCancelsTheSwipe() {
        let fixture = Fixture()
        fixture.slowDrag(dx: -150, lift: false)
        fixture.pages.setViewControllers([fixture.page[2]], direction: .forward, animated: false)
        #expect(fixture.shownTitles == ["p2"])
        #expect(fixture.childTitles == ["p2"])
        #expect(fixture.entries.contains("delegate.didFinishAnimating(false, [\"p0\"], false)"))
        fixture.log.clear()
        fixture.host.touchMove(to: CGPoint(x: 0, y: 150))
        fixture.host.touchUp()
        fixture.host.advance(by: 1)
        #expect(fixture.shownTitles == ["p2"])
        #expect(fixture.onScreen == ["p2"])
        #expect(fixture.entries.isEmpty)
    }

    @Test func setViewControllersFromTheDelegateWaitsUntilTheCallbackReturns() {
        let fixture = Fixture()
        fixture.source.onWillTransition = { [pages = fixture.pages, target = fixture.page[2]] in
            pages.setViewControllers([target], direction: .forward, animated: false)
        }
        fixture.slowDrag(dx: -300)
        #expect(fixture.shownTitles == ["p2"])
        #expect(fixture.childTitles == ["p2"])
        #expect(fixture.onScreen == ["p2"])
    }

    @Test func rightToLeftForwardIsASwipeToTheRight() {
        let fixture = Fixture(direction: .rightToLeft)
        fixture.host.drag(
            from: CGPoint(x: 50, y: 150), by: CGPoint(x: 100, y: 0), steps: 10, interval: 0.1, lift: false)
        // Forward is to the left: the next page comes in from there.
        #expect(fixture.page[0].view.frame.minX == 100)
        #expect(fixture.page[1].view.frame.minX == -300)
        fixture.host.advance(by: 0.1)
        fixture.host.touchMove(to: CGPoint(x: 350, y: 150))
        fixture.host.touchUp()
        fixture.host.advance(by: 1)
        #expect(fixture.shownTitles == ["p1"])
        #expect(fixture.entries.first == "source.after(p0)")
    }

    @Test func aVerticalListOnAHorizontalPageScrollsAndASidewaysDragStillTurns() {
        let fixture = Fixture()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        list.contentSize = CGSize(width: 400, height: 2000)
        fixture.page[0].view.addSubview(list)
        fixture.slowDrag(dx: 0, dy: -150)
        #expect(list.contentOffset.y > 100)
        #expect(fixture.entries.isEmpty)
        fixture.slowDrag(dx: -300)
        #expect(fixture.shownTitles == ["p1"])
    }

    @Test func verticalPagesTurnForwardUpwards() {
        let fixture = Fixture(orientation: .vertical)
        fixture.slowDrag(dx: 0, dy: -250)
        #expect(fixture.shownTitles == ["p1"])
        fixture.slowDrag(dx: 200, dy: 0)  // across the axis
        #expect(fixture.shownTitles == ["p1"])
    }

    @Test func interPageSpacingSeparatesThePagesAndHostileSpacingIsTamed() {
        let fixture = Fixture(options: [.interPageSpacing: 20])
        fixture.slowDrag(dx: -100, lift: false)
        #expect(fixture.page[1].view.frame.minX - fixture.page[0].view.frame.maxX == 20)
        fixture.host.touchUp()

        for spacing in [CGFloat.nan, .infinity, -.infinity, -40, 1e300] {
            let hostile = Fixture(options: [.interPageSpacing: spacing])
            hostile.host.drag(from: CGPoint(x: 300, y: 150), by: CGPoint(x: -150, y: 0), steps: 4, interval: 0.016)
            hostile.host.advance(by: 1)
            #expect(hostile.shownTitles == ["p1"], "spacing \(spacing)")
            #expect(hostile.page[1].view.frame == hostile.page[1].view.superview?.bounds)
        }
    }

    @Test func thePageIndicatorShowsWhenTheDataSourceCountsPagesAndFollowsSwipes() throws {
        let fixture = Fixture(start: 1, indicator: true)
        let dots = try #require(fixture.pages.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(!dots.isHidden)
        #expect(dots.numberOfPages == 3)
        #expect(dots.currentPage == 1)
        #expect(fixture.page[1].view.frame.height < 300)
        fixture.slowDrag(dx: -300)
        #expect(dots.currentPage == 2)
        fixture.slowDrag(dx: 300)
        fixture.slowDrag(dx: 300)
        #expect(dots.currentPage == 0)

        let plain = Fixture()
        let none = plain.pages.view.subviews.compactMap { $0 as? UIPageControl }.first
        #expect(none?.isHidden ?? true)
        #expect(plain.page[0].view.frame.height == 300)
    }

    @Test func hostileCountsAndIndexesKeepTheDotsInRange() throws {
        let fixture = Fixture(start: 1, indicator: true)
        let source = try #require(fixture.pages.dataSource as? IndicatorPageSource)
        let dots = try #require(fixture.pages.view.subviews.compactMap { $0 as? UIPageControl }.first)
        for (count, index) in [(Int.max, Int.max), (Int.min, Int.min), (-1, 5), (3, Int.min), (Int.max, -1)] {
            source.count = count
            source.startIndex = index
            fixture.pages.setViewControllers([fixture.page[1]], direction: .forward, animated: false)
            fixture.pages.setViewControllers([fixture.page[0]], direction: .forward, animated: false)
            fixture.slowDrag(dx: -300)
            fixture.slowDrag(dx: 300)
            #expect(dots.currentPage >= 0 && dots.currentPage <= max(dots.numberOfPages - 1, 0))
        }
    }

    @Test func neighboursThatCannotBePagesCountAsNil() {
        let fixture = Fixture()
        // The page shown as its own neighbour, then a controller in another container.
        fixture.source.pages = [fixture.page[0], fixture.page[0]]
        fixture.slowDrag(dx: -300)
        #expect(fixture.shownTitles == ["p0"])
        let elsewhere = UINavigationController(rootViewController: fixture.page[1])
        fixture.source.pages = [fixture.page[0], fixture.page[1]]
        fixture.slowDrag(dx: -300)
        #expect(fixture.shownTitles == ["p0"])
        #expect(elsewhere.viewControllers.first === fixture.page[1])
        fixture.pages.setViewControllers([fixture.page[1]], direction: .forward, animated: true)
        fixture.pages.setViewControllers([fixture.pages], direction: .forward, animated: true)
        var refused: [Bool] = []
        fixture.pages.setViewControllers([], direction: .forward, animated: true) { refused.append($0) }
        fixture.pages.setViewControllers([fixture.pages], direction: .forward, animated: true) { refused.append($0) }
        fixture.host.advance(by: 1)
        #expect(refused == [false, false])
        #expect(fixture.shownTitles == ["p0"])
        #expect(fixture.childTitles == ["p0"])
    }

    @Test func aPageViewControllerReleasedMidAnimationFinishesAndIsFreed() {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        weak var released: UIPageViewController?
        weak var firstPage: UIViewController?
        weak var secondPage: UIViewController?
        do {
            let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            let first = UIViewController()
            let second = UIViewController()
            pages.setViewControllers([first], direction: .forward, animated: false)
            host.window.rootViewController = pages
            host.advance(by: 0.1)
            pages.setViewControllers([second], direction: .forward, animated: true)
            host.advance(by: 0.05)
            host.window.rootViewController = UIViewController()
            released = pages
            firstPage = first
            secondPage = second
        }
        host.advance(by: 1)
        #expect(released == nil)
        #expect(firstPage == nil)
        #expect(secondPage == nil)
    }

    /// Sets its first page in `viewWillAppear`, as some apps do.
    final class LatePages: UIPageViewController {
        let first: UIViewController
        init(first: UIViewController) {
            self.first = first
            super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
        }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if viewControllers?.isEmpty ?? true {
                setViewControllers([first], direction: .forward, animated: false)
            }
        }
    }

    @Test func aPageSetInViewWillAppearAppearsWithThePageViewControllerPushedOrShown() {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let log = EventLog()
        let root = RecordingPage("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.advance(by: 0.1)
        let page = RecordingPage("page", log: log)
        let pages = LatePages(first: page)
        navigation.pushViewController(pages, animated: true)
        host.advance(by: 0.1)
        #expect(log.entries.filter { $0.hasPrefix("page.view") } == ["page.viewDidLoad", "page.viewWillAppear"])
        host.advance(by: 1)
        #expect(
            log.entries.filter { $0.hasPrefix("page.view") } == [
                "page.viewDidLoad", "page.viewWillAppear", "page.viewDidAppear",
            ])
        #expect(page.view.window != nil)

        // Shown as a window's root: the page appears with it.
        let otherLog = EventLog()
        let other = RecordingPage("other", log: otherLog)
        host.window.rootViewController = LatePages(first: other)
        host.advance(by: 0.1)
        #expect(
            otherLog.entries.filter { $0.hasPrefix("other.view") } == [
                "other.viewDidLoad", "other.viewWillAppear", "other.viewDidAppear",
            ])
        #expect(log.entries.last == "page.viewDidDisappear")
    }

    @Test func anEmbeddedPageViewControllerShowsItsPageWithItsParent() {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let log = EventLog()
        let parent = UIViewController()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let page = RecordingPage("page", log: log)
        pages.setViewControllers([page], direction: .forward, animated: false)
        parent.addChild(pages)
        parent.view.addSubview(pages.view)
        pages.view.frame = CGRect(x: 0, y: 100, width: 400, height: 200)
        pages.didMove(toParent: parent)
        host.window.rootViewController = parent
        host.advance(by: 0.1)
        #expect(page.view.window != nil)
        #expect(page.view.frame == CGRect(x: 0, y: 0, width: 400, height: 200))
        #expect(
            log.entries.filter { $0.hasPrefix("page.view") } == [
                "page.viewDidLoad", "page.viewWillAppear", "page.viewDidAppear",
            ])
    }

    @Test func theSwiftSpellingMatchesUIKit() {
        let pages = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .vertical,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(pages.transitionStyle == .pageCurl)
        #expect(pages.navigationOrientation == .vertical)
        #expect(pages.spineLocation == .mid)
        #expect(pages.gestureRecognizers.count == 1)
        #expect(pages.viewControllers?.isEmpty ?? true)
        pages.isDoubleSided = true
        #expect(pages.isDoubleSided)
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        #expect(scroll.spineLocation == SpineLocation.none)
    }
}

private typealias SpineLocation = UIPageViewController.SpineLocation
