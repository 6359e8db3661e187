/// The grid and line layout: items of `itemSize` (or the delegate's sizes) fill lines across the
/// collection view, lines follow each other in the scrolling direction, with section insets,
/// minimum spacings, and headers and footers of a reference size. As UIKit's
/// `UICollectionViewFlowLayout`, including self-sizing items (`estimatedItemSize`, e.g.
/// `automaticSize`: each cell's constraints give its size when it first shows) and headers that stay
/// at the top while their section scrolls (`sectionHeadersPinToVisibleBounds`). Main actor.
///
/// Lines: items fill a line while they fit with at least `minimumInteritemSpacing` between them;
/// the rest of the line's room is shared between its items, and a line of one item is centred. A
/// section's last line starts at the leading inset with the spacing of the line before (the grid's
/// columns) when every item is one size. Right-to-left interfaces mirror the layout.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// An `estimatedItemSize` that asks each cell for its size from its constraints.
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// What section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of each item the delegate does not size. 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero makes items size themselves, assuming this size until measured.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// The size of section headers: the height matters in a vertical layout, the width in a
    /// horizontal one; zero for none.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether headers stay at the top (leading edge) while their section scrolls under them.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    // MARK: Working out the layout

    open override func prepare() {
        super.prepare()
        sections = []
        cellAttributes = []
        contentSize = .zero
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds.size
        let insets = referenceInsets(of: collectionView)
        // The room across the scrolling axis, and where it starts.
        let across = max(
            0, vertical ? bounds.width - insets.left - insets.right : bounds.height - insets.top - insets.bottom)
        var along: CGFloat = 0
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        for section in 0..<collectionView.numberOfSections {
            let metrics = usableMetrics(section: section, delegate: flowDelegate, in: collectionView)
            var laidOut = FlowLayoutSection()
            laidOut.start = along
            let headerExtent = vertical ? metrics.headerSize.height : metrics.headerSize.width
            if headerExtent > 0 {
                laidOut.header = frame(
                    along: along, across: leading(insets, vertical), extent: headerExtent, breadth: across, vertical)
                along += headerExtent
            }
            let inset = metrics.inset
            along += vertical ? inset.top : inset.left
            laidOut.itemsStart = along
            let itemCount = collectionView.numberOfItems(inSection: section)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(itemCount)
            for item in 0..<itemCount {
                let size = usableItemSize(
                    at: IndexPath(item: item, section: section), delegate: flowDelegate, in: collectionView)
                sizes.append(vertical ? size : CGSize(width: size.height, height: size.width))
            }
            let innerAcross = max(0, across - (vertical ? inset.left + inset.right : inset.top + inset.bottom))
            let lead = leading(insets, vertical) + (vertical ? inset.left : inset.top)
            let placed = FlowLineBreaker.lines(
                sizes: sizes, available: innerAcross, interitemSpacing: metrics.interitemSpacing,
                lineSpacing: metrics.lineSpacing)
            laidOut.itemFrames.reserveCapacity(itemCount)
            for (index, origin) in placed.origins.enumerated() {
                let size = sizes[index]
                laidOut.itemFrames.append(
                    frame(
                        along: along + origin.y, across: lead + origin.x, extent: size.height, breadth: size.width,
                        vertical))
            }
            laidOut.lines = placed.lines.map {
                FlowLayoutSection.Line(items: $0.items, start: along + $0.along, end: along + $0.along + $0.extent)
            }
            if let last = placed.lines.last { along += last.along + last.extent }
            laidOut.itemsEnd = along
            along += vertical ? inset.bottom : inset.right
            let footerExtent = vertical ? metrics.footerSize.height : metrics.footerSize.width
            if footerExtent > 0 {
                laidOut.footer = frame(
                    along: along, across: leading(insets, vertical), extent: footerExtent, breadth: across, vertical)
                along += footerExtent
            }
            laidOut.end = along
            sections.append(laidOut)
        }
        let breadth = vertical ? bounds.width - insets.left - insets.right : bounds.height - insets.top - insets.bottom
        contentSize =
            vertical ? CGSize(width: max(0, breadth), height: along) : CGSize(width: along, height: max(0, breadth))
        if collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft { mirror(width: contentSize.width) }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        let from = vertical ? rect.minY : rect.minX
        let to = vertical ? rect.maxY : rect.maxX
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() {
            // Pinned headers show over any section that is on screen.
            let pinned = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
            guard pinned || (section.end >= from && section.start <= to) else { continue }
            if let header = boundaryAttributes(header: true, section: index), header.frame.intersects(rect) {
                found.append(header)
            }
            for item in section.items(along: from, to) where section.itemFrames[item].intersects(rect) {
                found.append(
                    makeAttributes(forCellAt: IndexPath(item: item, section: index), frame: section.itemFrames[item]))
            }
            if let footer = boundaryAttributes(header: false, section: index), footer.frame.intersects(rect) {
                found.append(footer)
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].itemFrames.indices.contains(indexPath.item)
        else { return nil }
        return makeAttributes(forCellAt: indexPath, frame: sections[indexPath.section].itemFrames[indexPath.item])
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1 else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return boundaryAttributes(header: true, section: indexPath[0])
        case UICollectionView.elementKindSectionFooter: return boundaryAttributes(header: false, section: indexPath[0])
        default: return nil
        }
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        // Pinned headers move with the scroll position; everything moves with the size.
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        return super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard preferredAttributes.representedElementCategory == .cell, isSelfSizing else { return false }
        let indexPath = preferredAttributes.indexPath
        let size = preferredAttributes.size
        guard measuredSizes[indexPath] != size else { return false }
        measuredSizes[indexPath] = size
        return size != originalAttributes.size
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { measuredSizes.removeAll() }
        super.invalidateLayout(with: context)
    }

    // MARK: - Internal

    override func selfSizingAxes(forItemAt indexPath: IndexPath) -> (width: Bool, height: Bool) {
        isSelfSizing ? (true, true) : (false, false)
    }

    // MARK: - Private

    private var sections: [FlowLayoutSection] = []
    /// The cells' attributes made since the last `prepare()`, by section and item, kept and given
    /// out again as UIKit's flow layout does (a subclass copies them before changing them). A
    /// scrolled grid asks for the same few dozen every frame; making them anew was most of
    /// placing its cells.
    private var cellAttributes: [[UICollectionViewLayoutAttributes?]] = []
    private var contentSize: CGSize = .zero
    /// The sizes self-sizing cells asked for, until the data changes.
    private var measuredSizes: [IndexPath: CGSize] = [:]

    func measuredSize(at indexPath: IndexPath) -> CGSize? { measuredSizes[indexPath] }

    private var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// The inset a line starts from across the scrolling axis.
    private func leading(_ insets: UIEdgeInsets, _ vertical: Bool) -> CGFloat { vertical ? insets.left : insets.top }

    /// The frame of an element `extent` long along the scrolling axis and `breadth` across it.
    private func frame(along: CGFloat, across: CGFloat, extent: CGFloat, breadth: CGFloat, _ vertical: Bool) -> CGRect {
        vertical
            ? CGRect(x: across, y: along, width: breadth, height: extent)
            : CGRect(x: along, y: across, width: extent, height: breadth)
    }

    /// The insets the section insets are measured from.
    private func referenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
        var insets = collectionView.adjustedContentInset
        switch sectionInsetReference {
        case .fromContentInset: break
        case .fromSafeArea:
            let safe = collectionView.safeAreaInsets
            insets.left = max(insets.left, safe.left)
            insets.right = max(insets.right, safe.right)
        case .fromLayoutMargins:
            let margins = collectionView.layoutMargins
            insets.left = max(insets.left, margins.left)
            insets.right = max(insets.right, margins.right)
        }
        // Content insets along the scrolling axis are the scroll view's; only the cross axis counts.
        return scrollDirection == .vertical
            ? UIEdgeInsets(top: 0, left: insets.left, bottom: 0, right: insets.right)
            : UIEdgeInsets(top: insets.top, left: 0, bottom: insets.bottom, right: 0)
    }

    private func makeAttributes(forCellAt indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let (section, item) = (indexPath.section, indexPath.item)
        if cellAttributes.count != sections.count { cellAttributes = Array(repeating: [], count: sections.count) }
        if cellAttributes[section].count != sections[section].itemFrames.count {
            cellAttributes[section] = Array(repeating: nil, count: sections[section].itemFrames.count)
        }
        if let kept = cellAttributes[section][item] { return kept }
        let attributes = makeAttributes(.cell, kind: nil, at: indexPath)
        attributes.frame = frame
        cellAttributes[section][item] = attributes
        return attributes
    }

    /// A section's header (pinned while its section is under the top, when headers pin) or footer.
    private func boundaryAttributes(header: Bool, section index: Int) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(index), var frame = header ? sections[index].header : sections[index].footer
        else { return nil }
        let attributes = makeAttributes(
            .supplementaryView,
            kind: header ? UICollectionView.elementKindSectionHeader : UICollectionView.elementKindSectionFooter,
            at: IndexPath(item: 0, section: index))
        attributes.zIndex = 10
        if header, sectionHeadersPinToVisibleBounds, let collectionView {
            // Stays at the top of the visible area while its section is under it, and is pushed
            // up by the section's end.
            let section = sections[index]
            let vertical = scrollDirection == .vertical
            let top =
                vertical
                ? collectionView.contentOffset.y + collectionView.adjustedContentInset.top
                : collectionView.contentOffset.x + collectionView.adjustedContentInset.left
            let natural = vertical ? frame.minY : frame.minX
            let extent = vertical ? frame.height : frame.width
            let sectionEnd = (section.footer.map { vertical ? $0.minY : $0.minX } ?? section.end) - extent
            let pinnedStart = min(max(natural, top), max(sectionEnd, natural))
            if vertical { frame.origin.y = pinnedStart } else { frame.origin.x = pinnedStart }
            attributes.zIndex = 1024
        }
        attributes.frame = frame
        return attributes
    }

    /// Mirrors every frame for a right-to-left interface.
    private func mirror(width: CGFloat) {
        func flipped(_ rect: CGRect) -> CGRect {
            CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        for index in sections.indices {
            sections[index].header = sections[index].header.map(flipped)
            sections[index].footer = sections[index].footer.map(flipped)
            sections[index].itemFrames = sections[index].itemFrames.map(flipped)
        }
    }
}
