import ScanoutTesting
import Testing

@testable import Scanout

/// `DiffableDataSourceCore` against a recording `DiffableUpdateTarget`: the contract a collection
/// view relies on.
@MainActor
@Suite struct DiffableDataSourceCoreTests {
    final class Recorder: DiffableUpdateTarget {
        var calls: [String] = []
        var changes: [SnapshotDifference] = []

        func applyDiffableChanges(_ changes: SnapshotDifference, animated: Bool, completion: (() -> Void)?) {
            calls.append(animated ? "changes animated" : "changes")
            self.changes.append(changes)
            completion?()
        }

        func reloadDiffableData() {
            calls.append("reload")
        }
    }

    typealias Core = DiffableDataSourceCore<String, Int>

    static func snapshot(_ items: [Int]) -> Core.Snapshot {
        var snapshot = Core.Snapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems(items)
        return snapshot
    }

    @Test func theFirstDataReloadsThenDifferencesAreApplied() {
        let core = Core()
        let view = Recorder()
        var completions = 0
        core.apply(Core.Snapshot(), animating: true, to: view) { completions += 1 }
        core.apply(Self.snapshot([1, 2]), animating: true, to: view) { completions += 1 }
        core.apply(Self.snapshot([1, 2]), animating: true, to: view) { completions += 1 }
        core.apply(Self.snapshot([2, 1, 3]), animating: true, to: view) { completions += 1 }
        core.apply(Self.snapshot([3]), animating: false, reloading: true, to: view) { completions += 1 }
        #expect(view.calls == ["reload", "reload", "changes animated", "reload"], "no call for no change")
        #expect(completions == 5)
        #expect(view.changes.first?.insertedItems == [IndexPath(item: 2, section: 0)])
        #expect(view.changes.first?.movedItems.count == 1)
        #expect(core.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 3)
        #expect(core.indexPath(for: 3) == IndexPath(item: 0, section: 0))
        #expect(core.sectionIdentifier(for: 0) == "main")
    }

    @Test func aSectionSnapshotReplacesItsSectionsItemsWithItsVisibleOnes() {
        let core = Core()
        let view = Recorder()
        core.apply(Self.snapshot([1, 2]), animating: false, to: view, completion: nil)
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([10, 2])
        outline.append([11, 12], to: 10)
        core.apply(outline, to: "main", animating: false, to: view, completion: nil)
        #expect(core.snapshot.itemIdentifiers == [10, 2])
        #expect(core.sectionSnapshot(for: "main").items == [10, 11, 12, 2])
        outline.expand([10])
        core.apply(outline, to: "more", animating: false, to: view, completion: nil)
        #expect(core.snapshot.sectionIdentifiers == ["main", "more"])
        #expect(core.snapshot.itemIdentifiers(inSection: "more") == [10, 11, 12, 2], "moved here from main")
        #expect(core.sectionSnapshot(for: "main").items.isEmpty)
        #expect(core.sectionSnapshot(for: "absent").items.isEmpty)
    }

    @Test func anApplyWithNoViewStillBecomesCurrent() {
        let core = Core()
        var done = false
        core.apply(Self.snapshot([4]), animating: true, to: nil) { done = true }
        #expect(done)
        #expect(core.snapshot.itemIdentifiers == [4])
    }
}
