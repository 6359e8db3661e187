/// Manages a view hierarchy: loads its root view on demand, is told as the view appears and
/// disappears, contains child controllers, and presents other controllers modally.
///
/// Behaves as UIKit's `UIViewController`. Appearance callbacks follow the root view in and out of
/// a visible window: `viewWillAppear` runs before the view is in the window (so
/// `becomeFirstResponder()` there fails), `viewDidAppear` after. Presentation is animated as in
/// UIKit (a sheet or full-screen cover slides up, an alert scales in, a popover fades) and the
/// callbacks bracket the transition: `viewWillAppear` before it starts, `viewDidAppear` after it
/// ends, and `completion` after that. The machinery lives beside this file (`+Appearance`,
/// `+Containment`, `+Presentation`) and in `Presentation/` (`UIPresentationController` and the
/// transitions).
///
/// Main actor.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var storedView: UIView?
    /// Where the controller is in its appearance cycle.
    var appearance: AppearanceState = .disappeared
    /// The window whose root view controller this is.
    @WeakLink var windowServedAsRoot: UIWindow?

    /// Insets added to the root view's safe area, for content of your own that covers its edges
    /// (a custom bar). Changing it lays the view out again.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// How much of this child's view a tab bar controller's bar covers at the bottom: part of the
    /// view's safe area, as in UIKit (see `UITabBarController`).
    var bottomInsetFromTabBarController: CGFloat = 0 {
        didSet { if bottomInsetFromTabBarController != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }
    /// How much of this child's view a navigation controller's bar and toolbar cover: part of the
    /// view's safe area, as in UIKit (see `UINavigationController`).
    var insetsFromNavigationController: UIEdgeInsets = .zero {
        didSet { if insetsFromNavigationController != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }
    /// The item a navigation bar shows for the controller, made on first use.
    var storedNavigationItem: UINavigationItem?

    /// The buttons a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbarItemsDidChange(of: self, animated: false) }
    }

    /// Sets `toolbarItems`, fading the toolbar's buttons over when `animated`.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// Whether a tab bar is hidden while this controller is on a navigation stack inside it
    /// (kept; Scanout's tab bar stays).
    open var hidesBottomBarWhenPushed = false

    /// The item a tab bar shows for the controller, made on first use (see `UIViewController+TabBar`).
    var storedTabBarItem: UITabBarItem?

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins`. True by default.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// An appearance for the controller's views that overrides the one they inherit.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { viewIfLoaded?.refreshTraits() } }
    }

    /// Traits the parent set for this child with `setOverrideTraitCollection(_:forChild:)`.
    var traitOverridesFromParent: UITraitCollection?
    /// What `traitOverrides` sets; nil when nothing.
    var storedTraitOverrides: UITraitOverrides?
    /// What `registerForTraitChanges` asked for.
    var traitChangeRegistrations: [TraitChangeRegistration] = []

    /// A title for the controller's content; its tab bar item (if made) takes it too, as in UIKit.
    open var title: String? {
        didSet {
            guard title != oldValue else { return }
            storedTabBarItem?.title = title
            storedNavigationItem?.itemDidChange()
        }
    }

    /// What links to this controller hold (`WeakLink`); made on first use, cleared by the deinit.
    var storedLifetimeHandle: LifetimeHandle?

    /// The child controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []
    /// The containing controller, if this is a child.
    public internal(set) var parent: UIViewController? {
        get { parentLink.object }
        set { parentLink = WeakLink(newValue) }
    }
    private var parentLink = WeakLink<UIViewController>(nil)

    /// The controller this one presented, kept until it is dismissed.
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    public internal(set) var presentingViewController: UIViewController? {
        get { presentingViewControllerLink.object }
        set { presentingViewControllerLink = WeakLink(newValue) }
    }
    private var presentingViewControllerLink = WeakLink<UIViewController>(nil)

    /// How the controller is shown when presented. `.automatic` (the default, as on iOS 13 and
    /// later) is a page sheet. See `UIPresentationController` for what each style looks like here.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation a presentation of this controller uses: `.coverVertical` (slides up, the
    /// default) or `.crossDissolve` (fades).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Supplies custom animators (and, for `.custom`, the presentation controller) for presenting
    /// and dismissing this controller; see `UIViewControllerTransitioningDelegate`. Weak, as in UIKit.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// Whether `.currentContext` and `.overCurrentContext` presentations from this controller or
    /// its children cover this controller's view (rather than the whole window). False by default.
    open var definesPresentationContext = false
    /// Whether the user is kept from dismissing this controller's sheet or popover by a swipe or a
    /// tap outside; such attempts go to the delegate's `presentationControllerDidAttemptToDismiss`.
    open var isModalInPresentation = false
    /// The size the controller would like for its view in a popover (zero: the system's default).
    open var preferredContentSize: CGSize = .zero
    /// The size a child (a `UIContentContainer`) gets inside `parentSize`: `parentSize` by default.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }
    /// UIKit's size-change callback. Scanout never calls it (a kiosk's screen keeps its size); it
    /// is here so controllers that override it compile.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    // MARK: System chrome (see `UIViewController+SystemChrome`: a kiosk shows none)

    /// The status bar style the controller would like. A kiosk's screen has no status bar, so
    /// nothing shows it; kept so controllers that override it behave as written.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller would like the status bar hidden. There is none to hide here.
    open var prefersStatusBarHidden: Bool { false }
    /// How a change of the two above would animate.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` is asked instead of this controller's.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` is asked instead of this controller's.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether the home indicator may hide. There is none on a kiosk.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The screen edges whose system gestures come second to the app's. Scanout has no system
    /// gestures, so every edge is the app's already.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// Whether a presented controller that is not full screen decides the status bar's look.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The edges under bars the view extends to (all, by default). Scanout lays the view out under
    /// the bars and reports them through the safe area, as UIKit does for the default.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars too. Kept; see `edgesForExtendedLayout`.
    open var extendedLayoutIncludesOpaqueBars = false

    // MARK: State restoration (see `StateRestoration` for when state is saved and restored)

    /// The name that marks this controller for state restoration: with one (and one on each
    /// controller above it), its place and its `encodeRestorableState(with:)` are saved, and it
    /// is brought back at the next launch. Nil (the default): not saved, nor anything below it.
    open var restorationIdentifier: String?
    /// The class that makes this controller again at the next launch, when the app does not make
    /// it itself (usually the controller's own class).
    open var restorationClass: UIViewControllerRestoration.Type?

    /// Saves what this controller needs to come back as it was (the text typed, the item shown).
    /// Call `super`. Does nothing by default.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Restores what `encodeRestorableState(with:)` saved; called once the controllers are all
    /// back in their places, before `applicationFinishedRestoringState()`. Call `super`.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Every restored controller has decoded its state.
    open func applicationFinishedRestoringState() {}
    /// The presentation controller made for the current (or next) presentation; see
    /// `presentationController`.
    var storedPresentationController: UIPresentationController?
    /// The custom transition this controller takes part in (its `transitionCoordinator`).
    var activeTransitionContext: TransitionContext?
    /// While positive, the root view moving in and out of a window does not drive the appearance
    /// callbacks: a presentation transition calls them at its own moments.
    var appearanceTransitionHolds = 0
    /// Whether the appearance callbacks in progress were started by `beginAppearanceTransition`
    /// with `animated` true.
    var appearanceTransitionIsAnimated = false
    /// Set by `viewWillAppear`'s turn, cleared when `viewIsAppearing` has been called.
    var viewIsAppearingPending = false
    /// What `contentUnavailableConfiguration` holds, and the view showing it over the controller's.
    var storedContentUnavailableConfiguration: UIContentConfiguration?
    var contentUnavailableView: (UIView & UIContentView)?
    /// Set by `setNeedsUpdateContentUnavailableConfiguration()` (and at first): the next layout
    /// pass of the view calls `updateContentUnavailableConfiguration(using:)`.
    var needsContentUnavailableUpdate = true

    /// True while the controller's appearance callbacks run because it is being presented.
    public internal(set) var isBeingPresented = false
    /// True while the controller's disappearance callbacks run because it is being dismissed.
    public internal(set) var isBeingDismissed = false
    /// True from `addChild` until the child has appeared or `didMove(toParent:)` ran.
    public internal(set) var isMovingToParent = false
    /// True from `willMove(toParent: nil)` until the child is removed.
    public internal(set) var isMovingFromParent = false

    // MARK: Initialization

    /// UIKit's designated initializer; nibs and bundles do not exist here, so both are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Controllers are never decoded in Scanout; see `NSCoder`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Nonisolated, as UIKit's, so a subclass's plain `deinit` compiles (a subclass may also
    /// write `isolated deinit`); see `runOnMainActorNow`.
    deinit {
        runOnMainActorNow("The deinit of \(type(of: self))") {
            storedLifetimeHandle?.object = nil
            // The view may outlive its controller (something else holds it): unlink it.
            if let storedView, storedView.owningViewController === self {
                storedView.owningViewController = nil
            }
        }
    }

    // MARK: Editing

    /// Whether the controller's content is being edited: set through `setEditing(_:animated:)`,
    /// which `editButtonItem` calls. False by default.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing on or off. Subclasses override it to put their views in or out of editing
    /// (calling `super`); `UITableViewController` does so for its table, which then shows its
    /// delete controls. Updates `editButtonItem`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedIsEditing = editing
        storedEditButtonItem?.updateForEditing(editing)
    }

    /// A bar button that reads "Edit", or "Done" while editing, and toggles `isEditing` through
    /// `setEditing(_:animated:)` (animated), as UIKit's does. The same item every time.
    open var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.possibleTitles = ["Edit", "Done"]
        item.primaryAction = UIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        item.updateForEditing(storedIsEditing)
        storedEditButtonItem = item
        return item
    }

    private var storedIsEditing = false
    private var storedEditButtonItem: UIBarButtonItem?

    // MARK: The view

    /// The root view, loaded on first access with `loadView()` and `viewDidLoad()`.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { install(newValue) }
    }

    /// The root view if it has been loaded, without loading it.
    public var viewIfLoaded: UIView? { storedView }

    public var isViewLoaded: Bool { storedView != nil }

    /// Loads the view now if it has not been loaded.
    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { install(UIView(frame: ApplicationContext.screenBounds)) }
        viewDidLoad()
    }

    /// Creates the root view. The default makes a plain view the size of the screen; override to
    /// assign your own to `view` (without calling `super`).
    open func loadView() {
        view = UIView(frame: ApplicationContext.screenBounds)
    }

    /// Called once after the view was loaded.
    open func viewDidLoad() {}

    /// Called when the system is low on memory, for the controller to release what it can rebuild
    /// (caches, images); overrides call `super`. Scanout has no memory-pressure signal and never
    /// calls it itself: it exists so that UIKit code overriding it compiles, and an app can call
    /// it from its own monitoring.
    open func didReceiveMemoryWarning() {}

    // MARK: Appearance

    /// The view is about to enter a visible window. It is not in one yet.
    open func viewWillAppear(_ animated: Bool) {}

    /// The view is in the window, with up-to-date traits, and sized and placed by its superview:
    /// once per appearance, after `viewWillAppear(_:)` and before `viewDidAppear(_:)` — in the
    /// first layout pass after the view joins the window, before `viewWillLayoutSubviews()`, or
    /// just before `viewDidAppear(_:)` when no layout pass came between. As UIKit's (iOS 17,
    /// back-deployed to 13): the place for work that needs the view's final size and traits.
    open func viewIsAppearing(_ animated: Bool) {}

    /// The view is in a visible window.
    open func viewDidAppear(_ animated: Bool) {}

    /// Sets `contentUnavailableConfiguration` for `state` (the traits, a search bar's text):
    /// called in the view's first layout pass and after
    /// `setNeedsUpdateContentUnavailableConfiguration()`. Override it to show an empty, loading or
    /// no-results state; the default does nothing. As UIKit's (iOS 17).
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    /// The view is about to leave its window.
    open func viewWillDisappear(_ animated: Bool) {}

    /// The view has left its window.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The root view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}

    /// The root view has laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Called in the constraint-update pass instead of the root view's `updateConstraints()`;
    /// the default calls it. Override to update the controller's constraints in one batch, and
    /// call `super` last.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// The root view's safe-area insets changed (during layout).
    open func viewSafeAreaInsetsDidChange() {}

    /// The root view's layout margins changed (during layout).
    open func viewLayoutMarginsDidChange() {}

    // MARK: Containment

    /// Adds `child` as a child controller, calling its `willMove(toParent:)`. Add its view to yours
    /// and then call `child.didMove(toParent: self)`.
    open func addChild(_ child: UIViewController) {
        attach(child)
    }

    /// Removes this controller from its parent, calling `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` and remove its view first.
    open func removeFromParent() {
        detachFromParent()
    }

    /// The controller is about to begin appearing or disappearing. A container ends the child
    /// transitions it runs first (see `UINavigationController`), so no child is left mid-way
    /// when the container's view leaves the window or is covered.
    func appearanceWillChange() {}

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, self.parent != nil { isMovingFromParent = true }
    }

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {
        isMovingToParent = false
        isMovingFromParent = false
    }

    // MARK: Traits

    /// Told when the traits of the controller's view changed, before the view is; see
    /// `UIView.traitCollectionDidChange(_:)`. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Makes `child`'s traits those it inherits with `collection`'s specified traits on top (a
    /// split screen giving a child compact width, say); nil removes the override.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
        guard child.parent === self else {
            Diagnostics.warn("\(self) cannot override the traits of \(child): it is not a child of this controller.")
            return
        }
        child.traitOverridesFromParent = collection
        child.viewIfLoaded?.refreshTraits()
    }

    /// The traits set for `child` with `setOverrideTraitCollection(_:forChild:)`.
    open func overrideTraitCollection(forChild child: UIViewController) -> UITraitCollection? {
        child.parent === self ? child.traitOverridesFromParent : nil
    }

    // MARK: Presentation

    /// Presents `viewControllerToPresent` from this controller's root-most parent (for the
    /// context styles, from the nearest controller that `definesPresentationContext`), in its
    /// `modalPresentationStyle`, animated when `flag` is true. `completion` runs once the
    /// transition has ended (before this returns when not animated).
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, or, when it presented none, this controller
    /// (asking its presenter), and whatever that one presented in turn. `completion` runs once the
    /// transition has ended and the callbacks have run.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    // MARK: Showing (see `UIViewController+Navigation`)

    /// Shows `viewController` the way the context does: the controller that
    /// `targetViewController(forAction: .showViewController, sender:)` finds shows it (a
    /// navigation controller pushes it, a split view controller puts it in a column); with none,
    /// it is presented. Override it in a container of your own.
    open func show(_ viewController: UIViewController, sender: Any?) {
        performShow(viewController, sender: sender)
    }

    /// Shows a detail screen: the split view controller this controller is in shows it in its
    /// secondary column (or pushes it when collapsed); without one, as `show(_:sender:)`.
    open func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
        performShowDetail(viewController, sender: sender)
    }

    /// The controller that handles `action` (`.showViewController`, `.showDetailViewController`)
    /// for this one: itself when it does, else its parent's (or presenter's) answer; nil when
    /// none does. As in UIKit, navigation controllers handle `show`, split view controllers both.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        if handlesShowAction(action) { return self }
        return (parent ?? presentingViewController)?.targetViewController(forAction: action, sender: sender)
    }

    // MARK: Focus (see Focus/UIView+Focus.swift)

    /// Where focus should go in this controller: its view by default (whose first item in
    /// reading order takes it).
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { storedView.map { [$0] } ?? [] }
    /// Whether focus may move as `context` says; true by default.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Focus moved into, out of or within this controller's views.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // MARK: Responder

    /// The presenting controller when presented; the window when this is its root view controller
    /// (even while a full-screen presentation has taken the view out); else the root view's
    /// superview; else the parent.
    open override var next: UIResponder? {
        if let presentingViewController { return presentingViewController }
        if let window = windowServedAsRoot, window.rootViewController === self { return window }
        return storedView?.superview ?? parent
    }

    override var firstResponderContext: (window: UIWindow, application: UIApplication?)? {
        guard let window = storedView?.window else { return nil }
        return (window, window.application)
    }

    open override var description: String {
        "<\(type(of: self)): \(objectAddress(self))>"
    }

    // MARK: - Private

    private func install(_ newView: UIView?) {
        if let storedView, storedView.owningViewController === self {
            storedView.owningViewController = nil
        }
        storedView = newView
        if let newView {
            precondition(
                newView.owningViewController == nil || newView.owningViewController === self,
                "\(newView) is already the view of \(newView.owningViewController!); a view has one controller.")
            newView.owningViewController = self
        }
    }
}

extension UIViewController: LifetimeHandleOwner {}
