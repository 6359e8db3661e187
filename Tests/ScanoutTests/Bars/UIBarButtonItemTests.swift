import Scanout
import ScanoutTesting
import Testing

/// `UIBarButtonItem` as a model: what each initializer makes. (Items in bars are tested with the
/// bars.)
@MainActor
@Suite struct UIBarButtonItemTests {
    private final class Screen: UIViewController {
        var saves = 0
        override class var actionTable: ActionTable { super.actionTable.on(Selector("save:"), Screen.save) }
        func save(_ sender: Any?) { saves += 1 }
    }

    @Test func systemItemsHaveUIKitsTitlesAndStyles() {
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(done.title == "Done")
        #expect(done.style == .done)
        #expect(done.systemItem == .done)
        let add = UIBarButtonItem(systemItem: .add)
        #expect(add.title == nil, "symbol items have no title")
        #expect(add.accessibilityLabel == "Add")
        #expect(UIBarButtonItem(systemItem: .trash).accessibilityLabel == "Delete")
    }

    @Test func aPrimaryActionGivesItsTitleAndImage() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Refresh", image: image) { _ in })
        #expect(item.title == "Refresh")
        #expect(item.image === image)
    }

    @Test func spacers() {
        let flexible = UIBarButtonItem.flexibleSpace()
        #expect(flexible.systemItem == .flexibleSpace)
        let fixed = UIBarButtonItem.fixedSpace(24)
        #expect(fixed.systemItem == .fixedSpace)
        #expect(fixed.width == 24)
    }

    @Test func targetActionIsKeptWeakly() {
        var screen: Screen? = Screen()
        let item = UIBarButtonItem(title: "Save", style: .done, target: screen, action: Selector("save:"))
        #expect(item.target === screen)
        #expect(item.action == Selector("save:"))
        screen = nil
        #expect(item.target == nil)
    }

    @Test func menusAreImmutableAndCopiedWithNewChildren() {
        let delete = UIAction(title: "Delete", attributes: .destructive) { _ in }
        let menu = UIMenu(title: "Visitor", options: .displayInline, children: [delete])
        let item = UIBarButtonItem(title: "More", menu: menu)
        #expect(item.menu === menu)
        let copy = menu.replacingChildren([])
        #expect(copy.children.isEmpty)
        #expect(copy.identifier == menu.identifier)
        #expect(copy.options == .displayInline)
        #expect(menu.children.count == 1)
    }
}
