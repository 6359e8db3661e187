import ScanoutTesting
import Testing

@testable import Scanout

/// Pull to refresh and search under hostile use: values no app should give, callbacks that call
/// back into the framework, controls swapped and views removed mid-gesture, and long loops that
/// must leave nothing behind.
@MainActor
@Suite struct SearchAndRefreshHostileTests {
    final class Box {
        var count = 0
    }

    @Test func aValueChangedActionThatEndsTheRefreshAndRemovesTheScrollView() {
        let host = TestHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 800, height: 480), style: .plain)
        host.window.addSubview(table)
        let control = UIRefreshControl()
        let fired = Box()
        control.addAction(
            UIAction { [weak table] _ in
                fired.count += 1
                table?.reloadData()
                control.endRefreshing()
                control.endRefreshing()
                table?.removeFromSuperview()
            }, for: .valueChanged)
        table.alwaysBounceVertical = true
        table.refreshControl = control
        host.drag(from: CGPoint(x: 400, y: 100), by: CGPoint(x: 0, y: 350), steps: 20)
        host.advance(by: 2)
        #expect(fired.count == 1)
        #expect(!control.isRefreshing && table.superview == nil)
        #expect(table.adjustedContentInset.top == 0)
        #expect(host.clock.pendingTimerCount == 0)
    }

    @Test func controlsSwappedOrRemovedMidPullAndMidRefresh() {
        let (host, scrollView, first, fired) = UIRefreshControlTests.setUp()
        let second = UIRefreshControl()
        second.addAction(UIAction { _ in fired.count += 1 }, for: .valueChanged)
        host.drag(from: CGPoint(x: 400, y: 100), by: CGPoint(x: 0, y: 80), steps: 8, lift: false)
        scrollView.refreshControl = second
        #expect(first.superview == nil && second.superview === scrollView)
        for y in stride(from: 200, through: 440, by: 20) {
            host.advance(by: 0.016)
            host.touchMove(to: CGPoint(x: 400, y: y))
        }
        #expect(fired.count == 0, "a control set mid-pull waits for the next pull")
        host.touchUp()
        host.advance(by: 2)
        #expect(scrollView.contentOffset.y == 0)

        host.drag(from: CGPoint(x: 400, y: 100), by: CGPoint(x: 0, y: 300), steps: 20)
        host.advance(by: 2)
        #expect(fired.count == 1 && second.isRefreshing && scrollView.contentOffset.y == -60)
        // Removed mid-refresh: its room goes with it.
        scrollView.refreshControl = nil
        host.advance(by: 1)
        #expect(scrollView.adjustedContentInset.top == 0 && scrollView.contentOffset.y == 0)
        second.endRefreshing()
        // The scroll view leaves its window mid-refresh and comes back.
        scrollView.refreshControl = first
        first.beginRefreshing()
        scrollView.removeFromSuperview()
        first.endRefreshing()
        host.window.addSubview(scrollView)
        host.advance(by: 1)
        #expect(scrollView.adjustedContentInset.top == 0 && scrollView.contentOffset.y == 0)
        // The same control on another scroll view leaves the first.
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.refreshControl = first
        #expect(scrollView.refreshControl == nil && first.superview === other)
    }

    @Test func seededHostileSizesOffsetsAndPulls() {
        let host = TestHost()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 800, height: 480))
        host.window.addSubview(scrollView)
        let control = UIRefreshControl()
        control.addAction(UIAction { _ in control.endRefreshing() }, for: .valueChanged)
        scrollView.refreshControl = control
        var random = SplitMix64(seed: 0x5EED_0A11)
        let values: [CGFloat] = [.nan, .infinity, -.infinity, -1, 0, 1e308, -1e308, 44, 2000]
        for _ in 0..<300 {
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                scrollView.contentSize = CGSize(
                    width: values.randomElement(using: &random)!, height: values.randomElement(using: &random)!)
            case 1:
                scrollView.contentInset.top = values.randomElement(using: &random)!
            case 2:
                Bool.random(using: &random) ? control.beginRefreshing() : control.endRefreshing()
            case 3:
                scrollView.contentOffset = CGPoint(x: 0, y: values.randomElement(using: &random)!)
            default:
                host.drag(
                    from: CGPoint(x: 400, y: 50), by: CGPoint(x: 0, y: CGFloat.random(in: -300...400, using: &random)),
                    steps: 6)
            }
            host.advance(by: 0.05)
            #expect(control.frame.origin.y.isFinite || control.isHidden)
        }
        _ = host.render()
    }

    @Test func aSearchUpdaterThatWritesTheTextAndEndsTheSearch() throws {
        let (host, controller, search) = UISearchControllerTests.setUp()
        final class Rewriter: UISearchResultsUpdating {
            var calls = 0
            func updateSearchResults(for searchController: UISearchController) {
                calls += 1
                searchController.searchBar.text = (searchController.searchBar.text ?? "").uppercased()
                if searchController.searchBar.text == "XY" { searchController.isActive = false }
            }
        }
        let updater = Rewriter()
        search.searchResultsUpdater = updater
        host.tap(at: UISearchControllerTests.fieldCentre(search))
        #expect(search.isActive)
        try host.typeOnKeyboard("x")
        #expect(search.searchBar.text == "X")
        try host.typeOnKeyboard("y")
        #expect(!search.isActive && !search.searchBar.isFirstResponder)
        #expect(search.searchBar.text == "XY")
        // Hostile values: none of them traps.
        search.searchBar.scopeButtonTitles = []
        search.searchBar.selectedScopeButtonIndex = -4
        search.searchBar.selectedScopeButtonIndex = .max
        search.searchBar.text = nil
        search.searchBar.prompt = String(repeating: "long ", count: 2_000)
        search.searchBar.frame = CGRect(x: CGFloat.nan, y: 0, width: -5, height: .infinity)
        search.isActive = true
        search.isActive = true
        search.isActive = false
        _ = host.render()
        #expect(controller.view.window != nil)
        #expect(host.warnings.contains { $0.contains("selectedScopeButtonIndex") })
    }

    @Test func aLongLoopOfSearchesAndRefreshesKeepsMemoryFlat() throws {
        weak var weakSearch: UISearchController?
        weak var weakControl: UIRefreshControl?
        weak var weakNavigation: UINavigationController?
        do {
            let host = TestHost()
            for round in 0..<60 {
                let list = UITableViewController(style: .plain)
                let search = UISearchController(searchResultsController: UIViewController())
                list.navigationItem.searchController = search
                let control = UIRefreshControl()
                list.refreshControl = control
                let navigation = UINavigationController(rootViewController: list)
                host.window.rootViewController = navigation
                host.advance(by: 0.1)
                host.tap(at: UISearchControllerTests.fieldCentre(search))
                if round % 10 == 0 { try host.typeOnKeyboard("a") }
                search.isActive = false
                control.beginRefreshing()
                host.advance(by: 0.4)
                control.endRefreshing()
                host.advance(by: 0.4)
                weakSearch = search
                weakControl = control
                weakNavigation = navigation
            }
            host.window.rootViewController = nil
            host.advance(by: 1)
            #expect(host.clock.pendingTimerCount == 0, "no spinner, caret or slide left ticking")
        }
        #expect(weakSearch == nil && weakControl == nil && weakNavigation == nil)
    }
}
