/// One update of a batch, as the app gave it: sections and items by the indexes UIKit's batch
/// updates use (deletes, reloads and move sources before the update; inserts and move
/// destinations after it).
enum CollectionUpdate {
    case insertSections(IndexSet)
    case deleteSections(IndexSet)
    case reloadSections(IndexSet)
    case moveSection(Int, Int)
    case insertItems([IndexPath])
    case deleteItems([IndexPath])
    case reloadItems([IndexPath])
    case moveItem(IndexPath, IndexPath)
}

/// Where each section and item goes in a batch of updates: from an index before the batch to one
/// after it, or nowhere (deleted, reloaded). Worked out as UIKit defines a batch: deleted and
/// moved-away elements leave, inserted and moved-in elements take their new indexes, and the
/// elements that stay keep their order and fill the indexes left over.
///
/// A query costs the number of updates in its section, not the number of items, so a batch that
/// inserts one item at the top of 100,000 maps the items on screen without touching the rest.
struct CollectionUpdateMapping {
    /// The section each old section became (nil: deleted or reloaded).
    private(set) var newSection: [Int?]
    /// The old section each new section came from (nil: inserted or reloaded).
    private(set) var oldSection: [Int?]
    /// Per old section: the items that left it (deleted, moved away), sorted.
    private var removedItems: [Int: [Int]] = [:]
    /// Per new section: the items that arrived by insertion or move, sorted.
    private var arrivedItems: [Int: [Int]] = [:]
    /// Items moved: old index path → new index path.
    private var movedItems: [IndexPath: IndexPath] = [:]
    /// Items reloaded (old index paths): they leave and come back as new cells.
    private(set) var reloadedItems: Set<IndexPath> = []
    /// The updates, for the layout's `prepare(forCollectionViewUpdates:)`.
    let updates: [CollectionUpdate]

    /// Works out the mapping for `updates` applied to sections with `oldCounts` items, checked
    /// against the data source's counts after the batch; nil with the reason when they do not
    /// add up.
    static func make(
        updates: [CollectionUpdate], oldCounts: [Int], newCounts: [Int]
    ) -> Result<CollectionUpdateMapping, MappingError> {
        var mapping = CollectionUpdateMapping(newSection: [], oldSection: [], updates: updates)
        return mapping.build(oldCounts: oldCounts, newCounts: newCounts).map { mapping }
    }

    struct MappingError: Error {
        let reason: String
    }

    /// The index path `old` has after the batch; nil when it was deleted or reloaded (or its
    /// section was).
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard old.count == 2, !reloadedItems.contains(old) else { return nil }
        if let moved = movedItems[old] { return moved }
        guard old.section >= 0, old.section < newSection.count, let section = newSection[old.section] else {
            return nil
        }
        let removed = removedItems[old.section] ?? []
        if binarySearch(removed, old.item) { return nil }
        // Its rank among the items that stay, then the rank-th index the arrivals left free.
        let rank = old.item - lowerBound(removed, old.item)
        var index = rank
        for arrived in arrivedItems[section] ?? [] {
            if arrived <= index { index += 1 } else { break }
        }
        return IndexPath(item: index, section: section)
    }

    /// The section `old` has after the batch, nil when it was deleted or reloaded.
    func newSectionIndex(for old: Int) -> Int? {
        old >= 0 && old < newSection.count ? newSection[old] : nil
    }

    // MARK: - Private

    private mutating func build(oldCounts: [Int], newCounts: [Int]) -> Result<Void, MappingError> {
        var deletedSections = Set<Int>()
        var insertedSections = Set<Int>()
        var reloadedSections = Set<Int>()
        var sectionMoves: [(Int, Int)] = []
        var deletedItems: [IndexPath] = []
        var insertedItems: [IndexPath] = []
        var itemMoves: [(IndexPath, IndexPath)] = []
        for update in updates {
            switch update {
            case .insertSections(let sections): insertedSections.formUnion(sections)
            case .deleteSections(let sections): deletedSections.formUnion(sections)
            case .reloadSections(let sections): reloadedSections.formUnion(sections)
            case .moveSection(let from, let to): sectionMoves.append((from, to))
            case .insertItems(let paths): insertedItems += paths
            case .deleteItems(let paths): deletedItems += paths
            case .reloadItems(let paths): reloadedItems.formUnion(paths)
            case .moveItem(let from, let to): itemMoves.append((from, to))
            }
        }
        // Sections.
        let oldSectionCount = oldCounts.count
        let newSectionCount = newCounts.count
        for section in deletedSections.union(reloadedSections) where !(0..<oldSectionCount).contains(section) {
            return .failure(
                MappingError(reason: "section \(section) was deleted or reloaded, but there were \(oldSectionCount)"))
        }
        for section in insertedSections where !(0..<newSectionCount).contains(section) {
            return .failure(
                MappingError(
                    reason: "section \(section) was inserted, but there are \(newSectionCount) after the update"))
        }
        newSection = Array(repeating: nil, count: oldSectionCount)
        oldSection = Array(repeating: nil, count: newSectionCount)
        var sectionsLeaving = deletedSections
        var sectionsArriving = insertedSections
        for (from, to) in sectionMoves {
            guard (0..<oldSectionCount).contains(from), (0..<newSectionCount).contains(to),
                !sectionsLeaving.contains(from), !sectionsArriving.contains(to)
            else { return .failure(MappingError(reason: "section move \(from) → \(to) does not fit the counts")) }
            sectionsLeaving.insert(from)
            sectionsArriving.insert(to)
            newSection[from] = to
            oldSection[to] = from
        }
        let staying = (0..<oldSectionCount).filter { !sectionsLeaving.contains($0) }
        let free = (0..<newSectionCount).filter { !sectionsArriving.contains($0) }
        guard staying.count == free.count else {
            return .failure(
                MappingError(
                    reason: "there are \(newSectionCount) sections after the update, but there were \(oldSectionCount) "
                        + "with \(insertedSections.count) inserted and \(deletedSections.count) deleted"))
        }
        for (old, new) in zip(staying, free) {
            newSection[old] = new
            oldSection[new] = old
        }
        // A reloaded section keeps its index but not its items.
        for section in reloadedSections {
            newSection[section] = nil
        }
        // Items.
        var removed: [Int: Set<Int>] = [:]
        var arrived: [Int: Set<Int>] = [:]
        for path in deletedItems + Array(reloadedItems) {
            guard path.count == 2, (0..<oldSectionCount).contains(path.section), path.item >= 0,
                path.item < oldCounts[path.section]
            else { return .failure(MappingError(reason: "item \(path) was deleted or reloaded, but it did not exist")) }
        }
        // A reloaded item keeps its place among the others (it is replaced, not removed): only
        // deletions leave gaps. `newIndexPath(for:)` gives nil for it all the same.
        for path in deletedItems {
            removed[path.section, default: []].insert(path.item)
        }
        for path in insertedItems {
            guard path.count == 2, (0..<newSectionCount).contains(path.section), path.item >= 0,
                path.item < newCounts[path.section]
            else {
                return .failure(
                    MappingError(
                        reason: "item \(path) was inserted, but the section has no such index after the update"))
            }
            arrived[path.section, default: []].insert(path.item)
        }
        for (from, to) in itemMoves {
            guard from.count == 2, to.count == 2, (0..<oldSectionCount).contains(from.section), from.item >= 0,
                from.item < oldCounts[from.section], (0..<newSectionCount).contains(to.section), to.item >= 0,
                to.item < newCounts[to.section]
            else { return .failure(MappingError(reason: "item move \(from) → \(to) does not fit the counts")) }
            guard removed[from.section, default: []].insert(from.item).inserted,
                arrived[to.section, default: []].insert(to.item).inserted
            else { return .failure(MappingError(reason: "item move \(from) → \(to) repeats another update's item")) }
            movedItems[from] = to
        }
        removedItems = removed.mapValues { $0.sorted() }
        arrivedItems = arrived.mapValues { $0.sorted() }
        // Each new section that came from an old one (not inserted, not reloaded) must hold the
        // old items that stay plus those that arrived.
        for (new, old) in oldSection.enumerated() {
            guard let old, newSection[old] == new else { continue }
            let expected = oldCounts[old] - (removedItems[old]?.count ?? 0) + (arrivedItems[new]?.count ?? 0)
            if expected != newCounts[new] {
                return .failure(
                    MappingError(
                        reason:
                            "section \(new) has \(newCounts[new]) items after the update, but had \(oldCounts[old]) "
                            + "with \(arrivedItems[new]?.count ?? 0) inserted or moved in and "
                            + "\(removedItems[old]?.count ?? 0) deleted or moved out"))
            }
        }
        return .success(())
    }

    private func binarySearch(_ sorted: [Int], _ value: Int) -> Bool {
        let index = lowerBound(sorted, value)
        return index < sorted.count && sorted[index] == value
    }

    /// The number of elements of `sorted` less than `value`.
    private func lowerBound(_ sorted: [Int], _ value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
