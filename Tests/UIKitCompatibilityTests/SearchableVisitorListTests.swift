import ScanoutTesting
import Testing
import UIKit

/// iOS code (`SearchableVisitorList.swift`) with a search controller and a refresh control,
/// compiled unchanged in Swift 5 mode and driven through the test host.
@MainActor
@Suite(.serialized) struct SearchableVisitorListTests {
    @Test func searchingFiltersAndPullingRefreshes() throws {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let list = SearchableVisitorListViewController(style: .plain)
        host.window.rootViewController = UINavigationController(rootViewController: list)
        host.advance(by: 0.1)
        #expect(list.tableView.numberOfRows(inSection: 0) == 5)

        let field = list.searchController.searchBar.searchTextField
        let frame = field.convert(field.bounds, to: nil)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(list.searchController.isActive)
        try host.typeOnKeyboard("er")
        #expect(list.filtered == ["Grace Hopper", "Katherine Johnson"])
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        try host.tapKeyboardKey("Search")
        #expect(list.searchTaps == 1 && !host.isKeyboardVisible && list.searchController.isActive)
        list.searchController.isActive = false
        host.advance(by: 0.5)
        #expect(list.tableView.numberOfRows(inSection: 0) == 5)

        host.drag(from: CGPoint(x: 400, y: 200), by: CGPoint(x: 0, y: 300), steps: 20)
        #expect(list.refreshes == 1 && list.refreshControl?.isRefreshing == true)
        host.advance(by: 1)
        #expect(list.refreshControl?.isRefreshing == false)
        #expect(list.tableView.numberOfRows(inSection: 0) == 6)
        #expect(list.tableView.contentOffset.y == -list.tableView.adjustedContentInset.top)
    }
}
