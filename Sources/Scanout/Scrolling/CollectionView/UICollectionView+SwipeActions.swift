// A collection view laid out as a list swipes its rows as a table does (RowSwipeController): the
// layout gives each item's actions (a list configuration's swipe-action providers).

extension UICollectionView: SwipeableRows {
    func swipeableRow(at point: CGPoint) -> (indexPath: IndexPath, cell: UIView)? {
        guard let indexPath = indexPathForItem(at: point), let cell = cellForItem(at: indexPath) else { return nil }
        return (indexPath, cell)
    }

    func swipeableCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

    func swipeableRowRect(at indexPath: IndexPath) -> CGRect {
        layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    func swipeActionsConfiguration(forRowAt indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard isValidItem(indexPath) else { return nil }
        return collectionViewLayout.swipeActionsConfiguration(forItemAt: indexPath, trailing: trailing)
    }
}
