import Scanout
import ScanoutTesting
import Testing

/// `UISplitViewController`: the columns' frames in every display mode and style, widths and
/// their clamping, right to left, collapsing and expanding as the window is resized (with the
/// delegate's callbacks in order), `show`/`showDetailViewController` both ways, the appearance
/// callbacks of columns sliding in and out, the display-mode button, the edge swipe and the tap
/// on the dimming through real touches, pixels, and controllers freed.
@MainActor
@Suite struct UISplitViewControllerTests {
    /// A classic split view filling a 1000 × 600 window (landscape, regular width): a navigation
    /// controller with a red list as the primary, a blue detail as the secondary.
    @MainActor
    struct Classic {
        let host: TestHost
        let split: UISplitViewController
        let log = EventLog()
        let delegate: LoggingSplitDelegate
        let list: ColumnPage
        let primary: UINavigationController
        let detail: ColumnPage

        init(width: CGFloat = 1000, configure: (UISplitViewController) -> Void = { _ in }) {
            host = TestHost(size: CGSize(width: width, height: 600))
            split = UISplitViewController()
            delegate = LoggingSplitDelegate(log: log)
            split.delegate = delegate
            list = ColumnPage("list", color: .red, log: log)
            primary = UINavigationController(rootViewController: list)
            detail = ColumnPage("detail", color: .blue, log: log)
            split.viewControllers = [primary, detail]
            configure(split)
            host.window.rootViewController = split
            host.advance(by: 0.1)
            log.clear()
        }

        func resize(width: CGFloat) {
            host.window.frame = CGRect(x: 0, y: 0, width: width, height: 600)
            host.advance(by: 0.1)
        }

        /// The log without touches.
        var entries: [String] { log.entries.filter { !$0.hasSuffix(".began") && !$0.hasSuffix(".ended") } }
    }

    /// A double-column split view in a 1000 × 600 window: "list" in the primary column,
    /// "detail" in the secondary, each in the navigation controller the split view wraps it in.
    @MainActor
    struct Columns {
        let host = TestHost(size: CGSize(width: 1000, height: 600))
        let split = UISplitViewController(style: .doubleColumn)
        let log = EventLog()
        let delegate: LoggingSplitDelegate
        let list: ColumnPage
        let detail: ColumnPage

        init(configure: (LoggingSplitDelegate) -> Void = { _ in }) {
            delegate = LoggingSplitDelegate(log: log)
            configure(delegate)
            split.delegate = delegate
            list = ColumnPage("list", log: log)
            detail = ColumnPage("detail", log: log)
            split.setViewController(list, for: .primary)
            split.setViewController(detail, for: .secondary)
            host.window.rootViewController = split
            host.advance(by: 0.1)
        }

        func resize(width: CGFloat) {
            host.window.frame = CGRect(x: 0, y: 0, width: width, height: 600)
            host.advance(by: 0.1)
        }
    }

    // MARK: Layout

    @Test func aClassicSplitViewTilesThePrimaryBesideTheSecondaryInALandscapeWindow() {
        let fixture = Classic()
        let split = fixture.split
        #expect(split.style == .unspecified)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.splitBehavior == .tile)
        #expect(!split.isCollapsed)
        #expect(split.primaryColumnWidth == 320)
        #expect(fixture.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(fixture.detail.view.frame == CGRect(x: 320, y: 0, width: 680, height: 600))
        #expect(split.children == [fixture.primary, fixture.detail])
        #expect(split.viewControllers == [fixture.primary, fixture.detail])
        #expect(fixture.list.splitViewController === split)
        #expect(fixture.detail.splitViewController === split)
        #expect(fixture.primary.splitViewController === split)
        #expect(split.splitViewController == nil)
        #expect(fixture.list.viewIfLoaded?.window != nil && fixture.detail.viewIfLoaded?.window != nil)
        #expect(split.viewController(for: .primary) == nil, "classic split views have no columns to ask for")
    }

    @Test func aPortraitWindowShowsTheSecondaryAloneWithThePrimaryOverlaidOnDemand() {
        let host = TestHost(size: CGSize(width: 800, height: 1000))
        let split = UISplitViewController()
        let log = EventLog()
        let primary = ColumnPage("list", log: log)
        let detail = ColumnPage("detail", log: log)
        split.viewControllers = [primary, detail]
        host.window.rootViewController = split
        host.advance(by: 0.1)
        #expect(split.displayMode == .secondaryOnly)
        #expect(split.splitBehavior == .overlay)
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 800, height: 1000))
        #expect(primary.viewIfLoaded?.window == nil, "a hidden column's view is out of the window")
        split.show(.primary)
        host.advance(by: 1)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 800, height: 1000))
        split.hide(.primary)
        host.advance(by: 1)
        #expect(split.displayMode == .secondaryOnly)
        #expect(primary.viewIfLoaded?.window == nil)
    }

    @Test func overlayAndDisplaceModesPlaceTheSecondaryUnderOrBesideThePrimary() {
        let overlay = Classic { $0.preferredDisplayMode = .oneOverSecondary }
        #expect(overlay.split.displayMode == .oneOverSecondary)
        #expect(overlay.split.splitBehavior == .overlay)
        #expect(overlay.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(overlay.detail.view.frame == CGRect(x: 0, y: 0, width: 1000, height: 600))

        let displace = Classic {
            $0.preferredSplitBehavior = .displace
            $0.preferredDisplayMode = .oneBesideSecondary
        }
        #expect(displace.split.splitBehavior == .displace)
        #expect(displace.split.displayMode == .oneBesideSecondary)
        #expect(displace.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(
            displace.detail.view.frame == CGRect(x: 320, y: 0, width: 1000, height: 600), "pushed aside, not narrowed")

        let hidden = Classic { $0.preferredDisplayMode = .secondaryOnly }
        #expect(hidden.split.displayMode == .secondaryOnly)
        #expect(hidden.detail.view.frame == CGRect(x: 0, y: 0, width: 1000, height: 600))
        #expect(hidden.primary.viewIfLoaded?.window == nil)
    }

    @Test func aTripleColumnSplitViewLaysOutEachModeAndWrapsItsColumns() throws {
        let host = TestHost(size: CGSize(width: 1200, height: 600))
        let log = EventLog()
        let split = UISplitViewController(style: .tripleColumn)
        let sidebar = ColumnPage("sidebar", log: log)
        let list = ColumnPage("list", log: log)
        let detail = ColumnPage("detail", log: log)
        split.setViewController(sidebar, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(detail, for: .secondary)
        split.preferredDisplayMode = .twoBesideSecondary
        host.window.rootViewController = split
        host.advance(by: 0.1)
        #expect(split.viewController(for: .primary) === sidebar)
        #expect(split.viewController(for: .supplementary) === list)
        let sidebarNavigation = try #require(sidebar.navigationController)
        let listNavigation = try #require(list.navigationController)
        let detailNavigation = try #require(detail.navigationController)
        #expect(split.children == [sidebarNavigation, listNavigation, detailNavigation])
        #expect(split.viewControllers == [sidebarNavigation, listNavigation, detailNavigation])
        #expect(sidebarNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(listNavigation.view.frame == CGRect(x: 320, y: 0, width: 320, height: 600))
        #expect(detailNavigation.view.frame == CGRect(x: 640, y: 0, width: 560, height: 600))
        #expect(split.supplementaryColumnWidth == 320)

        split.preferredDisplayMode = .oneBesideSecondary
        host.advance(by: 1)
        #expect(sidebar.viewIfLoaded?.window == nil)
        #expect(listNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(detailNavigation.view.frame == CGRect(x: 320, y: 0, width: 880, height: 600))

        split.preferredDisplayMode = .twoOverSecondary
        host.advance(by: 1)
        #expect(split.splitBehavior == .overlay)
        #expect(detailNavigation.view.frame == CGRect(x: 0, y: 0, width: 1200, height: 600))
        #expect(listNavigation.view.frame == CGRect(x: 320, y: 0, width: 320, height: 600))

        split.preferredDisplayMode = .twoDisplaceSecondary
        host.advance(by: 1)
        #expect(split.splitBehavior == .displace)
        #expect(detailNavigation.view.frame == CGRect(x: 640, y: 0, width: 880, height: 600))
    }

    @Test func widthsFollowThePreferencesAndHostileValuesAreClamped() {
        let fixture = Classic()
        let split = fixture.split
        func width(_ change: (UISplitViewController) -> Void) -> CGFloat {
            change(split)
            fixture.host.advance(by: 0.1)
            let width = split.primaryColumnWidth
            #expect(fixture.primary.view.frame.width == width)
            #expect(fixture.detail.view.frame == CGRect(x: width, y: 0, width: 1000 - width, height: 600))
            return width
        }
        #expect(width { $0.preferredPrimaryColumnWidthFraction = 0.5 } == 500)
        #expect(width { $0.preferredPrimaryColumnWidthFraction = .nan } == 320, "NaN: automatic")
        #expect(width { $0.preferredPrimaryColumnWidthFraction = -3 } == 320, "negative: automatic")
        #expect(width { $0.preferredPrimaryColumnWidthFraction = 7 } == 1000, "past 1: the whole view")
        #expect(width { $0.preferredPrimaryColumnWidthFraction = .infinity } == 1000)
        #expect(width { $0.preferredPrimaryColumnWidthFraction = -.infinity } == 320)
        #expect(
            width {
                $0.preferredPrimaryColumnWidthFraction = 0.5; $0.maximumPrimaryColumnWidth = 200
            } == 200)
        #expect(width { $0.minimumPrimaryColumnWidth = 450 } == 450, "the minimum wins over the maximum")
        #expect(width { $0.minimumPrimaryColumnWidth = .infinity } == 1000)
        #expect(
            width {
                $0.minimumPrimaryColumnWidth = .nan; $0.maximumPrimaryColumnWidth = -.infinity
            } == 500)
        #expect(width { $0.preferredPrimaryColumnWidth = 250 } == 250, "a width wins over the fraction")
        #expect(width { $0.preferredPrimaryColumnWidth = .greatestFiniteMagnitude } == 1000)
        #expect(
            width {
                $0.preferredPrimaryColumnWidth = .nan; $0.preferredPrimaryColumnWidthFraction = 0.25
            } == 250)
        #expect(
            width { $0.preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension } == 320)
    }

    @Test func rightToLeftAndATrailingPrimaryEdgeMirrorTheColumns() {
        let fixture = Classic()
        fixture.host.userInterfaceLayoutDirection = .rightToLeft
        fixture.host.advance(by: 0.1)
        #expect(fixture.primary.view.frame == CGRect(x: 680, y: 0, width: 320, height: 600))
        #expect(fixture.detail.view.frame == CGRect(x: 0, y: 0, width: 680, height: 600))
        fixture.split.primaryEdge = .trailing
        fixture.host.advance(by: 0.1)
        #expect(fixture.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600), "trailing in RTL is left")
        fixture.host.userInterfaceLayoutDirection = .leftToRight
        fixture.host.advance(by: 0.1)
        #expect(fixture.primary.view.frame == CGRect(x: 680, y: 0, width: 320, height: 600))
    }

    // MARK: Collapsing

    @Test func aCompactWindowCollapsesOntoThePrimaryStackAndARegularOneExpandsInUIKitsOrder() {
        let fixture = Classic()
        fixture.resize(width: 600)
        let split = fixture.split
        #expect(split.isCollapsed)
        #expect(split.displayMode == .secondaryOnly)
        #expect(fixture.primary.viewControllers == [fixture.list, fixture.detail])
        #expect(split.viewControllers == [fixture.primary])
        #expect(split.children == [fixture.primary])
        #expect(fixture.detail.parent === fixture.primary)
        #expect(fixture.detail.splitViewController === split)
        #expect(fixture.primary.view.frame == CGRect(x: 0, y: 0, width: 600, height: 600))
        #expect(fixture.detail.viewIfLoaded?.window != nil && fixture.list.viewIfLoaded?.window == nil)
        #expect(
            fixture.entries == [
                // The detail leaves its column, then is pushed on the list's stack without a slide.
                "delegate.collapseSecondary(detail)", "detail.viewWillDisappear", "detail.viewDidDisappear",
                "detail.viewWillAppear", "list.viewWillDisappear", "detail.viewDidAppear", "list.viewDidDisappear",
                "delegate.didCollapse",
            ])

        fixture.log.clear()
        fixture.resize(width: 1000)
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.viewControllers == [fixture.primary, fixture.detail])
        #expect(fixture.primary.viewControllers == [fixture.list])
        #expect(fixture.detail.view.frame == CGRect(x: 320, y: 0, width: 680, height: 600))
        #expect(fixture.entries.first == "delegate.separateSecondary")
        #expect(fixture.entries.last == "delegate.didExpand")
        #expect(fixture.list.viewIfLoaded?.window != nil && fixture.detail.viewIfLoaded?.window != nil)
    }

    @Test func aSplitViewResizedOutOfTheWindowCollapsesWhenItComesBack() {
        let fixture = Classic()
        fixture.host.window.rootViewController = UIViewController()
        fixture.resize(width: 500)
        #expect(!fixture.split.isCollapsed, "off screen, nothing changes")
        fixture.host.window.rootViewController = fixture.split
        fixture.host.advance(by: 0.1)
        #expect(fixture.split.isCollapsed)
        #expect(fixture.primary.viewControllers == [fixture.list, fixture.detail])
        fixture.host.window.rootViewController = UIViewController()
        fixture.resize(width: 1000)
        fixture.host.window.rootViewController = fixture.split
        fixture.host.advance(by: 0.1)
        #expect(!fixture.split.isCollapsed)
    }

    @Test func aDelegateThatDealsWithTheSecondaryLeavesThePrimaryAloneAndGetsItBack() {
        let fixture = Classic()
        fixture.delegate.collapsesSecondary = true
        fixture.resize(width: 600)
        #expect(fixture.split.isCollapsed)
        #expect(fixture.primary.viewControllers == [fixture.list])
        #expect(fixture.split.children == [fixture.primary])
        #expect(fixture.detail.parent == nil)
        #expect(fixture.detail.viewIfLoaded?.window == nil)
        fixture.resize(width: 1000)
        #expect(fixture.split.viewControllers == [fixture.primary, fixture.detail])
    }

    @Test func theDelegatesSeparatedControllerBecomesTheSecondary() {
        let fixture = Classic()
        fixture.resize(width: 600)
        let fresh = ColumnPage("fresh", log: fixture.log)
        fixture.delegate.separated = fresh
        fixture.resize(width: 1000)
        #expect(fixture.split.viewControllers == [fixture.primary, fresh])
        #expect(fixture.primary.viewControllers.last === fixture.detail, "the default separation did not run")
    }

    @Test func aColumnStyleSplitViewMovesItsStacksAndUsesTheCompactColumn() throws {
        let fixture = Columns()
        let (host, split, log, list, detail) = (fixture.host, fixture.split, fixture.log, fixture.list, fixture.detail)
        let listNavigation = try #require(list.navigationController)
        let detailNavigation = try #require(detail.navigationController)
        let deeper = ColumnPage("deeper", log: log)
        detailNavigation.pushViewController(deeper, animated: false)
        host.advance(by: 0.1)
        log.clear()

        host.window.frame = CGRect(x: 0, y: 0, width: 600, height: 600)
        host.advance(by: 0.1)
        #expect(split.isCollapsed)
        #expect(listNavigation.viewControllers == [list, detail, deeper])
        #expect(detailNavigation.viewControllers.isEmpty)
        #expect(deeper.navigationController === listNavigation)
        #expect(log.entries.first == "delegate.topColumnForCollapsing(secondary)")
        #expect(log.entries.last == "delegate.didCollapse")

        host.window.frame = CGRect(x: 0, y: 0, width: 1000, height: 600)
        host.advance(by: 0.1)
        #expect(!split.isCollapsed)
        #expect(listNavigation.viewControllers == [list])
        #expect(detailNavigation.viewControllers == [detail, deeper])
        #expect(log.entries.contains("delegate.displayModeForExpanding(oneBesideSecondary)"))

        // With a compact column, collapsing shows it and moves nothing.
        let compact = ColumnPage("compact", log: log)
        split.setViewController(compact, for: .compact)
        host.window.frame = CGRect(x: 0, y: 0, width: 600, height: 600)
        host.advance(by: 0.1)
        let compactNavigation = try #require(compact.navigationController)
        #expect(compact.viewIfLoaded?.window != nil)
        #expect(list.viewIfLoaded?.window == nil && detail.viewIfLoaded?.window == nil)
        #expect(detailNavigation.viewControllers == [detail, deeper])
        #expect(split.viewControllers == [compactNavigation])
        #expect(compactNavigation.view.frame == CGRect(x: 0, y: 0, width: 600, height: 600))
    }

    @Test func theDelegateMayKeepThePrimaryOnTopWhenCollapsing() throws {
        let fixture = Columns { $0.topColumn = .primary }
        let (split, list, detail) = (fixture.split, fixture.list, fixture.detail)
        fixture.resize(width: 600)
        #expect(split.isCollapsed)
        #expect(list.navigationController?.viewControllers == [list])
        #expect(detail.viewIfLoaded?.window == nil)
    }

    // MARK: Showing

    @Test func showDetailReplacesTheSecondaryExpandedAndPushesCollapsed() {
        let fixture = Classic()
        let second = ColumnPage("second", log: fixture.log)
        fixture.list.showDetailViewController(second, sender: nil)
        fixture.host.advance(by: 1)
        #expect(fixture.entries.first == "delegate.showDetail(second)")
        #expect(fixture.split.viewControllers == [fixture.primary, second])
        #expect(fixture.detail.parent == nil && fixture.detail.viewIfLoaded?.window == nil)
        #expect(second.view.frame == CGRect(x: 320, y: 0, width: 680, height: 600))
        #expect(
            fixture.list.targetViewController(forAction: .showDetailViewController, sender: nil) === fixture.split)
        #expect(fixture.list.targetViewController(forAction: .showViewController, sender: nil) === fixture.primary)

        fixture.resize(width: 600)
        let third = ColumnPage("third", log: fixture.log)
        fixture.list.showDetailViewController(third, sender: nil)
        fixture.host.advance(by: 1)
        #expect(fixture.primary.viewControllers.last === third)
        #expect(third.viewIfLoaded?.window != nil)

        // A delegate taking over: nothing moves.
        fixture.delegate.takesShowDetail = true
        let fourth = ColumnPage("fourth", log: fixture.log)
        fixture.list.showDetailViewController(fourth, sender: nil)
        #expect(fourth.parent == nil)
    }

    @Test func showFromAClassicPrimaryPushesOnItsNavigationController() {
        let fixture = Classic()
        let more = ColumnPage("more", log: fixture.log)
        fixture.list.show(more, sender: nil)
        fixture.host.advance(by: 1)
        #expect(fixture.primary.viewControllers == [fixture.list, more])
        #expect(fixture.split.viewControllers == [fixture.primary, fixture.detail])
    }

    @Test func showFromAColumnStylePrimaryPushesInTheNextColumn() throws {
        let fixture = Columns()
        let (host, log, list, detail) = (fixture.host, fixture.log, fixture.list, fixture.detail)
        let item = ColumnPage("item", log: log)
        list.show(item, sender: nil)
        host.advance(by: 1)
        let detailNavigation = try #require(detail.navigationController)
        #expect(detailNavigation.viewControllers == [detail, item])
        #expect(list.navigationController?.viewControllers == [list])
        #expect(item.viewIfLoaded?.window != nil)

        let other = ColumnPage("other", log: log)
        list.showDetailViewController(other, sender: nil)
        host.advance(by: 1)
        #expect(detailNavigation.viewControllers == [detail, item, other])

        host.window.frame = CGRect(x: 0, y: 0, width: 600, height: 600)
        host.advance(by: 0.1)
        let last = ColumnPage("last", log: log)
        list.show(last, sender: nil)
        host.advance(by: 1)
        #expect(list.navigationController?.viewControllers.last === last, "collapsed: the one stack")
    }

    // MARK: Display modes, the button, touches

    @Test func columnsSlidingInAndOutGetTheirAppearanceCallbacksInUIKitsOrder() throws {
        let fixture = Classic()
        fixture.split.hide(.primary)
        #expect(fixture.entries == ["delegate.willChangeTo(secondaryOnly)", "list.viewWillDisappear"])
        fixture.host.advance(by: 0.15)
        // Half-way: still in the window, drawn part of the way out.
        #expect(fixture.primary.viewIfLoaded?.window != nil)
        #expect(fixture.entries.count == 2)
        let halfWay = try #require(fixture.host.render().cgImage)
        #expect(halfWay.pixel(x: 5, y: 300).red == 255, "the list still covers the edge")
        #expect(halfWay.pixel(x: 300, y: 300).blue == 255, "the detail has moved over where the list was")
        fixture.host.advance(by: 1)
        #expect(
            fixture.entries == [
                "delegate.willChangeTo(secondaryOnly)", "list.viewWillDisappear", "list.viewDidDisappear",
            ])
        #expect(fixture.primary.viewIfLoaded?.window == nil)
        #expect(fixture.detail.view.frame == CGRect(x: 0, y: 0, width: 1000, height: 600))
        fixture.log.clear()
        fixture.split.show(.primary)
        fixture.host.advance(by: 1)
        #expect(
            fixture.entries == [
                "delegate.willChangeTo(oneBesideSecondary)", "list.viewWillAppear", "list.viewDidAppear",
            ])
        #expect(fixture.split.children == [fixture.primary, fixture.detail])
    }

    @Test func theDisplayModeButtonTogglesThePrimaryWhenTapped() throws {
        let fixture = Classic()
        let detailNavigation = UINavigationController(rootViewController: ColumnPage("d", log: fixture.log))
        fixture.split.viewControllers = [fixture.primary, detailNavigation]
        let button = fixture.split.displayModeButtonItem
        #expect(button === fixture.split.displayModeButtonItem)
        detailNavigation.topViewController?.navigationItem.leftBarButtonItem = button
        fixture.host.advance(by: 0.1)
        try fixture.host.tap("Toggle Sidebar")
        fixture.host.advance(by: 1)
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.log.entries.contains("delegate.targetDisplayModeForAction"))
        try fixture.host.tap("Toggle Sidebar")
        fixture.host.advance(by: 1)
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        // The delegate's target wins: it keeps the primary.
        fixture.delegate.targetMode = .oneBesideSecondary
        try fixture.host.tap("Toggle Sidebar")
        fixture.host.advance(by: 1)
        #expect(fixture.split.displayMode == .oneBesideSecondary)
    }

    @Test func aSwipeFromTheLeadingEdgeShowsThePrimaryAndATapOnTheDimmingHidesIt() {
        let fixture = Classic { $0.preferredDisplayMode = .secondaryOnly }
        fixture.split.preferredSplitBehavior = .overlay
        fixture.host.advance(by: 0.1)
        #expect(fixture.split.displayMode == .secondaryOnly)
        fixture.host.drag(from: CGPoint(x: 3, y: 300), by: CGPoint(x: 200, y: 0), steps: 8, interval: 0.016)
        fixture.host.advance(by: 1)
        #expect(fixture.split.displayMode == .oneOverSecondary)
        #expect(fixture.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(fixture.list.viewIfLoaded?.window != nil)
        // A tap on the primary itself changes nothing; one on the dimmed secondary hides it.
        fixture.host.tap(at: CGPoint(x: 100, y: 300))
        fixture.host.advance(by: 1)
        #expect(fixture.split.displayMode == .oneOverSecondary)
        fixture.host.tap(at: CGPoint(x: 700, y: 300))
        fixture.host.advance(by: 1)
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.list.viewIfLoaded?.window == nil)

        // Without presentsWithGesture the swipe does nothing.
        fixture.split.presentsWithGesture = false
        fixture.host.drag(from: CGPoint(x: 3, y: 300), by: CGPoint(x: 200, y: 0), steps: 8, interval: 0.016)
        fixture.host.advance(by: 1)
        #expect(fixture.split.displayMode == .secondaryOnly)
    }

    @Test func aRightToLeftSwipeComesFromTheRightEdge() {
        let fixture = Classic { $0.preferredDisplayMode = .secondaryOnly }
        fixture.host.userInterfaceLayoutDirection = .rightToLeft
        fixture.split.preferredSplitBehavior = .overlay
        fixture.host.advance(by: 0.1)
        fixture.host.drag(from: CGPoint(x: 3, y: 300), by: CGPoint(x: 200, y: 0), steps: 8, interval: 0.016)
        fixture.host.advance(by: 1)
        #expect(fixture.split.displayMode == .secondaryOnly, "the left edge is not the leading one")
        fixture.host.drag(from: CGPoint(x: 997, y: 300), by: CGPoint(x: -200, y: 0), steps: 8, interval: 0.016)
        fixture.host.advance(by: 1)
        #expect(fixture.split.displayMode == .oneOverSecondary)
        #expect(fixture.primary.view.frame == CGRect(x: 680, y: 0, width: 320, height: 600))
    }

    @Test func aReplacedSecondaryMovesInAndOutOfTheChildrenInUIKitsOrder() {
        let fixture = Classic()
        let old = RecordingPage("old", log: fixture.log)
        let new = RecordingPage("new", log: fixture.log)
        fixture.split.showDetailViewController(old, sender: nil)
        fixture.host.advance(by: 0.1)
        fixture.log.clear()
        fixture.split.showDetailViewController(new, sender: nil)
        fixture.host.advance(by: 0.1)
        #expect(
            fixture.entries == [
                "delegate.showDetail(new)", "old.willMove(nil)", "old.viewWillDisappear", "old.viewDidDisappear",
                "old.didMove(nil)", "new.willMove(parent)", "new.didMove(parent)", "new.viewDidLoad",
                "new.viewWillAppear", "new.viewDidAppear",
            ])
        #expect(fixture.split.children == [fixture.primary, new])
        #expect(old.parent == nil && new.parent === fixture.split)
    }

    @Test func columnStyleDisplayModeChangesTellTheDelegateWhichColumnsComeAndGo() {
        let fixture = Columns()
        fixture.log.clear()
        fixture.split.hide(.primary)
        fixture.host.advance(by: 1)
        #expect(
            fixture.log.entries.prefix(3) == [
                "delegate.willChangeTo(secondaryOnly)", "delegate.willHide(primary)", "list.viewWillDisappear",
            ])
        fixture.log.clear()
        fixture.split.show(.primary)
        fixture.host.advance(by: 1)
        #expect(
            fixture.log.entries == [
                "delegate.willChangeTo(oneBesideSecondary)", "delegate.willShow(primary)", "list.viewWillAppear",
                "list.viewDidAppear",
            ])
        // Hiding the secondary is not possible; showing it over a tiled split changes nothing.
        fixture.log.clear()
        fixture.split.hide(.secondary)
        fixture.split.show(.secondary)
        fixture.host.advance(by: 1)
        #expect(fixture.log.entries.isEmpty)
        #expect(fixture.split.displayMode == .oneBesideSecondary)
    }

    @Test func aColumnMayChangeTheSplitViewFromItsViewWillAppear() throws {
        let fixture = Classic { $0.preferredDisplayMode = .secondaryOnly }
        let replacement = ColumnPage("replacement", log: fixture.log)
        let probe = AppearanceProbe("probe")
        probe.onViewWillAppear = { [unowned split = fixture.split] in
            split.showDetailViewController(replacement, sender: nil)
        }
        fixture.split.viewControllers = [probe, fixture.detail]
        fixture.split.show(.primary)
        fixture.host.advance(by: 1)
        #expect(fixture.split.viewControllers == [probe, replacement])
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        #expect(probe.phase == .appeared && probe.orderErrors.isEmpty)
        #expect(replacement.view.window != nil && fixture.detail.viewIfLoaded?.window == nil)
    }

    // MARK: Pixels and memory

    @Test func theColumnsAndTheSeparatorAreDrawn() throws {
        let fixture = Classic()
        let image = try #require(fixture.host.render().cgImage)
        // The list under the bar, the line along the primary's trailing side, the detail.
        let list = image.pixel(x: 100, y: 300)
        #expect(list.red == 255 && list.green == 0 && list.blue == 0, "\(list)")
        let line = image.pixel(x: 319, y: 300)
        // The separator colour (#3C3C43 at 29 %) over the red list.
        #expect((185...210).contains(line.red) && (5...30).contains(line.green), "a greyish red: \(line)")
        let detail = image.pixel(x: 700, y: 300)
        #expect(detail.red == 0 && detail.blue == 255, "\(detail)")
        #expect(image.pixel(x: 321, y: 300) == detail, "the line is one pixel")
    }

    @Test func everythingIsFreedAfterTheSplitViewGoesEvenMidSlide() {
        weak var weakSplit: UISplitViewController?
        weak var weakList: UIViewController?
        weak var weakDetail: UIViewController?
        weak var weakWrapper: UIViewController?
        let host = TestHost(size: CGSize(width: 1000, height: 600))
        do {
            let log = EventLog()
            let split = UISplitViewController(style: .doubleColumn)
            let list = ColumnPage("list", log: log)
            let detail = ColumnPage("detail", log: log)
            split.setViewController(list, for: .primary)
            split.setViewController(detail, for: .secondary)
            _ = split.displayModeButtonItem
            host.window.rootViewController = split
            host.advance(by: 0.1)
            split.hide(.primary)
            host.advance(by: 0.1)  // mid-slide
            weakSplit = split
            weakList = list
            weakDetail = detail
            weakWrapper = list.navigationController
            host.window.rootViewController = nil
        }
        host.advance(by: 1)
        #expect(weakSplit == nil)
        #expect(weakList == nil)
        #expect(weakDetail == nil)
        #expect(weakWrapper == nil)
    }

    @Test func misuseIsRefusedWithoutTrapping() {
        let fixture = Classic()
        fixture.split.setViewController(UIViewController(), for: .primary)  // classic: ignored
        #expect(fixture.split.viewControllers == [fixture.primary, fixture.detail])
        fixture.split.viewControllers = [fixture.split, fixture.detail]
        #expect(fixture.split.viewControllers == [fixture.detail], "itself is left out")
        let double = UISplitViewController(style: .doubleColumn)
        double.setViewController(UIViewController(), for: .supplementary)
        #expect(double.viewController(for: .supplementary) == nil)
        double.show(.primary)
        double.hide(.secondary)
        #expect(double.displayMode != .automatic)
    }
}
