import ScanoutTesting
import Testing
import UIKit

/// The inbox (FrostedInbox.swift): its bar clear at the top and brand blue when scrolled, and its
/// frosted overlay fading in over a blurred screen and away again.
@MainActor
@Suite struct FrostedInboxTests {
    @Test func theBarFollowsTheScrollEdgeAndTheOverlayBlursTheScreen() throws {
        let host = TestHost(size: CGSize(width: 400, height: 600))
        let inbox = FrostedInboxViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: inbox)
        host.window.rootViewController = navigation
        host.drain()
        let bar = navigation.navigationBar
        let y = Int(bar.frame.maxY) - 4
        var image = try #require(host.render().cgImage)
        #expect(
            image.pixel(x: 2, y: y).blue > 240 && image.pixel(x: 2, y: y).red > 240, "clear at the top: the white list")

        inbox.tableView.contentOffset.y = 300
        image = try #require(host.render().cgImage)
        let scrolled = image.pixel(x: 2, y: y)
        #expect(scrolled.blue > 190 && scrolled.red < 70, "brand blue once scrolled: \(scrolled)")

        inbox.showLoading()
        host.advance(by: 0.5)
        image = try #require(host.render().cgImage)
        let frosted = image.pixel(x: 200, y: 500)
        #expect(frosted.red < 120, "the list is dimmed under the dark material: \(frosted)")
        #expect(host.warnings.isEmpty, "\(host.warnings)")

        inbox.hideLoading()
        host.advance(by: 0.5)
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 200, y: 500).red > 240, "gone again")
        #expect(navigation.view.subviews.contains { $0 is UIVisualEffectView } == false)
    }
}
