// Working out the sections: each section's headers, its groups repeated along the scrolling axis
// (or across it, for a section that scrolls sideways), its insets, footers, badges and
// backgrounds, one after the other with the configuration's spacing; then mirroring for
// right-to-left interfaces.

extension UICollectionViewCompositionalLayout {
    /// The room the sections are laid out in, in the layout's axes: "along" is the scrolling
    /// direction, "across" the other.
    @MainActor
    struct Room {
        var vertical: Bool
        var environment: CompositionalLayoutEnvironment
        /// The content's extent across (the collection view's, less its adjusted insets).
        var breadth: CGFloat
        /// Where the configuration's inset reference leaves room across, and how much.
        var acrossStart: CGFloat
        var acrossLength: CGFloat

        var container: any NSCollectionLayoutContainer { environment.container }

        func rect(along: CGFloat, across: CGFloat, alongLength: CGFloat, acrossLength: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: across, y: along, width: acrossLength, height: alongLength)
                : CGRect(x: along, y: across, width: alongLength, height: acrossLength)
        }

        /// A size's (along, across) lengths.
        func lengths(_ size: CGSize) -> (along: CGFloat, across: CGFloat) {
            vertical ? (size.height, size.width) : (size.width, size.height)
        }
    }

    func layOutSections(in collectionView: UICollectionView, counts: [Int]) {
        let room = makeRoom(for: collectionView)
        lastEnvironment = room.environment
        sections = []
        sections.reserveCapacity(counts.count)
        dependsOnScrollPosition = false
        var along: CGFloat = 0
        let spacing = usable(storedConfiguration.interSectionSpacing, section: 0, what: "interSectionSpacing")
        let layoutItems = storedConfiguration.boundarySupplementaryItems
        layoutBoundary = []
        along += placeBoundary(
            layoutItems, leading: true, at: along, area: (room.acrossStart, room.acrossLength), in: room, section: 0,
            into: &layoutBoundary, layoutWide: true)
        for (index, count) in counts.enumerated() {
            if index > 0 { along += spacing }
            var laid: CompositionalLaidOutSection
            if let section = section(at: index, environment: room.environment) {
                laid = layOut(section, index: index, itemCount: count, at: along, in: room)
            } else {
                laid = CompositionalLaidOutSection()
                (laid.start, laid.end, laid.contentStart, laid.contentEnd) = (along, along, along, along)
            }
            if laid.visibleItemsHandler != nil || laid.boundary.contains(where: { $0.pin != .none }) {
                dependsOnScrollPosition = true
            }
            along = laid.end
            sections.append(laid)
        }
        along += placeBoundary(
            layoutItems, leading: false, at: along, area: (room.acrossStart, room.acrossLength), in: room, section: 0,
            into: &layoutBoundary, layoutWide: true)
        dependsOnScrollPosition = dependsOnScrollPosition || layoutBoundary.contains { $0.pin != .none }
        contentSize =
            room.vertical ? CGSize(width: room.breadth, height: along) : CGSize(width: along, height: room.breadth)
        mirrorWidth = nil
        if collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft { mirror(width: contentSize.width) }
    }

    // MARK: - Private

    private func makeRoom(for collectionView: UICollectionView) -> Room {
        let vertical = storedConfiguration.scrollDirection == .vertical
        let adjusted = collectionView.adjustedContentInset
        let bounds = collectionView.bounds.size
        let size = CGSize(
            width: max(0, bounds.width - adjusted.left - adjusted.right),
            height: max(0, bounds.height - adjusted.top - adjusted.bottom))
        // The reference's insets beyond the scroll view's own, across the scrolling axis only.
        let reference: UIEdgeInsets
        switch storedConfiguration.contentInsetsReference {
        case .none: reference = .zero
        case .automatic, .safeArea: reference = collectionView.safeAreaInsets
        case .layoutMargins, .readableContent: reference = collectionView.layoutMargins
        }
        let extra = UIEdgeInsets(
            top: vertical ? 0 : max(0, reference.top - adjusted.top),
            left: vertical ? max(0, reference.left - adjusted.left) : 0,
            bottom: vertical ? 0 : max(0, reference.bottom - adjusted.bottom),
            right: vertical ? max(0, reference.right - adjusted.right) : 0)
        let direction = collectionView.effectiveUserInterfaceLayoutDirection
        let container = CompositionalLayoutContainer(
            contentSize: size, contentInsets: extra.directional(for: direction))
        let environment = CompositionalLayoutEnvironment(
            container: container, traitCollection: collectionView.traitCollection)
        let breadth = vertical ? size.width : size.height
        let start = vertical ? extra.left : extra.top
        let length = max(0, breadth - (vertical ? extra.left + extra.right : extra.top + extra.bottom))
        return Room(
            vertical: vertical, environment: environment, breadth: breadth, acrossStart: start, acrossLength: length)
    }

    private func section(at index: Int, environment: CompositionalLayoutEnvironment) -> NSCollectionLayoutSection? {
        switch source {
        case .section(let section): return section
        case .provider(let provider):
            guard let section = provider(index, environment) else {
                warnOncePerCause(
                    "nil section",
                    "UICollectionViewCompositionalLayout: the section provider returned nil for section \(index); the "
                        + "section is left empty (UIKit raises). Return a section for every index.")
                return nil
            }
            return section
        }
    }

    private func layOut(
        _ section: NSCollectionLayoutSection, index: Int, itemCount: Int, at start: CGFloat, in room: Room
    ) -> CompositionalLaidOutSection {
        let vertical = room.vertical
        var laid = CompositionalLaidOutSection()
        laid.start = start
        laid.visibleItemsHandler = section.visibleItemsInvalidationHandler
        laid.listAppearance = section.listAppearance
        let insets = usable(section.contentInsets, section: index, what: "the section's contentInsets")
        let (before, after, acrossBefore, acrossAfter) =
            vertical
            ? (insets.top, insets.bottom, insets.leading, insets.trailing)
            : (insets.leading, insets.trailing, insets.top, insets.bottom)
        let area =
            section.supplementariesFollowContentInsets
            ? (room.acrossStart + acrossBefore, max(0, room.acrossLength - acrossBefore - acrossAfter))
            : (room.acrossStart, room.acrossLength)
        let items = section.boundarySupplementaryItems
        var along = start + (section.listAppearance?.headerTopPadding ?? 0)
        along += placeBoundary(
            items, leading: true, at: along, area: area, in: room, section: index, into: &laid.boundary)
        laid.contentStart = along
        along += before
        let effective = room.container.effectiveContentSize
        let groupContainer = CGSize(
            width: max(0, effective.width - insets.leading - insets.trailing),
            height: max(0, effective.height - insets.top - insets.bottom))
        along = placeGroups(
            section, index: index, itemCount: itemCount, at: along, across: room.acrossStart + acrossBefore,
            trailingInset: acrossAfter + room.breadth - room.acrossStart - room.acrossLength, container: groupContainer,
            in: room, into: &laid)
        along += after
        laid.contentEnd = along
        if var orthogonal = laid.orthogonal {
            orthogonal.frame = room.rect(
                along: laid.contentStart, across: 0, alongLength: along - laid.contentStart, acrossLength: room.breadth)
            let extent = vertical ? orthogonal.contentSize.width : orthogonal.contentSize.height
            orthogonal.contentSize =
                vertical
                ? CGSize(width: extent, height: orthogonal.frame.height)
                : CGSize(width: orthogonal.frame.width, height: extent)
            laid.orthogonal = orthogonal
        }
        along += placeBoundary(
            items, leading: false, at: along, area: area, in: room, section: index, into: &laid.boundary)
        laid.end = along
        placeOverlays(items, area: area, in: room, section: index, into: &laid)
        placeDecorations(
            section, index: index, insets: (before, after, acrossBefore),
            itemsBreadth: room.lengths(groupContainer).across, in: room, into: &laid)
        return laid
    }

    /// Places the section's groups from `along`; returns where they end along.
    private func placeGroups(
        _ section: NSCollectionLayoutSection, index: Int, itemCount: Int, at start: CGFloat, across: CGFloat,
        trailingInset: CGFloat, container: CGSize, in room: Room, into laid: inout CompositionalLaidOutSection
    ) -> CGFloat {
        let solver = CompositionalGroupSolver(
            layout: self, section: index, environment: room.environment, measuredSizes: measuredSizes)
        let fixed = CompositionalGroupSolver.isFixed(section.group)
        let behavior = section.orthogonalScrollingBehavior
        let sideways = behavior != .none
        let spacing = usable(section.interGroupSpacing, section: index, what: "the section's interGroupSpacing")
        laid.groupsRunAcross = sideways
        laid.itemFrames.reserveCapacity(itemCount)
        laid.sizingAxes.reserveCapacity(itemCount)
        var template: SolvedGroup?
        var item = 0
        var along = start
        var cursor = across
        var thickness: CGFloat = 0
        var lastAcross: CGFloat = 0
        while item < itemCount {
            let remaining = itemCount - item
            let solved = template ?? solver.solve(section.group, in: container, firstItem: item, limit: remaining)
            if fixed, template == nil { template = solved }
            let leaves = solved.leaves.prefix(remaining)
            guard !leaves.isEmpty else {
                warnOncePerCause(
                    "empty group",
                    "UICollectionViewCompositionalLayout: section \(index)'s group places no cells (it has no "
                        + "subitems, or its custom provider returns no frames); its \(remaining) remaining items are "
                        + "left out. Give the group at least one subitem.")
                break
            }
            let lengths = room.lengths(solved.size)
            if sideways, item == 0, behavior == .groupPagingCentered {
                // Room to centre the first group.
                cursor = max(cursor, (room.breadth - lengths.across) / 2)
            }
            let origin =
                sideways
                ? room.rect(along: start, across: cursor, alongLength: 0, acrossLength: 0).origin
                : room.rect(along: along, across: across, alongLength: 0, acrossLength: 0).origin
            append(leaves, at: origin, firstItem: item, section: index, into: &laid)
            let end = item + leaves.count
            if sideways {
                laid.groups.append(.init(items: item..<end, start: cursor, end: cursor + lengths.across))
                cursor += lengths.across
                thickness = max(thickness, lengths.along)
                lastAcross = lengths.across
                if end < itemCount { cursor += spacing }
            } else {
                laid.groups.append(.init(items: item..<end, start: along, end: along + lengths.along))
                along += lengths.along
                if end < itemCount { along += spacing }
            }
            item = end
        }
        guard sideways else { return along }
        var extent = cursor + trailingInset
        if behavior == .groupPagingCentered { extent = max(extent, cursor + (room.breadth - lastAcross) / 2) }
        // The band's extent along is known once the section's trailing inset is added (layOut).
        laid.orthogonal = OrthogonalScrollingSection(
            section: index, frame: .zero,
            contentSize: room.rect(along: 0, across: 0, alongLength: 0, acrossLength: extent).size,
            behavior: behavior, scrollsHorizontally: room.vertical,
            groupStarts: laid.groups.map(\.start), groupEnds: laid.groups.map(\.end))
        return start + thickness
    }

    /// Adds one group's cells (and their badges) to the section, moved to `origin`.
    private func append(
        _ leaves: ArraySlice<CompositionalLeaf>, at origin: CGPoint, firstItem: Int, section: Int,
        into laid: inout CompositionalLaidOutSection
    ) {
        var item = firstItem
        for leaf in leaves {
            let frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
            laid.itemFrames.append(frame)
            laid.itemZIndexes.append(leaf.zIndex)
            var axes: UInt8 = 0
            if let size = leaf.item?.layoutSize {
                if size.widthDimension.isEstimated { axes |= 1 }
                if size.heightDimension.isEstimated { axes |= 2 }
            }
            laid.sizingAxes.append(axes)
            if let badges = leaf.item?.supplementaryItems, !badges.isEmpty {
                for badge in badges {
                    let indexPath = IndexPath(item: item, section: section)
                    let (badgeFrame, badgeAxes) = anchoredFrame(badge, on: frame, at: indexPath)
                    laid.badges.append(
                        .init(
                            kind: badge.elementKind, indexPath: indexPath, frame: badgeFrame, zIndex: badge.zIndex,
                            sizingAxes: badgeAxes))
                    laid.badgeItems.append(item)
                    let reach = max(
                        frame.minX - badgeFrame.minX, badgeFrame.maxX - frame.maxX, frame.minY - badgeFrame.minY,
                        badgeFrame.maxY - frame.maxY)
                    laid.badgeReach = max(laid.badgeReach, reach)
                }
            }
            item += 1
        }
    }
}
