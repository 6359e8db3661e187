/// Shows a list beside its detail: a primary column (and, with three columns, a supplementary
/// one) along the leading edge, the secondary column filling the rest; on a compact-width window
/// it collapses to one navigation stack.
///
/// Behaves as UIKit's `UISplitViewController`, in both its classic form and the column style:
///
/// ```swift
/// let split = UISplitViewController(style: .doubleColumn)
/// split.setViewController(list, for: .primary)
/// split.setViewController(detail, for: .secondary)
/// window.rootViewController = split
/// ```
///
/// Classic split views (`init()`, `viewControllers = [primary, secondary]`) hold the controllers
/// as they are given; column-style ones wrap each column's controller in a `UINavigationController`
/// (a navigation controller given for a column is used as it is). The columns are the children,
/// in column order. The display mode says which columns show and how: side by side (`tile`),
/// over the secondary with a dimming that a tap dismisses (`overlay`), or pushing the secondary
/// aside (`displace`); hidden columns' views leave the window, and columns sliding in or out get
/// their appearance callbacks in UIKit's order (the `viewWill…` before the 0.3 s slide, the
/// `viewDid…` after). `displayModeButtonItem`, a swipe in from the primary edge
/// (`presentsWithGesture`) and `show(_:)`/`hide(_:)` change it; `preferredDisplayMode` and
/// `preferredSplitBehavior` say what it returns to (automatic: side by side in a landscape view,
/// the secondary alone in a portrait one). Columns are `primaryColumnWidth` wide: the preferred
/// width or fraction (automatic: 320 points, at most 40 per cent), clamped by the minimum and
/// maximum and to the view; any value an app passes (NaN, infinities, negatives) is clamped.
///
/// When the window's horizontal size class becomes compact, the split view controller collapses
/// (asking the delegate): the secondary's controllers are pushed onto the primary navigation
/// controller, or a column-style split view's `.compact` column shows instead; regular again, it
/// expands, taking them back. See `docs/BEHAVIOUR.md` for what differs from UIKit. Main actor.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The classic split view (`.unspecified`) or one with two or three columns.
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    /// The columns of a column-style split view.
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        /// The controller shown instead of the others while collapsed.
        case compact = 3
    }

    /// Which columns show beside (or over) the secondary.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6

        /// The classic name of `.secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The classic name of `.oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The classic name of `.oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How shown columns share the width with the secondary.
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        /// Side by side: the secondary narrows.
        case tile = 1
        /// Over the secondary, which keeps the whole width, dimmed.
        case overlay = 2
        /// Beside the secondary, which keeps its width and is pushed partly off screen, dimmed.
        case displace = 3
    }

    /// The side the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0
        case trailing = 1
    }

    /// When a column-style split view shows its display-mode button (kept; see BEHAVIOUR.md).
    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic = 0
        case never = 1
        case always = 2
    }

    /// "Let the split view controller choose" for widths and fractions. Any negative or NaN
    /// value means the same.
    public static let automaticDimension: CGFloat = -1

    /// How long a display-mode change slides the columns.
    static let displayModeAnimationDuration: TimeInterval = 0.3

    /// Asked and told about display modes, collapsing and showing. Weak.
    open weak var delegate: UISplitViewControllerDelegate?

    /// The style given to the initializer.
    public let style: Style

    /// The display mode to show when nothing else asks for one (`.automatic`: see the type).
    /// Setting it brings the split view controller to it (animated when on screen).
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { preferencesDidChange() }
    }

    /// How columns share the width (`.automatic`: implied by the preferred display mode, else
    /// tiles a landscape view and overlays a portrait one).
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { preferencesDidChange() }
    }

    /// Whether a swipe in from the primary edge shows a hidden primary column. True by default.
    open var presentsWithGesture = true

    /// Whether a triple-column split view offers a button that shows the secondary alone (kept).
    open var showsSecondaryOnlyButton = false

    /// When the display-mode button shows (kept; Scanout does not place the button itself).
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic

    /// The side of the primary column; mirrored right to left.
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { if primaryEdge != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// The primary column's width as a fraction of the view (0 to 1).
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's width in points; wins over the fraction when set.
    open var preferredPrimaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The supplementary column's width as a fraction of the view (0 to 1).
    open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var minimumSupplementaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var maximumSupplementaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    // MARK: Initialization

    /// A column-style split view controller (`.doubleColumn`, `.tripleColumn`), or a classic one.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Controllers are never decoded in Scanout; see `NSCoder`.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: State

    /// The display mode shown (`.secondaryOnly` while collapsed).
    open var displayMode: DisplayMode { collapsed ? .secondaryOnly : shownMode }

    /// The behaviour in effect: never `.automatic`.
    open var splitBehavior: SplitBehavior { resolvedBehavior }

    /// Whether the split view controller shows one navigation stack (a compact-width window).
    open var isCollapsed: Bool { collapsed }

    /// The primary column's width now.
    open var primaryColumnWidth: CGFloat { columnWidths().primary }

    /// The supplementary column's width now (0 without one).
    open var supplementaryColumnWidth: CGFloat { columnWidths().supplementary }

    /// A button that changes the display mode (hides or shows the primary column), for a bar of
    /// the secondary column: `detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem`.
    open var displayModeButtonItem: UIBarButtonItem {
        if let storedDisplayModeButtonItem { return storedDisplayModeButtonItem }
        let item = UIBarButtonItem(
            image: UIImage(systemName: "sidebar.left"),
            primaryAction: UIAction(title: "Toggle Sidebar") { [weak self] _ in self?.displayModeButtonTapped() })
        item.accessibilityLabel = "Toggle Sidebar"
        storedDisplayModeButtonItem = item
        return item
    }

    // MARK: Showing

    /// Shows `viewController` (`show(_:sender:)` finds the split view controller when nothing
    /// closer handles it). Classic: it becomes the primary. Column style: from the primary column
    /// it is pushed in the next column (supplementary, else secondary), from the supplementary in
    /// the secondary; asked directly, it becomes the primary column's. Collapsed: pushed on the
    /// one stack. The delegate's `show` may take over.
    open override func show(_ viewController: UIViewController, sender: Any?) {
        let source = showSource
        showSource = nil
        guard delegate?.splitViewController(self, show: viewController, sender: sender) != true else { return }
        change { self.showController(viewController, from: source) }
    }

    /// Shows `viewController` as the detail: expanded, it replaces a classic secondary column's
    /// controller, or is pushed on a column-style secondary column's navigation controller (and an
    /// overlaid column hides); collapsed, it is pushed on the one stack. The delegate's
    /// `showDetail` may take over.
    open override func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
        guard delegate?.splitViewController(self, showDetail: viewController, sender: sender) != true else { return }
        change { self.showDetail(viewController) }
    }

    // MARK: View

    open override func loadView() {
        let root = SplitViewControllerView(frame: ApplicationContext.screenBounds)
        root.backgroundColor = .systemBackground
        root.onLayout = { [weak self] in self?.layoutColumns() }
        root.dimmingView.addGestureRecognizer(dimmingTap)
        dimmingTap.addTarget { [weak self] recognizer in
            if recognizer.state == .ended { self?.dimmingTapped() }
        }
        edgeSwipe.addTarget { [weak self] recognizer in self?.edgeSwipeChanged(recognizer) }
        edgeSwipe.delegate = edgeSwipeGate
        root.addGestureRecognizer(edgeSwipe)
        root.addSubview(root.dimmingView)
        for separator in root.separators { root.addSubview(separator) }
        view = root
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Collapsing moves views; it waits for the layout pass rather than running in the middle
        // of the trait walk.
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: - Internal

    /// A classic split view's controllers: the primary, then the secondary (while expanded).
    var classicColumns: [UIViewController] = []
    /// A column-style split view's controllers, as the app set them.
    var columnControllers: [Column: UIViewController] = [:]
    /// The navigation controller each column shows (the app's, when it gave one).
    var wrappers: [Column: UINavigationController] = [:]
    var collapsed = false
    /// What collapsing moved, to put back on expanding.
    var collapseRecord = CollapseRecord()
    /// The display mode laid out (never `.automatic`).
    var shownMode: DisplayMode = .secondaryOnly
    /// Whether `shownMode` has been worked out from the view once.
    var hasChosenMode = false
    /// A mode asked for by a person or `show(_:)`/`hide(_:)`, until the preferences or the
    /// view's orientation change.
    var modeOverride: DisplayMode?
    /// Whether the view was wider than tall when the mode was last chosen.
    var wasLandscape: Bool?
    /// The display-mode slide in progress.
    var runningModeChange: SplitModeChange?
    /// How deep the changes in progress are nested (see `change`).
    var stepDepth = 0
    /// Changes asked for from inside a change, run when it ends.
    var pendingChanges: [() -> Void] = []
    /// Changes asked for while the view was joining a window, run in the next layout pass.
    var changesAfterArrival: [() -> Void] = []
    /// The controller whose `show(_:sender:)` found this split view controller.
    weak var showSource: UIViewController?
    let edgeSwipe = UIScreenEdgePanGestureRecognizer()
    let dimmingTap = UITapGestureRecognizer()
    lazy var edgeSwipeGate = SplitEdgeSwipeGate(splitViewController: self)
    private var storedDisplayModeButtonItem: UIBarButtonItem?

    /// A column's navigation controller running a change of its own.
    var busyNavigation: UINavigationController? {
        let columns = style == .unspecified ? classicColumns : Array(wrappers.values)
        return columns.lazy.compactMap { $0 as? UINavigationController }.first { $0.stepDepth > 0 }
    }

    var splitView: SplitViewControllerView? { viewIfLoaded as? SplitViewControllerView }
    var isTriple: Bool { style == .tripleColumn }

    /// Whether the columns show: in a window and appearing or appeared. Only then do changes
    /// animate.
    var showsColumns: Bool {
        guard viewIfLoaded?.window != nil else { return false }
        return appearance == .appeared || appearance == .appearing
    }

    /// About to appear or disappear: a running slide ends first, so no column is left half-way.
    override func appearanceWillChange() {
        settleRunningModeChange()
    }

    /// Runs `body` as a step, or, inside another step, when that one ends; changes asked for
    /// meanwhile (by the delegate, an appearance callback) wait until the outermost step ends.
    func change(_ body: @escaping () -> Void) {
        guard stepDepth == 0 else {
            pendingChanges.append(body)
            return
        }
        // Joining a window, between the views' `viewWillAppear` and their arrival: a column
        // taken out now would never hear `viewDidAppear` nor `viewWillDisappear`. The change
        // waits for the layout pass that follows the arrival.
        if appearance == .appearing, let root = viewIfLoaded, root.window == nil {
            changesAfterArrival.append(body)
            root.setNeedsLayout()
            return
        }
        // A column's navigation controller in the middle of its own change (this was asked from
        // its callback) would queue what is asked of it: the whole change waits for it instead.
        if let busy = busyNavigation {
            busy.pendingStackChanges.append { [weak self] in self?.change(body) }
            return
        }
        step(body)
    }

    /// Runs `body` now, even inside another step (ending a slide cannot wait); then, outermost,
    /// the changes asked for meanwhile.
    func step(_ body: () -> Void) {
        stepDepth += 1
        forgetTakenColumns()
        body()
        stepDepth -= 1
        var rounds = 0
        while stepDepth == 0, !pendingChanges.isEmpty {
            rounds += 1
            guard rounds <= 256 else {
                Diagnostics.warn(
                    "\(self): every change asks for another (from the delegate or an appearance callback?); "
                        + "\(pendingChanges.count) left undone.")
                pendingChanges.removeAll()
                return
            }
            let next = pendingChanges.removeFirst()
            stepDepth += 1
            next()
            stepDepth -= 1
        }
    }
}

/// A split view controller's root view: lays the columns out whenever it is laid out, and holds
/// the dimming and the separator lines.
@preconcurrency @MainActor
final class SplitViewControllerView: UIView {
    var onLayout: (() -> Void)?
    /// Over the secondary column while another column lies over it or displaces it.
    let dimmingView = UIView()
    /// The lines along the trailing side of the primary and supplementary columns.
    let separators = [UIView(), UIView()]

    override init(frame: CGRect) {
        super.init(frame: frame)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        dimmingView.alpha = 0
        dimmingView.isHidden = true
        for separator in separators {
            separator.backgroundColor = .separator
            separator.isUserInteractionEnabled = false
            separator.isHidden = true
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
