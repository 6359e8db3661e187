// Selection: by taps, as the delegate allows, and by program; one row or several, in and out of
// editing; moved with the rows by updates.
//
// A touch down in a row highlights it when selection is allowed in the current mode and the
// delegate's `shouldHighlightRowAt` agrees (a row that may not highlight cannot be selected by a
// tap either, as in UIKit); lifting the touch inside selects:
// - one row at a time (`allowsMultipleSelection` off, or `allowsMultipleSelectionDuringEditing`
//   while editing): `willSelectRowAt` names the row (or nil for none), the rows selected before
//   are deselected through `willDeselectRowAt`/`didDeselectRowAt`, then `didSelectRowAt`;
// - several: a tap on an unselected row selects it, on a selected row deselects it.
// `selectRow(at:animated:scrollPosition:)` and `deselectRow(at:animated:)` tell the delegate
// nothing. `reloadData()` clears the selection; row and section updates move it with the rows,
// and a deleted or reloaded row leaves it.

extension UITableView {
    // MARK: - Internal

    /// `selectRow(at:animated:scrollPosition:)`.
    func selectRowByProgram(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return clearSelection(animated: animated) }
        guard isExistingRow(indexPath) else { return }
        if !selectsSeveralRows {
            for other in selectedRows where other != indexPath { setRow(other, selected: false, animated: animated) }
        }
        setRow(indexPath, selected: true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// `deselectRow(at:animated:)`.
    func deselectRowByProgram(_ indexPath: IndexPath, animated: Bool) {
        guard selectedRows.contains(indexPath) else { return }
        setRow(indexPath, selected: false, animated: animated)
    }

    /// Whether taps select rows in the current mode.
    var selectsRowsByTouch: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Whether several rows may be selected in the current mode.
    var selectsSeveralRows: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Deselects every row, telling nobody.
    func clearSelection(animated: Bool = false) {
        for indexPath in selectedRows { setRow(indexPath, selected: false, animated: animated) }
    }

    /// A tap (or the focus's primary action) on `indexPath`: selection as the mode and the
    /// delegate allow, with the delegate's callbacks. The delegate may reload or update the
    /// table from any of them; every row is checked again after each.
    func selectByUser(_ indexPath: IndexPath) {
        guard selectsRowsByTouch, isExistingRow(indexPath) else { return }
        let tableDelegate = delegate as? UITableViewDelegate
        if selectsSeveralRows, selectedRows.contains(indexPath) {
            deselectByUser(indexPath, delegate: tableDelegate)
            return
        }
        let asked = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = asked, isExistingRow(target) else { return }
        if !selectsSeveralRows {
            for other in selectedRows.sorted() where other != target {
                deselectByUser(other, delegate: tableDelegate)
            }
        }
        guard isExistingRow(target) else { return }
        setRow(target, selected: true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// The tapped cell's row, selected by the user (the focus engine's Return key).
    func selectTappedRow(of cell: UITableViewCell) {
        guard let indexPath = cell.indexPath else { return }
        selectByUser(indexPath)
    }

    /// Shows `cell`'s row pressed when a tap may select it (see the file's notes).
    func highlightRow(of cell: UITableViewCell) {
        guard selectsRowsByTouch, highlightedRow == nil, let indexPath = cell.indexPath else { return }
        let tableDelegate = delegate as? UITableViewDelegate
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true, isExistingRow(indexPath) else {
            return
        }
        highlightedRow = indexPath
        cellForRow(at: indexPath)?.isHighlighted = true
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// Ends the pressed look of the highlighted row, if any.
    func unhighlightRow() {
        guard let indexPath = highlightedRow else { return }
        highlightedRow = nil
        cellForRow(at: indexPath)?.isHighlighted = false
        (delegate as? UITableViewDelegate)?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// Records an update's effect on rows for the selection (see `selectionDidRecount()`).
    func recordForSelection(_ updates: [CollectionUpdate], oldCounts: [Int]?) {
        guard let oldCounts else { return }
        if let pending = updatesAwaitingReload {
            // A second group before the rows were counted: indexes of two groups do not chain.
            updatesAwaitingReload = (pending.updates + updates, pending.oldCounts)
            updatesAwaitingReloadAreMixed = true
        } else {
            updatesAwaitingReload = (updates, oldCounts)
        }
    }

    /// The rows were counted again (`sectionRowCounts` is new): the selection and the highlight
    /// follow the rows through the updates since the last count, and leave rows that are gone.
    func selectionDidRecount() {
        let pending = updatesAwaitingReload
        updatesAwaitingReload = nil
        defer { updatesAwaitingReloadAreMixed = false }
        guard !selectedRows.isEmpty || highlightedRow != nil else { return }
        var mapping: CollectionUpdateMapping?
        if let pending, !updatesAwaitingReloadAreMixed,
            case .success(let made) = CollectionUpdateMapping.make(
                updates: pending.updates, oldCounts: pending.oldCounts, newCounts: sectionRowCounts)
        {
            mapping = made
        }
        func moved(_ indexPath: IndexPath) -> IndexPath? {
            let new = mapping.map { $0.newIndexPath(for: indexPath) } ?? indexPath
            guard let new, isCountedRow(new) else { return nil }
            return IndexPath(row: new.item, section: new.section)
        }
        selectedRows = Set(selectedRows.compactMap(moved))
        // A pressed row that moved or left is no longer under the finger: the touch selects
        // nothing.
        if let highlighted = highlightedRow, moved(highlighted) != highlighted { highlightedRow = nil }
    }

    // MARK: - Private

    private func deselectByUser(_ indexPath: IndexPath, delegate tableDelegate: UITableViewDelegate?) {
        let asked = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target = asked, selectedRows.contains(target) else { return }
        setRow(target, selected: false, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    private func setRow(_ indexPath: IndexPath, selected: Bool, animated: Bool) {
        if selected {
            guard selectedRows.insert(indexPath).inserted else { return }
        } else {
            guard selectedRows.remove(indexPath) != nil else { return }
        }
        cellForRow(at: indexPath)?.setSelected(selected, animated: animated)
    }

    /// Whether `indexPath` names a row the data source has now.
    private func isExistingRow(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let section = indexPath.section
        guard section >= 0, section < numberOfSections else { return false }
        return indexPath.row >= 0 && indexPath.row < numberOfRows(inSection: section)
    }

    /// `isExistingRow` against the counts just made, without asking for a reload.
    private func isCountedRow(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sectionRowCounts.count else {
            return false
        }
        return indexPath.item >= 0 && indexPath.item < sectionRowCounts[indexPath.section]
    }
}
