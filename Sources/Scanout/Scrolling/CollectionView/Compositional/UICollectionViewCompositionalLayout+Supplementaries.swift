// Placing boundary supplementaries (headers and footers, of sections and of the layout), badges
// anchored to items, section backgrounds, and mirroring everything for right-to-left interfaces.

extension UICollectionViewCompositionalLayout {
    /// Places the boundary supplementaries that take room of their own at one end (`leading`:
    /// headers) from `along`, within `area` across; returns the room they take along. Estimated
    /// dimensions take what the views measured. A section's are numbered per kind; the layout's
    /// own (`layoutWide`) in the order they are placed, leading ones first, in section 0.
    func placeBoundary(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], leading: Bool, at along: CGFloat,
        area: (start: CGFloat, length: CGFloat), in room: Room, section: Int,
        into placed: inout [CompositionalLaidOutSection.Supplementary], layoutWide: Bool = false
    ) -> CGFloat {
        var extent: CGFloat = 0
        for item in items
        where item.extendsBoundary
            && end(of: item.alignment, vertical: room.vertical) == (leading ? .leading : .trailing)
        {
            let indexPath =
                layoutWide
                ? IndexPath(item: placed.count, section: 0)
                : nextIndexPath(of: item.elementKind, in: placed, section: section)
            let sized = size(of: item, at: indexPath, area: area, in: room, section: section)
            let lengths = room.lengths(sized.size)
            let across = position(of: item.alignment, length: lengths.across, in: area, vertical: room.vertical)
            let frame = room.rect(
                along: along, across: across, alongLength: lengths.along, acrossLength: lengths.across
            )
            .offsetBy(dx: usable(item.offset.x), dy: usable(item.offset.y))
            placed.append(
                .init(
                    kind: item.elementKind, indexPath: indexPath, frame: frame, zIndex: item.zIndex,
                    pin: item.pinToVisibleBounds ? (leading ? .leading : .trailing) : .none, sizingAxes: sized.axes))
            extent = max(extent, lengths.along)
        }
        return extent
    }

    /// Places the boundary supplementaries that lie over the section's content (not extending its
    /// boundary, or on a side).
    func placeOverlays(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], area: (start: CGFloat, length: CGFloat), in room: Room,
        section: Int, into laid: inout CompositionalLaidOutSection
    ) {
        for item in items {
            let end = end(of: item.alignment, vertical: room.vertical)
            guard !item.extendsBoundary || end == .neither else { continue }
            let indexPath = nextIndexPath(of: item.elementKind, in: laid.boundary, section: section)
            let sized = size(of: item, at: indexPath, area: area, in: room, section: section)
            let lengths = room.lengths(sized.size)
            let along: CGFloat
            switch end {
            case .leading: along = laid.contentStart
            case .trailing: along = laid.contentEnd - lengths.along
            case .neither: along = laid.contentStart + (laid.contentEnd - laid.contentStart - lengths.along) / 2
            }
            let across = position(of: item.alignment, length: lengths.across, in: area, vertical: room.vertical)
            let frame = room.rect(
                along: along, across: across, alongLength: lengths.along, acrossLength: lengths.across
            )
            .offsetBy(dx: usable(item.offset.x), dy: usable(item.offset.y))
            laid.boundary.append(
                .init(
                    kind: item.elementKind, indexPath: indexPath, frame: frame, zIndex: item.zIndex,
                    pin: item.pinToVisibleBounds && end != .neither
                        ? (end == .leading ? .leading : .trailing) : .none,
                    sizingAxes: sized.axes))
        }
    }

    /// Places the section's backgrounds: over the whole section (headers and footers included),
    /// or for list sections over the rows only, inset by each decoration's content insets.
    func placeDecorations(
        _ section: NSCollectionLayoutSection, index: Int, insets: (before: CGFloat, after: CGFloat, across: CGFloat),
        itemsBreadth: CGFloat, in room: Room, into laid: inout CompositionalLaidOutSection
    ) {
        for decoration in section.decorationItems {
            var frame: CGRect
            if decoration.coversItemsOnly {
                frame = room.rect(
                    along: laid.contentStart + insets.before, across: room.acrossStart + insets.across,
                    alongLength: max(0, laid.contentEnd - insets.after - laid.contentStart - insets.before),
                    acrossLength: itemsBreadth)
            } else {
                frame = room.rect(
                    along: laid.start, across: room.acrossStart, alongLength: laid.end - laid.start,
                    acrossLength: room.acrossLength)
            }
            let inset = usable(decoration.contentInsets, section: index, what: "a decoration item's contentInsets")
            frame = CGRect(
                x: frame.minX + inset.leading, y: frame.minY + inset.top,
                width: max(0, frame.width - inset.leading - inset.trailing),
                height: max(0, frame.height - inset.top - inset.bottom))
            laid.decorations.append(
                .init(
                    kind: decoration.elementKind, frame: frame, zIndex: decoration.zIndex,
                    cornerRadius: decoration.listCornerRadius))
        }
    }

    /// A badge's frame on its item: the anchors' points matched, then moved by the offsets
    /// (fractional offsets are fractions of the badge's size).
    /// A badge's frame on its item's `frame`: its size relative to the item (with what its view
    /// measured along estimated dimensions), placed by its anchors; and the axes it sizes along.
    func anchoredFrame(
        _ badge: NSCollectionLayoutSupplementaryItem, on frame: CGRect, at indexPath: IndexPath
    ) -> (frame: CGRect, axes: UInt8) {
        let (size, axes) = measured(
            resolve(badge.layoutSize, in: frame.size, section: indexPath.section, what: "a supplementary item's size"),
            of: badge.layoutSize, kind: badge.elementKind, at: indexPath)
        func point(_ edges: NSDirectionalRectEdge, in rect: CGRect) -> CGPoint {
            CGPoint(
                x: edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX,
                y: edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY)
        }
        func offset(_ anchor: NSCollectionLayoutAnchor) -> CGPoint {
            let raw =
                anchor.isAbsoluteOffset
                ? anchor.offset : CGPoint(x: anchor.offset.x * size.width, y: anchor.offset.y * size.height)
            return CGPoint(x: usable(raw.x), y: usable(raw.y))
        }
        let onContainer = point(badge.containerAnchor.edges, in: frame)
        let itemAnchor = badge.itemAnchor ?? NSCollectionLayoutAnchor(edges: badge.containerAnchor.edges)
        let onBadge = point(itemAnchor.edges, in: CGRect(origin: .zero, size: size))
        let moved = offset(badge.containerAnchor)
        let back = offset(itemAnchor)
        let placed = CGRect(
            x: onContainer.x - onBadge.x + moved.x - back.x, y: onContainer.y - onBadge.y + moved.y - back.y,
            width: size.width, height: size.height)
        return (placed, axes)
    }

    /// Mirrors every frame across the content's width (right to left).
    func mirror(width: CGFloat) {
        mirrorWidth = width
        func flipped(_ rect: CGRect) -> CGRect {
            CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        for index in sections.indices {
            sections[index].itemFrames = sections[index].itemFrames.map(flipped)
            for badge in sections[index].badges.indices {
                sections[index].badges[badge].frame = flipped(sections[index].badges[badge].frame)
            }
            for item in sections[index].boundary.indices {
                sections[index].boundary[item].frame = flipped(sections[index].boundary[item].frame)
            }
            for item in sections[index].decorations.indices {
                sections[index].decorations[item].frame = flipped(sections[index].decorations[item].frame)
            }
            if var row = sections[index].orthogonal {
                row.frame = flipped(row.frame)
                row.runsLeftwards = row.scrollsHorizontally
                sections[index].orthogonal = row
            }
        }
        for index in layoutBoundary.indices { layoutBoundary[index].frame = flipped(layoutBoundary[index].frame) }
    }

    // MARK: - Private

    enum End {
        case leading, trailing, neither
    }

    /// Which end of the section an alignment puts a supplementary at, along the scrolling axis.
    private func end(of alignment: NSRectAlignment, vertical: Bool) -> End {
        switch alignment {
        case .top: return vertical ? .leading : .neither
        case .bottom: return vertical ? .trailing : .neither
        case .leading: return vertical ? .neither : .leading
        case .trailing: return vertical ? .neither : .trailing
        case .topLeading: return .leading
        case .topTrailing: return vertical ? .leading : .trailing
        case .bottomLeading: return vertical ? .trailing : .leading
        case .bottomTrailing: return .trailing
        case .none: return .neither
        }
    }

    /// Where across a supplementary of `length` goes in `area` for its alignment.
    private func position(
        of alignment: NSRectAlignment, length: CGFloat, in area: (start: CGFloat, length: CGFloat), vertical: Bool
    ) -> CGFloat {
        let atStart: Set<NSRectAlignment> =
            vertical ? [.topLeading, .leading, .bottomLeading] : [.topLeading, .top, .topTrailing]
        let atEnd: Set<NSRectAlignment> =
            vertical ? [.topTrailing, .trailing, .bottomTrailing] : [.bottomLeading, .bottom, .bottomTrailing]
        if atStart.contains(alignment) { return area.start }
        if atEnd.contains(alignment) { return area.start + area.length - length }
        return area.start + (area.length - length) / 2
    }

    /// A boundary supplementary's size: its layout size resolved in the area, with what its view
    /// measured along its estimated dimensions; and those axes.
    private func size(
        of item: NSCollectionLayoutBoundarySupplementaryItem, at indexPath: IndexPath,
        area: (start: CGFloat, length: CGFloat), in room: Room, section: Int
    ) -> (size: CGSize, axes: UInt8) {
        let effective = room.container.effectiveContentSize
        let container =
            room.vertical
            ? CGSize(width: area.length, height: effective.height) : CGSize(width: effective.width, height: area.length)
        let size = resolve(
            item.layoutSize, in: container, section: section, what: "a boundary supplementary item's size")
        return measured(size, of: item.layoutSize, kind: item.elementKind, at: indexPath)
    }

    /// `size` with what the supplementary view of `kind` at `indexPath` measured along the
    /// estimated dimensions of `layoutSize`; and those axes (1 width, 2 height).
    private func measured(
        _ size: CGSize, of layoutSize: NSCollectionLayoutSize, kind: String, at indexPath: IndexPath
    ) -> (size: CGSize, axes: UInt8) {
        var size = size
        let axes: UInt8 =
            (layoutSize.widthDimension.isEstimated ? 1 : 0) | (layoutSize.heightDimension.isEstimated ? 2 : 0)
        let key = CollectionElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)
        if axes != 0, let measured = measuredSupplementarySizes[key] {
            if axes & 1 != 0 { size.width = measured.width }
            if axes & 2 != 0 { size.height = measured.height }
        }
        return (size, axes)
    }

    private func nextIndexPath(
        of kind: String, in placed: [CompositionalLaidOutSection.Supplementary], section: Int
    ) -> IndexPath {
        IndexPath(item: placed.lazy.filter { $0.kind == kind }.count, section: section)
    }

    private func usable(_ offset: CGFloat) -> CGFloat {
        guard offset.isFinite else {
            warnOncePerCause(
                "offset",
                "UICollectionViewCompositionalLayout: a supplementary's offset was \(offset); using 0. Give finite offsets."
            )
            return 0
        }
        return min(max(offset, -Self.maximumMetric), Self.maximumMetric)
    }
}
