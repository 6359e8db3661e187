// A controller's place in a split view: the split view controller it is in, however deep (a
// column's navigation controller, a controller pushed on it, one collapsed onto the primary's
// stack), as UIKit's `splitViewController` property finds it.

extension UIViewController {
    /// The nearest split view controller among the controller's ancestors; nil when it is in none.
    public var splitViewController: UISplitViewController? {
        nearestAncestor(UISplitViewController.self)
    }

    /// The nearest of the controller's ancestors (not itself) that is a `Container`.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var controller = parent
        while let current = controller {
            if let container = current as? Container { return container }
            controller = current.parent
        }
        return nil
    }
}
