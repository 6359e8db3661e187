import Scanout
import ScanoutTesting
import Testing

/// The same input reuses the same cells for the same items, in every collection view and every
/// run. Which view an element reuses shows on screen: an update's animation cross-fades a reused
/// cell from what it showed before, so a record and its replay (BEHAVIOUR.md §38) only give the
/// same frames if cells go back for reuse in a fixed order, not in the order of a dictionary
/// (Swift seeds each dictionary's hashing with its address, so that order differs between two
/// collection views with the same elements, and between runs).
@MainActor
@Suite struct UICollectionViewReuseOrderTests {
    /// For each item on screen, the item whose cell it got, in `collection`, as `change` leaves
    /// it after `settle` seconds.
    static func reuse(
        counts: [Int], settle: TimeInterval,
        _ change: (TestHost, UICollectionView, NumberedItems) -> Void
    ) throws -> [IndexPath: IndexPath] {
        let (host, collection, items) = makeGrid(itemSize: CGSize(width: 30, height: 30), counts: counts)
        var before: [ObjectIdentifier: IndexPath] = [:]
        for indexPath in collection.indexPathsForVisibleItems {
            let cell = try #require(collection.cellForItem(at: indexPath))
            before[ObjectIdentifier(cell)] = indexPath
        }
        #expect(before.count > 40, "a screen of cells")
        change(host, collection, items)
        host.advance(by: settle)
        var reused: [IndexPath: IndexPath] = [:]
        for indexPath in collection.indexPathsForVisibleItems {
            let cell = try #require(collection.cellForItem(at: indexPath))
            if let old = before[ObjectIdentifier(cell)] { reused[indexPath] = old }
        }
        return reused
    }

    @Test func reloadingReusesTheSameCellsForTheSameItemsEveryTime() throws {
        var seen: [[IndexPath: IndexPath]] = []
        for _ in 0..<4 {
            seen.append(
                try Self.reuse(counts: [300], settle: 0) { _, collection, items in
                    items.labels[0] = items.labels[0].map { "new " + $0 }
                    collection.reloadData()
                })
        }
        #expect(seen[0].count > 40)
        // Four collection views, four dictionaries: one way of reusing.
        for other in seen.dropFirst() { #expect(other == seen[0]) }
    }

    @Test func cellsDeletedInAnAnimatedUpdateGoBackForReuseInTheSameOrderEveryTime() throws {
        var seen: [[IndexPath: IndexPath]] = []
        for _ in 0..<4 {
            seen.append(
                try Self.reuse(counts: [300], settle: 0.5) { host, collection, items in
                    // Thirty items go (their cells fade out, then wait for reuse); thirty come.
                    let gone = (0..<30).map { IndexPath(item: $0 * 2, section: 0) }
                    for indexPath in gone.reversed() { items.labels[0].remove(at: indexPath.item) }
                    collection.deleteItems(at: gone)
                    host.advance(by: 0.5)
                    let arriving = (0..<30).map { IndexPath(item: $0, section: 0) }
                    items.labels[0].insert(contentsOf: (0..<30).map { "new \($0)" }, at: 0)
                    collection.insertItems(at: arriving)
                })
        }
        #expect(seen[0].count > 40)
        for other in seen.dropFirst() { #expect(other == seen[0]) }
    }

    @Test func visibleCellsComeInIndexPathOrder() throws {
        let (_, collection, _) = makeGrid(itemSize: CGSize(width: 30, height: 30), counts: [40, 40])
        let visible = collection.indexPathsForVisibleItems
        #expect(visible.count > 40)
        #expect(visible == visible.sorted())
        #expect(collection.visibleCells.map { collection.indexPath(for: $0) } == visible)
    }
}
