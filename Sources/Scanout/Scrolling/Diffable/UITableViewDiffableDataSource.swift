/// A table view's data source that shows snapshots: the app describes its sections and rows as a
/// `NSDiffableDataSourceSnapshot` and applies it; the data source tells the table what changed.
///
/// ```swift
/// dataSource = UITableViewDiffableDataSource<Section, Contact>(tableView: tableView) { table, indexPath, contact in
///     let cell = table.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
///     cell.textLabel?.text = contact.name
///     return cell
/// }
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// Behaves as UIKit's (iOS 13–15): it makes itself the table's data source, which holds it weakly,
/// so keep it in a property. Subclass it to give section titles or to allow editing and moving
/// rows; after the person moves a row, `snapshot()` has the move. Main actor: apply on the main
/// actor. An apply made from another apply's completion or from the cell provider waits until the
/// running one ends (see `DiffableDataSourceCore`).
///
/// Differences: the table updates at once, without animation, whatever `animatingDifferences`
/// and `defaultRowAnimation` say. A cell provider returning nil (UIKit raises an exception) gets a
/// blank cell and one warning.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// The animation updates would use; Scanout's table updates take effect at once.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private let core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()
    private var warned = WarnedCauses()

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the table updates by the difference from the current one (the first
    /// snapshot with data reloads it), then `completion` runs.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        core.apply(snapshot, animating: animatingDifferences, to: tableView, completion: completion)
    }

    /// Shows `snapshot` and returns when the table shows it (iOS 15).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { done in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// Shows `snapshot` by reloading the table, without working out the difference (iOS 15).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        core.apply(snapshot, animating: false, reloading: true, to: tableView, completion: completion)
    }

    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        await withCheckedContinuation { done in
            applySnapshotUsingReloadData(snapshot) { done.resume() }
        }
    }

    /// The snapshot the table shows.
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

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        core.snapshot.numberOfSections
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        core.numberOfItems(inSection: section)
    }

    /// The cell provider's cell for the row's item.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = core.itemIdentifier(for: indexPath) else {
            tableView.warnOnce(
                &warned, cause: "no item",
                "\(type(of: self)): the table asked for row \(indexPath), which the snapshot does not have; "
                    + "showing a blank cell. Change rows through apply(_:animatingDifferences:), not the table.")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        if let cell = core.providingCell({ cellProvider(tableView, indexPath, item) }) { return cell }
        tableView.warnOnce(
            &warned, cause: "nil cell",
            "\(type(of: self)): the cell provider returned nil for item \(item) at \(indexPath); UIKit raises an "
                + "exception here, Scanout shows a blank cell. Return a cell for every item "
                + "(dequeueReusableCell(withIdentifier:for:)).")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Nil: override to title section headers.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// Nil: override to title section footers.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// False, as in UIKit: override to allow deleting rows in editing mode.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing: override to delete the item from a snapshot and apply it.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// False, as in UIKit: override to allow moving rows.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Moves the row's item in the current snapshot, as the table already shows it; an override
    /// calls `super` to keep that.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard sourceIndexPath != destinationIndexPath, let item = core.itemIdentifier(for: sourceIndexPath),
            let section = core.sectionIdentifier(for: destinationIndexPath.section)
        else { return }
        var moved = core.snapshot
        moved.deleteItems([item])
        let items = moved.itemIdentifiers(inSection: section)
        if destinationIndexPath.count == 2, destinationIndexPath.item >= 0, destinationIndexPath.item < items.count {
            moved.insertItems([item], beforeItem: items[destinationIndexPath.item])
        } else {
            moved.appendItems([item], toSection: section)
        }
        core.adopt(moved)
    }
}
