/// A search bar's field delegate: turns the field's questions and news into the bar's
/// delegate's (and its search controller's). A separate object, so the bar itself does not
/// publicly conform to `UITextFieldDelegate`. Main actor.
@preconcurrency @MainActor
final class SearchFieldDelegate: UITextFieldDelegate {
    @WeakLink var searchBar: UISearchBar?

    init(searchBar: UISearchBar) {
        self.searchBar = searchBar
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        guard searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true else { return false }
        searchBar.searchController?.searchBarWillBeginEditing()
        return true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The Search key: the delegate hears of it; under a search controller the keyboard then
    /// goes away (the search stays active), as in UIKit.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        if searchBar.searchController != nil { textField.resignFirstResponder() }
        return false
    }
}
