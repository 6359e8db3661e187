/// Supplies the pages a `UIPageViewController` swipes to, one neighbour at a time. Main actor.
///
/// As in UIKit, the page view controller asks for a neighbour only when a swipe needs it (the
/// finger moved towards it), never for pages programmatic `setViewControllers` goes to. Return nil
/// at the ends: the swipe then only stretches. Returning the page being shown, or a controller
/// that is already a child of another container (or contains the page view controller), counts
/// as nil, with a warning.
///
/// The page indicator: when the data source implements both `presentationCount(for:)` and
/// `presentationIndex(for:)` and the style is `.scroll`, a `UIPageControl` shows under the pages.
/// As in UIKit, both are asked after `setViewControllers`, and a completed swipe moves the dot one
/// page; they are not asked again after swipes.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController` (left of it left to right, right of it right to left, or
    /// above it), or nil at the start.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil at the end.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// How many dots the page indicator shows. Optional.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is the current page's, after `setViewControllers`. Optional.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    // Objective-C's `respondsToSelector:` decides in UIKit whether the indicator shows; here the
    // defaults say so by marking the page view controller that asked.

    /// Not implemented: no page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pageViewController.dataSourceLacksPresentation = true
        return 0
    }

    /// Not implemented: no page indicator.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.dataSourceLacksPresentation = true
        return 0
    }
}
