import ScanoutTesting
import Testing

@testable import Scanout

/// How a refresh control looks pulled halfway and refreshing, above a list.
@MainActor
@Suite struct UIRefreshControlSnapshotTests {
    @Test func pulledHalfwayAndRefreshing() {
        let host = TestHost(size: CGSize(width: 390, height: 300))
        let list = UITableViewController(style: .plain)
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Visitor \(indexPath.row + 1)"
                return cell
            }
        }
        let rows = Rows()
        list.tableView.dataSource = rows
        list.refreshControl = UIRefreshControl()
        list.refreshControl?.attributedTitle = NSAttributedString(string: "Fetching visitors")
        host.window.rootViewController = UINavigationController(rootViewController: list)
        list.title = "Visitors"
        host.advance(by: 0.1)
        // Half the threshold, shown: four of the eight spokes.
        host.drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 100), steps: 10, lift: false)
        let pulled = -list.tableView.contentOffset.y - list.tableView.adjustedContentInset.top
        #expect(pulled > 40 && pulled < 50)
        assertSnapshot(of: host.render(), named: "refresh-pulled-halfway")
        host.touchUp()
        host.advance(by: 1)
        list.refreshControl?.beginRefreshing()
        host.advance(by: 1)
        assertSnapshot(of: host.render(), named: "refresh-refreshing")
        list.refreshControl?.endRefreshing()
        host.advance(by: 1)
        #expect(list.tableView.contentOffset.y == -list.tableView.adjustedContentInset.top)
    }
}
