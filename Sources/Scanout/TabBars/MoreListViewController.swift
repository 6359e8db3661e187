/// The More tab of a `UITabBarController` with more controllers than a compact bar has room for:
/// a titled list of the controllers without a tab, and, once one is chosen, that controller's
/// view under a bar whose back button returns to the list.
///
/// UIKit's is a navigation controller (`moreNavigationController`); this one does the same with a
/// bar of its own, since the list is all it navigates. Main actor.
@preconcurrency @MainActor
final class MoreListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The controller shown in place of the list; nil while the list shows.
    private(set) var shownController: UIViewController?
    private unowned let tabBarOwner: UITabBarController
    private let header = UIView()
    private let titleLabel = UILabel()
    private let backButton = UIButton(type: .system)
    private let table = UITableView(frame: .zero, style: .plain)
    static let headerHeight: CGFloat = 44

    init(tabBarController: UITabBarController) {
        self.tabBarOwner = tabBarController
        super.init(nibName: nil, bundle: nil)
        title = "More"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        let root = TabBarControllerView(frame: ApplicationContext.screenBounds)
        root.backgroundColor = .systemBackground
        root.onLayout = { [unowned self] in layout() }
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.dataSource = self
        table.delegate = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "More")
        view.addSubview(table)
        header.backgroundColor = UIColor(light: UIColor(white: 0.97, alpha: 1), dark: UIColor(rgb: 0x1C1C1E))
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        header.addSubview(titleLabel)
        backButton.setTitle("‹ More", for: .normal)
        backButton.addAction(UIAction { [unowned self] _ in showList() }, for: .primaryActionTriggered)
        header.addSubview(backButton)
        view.addSubview(header)
        update()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        table.reloadData()
    }

    /// Shows the list again.
    func showList() {
        guard let shown = shownController else { return }
        shownController = nil
        shown.viewIfLoaded?.removeFromSuperview()
        shown.bottomInsetFromTabBarController = 0
        update()
    }

    /// Shows `controller` in place of the list.
    func show(_ controller: UIViewController) {
        guard shownController !== controller else { return }
        shownController?.viewIfLoaded?.removeFromSuperview()
        shownController = controller
        if isViewLoaded { view.insertSubview(controller.view, belowSubview: header) }
        update()
    }

    // MARK: Table

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tabBarOwner.moreControllers.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "More", for: indexPath)
        let controller = tabBarOwner.moreControllers[indexPath.row]
        cell.textLabel?.text = controller.tabBarItem.title ?? controller.title
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        let controller = tabBarOwner.moreControllers[indexPath.row]
        tabBarOwner.moreListDidChoose(controller)
        show(controller)
    }

    // MARK: - Private

    private func update() {
        guard isViewLoaded else { return }
        titleLabel.text = shownController.map { $0.title ?? $0.tabBarItem.title ?? "" } ?? "More"
        backButton.isHidden = shownController == nil
        table.isHidden = shownController != nil
        if let shownController, shownController.view.superview !== view {
            view.insertSubview(shownController.view, belowSubview: header)
        }
        view.setNeedsLayout()
    }

    private func layout() {
        let top = view.safeAreaInsets.top
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: top + MoreListViewController.headerHeight)
        titleLabel.frame = CGRect(
            x: 100, y: top, width: max(view.bounds.width - 200, 0), height: MoreListViewController.headerHeight)
        backButton.frame = CGRect(x: 4, y: top, width: 96, height: MoreListViewController.headerHeight)
        table.frame = view.bounds.inset(by: UIEdgeInsets(top: header.frame.maxY, left: 0, bottom: 0, right: 0))
        table.contentInset.bottom = bottomInsetFromTabBarController
        // The chosen controller sits under the header (as under an opaque navigation bar); its
        // safe area takes the tab bar from this view's.
        if let shown = shownController, let child = shown.viewIfLoaded, child.superview === view {
            child.frame = view.bounds.inset(by: UIEdgeInsets(top: header.frame.maxY, left: 0, bottom: 0, right: 0))
        }
    }
}
