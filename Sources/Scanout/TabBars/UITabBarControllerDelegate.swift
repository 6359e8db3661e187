/// Decides and hears about tab changes a person makes in a `UITabBarController`. Main actor;
/// every method has a default (allow; do nothing).
///
/// As in UIKit, only taps consult the delegate: setting `selectedIndex` or
/// `selectedViewController` in code does not.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab for `viewController` may be selected. True by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The tab for `viewController` was tapped and selected (also when it already was).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        true
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
