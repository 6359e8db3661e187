import ScanoutTesting
import Testing

@testable import Scanout

/// `NSDiffableDataSourceSectionSnapshot`: an outline of items, expanded and collapsed.
@MainActor
@Suite struct NSDiffableDataSourceSectionSnapshotTests {
    typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

    /// food ▸ fruit ▸ (apple, pear), veg ▸ (leek); drinks
    static func food() -> Outline {
        var outline = Outline()
        outline.append(["food", "drinks"])
        outline.append(["fruit", "veg"], to: "food")
        outline.append(["apple", "pear"], to: "fruit")
        outline.append(["leek"], to: "veg")
        return outline
    }

    @Test func itemsAreKeptInOutlineOrderWithLevelsAndParents() {
        let outline = Self.food()
        #expect(outline.items == ["food", "fruit", "apple", "pear", "veg", "leek", "drinks"])
        #expect(outline.rootItems == ["food", "drinks"])
        #expect(outline.level(of: "apple") == 2)
        #expect(outline.level(of: "drinks") == 0)
        #expect(outline.parent(of: "leek") == "veg")
        #expect(outline.parent(of: "food") == nil)
        #expect(outline.index(of: "veg") == 4)
        #expect(outline.contains("pear") && !outline.contains("plum"))
    }

    @Test func collapsedParentsHideTheirChildren() {
        var outline = Self.food()
        #expect(outline.visibleItems == ["food", "drinks"])
        #expect(!outline.isVisible("fruit"))
        outline.expand(["food", "fruit"])
        #expect(outline.visibleItems == ["food", "fruit", "apple", "pear", "veg", "drinks"])
        #expect(outline.isVisible("apple") && outline.isExpanded("fruit"))
        outline.collapse(["food"])
        #expect(outline.visibleItems == ["food", "drinks"])
        #expect(!outline.isVisible("apple"))
        #expect(outline.isExpanded("fruit"), "a child keeps its own state under a collapsed parent")
    }

    @Test func insertsAreSiblingsAndDeletesTakeChildren() {
        var outline = Self.food()
        outline.insert(["nuts"], before: "veg")
        outline.insert(["grain"], after: "fruit")
        #expect(outline.items == ["food", "fruit", "apple", "pear", "grain", "nuts", "veg", "leek", "drinks"])
        #expect(outline.parent(of: "grain") == "food" && outline.level(of: "nuts") == 1)
        outline.delete(["fruit", "leek"])
        #expect(outline.items == ["food", "grain", "nuts", "veg", "drinks"])
        #expect(outline.parent(of: "apple") == nil && !outline.contains("apple"))
        outline.deleteAll()
        #expect(outline.items.isEmpty)
    }

    @Test func subtreesAreCopiedReplacedAndInserted() {
        var outline = Self.food()
        outline.expand(["fruit"])
        let fruit = outline.snapshot(of: "fruit", includingParent: true)
        #expect(fruit.items == ["fruit", "apple", "pear"])
        #expect(fruit.level(of: "apple") == 1 && fruit.isExpanded("fruit"))
        #expect(outline.snapshot(of: "food").rootItems == ["fruit", "veg"])

        var citrus = Outline()
        citrus.append(["lemon"])
        citrus.append(["meyer"], to: "lemon")
        outline.replace(childrenOf: "fruit", using: citrus)
        #expect(outline.items == ["food", "fruit", "lemon", "meyer", "veg", "leek", "drinks"])
        #expect(outline.parent(of: "lemon") == "fruit" && outline.parent(of: "meyer") == "lemon")
        #expect(outline.level(of: "meyer") == 3)

        var tea = Outline()
        tea.append(["tea"])
        tea.append(["green"], to: "tea")
        outline.insert(tea, after: "food")
        outline.append(Outline(), to: "veg")
        var snacks = Outline()
        snacks.append(["crisps"])
        outline.insert(snacks, before: "food")
        outline.append(snacks, to: "tea")
        #expect(outline.rootItems == ["crisps", "food", "tea", "drinks"])
        #expect(outline.level(of: "green") == 1)
        #expect(outline.visualDescription().contains("  - fruit"))
    }

    @Test func misuseIsIgnoredWithAWarning() {
        let host = TestHost()
        var outline = Self.food()
        outline.append(["apple"], to: "veg")
        outline.append(["plum"], to: "orchard")
        outline.insert(["plum"], before: "orchard")
        outline.expand(["orchard"])
        outline.delete(["orchard"])
        #expect(outline.items == Self.food().items)
        #expect(outline.level(of: "orchard") == 0)
        #expect(!outline.isVisible("orchard"))
        #expect(host.warnings.contains { $0.contains("apple is already in the section snapshot") })
        #expect(host.warnings.contains { $0.contains("append(_:to:) was given item orchard") })
    }
}
