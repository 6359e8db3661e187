import ScanoutTesting
import Testing

@testable import Scanout

/// A table's selection: one row or several, in and out of editing, as the delegate allows
/// (`willSelectRowAt`, `willDeselectRowAt`, `shouldHighlightRowAt`), by taps and by program, and
/// moved with the rows by updates.
@MainActor
@Suite struct TableSelectionTests {
    /// Rows "0"…"n-1" in one or more sections, 40 points tall, with every delegate call recorded.
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var counts: [Int]
        var calls: [String] = []
        var redirect: [IndexPath: IndexPath?] = [:]
        var keepSelected: Set<IndexPath> = []
        var noHighlight: Set<IndexPath> = []
        /// Run inside `didSelectRowAt` (a delegate changing the table mid-callback).
        var onSelect: ((UITableView, IndexPath) -> Void)?

        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in tableView: UITableView) -> Int { counts.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            section < counts.count ? counts[section] : 0
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 40 }
        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            !noHighlight.contains(indexPath)
        }
        func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            calls.append("highlight \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
            calls.append("unhighlight \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            calls.append("willSelect \(indexPath.row)")
            if let redirected = redirect[indexPath] { return redirected }
            return indexPath
        }
        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            calls.append("willDeselect \(indexPath.row)")
            return keepSelected.contains(indexPath) ? nil : indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            calls.append("didSelect \(indexPath.row)")
            onSelect?(tableView, indexPath)
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            calls.append("didDeselect \(indexPath.row)")
        }
    }

    static func makeTable(_ rows: Rows, host: TestHost) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
        table.dataSource = rows
        table.delegate = rows
        host.window.addSubview(table)
        host.drain()
        return table
    }

    static func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    /// Taps the row at `row` of the first section (rows are 40 points tall, no headers).
    static func tap(_ row: Int, host: TestHost) {
        host.tap(at: CGPoint(x: 150, y: CGFloat(row) * 40 + 20))
        host.drain()
    }

    @Test func oneRowAtATimeByDefaultWithEveryCallbackInOrder() throws {
        let host = TestHost()
        let rows = Rows([6])
        let table = Self.makeTable(rows, host: host)
        Self.tap(1, host: host)
        #expect(rows.calls == ["highlight 1", "unhighlight 1", "willSelect 1", "didSelect 1"])
        #expect(table.indexPathsForSelectedRows == [Self.path(1)])
        #expect(table.cellForRow(at: Self.path(1))?.isSelected == true)
        rows.calls = []
        Self.tap(3, host: host)
        #expect(
            rows.calls == [
                "highlight 3", "unhighlight 3", "willSelect 3", "willDeselect 1", "didDeselect 1", "didSelect 3",
            ])
        #expect(table.indexPathForSelectedRow == Self.path(3))
        #expect(table.cellForRow(at: Self.path(1))?.isSelected == false)
        rows.calls = []
        Self.tap(3, host: host)
        #expect(rows.calls.suffix(2) == ["willSelect 3", "didSelect 3"], "a selected row tapped again stays selected")
        #expect(table.indexPathsForSelectedRows == [Self.path(3)])
    }

    @Test func severalRowsWhenAllowedATapOnASelectedRowDeselectsIt() throws {
        let host = TestHost()
        let rows = Rows([6])
        let table = Self.makeTable(rows, host: host)
        table.allowsMultipleSelection = true
        for row in [4, 0, 2] { Self.tap(row, host: host) }
        #expect(table.indexPathsForSelectedRows == [Self.path(0), Self.path(2), Self.path(4)], "in table order")
        #expect(table.indexPathForSelectedRow == Self.path(0))
        rows.calls = []
        Self.tap(2, host: host)
        #expect(rows.calls.suffix(2) == ["willDeselect 2", "didDeselect 2"])
        #expect(table.indexPathsForSelectedRows == [Self.path(0), Self.path(4)])
        table.selectRow(at: Self.path(5), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows?.count == 3, "selecting by program adds in this mode")
        table.allowsMultipleSelection = false
        #expect(table.indexPathsForSelectedRows == nil, "turning it off deselects every row")
    }

    @Test func theDelegateRedirectsOrRefusesSelectionAndKeepsRows() throws {
        let host = TestHost()
        let rows = Rows([6])
        let table = Self.makeTable(rows, host: host)
        rows.redirect[Self.path(2)] = Self.path(5)
        Self.tap(2, host: host)
        #expect(table.indexPathsForSelectedRows == [Self.path(5)], "willSelect named another row")
        rows.redirect[Self.path(1)] = .some(nil)
        Self.tap(1, host: host)
        #expect(table.indexPathsForSelectedRows == [Self.path(5)], "willSelect refused")
        rows.keepSelected = [Self.path(5)]
        Self.tap(0, host: host)
        #expect(table.indexPathsForSelectedRows == [Self.path(0), Self.path(5)], "willDeselect kept row 5")
        rows.redirect[Self.path(3)] = Self.path(99)
        Self.tap(3, host: host)
        #expect(table.indexPathsForSelectedRows == [Self.path(0), Self.path(5)], "a row that does not exist: nothing")

        rows.calls = []
        rows.noHighlight = [Self.path(4)]
        Self.tap(4, host: host)
        #expect(rows.calls.isEmpty, "a row that may not highlight is not selected by a tap")
        table.selectRow(at: Self.path(4), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [Self.path(4)], "by program it is, and alone in this mode")
        #expect(rows.calls.isEmpty, "the delegate is not told of selection by program")
    }

    @Test func editingHasItsOwnSelectionRules() throws {
        let host = TestHost()
        let rows = Rows([6])
        let table = Self.makeTable(rows, host: host)
        Self.tap(1, host: host)
        table.setEditing(true, animated: false)
        #expect(table.indexPathsForSelectedRows == nil, "editing starts with nothing selected")
        Self.tap(2, host: host)
        #expect(table.indexPathsForSelectedRows == nil, "no selection while editing by default")
        table.allowsMultipleSelectionDuringEditing = true
        Self.tap(2, host: host)
        Self.tap(3, host: host)
        #expect(table.indexPathsForSelectedRows == [Self.path(2), Self.path(3)], "rows picked for an action")
        table.setEditing(false, animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
        Self.tap(2, host: host)
        Self.tap(3, host: host)
        #expect(table.indexPathsForSelectedRows == [Self.path(3)], "one at a time again outside editing")
        table.allowsSelection = false
        Self.tap(4, host: host)
        #expect(table.indexPathsForSelectedRows == [Self.path(3)])
    }

    @Test func updatesMoveTheSelectionWithTheRows() throws {
        let host = TestHost()
        let rows = Rows([6, 4])
        let table = Self.makeTable(rows, host: host)
        table.allowsMultipleSelection = true
        for selected in [Self.path(2), Self.path(4), Self.path(1, 1)] {
            table.selectRow(at: selected, animated: false, scrollPosition: .none)
        }
        rows.counts = [7, 4]
        table.insertRows(at: [Self.path(0)], with: .automatic)
        #expect(table.indexPathsForSelectedRows == [Self.path(3), Self.path(5), Self.path(1, 1)], "shifted down")

        rows.counts = [6, 4]
        table.deleteRows(at: [Self.path(3)], with: .automatic)
        #expect(table.indexPathsForSelectedRows == [Self.path(4), Self.path(1, 1)], "the deleted one left")

        table.moveRow(at: Self.path(4), to: Self.path(0))
        #expect(table.indexPathsForSelectedRows == [Self.path(0), Self.path(1, 1)], "moved with its row")

        rows.counts = [3, 6, 4]
        table.insertSections(IndexSet(integer: 0), with: .automatic)
        #expect(table.indexPathsForSelectedRows == [Self.path(0, 1), Self.path(1, 2)], "sections shift too")

        table.performBatchUpdates({
            rows.counts = [3, 5, 4]
            table.deleteRows(at: [Self.path(5, 1)], with: .automatic)
            table.reloadRows(at: [Self.path(1, 2)], with: .automatic)
        })
        #expect(table.indexPathsForSelectedRows == [Self.path(0, 1)], "a reloaded row is deselected")

        table.reconfigureRows(at: [Self.path(0, 1)])
        #expect(table.indexPathsForSelectedRows == [Self.path(0, 1)], "reconfiguring keeps the selection")
        #expect(table.cellForRow(at: Self.path(0, 1))?.isSelected == true)

        rows.counts = [5, 4]
        table.deleteSections(IndexSet(integer: 0), with: .automatic)
        #expect(table.indexPathsForSelectedRows == [Self.path(0, 0)])

        table.reloadData()
        #expect(table.indexPathsForSelectedRows == nil, "reloadData clears the selection, as in UIKit")
        table.selectRow(at: Self.path(1), animated: false, scrollPosition: .none)
        table.rowHeight = 50
        #expect(table.indexPathsForSelectedRows == [Self.path(1)], "a setting that reloads keeps it")
    }

    @Test func anInconsistentUpdateKeepsOnlyRowsThatStillExist() throws {
        let host = TestHost()
        let rows = Rows([6])
        let table = Self.makeTable(rows, host: host)
        table.selectRow(at: Self.path(5), animated: false, scrollPosition: .none)
        rows.counts = [3]
        table.insertRows(at: [Self.path(0)], with: .automatic)  // says one more; there are three fewer
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    /// Seeded: taps, program selections, mode changes and updates at random, with delegates that
    /// reload, delete and select from inside their callbacks, and hostile index paths. After every
    /// step each selected row exists and each visible cell shows exactly its row's selection.
    @Test(arguments: [0x7AB1_0001, 0x7AB1_0002, 0x7AB1_0003] as [UInt64])
    func hostileSelectionNeverTrapsAndStaysConsistent(seed: UInt64) throws {
        let host = TestHost()
        var random = SeededRandomNumberGenerator(seed: seed)
        let rows = Rows([8, 3])
        let table = Self.makeTable(rows, host: host)
        let hostilePaths = [
            IndexPath(row: -1, section: 0), IndexPath(row: Int.max, section: 0), IndexPath(row: 0, section: -5),
            IndexPath(row: 0, section: Int.max), IndexPath(indexes: [0, 1, 2]), IndexPath(),
        ]
        for step in 0..<1_500 {
            switch random.next() % 11 {
            case 0, 1: Self.tap(Int(random.next() % 10), host: host)
            case 2:
                let row = Int(random.next() % 9)
                table.selectRow(at: Self.path(row), animated: false, scrollPosition: .none)
            case 3:
                table.selectRow(
                    at: hostilePaths[Int(random.next() % UInt64(hostilePaths.count))], animated: true,
                    scrollPosition: .middle)
            case 4:
                table.deselectRow(at: hostilePaths[Int(random.next() % UInt64(hostilePaths.count))], animated: false)
            case 5: table.allowsMultipleSelection.toggle()
            case 6: table.setEditing(!table.isEditing, animated: false)
            case 7: table.allowsMultipleSelectionDuringEditing.toggle()
            case 8:
                if rows.counts[0] > 0 {
                    rows.counts[0] -= 1
                    table.deleteRows(at: [Self.path(Int(random.next() % UInt64(rows.counts[0] + 1)))], with: .fade)
                }
            case 9:
                rows.counts[0] += 1
                table.insertRows(at: [Self.path(Int(random.next() % UInt64(rows.counts[0])))], with: .fade)
            default:
                // A delegate that changes the table while it is being told of a selection.
                rows.onSelect = { tableView, indexPath in
                    rows.onSelect = nil
                    if rows.counts[0] > 1 {
                        rows.counts[0] -= 1
                        tableView.deleteRows(at: [Self.path(0)], with: .none)
                    } else {
                        tableView.reloadData()
                    }
                    tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
                }
            }
            if step % 50 == 0 { rows.counts = rows.counts.map { min($0, 12) } }
            host.drain()
            for selected in table.indexPathsForSelectedRows ?? [] {
                #expect(selected.section < table.numberOfSections)
                #expect(selected.row < table.numberOfRows(inSection: selected.section), "step \(step)")
            }
            for cell in table.visibleCells {
                guard let indexPath = table.indexPath(for: cell) else { continue }
                #expect(cell.isSelected == (table.indexPathsForSelectedRows ?? []).contains(indexPath), "step \(step)")
            }
        }
    }
}
