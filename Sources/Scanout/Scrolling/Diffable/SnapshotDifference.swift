// What changed between two diffable snapshots, in the terms of a table's or collection view's
// batch updates: what UIKit's `performBatchUpdates` takes, so a view applies it with the calls it
// already has.
//
// The batch's rules, which the computation follows: deletions and reloads name old index paths,
// insertions and moves' destinations new ones; a deleted or inserted section takes its items with
// it (they are not also named); a move's source is never in a deleted section nor its destination
// in an inserted one. A section marked for reload is deleted and inserted again, so its items
// follow the section, as UIKit treats a reloaded section. Of the items (or sections) that stay,
// only those outside a longest increasing run of their old positions are reported as moved: the
// fewest moves that give the new order.
//
// Cost: one hash lookup per item of each snapshot (and building each snapshot's position table
// once, kept with the snapshot), O(n), plus O(k log k) for the increasing run
// over the k items kept in a section (skipped when they kept their order, the common case): a
// 10,000-item snapshot with 10 changes costs the lookups and the 10 changes.

/// The changes that turn the sections and items of one snapshot into another's, as batch updates:
/// see the file's header for the rules. Computed by `init(from:to:)`; applied by a
/// `DiffableUpdateTarget`.
struct SnapshotDifference: Equatable, Sendable {
    /// A move from an old position to a new one.
    struct Move<Position: Equatable & Sendable>: Equatable, Sendable {
        var from: Position
        var to: Position
    }

    /// Old indexes, ascending.
    var deletedSections: [Int] = []
    /// New indexes, ascending.
    var insertedSections: [Int] = []
    var movedSections: [Move<Int>] = []
    /// Old index paths.
    var deletedItems: [IndexPath] = []
    /// New index paths.
    var insertedItems: [IndexPath] = []
    var movedItems: [Move<IndexPath>] = []
    /// Old index paths of items marked `reloadItems(_:)` that stay where they were.
    var reloadedItems: [IndexPath] = []
    /// New index paths of items marked `reconfigureItems(_:)`: applied after the batch.
    var reconfiguredItems: [IndexPath] = []

    /// Whether there is nothing to do.
    var isEmpty: Bool { self == SnapshotDifference() }

    init() {}

    init<Section, Item>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) {
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        // The new index of each old section that stays (is in both and not reloaded), else nil.
        var sectionTargets = [Int?](repeating: nil, count: old.numberOfSections)
        for (index, section) in old.sectionIdentifiers.enumerated() {
            if let target = new.sectionIndexes[section], !reloadedSections.contains(section) {
                sectionTargets[index] = target
            } else {
                deletedSections.append(index)
            }
        }
        // The old index of each new section that stays, else nil.
        var sectionSources = [Int?](repeating: nil, count: new.numberOfSections)
        for (index, section) in new.sectionIdentifiers.enumerated() {
            if let source = old.sectionIndexes[section], sectionTargets[source] != nil {
                sectionSources[index] = source
            } else {
                insertedSections.append(index)
            }
        }
        let keptSections = sectionSources.enumerated().compactMap { new, old in old.map { (old: $0, new: new) } }
        movedSections = Self.moves(keptSections)

        // Index loops and one position table per snapshot: this code is generic, so each
        // `enumerated()` step and each extra hash lookup costs a run-time type lookup; index paths
        // are made only for what changed.
        let newPositions = new.positionTable()
        for oldSection in old.sectionItems.indices where sectionTargets[oldSection] != nil {
            let items = old.sectionItems[oldSection]
            for row in items.indices {
                if let to = newPositions[items[row]], sectionSources[to.section] != nil { continue }
                deletedItems.append(IndexPath(item: row, section: oldSection))
            }
        }
        let oldPositions = old.positionTable()
        for newSection in new.sectionItems.indices {
            guard let oldSection = sectionSources[newSection] else { continue }
            let items = new.sectionItems[newSection]
            var kept: [(old: Int, new: Int)] = []
            kept.reserveCapacity(items.count)
            for row in items.indices {
                guard let from = oldPositions[items[row]], sectionTargets[from.section] != nil else {
                    insertedItems.append(IndexPath(item: row, section: newSection))
                    continue
                }
                if from.section == oldSection {
                    kept.append((from.row, row))
                } else {
                    movedItems.append(
                        Move(
                            from: IndexPath(item: from.row, section: from.section),
                            to: IndexPath(item: row, section: newSection)))
                }
            }
            for move in Self.moves(kept) {
                movedItems.append(
                    Move(
                        from: IndexPath(item: move.from, section: oldSection),
                        to: IndexPath(item: move.to, section: newSection)))
            }
        }
        markReloads(from: old, to: new, sectionTargets: sectionTargets, sectionSources: sectionSources)
    }

    // MARK: - Private

    /// The reload and reconfigure marks of `new`, for items that stay. A moved item marked for
    /// reload is deleted and inserted instead (a batch may not both move and reload one item).
    private mutating func markReloads<Section, Item>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>,
        sectionTargets: [Int?], sectionSources: [Int?]
    ) {
        /// The item's old and new index paths when it stays (its sections both stay).
        func paths(of item: Item) -> (from: IndexPath, to: IndexPath)? {
            guard let to = new.position(of: item), sectionSources[to.section] != nil,
                let from = old.position(of: item), sectionTargets[from.section] != nil
            else { return nil }
            return (IndexPath(item: from.row, section: from.section), IndexPath(item: to.row, section: to.section))
        }
        for item in new.reloadedItemIdentifiers {
            guard let (from, to) = paths(of: item) else { continue }
            if let move = movedItems.firstIndex(where: { $0.from == from }) {
                movedItems.remove(at: move)
                deletedItems.append(from)
                insertedItems.append(to)
            } else {
                reloadedItems.append(from)
            }
        }
        for item in new.reconfiguredItemIdentifiers {
            if let (_, to) = paths(of: item) { reconfiguredItems.append(to) }
        }
    }

    /// The pairs (old position, new position), in new order, that are not on a longest run
    /// increasing in old position: the moves that give the new order.
    private static func moves(_ kept: [(old: Int, new: Int)]) -> [Move<Int>] {
        // Most updates keep the order of what stays: nothing moved, no run to find.
        if zip(kept, kept.dropFirst()).allSatisfy({ $0.old < $1.old }) { return [] }
        let onRun = longestIncreasingRun(kept.map(\.old))
        return kept.indices.filter { !onRun[$0] }.map { Move(from: kept[$0].old, to: kept[$0].new) }
    }

    /// Which elements of `values` (distinct) lie on one longest strictly increasing subsequence:
    /// patience sorting, O(k log k).
    static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        // tails[length - 1]: the index of the smallest last value of a run of that length so far.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var onRun = [Bool](repeating: false, count: values.count)
        var index = tails.last ?? -1
        while index >= 0 {
            onRun[index] = true
            index = previous[index]
        }
        return onRun
    }
}
