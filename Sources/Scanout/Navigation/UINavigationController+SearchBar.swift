// The search bar a navigation item shows under the title row, hiding as the content scrolls; and
// the scroll edge the navigation bar's appearance follows.
//
// With `hidesSearchBarWhenScrolling`, the bar shrinks by as much as the top controller's scroll
// view (its view, or a scroll view directly inside it) has scrolled up from its top, and is
// whole again at the top, as in iOS. The safe area below the navigation bar keeps counting the
// whole search bar, so the content's resting place does not move while the bar shrinks: the
// content simply slides up into the room the bar gives. While the search is active the bar
// stays whole, and with `hidesNavigationBarDuringPresentation` the title row folds away above it.

extension UINavigationController {
    /// Points the top controller's scroll view at this controller (its scrolling moves the bar
    /// between its scroll-edge and standard appearances, and hides a search bar), and sizes the
    /// search bar and picks the appearance for where the content is now.
    func trackScrollingForSearchBar() {
        // The scroll edge the bar's appearance follows is tracked for every top controller.
        let topScrollView = topViewController.flatMap { searchScrollView(of: $0) }
        updateScrollEdge(for: topScrollView)
        if let topScrollView, topScrollView.searchBarNavigationController !== self {
            topScrollView.searchBarNavigationController = self
        }
        guard let top = topViewController, top.navigationItem.searchController != nil,
            let scrollView = topScrollView
        else {
            if navigationBar.searchBarReveal != 1 {
                navigationBar.searchBarReveal = 1
                layOutBars()
            }
            return
        }
        trackedScrollViewDidScroll(scrollView)
    }

    /// The tracked scroll view moved: show as much of the search bar as its offset leaves room for.
    func trackedScrollViewDidScroll(_ scrollView: UIScrollView?) {
        guard let scrollView else { return }
        guard let top = topViewController, searchScrollView(of: top) === scrollView else { return }
        updateScrollEdge(for: scrollView)
        guard let search = top.navigationItem.searchController else { return }
        var reveal: CGFloat = 1
        let height = navigationBar.searchBarHeight
        if top.navigationItem.hidesSearchBarWhenScrolling, !search.isActive, height > 0 {
            let scrolled = scrollView.contentOffset.y + scrollView.insetTopWithoutRefresh
            if scrolled.isFinite { reveal = min(max(1 - scrolled / height, 0), 1) }
        }
        guard reveal != navigationBar.searchBarReveal else { return }
        navigationBar.searchBarReveal = reveal
        layOutBars()
    }

    /// The top item's search began or ended: the search bar shows whole, and with
    /// `collapsingTitle` the title row folds away (or comes back) over 0.25 s, the content's safe
    /// area following it.
    func searchActivityDidChange(active: Bool, collapsingTitle: Bool) {
        if active { navigationBar.searchBarReveal = 1 }
        let collapsed = active && collapsingTitle
        guard navigationBar.isTitleRowCollapsed != collapsed else { return layOutBars() }
        navigationBar.isTitleRowCollapsed = collapsed
        let change = {
            self.layOutBars()
            self.updateChildInsets()
            self.view.layoutIfNeeded()
        }
        if viewIfLoaded?.window != nil {
            UIView.animate(withDuration: 0.25, animations: change)
        } else {
            change()
        }
        if !active, let top = topViewController { trackedScrollViewDidScroll(searchScrollView(of: top)) }
    }

    /// Whether the top controller's content is at its scroll edge, for the bar's appearance (see
    /// `UINavigationBar.standardAppearance`): scrolled no further than its top, or no scroll view.
    private func updateScrollEdge(for scrollView: UIScrollView?) {
        guard let scrollView else { return navigationBar.isAtScrollEdge = true }
        let scrolled = scrollView.contentOffset.y + scrollView.insetTopWithoutRefresh
        // A scroll position that is not a number is taken as the top.
        navigationBar.isAtScrollEdge = !(scrolled > 0.5)
    }

    /// The top controller's scroll view: its view, or the first scroll view directly in it.
    private func searchScrollView(of controller: UIViewController) -> UIScrollView? {
        guard let view = controller.viewIfLoaded else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        return view.subviews.first { $0 is UIScrollView } as? UIScrollView
    }
}
