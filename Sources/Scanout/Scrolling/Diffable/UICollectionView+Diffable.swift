// A collection view as a diffable data source's view: the difference between two snapshots is one
// batch update, animated as the collection view animates its updates, with the reconfigured items
// updated in their cells after it.

extension UICollectionView: DiffableUpdateTarget {
    func applyDiffableChanges(_ changes: SnapshotDifference, animated: Bool, completion: (() -> Void)?) {
        let batch = {
            self.performBatchUpdates(
                {
                    self.deleteSections(IndexSet(changes.deletedSections))
                    self.insertSections(IndexSet(changes.insertedSections))
                    for move in changes.movedSections { self.moveSection(move.from, toSection: move.to) }
                    self.deleteItems(at: changes.deletedItems)
                    self.insertItems(at: changes.insertedItems)
                    for move in changes.movedItems { self.moveItem(at: move.from, to: move.to) }
                    self.reloadItems(at: changes.reloadedItems)
                    self.reconfigureItems(at: changes.reconfiguredItems)
                }, completion: { _ in completion?() })
        }
        if animated { batch() } else { UIView.performWithoutAnimation(batch) }
    }

    func reloadDiffableData() {
        reloadData()
    }
}
