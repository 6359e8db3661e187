// A visitor list with a search controller in its navigation item and pull to refresh, written
// exactly as for iOS (Swift 5 mode, `import UIKit` only). Nothing below names Scanout.
import UIKit

final class SearchableVisitorListViewController: UITableViewController, UISearchResultsUpdating,
    UISearchBarDelegate
{
    var visitors = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Katherine Johnson", "Margaret Hamilton"]
    private(set) var filtered: [String] = []
    private(set) var refreshes = 0
    private(set) var searchTaps = 0
    let searchController = UISearchController(searchResultsController: nil)

    private var isFiltering: Bool {
        searchController.isActive && !(searchController.searchBar.text?.isEmpty ?? true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Visitors"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Visitor")
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search visitors"
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true

        refreshControl = UIRefreshControl()
        refreshControl?.attributedTitle = NSAttributedString(string: "Updating")
        refreshControl?.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
    }

    func refresh() {
        refreshes += 1
        visitors.append("Visitor \(refreshes)")
        tableView.reloadData()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            self?.refreshControl?.endRefreshing()
        }
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        filtered = visitors.filter { $0.lowercased().contains(text.lowercased()) }
        tableView.reloadData()
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchTaps += 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        isFiltering ? filtered.count : visitors.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Visitor", for: indexPath)
        cell.textLabel?.text = isFiltering ? filtered[indexPath.row] : visitors[indexPath.row]
        return cell
    }
}
