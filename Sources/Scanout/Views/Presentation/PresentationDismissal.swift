/// A dismissal under way: the will-callbacks have run; `complete()` ends it, `cancel()` (a swipe
/// the user abandoned) puts everything back. Internal; main actor.
@preconcurrency @MainActor
struct PresentationDismissal {
    let presented: UIViewController
    let presenter: UIViewController
    let presentation: UIPresentationController
    let removesPresenter: Bool

    /// The container leaves, the links are cleared, then `viewDidAppear` for the presenter (if it
    /// had left) and `viewDidDisappear` for the presented.
    func complete() {
        presentation.dismissalTransitionDidEnd(true)
        if presentation.dimmingView != nil { presenter.viewIfLoaded?.tintAdjustmentMode = .automatic }
        presentation.dragInteraction = nil
        if let container = presentation.containerView as? PresentationContainerView {
            container.tearDown()
            container.removeFromSuperview()
        }
        if let view = presented.viewIfLoaded {
            view.removeFromSuperview()
            UIView.performWithoutAnimation {
                view.transform = .identity
                view.alpha = 1
            }
        }
        presentation.applyCardCorners(false)
        presentation.containerView = nil
        presentation.dimmingView = nil
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        if removesPresenter {
            presenter.endAppearanceTransition()
            presenter.appearanceTransitionHolds -= 1
        }
        presented.endAppearanceTransition()
        presented.appearanceTransitionHolds -= 1
        presented.isBeingDismissed = false
    }

    /// The dismissal did not happen: the presenter's view leaves again and both controllers are
    /// back where they were (the presented gets `viewWillAppear` and `viewDidAppear`).
    func cancel() {
        presentation.dismissalTransitionDidEnd(false)
        if removesPresenter {
            presenter.beginAppearanceTransition(false, animated: true)
            presenter.viewIfLoaded?.removeFromSuperview()
            presenter.endAppearanceTransition()
            presenter.appearanceTransitionHolds -= 1
        }
        presented.isBeingDismissed = false
        presented.beginAppearanceTransition(true, animated: true)
        presented.endAppearanceTransition()
        presented.appearanceTransitionHolds -= 1
    }
}
