// A table as a diffable data source's view: the difference between two snapshots is one group of
// the table's row and section updates, which (like every update of Scanout's table) takes effect
// at once, with no animation.

extension UITableView: DiffableUpdateTarget {
    func applyDiffableChanges(_ changes: SnapshotDifference, animated: Bool, completion: (() -> Void)?) {
        // One group: the table checks the counts once and reloads once.
        beginUpdates()
        deleteSections(IndexSet(changes.deletedSections), with: .automatic)
        insertSections(IndexSet(changes.insertedSections), with: .automatic)
        for move in changes.movedSections { moveSection(move.from, toSection: move.to) }
        deleteRows(at: changes.deletedItems, with: .automatic)
        insertRows(at: changes.insertedItems, with: .automatic)
        for move in changes.movedItems { moveRow(at: move.from, to: move.to) }
        reloadRows(at: changes.reloadedItems, with: .automatic)
        reconfigureRows(at: changes.reconfiguredItems)
        endUpdates()
        completion?()
    }

    func reloadDiffableData() {
        reloadData()
    }
}
