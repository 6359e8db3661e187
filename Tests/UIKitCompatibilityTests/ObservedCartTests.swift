import ScanoutTesting
import Testing
import UIKit

/// `ObservedCart.swift` compiles in Swift 5 mode; this runs it: the model's total reaches the
/// label, the table grows to its rows through its observed content size, and scrolling fades the
/// header.
@MainActor
@Suite struct ObservedCartTests {
    @Test func observationsDriveTheScreen() throws {
        let host = TestHost(size: CGSize(width: 320, height: 480))
        let controller = ObservedCartViewController()
        host.window.rootViewController = controller
        host.drain()
        #expect(controller.reportedTotals == [0], "the initial report")
        #expect(controller.totalLabel.text == "Total: 0.00")

        for index in 1...12 { controller.cart.add("Item \(index)", price: 2.5) }
        host.advance(by: 0.2)
        host.drain()
        #expect(controller.reportedTotals.last == 30)
        #expect(controller.totalLabel.text == "Total: 30.00")
        #expect(controller.tableView.contentSize.height == 12 * 44)
        #expect(controller.tableHeight.constant == 12 * 44, "the table's height follows its content size")
        #expect(controller.scrollView.contentSize.height == 60 + 12 * 44)

        controller.scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(abs(controller.header.alpha - 0.5) < 0.001, "heard inside the setter")

        controller.stopObserving()
        controller.cart.add("Late", price: 1)
        host.advance(by: 0.5)
        #expect(controller.reportedTotals.last == 30, "nothing after invalidate")
    }

    @Test func theClassicFormHearsTheTablesSize() throws {
        let host = TestHost(size: CGSize(width: 320, height: 480))
        let controller = ClassicHeightViewController()
        host.window.rootViewController = controller
        host.drain()
        controller.listView.contentSize = CGSize(width: 320, height: 700)
        #expect(controller.measuredHeight == 700)
    }
}
