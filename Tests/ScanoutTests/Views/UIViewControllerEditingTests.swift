import ScanoutTesting
import Testing

@testable import Scanout

/// `isEditing`, `setEditing(_:animated:)` and `editButtonItem`, as a list's Edit button uses them.
@MainActor
@Suite struct UIViewControllerEditingTests {
    final class Guests: UITableViewController {
        var changes: [Bool] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = editButtonItem
        }
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            changes.append(editing)
        }
    }

    @Test func theEditButtonTogglesEditingAndReadsDoneWhileEditing() throws {
        let host = TestHost()
        let guests = Guests(style: .plain)
        host.window.rootViewController = UINavigationController(rootViewController: guests)
        host.drain()
        #expect(!guests.isEditing && guests.editButtonItem.title == "Edit")
        #expect(guests.editButtonItem === guests.editButtonItem, "one item")
        try host.tap("Edit")
        #expect(guests.isEditing && guests.tableView.isEditing, "the table follows its controller")
        #expect(guests.editButtonItem.title == "Done" && guests.editButtonItem.style == .done)
        try host.tap("Done")
        #expect(!guests.isEditing && !guests.tableView.isEditing)
        #expect(guests.changes == [true, false])
        guests.isEditing = true
        #expect(guests.changes == [true, false, true], "setting the property goes through setEditing")
    }
}
