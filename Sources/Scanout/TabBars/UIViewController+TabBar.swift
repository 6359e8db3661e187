// A controller's place in a tab bar controller: the item its tab shows, and the tab bar
// controller it is in.

extension UIViewController {
    /// The item the controller's tab shows; made on first use, titled with the controller's title.
    public var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The tab bar controller this controller, or its nearest ancestor, is a child of.
    public var tabBarController: UITabBarController? {
        nearestAncestor(UITabBarController.self)
    }
}
