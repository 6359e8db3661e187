import ScanoutTesting
import Testing

@testable import Scanout

/// Appearance objects (`UINavigationBarAppearance` and its kin): drawn by the bars, copied on
/// assignment, the scroll edge's appearance at the content's top, the item's over the bar's.
@MainActor
@Suite struct BarAppearanceTests {
    private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    private let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)

    /// A screen whose view is a tall scroll view with a white background.
    final class ListScreen: UIViewController {
        let scroll = UIScrollView()
        init(title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() {
            scroll.backgroundColor = .white
            scroll.contentSize = CGSize(width: 400, height: 3000)
            view = scroll
        }
    }

    private func opaque(_ color: UIColor, shadow: UIColor? = nil) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        if let shadow { appearance.shadowColor = shadow }
        return appearance
    }

    private func makeStack(_ host: TestHost, _ root: UIViewController) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.drain()
        return navigation
    }

    private func barPixel(_ host: TestHost, x: Int = 4, y: Int = 20) throws -> RGBA8 {
        try #require(host.render().cgImage).pixel(x: x, y: y)
    }

    private func isColor(_ pixel: RGBA8, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool {
        abs(Int(pixel.red) - Int(r)) <= 2 && abs(Int(pixel.green) - Int(g)) <= 2 && abs(Int(pixel.blue) - Int(b)) <= 2
    }

    @Test func theStandardAppearanceDrawsItsBackgroundShadowAndTitle() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let screen = ListScreen(title: "Inbox")
        let navigation = makeStack(host, screen)
        let appearance = opaque(red, shadow: green)
        appearance.titleTextAttributes = [.foregroundColor: blue]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        let image = try #require(host.render().cgImage)
        let barHeight = Int(navigation.navigationBar.frame.maxY)
        #expect(isColor(image.pixel(x: 4, y: barHeight - 4), 255, 0, 0), "the background: \(image.pixel(x: 4, y: 20))")
        #expect(isColor(image.pixel(x: 4, y: barHeight), 0, 255, 0), "the shadow line under the bar")
        #expect(isColor(image.pixel(x: 4, y: barHeight + 2), 255, 255, 255), "the content under it")
        // The title's pixels are blue.
        var bluePixels = 0
        for y in 0..<barHeight {
            for x in 150..<250 where image.pixel(x: x, y: y).blue > 150 && image.pixel(x: x, y: y).red < 100 {
                bluePixels += 1
            }
        }
        #expect(bluePixels > 20, "the title in the appearance's colour")
    }

    @Test func theScrollEdgeAppearanceShowsAtTheTopAndTheStandardOneAwayFromIt() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let screen = ListScreen(title: "Inbox")
        let navigation = makeStack(host, screen)
        let bar = navigation.navigationBar
        bar.standardAppearance = opaque(red)
        bar.scrollEdgeAppearance = opaque(blue)
        let y = Int(bar.frame.maxY) - 4
        #expect(isColor(try barPixel(host, y: y), 0, 0, 255), "at the top: the scroll edge's")
        screen.scroll.contentOffset.y = 200 - screen.scroll.adjustedContentInset.top
        #expect(isColor(try barPixel(host, y: y), 255, 0, 0), "scrolled: the standard one")
        screen.scroll.contentOffset.y = -screen.scroll.adjustedContentInset.top
        #expect(isColor(try barPixel(host, y: y), 0, 0, 255), "back at the top")

        // iOS 15: without a scroll-edge appearance, the standard one with a clear background.
        bar.scrollEdgeAppearance = nil
        #expect(isColor(try barPixel(host, y: y), 255, 255, 255), "transparent at the top: the content shows")
        #expect(bar.shownAppearance?.backgroundColor == nil)
        screen.scroll.contentOffset.y = 100
        #expect(isColor(try barPixel(host, y: y), 255, 0, 0))
    }

    @Test func appearancesAreCopiedWhenAssigned() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let screen = ListScreen(title: "Inbox")
        let navigation = makeStack(host, screen)
        let bar = navigation.navigationBar
        let appearance = opaque(red)
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        appearance.backgroundColor = blue
        #expect(bar.standardAppearance !== appearance)
        #expect(bar.standardAppearance.backgroundColor == red)
        #expect(isColor(try barPixel(host), 255, 0, 0), "a change after assigning does not reach the bar")
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        #expect(isColor(try barPixel(host), 0, 0, 255), "until it is assigned again")

        // Copies are deep: the button appearances' states too.
        let original = UINavigationBarAppearance()
        original.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: red]
        original.setBackIndicatorImage(UIImage(), transitionMaskImage: UIImage())
        let copy = original.copy()
        original.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: blue]
        #expect(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == red)
        #expect(copy.backIndicatorImage != nil)
        #expect(type(of: copy) == UINavigationBarAppearance.self)
        let tab = UITabBarAppearance()
        tab.stackedLayoutAppearance.selected.iconColor = red
        let tabCopy = tab.copy()
        tab.stackedLayoutAppearance.selected.iconColor = blue
        #expect(tabCopy.stackedLayoutAppearance.selected.iconColor == red)

        // Items copy too.
        let item = UINavigationItem(title: "x")
        item.standardAppearance = appearance
        appearance.backgroundColor = green
        #expect(item.standardAppearance?.backgroundColor == blue)
    }

    @Test func anItemsAppearanceWinsOverTheBars() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let root = ListScreen(title: "Inbox")
        root.navigationItem.standardAppearance = opaque(green)
        root.navigationItem.scrollEdgeAppearance = opaque(green)
        let navigation = makeStack(host, root)
        navigation.navigationBar.standardAppearance = opaque(red)
        navigation.navigationBar.scrollEdgeAppearance = opaque(red)
        #expect(isColor(try barPixel(host), 0, 255, 0), "the top item's")
        navigation.pushViewController(ListScreen(title: "Message"), animated: false)
        host.drain()
        #expect(isColor(try barPixel(host), 255, 0, 0), "an item without its own: the bar's")
        navigation.popViewController(animated: false)
        host.drain()
        #expect(isColor(try barPixel(host), 0, 255, 0))
        // Changing the item's appearance while it shows redraws the bar.
        root.navigationItem.scrollEdgeAppearance = opaque(blue)
        #expect(isColor(try barPixel(host), 0, 0, 255))
    }

    @Test func buttonsTheBackButtonAndTheBackIndicatorTakeTheAppearance() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let navigation = makeStack(host, ListScreen(title: "Inbox"))
        let details = ListScreen(title: "Message")
        details.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, target: nil, action: nil)
        navigation.pushViewController(details, animated: false)
        host.drain()
        let appearance = opaque(.white)
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: green]
        appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: red]
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let indicator = UIGraphicsImageRenderer(size: CGSize(width: 13, height: 21), format: format).image { _ in
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 13, height: 21))
        }.withRenderingMode(.alwaysOriginal)
        appearance.setBackIndicatorImage(indicator, transitionMaskImage: indicator)
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        let image = try #require(host.render().cgImage)
        func count(_ xs: Range<Int>, _ test: (RGBA8) -> Bool) -> Int {
            var found = 0
            for y in 0..<44 { for x in xs where test(image.pixel(x: x, y: y)) { found += 1 } }
            return found
        }
        #expect(isColor(image.pixel(x: 14, y: 22), 0, 0, 255), "the back indicator image, in its own colours")
        #expect(count(28..<120) { $0.red > 200 && $0.green < 80 && $0.blue < 80 } > 10, "the back title in red")
        #expect(count(300..<400) { $0.green > 200 && $0.red < 80 && $0.blue < 80 } > 10, "the Edit button in green")
    }

    @Test func configurationsDefaultOpaqueAndTransparent() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial, "default: a blur")
        #expect(appearance.showsShadowLine)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == nil && appearance.backgroundEffect == nil && !appearance.showsShadowLine)
        appearance.shadowImage = UIImage()
        #expect(!appearance.showsShadowLine, "an empty shadow image hides the line")
        let base = UIBarAppearance(barAppearance: appearance)
        #expect(base.backgroundEffect == nil)
        let done = UIBarButtonItemAppearance(style: .done)
        #expect(done.normal.titleTextAttributes[.font] != nil)
        #expect(done.appearance(for: .disabled) === done.disabled)
    }

    @Test func theDefaultBackgroundBlursWhatIsUnderTheBar() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let screen = ListScreen(title: "Inbox")
        let navigation = makeStack(host, screen)
        // A black stripe scrolled under the bar, its edge at x = 200.
        let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 3000))
        stripe.backgroundColor = .black
        screen.scroll.addSubview(stripe)
        let bar = navigation.navigationBar
        bar.standardAppearance = UINavigationBarAppearance()
        screen.scroll.contentOffset.y = 100
        let image = try #require(host.render().cgImage)
        let y = Int(bar.frame.maxY) - 10
        // The material's light tint lifts both sides; between them, a ramp several pixels wide.
        let ramp = (185...215).map { Int(image.pixel(x: $0, y: y).green) }
        let low = ramp.min() ?? 0
        let high = ramp.max() ?? 0
        #expect(high - low > 30, "the stripe shows through the tint: \(ramp)")
        #expect(ramp.filter { $0 > low + 3 && $0 < high - 3 }.count >= 5, "the edge is blurred under the bar: \(ramp)")
        let below = (190...210).map { Int(image.pixel(x: $0, y: y + 40).green) }
        #expect(below.filter { $0 > 5 && $0 < 250 }.isEmpty, "and sharp below it: \(below)")
    }

    @Test func theOlderPropertiesStillDrawWithoutAppearances() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let navigation = makeStack(host, ListScreen(title: "Inbox"))
        let bar = navigation.navigationBar
        bar.barTintColor = red
        bar.isTranslucent = false
        let y = Int(bar.frame.maxY)
        #expect(isColor(try barPixel(host, y: y - 4), 255, 0, 0), "barTintColor, at the scroll edge too")
        #expect(try barPixel(host, y: y).red < 200, "the hairline")
        bar.shadowImage = UIImage()
        #expect(isColor(try barPixel(host, y: y), 255, 255, 255), "an empty shadow image hides it")
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let blueImage = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        bar.setBackgroundImage(blueImage, for: .default)
        #expect(bar.backgroundImage(for: .default) === blueImage)
        #expect(isColor(try barPixel(host, y: y - 4), 0, 0, 255), "the background image")
    }

    @Test func theProxySetsEveryBarsStandardAppearance() throws {
        defer { AppearanceProxies.removeAll() }
        UINavigationBar.appearance().standardAppearance = opaque(red)
        UINavigationBar.appearance().scrollEdgeAppearance = opaque(red)
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let navigation = makeStack(host, ListScreen(title: "Inbox"))
        #expect(navigation.navigationBar.standardAppearance.backgroundColor == red)
        #expect(isColor(try barPixel(host), 255, 0, 0))
    }

    @Test func tabBarsAndToolbarsDrawTheirAppearances() throws {
        let host = TestHost(size: CGSize(width: 400, height: 300))
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 200, width: 400, height: 49))
        let first = UITabBarItem(title: "One", image: nil, tag: 0)
        let second = UITabBarItem(title: "Two", image: nil, tag: 1)
        tabBar.items = [first, second]
        tabBar.selectedItem = first
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = blue
        appearance.shadowColor = red
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: green]
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: red]
        tabBar.standardAppearance = appearance
        host.window.addSubview(tabBar)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 400, height: 44))
        let toolbarAppearance = UIToolbarAppearance()
        toolbarAppearance.configureWithOpaqueBackground()
        toolbarAppearance.backgroundColor = green
        toolbar.standardAppearance = toolbarAppearance
        host.window.addSubview(toolbar)
        let image = try #require(host.render().cgImage)
        #expect(isColor(image.pixel(x: 2, y: 240), 0, 0, 255), "the tab bar's background")
        #expect(isColor(image.pixel(x: 2, y: 200), 255, 0, 0), "its shadow line")
        #expect(isColor(image.pixel(x: 2, y: 130), 0, 255, 0), "the toolbar's background")
        var greenTitle = 0
        var redTitle = 0
        for y in 205..<249 {
            for x in 0..<400 {
                let pixel = image.pixel(x: x, y: y)
                if pixel.green > 150, pixel.blue < 120 { greenTitle += 1 }
                if pixel.red > 150, pixel.blue < 120 { redTitle += 1 }
            }
        }
        #expect(greenTitle > 5 && redTitle > 5, "unselected and selected titles: \(greenTitle) \(redTitle)")
        // Copied: changing it after does nothing.
        appearance.backgroundColor = red
        #expect(isColor(try #require(host.render().cgImage).pixel(x: 2, y: 240), 0, 0, 255))
    }
}
