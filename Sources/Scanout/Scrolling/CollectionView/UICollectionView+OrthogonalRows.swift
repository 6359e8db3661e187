// Sections whose rows scroll sideways (`orthogonalScrollingBehavior`): each one in view gets an
// inner scroll view over its band (`OrthogonalRowScrollView`) holding the row's cells and badges;
// the layout gives their frames as if the row were unscrolled (see `OrthogonalScrollingSection`),
// and the scroll view's own offset moves them. Headers, footers and backgrounds of the section
// stay with the collection view.

extension UICollectionView {
    /// Gives each sideways-scrolling section whose band is in view an inner scroll view, brings
    /// those the layout still has up to date, and removes the rest (the layout keeps their
    /// offsets for when they come back). Returns whether the layout has such sections at all.
    func updateRowScrollers(in visibleRect: CGRect) -> Bool {
        let rows = layout.orthogonalScrollingSections
        guard !rows.isEmpty || !rowScrollers.isEmpty else { return false }
        var inView: Set<Int> = []
        var added = false
        for row in rows where row.frame.isUsableElementFrame && row.frame.intersects(visibleRect) {
            inView.insert(row.section)
            if let scroller = rowScrollers[row.section] {
                scroller.update(row)
                continue
            }
            let scroller = OrthogonalRowScrollView(row: row, collectionView: self)
            rowScrollers[row.section] = scroller
            insertSubview(scroller, at: backgroundView == nil ? 0 : 1)
            added = true
        }
        for (section, scroller) in rowScrollers where !inView.contains(section) {
            rowScrollers[section] = nil
            scroller.removeFromSuperview()
        }
        if added { orderByZIndex() }
        return !rows.isEmpty
    }

    /// The elements of the rows in view: what each inner scroll view shows of its row.
    func visibleRowElements() -> [UICollectionViewLayoutAttributes] {
        rowScrollers.values.sorted { $0.section < $1.section }.flatMap {
            layout.rowElements(ofSection: $0.section, in: $0.visibleRowRect)
        }
    }

    /// The view an element's view belongs in: its row's inner scroll view, or the collection view.
    func container(for key: CollectionElementKey) -> UIView {
        rowScroller(for: key) ?? self
    }

    /// The inner scroll view an element moves with, when its row is in view.
    func rowScroller(for key: CollectionElementKey) -> OrthogonalRowScrollView? {
        guard !rowScrollers.isEmpty, layout.movesWithRow(key) else { return nil }
        return rowScrollers[key.indexPath.section]
    }

    /// A row's inner scroll view moved (a drag, a flick, a page settling, the app).
    func orthogonalRowDidScroll(_ scroller: OrthogonalRowScrollView) {
        guard rowScrollers[scroller.section] === scroller,
            layout.orthogonalScrollingSection(scroller.section, didScrollTo: scroller.rowOffset)
        else { return }
        placeElements()
    }

    /// Where an element with the layout's `frame` shows, in the collection view's content
    /// coordinates: moved by its row's scrolling when it moves with a row in view.
    func displayedFrame(_ frame: CGRect, of key: CollectionElementKey) -> CGRect {
        guard let scroller = rowScroller(for: key) else { return frame }
        let visible = scroller.visibleRowRect
        return frame.offsetBy(dx: scroller.frame.minX - visible.minX, dy: scroller.frame.minY - visible.minY)
    }

    /// The topmost item of a row in view at `point` (content coordinates), if any.
    func rowItem(at point: CGPoint) -> IndexPath? {
        for scroller in rowScrollers.values where scroller.frame.contains(point) {
            let visible = scroller.visibleRowRect
            let unscrolled = CGPoint(
                x: point.x - scroller.frame.minX + visible.minX, y: point.y - scroller.frame.minY + visible.minY)
            let probe = CGRect(origin: unscrolled, size: CGSize(width: 1, height: 1))
            let hits = layout.rowElements(ofSection: scroller.section, in: probe).filter {
                $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(unscrolled)
                    && isValidItem($0.indexPath)
            }
            if let top = hits.max(by: { $0.zIndex < $1.zIndex }) { return top.indexPath }
        }
        return nil
    }

    /// Scrolls an item of a sideways-scrolling section into view: its row along itself (the
    /// position's part along the row, else as little as needed), the collection view across
    /// (the rest of the position). False when the item is not in such a section.
    func scrollRow(toShow indexPath: IndexPath, frame: CGRect, at position: ScrollPosition, animated: Bool) -> Bool {
        let key = CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
        guard layout.movesWithRow(key),
            let row = layout.orthogonalScrollingSections.first(where: { $0.section == indexPath.section })
        else { return false }
        let scroller = rowScrollers[row.section]
        let current =
            scroller?.contentOffset ?? row.contentOffset(forRowOffset: layout.rowOffset(ofSection: row.section))
        // The item in the inner scroll view's content.
        let inner = frame.offsetBy(dx: -row.rowOrigin.x, dy: -row.rowOrigin.y)
        let horizontal = row.scrollsHorizontally
        let start = horizontal ? inner.minX : inner.minY
        let end = horizontal ? inner.maxX : inner.maxY
        let length = horizontal ? row.frame.width : row.frame.height
        let now = horizontal ? current.x : current.y
        var along: CGFloat
        if position.contains(horizontal ? .left : .top) {
            along = start
        } else if position.contains(horizontal ? .centeredHorizontally : .centeredVertically) {
            along = (start + end - length) / 2
        } else if position.contains(horizontal ? .right : .bottom) {
            along = end - length
        } else if end > now + length {
            along = end - length
        } else if start < now {
            along = start
        } else {
            along = now
        }
        along = min(max(along.isFinite ? along : 0, 0), row.overhang)
        let target = horizontal ? CGPoint(x: along, y: current.y) : CGPoint(x: current.x, y: along)
        if let scroller {
            scroller.setContentOffset(target, animated: animated)
        } else {
            layout.orthogonalScrollingSection(row.section, didScrollTo: row.rowOffset(forContentOffset: target))
        }
        // Across the row, the collection view scrolls as the position says.
        let shown = inner.offsetBy(dx: row.frame.minX - target.x, dy: row.frame.minY - target.y)
        let across: ScrollPosition =
            horizontal
            ? position.intersection([.top, .centeredVertically, .bottom])
            : position.intersection([.left, .centeredHorizontally, .right])
        scroll(toShow: shown, at: across, animated: animated)
        return true
    }
}
