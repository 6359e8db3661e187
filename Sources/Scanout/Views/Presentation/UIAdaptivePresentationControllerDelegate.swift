/// Hears about a presentation the user may dismiss (a sheet swiped down, a tap outside a popover)
/// and chooses how a presentation adapts to a compact width.
///
/// As UIKit's, the dismissal methods are called only for dismissals the user starts, never for
/// `dismiss(animated:completion:)`. Every method has a default. Main actor.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use on a compact width instead of a sheet or popover: `.none` keeps the
    /// presentation as it is, `.fullScreen`/`.overFullScreen` cover the screen. The default
    /// (`.automatic`) makes a sheet from the bottom.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// Whether the user may dismiss now (checked as a swipe or tap outside starts). True by default.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A dismissal the user started is under way (a swipe may still be abandoned).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A dismissal the user started has finished.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss but `isModalInPresentation` (or `presentationControllerShouldDismiss`)
    /// kept the presentation up: a chance to ask "Discard changes?".
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .automatic
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
