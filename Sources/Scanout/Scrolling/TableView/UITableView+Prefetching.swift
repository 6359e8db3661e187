// Prefetching, as for collection views (`UICollectionView+Prefetching`): the table tells its
// `prefetchDataSource` of the rows within a screen above and below the visible ones that have no
// cell yet, nearest first, each once; a row that leaves that range before it is shown is
// cancelled. At most `maximumPrefetchedRows` are announced at a time.

/// Hears which rows a table will soon show, to start loading their data.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows that will likely be shown soon, nearest first.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows announced before that are no longer expected: stop loading them. Optional.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

extension UITableView {
    /// The most rows announced at once (a screen of hair-thin rows must not announce millions).
    static let maximumPrefetchedRows = 256

    /// Announces the rows near the visible ones and cancels those no longer near them.
    func updatePrefetching() {
        guard let prefetchDataSource, window != nil, !rowTops.isEmpty else { return }
        let top = contentOffset.y
        let bottom = top + bounds.height
        let reach = bounds.height
        guard top.isFinite, bottom.isFinite, reach.isFinite else { return }
        var near: [(row: Int, distance: CGFloat)] = []
        var row = firstRow(endingAfter: top - reach)
        while row < rowTops.count, rowTops[row] < bottom + reach, near.count < Self.maximumPrefetchedRows {
            let rowTop = rowTops[row]
            let rowBottom = rowTop + rowHeights[row]
            if rowHeights[row] > 0, visible[row] == nil, rowBottom <= top || rowTop >= bottom {
                near.append((row, rowBottom <= top ? top - rowBottom : rowTop - bottom))
            }
            row += 1
        }
        let shownRows = Set(visible.values.compactMap(\.indexPath))
        let nearPaths = near.sorted { $0.distance < $1.distance }.map { indexPath(forGlobalRow: $0.row) }
        let nearSet = Set(nearPaths)
        let cancelled = prefetchedRows.subtracting(nearSet).subtracting(shownRows)
        let announced = nearPaths.filter { !prefetchedRows.contains($0) }
        prefetchedRows = prefetchedRows.intersection(nearSet).union(announced)
        if !cancelled.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled.sorted()) }
        if !announced.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: announced) }
    }
}
