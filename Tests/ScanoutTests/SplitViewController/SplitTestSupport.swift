import Scanout
import ScanoutTesting

/// A split view delegate that logs what it is asked and told as "delegate.<callback>(...)" and
/// answers as set.
@MainActor
final class LoggingSplitDelegate: UISplitViewControllerDelegate {
    let log: EventLog
    /// The answer to `collapseSecondary:onto:`.
    var collapsesSecondary = false
    /// The answer to `separateSecondaryFrom` (nil: the default).
    var separated: UIViewController?
    /// The answer to `topColumnForCollapsingToProposedTopColumn` (nil: the proposed one).
    var topColumn: UISplitViewController.Column?
    /// The answer to `targetDisplayModeForAction`.
    var targetMode = UISplitViewController.DisplayMode.automatic
    /// Whether `showDetail` is taken over.
    var takesShowDetail = false
    /// Run inside every callback: an app changing the split view from its delegate.
    var meddling: ((UISplitViewController) -> Void)?

    init(log: EventLog) {
        self.log = log
    }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    {
        log.record("delegate.willChangeTo(\(displayMode))")
        meddling?(svc)
    }

    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        log.record("delegate.targetDisplayModeForAction")
        return targetMode
    }

    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool {
        log.record("delegate.showDetail(\(vc.title ?? "?"))")
        return takesShowDetail
    }

    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        log.record("delegate.collapseSecondary(\(secondaryViewController.title ?? "?"))")
        meddling?(splitViewController)
        return collapsesSecondary
    }

    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        log.record("delegate.separateSecondary")
        meddling?(splitViewController)
        return separated
    }

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        log.record("delegate.topColumnForCollapsing(\(proposedTopColumn))")
        meddling?(svc)
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        log.record("delegate.displayModeForExpanding(\(proposedDisplayMode))")
        return proposedDisplayMode
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        log.record("delegate.didCollapse")
        meddling?(svc)
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        log.record("delegate.didExpand")
        meddling?(svc)
    }

    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        log.record("delegate.willShow(\(column))")
    }

    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        log.record("delegate.willHide(\(column))")
    }
}

/// A column controller with a solid colour, titled, recording its callbacks.
@MainActor
final class ColumnPage: RecordingViewController {
    let color: UIColor

    init(_ name: String, color: UIColor = .white, log: EventLog) {
        self.color = color
        super.init(name, log: log)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }
}

/// A classic split view filling a 1000 × 600 window (landscape, regular width): a navigation
/// controller with a red list as the primary, a blue detail as the secondary.
@MainActor
struct ClassicSplitFixture {
    let host: TestHost
    let split: UISplitViewController
    let log = EventLog()
    let delegate: LoggingSplitDelegate
    let list: ColumnPage
    let primary: UINavigationController
    let detail: ColumnPage

    init(width: CGFloat = 1000, configure: (UISplitViewController) -> Void = { _ in }) {
        host = TestHost(size: CGSize(width: width, height: 600))
        split = UISplitViewController()
        delegate = LoggingSplitDelegate(log: log)
        split.delegate = delegate
        list = ColumnPage("list", color: .red, log: log)
        primary = UINavigationController(rootViewController: list)
        detail = ColumnPage("detail", color: .blue, log: log)
        split.viewControllers = [primary, detail]
        configure(split)
        host.window.rootViewController = split
        host.advance(by: 0.1)
        log.clear()
    }

    func resize(width: CGFloat) {
        host.window.frame = CGRect(x: 0, y: 0, width: width, height: 600)
        host.advance(by: 0.1)
    }

    /// The log without touches.
    var entries: [String] { log.entries.filter { !$0.hasSuffix(".began") && !$0.hasSuffix(".ended") } }
}

/// A double-column split view in a 1000 × 600 window: "list" in the primary column,
/// "detail" in the secondary, each in the navigation controller the split view wraps it in.
@MainActor
struct ColumnSplitFixture {
    let host = TestHost(size: CGSize(width: 1000, height: 600))
    let split = UISplitViewController(style: .doubleColumn)
    let log = EventLog()
    let delegate: LoggingSplitDelegate
    let list: ColumnPage
    let detail: ColumnPage

    init(configure: (LoggingSplitDelegate) -> Void = { _ in }) {
        delegate = LoggingSplitDelegate(log: log)
        configure(delegate)
        split.delegate = delegate
        list = ColumnPage("list", log: log)
        detail = ColumnPage("detail", log: log)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        host.window.rootViewController = split
        host.advance(by: 0.1)
    }

    func resize(width: CGFloat) {
        host.window.frame = CGRect(x: 0, y: 0, width: width, height: 600)
        host.advance(by: 0.1)
    }
}
