/// What changed when a layout is invalidated, so a layout can redo only part of its work: the
/// whole layout, the data source's counts, some items, supplementary or decoration elements, or a
/// change of the content size and offset. Layouts that redo everything can ignore it. Main actor.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether everything must be worked out again (a reload, a new data source).
    open internal(set) var invalidateEverything = false
    /// Whether the sections or item counts changed (an update).
    open internal(set) var invalidateDataSourceCounts = false
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero

    /// Flow layout's: whether its delegate's sizes must be asked again.
    open var invalidateFlowLayoutDelegateMetrics = false
    /// Flow layout's: whether its own attributes must be worked out again.
    open var invalidateFlowLayoutAttributes = true

    public required override init() {
        super.init()
    }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var invalidated = invalidatedSupplementaryIndexPaths ?? [:]
        invalidated[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = invalidated
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var invalidated = invalidatedDecorationIndexPaths ?? [:]
        invalidated[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = invalidated
    }
}

/// One update of a batch, as a layout's `prepare(forCollectionViewUpdates:)` sees it: an item or
/// a section (the index path's item is `NSNotFound`) inserted, deleted, reloaded or moved.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// The element before the update (nil for an insert).
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The element after the update (nil for a delete).
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
