// Table and collection cells in the focus model: a table or collection view is one focus group,
// arrows move through its rows or items (scrolling the next into view, so rows off screen are
// reached), its delegate may refuse a row, veto a move and hear of it, choose the row focus
// enters at, and selection may follow focus.

@preconcurrency @MainActor
enum FocusCells {
    static func table(of view: UIView?) -> UITableView? {
        guard let cell = view as? UITableViewCell else { return nil }
        return enclosing(cell)
    }

    static func collection(of view: UIView?) -> UICollectionView? {
        guard let cell = view as? UICollectionViewCell else { return nil }
        return enclosing(cell)
    }

    static func indexPath(of view: UIView?, in table: UITableView) -> IndexPath? {
        guard let cell = view as? UITableViewCell, enclosing(cell) === table else { return nil }
        return table.indexPath(for: cell)
    }

    static func indexPath(of view: UIView?, in collection: UICollectionView) -> IndexPath? {
        guard let cell = view as? UICollectionViewCell, enclosing(cell) === collection else { return nil }
        return collection.indexPath(for: cell)
    }

    /// Asks the delegates of the tables or collection views the move concerns.
    static func shouldUpdate(_ context: UIFocusUpdateContext) -> Bool {
        if let context = context as? UITableViewFocusUpdateContext {
            for table in tables(of: context) {
                if let delegate = table.delegate as? UITableViewDelegate,
                    !delegate.tableView(table, shouldUpdateFocusIn: context)
                {
                    return false
                }
            }
        }
        if let context = context as? UICollectionViewFocusUpdateContext {
            for collection in collections(of: context) {
                if let delegate = collection.collectionDelegate,
                    !delegate.collectionView(collection, shouldUpdateFocusIn: context)
                {
                    return false
                }
            }
        }
        return true
    }

    /// Tells the delegates of the tables or collection views the move concerns.
    static func didUpdate(_ context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        if let context = context as? UITableViewFocusUpdateContext {
            for table in tables(of: context) {
                (table.delegate as? UITableViewDelegate)?.tableView(table, didUpdateFocusIn: context, with: coordinator)
            }
        }
        if let context = context as? UICollectionViewFocusUpdateContext {
            for collection in collections(of: context) {
                collection.collectionDelegate?.collectionView(collection, didUpdateFocusIn: context, with: coordinator)
            }
        }
    }

    /// Keeps the views' own focus state: the focused index path, the row to come back to, and
    /// selection following focus.
    static func focusDidMove(from previous: UIView?, to next: UIView?) {
        if let collection = collection(of: previous), collection !== self.collection(of: next) {
            collection.focusedItem = nil
        }
        if let collection = collection(of: next), let indexPath = indexPath(of: next, in: collection) {
            collection.focusedItem = indexPath
            if collection.selectionFollowsFocus, !collection.allowsMultipleSelection {
                collection.selectByUser(indexPath)
            }
        }
        if let table = table(of: next), let cell = next as? UITableViewCell,
            let indexPath = indexPath(of: next, in: table)
        {
            table.lastFocusedIndexPath = indexPath
            if table.selectionFollowsFocus, table.indexPathForSelectedRow != indexPath {
                table.selectTappedRow(of: cell)
            }
        }
    }

    /// The cell focus enters a table or collection view at, when `members` are its cells and it
    /// says where: its delegate's preferred row, or the row focused last when it remembers;
    /// else its first cell in reading order (nil when `members` are not cells).
    static func entry(of members: [UIView]) -> UIView? {
        guard let first = members.first else { return nil }
        if let table = table(of: first) ?? enclosing(first, within: FocusTree.maximumDepth) as UITableView? {
            return preferredCell(in: table) ?? (first is UITableViewCell ? first : nil)
        }
        if let collection = collection(of: first)
            ?? enclosing(first, within: FocusTree.maximumDepth) as UICollectionView?
        {
            return preferredCell(in: collection) ?? (first is UICollectionViewCell ? first : nil)
        }
        return nil
    }

    /// The cell a table or collection view wants focus in: the delegate's preferred index path,
    /// or the one focused last when it remembers (scrolled into view); nil for none.
    static func preferredCell(in view: UIView) -> UIView? {
        if let table = view as? UITableView {
            let delegate = table.delegate as? UITableViewDelegate
            let wanted =
                delegate?.indexPathForPreferredFocusedView(in: table)
                ?? (table.remembersLastFocusedIndexPath ? table.lastFocusedIndexPath : nil)
            guard let wanted, isRow(wanted, in: table) else { return nil }
            return cell(at: wanted, in: table)
        }
        if let collection = view as? UICollectionView {
            let wanted =
                collection.collectionDelegate?.indexPathForPreferredFocusedView(in: collection)
                ?? (collection.remembersLastFocusedIndexPath ? collection.focusedItem : nil)
            guard let wanted, collection.isValidItem(wanted) else { return nil }
            collection.scrollToItem(at: wanted, at: [], animated: false)
            collection.layoutIfNeeded()
            return collection.cellForItem(at: wanted)
        }
        return nil
    }

    /// For an arrow from a cell: `.some(cell)` for the next cell in `heading`, `.some(nil)` when
    /// there is none (the move fails); nil when `current` is not a cell (the generic search).
    static func neighbour(of current: UIView, heading: UIFocusHeading, rightToLeft: Bool) -> UIView?? {
        if let table = table(of: current), let indexPath = indexPath(of: current, in: table) {
            let step = heading.contains(.down) ? 1 : heading.contains(.up) ? -1 : 0
            guard step != 0 else { return .some(nil) }
            guard let next = nextRow(from: indexPath, step: step, in: table) else { return .some(nil) }
            return .some(cell(at: next, in: table))
        }
        if let collection = collection(of: current), let indexPath = indexPath(of: current, in: collection) {
            var (dx, dy): (CGFloat, CGFloat) =
                heading.contains(.up)
                ? (0, -1) : heading.contains(.down) ? (0, 1) : heading.contains(.left) ? (-1, 0) : (1, 0)
            // The layout's x runs leading to trailing; the screen is mirrored right to left.
            if rightToLeft, collection.effectiveUserInterfaceLayoutDirection == .rightToLeft { dx = -dx }
            guard let next = collection.focusNeighbour(of: indexPath, dx: dx, dy: dy) else { return .some(nil) }
            collection.scrollToItem(at: next, at: [], animated: false)
            collection.layoutIfNeeded()
            return .some(collection.cellForItem(at: next))
        }
        return nil
    }

    // MARK: - Private

    /// The nearest `Container` above `view`, looking at most `steps` superviews up (a cell sits
    /// a few levels inside its table or collection view; any other view may be deeper).
    private static func enclosing<Container: UIView>(_ view: UIView, within steps: Int = 8) -> Container? {
        var current = view.superview
        var step = 0
        while let node = current, step < steps {
            if let container = node as? Container { return container }
            current = node.superview
            step += 1
        }
        return nil
    }

    private static func tables(of context: UITableViewFocusUpdateContext) -> [UITableView] {
        var result: [UITableView] = []
        for table in [table(of: context.previouslyFocusedView), table(of: context.nextFocusedView)] {
            if let table, !result.contains(where: { $0 === table }) { result.append(table) }
        }
        return result
    }

    private static func collections(of context: UICollectionViewFocusUpdateContext) -> [UICollectionView] {
        var result: [UICollectionView] = []
        for collection in [collection(of: context.previouslyFocusedView), collection(of: context.nextFocusedView)] {
            if let collection, !result.contains(where: { $0 === collection }) { result.append(collection) }
        }
        return result
    }

    private static func isRow(_ indexPath: IndexPath, in table: UITableView) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < table.numberOfSections
            && indexPath.row >= 0 && indexPath.row < table.numberOfRows(inSection: indexPath.section)
    }

    /// The next row `step` away that the delegate lets take focus, across sections.
    private static func nextRow(from indexPath: IndexPath, step: Int, in table: UITableView) -> IndexPath? {
        guard table.allowsFocus, isRow(indexPath, in: table) else { return nil }
        let delegate = table.delegate as? UITableViewDelegate
        var section = indexPath.section
        var row = indexPath.row
        for _ in 0..<10_000 {
            row += step
            while section >= 0, section < table.numberOfSections,
                row < 0 || row >= table.numberOfRows(inSection: section)
            {
                section += step
                guard section >= 0, section < table.numberOfSections else { return nil }
                row = step > 0 ? 0 : table.numberOfRows(inSection: section) - 1
            }
            guard section >= 0, section < table.numberOfSections else { return nil }
            let candidate = IndexPath(row: row, section: section)
            if delegate?.tableView(table, canFocusRowAt: candidate) ?? true { return candidate }
        }
        return nil
    }

    private static func cell(at indexPath: IndexPath, in table: UITableView) -> UITableViewCell? {
        table.scrollToRow(at: indexPath, at: .none, animated: false)
        table.layoutIfNeeded()
        return table.cellForRow(at: indexPath)
    }
}
