/// Told when a person chooses an item of a `UITabBar` that no tab bar controller manages.
/// Main actor; every method has a default that does nothing.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// `item` was tapped and is now the selected item.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
