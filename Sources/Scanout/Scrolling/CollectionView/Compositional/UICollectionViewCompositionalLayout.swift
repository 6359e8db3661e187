/// The layout of sections built from items and groups: each section repeats its group along the
/// scrolling axis (or sideways, in a row that scrolls on its own), with fractional, absolute and
/// self-sizing (estimated) dimensions, headers, footers, badges and backgrounds. As UIKit's
/// `UICollectionViewCompositionalLayout` (iOS 13–16), lists (`list(using:)`) included. Main actor.
///
///     let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
///         sectionIndex == 0 ? carousel : NSCollectionLayoutSection.list(using: .init(appearance: .insetGrouped),
///                                                                       layoutEnvironment: environment)
///     }
///
/// Sizes: a top-level group's fractions are of the section's room — the collection view's size
/// less its adjusted content insets, the configuration's inset reference and the section's
/// insets; a subitem's are of its group less the group's insets. Right-to-left interfaces mirror
/// the layout. How Scanout differs from UIKit is in docs/BEHAVIOUR.md.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The layout-wide settings; assigning one lays the collection view out again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration }
        set {
            storedConfiguration =
                newValue.copy(with: nil) as? UICollectionViewCompositionalLayoutConfiguration ?? newValue
            invalidateLayout()
        }
    }

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        source = .section(section)
        storedConfiguration =
            configuration.copy(with: nil) as? UICollectionViewCompositionalLayoutConfiguration ?? configuration
        super.init()
        registerListBackground()
    }

    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        source = .provider(sectionProvider)
        storedConfiguration =
            configuration.copy(with: nil) as? UICollectionViewCompositionalLayoutConfiguration ?? configuration
        super.init()
        registerListBackground()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// A layout of list sections, every one from `configuration` (rows 44 points estimated, sized
    /// by their cells). Sets the collection view's background to the list's.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listConfiguration = configuration
        return layout
    }

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    // MARK: Working out the layout

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        if counts != preparedCounts {
            measuredSizes.removeAll()
            measuredSupplementarySizes.removeAll()
            preparedCounts = counts
        } else if scrollOnly, collectionView.bounds.size == preparedSize {
            // Only the scroll position changed: pinned headers and visible-item handlers are
            // worked out when queried.
            scrollOnly = false
            return
        }
        scrollOnly = false
        preparedSize = collectionView.bounds.size
        handlerResults.removeAll()
        if let background = listConfiguration.map(listBackgroundColor), collectionView.backgroundColor != background {
            collectionView.backgroundColor = background
        }
        layOutSections(in: collectionView, counts: counts)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].itemFrames.indices.contains(indexPath.item)
        else { return nil }
        let key = CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
        if let adjusted = handlerResults[indexPath.section]?.adjusted[key] { return adjusted }
        return cellAttributes(section: indexPath.section, item: indexPath.item)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath[0]) else { return nil }
        let section = indexPath[0]
        let index = indexPath.count == 2 ? indexPath.item : 0
        let decorations = sections[section].decorations.enumerated().filter { $0.element.kind == elementKind }
        guard decorations.indices.contains(index) else { return nil }
        return decorationAttributes(decorations[index].element, section: section, index: index)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        // Pinned headers and visible-item handlers follow the scroll position.
        // The collection view's bounds may already be the new ones: compare with the size the
        // sections were worked out for.
        if dependsOnScrollPosition || newBounds.size != preparedSize { return true }
        return super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> UICollectionViewLayoutInvalidationContext
    {
        guard newBounds.size == preparedSize else {
            return super.invalidationContext(forBoundsChange: newBounds)
        }
        return CompositionalScrollContext()
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            measuredSizes.removeAll()
            measuredSupplementarySizes.removeAll()
        }
        // A scroll alone keeps the worked-out sections; anything else (including a scroll queued
        // behind another invalidation) works them out again.
        scrollOnly = context is CompositionalScrollContext && (scrollOnly || !needsPreparation)
        super.invalidateLayout(with: context)
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        if preferredAttributes.representedElementCategory == .supplementaryView {
            return supplementaryMeasured(preferredAttributes, original: originalAttributes)
        }
        guard preferredAttributes.representedElementCategory == .cell else { return false }
        let indexPath = preferredAttributes.indexPath
        let axes = selfSizingAxes(forItemAt: indexPath)
        guard axes.width || axes.height else { return false }
        // Only the estimated axes take the cell's size; the others stay the layout's.
        let size = CGSize(
            width: axes.width ? preferredAttributes.size.width : originalAttributes.size.width,
            height: axes.height ? preferredAttributes.size.height : originalAttributes.size.height)
        guard measuredSizes[indexPath] != size else { return false }
        measuredSizes[indexPath] = size
        return size != originalAttributes.size
    }

    // MARK: - Internal

    override func selfSizingAxes(forItemAt indexPath: IndexPath) -> (width: Bool, height: Bool) {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].sizingAxes.indices.contains(indexPath.item)
        else { return (false, false) }
        let axes = sections[indexPath.section].sizingAxes[indexPath.item]
        return (axes & 1 != 0, axes & 2 != 0)
    }

    override func selfSizingAxes(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> (
        width: Bool, height: Bool
    ) {
        guard indexPath.count == 2 else { return (false, false) }
        // The layout's own come first in section 0, as `supplementaryAttributes(ofKind:at:)` finds them.
        let matches = { (supplementary: CompositionalLaidOutSection.Supplementary) in
            supplementary.kind == kind && supplementary.indexPath == indexPath
        }
        var found = indexPath.section == 0 ? layoutBoundary.first(where: matches) : nil
        if found == nil, sections.indices.contains(indexPath.section) {
            let laid = sections[indexPath.section]
            found =
                laid.boundary.first(where: matches)
                ?? laid.badges(of: indexPath.item..<(indexPath.item + 1)).lazy.map { laid.badges[$0] }.first(
                    where: matches)
        }
        guard let found else { return (false, false) }
        return (found.sizingAxes & 1 != 0, found.sizingAxes & 2 != 0)
    }

    /// Keeps what a section header's or footer's view measured along its estimated axes; true
    /// when that changes its size.
    private func supplementaryMeasured(
        _ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes
    ) -> Bool {
        let kind = preferred.representedElementKind ?? ""
        let axes = selfSizingAxes(forSupplementaryOfKind: kind, at: preferred.indexPath)
        guard axes.width || axes.height else { return false }
        let size = CGSize(
            width: axes.width ? preferred.size.width : original.size.width,
            height: axes.height ? preferred.size.height : original.size.height)
        let key = CollectionElementKey(category: .supplementaryView, kind: kind, indexPath: preferred.indexPath)
        guard measuredSupplementarySizes[key] != size else { return false }
        measuredSupplementarySizes[key] = size
        return size != original.size
    }

    /// The sections that scroll sideways, for the collection view to host in inner scroll views
    /// (see `OrthogonalScrollingSection`).
    override var orthogonalScrollingSections: [OrthogonalScrollingSection] {
        prepareIfNeeded()
        return sections.compactMap(\.orthogonal)
    }

    /// Tells the layout that the inner scroll view of an orthogonally scrolling section moved, so
    /// its visible-items handler sees the offset.
    @discardableResult
    override func orthogonalScrollingSection(_ section: Int, didScrollTo offset: CGPoint) -> Bool {
        guard offset.x.isFinite, offset.y.isFinite, orthogonalOffsets[section] != offset else { return false }
        orthogonalOffsets[section] = offset
        handlerResults[section] = nil
        return true
    }

    override func rowOffset(ofSection section: Int) -> CGPoint { orthogonalOffsets[section] ?? .zero }

    override func movesWithRow(_ key: CollectionElementKey) -> Bool {
        guard sections.indices.contains(key.indexPath.section) else { return false }
        let laid = sections[key.indexPath.section]
        guard laid.orthogonal != nil else { return false }
        switch key.category {
        case .cell: return true
        case .supplementaryView: return !laid.boundary.contains { $0.kind == key.kind }
        case .decorationView: return false
        }
    }

    override func rowElements(ofSection index: Int, in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        prepareIfNeeded()
        guard sections.indices.contains(index), sections[index].orthogonal != nil,
            rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite
        else { return [] }
        let search =
            mirrorWidth.map { CGRect(x: $0 - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) } ?? rect
        var found: [UICollectionViewLayoutAttributes] = []
        collect(section: index, in: rect, search: search, into: &found)
        if sections[index].visibleItemsHandler != nil { adjustForHandler(section: index, &found[...]) }
        return found.filter { movesWithRow($0.elementKey) }
    }

    /// The swipe actions of a list row: what the collection view shows when the row is swiped.
    override func swipeActionsConfiguration(forItemAt indexPath: IndexPath, trailing: Bool)
        -> UISwipeActionsConfiguration?
    {
        swipeActionsConfiguration(forItemAt: indexPath, leading: !trailing)
    }

    /// The swipe actions of a list row, from the list configuration's providers.
    func swipeActionsConfiguration(forItemAt indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        prepareIfNeeded()
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            let appearance = sections[indexPath.section].listAppearance
        else { return nil }
        let provider =
            leading
            ? appearance.configuration.leadingSwipeActionsConfigurationProvider
            : appearance.configuration.trailingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }

    /// The section's fixed section, or its provider.
    enum Source {
        case section(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    let source: Source
    var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    /// The list configuration of a layout made by `list(using:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?
    var sections: [CompositionalLaidOutSection] = []
    /// The layout-wide boundary supplementaries.
    var layoutBoundary: [CompositionalLaidOutSection.Supplementary] = []
    var contentSize: CGSize = .zero
    /// The content width frames were mirrored across (right to left), else nil.
    var mirrorWidth: CGFloat?
    var dependsOnScrollPosition = false
    /// The sizes self-sizing cells measured, until the data changes.
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// The sizes sections' self-sizing headers and footers measured, until the data changes.
    var measuredSupplementarySizes: [CollectionElementKey: CGSize] = [:]
    var orthogonalOffsets: [Int: CGPoint] = [:]
    /// The environment the sections were last laid out in (for visible-item handlers).
    var lastEnvironment: CompositionalLayoutEnvironment?
    /// What each section's visible-items handler made of its visible items, and for which
    /// visible rectangle.
    var handlerResults: [Int: (visible: CGRect, adjusted: [CollectionElementKey: UICollectionViewLayoutAttributes])] =
        [:]

    // MARK: - Private

    private var preparedCounts: [Int]?
    /// The collection view's size when the sections were worked out.
    private var preparedSize: CGSize?
    private var scrollOnly = false
}

/// The invalidation of a scroll that kept the collection view's size.
final class CompositionalScrollContext: UICollectionViewLayoutInvalidationContext {}

/// Returns the section at an index for the environment; nil leaves the section empty (with a
/// warning; UIKit raises).
/// Called on the main actor only; not marked so, as UIKit's is not, so a provider closure app
/// code keeps in a variable converts without a warning.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
