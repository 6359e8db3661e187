import Scanout
import ScanoutTesting
import Testing

/// `UISplitViewController` collapsing and expanding as the window is resized across the compact
/// width, with the delegate's callbacks in order, for both styles, and `show` and
/// `showDetailViewController` expanded and collapsed.
@MainActor
@Suite struct UISplitViewControllerCollapseTests {
    @Test func aCompactWindowCollapsesOntoThePrimaryStackAndARegularOneExpandsInUIKitsOrder() {
        let fixture = ClassicSplitFixture()
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
        let fixture = ClassicSplitFixture()
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
        let fixture = ClassicSplitFixture()
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
        let fixture = ClassicSplitFixture()
        fixture.resize(width: 600)
        let fresh = ColumnPage("fresh", log: fixture.log)
        fixture.delegate.separated = fresh
        fixture.resize(width: 1000)
        #expect(fixture.split.viewControllers == [fixture.primary, fresh])
        #expect(fixture.primary.viewControllers.last === fixture.detail, "the default separation did not run")
    }

    @Test func aColumnStyleSplitViewMovesItsStacksAndUsesTheCompactColumn() throws {
        let fixture = ColumnSplitFixture()
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
        let fixture = ColumnSplitFixture { $0.topColumn = .primary }
        let (split, list, detail) = (fixture.split, fixture.list, fixture.detail)
        fixture.resize(width: 600)
        #expect(split.isCollapsed)
        #expect(list.navigationController?.viewControllers == [list])
        #expect(detail.viewIfLoaded?.window == nil)
    }

    // MARK: Showing

    @Test func showDetailReplacesTheSecondaryExpandedAndPushesCollapsed() {
        let fixture = ClassicSplitFixture()
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

    @Test func showDetailSendsOverlaidColumnsAway() {
        let fixture = ClassicSplitFixture { $0.preferredDisplayMode = .oneOverSecondary }
        let second = ColumnPage("second", log: fixture.log)
        fixture.list.showDetailViewController(second, sender: nil)
        fixture.host.advance(by: 1)
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.list.viewIfLoaded?.window == nil && second.viewIfLoaded?.window != nil)

        let host = TestHost(size: CGSize(width: 1200, height: 600))
        let triple = UISplitViewController(style: .tripleColumn)
        let log = EventLog()
        let list = ColumnPage("list", log: log)
        triple.setViewController(ColumnPage("sidebar", log: log), for: .primary)
        triple.setViewController(list, for: .supplementary)
        triple.setViewController(ColumnPage("detail", log: log), for: .secondary)
        triple.preferredDisplayMode = .twoOverSecondary
        host.window.rootViewController = triple
        host.advance(by: 0.1)
        list.showDetailViewController(ColumnPage("more", log: log), sender: nil)
        host.advance(by: 1)
        #expect(triple.displayMode == .secondaryOnly)
        #expect(list.viewIfLoaded?.window == nil)
    }

    @Test func showFromAClassicPrimaryPushesOnItsNavigationController() {
        let fixture = ClassicSplitFixture()
        let more = ColumnPage("more", log: fixture.log)
        fixture.list.show(more, sender: nil)
        fixture.host.advance(by: 1)
        #expect(fixture.primary.viewControllers == [fixture.list, more])
        #expect(fixture.split.viewControllers == [fixture.primary, fixture.detail])
    }

    @Test func showFromAColumnStylePrimaryPushesInTheNextColumn() throws {
        let fixture = ColumnSplitFixture()
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
}
