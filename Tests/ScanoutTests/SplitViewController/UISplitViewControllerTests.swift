import Scanout
import ScanoutTesting
import Testing

/// `UISplitViewController`: the columns' frames in every display mode and style, widths and
/// their clamping, right to left, containment and the appearance callbacks of columns sliding in
/// and out, the display-mode button, the edge swipe and the tap on the dimming through real
/// touches, pixels, and controllers freed. Collapsing and showing are in
/// `UISplitViewControllerCollapseTests`, thousands of random steps in
/// `SplitViewControllerRandomSequenceTests`.
@MainActor
@Suite struct UISplitViewControllerTests {
    // MARK: Layout

    @Test func aClassicSplitViewTilesThePrimaryBesideTheSecondaryInALandscapeWindow() {
        let fixture = ClassicSplitFixture()
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
        let overlay = ClassicSplitFixture { $0.preferredDisplayMode = .oneOverSecondary }
        #expect(overlay.split.displayMode == .oneOverSecondary)
        #expect(overlay.split.splitBehavior == .overlay)
        #expect(overlay.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(overlay.detail.view.frame == CGRect(x: 0, y: 0, width: 1000, height: 600))

        let displace = ClassicSplitFixture {
            $0.preferredSplitBehavior = .displace
            $0.preferredDisplayMode = .oneBesideSecondary
        }
        #expect(displace.split.splitBehavior == .displace)
        #expect(displace.split.displayMode == .oneBesideSecondary)
        #expect(displace.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(
            displace.detail.view.frame == CGRect(x: 320, y: 0, width: 1000, height: 600), "pushed aside, not narrowed")

        let hidden = ClassicSplitFixture { $0.preferredDisplayMode = .secondaryOnly }
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
        let fixture = ClassicSplitFixture()
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
        let fixture = ClassicSplitFixture()
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

    // MARK: Display modes, the button, touches

    @Test func columnsSlidingInAndOutGetTheirAppearanceCallbacksInUIKitsOrder() throws {
        let fixture = ClassicSplitFixture()
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
        let fixture = ClassicSplitFixture()
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
        let fixture = ClassicSplitFixture { $0.preferredDisplayMode = .secondaryOnly }
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
        let fixture = ClassicSplitFixture { $0.preferredDisplayMode = .secondaryOnly }
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
        let fixture = ClassicSplitFixture()
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
        let fixture = ColumnSplitFixture()
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
        let fixture = ClassicSplitFixture { $0.preferredDisplayMode = .secondaryOnly }
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
        let fixture = ClassicSplitFixture()
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
        let fixture = ClassicSplitFixture()
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
