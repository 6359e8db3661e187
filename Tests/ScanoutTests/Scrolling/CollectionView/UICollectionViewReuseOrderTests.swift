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
    /// For each item on screen after `change`, the item whose cell it got, in a new grid of
    /// `counts` items.
    static func reuse(
        counts: [Int], _ change: (UICollectionView, NumberedItems) -> Void
    ) throws -> [IndexPath: IndexPath] {
        let (host, collection, items) = makeGrid(itemSize: CGSize(width: 30, height: 30), counts: counts)
        var before: [ObjectIdentifier: IndexPath] = [:]
        for indexPath in collection.indexPathsForVisibleItems {
            let cell = try #require(collection.cellForItem(at: indexPath))
            before[ObjectIdentifier(cell)] = indexPath
        }
        #expect(before.count > 40, "a screen of cells")
        change(collection, items)
        host.drain()
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
                try Self.reuse(counts: [300]) { collection, items in
                    items.labels[0] = items.labels[0].map { "new " + $0 }
                    collection.reloadData()
                })
        }
        #expect(seen[0].count > 40)
        // Four collection views, four dictionaries: one way of reusing.
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
