// What every controller knows of navigation: the navigation controller it is on, the item the
// bar shows for it, and `show(_:sender:)`, which pushes when there is a navigation controller.

extension UIViewController {
    /// The nearest navigation controller among the controller's ancestors (or itself).
    public var navigationController: UINavigationController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }

    /// The item a navigation bar shows for this controller, made on first use; its title is the
    /// controller's title until set.
    public var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(owningController: self)
        storedNavigationItem = item
        return item
    }

    /// Shows `viewController` the way the context does: pushed on the navigation controller, else
    /// presented.
    public func show(_ viewController: UIViewController, sender: Any?) {
        if let navigationController, navigationController !== viewController {
            navigationController.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Shows a detail screen; without a split view, as `show(_:sender:)`.
    public func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
        show(viewController, sender: sender)
    }
}
