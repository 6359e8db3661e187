/// The delegate of a popover presentation: the adaptive presentation delegate's methods (set it
/// as the `delegate` of `popoverPresentationController`). Main actor.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}
