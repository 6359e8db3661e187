import ScanoutTesting
import Testing
import UIKit

/// `ThemedCards.swift` compiles in Swift 5 mode as on iOS; this runs it as an app would, in the
/// light appearance and then the dark one the screen's switch forces.
@MainActor
@Suite struct ThemedCardsTests {
    @Test func theSwitchTurnsTheScreenDarkAndEveryColourFollows() throws {
        let host = TestHost()
        let controller = ThemeViewController()
        host.window.rootViewController = controller
        var image = try #require(host.render().cgImage)
        // Light: the card's light grey over the grouped background, the blue stripe.
        #expect(image.pixel(x: 150, y: 80).green == 245)
        #expect(image.pixel(x: 150, y: 136) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(image.pixel(x: 5, y: 300) == RGBA8(red: 242, green: 242, blue: 247, alpha: 255))

        host.tap(at: CGPoint(x: 45, y: 175))
        #expect(controller.darkSwitch.isOn && controller.traitCollection.userInterfaceStyle == .dark)
        image = try #require(host.render().cgImage)
        #expect(abs(Int(image.pixel(x: 150, y: 80).green) - 31) <= 1, "the provider's dark card: 0.12")
        #expect(image.pixel(x: 150, y: 136) == RGBA8(red: 255, green: 159, blue: 10, alpha: 255), "dark orange")
        #expect(image.pixel(x: 5, y: 300) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255), "dark grouped background")
        // The border was resolved again by traitCollectionDidChange; the registration heard once.
        let border = try #require(controller.card.layer.borderColor)
        #expect(abs(border.red - 84.0 / 255) < 0.001 && abs(border.alpha - 0.6) < 0.001)
        #expect(controller.shadowUpdates == 1)
        #expect(controller.card.layer.shadowColor?.red == 1, "white: the dark label colour")

        host.tap(at: CGPoint(x: 45, y: 175))
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 150, y: 80).green == 245, "light again")
    }

    @Test func designSystemHelpersHandOnPlainClosures() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        let pair = UIColor(light: .white, dark: .black)
        #expect(pair.resolvedColor(with: dark) == .black && pair.resolvedColor(with: light) == .white)
        let handedOn = UIColor(dynamic: { $0.userInterfaceStyle == .dark ? .systemTeal : .systemPink })
        // Resolved all the way: the system colour's value for the traits.
        #expect(handedOn.resolvedColor(with: dark) == UIColor.systemTeal.resolvedColor(with: dark))
        #expect(handedOn.resolvedColor(with: light) == UIColor.systemPink.resolvedColor(with: light))
    }
}
