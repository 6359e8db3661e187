import UIKit

// A master-detail app as iOS code writes one (Swift 5, `import UIKit`): a classic
// UISplitViewController subclass that is its own delegate, a UITableViewController listing
// guests as the primary, a detail screen in a navigation controller as the secondary,
// `showDetailViewController` on selection, the display-mode button on the detail's bar, and the
// usual `collapseSecondary` answer that drops the empty "no selection" detail on a narrow screen.

struct Guest {
    let name: String
    let company: String
}

class GuestDetailViewController: UIViewController {
    let guest: Guest?
    let nameLabel = UILabel()

    init(guest: Guest?) {
        self.guest = guest
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = guest?.company
        nameLabel.text = guest?.name ?? "Select a guest"
        nameLabel.textAlignment = .center
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            nameLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
        navigationItem.leftItemsSupplementBackButton = true
    }
}

class GuestListViewController: UITableViewController {
    let guests = [
        Guest(name: "Ada Lovelace", company: "Analytical Engines"),
        Guest(name: "Grace Hopper", company: "Compilers Inc."),
        Guest(name: "Alan Turing", company: "Bletchley Park"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Guests"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "guest")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guests.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "guest", for: indexPath)
        cell.textLabel?.text = guests[indexPath.row].name
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = GuestDetailViewController(guest: guests[indexPath.row])
        showDetailViewController(UINavigationController(rootViewController: detail), sender: self)
    }
}

class GuestDirectoryViewController: UISplitViewController, UISplitViewControllerDelegate {
    let list = GuestListViewController(style: .plain)

    init() {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [
            UINavigationController(rootViewController: list),
            UINavigationController(rootViewController: GuestDetailViewController(guest: nil)),
        ]
        preferredDisplayMode = .allVisible
        delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The detail shown now, when there is a guest in it.
    var shownGuest: Guest? {
        let navigation = viewControllers.last as? UINavigationController
        return (navigation?.topViewController as? GuestDetailViewController)?.guest
    }

    func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        guard let navigation = secondaryViewController as? UINavigationController,
            let detail = navigation.topViewController as? GuestDetailViewController
        else { return false }
        // Nothing selected: the list alone, not an empty screen pushed over it.
        return detail.guest == nil
    }
}
