// Works out a compositional group's size and where its cells go, as UIKit does: fractional
// dimensions are fractions of the container (the group's own size less its content insets),
// subitems follow each other along the group's axis with the inter-item spacing, repeating while
// the next fits (or exactly `count` of them dividing the group), flexible spacing shares out the
// room left, an item's content insets shrink it inside its slot, and estimated dimensions take
// the size the cell measured.

/// A cell placed by a group, relative to the group's origin.
struct CompositionalLeaf {
    var frame: CGRect
    /// The item it came from (nil for a custom group's cells).
    var item: NSCollectionLayoutItem?
    var zIndex: Int
}

/// A group worked out: its size and its cells.
struct SolvedGroup {
    var size: CGSize
    var leaves: [CompositionalLeaf]
}

/// Solves the groups of one section.
@preconcurrency @MainActor
struct CompositionalGroupSolver {
    /// Groups nested deeper than this are left empty (a guard against runaway recursion).
    static let maximumNesting = 32

    let layout: UICollectionViewCompositionalLayout
    let section: Int
    let environment: CompositionalLayoutEnvironment
    let measuredSizes: [IndexPath: CGSize]

    /// `group` in a container of `container` size, its cells numbered from `firstItem`, at most
    /// `limit` of them (the section's remaining items). The group's geometry is the same however
    /// many cells it gets: a partly filled last group keeps its size.
    func solve(_ group: NSCollectionLayoutGroup, in container: CGSize, firstItem: Int, limit: Int, depth: Int = 0)
        -> SolvedGroup
    {
        var size = layout.resolve(group.layoutSize, in: container, section: section, what: "a group's size")
        guard depth < Self.maximumNesting else {
            layout.warnOncePerCause(
                "nesting",
                "UICollectionViewCompositionalLayout: section \(section)'s groups nest more than "
                    + "\(Self.maximumNesting) deep; the deeper ones are left empty. Nest fewer groups.")
            return SolvedGroup(size: size, leaves: [])
        }
        let insets = layout.usable(group.contentInsets, section: section, what: "a group's contentInsets")
        let inner = CGSize(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
        var leaves: [CompositionalLeaf] = []
        let used: CGSize
        switch group.arrangement {
        case .horizontal:
            used = arrange(
                group, horizontal: true, in: inner, firstItem: firstItem, limit: limit, into: &leaves, depth: depth)
        case .vertical:
            used = arrange(
                group, horizontal: false, in: inner, firstItem: firstItem, limit: limit, into: &leaves, depth: depth)
        case .custom(let provider):
            used = placeCustom(provider, in: inner, limit: limit, into: &leaves)
        }
        // An estimated group is as big as what it holds.
        if group.layoutSize.widthDimension.isEstimated { size.width = used.width + insets.leading + insets.trailing }
        if group.layoutSize.heightDimension.isEstimated { size.height = used.height + insets.top + insets.bottom }
        if insets.leading != 0 || insets.top != 0 {
            for index in leaves.indices { leaves[index].frame.origin.x += insets.leading }
            for index in leaves.indices { leaves[index].frame.origin.y += insets.top }
        }
        return SolvedGroup(size: size, leaves: leaves)
    }

    /// Whether the group's geometry is the same at every repetition (no estimated dimensions, no
    /// custom provider), so the section can repeat its first solution.
    static func isFixed(_ item: NSCollectionLayoutItem) -> Bool {
        if item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated { return false }
        guard let group = item as? NSCollectionLayoutGroup else { return true }
        if case .custom = group.arrangement { return false }
        return group.subitems.allSatisfy { isFixed($0) }
    }

    // MARK: - Private

    /// One subitem placed along the group's axis: where its cells start in `leaves`, and how many
    /// flexible spaces come before it (each gets a share of the room left).
    private struct Slot {
        var firstLeaf: Int
        var flexibleSpacesBefore: Int
    }

    private func arrange(
        _ group: NSCollectionLayoutGroup, horizontal: Bool, in inner: CGSize, firstItem: Int, limit: Int,
        into leaves: inout [CompositionalLeaf], depth: Int
    ) -> CGSize {
        let subitems = group.subitems
        guard !subitems.isEmpty, limit > 0 else { return .zero }
        let available = horizontal ? inner.width : inner.height
        let crossAvailable = horizontal ? inner.height : inner.width
        let spacing = group.interItemSpacing
        let gap = layout.usable(spacing?.spacing ?? 0, section: section, what: "a group's interItemSpacing")
        let count = group.count.map { layout.usableCount($0, section: section) }
        // A `count` group divides its length evenly, whatever the subitem's own dimension says.
        let countedLength = count.map { max(0, (available - gap * CGFloat($0 - 1)) / CGFloat($0)) }
        var position: CGFloat = 0
        var crossExtent: CGFloat = 0
        var slots: [Slot] = []
        var flexibleSpaces = 0
        var index = 0
        while leaves.count < limit {
            if let count, index >= count { break }
            let subitem = subitems[index % subitems.count]
            let edges = Edges(subitem.edgeSpacing, horizontal: horizontal, layout: layout, section: section)
            var placed: [CompositionalLeaf]
            var slotSize: CGSize
            if let subgroup = subitem as? NSCollectionLayoutGroup {
                let solved = solve(
                    subgroup, in: inner, firstItem: firstItem + leaves.count, limit: limit - leaves.count,
                    depth: depth + 1)
                (slotSize, placed) = (solved.size, solved.leaves)
            } else {
                (slotSize, placed) = leaf(subitem, in: inner, itemIndex: firstItem + leaves.count)
            }
            if let countedLength {
                if horizontal { slotSize.width = countedLength } else { slotSize.height = countedLength }
                if !(subitem is NSCollectionLayoutGroup), !placed.isEmpty {
                    placed[0].frame = cellFrame(in: slotSize, insets: subitem.contentInsets)
                }
            }
            let length = horizontal ? slotSize.width : slotSize.height
            let breadth = horizontal ? slotSize.height : slotSize.width
            let leading = index > 0 ? gap : 0
            // Subitems repeat while the next fits; the first is placed even when it does not.
            if count == nil, index > 0, position + leading + edges.before + length + edges.after > available + 0.001 {
                break
            }
            if index > 0, spacing?.isFlexibleSpacing == true { flexibleSpaces += 1 }
            if edges.beforeFlexible { flexibleSpaces += 1 }
            position += leading + edges.before
            var crossOrigin = edges.crossBefore
            if edges.crossBeforeFlexible {
                let room = crossAvailable - breadth - edges.crossAfter
                crossOrigin = edges.crossAfterFlexible ? max(edges.crossBefore, room / 2) : max(edges.crossBefore, room)
            }
            slots.append(Slot(firstLeaf: leaves.count, flexibleSpacesBefore: flexibleSpaces))
            let origin = horizontal ? CGPoint(x: position, y: crossOrigin) : CGPoint(x: crossOrigin, y: position)
            for var cell in placed {
                cell.frame.origin.x += origin.x
                cell.frame.origin.y += origin.y
                leaves.append(cell)
            }
            position += length + edges.after
            if edges.afterFlexible { flexibleSpaces += 1 }
            crossExtent = max(crossExtent, crossOrigin + breadth + edges.crossAfter)
            index += 1
            // A nested group that places nothing would repeat forever.
            if placed.isEmpty, subitem is NSCollectionLayoutGroup { break }
        }
        shareRoom(available - position, among: flexibleSpaces, slots: slots, horizontal: horizontal, leaves: &leaves)
        return horizontal ? CGSize(width: position, height: crossExtent) : CGSize(width: crossExtent, height: position)
    }

    /// A leaf item's slot and its cell (the slot less the item's content insets).
    private func leaf(_ item: NSCollectionLayoutItem, in container: CGSize, itemIndex: Int) -> (
        CGSize, [CompositionalLeaf]
    ) {
        let insets = layout.usable(item.contentInsets, section: section, what: "an item's contentInsets")
        var measured: CGSize?
        if item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated,
            let size = measuredSizes[IndexPath(item: itemIndex, section: section)]
        {
            measured = CGSize(
                width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
        }
        let slot = layout.resolve(
            item.layoutSize, in: container, measured: measured, section: section, what: "an item's size")
        let cell = CompositionalLeaf(frame: cellFrame(in: slot, insets: insets), item: item, zIndex: 0)
        return (slot, [cell])
    }

    /// A slot's cell frame: the slot at the origin, less `insets`.
    private func cellFrame(in slot: CGSize, insets: NSDirectionalEdgeInsets) -> CGRect {
        let usable = layout.usable(insets, section: section, what: "an item's contentInsets")
        return CGRect(
            x: usable.leading, y: usable.top, width: max(0, slot.width - usable.leading - usable.trailing),
            height: max(0, slot.height - usable.top - usable.bottom))
    }

    /// Shares `room` out between the flexible spaces, moving each slot by the shares before it.
    private func shareRoom(
        _ room: CGFloat, among spaces: Int, slots: [Slot], horizontal: Bool, leaves: inout [CompositionalLeaf]
    ) {
        guard spaces > 0, room > 0 else { return }
        let share = room / CGFloat(spaces)
        for (index, slot) in slots.enumerated() where slot.flexibleSpacesBefore > 0 {
            let end = index + 1 < slots.count ? slots[index + 1].firstLeaf : leaves.count
            let shift = share * CGFloat(slot.flexibleSpacesBefore)
            for leaf in slot.firstLeaf..<end {
                if horizontal { leaves[leaf].frame.origin.x += shift } else { leaves[leaf].frame.origin.y += shift }
            }
        }
    }

    private func placeCustom(
        _ provider: NSCollectionLayoutGroupCustomItemProvider, in inner: CGSize, limit: Int,
        into leaves: inout [CompositionalLeaf]
    ) -> CGSize {
        let container = CompositionalLayoutContainer(contentSize: inner, contentInsets: .zero)
        let custom = provider(
            CompositionalLayoutEnvironment(container: container, traitCollection: environment.traitCollection))
        var extent = CGSize.zero
        for cell in custom.prefix(limit) {
            let frame = layout.usable(cell.frame, section: section, what: "a custom group item's frame")
            leaves.append(CompositionalLeaf(frame: frame, item: nil, zIndex: cell.zIndex))
            extent = CGSize(width: max(extent.width, frame.maxX), height: max(extent.height, frame.maxY))
        }
        return extent
    }
}

/// An item's edge spacing in a group's axes: before and after it along the axis, before and
/// after it across.
@MainActor
private struct Edges {
    var before: CGFloat = 0
    var after: CGFloat = 0
    var crossBefore: CGFloat = 0
    var crossAfter: CGFloat = 0
    var beforeFlexible = false
    var afterFlexible = false
    var crossBeforeFlexible = false
    var crossAfterFlexible = false

    init(
        _ spacing: NSCollectionLayoutEdgeSpacing?, horizontal: Bool, layout: UICollectionViewCompositionalLayout,
        section: Int
    ) {
        guard let spacing else { return }
        let (mainBefore, mainAfter, across, acrossAfter) =
            horizontal
            ? (spacing.leading, spacing.trailing, spacing.top, spacing.bottom)
            : (spacing.top, spacing.bottom, spacing.leading, spacing.trailing)
        func amount(_ space: NSCollectionLayoutSpacing?) -> CGFloat {
            layout.usable(space?.spacing ?? 0, section: section, what: "an item's edgeSpacing")
        }
        (before, after, crossBefore, crossAfter) = (
            amount(mainBefore), amount(mainAfter), amount(across), amount(acrossAfter)
        )
        beforeFlexible = mainBefore?.isFlexibleSpacing == true
        afterFlexible = mainAfter?.isFlexibleSpacing == true
        crossBeforeFlexible = across?.isFlexibleSpacing == true
        crossAfterFlexible = acrossAfter?.isFlexibleSpacing == true
    }
}
