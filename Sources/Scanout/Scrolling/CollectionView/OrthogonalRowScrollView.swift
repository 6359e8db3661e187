/// The inner scroll view a collection view hosts over a section whose row scrolls sideways
/// (`orthogonalScrollingBehavior`): the row's cells and their badges are its subviews, so a drag
/// along the row moves them and a drag across it goes on to the collection view (a scroll view's
/// pan begins only along an axis it can scroll). It reports each move to the collection view,
/// which tells the layout and places the row's elements now in view, and it comes to rest where
/// the section's behaviour says (pages, groups, centred groups).
///
/// UIKit's equivalent is private too: apps never see it, and the collection view's delegate hears
/// nothing of its scrolling (a section's `visibleItemsInvalidationHandler` does).
@preconcurrency @MainActor
final class OrthogonalRowScrollView: UIScrollView {
    /// What the layout says of the row: its band, extent, behaviour and direction.
    private(set) var row: OrthogonalScrollingSection
    weak var collectionView: UICollectionView?

    init(row: OrthogonalScrollingSection, collectionView: UICollectionView) {
        self.row = row
        self.collectionView = collectionView
        super.init(frame: row.frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        // The band is inside the collection view's content: its insets are the collection view's.
        contentInsetAdjustmentBehavior = .never
        // Badges and shadows may reach past the band; the collection view clips.
        clipsToBounds = false
        decelerationRate = row.behavior == .continuous ? .normal : .fast
        contentSize = row.contentSize
        contentOffset = row.contentOffset(forRowOffset: collectionView.layout.rowOffset(ofSection: row.section))
    }

    /// Made by the collection view only; never from an archive.
    required init?(coder: NSCoder) { return nil }

    /// The section it scrolls.
    var section: Int { row.section }

    /// The row's offset as the layout measures it (leftwards in a right-to-left interface).
    var rowOffset: CGPoint { row.rowOffset(forContentOffset: contentOffset) }

    /// The part of the row in view, in unscrolled row coordinates (the layout's).
    var visibleRowRect: CGRect {
        CGRect(
            origin: CGPoint(x: row.rowOrigin.x + contentOffset.x, y: row.rowOrigin.y + contentOffset.y),
            size: bounds.size)
    }

    /// Takes the layout's latest word on the row: band, extent and behaviour; an offset the row
    /// no longer reaches comes back within it, unless a finger or a flick is moving the row.
    func update(_ newRow: OrthogonalScrollingSection) {
        let previousOffset = rowOffset
        row = newRow
        if frame != newRow.frame { frame = newRow.frame }
        if contentSize != newRow.contentSize { contentSize = newRow.contentSize }
        decelerationRate = newRow.behavior == .continuous ? .normal : .fast
        guard !isTracking, !isDragging, !isDecelerating else { return }
        // Keep the row where it was along itself (a leftwards row's content offset depends on
        // its extent), within the extent it has now.
        let range = offsetRange
        var offset = newRow.contentOffset(forRowOffset: previousOffset)
        offset.x = min(max(offset.x.isFinite ? offset.x : 0, range.x.lowerBound), range.x.upperBound)
        offset.y = min(max(offset.y.isFinite ? offset.y : 0, range.y.lowerBound), range.y.upperBound)
        if offset != contentOffset { contentOffset = offset }
    }

    override func contentOffsetDidChange() {
        collectionView?.orthogonalRowDidScroll(self)
    }

    /// Paging kinds settle on the next page or group in the flick's direction from where the
    /// finger lifted, at most one from where the drag began; `.continuousGroupLeadingBoundary`
    /// decelerates and then settles on the group nearest where it would have stopped;
    /// `.continuous` stops where it stops.
    override func restingOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let start: CGPoint
        switch row.behavior {
        case .none, .continuous:
            return proposed
        case .continuousGroupLeadingBoundary:
            start = proposed
        case .paging, .groupPaging, .groupPagingCentered:
            start = contentOffset
        }
        let rowVelocity = row.runsLeftwards ? CGPoint(x: -velocity.x, y: velocity.y) : velocity
        let target = row.targetContentOffset(
            proposed: row.rowOffset(forContentOffset: start), velocity: rowVelocity, visibleSize: bounds.size,
            dragStart: row.rowOffset(forContentOffset: dragStartOffset))
        return row.contentOffset(forRowOffset: target)
    }
}
