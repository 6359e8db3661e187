/// An object whose content a container sizes: UIKit's protocol, adopted by `UIViewController` and
/// `UIPresentationController`. Scanout has the sizing part; `viewWillTransition(to:with:)` is never called.
/// Main actor.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the object would like for its content.
    var preferredContentSize: CGSize { get }
    /// The size to give `container`, a child of this object, inside `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    /// The container's size is about to change (never called in Scanout; see `UIViewController`).
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

extension UIPresentationController: UIContentContainer {}
