/// The items of one section as an outline: items with children, each parent expanded or
/// collapsed. A collection view's diffable data source shows its visible items (those whose
/// parents are all expanded) in that section.
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<Item>()
/// outline.append([fruits])
/// outline.append([apple, pear], to: fruits)
/// outline.expand([fruits])
/// ```
///
/// Behaves as UIKit's (iOS 14). Items are kept in outline order (a parent before its children),
/// with a hash index, so `contains(_:)`, `index(of:)`, `level(of:)` and `parent(of:)` are O(1).
/// A value type, usable on any thread.
///
/// Differences: UIKit raises an exception on an item added twice or an anchor or parent the
/// snapshot does not have; Scanout skips the duplicate (with its children) or ignores the call,
/// and warns once per snapshot and cause. `level(of:)` of a missing item is 0, with a warning.
/// `visualDescription()` draws the outline as indented lines ("+" collapsed, "-" otherwise).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias Item = ItemIdentifierType

    /// Every item, parents before their children.
    public private(set) var items: [ItemIdentifierType] = []
    /// Each item's depth, in `items`' order: 0 for a root item.
    private var levels: [Int] = []
    private var indexes: [ItemIdentifierType: Int] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []
    private var warnings = SnapshotWarnings()

    public init() {}

    // MARK: Reading

    public var rootItems: [ItemIdentifierType] { items.indices.filter { levels[$0] == 0 }.map { items[$0] } }

    /// The items whose ancestors are all expanded, in outline order: what the section shows.
    public var visibleItems: [ItemIdentifierType] {
        var visible: [ItemIdentifierType] = []
        var hideDeeperThan = Int.max
        for (index, item) in items.enumerated() where levels[index] <= hideDeeperThan {
            hideDeeperThan = expanded.contains(item) ? Int.max : levels[index]
            visible.append(item)
        }
        return visible
    }

    public func contains(_ item: ItemIdentifierType) -> Bool { indexes[item] != nil }
    public func index(of item: ItemIdentifierType) -> Int? { indexes[item] }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    public func level(of item: ItemIdentifierType) -> Int {
        guard let index = existing(item, method: "level(of:)") else { return 0 }
        return levels[index]
    }

    /// Whether the item's parents are all expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard indexes[item] != nil else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// `parent`'s descendants as a snapshot of their own (`parent` its one root when
    /// `includingParent`), with their expanded states.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var part = Self()
        guard let index = existing(parent, method: "snapshot(of:includingParent:)") else { return part }
        let start = includingParent ? index : index + 1
        part.splice(self, range: start..<subtreeEnd(index), at: 0, level: 0, parent: nil)
        return part
    }

    /// The outline as indented lines, one item each.
    public func visualDescription() -> String {
        var lines = ["<NSDiffableDataSourceSectionSnapshot: \(items.count) items>"]
        for (index, item) in items.enumerated() {
            let hasChildren = index + 1 < items.count && levels[index + 1] > levels[index]
            let mark = hasChildren && !expanded.contains(item) ? "+" : "-"
            lines.append(String(repeating: "  ", count: levels[index]) + "\(mark) \(item)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds `items` as the last children of `parent`, or as root items when nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        append(Self(roots: items), to: parent)
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(Self(roots: items), before: item)
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(Self(roots: items), after: item)
    }

    /// Adds `snapshot`'s outline under `parent` (after its other children), or at the end when nil.
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        guard let parent else {
            return splice(snapshot, range: snapshot.items.indices, at: items.count, level: 0, parent: nil)
        }
        guard let index = existing(parent, method: "append(_:to:)") else { return }
        splice(snapshot, range: snapshot.items.indices, at: subtreeEnd(index), level: levels[index] + 1, parent: parent)
    }

    /// Adds `snapshot`'s outline just before `item`, as its siblings.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        guard let index = existing(item, method: "insert(_:before:)") else { return }
        splice(snapshot, range: snapshot.items.indices, at: index, level: levels[index], parent: parents[item])
    }

    /// Adds `snapshot`'s outline just after `item` and its children, as its siblings.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        guard let index = existing(item, method: "insert(_:after:)") else { return }
        splice(
            snapshot, range: snapshot.items.indices, at: subtreeEnd(index), level: levels[index], parent: parents[item])
    }

    /// Removes the items and their children.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var removed = [Bool](repeating: false, count: self.items.count)
        var any = false
        for item in items {
            guard let index = existing(item, method: "delete(_:)") else { continue }
            for child in index..<subtreeEnd(index) { removed[child] = true }
            any = true
        }
        guard any else { return }
        var keptItems: [ItemIdentifierType] = []
        var keptLevels: [Int] = []
        for index in self.items.indices {
            let item = self.items[index]
            if removed[index] {
                parents[item] = nil
                expanded.remove(item)
            } else {
                keptItems.append(item)
                keptLevels.append(levels[index])
            }
        }
        self.items = keptItems
        levels = keptLevels
        indexes.removeAll(keepingCapacity: true)
        renumber(from: 0)
    }

    public mutating func deleteAll() {
        let warnings = self.warnings
        self = Self()
        self.warnings = warnings
    }

    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where existing(item, method: "expand(_:)") != nil { expanded.insert(item) }
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items where existing(item, method: "collapse(_:)") != nil { expanded.remove(item) }
    }

    /// Replaces `parent`'s children (and theirs) with `snapshot`'s outline.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        guard let index = existing(parent, method: "replace(childrenOf:using:)") else { return }
        let children = items[(index + 1)..<subtreeEnd(index)].filter { parents[$0] == parent }
        delete(children)
        append(snapshot, to: parent)
    }

    // MARK: - Private

    /// A snapshot of `items` as roots.
    private init(roots: [ItemIdentifierType]) {
        for item in roots where indexes[item] == nil {
            indexes[item] = items.count
            items.append(item)
            levels.append(0)
        }
    }

    /// The index of `item`, or nil with a warning naming `method`.
    private func existing(_ item: ItemIdentifierType, method: String) -> Int? {
        if let index = indexes[item] { return index }
        warnings.warnOnce(
            cause: "\(method) missing",
            "\(method) was given item \(item), which the section snapshot does not have; ignoring it. "
                + "Pass items the snapshot holds (check with contains(_:)).")
        return nil
    }

    /// The index just past `index`'s descendants.
    private func subtreeEnd(_ index: Int) -> Int {
        var end = index + 1
        while end < items.count, levels[end] > levels[index] { end += 1 }
        return end
    }

    /// Inserts `source`'s items in `range` (an outline: a run of whole subtrees, or one subtree's
    /// descendants) at `position`, the shallowest at `level` under `parent`. Items this snapshot
    /// already has are skipped with their descendants, with a warning.
    private mutating func splice(
        _ source: Self, range: Range<Int>, at position: Int, level: Int, parent: ItemIdentifierType?
    ) {
        guard let first = range.first else { return }
        let shift = level - source.levels[first]
        var newItems: [ItemIdentifierType] = []
        var newLevels: [Int] = []
        var added = Set<ItemIdentifierType>()
        var skipDeeperThan = Int.max
        for index in range {
            let item = source.items[index]
            let sourceLevel = source.levels[index]
            if sourceLevel > skipDeeperThan { continue }
            skipDeeperThan = Int.max
            if indexes[item] != nil || !added.insert(item).inserted {
                warnings.warnOnce(
                    cause: "duplicate",
                    "Item \(item) is already in the section snapshot; UIKit raises an exception here, Scanout leaves "
                        + "it (and its children) where it was. Make item identifiers unique.")
                skipDeeperThan = sourceLevel
                continue
            }
            newItems.append(item)
            newLevels.append(sourceLevel + shift)
            if sourceLevel + shift == level {
                parents[item] = parent
            } else {
                parents[item] = source.parents[item]
            }
            if source.expanded.contains(item) { expanded.insert(item) }
        }
        items.insert(contentsOf: newItems, at: position)
        levels.insert(contentsOf: newLevels, at: position)
        renumber(from: position)
    }

    private mutating func renumber(from start: Int) {
        for index in start..<items.count { indexes[items[index]] = index }
    }
}
