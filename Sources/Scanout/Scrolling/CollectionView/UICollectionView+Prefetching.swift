// Prefetching: a collection view tells its `prefetchDataSource` which items the user is about to
// reach — those within a screen of the visible area that have no cell yet — so their data (an image
// from disk, a row from a database) can be loading before the cell is asked for. As in UIKit, each
// item is announced once; an item that scrolls out of that range before it is shown is cancelled;
// one that gets its cell is simply forgotten. Announcements come after a placement pass has
// settled, so the data source may reload or update the collection view from them.

/// Hears which items a collection view will soon show, to start loading their data.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items that will likely be shown soon, nearest first.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items announced before that are no longer expected: stop loading them. Optional.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {}
}

extension UICollectionView {
    /// Announces the cells near the visible area and cancels those no longer near it.
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource, window != nil, let record = lastPlacement else {
            return
        }
        let visibleRect = CGRect(origin: contentOffset, size: bounds.size)
        let center = CGPoint(x: visibleRect.midX, y: visibleRect.midY)
        var near: [(indexPath: IndexPath, distance: CGFloat)] = []
        var shownItems: Set<IndexPath> = []
        for (key, _) in shown where key.category == .cell { shownItems.insert(key.indexPath) }
        for (index, attributes) in record.queriedAttributes.enumerated()
        where attributes.representedElementCategory == .cell {
            let frame = record.queriedFrames[index]
            guard !frame.intersects(visibleRect), !shownItems.contains(attributes.indexPath) else { continue }
            let dx = frame.midX - center.x
            let dy = frame.midY - center.y
            let distance = (dx * dx + dy * dy).squareRoot()
            near.append((attributes.indexPath, distance.isFinite ? distance : .greatestFiniteMagnitude))
        }
        let nearSet = Set(near.map(\.indexPath))
        let cancelled = prefetchedItems.subtracting(nearSet).subtracting(shownItems)
        let announced = near.filter { !prefetchedItems.contains($0.indexPath) }
            .sorted { $0.distance < $1.distance }.map(\.indexPath)
        prefetchedItems = prefetchedItems.intersection(nearSet).union(announced)
        if !cancelled.isEmpty {
            prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled.sorted())
        }
        if !announced.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: announced) }
    }
}
