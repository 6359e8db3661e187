import ScanoutTesting
import Testing

@testable import Scanout

/// `NSDiffableDataSourceSnapshot` as UIKit documents it, and what Scanout does where UIKit raises.
@MainActor
@Suite struct NSDiffableDataSourceSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    static func fruitAndVegetables() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "pear"], toSection: "fruit")
        snapshot.appendItems(["leek", "kale"])
        return snapshot
    }

    @Test func itemsAndSectionsAreCountedAndFound() {
        let snapshot = Self.fruitAndVegetables()
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 4)
        #expect(snapshot.sectionIdentifiers == ["fruit", "veg"])
        #expect(snapshot.itemIdentifiers == ["apple", "pear", "leek", "kale"])
        #expect(snapshot.numberOfItems(inSection: "veg") == 2)
        #expect(snapshot.itemIdentifiers(inSection: "veg") == ["leek", "kale"], "nil appends to the last section")
        #expect(snapshot.sectionIdentifier(containingItem: "pear") == "fruit")
        #expect(snapshot.sectionIdentifier(containingItem: "plum") == nil)
        #expect(snapshot.indexOfItem("leek") == 2, "the index among all items")
        #expect(snapshot.indexOfItem("plum") == nil)
        #expect(snapshot.indexOfSection("veg") == 1)
        #expect(snapshot.indexOfSection("nuts") == nil)
    }

    @Test func itemsAreInsertedMovedAndDeleted() {
        var snapshot = Self.fruitAndVegetables()
        snapshot.insertItems(["fig"], beforeItem: "pear")
        snapshot.insertItems(["kiwi"], afterItem: "pear")
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == ["apple", "fig", "pear", "kiwi"])
        snapshot.moveItem("apple", afterItem: "kiwi")
        snapshot.moveItem("leek", beforeItem: "fig")
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == ["leek", "fig", "pear", "kiwi", "apple"])
        #expect(snapshot.sectionIdentifier(containingItem: "leek") == "fruit")
        #expect(snapshot.indexOfItem("apple") == 4)
        snapshot.deleteItems(["fig", "kale"])
        #expect(snapshot.itemIdentifiers == ["leek", "pear", "kiwi", "apple"])
        #expect(snapshot.numberOfItems == 4)
        #expect(snapshot.indexOfItem("kale") == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
    }

    @Test func sectionsAreInsertedMovedAndDeletedWithTheirItems() {
        var snapshot = Self.fruitAndVegetables()
        snapshot.insertSections(["nuts"], beforeSection: "veg")
        snapshot.insertSections(["herbs"], afterSection: "veg")
        #expect(snapshot.sectionIdentifiers == ["fruit", "nuts", "veg", "herbs"])
        snapshot.appendItems(["basil"], toSection: "herbs")
        snapshot.moveSection("herbs", beforeSection: "fruit")
        snapshot.moveSection("fruit", afterSection: "veg")
        #expect(snapshot.sectionIdentifiers == ["herbs", "nuts", "veg", "fruit"])
        #expect(snapshot.itemIdentifiers == ["basil", "leek", "kale", "apple", "pear"])
        #expect(snapshot.indexOfSection("fruit") == 3)
        #expect(snapshot.indexOfItem("apple") == 3)
        snapshot.deleteSections(["veg", "herbs"])
        #expect(snapshot.sectionIdentifiers == ["nuts", "fruit"])
        #expect(snapshot.itemIdentifiers == ["apple", "pear"])
        #expect(snapshot.sectionIdentifier(containingItem: "leek") == nil)
        #expect(snapshot.indexOfSection("fruit") == 1)
    }

    @Test func reloadAndReconfigureMarksAreKeptOnceAndDroppedWithTheirItems() {
        var snapshot = Self.fruitAndVegetables()
        snapshot.reloadItems(["pear", "pear", "kale"])
        snapshot.reconfigureItems(["apple"])
        snapshot.reloadSections(["veg"])
        #expect(snapshot.reloadedItemIdentifiers == ["pear", "kale"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["apple"])
        #expect(snapshot.reloadedSectionIdentifiers == ["veg"])
        snapshot.deleteItems(["kale"])
        snapshot.deleteSections(["veg"])
        #expect(snapshot.reloadedItemIdentifiers == ["pear"])
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func aCopyIsIndependent() {
        let original = Self.fruitAndVegetables()
        #expect(original.indexOfItem("kale") == 3)
        var copy = original
        copy.insertItems(["fig"], beforeItem: "apple")
        #expect(copy.indexOfItem("kale") == 4)
        #expect(original.indexOfItem("kale") == 3)
    }

    @Test func misuseIsSkippedWithOneWarningPerCause() {
        let host = TestHost()
        var snapshot = Snapshot()
        snapshot.appendItems(["orphan"])
        snapshot.appendItems(["orphan"])
        #expect(snapshot.numberOfItems == 0)
        snapshot.appendSections(["fruit", "fruit"])
        snapshot.appendSections(["fruit"])
        #expect(snapshot.sectionIdentifiers == ["fruit"])
        snapshot.appendItems(["apple", "apple", "pear"], toSection: "fruit")
        snapshot.appendItems(["pear"], toSection: "fruit")
        #expect(snapshot.itemIdentifiers == ["apple", "pear"])
        snapshot.appendItems(["plum"], toSection: "nuts")
        snapshot.insertItems(["plum"], beforeItem: "cherry")
        snapshot.moveItem("cherry", afterItem: "apple")
        snapshot.moveItem("apple", afterItem: "apple")
        snapshot.deleteItems(["cherry", "apple"])
        snapshot.reloadItems(["cherry"])
        snapshot.deleteSections(["nuts"])
        snapshot.moveSection("fruit", afterSection: "nuts")
        #expect(snapshot.itemIdentifiers == ["pear"])
        #expect(snapshot.numberOfItems(inSection: "nuts") == 0)
        #expect(snapshot.itemIdentifiers(inSection: "nuts") == [])
        let warnings = host.warnings
        #expect(warnings.filter { $0.contains("no sections") }.count == 1)
        #expect(warnings.filter { $0.contains("appendSections(_:) was given section fruit") }.count == 1)
        #expect(warnings.filter { $0.contains("appendItems(_:toSection:) was given item apple") }.count == 1)
        #expect(warnings.contains { $0.contains("section nuts, which the snapshot does not have") })
        #expect(warnings.contains { $0.contains("insertItems(_:beforeItem:) was given item cherry") })
        #expect(warnings.contains { $0.contains("deleteItems(_:) was given item cherry") })
        #expect(warnings.allSatisfy { !$0.isEmpty })
        #expect(warnings.count == Set(warnings).count, "each cause once")
    }

    @Test func tenThousandItemsBuildAndAnswerQuickly() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<10))
        for section in 0..<10 {
            snapshot.appendItems(Array((section * 1_000)..<((section + 1) * 1_000)), toSection: section)
        }
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for item in stride(from: 0, to: 10_000, by: 7) {
                #expect(snapshot.indexOfItem(item) == item)
                #expect(snapshot.sectionIdentifier(containingItem: item) == item / 1_000)
            }
        }
        // Hash lookups: far below a second even in a debug build on a busy machine.
        #expect(elapsed < .seconds(1))
    }
}
