/// Updates search results as a search controller's text, scope or activity changes. Main actor.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search bar's text or scope changed by the person searching, or the search began or
    /// ended: read `searchController.searchBar.text` and update the results.
    func updateSearchResults(for searchController: UISearchController)
}

/// Told as a search controller presents and dismisses its search interface. Every method is
/// optional. Main actor.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search is to begin (the search bar began editing). The default presents it; an
    /// implementation may set things up first and must then set `searchController.isActive`.
    func presentSearchController(_ searchController: UISearchController)
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.isActive = true
    }
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
