import Scanout
import ScanoutTesting
import Testing

/// Bars: the navigation bar's items and looks, the toolbar's layout, the toolbar as a keyboard
/// accessory, and the stack set and popped in bulk.
@MainActor
@Suite struct NavigationBarAndToolbarTests {
    private final class Editor: UIViewController {
        var edits = 0
        override class var actionTable: ActionTable { super.actionTable.on(Selector("edit:"), Editor.edit) }
        func edit(_ sender: Any?) { edits += 1 }
    }

    @Test func rightItemsRunTheirActionsAndTheTitleFollowsTheController() throws {
        let host = TestHost()
        let root = UIViewController()
        root.title = "Visitors"
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        let editor = Editor()
        editor.title = "Ada Lovelace"
        editor.navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .edit, target: editor, action: Selector("edit:"))
        navigation.pushViewController(editor, animated: false)
        try host.tap("Edit")
        #expect(editor.edits == 1)
        editor.title = "Ada King"
        #expect(host.elements(labelled: "Ada King").count == 1, "the bar shows the new title")
        editor.navigationItem.rightBarButtonItem?.isEnabled = false
        try host.tap("Edit")
        #expect(editor.edits == 1, "disabled")
        editor.navigationItem.hidesBackButton = true
        #expect(host.elements(labelled: "Visitors").isEmpty)
        editor.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        #expect(host.elements(labelled: "Cancel").count == 1)
    }

    @Test func setViewControllersAndPopToRoot() {
        let host = TestHost()
        let screens = (0..<4).map { index -> UIViewController in
            let controller = UIViewController()
            controller.title = "Screen \(index)"
            return controller
        }
        let navigation = UINavigationController(rootViewController: screens[0])
        host.window.rootViewController = navigation
        navigation.setViewControllers(screens, animated: false)
        #expect(navigation.viewControllers == screens)
        #expect(navigation.children == screens)
        #expect(navigation.navigationBar.items?.count == 4)
        #expect(navigation.navigationBar.backItem === screens[2].navigationItem)
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped == Array(screens[1...]))
        host.advance(by: 0.5)
        #expect(navigation.children == [screens[0]])
        #expect(screens[3].parent == nil)
        navigation.pushViewController(screens[1], animated: true)
        navigation.pushViewController(screens[2], animated: true)
        #expect(navigation.viewControllers == Array(screens[0...2]), "a push during a push finishes the first")
        host.advance(by: 0.5)
        #expect(navigation.popToViewController(screens[1], animated: false) == [screens[2]])
    }

    @Test func toolbarSpacesShareTheFreeWidth() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let share = UIBarButtonItem(systemItem: .action)
        let trash = UIBarButtonItem(systemItem: .trash)
        let fixed = UIBarButtonItem.fixedSpace(30)
        toolbar.items = [
            share, .flexibleSpace(), trash, fixed,
            UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil),
        ]
        toolbar.layoutIfNeeded()
        let views = toolbar.subviews.filter { $0.isAccessibilityElement }
        let frames = views.map(\.frame)
        #expect(frames.count == 3)
        #expect(frames[0].minX == 16)
        #expect(abs(frames[2].maxX - 384) < 0.5, "Done at the trailing margin: \(frames)")
        #expect(abs(frames[2].minX - frames[1].maxX - (8 + 30 + 8)) < 0.5, "the fixed space between: \(frames)")
    }

    @Test func aDoneToolbarAboveTheKeyboardEndsEditing() throws {
        let host = TestHost()
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 300, height: 40))
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [
            .flexibleSpace(),
            UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in field.resignFirstResponder() }),
        ]
        field.inputAccessoryView = bar
        host.window.addSubview(field)
        host.tap(at: CGPoint(x: 100, y: 60))
        host.advance(by: 0.5)
        #expect(field.isFirstResponder)
        try host.tap("Done")
        #expect(!field.isFirstResponder)
    }

    @Test func rightToLeftMirrorsTheBar() throws {
        let host = TestHost(size: CGSize(width: 600, height: 300))
        host.userInterfaceLayoutDirection = .rightToLeft
        let root = UIViewController()
        root.title = "Visitors"
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        let details = UIViewController()
        details.title = "Ada"
        details.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
        navigation.pushViewController(details, animated: false)
        let back = try #require(host.frameOfElement(labelled: "Visitors"))
        let edit = try #require(host.frameOfElement(labelled: "Edit"))
        #expect(back.minX > 300, "the back button is on the right: \(back)")
        #expect(edit.maxX < 300, "the trailing item is on the left: \(edit)")
    }

    @Test func barsLookLikeIOS() {
        let host = TestHost(size: CGSize(width: 480, height: 300))
        let root = UIViewController()
        root.title = "Visitors"
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        let details = UIViewController()
        details.view.backgroundColor = .systemGroupedBackground
        details.title = "Ada Lovelace"
        details.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
        details.toolbarItems = [
            UIBarButtonItem(systemItem: .action), .flexibleSpace(), UIBarButtonItem(systemItem: .trash),
        ]
        navigation.pushViewController(details, animated: false)
        navigation.setToolbarHidden(false, animated: false)
        assertSnapshot(of: host.render(), named: "navigation-bar-and-toolbar")
    }

    @Test func thePushMidway() {
        let host = TestHost(size: CGSize(width: 480, height: 300))
        let root = UIViewController()
        root.title = "Visitors"
        root.view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 20, y: 80, width: 200, height: 30))
        label.text = "Ada Lovelace"
        root.view.addSubview(label)
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        _ = host.render()
        let details = UIViewController()
        details.title = "Ada Lovelace"
        details.view.backgroundColor = .systemGroupedBackground
        navigation.pushViewController(details, animated: true)
        host.advance(by: UINavigationController.transitionDuration / 2)
        assertSnapshot(of: host.render(), named: "push-midway")
    }
}

/// The navigation item's less common parts: a prompt above the row, a title view, a custom view
/// as a bar item, supplementing left items.
@MainActor
@Suite struct NavigationItemTests {
    @Test func aPromptMakesTheBarTallerAndTheSafeAreaFollows() throws {
        let host = TestHost()
        let root = UIViewController()
        root.title = "Visitors"
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.drain()
        #expect(navigation.navigationBar.frame.height == 44)
        root.navigationItem.prompt = "Choose a visitor to check in"
        host.drain()
        #expect(navigation.navigationBar.frame.height == 74)
        #expect(root.view.safeAreaInsets.top == 74)
        #expect(host.elements(labelled: "Choose a visitor to check in").count == 1)
    }

    @Test func aTitleViewAndACustomViewItemShowInsteadOfText() throws {
        let host = TestHost()
        let root = UIViewController()
        root.title = "Hidden title"
        let segments = UISegmentedControl(items: ["Today", "Tomorrow"])
        root.navigationItem.titleView = segments
        var switched = false
        let toggle = UISwitch()
        toggle.addAction(UIAction { _ in switched = true }, for: .valueChanged)
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: toggle)
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.drain()
        #expect(host.elements(labelled: "Hidden title").isEmpty)
        try host.tap("Tomorrow")
        #expect(segments.selectedSegmentIndex == 1, "the title view takes touches")
        let frame = toggle.convert(toggle.bounds, to: nil)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(switched, "the custom view gets its own touches")
        #expect(frame.maxX > host.window.bounds.width - 80, "on the trailing side")
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() {
        let host = TestHost()
        let root = UIViewController()
        root.title = "Visitors"
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        let details = UIViewController()
        details.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Help", style: .plain, target: nil, action: nil)
        navigation.pushViewController(details, animated: false)
        #expect(host.elements(labelled: "Visitors").isEmpty)
        #expect(host.elements(labelled: "Help").count == 1)
        details.navigationItem.leftItemsSupplementBackButton = true
        #expect(host.elements(labelled: "Visitors").count == 1)
        #expect(host.elements(labelled: "Help").count == 1)
    }
}
