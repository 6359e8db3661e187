import ScanoutTesting
import Testing

@testable import Scanout

/// A diffable data source given what UIKit raises on, and re-entered from its own callbacks: the
/// process goes on, the table shows something sensible, one warning per cause.
@MainActor
@Suite(.serialized) struct DiffableHostileTests {
    /// An identifier that is an object, to see that none is kept after it left the snapshots.
    final class Token: Hashable, Sendable, CustomStringConvertible {
        let id: Int
        init(_ id: Int) { self.id = id }
        static func == (lhs: Token, rhs: Token) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
        var description: String { "#\(id)" }
    }

    typealias DataSource = UITableViewDiffableDataSource<Int, Int>

    static func setUp(
        provider: @escaping DataSource.CellProvider = { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
    ) -> (TestHost, UITableView, DataSource) {
        let host = TestHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        let dataSource = DataSource(tableView: table, cellProvider: provider)
        host.window.addSubview(table)
        host.drain()
        return (host, table, dataSource)
    }

    static func snapshot(_ items: [Int], sections: [Int] = [0]) -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(sections)
        snapshot.appendItems(items)
        return snapshot
    }

    static func texts(_ table: UITableView) -> [String] {
        table.visibleCells.map { $0.textLabel?.text ?? "" }
    }

    @Test func duplicatesAndMissingSectionsAreSkippedOnce() {
        let (host, table, dataSource) = Self.setUp()
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        for _ in 0..<1_000 { snapshot.appendItems([1]) }
        snapshot.appendSections([0, 0])
        for _ in 0..<1_000 { snapshot.appendItems([1, 1, 2, 2], toSection: 0) }
        snapshot.appendItems([3], toSection: 7)
        snapshot.deleteItems([99, 98])
        snapshot.deleteSections([5])
        dataSource.apply(snapshot)
        host.drain()
        #expect(Self.texts(table) == ["1", "2"])
        // No section, duplicate section, duplicate item, missing section 7, missing items, missing section 5.
        #expect(host.warnings.count == 6, "\(host.warnings)")
        #expect(host.warnings.allSatisfy { $0.contains("(_:") })
    }

    @Test func aNilCellIsABlankCellWithOneWarning() {
        let (host, table, dataSource) = Self.setUp { _, _, _ in nil }
        dataSource.apply(Self.snapshot(Array(0..<20)))
        host.drain()
        #expect(table.visibleCells.count == 10)
        #expect(Self.texts(table).allSatisfy { $0.isEmpty })
        #expect(host.warnings.count == 1)
        #expect(host.warnings.first?.contains("cell provider returned nil for item 0") == true)
    }

    @Test func applyingFromTheCellProviderWaitsForTheRunningUpdate() {
        var dataSource: DataSource?
        var applies = 0
        let (host, table, source) = Self.setUp { table, indexPath, item in
            // Each time the first row is made, the list grows by one, from inside the table's update.
            if item == 0, applies < 5 {
                applies += 1
                dataSource?.apply(Self.snapshot(Array(0..<(3 + applies))))
            }
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        dataSource = source
        source.apply(Self.snapshot([0, 1, 2]))
        host.drain()
        #expect(applies == 5)
        #expect(Self.texts(table) == (0..<8).map(String.init))
        #expect(source.snapshot().numberOfItems == 8)
        #expect(source.itemIdentifier(for: IndexPath(row: 7, section: 0)) == 7)
    }

    @Test func applyingFromTheCompletionRunsInOrder() {
        let (host, table, dataSource) = Self.setUp()
        var order: [Int] = []
        dataSource.apply(Self.snapshot([1])) {
            order.append(1)
            dataSource.apply(Self.snapshot([1, 2])) { order.append(3) }
            order.append(2)
        }
        host.drain()
        #expect(order == [1, 2, 3])
        #expect(Self.texts(table) == ["1", "2"])

        // A completion that applies again thousands of times does not hold the main thread.
        var remaining = 3_000
        func again() {
            remaining -= 1
            guard remaining > 0 else { return }
            dataSource.apply(Self.snapshot([remaining % 7]), completion: again)
        }
        dataSource.apply(Self.snapshot([5]), completion: again)
        #expect(remaining > 0, "the rest waits for the main queue")
        for _ in 0..<10 where remaining > 0 {
            host.drain()
            host.advance(by: 0.1)
        }
        #expect(remaining == 0)
        #expect(host.warnings.contains { $0.contains("1000 times in a row") })
    }

    @Test func aHugeSnapshotIsShownAndQueried() {
        let (host, table, dataSource) = Self.setUp()
        let count = 200_000
        dataSource.apply(Self.snapshot(Array(0..<count)))
        host.drain()
        #expect(table.numberOfRows(inSection: 0) == count)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: count - 1, section: 0)) == count - 1)
        #expect(dataSource.indexPath(for: count / 2) == IndexPath(row: count / 2, section: 0))
        #expect(dataSource.itemIdentifier(for: IndexPath(row: count, section: 0)) == nil)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: -1, section: 0)) == nil)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 3)) == nil)
        var fewer = dataSource.snapshot()
        fewer.deleteItems(Array(0..<(count - 5)))
        dataSource.apply(fewer)
        host.drain()
        #expect(Self.texts(table) == ((count - 5)..<count).map(String.init))
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    @Test func aThousandRandomAppliesKeepNothingBehind() {
        let host = TestHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        let dataSource = UITableViewDiffableDataSource<Int, Token>(tableView: table) { table, indexPath, token in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = token.description
            return cell
        }
        host.window.addSubview(table)
        var random = SplitMix64(seed: 0xD1FF_AB1E)
        var tokens: [WeakBox<Token>] = []
        let cellsAtStart = CountingCell.alive
        var cellsAfterFirst = 0
        for step in 0..<1_000 {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Token>()
            let sections = Int.random(in: 0...4, using: &random)
            snapshot.appendSections(Array(0..<sections))
            for section in 0..<sections {
                let items = (0..<Int.random(in: 0...30, using: &random)).map { _ in
                    Token(Int.random(in: 0..<200, using: &random))
                }
                // Duplicates among them are skipped (with one warning per snapshot).
                snapshot.appendItems(items, toSection: section)
                if step % 100 == 0 { tokens += items.map(WeakBox.init) }
            }
            if Bool.random(using: &random) { snapshot.reloadItems(Array(snapshot.itemIdentifiers.prefix(3))) }
            dataSource.apply(snapshot, animatingDifferences: Bool.random(using: &random))
            table.setContentOffset(CGPoint(x: 0, y: Double.random(in: 0...500, using: &random)), animated: false)
            host.drain()
            let rows = table.indexPathsForVisibleRows ?? []
            for indexPath in rows {
                let expected = dataSource.itemIdentifier(for: indexPath)?.description
                #expect(table.cellForRow(at: indexPath)?.textLabel?.text == expected)
            }
            if step == 0 { cellsAfterFirst = CountingCell.alive }
        }
        // Cells are reused: never more than a few screenfuls, whatever was applied.
        #expect(CountingCell.alive - cellsAtStart <= max(cellsAfterFirst - cellsAtStart, 0) + 40)
        dataSource.apply(NSDiffableDataSourceSnapshot())
        host.drain()
        #expect(tokens.allSatisfy { $0.value == nil }, "no identifier is kept after it left the snapshots")
    }
}
