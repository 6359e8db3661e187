import ScanoutTesting
import Testing

@testable import Scanout

/// Menus shown by buttons (`UIButton.menu`) and bar button items: rows found and chosen by title,
/// dismissal by a touch outside that reaches nothing else, sections, submenus, states.
@MainActor
@Suite struct MenuPresentationTests {
    /// A screen with a "Sort" button whose menu is its primary action, over a view that counts
    /// the touches it gets.
    @MainActor private final class Fixture {
        let host = TestHost(size: CGSize(width: 400, height: 600))
        let button = UIButton(type: .system)
        let background = TouchCounter(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        var chosen: [String] = []
        var senders: [ObjectIdentifier?] = []
        var taps = 0

        init(menu: ((Fixture) -> UIMenu)? = nil) {
            host.window.addSubview(background)
            button.setTitle("Sort", for: .normal)
            button.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
            button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            button.menu =
                menu?(self)
                ?? UIMenu(
                    title: "",
                    children: [
                        action("Name"), action("Date", state: .on),
                        UIMenu(
                            title: "", options: .displayInline,
                            children: [action("Delete All", attributes: .destructive)]),
                    ])
            button.showsMenuAsPrimaryAction = true
            host.window.addSubview(button)
        }

        func action(_ title: String, attributes: UIAction.Attributes = [], state: UIMenuElement.State = .off)
            -> UIAction
        {
            UIAction(title: title, attributes: attributes, state: state) { [unowned self] action in
                chosen.append(action.title)
                senders.append((action.sender as AnyObject?).map(ObjectIdentifier.init))
            }
        }
    }

    private final class TouchCounter: UIView {
        var touches = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
    }

    @Test func tappingAButtonShowsItsMenuAndARowRunsItsActionOnce() throws {
        let fixture = Fixture()
        try fixture.host.tap("Sort")
        #expect(fixture.taps == 0, "the menu is the primary action: the tap's actions are not sent")
        #expect(fixture.host.visibleElementLabels.prefix(3) == ["Delete All", "Date", "Name"])
        let menuFrame = try #require(MenuPresentation.current?.panelFrame)
        #expect(menuFrame.minY >= fixture.button.frame.maxY, "below the button")
        #expect(menuFrame.minX == fixture.button.frame.minX, "lined up with its leading edge")
        try fixture.host.tap("Date")
        #expect(fixture.chosen == ["Date"])
        #expect(fixture.senders == [ObjectIdentifier(fixture.button)])
        #expect(fixture.host.elements(labelled: "Name").isEmpty, "choosing dismisses the menu")
        #expect(fixture.background.touches == 0)
    }

    @Test func aTouchOutsideDismissesWithoutRunningAnythingOrReachingTheViewBelow() throws {
        let fixture = Fixture()
        try fixture.host.tap("Sort")
        fixture.host.tap(at: CGPoint(x: 350, y: 550))
        #expect(fixture.chosen.isEmpty)
        #expect(fixture.background.touches == 0)
        #expect(fixture.host.elements(labelled: "Name").isEmpty)
        // The next touch reaches the app again.
        fixture.host.tap(at: CGPoint(x: 350, y: 550))
        #expect(fixture.background.touches == 1)
    }

    @Test func disabledRowsDoNothingAndHiddenOnesDoNotShow() throws {
        let fixture = Fixture { fixture in
            UIMenu(children: [
                fixture.action("Archive", attributes: .disabled), fixture.action("Secret", attributes: .hidden),
                fixture.action("Keep"),
            ])
        }
        try fixture.host.tap("Sort")
        #expect(fixture.host.elements(labelled: "Secret").isEmpty)
        try fixture.host.tap("Archive")
        #expect(fixture.chosen.isEmpty)
        #expect(!fixture.host.elements(labelled: "Keep").isEmpty, "a disabled row leaves the menu open")
    }

    @Test func aNestedSubmenuOpensInThePanelAndGoesBack() throws {
        let fixture = Fixture { fixture in
            UIMenu(children: [
                fixture.action("Copy"),
                UIMenu(title: "Share", children: [fixture.action("Mail"), fixture.action("Print")]),
            ])
        }
        try fixture.host.tap("Sort")
        #expect(fixture.host.elements(labelled: "Mail").isEmpty)
        try fixture.host.tap("Share")
        #expect(fixture.host.elements(labelled: "Copy").isEmpty)
        try fixture.host.tap("Share")  // the header goes back
        try fixture.host.tap("Share")
        try fixture.host.tap("Print")
        #expect(fixture.chosen == ["Print"])
    }

    @Test func holdingAButtonWhoseMenuIsNotItsPrimaryActionShowsTheMenu() throws {
        let fixture = Fixture()
        fixture.button.showsMenuAsPrimaryAction = false
        try fixture.host.tap("Sort")
        #expect(fixture.taps == 1)
        #expect(fixture.host.elements(labelled: "Name").isEmpty)
        fixture.host.touchDown(at: CGPoint(x: 70, y: 62))
        fixture.host.advance(by: 0.6)
        fixture.host.touchUp()
        #expect(fixture.taps == 1, "the hold does not tap")
        try fixture.host.tap("Name")
        #expect(fixture.chosen == ["Name"])
    }

    @Test func aBarItemWithOnlyAMenuShowsItWhenTappedAndSendsForTheItem() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        var chosen: [ObjectIdentifier?] = []
        let item = UIBarButtonItem(
            systemItem: .add,
            menu: UIMenu(children: [
                UIAction(title: "New Note") { action in
                    chosen.append((action.sender as AnyObject?).map(ObjectIdentifier.init))
                }
            ]))
        let view = BarButtonItemView(item: item)
        view.frame = CGRect(x: 340, y: 20, width: 44, height: 44)
        host.window.addSubview(view)
        try host.tap("Add")
        let menuFrame = try #require(MenuPresentation.current?.panelFrame)
        #expect(menuFrame.maxX == view.frame.maxX, "right of centre: lined up with the item's trailing edge")
        try host.tap("New Note")
        #expect(chosen == [ObjectIdentifier(item)])
    }

    @Test func aBarItemMenuOpen() throws {
        let host = TestHost(size: CGSize(width: 400, height: 360), scale: 2)
        host.window.backgroundColor = .white
        let item = UIBarButtonItem(
            image: UIImage(systemName: "ellipsis.circle"),
            menu: UIMenu(
                title: "Visitors",
                children: [
                    UIAction(title: "Check In", image: UIImage(systemName: "checkmark.circle.fill")) { _ in },
                    UIAction(title: "Sort by Name", state: .on) { _ in },
                    UIAction(title: "Archived", attributes: .disabled) { _ in },
                    UIMenu(title: "Export", image: UIImage(systemName: "square.and.arrow.up"), children: []),
                    UIMenu(
                        options: .displayInline,
                        children: [
                            UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: .destructive)
                            { _ in }
                        ]),
                ]))
        item.accessibilityLabel = "More"
        let view = BarButtonItemView(item: item)
        view.frame = CGRect(x: 340, y: 10, width: 44, height: 44)
        host.window.addSubview(view)
        try host.tap("More")
        #expect(assertSnapshot(of: host.render(), named: "bar-item-menu"))
        MenuPresentation.current?.dismiss()
    }
}
