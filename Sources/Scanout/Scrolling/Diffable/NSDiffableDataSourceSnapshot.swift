/// The sections and items a diffable data source shows, as a value: build one, change it, and hand
/// it to `apply(_:animatingDifferences:)`; the data source works out what changed.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(contacts)
/// dataSource.apply(snapshot)
/// ```
///
/// Behaves as UIKit's (iOS 13–15). Identifiers are unique across the whole snapshot; lookups
/// (`indexOfItem(_:)`, `sectionIdentifier(containingItem:)`, `indexOfSection(_:)`) are hash
/// lookups, so a snapshot of 10,000 items is cheap to build and query. A value type, usable on any
/// thread; the identifiers are `Hashable & Sendable` as on iOS, which a Swift 5 app's non-Sendable
/// class identifiers still satisfy (Swift 5 mode does not check it).
///
/// Differences: UIKit raises an exception on misuse — an identifier added twice, a section or an
/// anchor item that the snapshot does not have, items appended with no section. Scanout does what
/// can be done (skips the duplicates, leaves the snapshot as it was for the rest) and warns once
/// per snapshot and cause, naming the method, the identifier and the fix. Copies of a snapshot
/// share which causes have been warned about.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// Each section's items, in `sectionIdentifiers`' order.
    private(set) var sectionItems: [[ItemIdentifierType]] = []
    /// Each section's index in `sectionIdentifiers`.
    private(set) var sectionIndexes: [SectionIdentifierType: Int] = [:]
    /// Each item's section: the uniqueness check, and the item lookups changes start from.
    private(set) var itemSections: [ItemIdentifierType: SectionIdentifierType] = [:]
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// Item positions, built on the first lookup after a change (a new table after each change).
    private var positions = SnapshotPositions<ItemIdentifierType>()
    private(set) var warnings = SnapshotWarnings()

    public init() {}

    // MARK: Reading

    public var numberOfItems: Int { itemSections.count }
    public var numberOfSections: Int { sectionIdentifiers.count }
    public var itemIdentifiers: [ItemIdentifierType] { Array(sectionItems.joined()) }

    /// The count of `identifier`'s items; 0, with a warning, for a section the snapshot lacks.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        section(identifier, in: "numberOfItems(inSection:)").map { sectionItems[$0].count } ?? 0
    }

    /// `identifier`'s items; none, with a warning, for a section the snapshot lacks.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        section(identifier, in: "itemIdentifiers(inSection:)").map { sectionItems[$0] } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }

    /// The item's index among all the snapshot's items (across sections), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        position(of: identifier)?.index
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    /// Where `item` is: its section index, row and overall index. O(1) after the first lookup.
    func position(of item: ItemIdentifierType) -> SnapshotItemPosition? {
        positions.table(for: sectionItems)[item]
    }

    /// Every item's position: for reading many (one lock, not one per item).
    func positionTable() -> [ItemIdentifierType: SnapshotItemPosition] {
        positions.table(for: sectionItems)
    }

    /// This snapshot without its reload and reconfigure marks: what a data source keeps once it
    /// has applied it (the marks are for that apply only).
    func withoutMarks() -> Self {
        var copy = self
        copy.reloadedSectionIdentifiers = []
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        return copy
    }

    // MARK: Items

    /// Appends to `sectionIdentifier`, or to the last section when nil.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let method = "appendItems(_:toSection:)"
        let target: Int
        if let sectionIdentifier {
            guard let index = section(sectionIdentifier, in: method) else { return }
            target = index
        } else {
            guard !sectionIdentifiers.isEmpty else {
                return warnings.warnOnce(
                    cause: "\(method) no section",
                    "\(method) was called on a snapshot with no sections; the \(identifiers.count) items are not "
                        + "added. Call appendSections(_:) first.")
            }
            target = sectionIdentifiers.count - 1
        }
        let fresh = newItems(identifiers, method: method)
        guard !fresh.isEmpty else { return }
        let section = sectionIdentifiers[target]
        for item in fresh { itemSections[item] = section }
        sectionItems[target].append(contentsOf: fresh)
        itemsChanged()
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType) {
        insertItems(identifiers, next: beforeItem, after: false, method: "insertItems(_:beforeItem:)")
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType) {
        insertItems(identifiers, next: afterItem, after: true, method: "insertItems(_:afterItem:)")
    }

    /// Removes the items (their reload and reconfigure marks with them); ones the snapshot does not
    /// have are skipped with a warning.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var removedBySection: [Int: Set<ItemIdentifierType>] = [:]
        for item in identifiers {
            guard let section = itemSections.removeValue(forKey: item) else {
                missingItem(item, method: "deleteItems(_:)")
                continue
            }
            removedBySection[sectionIndexes[section]!, default: []].insert(item)
        }
        guard !removedBySection.isEmpty else { return }
        for (section, removed) in removedBySection { sectionItems[section].removeAll { removed.contains($0) } }
        dropMarksOfRemoved()
        itemsChanged()
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        let warnings = self.warnings
        self = NSDiffableDataSourceSnapshot()
        // The warnings already given stay given.
        self.warnings = warnings
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, next: toIdentifier, after: false, method: "moveItem(_:beforeItem:)")
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, next: toIdentifier, after: true, method: "moveItem(_:afterItem:)")
    }

    /// Marks the items to be shown again by new cells when applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers = marks(reloadedItemIdentifiers, adding: identifiers, method: "reloadItems(_:)")
    }

    /// Marks the items to be shown again by their current cells when applied (iOS 15).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers = marks(
            reconfiguredItemIdentifiers, adding: identifiers, method: "reconfigureItems(_:)")
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let fresh = newSections(identifiers, method: "appendSections(_:)")
        for section in fresh {
            sectionIndexes[section] = sectionIdentifiers.count
            sectionIdentifiers.append(section)
            sectionItems.append([])
        }
        if !fresh.isEmpty { itemsChanged() }
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, next: toIdentifier, after: false, method: "insertSections(_:beforeSection:)")
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, next: toIdentifier, after: true, method: "insertSections(_:afterSection:)")
    }

    /// Removes the sections with their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var removed = Set<Int>()
        for section in identifiers {
            guard let index = self.section(section, in: "deleteSections(_:)") else { continue }
            if removed.insert(index).inserted {
                for item in sectionItems[index] { itemSections[item] = nil }
            }
        }
        guard !removed.isEmpty else { return }
        var kept = 0
        for index in sectionIdentifiers.indices where !removed.contains(index) {
            sectionIdentifiers[kept] = sectionIdentifiers[index]
            sectionItems.swapAt(kept, index)
            kept += 1
        }
        sectionIdentifiers.removeLast(sectionIdentifiers.count - kept)
        sectionItems.removeLast(sectionItems.count - kept)
        renumberSections(from: 0)
        dropMarksOfRemoved()
        itemsChanged()
    }

    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, next: toIdentifier, after: false, method: "moveSection(_:beforeSection:)")
    }

    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, next: toIdentifier, after: true, method: "moveSection(_:afterSection:)")
    }

    /// Marks the sections to be shown again, with all their items, when applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        var marked = Set(reloadedSectionIdentifiers)
        for section in identifiers where self.section(section, in: "reloadSections(_:)") != nil {
            if marked.insert(section).inserted { reloadedSectionIdentifiers.append(section) }
        }
    }

    // MARK: - Private

    private mutating func itemsChanged() {
        positions = SnapshotPositions()
    }

    /// The index of `identifier`, or nil with a warning naming `method`.
    private func section(_ identifier: SectionIdentifierType, in method: String) -> Int? {
        if let index = sectionIndexes[identifier] { return index }
        warnings.warnOnce(
            cause: "\(method) missing section",
            "\(method) was given section \(identifier), which the snapshot does not have; ignoring it. "
                + "Add the section first (appendSections(_:)).")
        return nil
    }

    private func missingItem(_ item: ItemIdentifierType, method: String) {
        warnings.warnOnce(
            cause: "\(method) missing item",
            "\(method) was given item \(item), which the snapshot does not have; ignoring it. "
                + "Pass identifiers the snapshot holds (check with indexOfItem(_:)).")
    }

    /// `identifiers` without those the snapshot already has or that come twice, with a warning.
    private func newItems(_ identifiers: [ItemIdentifierType], method: String) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
        var fresh: [ItemIdentifierType] = []
        fresh.reserveCapacity(identifiers.count)
        for item in identifiers {
            if itemSections[item] == nil, seen.insert(item).inserted {
                fresh.append(item)
                continue
            }
            warnings.warnOnce(
                cause: "\(method) duplicate item",
                "\(method) was given item \(item), which is already in the snapshot or given twice; UIKit raises "
                    + "an exception here, Scanout adds it once. Make item identifiers unique (an id, not a value "
                    + "that can repeat).")
        }
        return fresh
    }

    private func newSections(_ identifiers: [SectionIdentifierType], method: String) -> [SectionIdentifierType] {
        var seen = Set<SectionIdentifierType>()
        return identifiers.filter { section in
            if sectionIndexes[section] == nil, seen.insert(section).inserted { return true }
            warnings.warnOnce(
                cause: "\(method) duplicate section",
                "\(method) was given section \(section), which is already in the snapshot or given twice; UIKit "
                    + "raises an exception here, Scanout adds it once. Make section identifiers unique.")
            return false
        }
    }

    private mutating func insertItems(
        _ identifiers: [ItemIdentifierType], next anchor: ItemIdentifierType, after: Bool, method: String
    ) {
        guard let section = itemSections[anchor] else { return missingItem(anchor, method: method) }
        let fresh = newItems(identifiers, method: method)
        guard !fresh.isEmpty else { return }
        let index = sectionIndexes[section]!
        let row = sectionItems[index].firstIndex(of: anchor)! + (after ? 1 : 0)
        for item in fresh { itemSections[item] = section }
        sectionItems[index].insert(contentsOf: fresh, at: row)
        itemsChanged()
    }

    private mutating func moveItem(
        _ item: ItemIdentifierType, next anchor: ItemIdentifierType, after: Bool, method: String
    ) {
        guard itemSections[item] != nil else { return missingItem(item, method: method) }
        guard let anchorSection = itemSections[anchor] else { return missingItem(anchor, method: method) }
        guard item != anchor else { return }
        let from = sectionIndexes[itemSections[item]!]!
        sectionItems[from].remove(at: sectionItems[from].firstIndex(of: item)!)
        let to = sectionIndexes[anchorSection]!
        let row = sectionItems[to].firstIndex(of: anchor)! + (after ? 1 : 0)
        sectionItems[to].insert(item, at: row)
        itemSections[item] = anchorSection
        itemsChanged()
    }

    /// `marks` with those of `identifiers` the snapshot has and `marks` lacks added.
    private func marks(
        _ marks: [ItemIdentifierType], adding identifiers: [ItemIdentifierType], method: String
    ) -> [ItemIdentifierType] {
        var marks = marks
        var marked = Set(marks)
        for item in identifiers {
            guard itemSections[item] != nil else {
                missingItem(item, method: method)
                continue
            }
            if marked.insert(item).inserted { marks.append(item) }
        }
        return marks
    }

    /// Drops the reload and reconfigure marks of items (and sections) no longer in the snapshot.
    private mutating func dropMarksOfRemoved() {
        let items = itemSections
        let sections = sectionIndexes
        if !reloadedItemIdentifiers.isEmpty { reloadedItemIdentifiers.removeAll { items[$0] == nil } }
        if !reconfiguredItemIdentifiers.isEmpty { reconfiguredItemIdentifiers.removeAll { items[$0] == nil } }
        if !reloadedSectionIdentifiers.isEmpty { reloadedSectionIdentifiers.removeAll { sections[$0] == nil } }
    }

    private mutating func insertSections(
        _ identifiers: [SectionIdentifierType], next anchor: SectionIdentifierType, after: Bool, method: String
    ) {
        guard let index = section(anchor, in: method) else { return }
        let fresh = newSections(identifiers, method: method)
        guard !fresh.isEmpty else { return }
        let position = index + (after ? 1 : 0)
        sectionIdentifiers.insert(contentsOf: fresh, at: position)
        sectionItems.insert(contentsOf: Array(repeating: [], count: fresh.count), at: position)
        renumberSections(from: position)
        itemsChanged()
    }

    private mutating func moveSection(
        _ section: SectionIdentifierType, next anchor: SectionIdentifierType, after: Bool, method: String
    ) {
        guard let from = self.section(section, in: method), self.section(anchor, in: method) != nil,
            section != anchor
        else { return }
        let items = sectionItems.remove(at: from)
        sectionIdentifiers.remove(at: from)
        sectionIndexes[section] = nil
        renumberSections(from: from)
        let to = sectionIndexes[anchor]! + (after ? 1 : 0)
        sectionIdentifiers.insert(section, at: to)
        sectionItems.insert(items, at: to)
        renumberSections(from: min(from, to))
        itemsChanged()
    }

    private mutating func renumberSections(from start: Int) {
        if start == 0 { sectionIndexes.removeAll(keepingCapacity: true) }
        for index in start..<sectionIdentifiers.count { sectionIndexes[sectionIdentifiers[index]] = index }
    }
}
