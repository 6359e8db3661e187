import ScanoutTesting
import Testing
import UIKit

/// The diffable contact list (DiffableContacts.swift), driven as a person would.
@MainActor
@Suite struct DiffableContactsTests {
    @Test func contactsAreShownAddedRenamedDeletedAndSelected() throws {
        let host = TestHost(size: CGSize(width: 320, height: 480))
        let controller = ContactsViewController()
        host.window.rootViewController = controller
        host.drain()
        let table = try #require(controller.tableView)
        func names() -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }
        #expect(names() == ["Ada", "Grace", "Alan"])

        controller.add("Edsger")
        controller.rename(at: IndexPath(row: 2, section: 0), to: "Grace Hopper")
        controller.delete(at: IndexPath(row: 3, section: 0))
        host.drain()
        #expect(names() == ["Edsger", "Ada", "Grace Hopper"])

        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        host.tap(at: cell.convert(CGPoint(x: 20, y: 20), to: nil))
        #expect(controller.selectedName == "Ada")
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }
}
