/// Shows one of several child controllers at a time, chosen with a tab bar along the bottom.
///
/// Behaves as UIKit's `UITabBarController`. Every controller in `viewControllers` is a child; the
/// selected one's view fills the controller's view, and the tab bar covers its bottom: the child's
/// `safeAreaInsets.bottom` includes the bar, as in UIKit, so content laid out to the safe area
/// stays clear of it. Switching tabs runs the old child's `viewWillDisappear`, the new one's
/// `viewWillAppear`, then `viewDidDisappear` and `viewDidAppear`. Taps ask the `delegate`
/// (`shouldSelect`, then `didSelect`); selecting in code does not.
///
/// With more than five controllers on a compact screen, the fifth tab is "More": a list of the
/// remaining controllers, one of which it shows when chosen (with a back button to the list).
/// On a wide screen (700 points or more) every controller has its tab, centred as a group.
///
/// Differences: UIKit's More tab is a `UINavigationController` (`moreNavigationController`); in
/// Scanout it is a plain controller of its own and not public; the list cannot be rearranged
/// (`customizableViewControllers` is kept but not used). Tab switches are not animated. Main actor.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar of tabs. Managed by the controller: set its look, not its items or delegate.
    public let tabBar = UITabBar()

    /// Asked before, and told after, a person selects a tab.
    open weak var delegate: UITabBarControllerDelegate?

    /// Controllers a person may rearrange in the More list (kept; Scanout has no editing UI).
    open var customizableViewControllers: [UIViewController]?

    private var storedViewControllers: [UIViewController]?
    private var storedSelectedIndex = NSNotFound
    private lazy var moreList = MoreListViewController(tabBarController: self)
    private let moreItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
    /// Whether the More tab is the one showing.
    private var isShowingMore = false

    // MARK: Controllers

    /// The controllers with tabs, in order; each is a child. Setting them keeps the selected index
    /// when it is still valid, else selects the first.
    open var viewControllers: [UIViewController]? {
        get { storedViewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Sets the controllers (animation is not drawn).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let shown = shownController
        let incoming = viewControllers ?? []
        for old in children where !incoming.contains(where: { $0 === old }) && old !== moreList {
            old.willMove(toParent: nil)
            if old.viewIfLoaded?.superview != nil { old.view.removeFromSuperview() }
            old.bottomInsetFromTabBarController = 0
            old.removeFromParent()
        }
        for controller in incoming where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        storedViewControllers = viewControllers
        if storedSelectedIndex == NSNotFound || storedSelectedIndex >= incoming.count {
            storedSelectedIndex = incoming.isEmpty ? NSNotFound : 0
        }
        isShowingMore = false
        updateTabBarItems()
        show(from: shown)
    }

    /// The index of the selected controller in `viewControllers`; `NSNotFound` when there are none
    /// or the More list is showing.
    open var selectedIndex: Int {
        get { isShowingMore && moreList.shownController == nil ? NSNotFound : storedSelectedIndex }
        set {
            guard let controllers = storedViewControllers, controllers.indices.contains(newValue) else { return }
            select(index: newValue)
        }
    }

    /// The selected controller. Setting it to one of `viewControllers` selects its tab.
    open var selectedViewController: UIViewController? {
        get {
            guard let controllers = storedViewControllers, controllers.indices.contains(storedSelectedIndex) else {
                return nil
            }
            return controllers[storedSelectedIndex]
        }
        set {
            guard let newValue, let index = storedViewControllers?.firstIndex(where: { $0 === newValue }) else {
                return
            }
            select(index: index)
        }
    }

    // MARK: View

    open override func loadView() {
        let root = TabBarControllerView(frame: ApplicationContext.screenBounds)
        root.onLayout = { [unowned self] in layoutTabs() }
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.onItemTapped = { [unowned self] item in tabTapped(item) }
        view.addSubview(tabBar)
        updateTabBarItems()
        show(from: nil)
    }

    // MARK: - Internal

    /// Whether the bar has a More tab: more than five controllers on a compact screen.
    var usesMoreTab: Bool {
        let width = viewIfLoaded?.bounds.width ?? ApplicationContext.screenBounds.width
        return (storedViewControllers?.count ?? 0) > 5 && width < UITabBar.wideWidth
    }

    /// The controllers the More list offers: those without a tab of their own.
    var moreControllers: [UIViewController] {
        guard usesMoreTab, let controllers = storedViewControllers else { return [] }
        return Array(controllers[4...])
    }

    /// The More list chose `controller`.
    func moreListDidChoose(_ controller: UIViewController) {
        guard let index = storedViewControllers?.firstIndex(where: { $0 === controller }) else { return }
        storedSelectedIndex = index
    }

    // MARK: - Private

    /// The controller whose view fills the content area now.
    private var shownController: UIViewController? {
        isShowingMore || (usesMoreTab && storedSelectedIndex >= 4) ? moreList : selectedViewController
    }

    private func select(index: Int) {
        let shown = shownController
        storedSelectedIndex = index
        isShowingMore = usesMoreTab && index >= 4
        if isShowingMore, let controller = storedViewControllers?[index] { moreList.show(controller) }
        show(from: shown)
    }

    private func tabTapped(_ item: UITabBarItem) {
        if item === moreItem {
            guard delegate?.tabBarController(self, shouldSelect: moreList) ?? true else { return }
            let shown = shownController
            isShowingMore = true
            moreList.showList()
            show(from: shown)
            delegate?.tabBarController(self, didSelect: moreList)
            return
        }
        guard let controllers = storedViewControllers,
            let index = controllers.firstIndex(where: { $0.tabBarItem === item })
        else { return }
        guard delegate?.tabBarController(self, shouldSelect: controllers[index]) ?? true else { return }
        select(index: index)
        delegate?.tabBarController(self, didSelect: controllers[index])
    }

    /// Puts the tab items on the bar: every controller's, or the first four and More.
    private func updateTabBarItems() {
        guard isViewLoaded else { return }
        let controllers = storedViewControllers ?? []
        var items = controllers.map { $0.tabBarItem! }
        if usesMoreTab { items = Array(items.prefix(4)) + [moreItem] }
        if tabBar.items?.count != items.count || zip(tabBar.items ?? [], items).contains(where: { $0 !== $1 }) {
            tabBar.setItems(items, animated: false)
        }
        updateSelectedItem()
    }

    private func updateSelectedItem() {
        if shownController === moreList {
            tabBar.selectedItem = moreItem
        } else {
            tabBar.selectedItem = selectedViewController?.tabBarItem
        }
    }

    /// Replaces `previous`'s view with the shown controller's, in UIKit's appearance order.
    private func show(from previous: UIViewController?) {
        updateSelectedItem()
        guard isViewLoaded else { return }
        let next = shownController
        if previous !== next {
            let window = view.window
            if let previous, previous.viewIfLoaded?.superview === view {
                previous.viewWillMove(toWindow: nil)
            }
            if let next, let window {
                next.loadViewIfNeeded()
                next.viewWillMove(toWindow: window)
            }
            if let previous, previous.viewIfLoaded?.superview === view { previous.view.removeFromSuperview() }
        }
        if next === moreList, moreList.parent !== self {
            addChild(moreList)
            moreList.didMove(toParent: self)
        }
        if let next, next.view.superview !== view {
            view.insertSubview(next.view, belowSubview: tabBar)
        }
        view.setNeedsLayout()
    }

    /// The shown child fills the view; the bar sits along the bottom, over it.
    private func layoutTabs() {
        let hadMore = tabBar.items?.last === moreItem
        if hadMore != usesMoreTab {
            let shown = shownController
            isShowingMore = false
            updateTabBarItems()
            show(from: shown)
        }
        let bounds = view.bounds
        let barHeight = UITabBar.barHeight + view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
        if let shown = shownController, let child = shown.viewIfLoaded, child.superview === view {
            child.frame = bounds
            shown.bottomInsetFromTabBarController = tabBar.isHidden ? 0 : UITabBar.barHeight
        }
    }
}

/// A tab bar controller's root view: lays out the bar and the shown child whenever it is laid out.
@preconcurrency @MainActor
final class TabBarControllerView: UIView {
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
