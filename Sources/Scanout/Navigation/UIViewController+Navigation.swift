// What every controller knows of navigation: the navigation controller it is on, the item the
// bar shows for it, and how `show(_:sender:)` and `showDetailViewController(_:sender:)` find the
// container that shows a controller (`targetViewController(forAction:sender:)`), as in UIKit.

extension Selector {
    /// The action `show(_:sender:)` asks `targetViewController(forAction:sender:)` about.
    public static let showViewController = Selector("showViewController:sender:")
    /// The action `showDetailViewController(_:sender:)` asks about.
    public static let showDetailViewController = Selector("showDetailViewController:sender:")
}

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

    /// Whether this controller shows controllers for `action` itself. A navigation controller
    /// pushes for `show`, except as an expanded column-style split view's primary or
    /// supplementary column, whose `show` goes to the next column (see `UISplitViewController`);
    /// a split view controller handles both actions.
    func handlesShowAction(_ action: Selector) -> Bool {
        if self is UISplitViewController { return action == .showViewController || action == .showDetailViewController }
        guard action == .showViewController, let navigation = self as? UINavigationController else { return false }
        guard let split = parent as? UISplitViewController else { return true }
        return !split.forwardsShow(from: navigation)
    }

    /// `show(_:sender:)`'s default: the target shows it, else it is presented.
    func performShow(_ viewController: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: .showViewController, sender: sender), target !== self {
            (target as? UISplitViewController)?.showSource = self
            target.show(viewController, sender: sender)
        } else {
            present(viewController, animated: true)
        }
    }

    /// `showDetailViewController(_:sender:)`'s default: the target shows it, else as `show`.
    func performShowDetail(_ viewController: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: .showDetailViewController, sender: sender), target !== self {
            target.showDetailViewController(viewController, sender: sender)
        } else {
            show(viewController, sender: sender)
        }
    }
}
