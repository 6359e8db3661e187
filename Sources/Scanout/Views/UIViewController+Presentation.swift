// Modal presentation. The presented controller's view goes into the presenter's window, on top,
// filling it; for full-screen styles the presenter's view leaves the window until dismissal, so
// it gets its disappear and appear callbacks as in UIKit. There is no transition animation yet:
// `completion` runs before the call returns.

extension UIViewController {
    func performPresentation(
        of presented: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        precondition(presented !== self, "\(self) cannot present itself.")
        precondition(
            presented.presentingViewController == nil && presented.parent == nil,
            "Cannot present \(presented): it is already presented or is a child of another controller.")
        let presenter = presentationContext
        guard presenter.presentedViewController == nil else {
            Diagnostics.warn("\(self) cannot present \(presented): \(presenter) is already presenting "
                + "\(presenter.presentedViewController!). Dismiss it first, or present from it.")
            return
        }
        guard let presenterView = presenter.viewIfLoaded, let window = presenterView.window else {
            Diagnostics.warn("\(self) cannot present \(presented): its view is not in a window yet. "
                + "Present from viewDidAppear(_:) or later.")
            return
        }

        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        presented.isBeingPresented = true
        let presentedView: UIView = presented.view
        presentedView.frame = window.bounds
        presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(presentedView)
        presented.isBeingPresented = false
        if !presented.modalPresentationStyle.keepsPresenterVisible {
            presenterView.removeFromSuperview()
        }
        completion?()
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController
        if presentedViewController != nil {
            presenter = self
        } else if let presenting = presentationContext.presentingViewController {
            presenter = presenting
        } else {
            completion?()
            return
        }
        guard let presented = presenter.presentedViewController else { return }
        // Dismissing a controller dismisses everything it presented too, top first.
        if presented.presentedViewController != nil {
            presented.performDismissal(animated: false, completion: nil)
        }
        presented.isBeingDismissed = true
        if let presentedView = presented.viewIfLoaded, let window = presentedView.window,
            let presenterView = presenter.viewIfLoaded, presenterView.superview == nil
        {
            presenterView.frame = window.bounds
            window.insertSubview(presenterView, belowSubview: presentedView)
        }
        presented.viewIfLoaded?.removeFromSuperview()
        presented.isBeingDismissed = false
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        completion?()
    }

    /// The controller that presents on this one's behalf: its root-most parent.
    private var presentationContext: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }
}
