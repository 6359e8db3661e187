import Scanout
import ScanoutTesting
import Testing

/// Batch updates as UIKit defines them: the data source changes first, then the collection view is
/// told what changed; cells that stay keep their views and slide to their new places, inserted ones
/// fade in, deleted ones fade out and go back for reuse; selection follows its items; counts that
/// do not add up reload with a warning.
@MainActor
@Suite struct UICollectionViewUpdatesTests {
    @Test func insertingAtTheTopSlidesTheOthersAlong() throws {
        let (host, collection, items) = makeGrid(counts: [5])
        let firstCell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        items.labels[0].insert("new", at: 0)
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        // The same cell now shows item 1, and its model frame is already the new one.
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === firstCell)
        #expect(firstCell.frame.minX == 110)
        let inserted = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)
        #expect(inserted.label.text == "new")
        // On screen it starts where it was and slides; the new cell fades in.
        host.advance(by: 0.15)
        let midway = firstCell.layer.presentation()?.position.x ?? firstCell.center.x
        #expect(midway > 50 && midway < 160)
        #expect((inserted.layer.presentation()?.opacity ?? 1) < 1)
        host.advance(by: 0.3)
        #expect(collection.visibleLabels == ["new", "0.0", "0.1", "0.2", "0.3", "0.4"])
    }

    @Test func deletedCellsFadeOutThenGoBackForReuse() throws {
        let (host, collection, items) = makeGrid(counts: [6])
        let doomed = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        var finished: Bool?
        items.labels[0].remove(at: 2)
        collection.performBatchUpdates(
            {
                collection.deleteItems(at: [IndexPath(item: 2, section: 0)])
            }, completion: { finished = $0 })
        #expect(collection.indexPath(for: doomed) == nil)
        #expect(doomed.superview === collection)
        #expect(finished == nil)
        host.advance(by: 0.5)
        #expect(doomed.superview == nil)
        #expect(finished == true)
        #expect(collection.visibleLabels == ["0.0", "0.1", "0.3", "0.4", "0.5"])
    }

    @Test func movesReloadsAndSectionsMapAsUIKitDoes() {
        let (host, collection, items) = makeGrid(counts: [4, 3])
        collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        // Move 0.0 to the end of section 1, delete 0.1, insert a section in front: destinations
        // are counted after the batch, so old section 1 is section 2 then.
        let moved = items.labels[0].remove(at: 0)
        items.labels[0].remove(at: 0)
        items.labels[1].append(moved)
        items.labels.insert(["fresh"], at: 0)
        collection.performBatchUpdates {
            collection.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 2))
            collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
            collection.insertSections([0])
        }
        host.advance(by: 0.5)
        #expect(collection.numberOfSections == 3)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
        let labels = (0..<3).map { section in
            (0..<collection.numberOfItems(inSection: section)).compactMap {
                (collection.cellForItem(at: IndexPath(item: $0, section: section)) as? LabelCell)?.label.text
            }
        }
        #expect(labels == [["fresh"], ["0.2", "0.3"], ["1.0", "1.1", "1.2", "0.0"]])
        #expect(host.warnings.isEmpty)
    }

    /// A reload in a batch replaces its item in place: the counts add up (it used to count as a
    /// deletion with nothing inserted, so every batch with a reload was "invalid"), the items
    /// after a deletion still move up, and the reloaded item leaves the selection.
    @Test func aReloadInABatchKeepsItsPlace() {
        let (host, collection, items) = makeGrid(counts: [5])
        collection.allowsMultipleSelection = true
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        collection.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        items.labels[0].remove(at: 0)
        items.labels[0][1] = "0.2 again"
        collection.performBatchUpdates {
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collection.reloadItems(at: [IndexPath(item: 2, section: 0)])
        }
        host.advance(by: 0.5)
        #expect(host.warnings.isEmpty, "\(host.warnings)")
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        let labels = (0..<collection.numberOfItems(inSection: 0)).compactMap {
            (collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? LabelCell)?.label.text
        }
        #expect(labels == ["0.1", "0.2 again", "0.3", "0.4"])
    }

    @Test func updatesThatDoNotAddUpReloadWithAWarning() {
        let (host, collection, items) = makeGrid(counts: [5])
        items.labels[0].append(contentsOf: ["x", "y"])
        collection.insertItems(at: [IndexPath(item: 5, section: 0)])
        host.advance(by: 0.5)
        #expect(host.warnings.contains { $0.contains("invalid update") && $0.contains("section 0 has 7 items") })
        #expect(collection.visibleCells.count == 7)
    }

    @Test func withoutAnimationTheUpdateShowsAtOnce() throws {
        let (_, collection, items) = makeGrid(counts: [3])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        items.labels[0].remove(at: 0)
        UIView.performWithoutAnimation {
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(cell.layer.presentation() == nil || cell.layer.presentation()?.position == cell.layer.position)
        #expect(collection.visibleCells.count == 2)
    }

    @Test func reconfiguringKeepsTheCell() throws {
        let (host, collection, items) = makeGrid(counts: [3])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCell)
        let reusesBefore = cell.reuseCount
        items.labels[0][1] = "changed"
        collection.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        host.drain()
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell.label.text == "changed")
        #expect(cell.reuseCount == reusesBefore)
    }

    @Test func reloadDataClearsSelectionAndShowsTheDataSourceAsItIs() {
        let (host, collection, items) = makeGrid(counts: [4])
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        items.labels = [["a", "b"]]
        collection.reloadData()
        host.drain()
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(collection.visibleLabels == ["a", "b"])
    }
}
