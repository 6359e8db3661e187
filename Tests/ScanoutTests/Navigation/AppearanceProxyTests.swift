import ScanoutTesting
import Testing

@testable import Scanout

private final class BrandBar: UINavigationBar {}

/// Appearance proxies for bars: values set on a class's proxy style its bars as they enter a
/// window, except what a bar set itself. Each test is synchronous on the main actor, so no other
/// test's bars enter a window while a proxy has values; each forgets them before it ends.
@MainActor
@Suite struct AppearanceProxyTests {
    @Test func aNavigationBarTakesItsProxysValuesUnlessItSetThemItself() {
        let host = TestHost()
        let proxy = UINavigationBar.appearance()
        #expect(UINavigationBar.appearance() === proxy, "one proxy per class")
        proxy.barTintColor = .systemGreen
        proxy.titleTextAttributes = [.foregroundColor: UIColor.white]
        BrandBar.appearance().tintColor = .red

        let plain = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let own = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        own.barTintColor = .blue
        let brand = BrandBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(plain.barTintColor == nil, "not before it enters a window")
        host.window.addSubview(plain)
        host.window.addSubview(own)
        host.window.addSubview(brand)
        #expect(plain.barTintColor == .systemGreen)
        #expect(plain.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
        #expect(own.barTintColor == .blue, "the bar's own value wins")
        #expect(brand.barTintColor == .systemGreen, "a superclass's proxy styles a subclass")
        #expect(brand.tintColor == .red)
        #expect(plain.tintColor != .red, "a subclass's proxy does not style its superclass")

        // Later values reach bars as they enter a window again; the proxy is not on screen.
        proxy.barTintColor = .yellow
        #expect(plain.barTintColor == .systemGreen)
        plain.removeFromSuperview()
        host.window.addSubview(plain)
        #expect(plain.barTintColor == .yellow)
        #expect(proxy.window == nil)
        _ = host.render()
        AppearanceProxies.removeAll()
        #expect(UINavigationBar.appearance() !== proxy)
    }

    @Test func aTabBarTakesItsProxysValues() {
        let host = TestHost()
        let proxy = UITabBar.appearance()
        proxy.tintColor = .systemGreen
        proxy.backgroundColor = .systemGray4
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        host.window.addSubview(bar)
        #expect(bar.tintColor == .systemGreen)
        #expect(bar.backgroundColor == .systemGray4)
        AppearanceProxies.removeAll()
    }
}
