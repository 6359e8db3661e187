import ScanoutTesting
import Testing

@testable import Scanout

/// A data source and delegate that misbehaves on request: reloads or updates the table from
/// inside the table's own calls, lies about its counts, hands out one cell for two rows.
@MainActor
final class HostileRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// Where the table is re-entered from.
    enum Site: String, CaseIterable, Sendable {
        case cellForRowAt, heightForRowAt, willDisplay, didSelect, scrollViewDidScroll
    }

    /// What the re-entrant call does.
    enum Reentry: String, CaseIterable, Sendable {
        case reloadData, insertRows, deleteRows, reloadRows, batchUpdates
    }

    var count: Int
    var heights: ((Int) -> CGFloat)?
    /// How many more re-entrant calls to make, from `site`.
    var reentries = 0
    var site = Site.cellForRowAt
    var reentry = Reentry.reloadData
    /// Returns this cell for every row (a data source that keeps its cells).
    var sharedCell: UITableViewCell?
    var heightCalls = 0
    var cellCalls = 0

    init(count: Int) {
        self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellCalls += 1
        reenter(tableView, from: .cellForRowAt, at: indexPath)
        if let sharedCell { return sharedCell }
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightCalls += 1
        reenter(tableView, from: .heightForRowAt, at: indexPath)
        return heights?(indexPath.row) ?? 44
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        reenter(tableView, from: .willDisplay, at: indexPath)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        reenter(tableView, from: .didSelect, at: indexPath)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        reenter(scrollView as! UITableView, from: .scrollViewDidScroll, at: IndexPath(row: 0, section: 0))
    }

    private func reenter(_ table: UITableView, from place: Site, at indexPath: IndexPath) {
        guard place == site, reentries > 0 else { return }
        reentries -= 1
        let first = [IndexPath(row: 0, section: 0)]
        switch reentry {
        case .reloadData:
            table.reloadData()
        case .insertRows:
            count += 1
            table.insertRows(at: first, with: .automatic)
        case .deleteRows:
            count -= 1
            table.deleteRows(at: first, with: .automatic)
        case .reloadRows:
            table.reloadRows(at: first, with: .automatic)
        case .batchUpdates:
            table.performBatchUpdates {
                self.count += 1
                table.insertRows(at: first, with: .automatic)
            }
        }
    }
}

/// `UITableView` fed by a hostile data source: no ghost cells, no traps, one warning per cause.
@MainActor
@Suite(.serialized) struct UITableViewHostileDataTests {
    static func setUp(_ rows: HostileRows) -> (TestHost, UITableView) {
        let host = TestHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.delegate = rows
        table.dataSource = rows
        host.window.addSubview(table)
        host.drain()
        return (host, table)
    }

    /// Whether the table's cell subviews are exactly its visible cells, each once.
    static func onlyVisibleCellsAreDrawn(_ table: UITableView) -> Bool {
        let drawn = table.subviews.compactMap { $0 as? UITableViewCell }.map(ObjectIdentifier.init)
        let visible = table.visibleCells.map(ObjectIdentifier.init)
        return drawn.count == Set(drawn).count && Set(drawn) == Set(visible) && visible.count == Set(visible).count
    }

    /// The table's cell subviews are exactly its visible cells, each once, each showing its row.
    static func expectOnlyVisibleCells(_ table: UITableView, sourceLocation: SourceLocation = #_sourceLocation) {
        let drawn = table.subviews.compactMap { $0 as? UITableViewCell }.map(ObjectIdentifier.init)
        let visible = table.visibleCells.map(ObjectIdentifier.init)
        #expect(drawn.count == Set(drawn).count, "a cell is in the table twice", sourceLocation: sourceLocation)
        #expect(Set(drawn) == Set(visible), "cells drawn that are not visible cells", sourceLocation: sourceLocation)
        #expect(visible.count == Set(visible).count, "one cell shows two rows", sourceLocation: sourceLocation)
        for (cell, indexPath) in zip(table.visibleCells, table.indexPathsForVisibleRows ?? []) {
            #expect(cell.frame == table.rectForRow(at: indexPath), sourceLocation: sourceLocation)
        }
    }

    @Test func reloadDataFromCellForRowAtLeavesNoGhostCells() {
        let rows = HostileRows(count: 30)
        rows.reentries = 1
        let (host, table) = Self.setUp(rows)
        Self.expectOnlyVisibleCells(table)
        #expect(table.visibleCells.count == 10)
        // Later reloads, a tap and a deletion with a row's actions open keep it so.
        table.reloadData()
        host.drain()
        Self.expectOnlyVisibleCells(table)
        host.tap(at: CGPoint(x: 200, y: 110))
        host.drain()
        Self.expectOnlyVisibleCells(table)
        rows.count -= 1
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        host.drain()
        Self.expectOnlyVisibleCells(table)
        #expect(table.numberOfRows(inSection: 0) == 29)
    }

    @Test(arguments: HostileRows.Site.allCases, HostileRows.Reentry.allCases)
    func reentrantUpdatesWaitForTheLayoutToEnd(site: HostileRows.Site, reentry: HostileRows.Reentry) {
        let rows = HostileRows(count: 30)
        rows.site = site
        rows.reentry = reentry
        rows.reentries = 3
        let (host, table) = Self.setUp(rows)
        host.tap(at: CGPoint(x: 200, y: 110))
        host.drain()
        table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        host.drain()
        Self.expectOnlyVisibleCells(table)
        #expect(table.numberOfRows(inSection: 0) == rows.count)
        #expect(!table.visibleCells.isEmpty)
    }

    @Test func aDataSourceThatReloadsFromEveryCellIsCutOffWithOneWarning() {
        let rows = HostileRows(count: 30)
        rows.reentries = .max
        let (host, table) = Self.setUp(rows)
        table.reloadData()
        host.drain()
        Self.expectOnlyVisibleCells(table)
        #expect(table.visibleCells.count == 10)
        #expect(host.warnings.filter { $0.contains("reloads the table every time") }.count == 1)
    }

    @Test func oneCellReturnedForTwoRowsIsShownOnceWithAWarning() {
        let rows = HostileRows(count: 30)
        rows.sharedCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let (host, table) = Self.setUp(rows)
        Self.expectOnlyVisibleCells(table)
        #expect(table.visibleCells.count == 10)
        #expect(host.warnings.filter { $0.contains("a cell shows one row") }.count == 1)
    }

    @Test func anUpdateWhoseCountsDoNotAddUpWarnsAndReloads() {
        let rows = HostileRows(count: 30)
        let (host, table) = Self.setUp(rows)
        // The data source gained three rows but the update says one.
        rows.count = 33
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        host.drain()
        #expect(table.numberOfRows(inSection: 0) == 33)
        #expect(host.warnings.filter { $0.contains("invalid update") }.count == 1)
        // A consistent update says nothing.
        rows.count = 32
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        host.drain()
        #expect(host.warnings.filter { $0.contains("invalid update") }.count == 1)
        Self.expectOnlyVisibleCells(table)
    }

    @Test func aNegativeRowCountIsNoRowsWithAWarning() {
        let rows = HostileRows(count: -5)
        let (host, table) = Self.setUp(rows)
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(table.visibleCells.isEmpty)
        #expect(host.warnings.filter { $0.contains("-5") }.count == 1)
    }

    @Test func rowsDeletedWhileOneIsHighlightedSelectNothingStale() {
        let rows = HostileRows(count: 30)
        let (host, table) = Self.setUp(rows)
        host.touchDown(at: CGPoint(x: 200, y: 110))
        host.drain()
        rows.count = 0
        table.deleteRows(at: (0..<30).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        host.touchUp()
        host.drain()
        #expect(table.indexPathForSelectedRow == nil)
        Self.expectOnlyVisibleCells(table)
        #expect(host.warnings.isEmpty)
    }

    /// A million rows of every hostile height: no trap, finite geometry, one warning per kind, and
    /// only the rows on screen have cells (the table keeps no more than its arrays per row).
    @Test func aMillionRowsOfHostileHeights() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let rows = HostileRows(count: 1_000_000)
                let hostile: [CGFloat] = [.nan, -5, 1e308, .infinity, -.infinity, 30]
                rows.heights = { hostile[$0 % hostile.count] }
                let (host, table) = UITableViewHostileDataTests.setUp(rows)
                exitUnless(rows.heightCalls == 1_000_000)
                exitUnless(table.contentSize.height.isFinite)
                exitUnless(
                    table.contentSize.height
                        == CGFloat(1_000_000 / 6) * (30 + 2 * UITableView.maximumRowHeight)
                            + 2 * UITableView.maximumRowHeight)
                table.scrollToRow(at: IndexPath(row: 500_003, section: 0), at: .top, animated: false)
                host.drain()
                exitUnless(table.visibleCells.count <= 2)
                exitUnless(rows.cellCalls < 20)
                for cell in table.visibleCells { exitUnless(cell.frame.minY.isFinite && cell.frame.height.isFinite) }
                _ = host.render()
                exitUnless(UITableViewHostileDataTests.onlyVisibleCellsAreDrawn(table))
                // NaN and negative (one cause), huge: two warnings, not a million.
                exitUnless(host.warnings.count == 2)
            }
        }
    }

    @Test func hostileHeaderAndFooterHeightsAreClamped() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let rows = HostileRows(count: 5)
                let (host, table) = UITableViewHostileDataTests.setUp(rows)
                table.sectionHeaderHeight = .infinity
                table.sectionFooterHeight = .nan
                table.estimatedRowHeight = 1e308
                let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 1e308))
                table.tableHeaderView = header
                host.drain()
                _ = host.render()
                exitUnless(table.contentSize.height.isFinite)
                exitUnless(table.contentSize.height <= 6 * UITableView.maximumRowHeight)
            }
        }
    }

    @Test func aTableSurvivesRandomHostileDataUpdatesAndTouches() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let rows = HostileRows(count: 40)
                let (host, table) = UITableViewHostileDataTests.setUp(rows)
                var random = SplitMix64(seed: 0x5EED_0005)
                let heights: [CGFloat] = [.nan, .infinity, -1, 0, 1e308, 1e-9, 20, 44, 300]
                var fingerDown = false
                for step in 0..<300 {
                    let first = IndexPath(row: 0, section: 0)
                    switch Int.random(in: 0..<12, using: &random) {
                    case 0:
                        // The count changes without an update call.
                        rows.count = [-3, 0, 1, 5, 40, 2_000].randomElement(using: &random)!
                    case 1:
                        rows.count += 1
                        table.insertRows(at: [first], with: .automatic)
                    case 2:
                        rows.count -= 1
                        table.deleteRows(at: [first], with: .automatic)
                    case 3:
                        let height = heights.randomElement(using: &random)!
                        rows.heights = { $0 % 3 == 0 ? height : 44 }
                        table.reloadData()
                    case 4:
                        rows.site = HostileRows.Site.allCases.randomElement(using: &random)!
                        rows.reentry = HostileRows.Reentry.allCases.randomElement(using: &random)!
                        rows.reentries = Int.random(in: 0...20, using: &random)
                    case 5:
                        let y = CGFloat(Double.random(in: -100...5_000, using: &random))
                        table.setContentOffset(CGPoint(x: 0, y: y), animated: Bool.random(using: &random))
                    case 6:
                        table.estimatedRowHeight = heights.randomElement(using: &random)!
                    default:
                        let point = CGPoint(
                            x: CGFloat(Double.random(in: 0...400, using: &random)),
                            y: CGFloat(Double.random(in: 0...440, using: &random)))
                        if !fingerDown {
                            host.touchDown(at: point)
                            fingerDown = true
                        } else if Bool.random(using: &random) {
                            host.touchUp()
                            fingerDown = false
                        } else {
                            host.touchMove(to: point)
                        }
                    }
                    host.advance(by: Double.random(in: 0...0.2, using: &random))
                    if step % 20 == 0 { _ = host.render() }
                    exitUnless(UITableViewHostileDataTests.onlyVisibleCellsAreDrawn(table), "ghost cells at step \(step)")
                    exitUnless(table.contentSize.height.isFinite && table.contentSize.height >= 0)
                    for cell in table.visibleCells {
                        exitUnless(cell.frame.minY.isFinite && cell.frame.height.isFinite)
                    }
                }
                if fingerDown { host.touchUp() }
                _ = host.render()
            }
        }
    }
}
