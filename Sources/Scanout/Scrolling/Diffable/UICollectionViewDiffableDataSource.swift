/// A collection view's data source that shows snapshots: the app describes its sections and items
/// as a `NSDiffableDataSourceSnapshot` and applies it; the data source works out what changed and
/// the collection view animates it (cells that stay slide, new ones fade in, removed ones fade out).
///
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
///     collectionView, indexPath, item in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
/// }
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// Behaves as UIKit's (iOS 13–15): it makes itself the collection view's data source, which holds
/// it weakly, so keep it in a property; supplementary views come from `supplementaryViewProvider`;
/// section snapshots (`apply(_:to:animatingDifferences:)`) show outlines. Main actor. An apply made
/// from another apply's completion or from the cell provider waits until the running one ends.
///
/// Differences: a cell provider returning nil (UIKit raises an exception) gets a blank cell and one
/// warning.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// Makes the collection view's supplementary views (headers, footers, badges).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Handlers for reordering (iOS 14): whether an item may move, and what the move did.
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }

    /// Handlers for outline sections (iOS 14): called as the person expands and collapses items.
    public struct SectionSnapshotHandlers<ItemType: Hashable & Sendable> {
        public var shouldExpandItem: ((ItemType) -> Bool)?
        public var willExpandItem: ((ItemType) -> Void)?
        public var shouldCollapseItem: ((ItemType) -> Bool)?
        public var willCollapseItem: ((ItemType) -> Void)?
        public var snapshotForExpandingParent:
            (
                (ItemType, NSDiffableDataSourceSectionSnapshot<ItemType>) -> NSDiffableDataSourceSectionSnapshot<
                    ItemType
                >
            )?

        public init() {}
    }

    open var reorderingHandlers = ReorderingHandlers()
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the collection view animates the difference from the current one (the
    /// first snapshot with data reloads it), then `completion` runs.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        core.apply(snapshot, animating: animatingDifferences, to: collectionView, completion: completion)
    }

    /// Shows `snapshot` and returns when the collection view shows it (iOS 15).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { done in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// Shows `snapshot` by reloading, without working out the difference (iOS 15).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        core.apply(snapshot, animating: false, reloading: true, to: collectionView, completion: completion)
    }

    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        await withCheckedContinuation { done in
            applySnapshotUsingReloadData(snapshot) { done.resume() }
        }
    }

    /// Shows `sectionSnapshot` (an outline: only its visible items) as `section`'s items (iOS 14).
    open func apply(
        _ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        core.apply(
            sectionSnapshot, to: section, animating: animatingDifferences, to: collectionView, completion: completion)
    }

    /// The outline `section` shows (a flat one when it was applied as plain items).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        core.sectionSnapshot(for: section)
    }

    /// The snapshot the collection view shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        core.snapshot
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        core.itemIdentifier(for: indexPath)
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        core.indexPath(for: itemIdentifier)
    }

    /// The identifier of the section at `index` (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        core.sectionIdentifier(for: index)
    }

    /// The index of `identifier`'s section (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        core.snapshot.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        core.snapshot.numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        core.numberOfItems(inSection: section)
    }

    /// The cell provider's cell for the item.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = core.itemIdentifier(for: indexPath) else {
            collectionView.warnOnce(
                &warned, cause: "no item",
                "\(type(of: self)): the collection view asked for item \(indexPath), which the snapshot does not "
                    + "have; showing a blank cell. Change items through apply(_:animatingDifferences:).")
            return UICollectionViewCell(frame: .zero)
        }
        if let cell = core.providingCell({ cellProvider(collectionView, indexPath, item) }) { return cell }
        collectionView.warnOnce(
            &warned, cause: "nil cell",
            "\(type(of: self)): the cell provider returned nil for item \(item) at \(indexPath); UIKit raises an "
                + "exception here, Scanout shows a blank cell. Return a cell for every item.")
        return UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view provider's view, or a blank one.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath)
            ?? collectionView.blankSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Whether the item may be dragged to another place: `reorderingHandlers.canReorderItem`'s answer.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = core.itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem
        else { return false }
        return canReorder(item)
    }

    /// Moves the item in the current snapshot, as the collection view already shows it.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard sourceIndexPath != destinationIndexPath, let item = core.itemIdentifier(for: sourceIndexPath),
            let section = core.sectionIdentifier(for: destinationIndexPath.section)
        else { return }
        let before = core.snapshot
        var moved = before
        moved.deleteItems([item])
        let items = moved.itemIdentifiers(inSection: section)
        if destinationIndexPath.count == 2, destinationIndexPath.item >= 0, destinationIndexPath.item < items.count {
            moved.insertItems([item], beforeItem: items[destinationIndexPath.item])
        } else {
            moved.appendItems([item], toSection: section)
        }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: before, finalSnapshot: moved)
        reorderingHandlers.willReorder?(transaction)
        core.adopt(moved)
        reorderingHandlers.didReorder?(transaction)
    }

    // MARK: - Private

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private let core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()
    private var warned = WarnedCauses()
}

/// What a reordering changed: the snapshots before and after (iOS 14).
public struct NSDiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
}
