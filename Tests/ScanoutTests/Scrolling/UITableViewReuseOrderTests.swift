import Scanout
import ScanoutTesting
import Testing

/// A table view reuses the same cell for the same row in every table and every run, as a
/// collection view does (`UICollectionViewReuseOrderTests`): cells go back for reuse in row order,
/// not in the order of a dictionary, which Swift seeds per dictionary with its address.
@MainActor
@Suite struct UITableViewReuseOrderTests {
    /// For each row on screen after a reload, the row whose cell it got, in a new table.
    static func reuseAfterReload() throws -> [IndexPath: IndexPath] {
        let host = TestHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.rowHeight = 20
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = NumberedRows([500])
        table.delegate = rows
        table.dataSource = rows
        host.window.addSubview(table)
        host.drain()
        var before: [ObjectIdentifier: IndexPath] = [:]
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            let cell = try #require(table.cellForRow(at: indexPath))
            before[ObjectIdentifier(cell)] = indexPath
        }
        #expect(before.count > 20, "a screen of rows")
        rows.counts = [400]
        table.reloadData()
        host.drain()
        var reused: [IndexPath: IndexPath] = [:]
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            let cell = try #require(table.cellForRow(at: indexPath))
            if let old = before[ObjectIdentifier(cell)] { reused[indexPath] = old }
        }
        withExtendedLifetime(rows) {}
        return reused
    }

    @Test func reloadingReusesTheSameCellsForTheSameRowsEveryTime() throws {
        let seen = try (0..<4).map { _ in try Self.reuseAfterReload() }
        #expect(seen[0].count > 20)
        // Four tables, four dictionaries: one way of reusing.
        for other in seen.dropFirst() { #expect(other == seen[0]) }
    }
}
