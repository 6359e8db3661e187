// Row and section updates. UIKit animates them; Scanout applies them at once: the data source is
// asked again (it must already reflect the change, as UIKit requires), the rows keep their
// scroll position, and the selection moves with the rows (a deleted or reloaded row leaves it;
// see UITableView+Selection.swift). An update whose counts do
// not add up is reported (see UITableView+UntrustedData.swift) and the table reloads. An update
// made while the table is laying out its rows (from `cellForRowAt`, `heightForRowAt`,
// `willDisplay`) takes effect when that layout ends, as a `reloadData()` there does.

extension UITableView {
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyUpdate(.insertItems(indexPaths)) { $0.rows(indexPaths, inserted: true) }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyUpdate(.deleteItems(indexPaths)) { $0.rows(indexPaths, inserted: false) }
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyUpdate(.reloadItems(indexPaths)) { _ in }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        applyUpdate(.moveItem(indexPath, newIndexPath)) {
            $0.rows([indexPath], inserted: false)
            $0.rows([newIndexPath], inserted: true)
        }
    }

    /// Asks the data source again for the rows' cells, as `reloadRows` does (iOS 15). UIKit keeps
    /// each row's cell and configures it again; Scanout's rows are shown again at once, and the
    /// reuse pool hands the same cells back.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        applyUpdate { _ in }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        applyUpdate(.moveSection(section, newSection)) { $0.movedSections += 1 }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        applyUpdate(.insertSections(sections)) { $0.insertedSections += sections.count }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        applyUpdate(.deleteSections(sections)) { $0.deletedSections += sections.count }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        applyUpdate(.reloadSections(sections)) { _ in }
    }

    /// Begins a group of updates that `endUpdates()` applies together.
    public func beginUpdates() {
        updateDepth += 1
    }

    public func endUpdates() {
        updateDepth = max(updateDepth - 1, 0)
        applyUpdate { _ in }
    }

    /// Runs `updates` (inserts, deletes, reloads) as one group, then `completion` with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    // MARK: - Private

    /// Adds an update to the open group, and applies the group when none is open: the counts
    /// are checked against the rows the table shows (unless it had not loaded them yet) and the
    /// table reloads.
    private func applyUpdate(_ update: CollectionUpdate? = nil, _ record: (inout RowUpdateTally) -> Void) {
        record(&pendingUpdates)
        if let update { pendingRowUpdates.append(update) }
        guard updateDepth == 0 else { return }
        let tally = pendingUpdates
        let updates = pendingRowUpdates
        pendingUpdates = RowUpdateTally()
        pendingRowUpdates = []
        let counts = loadedRowCounts
        if let counts { checkCounts(after: tally, before: counts) }
        recordForSelection(updates, oldCounts: counts)
        reloadKeepingSelection()
    }
}
