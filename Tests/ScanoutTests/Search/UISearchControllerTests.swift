import ScanoutTesting
import Testing

@testable import Scanout

/// `UISearchController`: activation from its bar, the updater and delegate, Cancel, the dimmed
/// background, and the bar in a navigation item hiding as the list scrolls.
@MainActor
@Suite struct UISearchControllerTests {
    /// A list of 60 names in a navigation controller, with a search controller in its item.
    final class NameList: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate {
        let names = (0..<60).map { "Name \($0)" }
        var shown: [String] = []
        var updates: [String] = []
        var events: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            shown = names
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = shown[indexPath.row]
            return cell
        }

        func updateSearchResults(for searchController: UISearchController) {
            let text = searchController.searchBar.text ?? ""
            updates.append(text)
            shown = text.isEmpty ? names : names.filter { $0.contains(text) }
            tableView.reloadData()
        }

        func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
    }

    static func setUp(obscures: Bool = false, size: CGSize = CGSize(width: 800, height: 480)) -> (
        TestHost, NameList, UISearchController
    ) {
        let host = TestHost(size: size)
        let list = NameList(style: .plain)
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = list
        search.delegate = list
        search.obscuresBackgroundDuringPresentation = obscures
        list.navigationItem.searchController = search
        list.title = "Visitors"
        list.definesPresentationContext = true
        host.window.rootViewController = UINavigationController(rootViewController: list)
        host.advance(by: 0.1)
        return (host, list, search)
    }

    /// The centre of the search field, in window coordinates.
    static func fieldCentre(_ search: UISearchController) -> CGPoint {
        let field = search.searchBar.searchTextField
        let frame = field.convert(field.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func theBarSitsUnderTheTitleAndTheListBelowIt() throws {
        let (host, list, search) = UISearchControllerTests.setUp()
        defer { withExtendedLifetime(host) {} }
        let navigation = try #require(list.navigationController)
        #expect(navigation.navigationBar.frame.height == 44 + 52)
        let bar = search.searchBar.convert(search.searchBar.bounds, to: nil)
        #expect(bar.minY == 44 && bar.height == 52)
        #expect(list.tableView.adjustedContentInset.top == 96)
        #expect(list.tableView.contentOffset.y == -96)
    }

    @Test func typingUpdatesTheResultsAndCancelEndsTheSearch() throws {
        let (host, list, search) = UISearchControllerTests.setUp()
        host.tap(at: UISearchControllerTests.fieldCentre(search))
        #expect(search.isActive && search.searchBar.isFirstResponder && host.isKeyboardVisible)
        #expect(search.searchBar.showsCancelButton)
        #expect(list.events == ["willPresent", "didPresent"])
        #expect(list.updates == [""])
        let bar = try #require(list.navigationController?.navigationBar)
        host.advance(by: 0.5)
        #expect(bar.frame.height == 52 && list.tableView.adjustedContentInset.top == 52)
        #expect(list.tableView.contentOffset.y == -52, "the list follows the bar up")
        #expect(host.keyboardKeyTitles.contains("Search"))
        try host.typeOnKeyboard("5")
        #expect(list.updates == ["", "5"])
        #expect(
            list.shown == [
                "Name 5", "Name 15", "Name 25", "Name 35", "Name 45", "Name 50", "Name 51",
                "Name 52", "Name 53", "Name 54", "Name 55", "Name 56", "Name 57", "Name 58", "Name 59",
            ])
        host.advance(by: 0.5)
        let cancel = search.searchBar.cancelButton.convert(search.searchBar.cancelButton.bounds, to: nil)
        host.tap(at: CGPoint(x: cancel.midX, y: cancel.midY))
        #expect(!search.isActive && search.searchBar.text == "" && !search.searchBar.isFirstResponder)
        #expect(list.events == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
        #expect(list.updates.last == "" && list.shown.count == 60)
        host.advance(by: 0.5)
        #expect(!search.searchBar.showsCancelButton && !host.isKeyboardVisible)
        #expect(bar.frame.height == 96 && list.tableView.contentOffset.y == -96)
    }

    @Test func aTapOnTheDimmedBackgroundEndsTheSearch() {
        let (host, list, search) = UISearchControllerTests.setUp(obscures: true)
        host.tap(at: UISearchControllerTests.fieldCentre(search))
        #expect(search.isActive)
        let overlay = search.view.convert(search.view.bounds, to: nil)
        #expect(search.view.window != nil && !search.view.isHidden)
        #expect(overlay.minY == 52 && overlay.maxY == 480, "the title row folded away above the bar")
        host.tap(at: CGPoint(x: 400, y: 150))
        #expect(!search.isActive && search.view.superview == nil)
        #expect(list.events.last == "didDismiss")
    }

    @Test func theDimmingGoesWithTheListWhenADetailIsPushed() throws {
        let (host, list, search) = UISearchControllerTests.setUp(obscures: true)
        host.tap(at: UISearchControllerTests.fieldCentre(search))
        #expect(search.view.superview === list.tableView)
        list.navigationController?.pushViewController(UIViewController(), animated: true)
        host.advance(by: 1)
        #expect(search.isActive && search.view.window == nil)
        list.navigationController?.popViewController(animated: true)
        host.advance(by: 1)
        #expect(search.view.window != nil)
        search.isActive = false
        #expect(search.view.superview == nil)
    }

    @Test func snapshotsInANavigationBar() throws {
        let (host, _, search) = UISearchControllerTests.setUp(obscures: true, size: CGSize(width: 390, height: 300))
        assertSnapshot(of: host.render(), named: "search-in-navigation-bar")
        search.isActive = true
        search.searchBar.text = "Name 1"
        host.advance(by: 0.5)
        assertSnapshot(of: host.render(), named: "search-active-dimmed")
    }

    @Test func theBarHidesAsTheListScrollsUpAndComesBackAtTheTop() throws {
        let (host, list, _) = UISearchControllerTests.setUp()
        let bar = try #require(list.navigationController?.navigationBar)
        host.drag(from: CGPoint(x: 400, y: 400), by: CGPoint(x: 0, y: -30), steps: 10, interval: 0.05, lift: false)
        host.advance(by: 0.5)
        host.touchUp()
        host.advance(by: 1)
        let scrolled = list.tableView.contentOffset.y + 96
        #expect(scrolled > 0 && scrolled < 52)
        #expect(abs(bar.frame.height - (96 - scrolled)) < 0.01)
        host.drag(from: CGPoint(x: 400, y: 400), by: CGPoint(x: 0, y: -200), steps: 10, interval: 0.05)
        host.advance(by: 1)
        #expect(bar.frame.height == 44)
        list.tableView.setContentOffset(CGPoint(x: 0, y: -96), animated: true)
        host.advance(by: 1)
        #expect(bar.frame.height == 96)
        list.navigationItem.hidesSearchBarWhenScrolling = false
        list.tableView.contentOffset.y = 300
        host.advance(by: 0.1)
        #expect(bar.frame.height == 96)
    }

    @Test func aResultsControllerShowsOnceThereIsText() throws {
        let host = TestHost()
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let list = UITableViewController(style: .plain)
        list.tableView.tableHeaderView = search.searchBar
        list.definesPresentationContext = true
        let navigation = UINavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.advance(by: 0.1)
        #expect(search.searchBar.frame.width == 800 && search.searchBar.frame.height == 56)
        host.tap(at: UISearchControllerTests.fieldCentre(search))
        host.advance(by: 0.5)
        #expect(
            search.isActive && navigation.isNavigationBarHidden, "the bar in a table header hides the navigation bar")
        #expect(results.view.isHidden && !search.view.isHidden, "dimmed until there is text")
        try host.typeOnKeyboard("q")
        #expect(search.showsSearchResultsController && !results.view.isHidden)
        search.isActive = false
        host.advance(by: 0.5)
        #expect(!navigation.isNavigationBarHidden && results.view.window == nil)
    }
}
