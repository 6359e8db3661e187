import Scanout
import ScanoutTesting
import Testing

/// A plain grid layout of its own (not UIKit's flow layout), answering every query with new
/// attributes and counting the queries and the rectangles asked for.
final class CountingGridLayout: UICollectionViewLayout {
    var side: CGFloat = 50
    var queries: [CGRect] = []

    private var count: Int { collectionView.map { $0.numberOfSections > 0 ? $0.numberOfItems(inSection: 0) : 0 } ?? 0 }
    private var columns: Int { max(1, Int((collectionView?.bounds.width ?? 0) / side)) }

    override var collectionViewContentSize: CGSize {
        CGSize(
            width: collectionView?.bounds.width ?? 0,
            height: CGFloat((count + columns - 1) / columns) * side)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queries.append(rect)
        var found: [UICollectionViewLayoutAttributes] = []
        for item in 0..<count {
            guard let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: 0)),
                attributes.frame.intersects(rect)
            else { continue }
            found.append(attributes)
        }
        return found
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(
            x: CGFloat(indexPath.item % columns) * side, y: CGFloat(indexPath.item / columns) * side,
            width: side, height: side)
        return attributes
    }
}

/// Scrolling places cells from the layout's attributes for more than the visible rectangle, kept
/// until the layout is invalidated or the visible rectangle leaves them; what shows is always
/// what the layout says for the visible rectangle.
@MainActor
@Suite struct UICollectionViewScrollPlacementTests {
    /// (The data source is held weakly: each test keeps the one returned.)
    private func makeScrollingGrid(count: Int = 2_000) -> (
        TestHost, UICollectionView, CountingGridLayout, NumberedItems
    ) {
        let host = TestHost(size: CGSize(width: 300, height: 400))
        let layout = CountingGridLayout()
        let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        let items = NumberedItems(counts: [count])
        collection.dataSource = items
        host.window.addSubview(collection)
        host.drain()
        return (host, collection, layout, items)
    }

    /// The items whose frames meet the visible rectangle, by the layout's own geometry.
    private func expectedItems(_ collection: UICollectionView, side: CGFloat) -> Set<Int> {
        let visible = CGRect(origin: collection.contentOffset, size: collection.bounds.size)
        let columns = Int(collection.bounds.width / side)
        var items: Set<Int> = []
        for item in 0..<collection.numberOfItems(inSection: 0) {
            let frame = CGRect(
                x: CGFloat(item % columns) * side, y: CGFloat(item / columns) * side, width: side, height: side)
            if frame.intersects(visible) { items.insert(item) }
        }
        return items
    }

    private func shownItems(_ collection: UICollectionView) -> Set<Int> {
        Set(collection.indexPathsForVisibleItems.map(\.item))
    }

    @Test func aFlickAsksTheLayoutOncePerScreenAndShowsWhatItSays() {
        let (host, collection, layout, items) = makeScrollingGrid()
        defer { withExtendedLifetime(items) {} }
        layout.queries.removeAll()
        for frame in 0..<300 {
            collection.contentOffset.y += 7
            host.advanceToNextFrame()
            #expect(shownItems(collection) == expectedItems(collection, side: 50), "frame \(frame)")
            // Every cell sits where its attributes put it.
            for cell in collection.visibleCells {
                guard let indexPath = collection.indexPath(for: cell) else { continue }
                #expect(cell.frame == layout.layoutAttributesForItem(at: indexPath)?.frame)
            }
        }
        // 2,100 points scrolled through a 400-point-high window: each query covers a screen
        // above and below the visible one.
        #expect(layout.queries.count <= 12, "asked \(layout.queries.count) times")
        #expect(layout.queries.allSatisfy { $0.height > collection.bounds.height })
    }

    @Test func anInvalidationWhileScrollingShowsTheNewLayoutAtOnce() {
        let (host, collection, layout, items) = makeScrollingGrid()
        defer { withExtendedLifetime(items) {} }
        for _ in 0..<10 {
            collection.contentOffset.y += 7
            host.advanceToNextFrame()
        }
        layout.side = 75
        layout.invalidateLayout()
        collection.contentOffset.y += 7
        host.advanceToNextFrame()
        #expect(shownItems(collection) == expectedItems(collection, side: 75))
        #expect(collection.visibleCells.allSatisfy { $0.bounds.size == CGSize(width: 75, height: 75) })
        // And scrolling on keeps to it.
        for _ in 0..<40 {
            collection.contentOffset.y += 13
            host.advanceToNextFrame()
        }
        #expect(shownItems(collection) == expectedItems(collection, side: 75))
    }

    @Test func changesBetweenFramesAreNotSkippedByAPassThatFindsTheSameAttributes() throws {
        let (host, collection, _, items) = makeScrollingGrid(count: 200)
        defer { withExtendedLifetime(items) {} }
        collection.contentOffset.y = 100
        host.advanceToNextFrame()
        // The data changes and the collection view is told: the same layout attributes, new cells.
        items.labels[0][20] = "twenty"
        collection.reloadItems(at: [IndexPath(item: 20, section: 0)])
        host.advance(by: 1)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 20, section: 0)) as? LabelCell)
        #expect(cell.label.text == "twenty")
        // A cell taken away by hand and a reload: the pass that follows places every cell again.
        collection.visibleCells.first?.removeFromSuperview()
        collection.reloadData()
        host.advanceToNextFrame()
        #expect(collection.visibleCells.count == expectedItems(collection, side: 50).count)
        #expect(collection.visibleCells.allSatisfy { $0.superview === collection })
    }

    @Test func aLayoutSwappedWhileScrolledIsAskedAfresh() {
        let (host, collection, layout, items) = makeScrollingGrid()
        defer { withExtendedLifetime(items) {} }
        collection.contentOffset.y = 300
        host.advanceToNextFrame()
        let other = CountingGridLayout()
        other.side = 100
        collection.collectionViewLayout = other
        host.advanceToNextFrame()
        #expect(!other.queries.isEmpty)
        #expect(shownItems(collection) == expectedItems(collection, side: 100))
        withExtendedLifetime(layout) {}
    }

    @Test func hostileOffsetsWhileScrollingNeitherTrapNorLeaveStaleCells() {
        let (host, collection, _, items) = makeScrollingGrid()
        defer { withExtendedLifetime(items) {} }
        var random = SplitMix64(seed: 35)
        let offsets: [CGFloat] = [.nan, .infinity, -.infinity, -1e12, 1e12, -50, 0, 40_000]
        for step in 0..<200 {
            if step % 10 == 0 {
                collection.contentOffset.y = offsets.randomElement(using: &random) ?? 0
            } else {
                collection.contentOffset.y += CGFloat(Int.random(in: -400...400, using: &random))
            }
            host.advanceToNextFrame()
            // Then anywhere in the content: what shows is what the layout says, whatever came before.
            collection.contentOffset.y = CGFloat(Int.random(in: 0...16_000, using: &random))
            host.advanceToNextFrame()
            #expect(shownItems(collection) == expectedItems(collection, side: 50), "step \(step)")
        }
    }
}
