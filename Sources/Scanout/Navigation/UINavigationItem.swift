/// What a navigation bar shows for one screen: its title (or a title view), the buttons at its
/// sides, a prompt above it, and how the back button that leads to it from the next screen reads.
///
/// Behaves as UIKit's `UINavigationItem`; every view controller has one (`navigationItem`), whose
/// title is the controller's `title` until set. Changes show at once in the bar showing the item.
/// Main actor.
@preconcurrency @MainActor
open class UINavigationItem: NSObjectProtocol, @MainActor CustomStringConvertible {
    /// How a large title shows; Scanout draws every title at the standard size (kept for code that
    /// sets it).
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0
        case always
        case never
        case inline
    }

    /// The title; the owning controller's `title` while not set.
    open var title: String? {
        get { storedTitle ?? owningController?.title }
        set {
            storedTitle = newValue
            itemDidChange()
        }
    }

    /// A view shown instead of the title.
    open var titleView: UIView? {
        didSet { itemDidChange() }
    }

    /// A line of text above the bar's row.
    open var prompt: String? {
        didSet { itemDidChange() }
    }

    /// The title of the back button that returns to this item's screen; its title when nil.
    open var backButtonTitle: String? {
        didSet { itemDidChange() }
    }

    /// A whole back button for returning to this item's screen (its title is used).
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { itemDidChange() }
    }

    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton = false {
        didSet { itemDidChange() }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// The buttons at the leading side; they replace the back button unless
    /// `leftItemsSupplementBackButton`.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { itemDidChange() }
    }

    /// The buttons at the trailing side, the first outermost.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { itemDidChange() }
    }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// Whether the left items come after the back button rather than replacing it.
    open var leftItemsSupplementBackButton = false {
        didSet { itemDidChange() }
    }

    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// A search controller whose bar shows under the title row while this item is on top.
    open var searchController: UISearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            if oldValue?.showingNavigationItem === self { oldValue?.showingNavigationItem = nil }
            searchController?.showingNavigationItem = self
            itemDidChange()
        }
    }

    /// Whether the search bar hides as the content scrolls up (and comes back at the top). True
    /// by default.
    open var hidesSearchBarWhenScrolling = true {
        didSet { itemDidChange() }
    }

    /// How the bar looks while this item is on top, away from the scroll edge; nil for the bar's.
    /// Copied when set (see `UINavigationBar.standardAppearance` for which applies when).
    open var standardAppearance: UINavigationBarAppearance? {
        get { appearances.standard }
        set { setAppearance(newValue, \.standard) }
    }
    /// Under a compact vertical size class; nil for the next in line. Copied when set.
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set { setAppearance(newValue, \.compact) }
    }
    /// At the content's scroll edge; nil for the next in line. Copied when set.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set { setAppearance(newValue, \.scrollEdge) }
    }
    /// At the scroll edge under a compact vertical size class. Copied when set.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set { setAppearance(newValue, \.compactScrollEdge) }
    }

    public init(title: String) {
        self.storedTitle = title
    }

    /// An item with no title, for a bar the app manages itself.
    public init() {}

    init(owningController: UIViewController) {
        self.owningController = owningController
    }

    open var description: String {
        "<UINavigationItem: \(objectAddress(self)); title = \((title ?? "").debugDescription)>"
    }

    // MARK: - Internal

    private var storedTitle: String?
    /// The controller whose `navigationItem` this is; its title is the default title.
    @WeakLink var owningController: UIViewController?
    /// Told when anything shown changed; the bar showing the item sets it.
    var onChange: (() -> Void)?

    func itemDidChange() {
        onChange?()
    }

    /// Whether any of the item's appearances is set: a bar showing it draws from appearances.
    var hasAppearances: Bool {
        standardAppearance != nil || compactAppearance != nil || scrollEdgeAppearance != nil
            || compactScrollEdgeAppearance != nil
    }

    /// The item's appearances, as copies of what was set.
    private struct Appearances {
        var standard: UINavigationBarAppearance?
        var compact: UINavigationBarAppearance?
        var scrollEdge: UINavigationBarAppearance?
        var compactScrollEdge: UINavigationBarAppearance?
    }
    private var appearances = Appearances()

    /// Keeps a copy (the app's object stays its own, as in UIKit), and the bar draws again.
    private func setAppearance(
        _ appearance: UINavigationBarAppearance?, _ slot: WritableKeyPath<Appearances, UINavigationBarAppearance?>
    ) {
        appearances[keyPath: slot] = appearance?.copy()
        itemDidChange()
    }

    /// How a back button leading back to this item shows its title.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The back title, the previous item's title, or "Back".
        case `default` = 0
        /// "Back", whatever the titles.
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// How a back button leading back to this item shows its title (set on the item below, as
    /// `backButtonTitle` is). `.default` by default.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default {
        didSet { if backButtonDisplayMode != oldValue { itemDidChange() } }
    }

    /// The title a back button leading to this item shows.
    var backTitle: String? {
        backBarButtonItem?.title ?? backButtonTitle ?? title
    }
}
