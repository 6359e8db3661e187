/// Works out where a collection view's cells, supplementary views and decoration views go: the
/// abstract base of `UICollectionViewFlowLayout` and `UICollectionViewCompositionalLayout`, and of
/// layouts apps write themselves.
///
/// As in UIKit, the collection view asks its layout for `collectionViewContentSize` and for the
/// attributes of the elements in the rectangle on screen (`layoutAttributesForElements(in:)`),
/// after calling `prepare()` once each time the layout was invalidated. A subclass does its work
/// in `prepare()`, reading `collectionView`'s sections, item counts and bounds, and answers the
/// queries from what it worked out. The layout is invalidated when the data is reloaded or
/// updated, and when the bounds change if `shouldInvalidateLayout(forBoundsChange:)` says so (by
/// default only when the size changes). Main actor.
///
/// Updates: around a batch of updates the layout gets `prepare(forCollectionViewUpdates:)` and
/// `finalizeCollectionViewUpdates()`; an element that appears starts from
/// `initialLayoutAttributesForAppearingItem(at:)` (by default its final attributes, transparent)
/// and one that goes ends at `finalLayoutAttributesForDisappearingItem(at:)` (its last attributes,
/// transparent).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view this layout belongs to (set when the layout is given to one).
    open internal(set) weak var collectionView: UICollectionView?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The class of the attributes this layout makes; subclasses with extra attributes return
    /// their own subclass.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts `invalidateLayout()` makes.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: Working out the layout

    /// Called before the layout is queried after it was invalidated: work out the layout here.
    open func prepare() {}

    /// The size of everything the layout places; the collection view scrolls over it.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where scrolling should come to rest when it would rest at `proposedContentOffset` (for
    /// paging and snapping layouts). The proposed offset by default.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// The offset to keep after an update or a layout change. The proposed offset by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The direction the layout lays out in (mirrored for right-to-left interfaces when the
    /// layout says so).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the layout mirrors its horizontal coordinates in a right-to-left interface.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: Invalidation

    /// Marks the whole layout as needing `prepare()` again before the next query.
    open func invalidateLayout() {
        invalidateLayout(with: makeInvalidationContext())
    }

    /// Marks the layout as needing `prepare()` again, with what changed; subclasses that can
    /// update part of their layout read the context and call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPreparation = true
        collectionView?.setNeedsLayout()
    }

    /// Whether scrolling to `newBounds` needs the layout worked out again: when the size changed,
    /// by default. Layouts whose elements depend on the scroll position (pinned headers) say yes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// The context for a bounds change that `shouldInvalidateLayout(forBoundsChange:)` accepted.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        if let collectionView, newBounds.size != collectionView.bounds.size {
            context.invalidateFlowLayoutDelegateMetrics = true
        }
        return context
    }

    /// Whether a self-sizing cell's preferred attributes (`preferredLayoutAttributesFitting(_:)`)
    /// differ enough from the layout's to lay out again. False by default: the base layout has no
    /// self-sizing.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context for a self-sizing change that was accepted.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateItems(at: [preferredAttributes.indexPath])
        return context
    }

    // MARK: Updates

    /// Called before the updates of a batch are animated, with the updates.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after the updates of a batch were put in place (their animations run on).
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted item starts its animation: its final place, transparent, by default.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        guard let final = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        else { return nil }
        final.alpha = 0
        return final
    }

    /// Where a deleted item ends its animation: where it was, transparent, by default.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard
            let final = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)?.copy()
                as? UICollectionViewLayoutAttributes
        else { return nil }
        final.alpha = 0
        return final
    }

    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard
            let final = layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)?.copy()
                as? UICollectionViewLayoutAttributes
        else { return nil }
        final.alpha = 0
        return final
    }

    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Called before and after the collection view's bounds change animates (a rotation).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    open func finalizeAnimatedBoundsChange() {}

    /// Called before and after the collection view moves to another layout.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    open func finalizeLayoutTransition() {}

    // MARK: Decoration views

    /// Makes the collection view create decoration views of `viewClass` for elements of `elementKind`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationClasses[elementKind] = nil
            return
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            warn(
                "\(type(of: self)).register(_:forDecorationViewOfKind:) was given \(viewClass) for '\(elementKind)', "
                    + "which is not a UICollectionReusableView subclass; decoration views of that kind are plain. "
                    + "Register a UICollectionReusableView subclass.")
            decorationClasses[elementKind] = UICollectionReusableView.self
            return
        }
        decorationClasses[elementKind] = viewType
    }

    // MARK: Interactive movement

    /// Where an item being dragged would go with the finger at `position`: the item there, else
    /// where it is now.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath
    {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The dragged item's attributes: its slot's, centred on the finger, above everything else.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let attributes =
            layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
            ?? makeAttributes(.cell, kind: nil, at: indexPath)
        attributes.center = position
        attributes.zIndex = Int(Int32.max)
        return attributes
    }

    // MARK: - Internal

    /// Whether `prepare()` must run before the next query.
    var needsPreparation = true {
        didSet { if needsPreparation { generation &+= 1 } }
    }
    /// Counts the invalidations: attributes the layout gave out stay valid while it is unchanged
    /// (the collection view keeps them between scroll frames, `UICollectionView+Placement`).
    private(set) var generation = 0
    /// The decoration view classes by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    private var warnedCauses: Set<String> = []

    /// A context of the layout's `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextType =
            (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return contextType.init()
    }

    /// Attributes of the layout's `layoutAttributesClass` for an element.
    func makeAttributes(
        _ category: UICollectionViewLayoutAttributes.Category, kind: String?, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes {
        let type =
            Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
            ?? UICollectionViewLayoutAttributes.self
        return type.make(category, kind: kind, at: indexPath)
    }

    /// Joins `collectionView` (a layout serves one collection view at a time).
    func attach(to collectionView: UICollectionView) {
        if let previous = self.collectionView, previous !== collectionView {
            warn(
                "\(type(of: self)) was given to a second collection view; it now lays out the new one only. "
                    + "Give each collection view a layout of its own.")
        }
        self.collectionView = collectionView
        needsPreparation = true
    }

    func detach() {
        collectionView = nil
        needsPreparation = true
    }

    /// The axes along which the item at `indexPath` sizes itself from its content (its cell's
    /// `preferredLayoutAttributesFitting(_:)`): none in the base layout.
    func selfSizingAxes(forItemAt indexPath: IndexPath) -> (width: Bool, height: Bool) {
        (false, false)
    }

    /// The axes along which a supplementary view sizes itself from its content: none in the base
    /// layout.
    func selfSizingAxes(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> (width: Bool, height: Bool) {
        (false, false)
    }

    /// The actions the item shows when swiped from its trailing (or leading) edge: none in the base
    /// layout; a list layout gives its configuration's.
    func swipeActionsConfiguration(forItemAt indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        nil
    }

    // Sections that scroll sideways (see `OrthogonalScrollingSection`): the base layout has none.

    /// The sections whose rows scroll in inner scroll views of the collection view.
    var orthogonalScrollingSections: [OrthogonalScrollingSection] { [] }

    /// Whether an element moves with its section's inner scroll view (a cell or a cell's badge of
    /// a sideways-scrolling section; not its headers, footers or background).
    func movesWithRow(_ key: CollectionElementKey) -> Bool { false }

    /// The elements of section `section`'s row that meet `rect`, in unscrolled row coordinates;
    /// only those that move with the row.
    func rowElements(ofSection section: Int, in rect: CGRect) -> [UICollectionViewLayoutAttributes] { [] }

    /// Where section `section`'s row was last scrolled to (its row offset).
    func rowOffset(ofSection section: Int) -> CGPoint { .zero }

    /// Tells the layout a row's inner scroll view moved; true when that changes its offset.
    @discardableResult
    func orthogonalScrollingSection(_ section: Int, didScrollTo offset: CGPoint) -> Bool { false }

    /// Reports a misuse of the layout to its collection view's application (or standard error).
    func warn(_ message: String) {
        if let collectionView { collectionView.warn(message) } else { Diagnostics.warn(message) }
    }

    /// Reports `message` the first time this layout meets `cause` (a hostile size comes back at
    /// every preparation).
    func warnOncePerCause(_ cause: String, _ message: @autoclosure () -> String) {
        guard warnedCauses.insert(cause).inserted else { return }
        warn(message())
    }

    /// Runs `prepare()` if the layout was invalidated.
    func prepareIfNeeded() {
        guard needsPreparation else { return }
        needsPreparation = false
        prepare()
    }
}
