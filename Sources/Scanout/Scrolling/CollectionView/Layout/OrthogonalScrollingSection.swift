/// The contract between a compositional layout and the collection view for a section that
/// scrolls sideways (`orthogonalScrollingBehavior` other than `.none`): the collection view hosts
/// the section in an inner scroll view over `frame` whose content is `contentSize`, and moves the
/// section's elements with that scroll view.
///
/// Coordinates: the layout gives the section's cells, badges and supplementaries frames in the
/// collection view's content coordinates AS IF THE ROW WERE UNSCROLLED — the band's origin plus
/// their place in the row — so a long row runs past the band's trailing end. In a right-to-left
/// interface the frames are mirrored across the layout: the row starts at the band's right edge and
/// runs past its left edge; `contentSize`, the group stops and the offsets below are then measured
/// leftwards from the band's right edge.
/// `layoutAttributesForElements(in:)` returns them when the rectangle meets them in those
/// coordinates. To show the row scrolled by `offset` (the inner scroll view's content offset), the
/// collection view subtracts `offset` from each frame (or puts the views in the inner scroll view
/// at `frame - band origin`), and reports the offset with
/// `UICollectionViewCompositionalLayout.orthogonalScrollingSection(_:didScrollTo:)` so the
/// section's `visibleItemsInvalidationHandler` sees it.
///
/// The row scrolls horizontally in a vertical layout and vertically in a horizontal one; for a
/// `.groupPagingCentered` section the row starts and ends with room to centre its first and last
/// group. Main actor, a value.
struct OrthogonalScrollingSection: Equatable {
    var section: Int
    /// The band in collection-view content coordinates: the layout's full width (height in a
    /// horizontal layout), as tall as the section's groups and its top and bottom insets.
    var frame: CGRect
    /// The row's full extent from the band's origin: leading insets, groups, trailing insets.
    var contentSize: CGSize
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Whether the row runs horizontally (a vertical layout's sections).
    var scrollsHorizontally = true
    /// Where each group starts and ends along the row, from the band's leading edge, in order.
    var groupStarts: [CGFloat] = []
    var groupEnds: [CGFloat] = []
    /// Whether the row runs leftwards from the band's right edge (a right-to-left interface).
    var runsLeftwards = false

    // The inner scroll view's own coordinates: its content runs left to right from 0 to the row's
    // extent whichever way the row runs, so a leftwards row starts scrolled to its right end.

    /// How far the row's extent passes the band: the inner scroll view's furthest offset.
    var overhang: CGFloat {
        max(0, scrollsHorizontally ? contentSize.width - frame.width : contentSize.height - frame.height)
    }

    /// The point of the collection view's content (unscrolled row coordinates) at the inner
    /// scroll view's content origin: its content holds an element at its frame minus this.
    var rowOrigin: CGPoint {
        runsLeftwards ? CGPoint(x: frame.minX - overhang, y: frame.minY) : frame.origin
    }

    /// The row's offset (as `targetContentOffset` and the layout measure it) for the inner
    /// scroll view's content offset, and back; each is the other's inverse.
    func rowOffset(forContentOffset offset: CGPoint) -> CGPoint {
        runsLeftwards ? CGPoint(x: overhang - offset.x, y: offset.y) : offset
    }

    func contentOffset(forRowOffset offset: CGPoint) -> CGPoint {
        runsLeftwards ? CGPoint(x: overhang - offset.x, y: offset.y) : offset
    }

    /// Where the inner scroll view should come to rest when it would rest at `proposed`, moving at
    /// `velocity` (points per millisecond; its sign picks the group in that direction), showing
    /// `visibleSize`: pages of the visible length for `.paging`, a group's leading edge at the
    /// visible leading edge for `.groupPaging` and `.continuousGroupLeadingBoundary`, a group's
    /// centre at the visible centre for `.groupPagingCentered`; `proposed` for `.continuous`.
    /// Always within the row's scrollable range.
    ///
    /// Given `dragStart` (where the drag began), the paging kinds move at most one page or group
    /// from the one the drag began on, however far or fast it went, as UIKit's do.
    func targetContentOffset(
        proposed: CGPoint, velocity: CGPoint, visibleSize: CGSize, dragStart: CGPoint? = nil
    ) -> CGPoint {
        let along = scrollsHorizontally ? proposed.x : proposed.y
        let speed = scrollsHorizontally ? velocity.x : velocity.y
        let visible = max(0, scrollsHorizontally ? visibleSize.width : visibleSize.height)
        let extent = scrollsHorizontally ? contentSize.width : contentSize.height
        let limit = max(0, extent - visible)
        let began = dragStart.map { scrollsHorizontally ? $0.x : $0.y }
        var target: CGFloat
        switch behavior {
        case .none, .continuous:
            target = along
        case .paging:
            guard visible > 0 else { return proposed }
            let page = along / visible
            let rounded =
                speed > Self.flickSpeed
                ? page.rounded(.up) : speed < -Self.flickSpeed ? page.rounded(.down) : page.rounded()
            target = rounded * visible
            if let began, began.isFinite {
                let startPage = (began / visible).rounded()
                target = min(max(target, (startPage - 1) * visible), (startPage + 1) * visible)
            }
        case .groupPaging, .continuousGroupLeadingBoundary:
            let leadingInset = groupStarts.first ?? 0
            let stops = groupStarts.map { $0 - leadingInset }
            target = nearest(stops, to: along, speed: speed)
            if behavior == .groupPaging, let began { target = withinOneStop(target, of: began, stops) }
        case .groupPagingCentered:
            let centres = zip(groupStarts, groupEnds).map { ($0 + $1) / 2 - visible / 2 }
            target = nearest(centres, to: along, speed: speed)
            if let began { target = withinOneStop(target, of: began, centres) }
        }
        let clamped = target.isFinite ? min(max(target, 0), limit) : 0
        return scrollsHorizontally ? CGPoint(x: clamped, y: proposed.y) : CGPoint(x: proposed.x, y: clamped)
    }

    // MARK: - Private

    /// Slower than this (points per millisecond), a release settles on the nearest stop.
    private static let flickSpeed: CGFloat = 0.2

    /// `target`, kept between the stops either side of the one nearest `start`.
    private func withinOneStop(_ target: CGFloat, of start: CGFloat, _ stops: [CGFloat]) -> CGFloat {
        guard !stops.isEmpty, start.isFinite else { return target }
        let startStop = nearest(stops, to: start, speed: 0)
        guard let index = stops.firstIndex(of: startStop) else { return target }
        return min(max(target, stops[max(index - 1, 0)]), stops[min(index + 1, stops.count - 1)])
    }

    /// The stop nearest `value`, or the first one past it in the direction of a flick.
    private func nearest(_ stops: [CGFloat], to value: CGFloat, speed: CGFloat) -> CGFloat {
        guard !stops.isEmpty else { return value }
        if speed > Self.flickSpeed, let next = stops.first(where: { $0 >= value - 0.5 }) { return next }
        if speed < -Self.flickSpeed, let previous = stops.last(where: { $0 <= value + 0.5 }) { return previous }
        // The stops are in order: the first at or past `value`, and the one before it.
        let low = stops.partitioningIndex { $0 >= value }
        if low == stops.count { return stops[stops.count - 1] }
        if low == 0 { return stops[0] }
        return value - stops[low - 1] <= stops[low] - value ? stops[low - 1] : stops[low]
    }
}
