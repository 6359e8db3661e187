// Custom presentations, in UIKit's order. Presenting with a `transitioningDelegate`: for `.custom`
// the delegate's presentation controller is asked for first, then (only when animated) its
// animator and its interaction controller; nil answers keep Scanout's own. With an animator the
// framework makes the container and the context, runs the appearance `will` callbacks and
// `presentationTransitionWillBegin()` (both may use `transitionCoordinator`), then calls the
// animator (or the interaction controller). The presentation ends only when the animator calls
// `completeTransition(true)`: `presentationTransitionDidEnd(true)`, the `did` callbacks, the
// presenter's view leaving (for the styles that remove it), the completion. `completeTransition(false)`
// rolls it back: `presentationTransitionDidEnd(false)`, the presented controller disappears again,
// the container leaves, and no completion runs. Dismissing mirrors it with
// `animationController(forDismissed:)`; cancelled, the presented controller stays.
//
// An animator that never completes leaves the transition where it is, as in UIKit: the
// controller stays presented and being presented; a second `present` is refused with a warning,
// and `dismiss` ends the stuck presentation and dismisses it.

extension UIViewController {
    /// The transitioning delegate's objects for one presentation or dismissal.
    struct CustomTransitionParts {
        var presentationController: UIPresentationController?
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interaction: (any UIViewControllerInteractiveTransitioning)?
    }

    /// Asks `presented`'s transitioning delegate for a presentation's objects.
    func customPresentationParts(
        of presented: UIViewController, by presenter: UIViewController, animated: Bool
    ) -> CustomTransitionParts {
        var parts = CustomTransitionParts()
        guard let delegate = presented.transitioningDelegate else { return parts }
        if presented.modalPresentationStyle == .custom,
            let controller = delegate.presentationController(
                forPresented: presented, presenting: presenter, source: self)
        {
            if controller.presentedViewController === presented {
                parts.presentationController = controller
            } else {
                Diagnostics.warn(
                    "presentationController(forPresented:presenting:source:) returned a controller for "
                        + "\(controller.presentedViewController), not \(presented); the standard one is used.")
            }
        }
        guard animated else { return parts }
        parts.animator = delegate.animationController(forPresented: presented, presenting: presenter, source: self)
        if let animator = parts.animator {
            parts.interaction = delegate.interactionControllerForPresentation(using: animator)
        }
        return parts
    }

    /// Asks `presented`'s transitioning delegate for a dismissal's animator and interaction controller.
    func customDismissalParts(of presented: UIViewController, animated: Bool) -> CustomTransitionParts {
        var parts = CustomTransitionParts()
        guard animated, let delegate = presented.transitioningDelegate else { return parts }
        parts.animator = delegate.animationController(forDismissed: presented)
        if let animator = parts.animator {
            parts.interaction = delegate.interactionControllerForDismissal(using: animator)
        }
        return parts
    }

    /// Where the two views of a presentation start and end, in the container.
    func presentationFrames(
        of presentation: UIPresentationController, presenterView: UIView, _ removesPresenter: Bool
    ) -> [ObjectIdentifier: (initial: CGRect, final: CGRect)] {
        guard let container = presentation.containerView else { return [:] }
        let presenterFrame =
            presenterView.superview == nil ? CGRect.zero : presenterView.convert(presenterView.bounds, to: container)
        return [
            ObjectIdentifier(presentation.presentedViewController): (
                .zero, presentation.frameOfPresentedViewInContainerView
            ),
            ObjectIdentifier(presentation.presentingViewController): (
                presenterFrame, removesPresenter ? .zero : presenterFrame
            ),
        ]
    }

    /// A presentation the animator cancelled: everything goes back as before `present`.
    static func rollBackPresentation(
        of presented: UIViewController, by presenter: UIViewController, _ presentation: UIPresentationController,
        removesPresenter: Bool
    ) {
        presentation.pendingTransition = nil
        presentation.isAnimatorDriving = false
        presentation.presentationTransitionDidEnd(false)
        if presentation.dimmingView != nil { presenter.viewIfLoaded?.tintAdjustmentMode = .automatic }
        presentation.dragInteraction = nil
        presented.viewIfLoaded?.removeFromSuperview()
        if let container = presentation.containerView as? PresentationContainerView {
            container.tearDown()
            container.removeFromSuperview()
        }
        presentation.applyCardCorners(false)
        presentation.containerView = nil
        presentation.dimmingView = nil
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        // The presented controller finishes appearing and disappears; the presenter comes back.
        presented.endAppearanceTransition()
        presented.beginAppearanceTransition(false, animated: true)
        presented.endAppearanceTransition()
        presented.appearanceTransitionHolds -= 1
        if removesPresenter {
            presenter.endAppearanceTransition()
            presenter.beginAppearanceTransition(true, animated: true)
            presenter.endAppearanceTransition()
            presenter.appearanceTransitionHolds -= 1
        }
        presented.isBeingPresented = false
    }

    /// Runs a dismissal's custom animator; the dismissal ends when it completes.
    func runCustomDismissal(
        _ dismissal: PresentationDismissal, context: TransitionContext, completion: (() -> Void)?
    ) {
        let presentation = dismissal.presentation
        let presenterView = dismissal.removesPresenter ? dismissal.presenter.viewIfLoaded : nil
        // Where the presenter's view belongs once the container leaves (the animator may move it in).
        let presenterHome = presenterView.map { view in (superview: view.superview, frame: view.frame) }
        presentation.isAnimatorDriving = true
        var frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [
            ObjectIdentifier(dismissal.presented): (presentation.frameOfPresentedViewInContainerView, .zero)
        ]
        if let presenterView, let container = presentation.containerView, presenterView.superview != nil {
            let frame = presenterView.convert(presenterView.bounds, to: container)
            frames[ObjectIdentifier(dismissal.presenter)] = (.zero, frame)
        }
        context.frames = frames
        context.onComplete = { completed in
            presentation.isAnimatorDriving = false
            guard completed else {
                dismissal.cancel()
                return
            }
            if let presenterView, let home = presenterHome, let container = presentation.containerView,
                presenterView.isDescendant(of: container), let superview = home.superview
            {
                superview.insertSubview(presenterView, belowSubview: container)
                presenterView.frame = home.frame
            }
            dismissal.complete()
            completion?()
        }
        context.start()
    }
}
