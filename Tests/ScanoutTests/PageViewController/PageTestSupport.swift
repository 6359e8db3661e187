import Scanout

/// A page that records its containment too, as "<name>.willMove(parent)" and "<name>.didMove(nil)",
/// beside `RecordingViewController`'s lifecycle and appearance entries.
@MainActor
final class RecordingPage: RecordingViewController {
    override init(_ name: String, log: EventLog) {
        super.init(name, log: log)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.record("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.record("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// A data source over an array of pages that logs what it is asked, and a delegate that logs
/// what it hears.
@MainActor
class LoggingPageSource: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    var pages: [UIViewController]
    let log: EventLog
    /// Run inside `willTransitionTo` (a reentrant change, say).
    var onWillTransition: (() -> Void)?

    init(pages: [UIViewController], log: EventLog) {
        self.pages = pages
        self.log = log
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        log.record("source.before(\(viewController.title ?? "?"))")
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        log.record("source.after(\(viewController.title ?? "?"))")
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else {
            return nil
        }
        return pages[index + 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        log.record("delegate.willTransitionTo(\(pendingViewControllers.map { $0.title ?? "?" }))")
        onWillTransition?()
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        log.record(
            "delegate.didFinishAnimating(\(finished), \(previousViewControllers.map { $0.title ?? "?" }), \(completed))"
        )
    }
}

/// A data source with a page indicator: both presentation methods implemented; the pages come
/// from a `LoggingPageSource`.
@MainActor
final class IndicatorPageSource: UIPageViewControllerDataSource {
    let source: LoggingPageSource
    var startIndex = 0

    init(_ source: LoggingPageSource) {
        self.source = source
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        source.pageViewController(pageViewController, viewControllerBefore: viewController)
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        source.pageViewController(pageViewController, viewControllerAfter: viewController)
    }

    /// A count of the app's own (a hostile one, say) instead of the pages'.
    var count: Int?

    func presentationCount(for pageViewController: UIPageViewController) -> Int { count ?? source.pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { startIndex }
}
