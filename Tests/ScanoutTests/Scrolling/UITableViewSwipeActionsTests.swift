import ScanoutTesting
import Testing

@testable import Scanout

/// Rows swiped sideways to reveal their actions, as a visitor list offers Sign Out and Flag.
@MainActor
@Suite struct UITableViewSwipeActionsTests {
    final class Visitors: UITableViewController {
        var names = (1...20).map { "Visitor \($0)" }
        var performed: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "visitor")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "visitor", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }
        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            guard indexPath.row != 3 else { return nil }
            let signOut = UIContextualAction(style: .destructive, title: "Sign Out") { _, _, done in
                self.performed.append("sign out \(self.names[indexPath.row])")
                self.names.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                self.performed.append("flag \(self.names[indexPath.row])")
                done(true)
            }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [signOut, flag])
        }
    }

    static func makeList(_ host: TestHost) -> Visitors {
        let visitors = Visitors(style: .plain)
        host.window.rootViewController = visitors
        host.drain()
        return visitors
    }

    /// A slow drag of `row` by `dx` points, released.
    static func swipe(_ host: TestHost, _ visitors: Visitors, row: Int, by dx: CGFloat) {
        let frame = visitors.tableView.rectForRow(at: IndexPath(row: row, section: 0))
        let start = visitors.tableView.convert(CGPoint(x: frame.midX + 100, y: frame.midY), to: nil)
        host.touchDown(at: start)
        for step in 1...12 {
            host.advance(by: 0.04)
            host.touchMove(to: CGPoint(x: start.x + dx * CGFloat(step) / 12, y: start.y))
        }
        host.advance(by: 0.2)
        host.touchUp()
        host.advance(by: 0.5)
    }

    @Test func aSwipeOpensTheRowAndItsActionRuns() throws {
        let host = TestHost()
        let visitors = UITableViewSwipeActionsTests.makeList(host)
        UITableViewSwipeActionsTests.swipe(host, visitors, row: 1, by: -160)
        let cell = try #require(visitors.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.transform.tx < -100, "the row stays open: \(cell.transform.tx)")
        #expect(visitors.tableView.indexPathForSelectedRow == nil, "a swipe does not select")
        #expect(host.visibleElementLabels.contains("Sign Out") && host.visibleElementLabels.contains("Flag"))
        assertSnapshot(of: host.render(), named: "swipe-actions-open")
        try host.tap("Sign Out")
        host.advance(by: 0.5)
        #expect(visitors.performed == ["sign out Visitor 2"])
        #expect(visitors.tableView.numberOfRows(inSection: 0) == 19)
        #expect(!host.visibleElementLabels.contains("Sign Out"), "closed again")
    }

    @Test func aTapElsewhereClosesWithoutSelectingAndRowsWithoutActionsDoNotMove() throws {
        let host = TestHost()
        let visitors = UITableViewSwipeActionsTests.makeList(host)
        UITableViewSwipeActionsTests.swipe(host, visitors, row: 0, by: -160)
        #expect(host.visibleElementLabels.contains("Flag"))
        try host.tap("Visitor 6")
        host.advance(by: 0.5)
        #expect(!host.visibleElementLabels.contains("Flag"))
        #expect(visitors.tableView.indexPathForSelectedRow == nil, "the tap only closed the row")
        UITableViewSwipeActionsTests.swipe(host, visitors, row: 3, by: -160)
        #expect(visitors.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.transform.tx == 0)
        // A short swipe springs back.
        UITableViewSwipeActionsTests.swipe(host, visitors, row: 2, by: -30)
        #expect(visitors.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.transform.tx == 0)
        #expect(visitors.performed.isEmpty)
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let host = TestHost()
        let visitors = UITableViewSwipeActionsTests.makeList(host)
        UITableViewSwipeActionsTests.swipe(host, visitors, row: 4, by: -600)
        #expect(visitors.performed == ["sign out Visitor 5"])
    }
}
