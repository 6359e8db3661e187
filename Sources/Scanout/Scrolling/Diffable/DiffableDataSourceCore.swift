import Dispatch

/// What table and collection diffable data sources share: the current snapshot, the lookups
/// between index paths and identifiers, and applying a new snapshot to a view
/// (`DiffableUpdateTarget`). Main actor.
///
/// Applying never runs inside another apply: an `apply` made while one runs (from its completion,
/// from the cell provider the view calls while it updates) or while the cell provider runs is
/// queued and applied, in order, as soon as the running work ends. The view therefore always
/// sees one snapshot through a whole update, and the lookups never change under it.
@preconcurrency @MainActor
final class DiffableDataSourceCore<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// The snapshot the view shows (its reload and reconfigure marks cleared).
    private(set) var snapshot = Snapshot()
    /// Section snapshots applied with `apply(_:to:…)` (the outline a collection view shows),
    /// kept while their section's items are the ones they show.
    private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
    private var pending: [Request] = []
    /// Whether an apply or the cell provider is running: applies made now wait in `pending`.
    private var isBusy = false
    private var warned = WarnedCauses()

    /// Applies in a row from one apply's completions past this are left to the next turn of the
    /// main queue, so an app whose completion always applies again does not freeze the screen.
    static var consecutiveApplyLimit: Int { 1_000 }

    // MARK: Applying

    /// Makes `snapshot` current and updates `view` by the difference from the last one (reloading
    /// it instead the first time there is data, or when `reloading`); then calls `completion`.
    func apply(
        _ snapshot: Snapshot, animating: Bool, reloading: Bool = false, to view: (any DiffableUpdateTarget)?,
        completion: (() -> Void)?
    ) {
        pending.append(
            Request(snapshot: snapshot, animating: animating, reloading: reloading, view: view, completion: completion))
        guard !isBusy else { return }
        runPending()
    }

    /// Replaces `section`'s items with what `sectionSnapshot` shows (its visible items), appending the
    /// section when the snapshot lacks it, and applies that.
    func apply(
        _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animating: Bool,
        to view: (any DiffableUpdateTarget)?, completion: (() -> Void)?
    ) {
        var next = pendingSnapshot
        if next.indexOfSection(section) == nil {
            next.appendSections([section])
        } else {
            next.deleteItems(next.itemIdentifiers(inSection: section))
        }
        let visible = sectionSnapshot.visibleItems
        // Items that are in another section of the snapshot are moved here, as UIKit does.
        next.deleteItems(visible.filter { next.sectionIdentifier(containingItem: $0) != nil })
        next.appendItems(visible, toSection: section)
        sectionSnapshots[section] = sectionSnapshot
        apply(next, animating: animating, to: view, completion: completion)
    }

    /// Runs `provide` (the app's cell provider) with applies made meanwhile queued until it returns.
    func providingCell<Cell>(_ provide: () -> Cell) -> Cell {
        guard !isBusy else { return provide() }
        isBusy = true
        let cell = provide()
        isBusy = false
        if !pending.isEmpty { runPending() }
        return cell
    }

    // MARK: Lookups

    /// The section snapshot applied to `section`, or the section's items as one (no hierarchy).
    func sectionSnapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let kept = sectionSnapshots[section] { return kept }
        var flat = SectionSnapshot()
        if snapshot.indexOfSection(section) != nil { flat.append(snapshot.itemIdentifiers(inSection: section)) }
        return flat
    }

    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, snapshot.sectionItems.indices.contains(indexPath.section) else { return nil }
        let items = snapshot.sectionItems[indexPath.section]
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    func indexPath(for item: ItemIdentifierType) -> IndexPath? {
        snapshot.position(of: item).map { IndexPath(item: $0.row, section: $0.section) }
    }

    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        snapshot.sectionIdentifiers.indices.contains(index) ? snapshot.sectionIdentifiers[index] : nil
    }

    func numberOfItems(inSection index: Int) -> Int {
        snapshot.sectionItems.indices.contains(index) ? snapshot.sectionItems[index].count : 0
    }

    /// Makes `snapshot` current without telling a view: the view already shows it (a row the
    /// person moved).
    func adopt(_ snapshot: Snapshot) {
        self.snapshot = snapshot.withoutMarks()
    }

    // MARK: - Private

    private struct Request {
        var snapshot: Snapshot
        var animating: Bool
        var reloading: Bool
        weak var view: (any DiffableUpdateTarget)?
        var completion: (() -> Void)?
    }

    /// The snapshot the last queued apply will make current.
    private var pendingSnapshot: Snapshot { pending.last?.snapshot ?? snapshot }

    private func runPending() {
        isBusy = true
        var applied = 0
        while !pending.isEmpty {
            if applied == Self.consecutiveApplyLimit {
                deferRest()
                break
            }
            perform(pending.removeFirst())
            applied += 1
        }
        isBusy = false
    }

    private func perform(_ request: Request) {
        let old = snapshot
        snapshot = request.snapshot.withoutMarks()
        sectionSnapshots = sectionSnapshots.filter { section, kept in
            snapshot.indexOfSection(section).map { snapshot.sectionItems[$0] == kept.visibleItems } ?? false
        }
        guard let view = request.view else {
            request.completion?()
            return
        }
        if request.reloading || old.numberOfSections == 0 {
            view.reloadDiffableData()
            request.completion?()
            return
        }
        let changes = SnapshotDifference(from: old, to: request.snapshot)
        if changes.isEmpty {
            request.completion?()
        } else {
            view.applyDiffableChanges(changes, animated: request.animating, completion: request.completion)
        }
    }

    /// Leaves the queued applies to the next turn of the main queue, with a warning.
    private func deferRest() {
        if warned.isFirst("apply loop") {
            UIApplication.warnFromAnyThread(
                "apply(_:animatingDifferences:) was called \(Self.consecutiveApplyLimit) times in a row from its own "
                    + "completion or cell provider; the rest wait for the next turn of the main queue. Apply when the "
                    + "data changes, not from every completion.")
        }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.isBusy, !self.pending.isEmpty else { return }
                self.runPending()
            }
        }
    }
}
