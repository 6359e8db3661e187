/// Hears about the page turns a person makes in a `UIPageViewController`. Main actor; every
/// method has a default (do nothing, or UIKit's default answer).
///
/// As in UIKit, only swipes call the delegate: `setViewControllers(_:direction:animated:completion:)`
/// reports through its completion instead. A swipe calls `willTransitionTo` once its neighbour is
/// known (again, for the other neighbour, if the first was nil and the finger turned back), and
/// `didFinishAnimating` once when the pages come to rest, `transitionCompleted` saying whether the
/// new page is now the page.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A swipe is about to show `pendingViewControllers`.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A swipe's pages came to rest: `completed` is false when the swipe went back (or was cut
    /// short by `setViewControllers`, when `finished` is false too). `previousViewControllers`
    /// were the pages before the swipe.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine for a new interface orientation. Scanout's screens do not turn, so it is not
    /// asked; kept so UIKit code compiles. Defaults to `.min`.
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
    /// The orientations the page view controller supports (kept; Scanout does not turn). `.all`.
    func pageViewControllerSupportedInterfaceOrientations(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientationMask
    /// The orientation to present in (kept; Scanout does not turn). `.portrait`.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}

    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}

    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        .min
    }

    public func pageViewControllerSupportedInterfaceOrientations(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientationMask {
        .all
    }

    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation {
        .portrait
    }
}
