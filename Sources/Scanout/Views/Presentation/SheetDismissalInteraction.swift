/// Swiping a sheet down to dismiss it, as on iOS 13 and later: the card follows the finger and the
/// dimming lifts with it; let go past a third of the card's height, or flicking down faster than
/// 1000 points a second, and it slides away (dismissed, with the delegate's `WillDismiss` when the
/// drag starts and `DidDismiss` at the end); otherwise it springs back and nothing is dismissed.
/// When the user may not dismiss (`isModalInPresentation`, or the delegate's
/// `presentationControllerShouldDismiss` says no) the card moves a little, resisting, springs back,
/// and the delegate hears `presentationControllerDidAttemptToDismiss`.
///
/// While the drag may still be abandoned the presented controller has had `viewWillDisappear`; if
/// it is, it gets `viewWillAppear` and `viewDidAppear` again (UIKit's order for a cancelled
/// interactive dismissal). A pan recognizer on the presented view; internal; main actor.
@preconcurrency @MainActor
final class SheetDismissalInteraction {
    /// Past this fraction of the card's height, letting go dismisses.
    static let distanceThreshold: CGFloat = 1.0 / 3.0
    /// Flicking down faster than this (points per second) dismisses whatever the distance.
    static let velocityThreshold: CGFloat = 1000

    private unowned let presentation: UIPresentationController
    private let recognizer: UIPanGestureRecognizer
    private var drag: Drag = .idle

    private enum Drag {
        case idle
        /// The user may dismiss: the dismissal has begun and may be completed or cancelled.
        case dismissing(PresentationDismissal)
        /// The user may not dismiss: the card resists.
        case resisting
    }

    init(presentation: UIPresentationController) {
        self.presentation = presentation
        recognizer = UIPanGestureRecognizer()
        recognizer.addTarget { [weak self] _ in self?.panChanged() }
        presentation.presentedView?.addGestureRecognizer(recognizer)
    }

    isolated deinit {
        recognizer.view?.removeGestureRecognizer(recognizer)
    }

    // MARK: - Private

    private func panChanged() {
        guard let view = presentation.presentedView else { return }
        let dy = recognizer.translation(in: nil).y
        switch recognizer.state {
        case .began:
            if presentation.allowsUserDismissal {
                presentation.delegate?.presentationControllerWillDismiss(presentation)
                let presenter = presentation.presentingViewController
                drag =
                    presenter.beginDismissal(
                        of: presentation.presentedViewController, by: presenter, animated: true
                    ).map(Drag.dismissing) ?? .idle
            } else {
                drag = .resisting
            }
            follow(dy, view)
        case .changed:
            follow(dy, view)
        case .ended:
            let velocity = recognizer.velocity(in: nil).y
            let height = max(view.bounds.height, 1)
            if case .dismissing(let dismissal) = drag,
                dy > height * Self.distanceThreshold || velocity > Self.velocityThreshold
            {
                finish(dismissal)
            } else {
                springBack()
            }
        case .cancelled, .failed:
            springBack()
        default:
            break
        }
    }

    /// Moves the card with the finger: fully downwards when it may go, with resistance otherwise.
    private func follow(_ dy: CGFloat, _ view: UIView) {
        let offset: CGFloat
        switch drag {
        case .dismissing: offset = max(0, dy)
        case .resisting, .idle: offset = dy > 0 ? 60 * (1 - 1 / (dy / 120 + 1)) : 0
        }
        let progress = min(offset / max(view.bounds.height, 1), 1)
        UIView.performWithoutAnimation {
            view.transform = CGAffineTransform(translationX: 0, y: offset)
            presentation.dimmingView?.alpha = 1 - progress
        }
    }

    private func finish(_ dismissal: PresentationDismissal) {
        drag = .idle
        let presentation = self.presentation
        PresentationTransition.animateOut(presentation, animated: true) {
            dismissal.complete()
            presentation.delegate?.presentationControllerDidDismiss(presentation)
        }
    }

    private func springBack() {
        let previous = drag
        drag = .idle
        guard let view = presentation.presentedView else { return }
        let presentation = self.presentation
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseOut],
            animations: {
                view.transform = .identity
                presentation.dimmingView?.alpha = 1
            },
            completion: { _ in
                if case .dismissing(let dismissal) = previous { dismissal.cancel() }
            })
        if case .resisting = previous { presentation.delegate?.presentationControllerDidAttemptToDismiss(presentation) }
    }
}
