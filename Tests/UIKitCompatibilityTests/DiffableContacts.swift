import UIKit

// A contact list as iOS apps write one with a diffable data source (iOS 13–15), with `import
// UIKit` alone, in Swift 5: the items are a class that is Hashable but not Sendable, the data
// source is kept in a property, rows are added, renamed (reloaded) and deleted with snapshots.

final class ContactEntry: Hashable {
    let id = UUID()
    var name: String

    init(name: String) {
        self.name = name
    }

    static func == (lhs: ContactEntry, rhs: ContactEntry) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

final class ContactsViewController: UIViewController, UITableViewDelegate {
    enum Section {
        case main
    }

    private(set) var tableView: UITableView!
    private var dataSource: UITableViewDiffableDataSource<Section, ContactEntry>!
    private(set) var contacts = ["Ada", "Grace", "Alan"].map { ContactEntry(name: $0) }
    private(set) var selectedName: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.delegate = self
        view.addSubview(tableView)
        dataSource = UITableViewDiffableDataSource<Section, ContactEntry>(tableView: tableView) {
            tableView, indexPath, contact in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = contact.name
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        applySnapshot(animatingDifferences: false)
    }

    func applySnapshot(animatingDifferences: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, ContactEntry>()
        snapshot.appendSections([.main])
        snapshot.appendItems(contacts, toSection: .main)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    func add(_ name: String) {
        contacts.insert(ContactEntry(name: name), at: 0)
        applySnapshot()
    }

    func rename(at indexPath: IndexPath, to name: String) {
        guard let contact = dataSource.itemIdentifier(for: indexPath) else { return }
        contact.name = name
        var snapshot = dataSource.snapshot()
        snapshot.reloadItems([contact])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func delete(at indexPath: IndexPath) {
        guard let contact = dataSource.itemIdentifier(for: indexPath) else { return }
        contacts.removeAll { $0 == contact }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([contact])
        dataSource.apply(snapshot)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedName = dataSource.itemIdentifier(for: indexPath)?.name
    }
}
