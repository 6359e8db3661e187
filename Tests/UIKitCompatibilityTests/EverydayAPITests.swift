import ScanoutTesting
import Testing
import UIKit

/// `EverydayAPI.swift` compiles in Swift 5 mode; this runs its calls in an app and checks a few
/// of their results.
@MainActor
@Suite struct EverydayAPITests {
    @Test func theEverydayCallsRunWithoutTrapping() throws {
        let host = TestHost()
        let controller = EverydayAPIViewController()
        host.window.rootViewController = UINavigationController(rootViewController: controller)
        host.drain()
        controller.everydayCalls()
        host.advance(by: 2)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
        controller.field.becomeFirstResponder()
        host.advance(by: 1)
        #expect(controller.keyboardHeight > 0, "the keyboard's frame came with its notification")
        try host.tap("Row 1")
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }
}
