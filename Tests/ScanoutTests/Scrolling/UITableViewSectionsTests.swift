import ScanoutTesting
import Testing

@testable import Scanout

/// Sections with headers and footers, the table's own header and footer views, accessories and
/// separators, and row updates — as UIKit table code uses them.
@MainActor
@Suite struct UITableViewSectionsTests {
    final class Floors: NSObject, UITableViewDataSource, UITableViewDelegate {
        var floors = [
            ("Ground", (1...6).map { "Reception \($0)" }), ("First", (1...8).map { "Meeting room \($0)" }),
            ("Second", (1...10).map { "Desk \($0)" }),
        ]
        func numberOfSections(in tableView: UITableView) -> Int { floors.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { floors[section].1.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "room", for: indexPath)
            cell.textLabel?.text = floors[indexPath.section].1[indexPath.row]
            cell.accessoryType = indexPath.row == 0 ? .checkmark : .disclosureIndicator
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            floors[section].0 + " floor"
        }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == floors.count - 1 ? "Ask at reception for the others." : nil
        }
    }

    static func makeTable(_ host: TestHost, style: UITableView.Style = .plain) -> (UITableView, Floors) {
        let table = UITableView(frame: host.window.bounds, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "room")
        let floors = Floors()
        table.dataSource = floors
        table.delegate = floors
        host.window.addSubview(table)
        host.drain()
        return (table, floors)
    }

    @Test func headersAndFootersTakeTheirPlaceBetweenTheSections() throws {
        let host = TestHost()
        let (table, floors) = UITableViewSectionsTests.makeTable(host)
        defer { withExtendedLifetime(floors) {} }
        let header0 = table.rectForHeader(inSection: 0)
        #expect(header0.minY == 0 && header0.height == 28)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28, "the first row below its header")
        let lastRowOfFirst = table.rectForRow(at: IndexPath(row: 5, section: 0))
        #expect(table.rectForHeader(inSection: 1).minY == lastRowOfFirst.maxY)
        #expect(table.rectForFooter(inSection: 0).height == 0, "no footer title, no footer")
        #expect(table.rectForFooter(inSection: 2).height == 28)
        let rows = 6 + 8 + 10
        #expect(table.contentSize.height == CGFloat(rows) * 44 + 3 * 28 + 28)
        #expect(host.visibleElementLabels.contains("Ground floor"))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Ground floor")
        // A tap in a header selects nothing; a tap on a row selects it.
        #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 10)) == nil)
        try host.tap("Meeting room 2")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
    }

    @Test func aPlainTablesHeaderStaysAtTheTopWhileItsSectionScrolls() {
        let host = TestHost()
        let (table, floors) = UITableViewSectionsTests.makeTable(host)
        defer { withExtendedLifetime(floors) {} }
        let firstFloorHeader = table.rectForHeader(inSection: 1)
        table.setContentOffset(CGPoint(x: 0, y: firstFloorHeader.minY + 100), animated: false)
        host.drain()
        let pinned = table.headerView(forSection: 1)
        #expect(pinned?.frame.minY == table.contentOffset.y, "pinned to the visible top")
        let headerIndex = table.subviews.firstIndex { $0 === pinned } ?? -1
        let cellIndexes = table.visibleCells.compactMap { cell in table.subviews.firstIndex { $0 === cell } }
        #expect(!cellIndexes.isEmpty && cellIndexes.allSatisfy { $0 < headerIndex }, "over the rows")
        #expect(table.headerView(forSection: 0) == nil, "the previous floor's header went with its rows")
        // As the next section arrives, the header is pushed up by it.
        let secondHeader = table.rectForHeader(inSection: 2)
        table.setContentOffset(CGPoint(x: 0, y: secondHeader.minY - 10), animated: false)
        host.drain()
        #expect(table.headerView(forSection: 1)?.frame.maxY == secondHeader.minY)
    }

    @Test func groupedHeadersAreCapitalsAndTableHeaderAndFooterViewsTakeTheirRoom() {
        let host = TestHost()
        let (table, floors) = UITableViewSectionsTests.makeTable(host, style: .grouped)
        defer { withExtendedLifetime(floors) {} }
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "GROUND FLOOR")
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
        table.tableHeaderView = banner
        table.tableFooterView = UIView()
        host.drain()
        #expect(banner.frame == CGRect(x: 0, y: 0, width: table.bounds.width, height: 60))
        #expect(table.rectForHeader(inSection: 0).minY == 60)
        #expect(table.tableFooterView?.frame.height == 0, "an empty footer view takes no room")
    }

    @Test func accessoriesAndSeparators() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let (table, floors) = UITableViewSectionsTests.makeTable(host)
        defer { withExtendedLifetime(floors) {} }
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(first.accessoryType == .checkmark && second.accessoryType == .disclosureIndicator)
        let mark = try #require(second.subviews.last as? UIImageView)
        #expect(mark.frame.maxX == second.bounds.width - 16, "at the trailing end")
        #expect(second.contentView.frame.maxX <= mark.frame.minX)
        #expect(first.separator != nil)
        table.separatorStyle = .none
        host.drain()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.separator == nil)
        assertSnapshot(of: host.render(), named: "table-sections")
    }

    @Test func rowAndSectionUpdatesTakeEffect() {
        let host = TestHost()
        let (table, floors) = UITableViewSectionsTests.makeTable(host)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        floors.floors[0].1.remove(at: 2)
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(table.indexPathForSelectedRow == nil, "the deleted row's selection went with it")
        var completed = false
        table.performBatchUpdates(
            {
                floors.floors.insert(("Basement", ["Parking"]), at: 0)
                table.insertSections(IndexSet(integer: 0), with: .automatic)
                floors.floors[1].1.append("Reception 7")
                table.insertRows(at: [IndexPath(row: 5, section: 1)], with: .automatic)
            }, completion: { completed = $0 })
        #expect(completed)
        #expect(table.numberOfSections == 4 && table.numberOfRows(inSection: 1) == 6)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Basement floor")
        let set: IndexSet = [2, 0, 2]
        #expect(Array(set) == [0, 2])
    }
}
