import Scanout
import ScanoutTesting
import Testing

/// `UITabBarController`: tabs chosen by tapping their titles, the delegate's say, appearance
/// order, the safe area the bar adds, the More tab, and the wide layout.
@MainActor
@Suite struct UITabBarControllerTests {
    private final class Vetoing: UITabBarControllerDelegate {
        var refused: Set<String> = []
        var asked: [String] = []
        var selected: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        {
            asked.append(viewController.title ?? "?")
            return !refused.contains(viewController.title ?? "")
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(viewController.title ?? "?")
        }
    }

    private func controllers(_ titles: [String], log: EventLog) -> [RecordingViewController] {
        titles.map { title in
            let controller = RecordingViewController(title, log: log)
            controller.title = title
            controller.tabBarItem.image = UIImage(systemName: "star")
            return controller
        }
    }

    @Test func tappingATabByItsTitleShowsItsControllerInUIKitsAppearanceOrder() throws {
        let host = TestHost(size: CGSize(width: 400, height: 700))
        let log = EventLog()
        let tabs = UITabBarController()
        let children = controllers(["Visitors", "Settings"], log: log)
        tabs.viewControllers = children
        #expect(tabs.children.count == 2)
        #expect(children[1].tabBarController === tabs)
        host.window.rootViewController = tabs
        #expect(tabs.selectedIndex == 0)
        #expect(log.entries == ["Visitors.viewDidLoad", "Visitors.viewWillAppear", "Visitors.viewDidAppear"])
        log.clear()

        try host.tap("Settings")
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedViewController === children[1])
        #expect(tabs.tabBar.selectedItem === children[1].tabBarItem)
        #expect(
            log.entries == [
                "Visitors.viewWillDisappear", "Settings.viewDidLoad", "Settings.viewWillAppear",
                "Visitors.viewDidDisappear", "Settings.viewDidAppear",
            ])
        #expect(children[0].viewIfLoaded?.superview == nil)
        #expect(children[1].view.superview === tabs.view)

        // In code, too (without asking a delegate).
        log.clear()
        tabs.selectedIndex = 0
        #expect(
            log.entries == [
                "Settings.viewWillDisappear", "Visitors.viewWillAppear", "Settings.viewDidDisappear",
                "Visitors.viewDidAppear",
            ])
    }

    @Test func theDelegateCanRefuseATab() throws {
        let host = TestHost(size: CGSize(width: 400, height: 700))
        let tabs = UITabBarController()
        let delegate = Vetoing()
        delegate.refused = ["Admin"]
        tabs.delegate = delegate
        tabs.viewControllers = controllers(["Home", "Admin", "Help"], log: EventLog())
        host.window.rootViewController = tabs
        try host.tap("Admin")
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.selectedItem === tabs.viewControllers?[0].tabBarItem)
        try host.tap("Help")
        #expect(tabs.selectedIndex == 2)
        #expect(delegate.asked == ["Admin", "Help"])
        #expect(delegate.selected == ["Help"])
        tabs.selectedIndex = 1
        #expect(delegate.asked.count == 2, "selecting in code does not ask")
    }

    @Test func theChildFillsTheViewAndItsSafeAreaIncludesTheBar() throws {
        let host = TestHost(size: CGSize(width: 400, height: 700))
        let tabs = UITabBarController()
        let children = controllers(["One", "Two"], log: EventLog())
        tabs.viewControllers = children
        tabs.additionalSafeAreaInsets.bottom = 20  // as a home indicator would
        host.window.rootViewController = tabs
        host.drain()
        #expect(children[0].view.frame == tabs.view.bounds)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 700 - 69, width: 400, height: 69))
        #expect(children[0].view.safeAreaInsets.bottom == 69)
        let guide = UIView()
        guide.translatesAutoresizingMaskIntoConstraints = false
        children[0].view.addSubview(guide)
        NSLayoutConstraint.activate([
            guide.bottomAnchor.constraint(equalTo: children[0].view.safeAreaLayoutGuide.bottomAnchor),
            guide.leadingAnchor.constraint(equalTo: children[0].view.leadingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 10), guide.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.drain()
        #expect(guide.frame.maxY == 700 - 69)
        try host.tap("Two")
        host.drain()
        #expect(children[1].view.safeAreaInsets.bottom == 69)
    }

    @Test func aBadgeIsARedCapsuleAtTheImagesCorner() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        host.window.backgroundColor = .white
        let tabs = UITabBarController()
        let children = controllers(["Inbox", "Sent"], log: EventLog())
        tabs.viewControllers = children
        host.window.rootViewController = tabs
        host.drain()
        let tabFrame = try #require(host.frameOfElement(labelled: "Inbox"))
        let before = try #require(host.render().cgImage)
        children[0].tabBarItem.badgeValue = "3"
        let after = try #require(host.render().cgImage)
        // Red appears right of the tab's centre, near the top of the bar.
        var redPixels = 0
        for y in Int(tabFrame.minY)..<Int(tabFrame.minY + 20) {
            for x in Int(tabFrame.midX)..<Int(tabFrame.midX + 30) {
                let pixel = after.pixel(x: x, y: y)
                if pixel.red > 200, pixel.green < 90, pixel.blue < 90 { redPixels += 1 }
                #expect(before.pixel(x: x, y: y).green > 90 || before.pixel(x: x, y: y).red < 200)
            }
        }
        #expect(redPixels > 100)
    }

    @Test func sixControllersOnACompactScreenPutTheLastTwoUnderMore() throws {
        let host = TestHost(size: CGSize(width: 400, height: 700))
        let log = EventLog()
        let tabs = UITabBarController()
        let children = controllers(["One", "Two", "Three", "Four", "Five", "Six"], log: log)
        tabs.viewControllers = children
        host.window.rootViewController = tabs
        host.drain()
        #expect(tabs.tabBar.items?.map { $0.title ?? "" } == ["One", "Two", "Three", "Four", "More"])
        #expect(host.elements(labelled: "Five").isEmpty)
        try host.tap("More")
        host.drain()
        #expect(tabs.selectedIndex == NSNotFound)
        try host.tap("Six")
        host.drain()
        #expect(tabs.selectedIndex == 5)
        #expect(tabs.selectedViewController === children[5])
        #expect(children[5].view.window === host.window)
        #expect(log.entries.contains("Six.viewDidAppear"))
        try host.tap("‹ More")
        host.drain()
        #expect(children[5].viewIfLoaded?.window == nil)
        try host.tap("One")
        #expect(tabs.selectedIndex == 0)
        // In code: the More tab shows the controller.
        tabs.selectedIndex = 4
        host.drain()
        #expect(children[4].view.window === host.window)
        #expect(tabs.tabBar.selectedItem?.title == "More")
    }

    @Test func onAWideScreenEveryTabShowsCentredAsAGroup() throws {
        let host = TestHost(size: CGSize(width: 1280, height: 800))
        let tabs = UITabBarController()
        tabs.viewControllers = controllers(["One", "Two", "Three", "Four", "Five", "Six"], log: EventLog())
        host.window.rootViewController = tabs
        host.drain()
        #expect(tabs.tabBar.items?.count == 6)
        let first = try #require(host.frameOfElement(labelled: "One"))
        let last = try #require(host.frameOfElement(labelled: "Six"))
        #expect(first.width == last.width)
        #expect(first.width < 1280 / 6, "fixed widths, not spread across the bar")
        #expect(abs((first.minX + last.maxX) / 2 - 640) < 0.5, "centred")
        try host.tap("Six")
        #expect(tabs.selectedIndex == 5)
    }

    @Test func tabBarItemsTakeTheControllersTitleAndSystemItemsHaveUIKitsTitles() {
        _ = TestHost()
        let controller = UIViewController()
        controller.title = "Reports"
        #expect(controller.tabBarItem.title == "Reports")
        controller.title = "Charts"
        #expect(controller.tabBarItem.title == "Charts")
        let favorites = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        #expect(favorites.title == "Favorites")
        #expect(favorites.tag == 3)
        #expect(favorites.image?.isSymbolImage == true)
        #expect(UITabBarItem(tabBarSystemItem: .mostViewed, tag: 0).title == "Most Viewed")
        let item = UITabBarItem(title: "Home", image: nil, selectedImage: UIImage(systemName: "house.fill"))
        #expect(item.selectedImage != nil)
        #expect(UIViewController().tabBarController == nil)
    }

    @Test func compactTabBarWithABadge() {
        let host = TestHost(size: CGSize(width: 400, height: 300), scale: 2)
        host.window.backgroundColor = .white
        let tabs = UITabBarController()
        let children = controllers(["Visitors", "Badges", "Settings"], log: EventLog())
        children[0].tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: 0)
        children[1].tabBarItem.image = UIImage(systemName: "qrcode")
        children[1].tabBarItem.badgeValue = "12"
        children[2].tabBarItem.image = UIImage(systemName: "gearshape")
        tabs.viewControllers = children
        host.window.rootViewController = tabs
        #expect(assertSnapshot(of: host.render(), named: "tab-bar-compact"))
    }

    @Test func wideTabBarWithABadge() {
        let host = TestHost(size: CGSize(width: 1280, height: 200))
        host.window.backgroundColor = .white
        let tabs = UITabBarController()
        let children = controllers(["Visitors", "Badges", "Settings", "Help"], log: EventLog())
        children[1].tabBarItem.badgeValue = "3"
        tabs.viewControllers = children
        tabs.selectedIndex = 1
        host.window.rootViewController = tabs
        #expect(assertSnapshot(of: host.render(), named: "tab-bar-wide"))
    }
}
