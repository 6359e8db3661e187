import ScanoutTesting
import Testing

@testable import Scanout

/// `UITableViewDiffableDataSource` the way an app uses it: a contact list applied, changed and
/// applied again.
@MainActor
@Suite(.serialized) struct UITableViewDiffableDataSourceTests {
    enum Section: Hashable, Sendable { case main, favourites }

    struct Contact: Hashable, Sendable {
        var id: Int
        var name: String
    }

    /// A data source that titles its sections and lets rows be moved, as apps subclass it.
    final class ContactsDataSource: UITableViewDiffableDataSource<Section, Contact> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section) == .favourites ? "Favourites" : nil
        }

        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    }

    static let names = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald"]
    static let contacts = names.enumerated().map { Contact(id: $0.offset, name: $0.element) }

    static func setUp() -> (TestHost, UITableView, ContactsDataSource) {
        let host = TestHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        let dataSource = ContactsDataSource(tableView: table) { table, indexPath, contact in
            let cell = table.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            cell.textLabel?.text = contact.name
            return cell
        }
        host.window.addSubview(table)
        host.drain()
        return (host, table, dataSource)
    }

    static func texts(_ table: UITableView) -> [String] {
        table.visibleCells.map { $0.textLabel?.text ?? "" }
    }

    @Test func appliedSnapshotsAreWhatTheTableShows() {
        let (host, table, dataSource) = Self.setUp()
        #expect(table.dataSource === dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Self.contacts)
        dataSource.apply(snapshot, animatingDifferences: false)
        host.drain()
        #expect(Self.texts(table) == Self.names)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == Self.contacts[2])
        #expect(dataSource.indexPath(for: Self.contacts[4]) == IndexPath(row: 4, section: 0))
        #expect(dataSource.sectionIdentifier(for: 0) == .main)
        #expect(dataSource.sectionIdentifier(for: 1) == nil)

        var changed = dataSource.snapshot()
        changed.deleteItems([Self.contacts[1]])
        let renamed = Contact(id: 10, name: "Katherine")
        changed.insertItems([renamed], afterItem: Self.contacts[2])
        changed.moveItem(Self.contacts[0], afterItem: Self.contacts[5])
        changed.insertSections([.favourites], beforeSection: .main)
        changed.appendItems([Contact(id: 20, name: "Hedy")], toSection: .favourites)
        var completions = 0
        dataSource.apply(changed) { completions += 1 }
        host.drain()
        #expect(completions == 1)
        #expect(Self.texts(table) == ["Hedy", "Alan", "Katherine", "Edsger", "Barbara", "Donald", "Ada"])
        #expect(table.numberOfSections == 2)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1)) == renamed)
        #expect(dataSource.indexPath(for: Self.contacts[0]) == IndexPath(row: 5, section: 1))
        #expect(dataSource.indexPath(for: Self.contacts[1]) == nil)
        #expect(dataSource.snapshot().numberOfItems == 7)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Favourites")
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    @Test func reloadAndReconfigureAskTheCellProviderAgain() {
        let (host, table, dataSource) = Self.setUp()
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Self.contacts)
        dataSource.apply(snapshot)
        host.drain()
        var marked = dataSource.snapshot()
        marked.reconfigureItems([Self.contacts[3]])
        marked.reloadItems([Self.contacts[1]])
        dataSource.apply(marked)
        host.drain()
        #expect(Self.texts(table) == Self.names)
        #expect(dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty, "marks are for one apply")
        #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        dataSource.applySnapshotUsingReloadData(NSDiffableDataSourceSnapshot())
        #expect(table.visibleCells.isEmpty)
    }

    @Test func theAsyncApplyReturnsWhenTheTableShowsTheSnapshot() async {
        let (host, table, dataSource) = Self.setUp()
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(Self.contacts.prefix(2)))
        await dataSource.apply(snapshot, animatingDifferences: true)
        host.drain()
        #expect(Self.texts(table) == ["Ada", "Grace"])
        snapshot.appendItems([Self.contacts[2]])
        await dataSource.applySnapshotUsingReloadData(snapshot)
        host.drain()
        #expect(Self.texts(table) == ["Ada", "Grace", "Alan"])
    }

    @Test func aMovedRowIsInTheSnapshot() {
        let (host, table, dataSource) = Self.setUp()
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections([.favourites, .main])
        snapshot.appendItems(Array(Self.contacts.prefix(2)), toSection: .favourites)
        snapshot.appendItems(Array(Self.contacts.dropFirst(2)), toSection: .main)
        dataSource.apply(snapshot)
        host.drain()
        #expect(dataSource.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))
        #expect(!dataSource.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)), "UIKit's default")
        // The person drags Ada to the end of the main section (the table already shows it there).
        dataSource.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 4, section: 1))
        #expect(dataSource.snapshot().itemIdentifiers(inSection: .favourites) == [Self.contacts[1]])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: .main).last == Self.contacts[0])
        dataSource.tableView(table, moveRowAt: IndexPath(row: 1, section: 1), to: IndexPath(row: 0, section: 1))
        #expect(
            dataSource.snapshot().itemIdentifiers(inSection: .main).map(\.name) == [
                "Edsger", "Alan", "Barbara", "Donald", "Ada",
            ])
        #expect(dataSource.indexPath(for: Self.contacts[0]) == IndexPath(row: 4, section: 1))
    }

    @Test func theTableHoldsItsDiffableDataSourceWeakly() {
        let (_, table, _) = Self.setUp()
        weak var released: UITableViewDiffableDataSource<Section, Contact>?
        do {
            let dataSource = UITableViewDiffableDataSource<Section, Contact>(tableView: table) { _, _, _ in nil }
            released = dataSource
            #expect(table.dataSource === dataSource)
        }
        #expect(released == nil)
        #expect(table.dataSource == nil)
    }
}
