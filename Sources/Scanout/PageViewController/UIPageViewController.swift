/// Shows one page (a child controller) at a time and turns to its neighbours with a swipe, asking
/// a data source for them.
///
/// Behaves as UIKit's `UIPageViewController` with one page shown at a time:
///
/// ```swift
/// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.dataSource = self
/// pages.setViewControllers([first], direction: .forward, animated: false)
/// ```
///
/// A swipe moves the pages with the finger (`.horizontal`: forward is to the left, or to the
/// right when the layout direction is right to left, as in UIKit; `.vertical`: forward is up) and
/// asks the `dataSource` for the neighbour only once the finger heads for it. When the finger
/// lifts, the turn completes past half a page, or with a flick (300 points a second) its way; it
/// goes back otherwise. At the ends (nil from the data source) the page only stretches. Pages are
/// `interPageSpacing` points apart (the `.interPageSpacing` option). The current page is the only
/// child at rest; during a turn the incoming page is a child too, and the appearance callbacks
/// run as UIKit runs them: the incoming page's `viewWillAppear`, the current one's
/// `viewWillDisappear`, then, completed, `viewDidAppear` and `viewDidDisappear`; a turn that goes
/// back sends the incoming page `viewWillDisappear` and `viewDidDisappear` (it never did appear)
/// and the current one `viewWillAppear` and `viewDidAppear`.
///
/// Differences: `.pageCurl` is drawn as the same slide as `.scroll` (no curl, one page at a time:
/// `.mid` spines show one page, a second controller is ignored with a warning; `isDoubleSided` is
/// kept); the pages move in a view of their own, not a `UIScrollView`, and `gestureRecognizers`
/// holds the swipe's pan for both styles, so disabling it stops swiping. Changes made while a
/// turn runs (`setViewControllers`, the page view controller leaving the screen) end that turn
/// first: a swipe under the finger goes back, an animation jumps to its end. Changes asked for
/// from inside a callback the page view controller is making wait until it returns. Main actor.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn. Scanout draws both as a slide.
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over (drawn as a slide in Scanout).
        case pageCurl = 0
        /// Pages slide, following the finger.
        case scroll = 1
    }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Which way a turn goes: to the page after (`.forward`) or before.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// Where the spine of a curled book is; `.none` for the scroll style.
    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    /// Keys of the `options` dictionary given to the initializer.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// A `SpineLocation` (or its raw value) for the page-curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The points between pages for the scroll style: a number.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// Asked for the neighbours a swipe goes to. Weak.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { if dataSource !== oldValue { refreshPageControl() } }
    }

    /// Told about the turns swipes make. Weak.
    open weak var delegate: UIPageViewControllerDelegate?

    /// Whether a page has content on its back (kept; Scanout draws no back).
    open var isDoubleSided = false

    /// The most room between pages: an app's spacing is kept between 0 and this.
    static let maximumInterPageSpacing: CGFloat = 10_000
    /// The dots' strip under the pages, when the data source gives a page count.
    static let pageControlHeight: CGFloat = 37

    private let style: TransitionStyle
    private let orientation: NavigationOrientation
    private let spine: SpineLocation
    /// The points between pages (`.scroll` only): finite, 0 to `maximumInterPageSpacing`.
    let interPageSpacing: CGFloat

    // MARK: Initialization

    /// A page view controller turning pages in `style` along `navigationOrientation`. `options`
    /// may hold `.interPageSpacing` (a number of points) and `.spineLocation` (for page curl).
    public init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {
        self.style = style
        orientation = navigationOrientation
        spine = style == .scroll ? .none : Self.spineLocation(from: options?[.spineLocation]) ?? .min
        // As in UIKit, only the scroll style spaces its pages.
        let spacing = style == .scroll ? NumberBoxing.double(from: options?[.interPageSpacing]) ?? 0 : 0
        interPageSpacing = spacing.isFinite ? min(max(CGFloat(spacing), 0), Self.maximumInterPageSpacing) : 0
        super.init(nibName: nil, bundle: nil)
    }

    /// As UIKit's default from a storyboard: page curl, horizontal.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    /// Controllers are never decoded in Scanout; see `NSCoder`.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Pages

    /// How pages turn, as given to the initializer.
    open var transitionStyle: TransitionStyle { style }
    /// The axis pages turn along, as given to the initializer.
    open var navigationOrientation: NavigationOrientation { orientation }
    /// Where the spine is: `.none` for `.scroll`; for `.pageCurl` the option given, else `.min`.
    open var spineLocation: SpineLocation { spine }

    /// The page shown (one controller; empty before the first `setViewControllers`). During a
    /// turn it is still the page the turn started from.
    open var viewControllers: [UIViewController]? { pages }

    /// The swipe's pan recognizer (both styles; see the type's differences).
    open var gestureRecognizers: [UIGestureRecognizer] { [swipe] }

    /// Shows `viewControllers` (one controller), sliding it in from `direction` when `animated`
    /// and the page view controller is on screen. `completion` gets true when the slide ran to
    /// its end, false when another change cut it short. A turn in progress ends first (see the
    /// type's comment); asked for from inside a callback, the change waits until it returns.
    /// No controller, the page view controller itself, one containing it, or one that is a child
    /// of another container is refused with a warning (UIKit raises an exception for some).
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard stepDepth == 0 else {
            pendingChanges.append { [weak self] in
                self?.setViewControllers(
                    viewControllers, direction: direction, animated: animated, completion: completion)
            }
            return
        }
        step { show(viewControllers ?? [], direction: direction, animated: animated, completion: completion) }
    }

    // MARK: View

    open override func loadView() {
        let root = PageViewControllerView(frame: ApplicationContext.screenBounds)
        root.onLayout = { [weak self] in self?.layoutPages() }
        root.addSubview(root.pagesView)
        root.addSubview(root.pageControl)
        swipe.addTarget { [weak self] recognizer in self?.swipeChanged(recognizer) }
        swipe.delegate = swipeGate
        root.addGestureRecognizer(swipe)
        view = root
        refreshPageControl()
    }

    // MARK: - Internal

    /// The page shown, at most one controller.
    var pages: [UIViewController] = []
    /// The turn in progress: a swipe, its settling, or an animated `setViewControllers`.
    var runningTransition: PageTransition?
    /// How deep the steps in progress are nested (see `step`).
    var stepDepth = 0
    /// Changes asked for from inside a step, run when it ends.
    var pendingChanges: [() -> Void] = []
    /// Set by the data source's default `presentationCount`/`presentationIndex`: not implemented.
    var dataSourceLacksPresentation = false
    /// The swipe.
    let swipe = UIPanGestureRecognizer()
    lazy var swipeGate = PageSwipeGate(pageViewController: self)

    /// The view pages move in, and the dot strip (nil before the view loads).
    var pagesView: UIView? { (viewIfLoaded as? PageViewControllerView)?.pagesView }
    var pageControl: UIPageControl? { (viewIfLoaded as? PageViewControllerView)?.pageControl }

    /// About to appear or disappear: the running turn ends first, so no page is left half-way.
    override func appearanceWillChange() {
        settleRunningTransition()
    }

    /// Asks the data source for the dot count and the current dot (after `setViewControllers`, as
    /// UIKit does), and shows the dots when it implements both and the style is `.scroll`.
    func refreshPageControl() {
        guard let pageControl else { return }
        var count = 0
        var index = 0
        if style == .scroll, let dataSource {
            dataSourceLacksPresentation = false
            count = dataSource.presentationCount(for: self)
            index = dataSource.presentationIndex(for: self)
            if dataSourceLacksPresentation { count = 0 }
        }
        let shows = count > 0
        pageControl.numberOfPages = max(count, 0)
        pageControl.currentPage = index
        if pageControl.isHidden == shows {
            pageControl.isHidden = !shows
            viewIfLoaded?.setNeedsLayout()
        }
    }

    // MARK: - Private

    private static func spineLocation(from value: Any?) -> SpineLocation? {
        if let location = value as? SpineLocation { return location }
        guard let number = NumberBoxing.double(from: value), number.isFinite, abs(number) < 4 else { return nil }
        return SpineLocation(rawValue: Int(number))
    }

    /// The pages fill the view above the dot strip; at rest the page fills the pages' view.
    private func layoutPages() {
        guard let root = viewIfLoaded as? PageViewControllerView else { return }
        let bounds = root.bounds
        let strip = root.pageControl.isHidden ? 0 : Self.pageControlHeight + root.safeAreaInsets.bottom
        let stripHeight = min(strip, bounds.height)
        root.pagesView.frame = CGRect(
            x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - stripHeight)
        root.pageControl.frame = CGRect(
            x: bounds.minX, y: bounds.maxY - stripHeight, width: bounds.width,
            height: min(Self.pageControlHeight, stripHeight))
        if let transition = runningTransition {
            place(transition)
            return
        }
        // A page the app took away from us (`removeFromParent`) is no longer shown.
        if let page = pages.first, page.parent !== self {
            if page.viewIfLoaded?.superview === root.pagesView { page.view.removeFromSuperview() }
            pages = []
        }
        guard let page = pages.first else { return }
        if page.view.superview !== root.pagesView { root.pagesView.addSubview(page.view) }
        page.view.frame = root.pagesView.bounds
    }
}

/// A page view controller's root view: lays out the pages and the dots whenever it is laid out.
@preconcurrency @MainActor
final class PageViewControllerView: UIView {
    var onLayout: (() -> Void)?
    /// Where the pages move; clips them, so a page sliding out is not drawn over the dots.
    let pagesView = UIView()
    /// The dots, shown when the data source gives a page count.
    let pageControl = UIPageControl()

    override init(frame: CGRect) {
        super.init(frame: frame)
        pagesView.clipsToBounds = true
        pageControl.isHidden = true
        // As in UIKit the dots only show where the person is; swipes turn the pages.
        pageControl.isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
