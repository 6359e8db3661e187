// Answering the collection view: the elements in a rectangle (sections and groups found by binary
// search, never a scan of every item), one element's attributes, pinned headers placed for the
// scroll position, and the changes a section's visible-items handler makes.

extension UICollectionViewCompositionalLayout {
    func attributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return []
        }
        let vertical = storedConfiguration.scrollDirection == .vertical
        // Spans are kept unmirrored: search with the rectangle mirrored back.
        let search =
            mirrorWidth.map { CGRect(x: $0 - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) } ?? rect
        let from = vertical ? search.minY : search.minX
        let to = vertical ? search.maxY : search.maxX
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, supplementary) in layoutBoundary.enumerated() {
            let frame = pinnedFrame(supplementary, within: 0, contentSize.width + contentSize.height)
            if frame.intersects(rect) { found.append(supplementaryAttributes(layoutBoundary[index], frame: frame)) }
        }
        var index = sections.partitioningIndex { $0.end >= from }
        while index < sections.count, sections[index].start <= to {
            let start = found.count
            collect(section: index, in: rect, search: search, into: &found)
            if sections[index].visibleItemsHandler != nil { adjustForHandler(section: index, &found[start...]) }
            index += 1
        }
        return found
    }

    /// A section's elements that meet `rect` (`search` is `rect` unmirrored).
    func collect(
        section index: Int, in rect: CGRect, search: CGRect, into found: inout [UICollectionViewLayoutAttributes]
    ) {
        let laid = sections[index]
        let vertical = storedConfiguration.scrollDirection == .vertical
        for (number, decoration) in laid.decorations.enumerated() where decoration.frame.intersects(rect) {
            found.append(decorationAttributes(decoration, section: index, index: number))
        }
        let range: Range<Int>
        if laid.groupsRunAcross {
            let band = laid.orthogonal?.frame ?? .zero
            let meets =
                vertical
                ? band.minY <= search.maxY && band.maxY >= search.minY
                : band.minX <= search.maxX && band.maxX >= search.minX
            range =
                meets
                ? laid.groups(
                    along: (vertical ? search.minX : search.minY) - laid.badgeReach,
                    (vertical ? search.maxX : search.maxY) + laid.badgeReach)
                : 0..<0
        } else {
            range = laid.groups(
                along: (vertical ? search.minY : search.minX) - laid.badgeReach,
                (vertical ? search.maxY : search.maxX) + laid.badgeReach)
        }
        if let first = range.first, let last = range.last {
            let items = laid.groups[first].items.lowerBound..<laid.groups[last].items.upperBound
            for item in items where laid.itemFrames[item].intersects(rect) {
                found.append(cellAttributes(section: index, item: item))
            }
            for badge in laid.badges(of: items) where laid.badges[badge].frame.intersects(rect) {
                found.append(supplementaryAttributes(laid.badges[badge], frame: laid.badges[badge].frame))
            }
        }
        for supplementary in laid.boundary {
            let frame = pinnedFrame(supplementary, within: laid.start, laid.end)
            if frame.intersects(rect) { found.append(supplementaryAttributes(supplementary, frame: frame)) }
        }
    }

    func cellAttributes(section: Int, item: Int) -> UICollectionViewLayoutAttributes {
        let laid = sections[section]
        let indexPath = IndexPath(item: item, section: section)
        let attributes: UICollectionViewLayoutAttributes
        if let appearance = laid.listAppearance, Self.layoutAttributesClass == UICollectionViewLayoutAttributes.self {
            let list = CompositionalLayoutAttributes(forCellWith: indexPath)
            list.listStyle = appearance.cellStyle(at: indexPath, itemCount: laid.itemFrames.count)
            attributes = list
        } else {
            attributes = makeAttributes(.cell, kind: nil, at: indexPath)
        }
        attributes.frame = laid.itemFrames[item]
        attributes.zIndex = laid.itemZIndexes[item]
        return attributes
    }

    func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if indexPath.section == 0,
            let global = layoutBoundary.first(where: { $0.kind == kind && $0.indexPath == indexPath })
        {
            return supplementaryAttributes(
                global, frame: pinnedFrame(global, within: 0, contentSize.width + contentSize.height))
        }
        guard sections.indices.contains(indexPath.section) else { return nil }
        let laid = sections[indexPath.section]
        if let boundary = laid.boundary.first(where: { $0.kind == kind && $0.indexPath == indexPath }) {
            return supplementaryAttributes(boundary, frame: pinnedFrame(boundary, within: laid.start, laid.end))
        }
        let badges = laid.badges(of: indexPath.item..<indexPath.item + 1)
        guard let badge = badges.first(where: { laid.badges[$0].kind == kind }) else { return nil }
        let key = CollectionElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)
        if let adjusted = handlerResults[indexPath.section]?.adjusted[key] { return adjusted }
        return supplementaryAttributes(laid.badges[badge], frame: laid.badges[badge].frame)
    }

    func decorationAttributes(
        _ decoration: CompositionalLaidOutSection.Decoration, section: Int, index: Int
    ) -> UICollectionViewLayoutAttributes {
        let indexPath = IndexPath(item: index, section: section)
        let attributes: UICollectionViewLayoutAttributes
        if decoration.kind == Self.listBackgroundKind {
            let list = CompositionalLayoutAttributes(forDecorationViewOfKind: decoration.kind, with: indexPath)
            list.listStyle = ListElementStyle(
                showsSeparator: false, separatorColor: .separator, separatorInsets: .zero,
                backgroundColor: .secondarySystemGroupedBackground, cornerRadius: decoration.cornerRadius,
                maskedCorners: .all)
            attributes = list
        } else {
            attributes = makeAttributes(.decorationView, kind: decoration.kind, at: indexPath)
        }
        attributes.frame = decoration.frame
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    // MARK: - Private

    private func supplementaryAttributes(
        _ supplementary: CompositionalLaidOutSection.Supplementary, frame: CGRect
    ) -> UICollectionViewLayoutAttributes {
        let section = supplementary.indexPath.count == 2 ? supplementary.indexPath.section : -1
        let attributes: UICollectionViewLayoutAttributes
        if sections.indices.contains(section), let appearance = sections[section].listAppearance,
            Self.layoutAttributesClass == UICollectionViewLayoutAttributes.self
        {
            // A list's header or footer: the list says its background.
            let list = CompositionalLayoutAttributes(
                forSupplementaryViewOfKind: supplementary.kind, with: supplementary.indexPath)
            list.listStyle = appearance.headerFooterStyle()
            attributes = list
        } else {
            attributes = makeAttributes(.supplementaryView, kind: supplementary.kind, at: supplementary.indexPath)
        }
        attributes.frame = frame
        attributes.zIndex = supplementary.zIndex
        return attributes
    }

    /// A pinned header's frame for the scroll position: at the visible leading edge while its
    /// section (from `start` to `end` along, unmirrored) is under it, pushed off by the section's
    /// end. A pinned footer likewise at the trailing edge. Right to left, sideways, leading is
    /// the right edge.
    private func pinnedFrame(
        _ supplementary: CompositionalLaidOutSection.Supplementary, within start: CGFloat, _ end: CGFloat
    ) -> CGRect {
        guard supplementary.pin != .none, let collectionView else { return supplementary.frame }
        let vertical = storedConfiguration.scrollDirection == .vertical
        var frame = supplementary.frame
        var pin = supplementary.pin
        var (start, end) = (start, end)
        if !vertical, let width = mirrorWidth {
            // Right to left, sideways: frames are mirrored, so the section runs from its right edge
            // leftwards — a header pins to the visible right edge, a footer to the left one.
            (start, end) = (width - end, width - start)
            pin = pin == .leading ? .trailing : .leading
        }
        let offset = collectionView.contentOffset
        let insets = collectionView.adjustedContentInset
        let length = vertical ? frame.height : frame.width
        let natural = vertical ? frame.minY : frame.minX
        let pinned: CGFloat
        if pin == .leading {
            let visibleStart = vertical ? offset.y + insets.top : offset.x + insets.left
            pinned = min(max(natural, visibleStart), max(natural, end - length))
        } else {
            let visibleEnd =
                vertical
                ? offset.y + collectionView.bounds.height - insets.bottom
                : offset.x + collectionView.bounds.width - insets.right
            pinned = max(min(natural, visibleEnd - length), min(natural, start))
        }
        if vertical { frame.origin.y = pinned } else { frame.origin.x = pinned }
        return frame
    }
}
