/// A class that makes view controllers again at launch, for state restoration: set it as a
/// controller's `restorationClass` (usually the controller's own class) when the app does not
/// make that controller itself at launch (a screen pushed on a navigation stack).
///
/// ```swift
/// final class VisitorViewController: UIViewController, UIViewControllerRestoration {
///     static func viewController(withRestorationIdentifierPath identifierComponents: [String],
///                                coder: NSCoder) -> UIViewController? {
///         VisitorViewController()
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerRestoration: AnyObject {
    /// The controller at `identifierComponents` (the restoration identifiers from the window's
    /// root down to it), or nil to leave it out. `coder` holds what it saved; its
    /// `decodeRestorableState(with:)` is called with it afterwards too.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder)
        -> UIViewController?
}
