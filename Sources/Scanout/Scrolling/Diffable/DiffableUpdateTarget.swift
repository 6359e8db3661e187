/// A view a diffable data source updates: `UITableView`, and `UICollectionView` when it has one.
///
/// The data source (through `DiffableDataSourceCore`) has already made the new snapshot its
/// current one when it calls these, so the view's data source questions (`numberOfSections`,
/// `numberOfRowsInSection`/`numberOfItemsInSection`, the cell for an index path) answer from the
/// new snapshot, as UIKit requires of a data source during a batch update. Main actor.
///
/// A view implements it with its own batch updates: delete and insert sections and items, move,
/// reload (all in one `performBatchUpdates`), then reconfigure. `SnapshotDifference` documents the
/// indexes' meaning (old or new), which is UIKit's batch update meaning.
@preconcurrency @MainActor
protocol DiffableUpdateTarget: AnyObject {
    /// Applies `changes` as one batch update, animated if `animated` and the view animates
    /// updates, and calls `completion` when done (at once when not animated). Never called with an
    /// empty difference.
    func applyDiffableChanges(_ changes: SnapshotDifference, animated: Bool, completion: (() -> Void)?)

    /// Shows the current snapshot from scratch, without animation: `reloadData()`.
    func reloadDiffableData()
}
