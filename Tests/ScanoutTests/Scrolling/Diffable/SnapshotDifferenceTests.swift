import Testing

@testable import Scanout

/// `SnapshotDifference`: the changes between two snapshots, replayed on the old one with UIKit's
/// batch-update rules, give the new one; and they are the fewest moves.
@Suite struct SnapshotDifferenceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    /// A snapshot of `sections`: (identifier, items) pairs.
    static func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// The sections and items `changes` make of `old`, by UIKit's batch rules: deletions and move
    /// sources at old indexes are taken out, insertions and move destinations placed at their new
    /// indexes, and what stays fills the remaining places in its old order. An inserted section's
    /// items come from `new` (the data source supplies them). Records an issue for a change the
    /// rules forbid (a move out of a deleted section, a row into an inserted one).
    static func replay(_ changes: SnapshotDifference, on old: Snapshot, new: Snapshot) -> [(String, [Int])] {
        let oldSections = old.sectionIdentifiers
        let sectionCount = oldSections.count - changes.deletedSections.count + changes.insertedSections.count
        var leaving = Set(changes.deletedSections)
        leaving.formUnion(changes.movedSections.map(\.from))
        var staying = oldSections.indices.filter { !leaving.contains($0) }.makeIterator()
        // Which old section each new section comes from (nil: inserted).
        var origin = [Int?](repeating: nil, count: sectionCount)
        var placed = Set(changes.insertedSections)
        for move in changes.movedSections {
            origin[move.to] = move.from
            placed.insert(move.to)
        }
        for index in 0..<sectionCount where !placed.contains(index) { origin[index] = staying.next() }
        var result: [(String, [Int])] = []
        for (index, source) in origin.enumerated() {
            guard let source else {
                let identifier = new.sectionIdentifiers[index]
                result.append((identifier, new.itemIdentifiers(inSection: identifier)))
                continue
            }
            let oldItems = old.itemIdentifiers(inSection: oldSections[source])
            var gone = Set(changes.deletedItems.filter { $0.section == source }.map(\.item))
            gone.formUnion(changes.movedItems.filter { $0.from.section == source }.map(\.from.item))
            var kept = oldItems.indices.filter { !gone.contains($0) }.map { oldItems[$0] }.makeIterator()
            var arriving: [Int: Int] = [:]
            for path in changes.insertedItems where path.section == index {
                arriving[path.item] = new.itemIdentifiers(inSection: new.sectionIdentifiers[index])[path.item]
            }
            for move in changes.movedItems where move.to.section == index {
                #expect(!changes.deletedSections.contains(move.from.section), "a move out of a deleted section")
                let fromSection = old.itemIdentifiers(inSection: oldSections[move.from.section])
                arriving[move.to.item] = fromSection[move.from.item]
            }
            let count = oldItems.count - gone.count + arriving.count
            let items = (0..<count).compactMap { arriving[$0] ?? kept.next() }
            result.append((oldSections[source], items))
        }
        for path in changes.insertedItems + changes.movedItems.map(\.to) {
            #expect(!changes.insertedSections.contains(path.section), "a row into an inserted section")
        }
        return result
    }

    static func contents(_ snapshot: Snapshot) -> [(String, [Int])] {
        snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
    }

    static func expectReplayGivesNew(
        _ old: Snapshot, _ new: Snapshot, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let changes = SnapshotDifference(from: old, to: new)
        let replayed = replay(changes, on: old, new: new)
        #expect(replayed.map(\.0) == new.sectionIdentifiers, sourceLocation: sourceLocation)
        #expect(replayed.map(\.1) == contents(new).map(\.1), sourceLocation: sourceLocation)
    }

    @Test func movingTheFirstItemToTheEndIsOneMove() {
        let old = Self.snapshot([("a", [1, 2, 3, 4, 5])])
        let new = Self.snapshot([("a", [2, 3, 4, 5, 1])])
        let changes = SnapshotDifference(from: old, to: new)
        #expect(changes.movedItems == [.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))])
        #expect(changes.insertedItems.isEmpty && changes.deletedItems.isEmpty)
        Self.expectReplayGivesNew(old, new)
    }

    @Test func aSwapIsOneMove() {
        let old = Self.snapshot([("a", [1, 2, 3])])
        let new = Self.snapshot([("a", [3, 2, 1])])
        #expect(SnapshotDifference(from: old, to: new).movedItems.count == 2)
        let adjacent = Self.snapshot([("a", [2, 1, 3])])
        #expect(SnapshotDifference(from: old, to: adjacent).movedItems.count == 1)
        Self.expectReplayGivesNew(old, new)
        Self.expectReplayGivesNew(old, adjacent)
    }

    @Test func aMovedSectionTakesItsItems() {
        let old = Self.snapshot([("a", [1, 2]), ("b", [3]), ("c", [4, 5])])
        let new = Self.snapshot([("b", [3]), ("c", [4, 5]), ("a", [1, 2])])
        let changes = SnapshotDifference(from: old, to: new)
        #expect(changes.movedSections == [.init(from: 0, to: 2)])
        #expect(changes.movedItems.isEmpty)
        Self.expectReplayGivesNew(old, new)
    }

    @Test func anItemMovedAcrossSectionsIsAMove() {
        let old = Self.snapshot([("a", [1, 2]), ("b", [3])])
        let new = Self.snapshot([("a", [1]), ("b", [2, 3])])
        let changes = SnapshotDifference(from: old, to: new)
        #expect(changes.movedItems == [.init(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1))])
        Self.expectReplayGivesNew(old, new)
    }

    @Test func everythingReplacedEmptyToFullAndFullToEmpty() {
        let full = Self.snapshot([("a", [1, 2]), ("b", [3])])
        let other = Self.snapshot([("x", [7, 8]), ("y", [9])])
        let empty = Snapshot()
        let replaced = SnapshotDifference(from: full, to: other)
        #expect(replaced.deletedSections == [0, 1] && replaced.insertedSections == [0, 1])
        #expect(replaced.deletedItems.isEmpty && replaced.insertedItems.isEmpty, "sections take their items")
        Self.expectReplayGivesNew(full, other)
        Self.expectReplayGivesNew(empty, full)
        Self.expectReplayGivesNew(full, empty)
        #expect(SnapshotDifference(from: full, to: full).isEmpty)
        let sameItemsNewSections = Self.snapshot([("x", [1, 2]), ("y", [3])])
        Self.expectReplayGivesNew(full, sameItemsNewSections)
    }

    @Test func reloadAndReconfigureMarksNameOldAndNewPaths() {
        let old = Self.snapshot([("a", [1, 2, 3])])
        var new = Self.snapshot([("a", [0, 1, 2, 3])])
        new.reloadItems([2])
        new.reconfigureItems([3])
        let changes = SnapshotDifference(from: old, to: new)
        #expect(changes.reloadedItems == [IndexPath(item: 1, section: 0)])
        #expect(changes.reconfiguredItems == [IndexPath(item: 3, section: 0)])
        // A moved item marked for reload is deleted and inserted instead.
        var moved = Self.snapshot([("a", [3, 1, 2])])
        moved.reloadItems([3])
        let movedChanges = SnapshotDifference(from: old, to: moved)
        #expect(movedChanges.movedItems.isEmpty)
        #expect(movedChanges.deletedItems == [IndexPath(item: 2, section: 0)])
        #expect(movedChanges.insertedItems == [IndexPath(item: 0, section: 0)])
        Self.expectReplayGivesNew(old, moved)
        // A reloaded section is replaced with its items.
        var reloadedSection = Self.snapshot([("a", [1, 3])])
        reloadedSection.reloadSections(["a"])
        let sectionChanges = SnapshotDifference(from: old, to: reloadedSection)
        #expect(sectionChanges.deletedSections == [0] && sectionChanges.insertedSections == [0])
        Self.expectReplayGivesNew(old, reloadedSection)
    }

    @Test func theLongestIncreasingRunIsFound() {
        let values = [5, 1, 6, 2, 7, 3, 8]
        let run = SnapshotDifference.longestIncreasingRun(values)
        #expect(values.indices.filter { run[$0] }.map { values[$0] } == [1, 2, 3, 8])
        #expect(SnapshotDifference.longestIncreasingRun([]) == [])
    }

    /// Random sections and items, then random edits (items and sections added, deleted, moved and
    /// marked for reload); the difference replayed must give the new one.
    @Test(arguments: 0..<400) func randomSnapshotsReplayExactly(seed: Int) {
        var random = SplitMix64(seed: 0xD1FF_0000 &+ UInt64(seed))
        let old = Self.randomSnapshot(&random)
        var new = old
        for _ in 0..<Int.random(in: 0...8, using: &random) { Self.randomEdit(&new, &random) }
        Self.expectReplayGivesNew(old, new)
    }

    @Test func tenThousandItemsWithTenChangesReportTenChanges() {
        let old = Self.snapshot([("a", Array(0..<5_000)), ("b", Array(5_000..<10_000))])
        var new = old
        new.deleteItems([10, 20, 30])
        new.appendItems([20_000, 20_001], toSection: "a")
        new.moveItem(4_000, afterItem: 4_500)
        new.moveItem(100, beforeItem: 9_000)
        new.insertItems([30_000, 30_001], beforeItem: 7_000)
        new.reconfigureItems([1])
        let changes = SnapshotDifference(from: old, to: new)
        #expect(changes.deletedItems.count == 3)
        #expect(changes.insertedItems.count == 4)
        #expect(changes.movedItems.count == 2)
        #expect(changes.reconfiguredItems.count == 1)
        Self.expectReplayGivesNew(old, new)
    }

    // MARK: - Random snapshots

    static func randomSnapshot(_ random: inout SplitMix64) -> Snapshot {
        var snapshot = Snapshot()
        var next = 0
        for section in 0..<Int.random(in: 0...5, using: &random) {
            snapshot.appendSections(["s\(section)"])
            let count = Int.random(in: 0...12, using: &random)
            snapshot.appendItems(Array(next..<(next + count)), toSection: "s\(section)")
            next += count
        }
        return snapshot
    }

    static func randomEdit(_ snapshot: inout Snapshot, _ random: inout SplitMix64) {
        let items = snapshot.itemIdentifiers
        let sections = snapshot.sectionIdentifiers
        let fresh = Int.random(in: 1_000...1_000_000, using: &random)
        switch Int.random(in: 0..<10, using: &random) {
        case 0 where !sections.isEmpty:
            snapshot.appendItems([fresh, fresh + 1], toSection: sections.randomElement(using: &random)!)
        case 1 where !items.isEmpty:
            snapshot.deleteItems([items.randomElement(using: &random)!])
        case 2 where !items.isEmpty:
            snapshot.moveItem(items.randomElement(using: &random)!, beforeItem: items.randomElement(using: &random)!)
        case 3 where !items.isEmpty:
            snapshot.moveItem(items.randomElement(using: &random)!, afterItem: items.randomElement(using: &random)!)
        case 4 where !sections.isEmpty:
            snapshot.moveSection(
                sections.randomElement(using: &random)!, afterSection: sections.randomElement(using: &random)!)
        case 5 where !sections.isEmpty:
            snapshot.deleteSections([sections.randomElement(using: &random)!])
        case 6:
            snapshot.appendSections(["n\(fresh)"])
        case 7 where !items.isEmpty:
            snapshot.insertItems([fresh], beforeItem: items.randomElement(using: &random)!)
        case 8 where !items.isEmpty:
            snapshot.reloadItems([items.randomElement(using: &random)!])
        case 9 where !sections.isEmpty:
            snapshot.reloadSections([sections.randomElement(using: &random)!])
        default:
            break
        }
    }
}
