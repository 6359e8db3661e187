/// The delegate of a popover presentation: the adaptive presentation delegate's methods (set it
/// as the `delegate` of `popoverPresentationController`). Main actor.
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}
