import Scanout
import ScanoutTesting
import Testing

/// `UITabBar` on its own: items, selection by tapping, the delegate, its size and colours.
@MainActor
@Suite struct UITabBarTests {
    private final class Listener: UITabBarDelegate {
        var selected: [String] = []
        func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "?") }
    }

    @Test func tappingAnItemSelectsItAndTellsTheDelegate() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let bar = UITabBar()
        let listener = Listener()
        bar.delegate = listener
        let items = [
            UITabBarItem(title: "Map", image: UIImage(systemName: "house"), tag: 1),
            UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 2),
        ]
        bar.setItems(items, animated: false)
        let size = bar.sizeThatFits(CGSize(width: 400, height: 1000))
        #expect(size.height == 49)
        bar.frame = CGRect(x: 0, y: 300 - size.height, width: 400, height: size.height)
        host.window.addSubview(bar)
        try host.tap("Search")
        #expect(bar.selectedItem === items[1])
        #expect(listener.selected == ["Search"])
        #expect(host.elements(labelled: "Search").first?.accessibilityTraits.contains(.selected) == true)
    }

    @Test func theSelectedItemIsInTheTintAndTheOthersGrey() throws {
        let host = TestHost(size: CGSize(width: 200, height: 100))
        let bar = UITabBar(frame: CGRect(x: 0, y: 51, width: 200, height: 49))
        let stop = UITabBarItem(title: "A", image: UIImage(systemName: "stop.fill"), tag: 0)
        let other = UITabBarItem(title: "B", image: UIImage(systemName: "stop.fill"), tag: 0)
        bar.items = [stop, other]
        bar.selectedItem = stop
        bar.tintColor = .systemRed
        bar.unselectedItemTintColor = .systemGreen
        host.window.addSubview(bar)
        let image = try #require(host.render().cgImage)
        // Image centres: 4 pt down plus half the 25-pt image area.
        #expect(image.pixel(x: 50, y: 51 + 16) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(image.pixel(x: 150, y: 51 + 16) == RGBA8(red: 52, green: 199, blue: 89, alpha: 255))
    }
}
