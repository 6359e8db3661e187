/// Runs a search around a search bar: activates as the bar begins editing, shows Cancel, dims
/// the content below or shows a results controller, and asks its updater for results as the
/// text and scope change.
///
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchResultsUpdater = self          // filters the list in updateSearchResults(for:)
/// search.obscuresBackgroundDuringPresentation = false
/// navigationItem.searchController = search    // or: tableView.tableHeaderView = search.searchBar
/// definesPresentationContext = true
/// ```
///
/// Behaves as UIKit's `UISearchController`. A tap on the bar makes its field first responder (the
/// on-screen keyboard comes up) and the search active: the delegate's `willPresent`, the updater,
/// `didPresent`. While active, `obscuresBackgroundDuringPresentation` dims the content below the
/// bar until results show, and a tap on the dimmed part ends the search; the results controller
/// shows once there is text (`automaticallyShowsSearchResultsController`) or when
/// `showsSearchResultsController`. Cancel (or that tap) empties the text, resigns the field and
/// ends the search: `willDismiss`, the updater, `didDismiss`. With
/// `hidesNavigationBarDuringPresentation`, a bar in a navigation item has the title row fold away
/// above it while searching, and a bar outside the navigation bar (a table header) has the
/// navigation bar slide away.
///
/// Differences: the search interface is not a modal presentation: the dimming and the results
/// cover the view of the nearest controller (from the one showing the bar, up its parents) that
/// `definesPresentationContext`, else of the controller showing the bar, from the bar's bottom
/// edge down, and go with it when a screen is pushed over it (`presentingViewController` stays
/// nil). Main actor.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller that shows results over the content; nil to filter the content in place.
    public let searchResultsController: UIViewController?
    /// The bar the search is typed in.
    public let searchBar: UISearchBar

    /// Asked for results as the search begins, changes and ends.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Told as the search interface comes and goes.
    open weak var delegate: UISearchControllerDelegate?

    /// Whether the search is under way. Setting it begins or ends the search (without moving the
    /// keyboard in; ending resigns the field).
    open var isActive: Bool {
        get { storedActive }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// Whether the content below the bar is dimmed while searching, until results show. True by
    /// default.
    open var obscuresBackgroundDuringPresentation = true {
        didSet { updateOverlay() }
    }

    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }

    /// Whether the navigation bar slides away while searching with a bar outside it. True by
    /// default.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar shows Cancel while searching. True by default.
    open var automaticallyShowsCancelButton = true
    /// Whether the bar shows its scope bar while searching. True by default.
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows as soon as there is text. True by default.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller shows now.
    open var showsSearchResultsController = false {
        didSet { updateOverlay() }
    }

    /// A search controller showing results in `searchResultsController` (nil: the app filters
    /// its own content).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        searchBar = UISearchBar()
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        if let searchResultsController { addChild(searchResultsController) }
    }

    public convenience init() {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override func loadView() {
        let view = UIView(frame: ApplicationContext.screenBounds)
        view.backgroundColor = .clear
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.frame = view.bounds
        let tap = UITapGestureRecognizer()
        tap.addTarget { [weak self] recognizer in
            if recognizer.state == .ended { self?.endSearch() }
        }
        dimmingView.addGestureRecognizer(tap)
        view.addSubview(dimmingView)
        if let results = searchResultsController {
            results.view.frame = view.bounds
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(results.view)
            results.didMove(toParent: self)
        }
        self.view = view
    }

    // MARK: - Internal (the search bar's news)

    /// The navigation item showing the bar in its navigation bar, if any.
    @WeakLink var showingNavigationItem: UINavigationItem?

    func searchBarWillBeginEditing() {
        guard !storedActive else { return }
        if let delegate {
            delegate.presentSearchController(self)
        } else {
            activate()
        }
    }

    func searchBarTextDidChange() {
        guard storedActive else { return }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarScopeDidChange() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarCancelTapped() {
        endSearch()
    }

    // MARK: - Private

    private var storedActive = false
    private let dimmingView = UIView()
    /// The navigation controller whose bar this search hid, to show again.
    @WeakLink private var hiddenNavigationController: UINavigationController?
    /// The navigation controller whose bar shows this search (its title row folded while active).
    @WeakLink private var searchingNavigationController: UINavigationController?

    /// Cancel, or a tap on the dimmed content: empty the text and end the search.
    private func endSearch() {
        searchBar.text = ""
        deactivate()
    }

    private func activate() {
        guard !storedActive else { return }
        storedActive = true
        delegate?.willPresentSearchController(self)
        guard storedActive else { return }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = true }
        if let navigation = barOwner?.navigationController {
            if let item = showingNavigationItem, navigation.topViewController?.navigationItem === item {
                navigation.searchActivityDidChange(active: true, collapsingTitle: hidesNavigationBarDuringPresentation)
                searchingNavigationController = navigation
            } else if hidesNavigationBarDuringPresentation, showingNavigationItem == nil,
                !navigation.isNavigationBarHidden
            {
                navigation.setNavigationBarHidden(true, animated: true)
                hiddenNavigationController = navigation
            }
        }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        installOverlay()
        searchResultsUpdater?.updateSearchResults(for: self)
        guard storedActive else { return }
        delegate?.didPresentSearchController(self)
    }

    private func deactivate() {
        guard storedActive else { return }
        delegate?.willDismissSearchController(self)
        storedActive = false
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = false }
        if let navigation = hiddenNavigationController {
            hiddenNavigationController = nil
            navigation.setNavigationBarHidden(false, animated: true)
        }
        if let navigation = searchingNavigationController {
            searchingNavigationController = nil
            navigation.searchActivityDidChange(active: false, collapsingTitle: false)
        }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
        viewIfLoaded?.removeFromSuperview()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// The controller showing the bar: the navigation item's, or the nearest whose view holds it.
    private var barOwner: UIViewController? {
        if let item = showingNavigationItem { return item.owningController }
        var view: UIView? = searchBar
        while let current = view {
            if let controller = current.owningViewController { return controller }
            view = current.superview
        }
        return nil
    }

    /// The view the dimming and results cover: the context controller's (see the type's
    /// comment), so they go with it when another screen is pushed over it.
    private var overlayHost: UIView? {
        guard let owner = barOwner else { return searchBar.window }
        var controller: UIViewController? = owner
        var context = owner
        while let current = controller {
            if current.definesPresentationContext {
                context = current
                break
            }
            controller = current.parent
        }
        return context.viewIfLoaded ?? searchBar.window
    }

    private func installOverlay() {
        guard let host = overlayHost else { return }
        host.layoutIfNeeded()
        host.addSubview(view)
        updateOverlay()
    }

    /// Shows the dimming or the results, as the settings and the text say, over the part of the
    /// host visible below the bar. In a scroll view (a table controller's view) that is where
    /// its content shows now: the dimming and the results take the touches, so it stays there.
    private func updateOverlay() {
        guard let view = viewIfLoaded else { return }
        let resultsShown = storedActive && searchResultsController != nil && showsSearchResultsController
        searchResultsController?.viewIfLoaded?.isHidden = !resultsShown
        dimmingView.isHidden = !storedActive || !obscuresBackgroundDuringPresentation || resultsShown
        // Nothing shown: the content below takes the touches (filtering in place).
        view.isHidden = dimmingView.isHidden && !resultsShown
        guard !view.isHidden, let host = view.superview else { return }
        let visible = host.bounds
        var top = visible.minY + host.safeAreaInsets.top
        if searchBar.window != nil, searchBar.window === host.window {
            top = searchBar.convert(searchBar.bounds, to: host).maxY
        }
        if !top.isFinite { top = visible.minY }
        top = min(max(top, visible.minY), visible.maxY)
        let frame = CGRect(x: visible.minX, y: top, width: visible.width, height: visible.maxY - top)
        if frame.width.isFinite, frame.height.isFinite, frame != view.frame { view.frame = frame }
    }
}
