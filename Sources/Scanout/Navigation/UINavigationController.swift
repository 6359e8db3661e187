/// A stack of screens with a bar on top: push a controller to go deeper, pop (the back button, or
/// a swipe from the leading edge) to come back.
///
/// Behaves as UIKit's `UINavigationController`. The controllers on the stack are its children;
/// the top one's view fills the navigation controller's view, under the translucent bar, and its
/// `safeAreaInsets.top` is the bar's bottom (its bottom inset includes the toolbar when shown).
/// Pushing slides the new screen in from the trailing edge over 0.35 s while the covered one
/// moves a third of the way under a soft shadow and a dimming; popping is the reverse. Both
/// controllers get their appearance callbacks in UIKit's order — the two `viewWill…` before the
/// slide, the two `viewDid…` after — with `isMovingToParent`/`isMovingFromParent` set. As in
/// UIKit, a push, pop or `setViewControllers` asked for while a transition runs ends the running
/// one first (it jumps to its end), then changes the stack; one asked for from inside a
/// transition's own callbacks (an appearance callback, the delegate, `willMove(toParent:)`) waits
/// until that step is over. `children` is always `viewControllers`: a popped controller leaves
/// `children` at once and keeps `parent` (so `navigationController`) until its view has slid out.
///
/// The interactive pop follows a finger from the leading edge: the screens move with it, and on
/// lifting the pop completes past half the width or with a flick, otherwise the screens slide
/// back and the callbacks are balanced as UIKit balances them. A stack change, or the navigation
/// controller disappearing, while the finger is still down decides the pop where the finger is
/// (past half the width completes it, else cancels it) and cancels the gesture. Main actor.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// How long a push or pop slides.
    public static let transitionDuration: TimeInterval = 0.35
    /// How far the covered screen moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3

    /// The bar at the top.
    public let navigationBar: UINavigationBar
    /// The bar at the bottom, shown with `setToolbarHidden(false, animated:)`.
    public let toolbar: UIToolbar!

    open weak var delegate: UINavigationControllerDelegate?

    /// The edge swipe that pops; disable it to keep people on a screen.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

    /// Whether the bar is hidden. False by default.
    open var isNavigationBarHidden: Bool {
        get { storedNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Whether the toolbar is hidden. True by default.
    open var isToolbarHidden: Bool {
        get { storedToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    // MARK: Initialization

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        commonInit()
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with bars of your own classes (subclasses of `UINavigationBar` and
    /// `UIToolbar`); nil for the standard ones.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        navigationBar =
            (navigationBarClass as? UINavigationBar.Type)?.init(frame: .zero) ?? UINavigationBar(frame: .zero)
        toolbar = (toolbarClass as? UIToolbar.Type)?.init(frame: .zero) ?? UIToolbar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        commonInit()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    private func commonInit() {
        navigationBar.navigationController = self
        toolbar.isHidden = true
    }

    // MARK: The stack

    /// The controllers on the stack, root first. Setting it replaces the stack at once.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view shows: one presented over the navigation controller, else the top.
    open var visibleViewController: UIViewController? {
        var presented = presentedViewController
        while let next = presented?.presentedViewController { presented = next }
        return presented ?? topViewController
    }

    /// Pushes `viewController`, sliding it in when `animated`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        changeStack(later: { [weak self] in self?.pushViewController(viewController, animated: animated) }) {
            push(viewController, animated: animated)
        }
    }

    /// Pops the top controller and returns it; nil at the root (and when asked from inside a
    /// transition's callback, where the pop waits for the transition step to end).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        changeStack(later: { [weak self] in self?.popViewController(animated: animated) }) {
            settleRunningTransition()
            guard stack.count > 1 else { return nil }
            return pop(to: stack[stack.count - 2], animated: animated).first
        } ?? nil
    }

    /// Pops back to the root; returns the controllers popped, top last.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        changeStack(later: { [weak self] in self?.popToRootViewController(animated: animated) }) {
            settleRunningTransition()
            guard let root = stack.first, stack.count > 1 else { return nil }
            return pop(to: root, animated: animated)
        } ?? nil
    }

    /// Pops back to `viewController`; returns the controllers popped.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        changeStack(later: { [weak self] in self?.popToViewController(viewController, animated: animated) }) {
            settleRunningTransition()
            guard stack.contains(where: { $0 === viewController }) else {
                Diagnostics.warn("\(viewController) is not on \(self)'s stack; cannot pop to it.")
                return nil
            }
            return pop(to: viewController, animated: animated)
        } ?? nil
    }

    /// Replaces the stack. When the top controller changes and `animated`, the new top slides in
    /// as a push (or, when it was already on the stack, as a pop).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        changeStack(later: { [weak self] in self?.setViewControllers(viewControllers, animated: animated) }) {
            replaceStack(with: viewControllers, animated: animated)
        }
    }

    /// Pushes `viewController` (animated), as UIKit's navigation controller shows controllers.
    open override func show(_ viewController: UIViewController, sender: Any?) {
        guard viewController !== self else {
            Diagnostics.warn("\(self) cannot show itself; ignored.")
            return
        }
        pushViewController(viewController, animated: true)
    }

    // MARK: Bars

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != storedNavigationBarHidden else { return }
        storedNavigationBarHidden = hidden
        if !hidden { navigationBar.isHidden = false }
        let change = {
            self.layOutBars()
            self.navigationBar.alpha = hidden ? 0 : 1
        }
        if animated, viewIfLoaded?.window != nil {
            UIView.animate(withDuration: 0.25, animations: change) { _ in
                self.navigationBar.isHidden = self.storedNavigationBarHidden
            }
        } else {
            change()
            navigationBar.isHidden = hidden
        }
        updateChildInsets()
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != storedToolbarHidden else { return }
        storedToolbarHidden = hidden
        if !hidden {
            toolbar.isHidden = false
            toolbar.setItems(topViewController?.toolbarItems, animated: false)
        }
        let change = {
            self.layOutBars()
            self.toolbar.alpha = hidden ? 0 : 1
        }
        if animated, viewIfLoaded?.window != nil {
            UIView.animate(withDuration: 0.25, animations: change) { _ in
                self.toolbar.isHidden = self.storedToolbarHidden
            }
        } else {
            change()
            toolbar.isHidden = hidden
        }
        updateChildInsets()
    }

    // MARK: View

    open override func loadView() {
        let view = UIView(frame: ApplicationContext.screenBounds)
        view.backgroundColor = .systemBackground
        self.view = view
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        view.addSubview(toolbar)
        popGesture.addTarget { [unowned self] recognizer in interactivePopChanged(recognizer) }
        popGesture.delegate = popGestureDelegate
        view.addGestureRecognizer(popGesture)
        if let top = topViewController { install(top.view, behind: nil) }
        layOutBars()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutBars()
        updateChildInsets()
        trackScrollingForSearchBar()
        if runningTransition == nil, let top = topViewController?.viewIfLoaded, top.superview === view {
            top.frame = view.bounds
        }
        popGesture.edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    }

    /// About to appear or disappear (its view leaving the window, a tab switch, a covering
    /// presentation): the running transition ends first, so no child is left half-way.
    override func appearanceWillChange() {
        settleRunningTransition()
    }

    /// A controller's toolbar items changed; the toolbar shows the top controller's.
    func toolbarItemsDidChange(of controller: UIViewController, animated: Bool) {
        guard controller === topViewController else { return }
        toolbar.setItems(controller.toolbarItems, animated: animated)
    }

    // MARK: - Internal (see UINavigationController+Transition)

    var stack: [UIViewController] = []
    var runningTransition: NavigationTransition?
    /// How deep the stack-changing steps in progress are nested (see `changeStack`).
    var stepDepth = 0
    /// Stack changes asked for from inside a step, run when it ends.
    var pendingStackChanges: [() -> Void] = []
    let popGesture = UIScreenEdgePanGestureRecognizer()
    private lazy var popGestureDelegate = PopGestureDelegate(navigationController: self)
    private var storedNavigationBarHidden = false
    private var storedToolbarHidden = true

    /// The bar's items follow the stack.
    func barItemsDidChange(animated: Bool) {
        navigationBar.setItems(stack.map(\.navigationItem), animated: animated && viewIfLoaded?.window != nil)
        if !storedToolbarHidden { toolbar.setItems(topViewController?.toolbarItems, animated: animated) }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Puts a child's view into the navigation controller's view, filling it, under the bars.
    func install(_ childView: UIView, behind sibling: UIView?) {
        childView.frame = view.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let sibling, sibling.superview === view {
            view.insertSubview(childView, belowSubview: sibling)
        } else {
            view.insertSubview(childView, belowSubview: navigationBar)
        }
    }

    /// The children's safe areas take in the bars that cover them.
    func updateChildInsets() {
        guard isViewLoaded else { return }
        let top = storedNavigationBarHidden ? 0 : navigationBar.preferredHeight
        let bottom = storedToolbarHidden ? 0 : UIToolbar.barHeight
        let insets = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        for child in children { child.insetsFromNavigationController = insets }
    }

    func layOutBars() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        let barHeight = navigationBar.shownHeight
        navigationBar.backgroundExtension = safe.top
        navigationBar.frame = CGRect(
            x: 0, y: storedNavigationBarHidden ? -barHeight - safe.top : safe.top, width: bounds.width,
            height: barHeight)
        toolbar.backgroundExtension = safe.bottom
        toolbar.frame = CGRect(
            x: 0, y: storedToolbarHidden ? bounds.height : bounds.height - safe.bottom - UIToolbar.barHeight,
            width: bounds.width, height: UIToolbar.barHeight)
    }
}

/// The kind of move between two controllers.
extension UINavigationController {
    public enum Operation: Int, Sendable {
        case none = 0
        case push
        case pop
    }
}

/// Told as a navigation controller shows controllers.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before `viewController`'s view appears (before the slide).
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After it appeared (after the slide).
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// An animator for an animated push or pop (nil, the default: Scanout's slide). Asked after
    /// `willShow`, before the appearance callbacks. See `UIViewControllerAnimatedTransitioning`.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// An interaction controller that drives the animator's transition (nil, the default: it runs on its own).
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        nil
    }
}

/// Lets the edge swipe begin only when a pop is possible: more than one controller, the back
/// button not hidden, nothing moving.
@MainActor
private final class PopGestureDelegate: UIGestureRecognizerDelegate {
    unowned let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let controller = navigationController
        return controller.stack.count > 1 && controller.runningTransition == nil && controller.stepDepth == 0
            && controller.showsChildren
            && !(controller.topViewController?.navigationItem.hidesBackButton ?? false)
    }
}
