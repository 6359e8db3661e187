// Modal presentation, in UIKit's order. Presenting: the presented controller loads its view; the
// presenter gets `viewWillDisappear` (only for styles that take its view away: `.fullScreen`,
// `.currentContext`); the presented controller gets `viewWillAppear`; its view goes into a
// container over the window (or over the context's view) and the transition animates; then the
// presented controller gets `viewDidAppear`, the presenter's view leaves the window and it gets
// `viewDidDisappear`, and `completion` runs. Dismissing mirrors it: `viewWillDisappear` for the
// presented, `viewWillAppear` for a presenter that had left (its view back beneath the container),
// the animation, then the links are cleared, `viewDidAppear` for the presenter, `viewDidDisappear`
// for the presented, and `completion`. `isBeingPresented`/`isBeingDismissed` are true throughout.
// Without animation the same happens before the call returns. An animated transition has a
// `transitionCoordinator` from the `will` callbacks on; a `transitioningDelegate`'s animator
// replaces the animation (see Transitions/UIViewController+CustomTransition).

extension UIViewController {
    /// The object managing this controller's presentation: the current one while presented, else
    /// the one the next `present` will use (made on first use for the current
    /// `modalPresentationStyle`), so its `delegate` can be set beforehand.
    public var presentationController: UIPresentationController? {
        if let stored = storedPresentationController,
            presentingViewController != nil || stored.presentationStyle == normalizedPresentationStyle
        {
            return stored
        }
        let made: UIPresentationController =
            if wantsPopoverPresentation {
                UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            } else if [.pageSheet, .formSheet].contains(normalizedPresentationStyle) {
                UISheetPresentationController(presentedViewController: self, presenting: nil)
            } else {
                UIPresentationController(presentedViewController: self, presenting: nil)
            }
        storedPresentationController = made
        return made
    }

    /// The popover presentation controller, when `modalPresentationStyle` is `.popover` (or this
    /// is an action sheet, which is a popover on wide screens); nil otherwise.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard wantsPopoverPresentation else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        precondition(presented !== self, "\(self) cannot present itself.")
        precondition(
            presented.presentingViewController == nil && presented.parent == nil,
            "Cannot present \(presented): it is already presented or is a child of another controller.")
        let presenter = presented.modalPresentationStyle.usesPresentationContext ? contextDefiningController : rootMost
        guard presenter.presentedViewController == nil else {
            Diagnostics.warn(
                "\(self) cannot present \(presented): \(presenter) is already presenting "
                    + "\(presenter.presentedViewController!). Dismiss it first, or present from it.")
            return
        }
        guard let presenterView = presenter.viewIfLoaded, let window = presenterView.window else {
            Diagnostics.warn(
                "\(self) cannot present \(presented): its view is not in a window yet. "
                    + "Present from viewDidAppear(_:) or later.")
            return
        }
        // A transitioning delegate is asked first; it may present or dismiss meanwhile.
        let custom = customPresentationParts(of: presented, by: presenter, animated: animated)
        guard presenter.presentedViewController == nil, presented.presentingViewController == nil,
            presenterView.window === window
        else {
            Diagnostics.warn(
                "\(self) cannot present \(presented): the transitioning delegate presented or dismissed "
                    + "while it was asked for the transition's objects.")
            return
        }
        let view: UIView = presented.view
        if let controller = custom.presentationController { presented.storedPresentationController = controller }
        guard let presentation = presented.presentationController else { return }
        presentation.presentingViewController = presenter
        presentation.resolve(containerWidth: window.bounds.width)
        if let alert = presented as? UIAlertController { alert.checkPopoverSource(presentation) }

        // The context styles cover the context's view where it is; the others the whole window.
        let coversContext = presented.modalPresentationStyle.usesPresentationContext && presenter.parent != nil
        let hostView: UIView = coversContext ? (presenterView.superview ?? window) : window
        let container = PresentationContainerView(
            frame: coversContext ? presenterView.frame : window.bounds, presentationController: presentation)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if coversContext {
            hostView.insertSubview(container, aboveSubview: presenterView)
        } else {
            window.addSubview(container)
        }
        presentation.containerView = container
        container.prepare()

        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        let removesPresenter = presentation.shouldRemovePresentersView
        // A custom animator's context exists before the appearance callbacks, for their coordinator.
        let context = custom.animator.map { animator in
            TransitionContext(
                animator: animator, interaction: custom.interaction, container: container, from: presenter,
                to: presented, fromView: removesPresenter ? presenterView : nil, toView: presentation.presentedView,
                style: presentation.presentationStyle)
        }
        // Scanout's own animation has a coordinator too.
        let coordinator =
            context == nil && animated
            ? TransitionContext.framework(
                duration: PresentationTransition.duration(of: presentation, presenting: true), container: container,
                from: presenter, to: presented, fromView: removesPresenter ? presenterView : nil, toView: view,
                style: presentation.presentationStyle) : nil
        (context ?? coordinator)?.enroll([presented, presenter])
        presentation.isAnimatorDriving = context != nil
        presented.isBeingPresented = true
        presented.appearanceTransitionHolds += 1
        if removesPresenter {
            presenter.appearanceTransitionHolds += 1
            presenter.beginAppearanceTransition(false, animated: animated)
        }
        presented.beginAppearanceTransition(true, animated: animated)
        // A custom animator adds the presented view itself.
        if context == nil { container.addSubview(view) }
        presentation.applyCardCorners(true)
        container.layoutIfNeeded()
        presentation.presentationTransitionWillBegin()
        // Over a dimmed screen, the tints behind go grey too, as in UIKit.
        if presentation.dimmingView != nil { presenterView.tintAdjustmentMode = .dimmed }
        (presented as? UIAlertController)?.presentationDidPlaceView()
        if presentation.layout == .centredSheet || presentation.layout == .bottomSheet {
            presentation.dragInteraction = SheetDragInteraction(presentation: presentation)
        }

        let transition = PendingTransition { [weak presenterView] in
            presentation.pendingTransition = nil
            presentation.isAnimatorDriving = false
            context?.abandon()
            coordinator?.completeTransition(true)
            presentation.presentationTransitionDidEnd(true)
            if removesPresenter { presenterView?.removeFromSuperview() }
            presented.endAppearanceTransition()
            presented.appearanceTransitionHolds -= 1
            if removesPresenter {
                presenter.endAppearanceTransition()
                presenter.appearanceTransitionHolds -= 1
            }
            presented.isBeingPresented = false
            completion?()
        }
        presentation.pendingTransition = transition
        guard let context else {
            coordinator?.beginFrameworkAnimation()
            PresentationTransition.animateIn(presentation, animated: animated) { transition.finish() }
            return
        }
        context.frames = presentationFrames(of: presentation, presenterView: presenterView, removesPresenter)
        context.onComplete = { completed in
            if completed {
                transition.finish()
            } else {
                UIViewController.rollBackPresentation(
                    of: presented, by: presenter, presentation, removesPresenter: removesPresenter)
            }
        }
        context.start()
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController
        if presentedViewController != nil {
            presenter = self
        } else if let presenting = rootMost.presentingViewController {
            presenter = presenting
        } else {
            completion?()
            return
        }
        guard let presented = presenter.presentedViewController,
            let presentation = presented.storedPresentationController
        else { return }
        guard !presented.isBeingDismissed else {
            Diagnostics.warn("\(self) asked to dismiss \(presented) while it is already being dismissed.")
            return
        }
        // A transitioning delegate is asked first; it may present or dismiss meanwhile.
        let custom = customDismissalParts(of: presented, animated: animated)
        guard presenter.presentedViewController === presented, !presented.isBeingDismissed,
            presented.storedPresentationController === presentation
        else {
            Diagnostics.warn(
                "\(self) cannot dismiss \(presented): the transitioning delegate presented or dismissed "
                    + "while it was asked for the transition's objects.")
            return
        }
        guard let container = presentation.containerView else { return }
        let removesPresenter = presentation.shouldRemovePresentersView
        let context = custom.animator.map { animator in
            TransitionContext(
                animator: animator, interaction: custom.interaction, container: container, from: presented,
                to: presenter, fromView: presentation.presentedView,
                toView: removesPresenter ? presenter.viewIfLoaded : nil, style: presentation.presentationStyle)
        }
        let coordinator =
            context == nil && animated
            ? TransitionContext.framework(
                duration: PresentationTransition.duration(of: presentation, presenting: false), container: container,
                from: presented, to: presenter, fromView: presentation.presentedView,
                toView: removesPresenter ? presenter.viewIfLoaded : nil, style: presentation.presentationStyle) : nil
        (context ?? coordinator)?.enroll([presented, presenter])
        guard let dismissal = beginDismissal(of: presented, by: presenter, animated: animated) else {
            (context ?? coordinator)?.abandon()
            return
        }
        guard let context else {
            coordinator?.beginFrameworkAnimation()
            PresentationTransition.animateOut(presentation, animated: animated) {
                coordinator?.completeTransition(true)
                dismissal.complete()
                completion?()
            }
            return
        }
        runCustomDismissal(dismissal, context: context, completion: completion)
    }

    /// Starts dismissing `presented`: whatever it presented goes first (without animation), a
    /// presentation still animating in finishes, the presenter's view comes back beneath, and
    /// the will-callbacks run. The caller animates, then calls `complete()` (or `cancel()`).
    func beginDismissal(
        of presented: UIViewController, by presenter: UIViewController, animated: Bool
    ) -> PresentationDismissal? {
        guard let presentation = presented.storedPresentationController, let container = presentation.containerView
        else { return nil }
        presentation.pendingTransition?.finish()
        if presented.presentedViewController != nil { presented.performDismissal(animated: false, completion: nil) }
        let removesPresenter = presentation.shouldRemovePresentersView
        presented.isBeingDismissed = true
        presented.appearanceTransitionHolds += 1
        if removesPresenter, let presenterView = presenter.viewIfLoaded {
            presenter.appearanceTransitionHolds += 1
            if presenterView.superview == nil {
                container.superview?.insertSubview(presenterView, belowSubview: container)
            }
        }
        presented.beginAppearanceTransition(false, animated: animated)
        if removesPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        presentation.dismissalTransitionWillBegin()
        return PresentationDismissal(
            presented: presented, presenter: presenter, presentation: presentation, removesPresenter: removesPresenter)
    }

    // MARK: - Private

    /// The style a presentation made now would be for.
    private var normalizedPresentationStyle: UIModalPresentationStyle {
        modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
    }

    /// Whether this controller is presented in a popover (on wide screens).
    private var wantsPopoverPresentation: Bool {
        if let alert = self as? UIAlertController { return alert.preferredStyle == .actionSheet }
        return modalPresentationStyle == .popover
    }

    /// The root-most parent: the controller that presents on this one's behalf.
    private var rootMost: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// For the context styles: the nearest controller from this one up its parents that defines
    /// a presentation context, else the root-most.
    private var contextDefiningController: UIViewController {
        var controller: UIViewController? = self
        while let current = controller {
            if current.definesPresentationContext { return current }
            controller = current.parent
        }
        return rootMost
    }
}
