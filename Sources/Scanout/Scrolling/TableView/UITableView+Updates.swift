// Row and section updates. UIKit animates them; Scanout applies them at once: the data source is
// asked again (it must already reflect the change, as UIKit requires), the rows keep their
// scroll position, and a selected row that was deleted is deselected.

extension UITableView {
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyUpdate()
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        if let selected = indexPathForSelectedRow, indexPaths.contains(selected) {
            deselectRow(at: selected, animated: false)
        }
        applyUpdate()
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyUpdate()
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        applyUpdate()
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        applyUpdate()
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        if let selected = indexPathForSelectedRow, sections.contains(selected.section) {
            deselectRow(at: selected, animated: false)
        }
        applyUpdate()
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        applyUpdate()
    }

    /// Begins a group of updates that `endUpdates()` applies together.
    public func beginUpdates() {
        updateDepth += 1
    }

    public func endUpdates() {
        updateDepth = max(updateDepth - 1, 0)
        applyUpdate()
    }

    /// Runs `updates` (inserts, deletes, reloads) as one group, then `completion` with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    // MARK: - Private

    private func applyUpdate() {
        guard updateDepth == 0 else { return }
        reloadData()
    }
}
