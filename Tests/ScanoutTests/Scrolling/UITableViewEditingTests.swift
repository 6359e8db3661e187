import ScanoutTesting
import Testing

@testable import Scanout

/// Editing mode: the Edit button, the red minus on each row, Delete, and the data source's commit.
@MainActor
@Suite struct UITableViewEditingTests {
    final class Guests: UITableViewController {
        var names = ["Ada", "Grace", "Alan", "Katherine"]
        var committed: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = editButtonItem
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "guest")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "guest", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            names[indexPath.row] != "Alan"
        }
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete else { return }
            committed.append(indexPath)
            names.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    @Test func editShowsDeleteControlsAndDeleteCommits() throws {
        let host = TestHost()
        let guests = Guests(style: .plain)
        host.window.rootViewController = UINavigationController(rootViewController: guests)
        host.drain()
        #expect(!host.visibleElementLabels.contains("Delete Ada"))
        try host.tap("Edit")
        host.advance(by: 0.3)
        #expect(guests.tableView.isEditing)
        #expect(host.visibleElementLabels.contains("Delete Ada") && host.visibleElementLabels.contains("Delete Grace"))
        #expect(!host.visibleElementLabels.contains("Delete Alan"), "a row the data source cannot edit has none")
        let cell = try #require(guests.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.isEditing && cell.contentView.frame.minX == 38, "the content makes room for the control")
        try host.tap("Delete Grace")
        host.advance(by: 0.5)
        #expect(host.visibleElementLabels.contains("Delete"), "the confirmation button")
        #expect(guests.committed.isEmpty, "nothing deleted before the confirmation")
        try host.tap("Delete")
        host.advance(by: 0.5)
        #expect(guests.committed == [IndexPath(row: 1, section: 0)])
        #expect(guests.tableView.numberOfRows(inSection: 0) == 3)
        try host.tap("Done")
        host.advance(by: 0.3)
        #expect(!guests.tableView.isEditing && !host.visibleElementLabels.contains("Delete Ada"))
        #expect(guests.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.minX == 0)
    }
}
