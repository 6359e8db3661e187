import ScanoutTesting
import Testing
import UIKit

/// `SharePass.swift` compiles in Swift 5 mode as on iOS; this shares a pass twice.
@MainActor
@Suite struct SharePassTests {
    @Test func printingAndCopyingThroughTheShareSheet() throws {
        let host = TestHost()
        let controller = PassViewController()
        host.window.rootViewController = UINavigationController(rootViewController: controller)
        host.drain()
        controller.share()
        host.advance(by: 1)
        try host.tap("Print Pass")
        host.advance(by: 1)
        #expect(controller.printActivity.printed == ["Visitor pass for Ada Lovelace"])
        #expect(controller.outcomes == ["com.example.printPass true"])

        controller.share()
        host.advance(by: 1)
        try host.tap("Copy")
        host.advance(by: 1)
        #expect(UIPasteboard.general.url == URL(string: "https://example.com/passes/42"))
        #expect(controller.outcomes.last == "com.apple.UIKit.activity.CopyToPasteboard true")
        #expect(controller.presentedViewController == nil)
    }
}
