/// Dragging a sheet: between its detents (`UISheetPresentationController`, see `resizableSheet`),
/// else down to dismiss it.
///
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
final class SheetDragInteraction {
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
        /// A sheet with detents follows the finger between them, from this height.
        case resizing(UISheetPresentationController, from: CGFloat)
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
            if let sheet = resizableSheet(draggingBy: dy) {
                drag = .resizing(sheet, from: sheet.bottomSheetHeight)
                resize(dy)
                return
            }
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
            if case .resizing = drag { return resize(dy) }
            follow(dy, view)
        case .ended:
            let velocity = recognizer.velocity(in: nil).y
            if case .resizing(let sheet, _) = drag { return settle(sheet, velocity: velocity) }
            let height = max(view.bounds.height, 1)
            if case .dismissing(let dismissal) = drag,
                dy > height * Self.distanceThreshold || velocity > Self.velocityThreshold
            {
                finish(dismissal)
            } else {
                springBack()
            }
        case .cancelled, .failed:
            if case .resizing(let sheet, _) = drag { return settle(sheet, velocity: 0) }
            springBack()
        default:
            break
        }
    }

    // MARK: Detents

    /// The sheet, when this drag moves it between detents: it has more than one, and the drag goes
    /// up, or down from above the smallest. Dragging down from the smallest dismisses instead.
    private func resizableSheet(draggingBy dy: CGFloat) -> UISheetPresentationController? {
        guard let sheet = presentation as? UISheetPresentationController, sheet.layout == .bottomSheet else {
            return nil
        }
        let detents = sheet.resolvedDetents()
        guard detents.count > 1, let smallest = detents.first?.height else { return nil }
        return dy < 0 || sheet.bottomSheetHeight > smallest + 0.5 ? sheet : nil
    }

    /// The sheet's height follows the finger between its smallest and largest detents, resisting
    /// beyond them.
    private func resize(_ dy: CGFloat) {
        guard case .resizing(let sheet, let start) = drag, dy.isFinite else { return }
        let detents = sheet.resolvedDetents()
        guard let smallest = detents.first?.height, let largest = detents.last?.height else { return }
        var height = start - dy
        if height > largest { height = largest + 40 * (1 - 1 / ((height - largest) / 80 + 1)) }
        if height < smallest { height = smallest - 40 * (1 - 1 / ((smallest - height) / 80 + 1)) }
        sheet.draggedHeight = height
        UIView.performWithoutAnimation {
            sheet.containerView?.setNeedsLayout()
            sheet.containerView?.layoutIfNeeded()
        }
    }

    /// Let go: the sheet goes to the detent nearest where the flick would carry it (a tenth of a
    /// second of its speed), and the delegate hears of a new detent.
    private func settle(_ sheet: UISheetPresentationController, velocity: CGFloat) {
        drag = .idle
        let height = sheet.draggedHeight ?? sheet.bottomSheetHeight
        let projected = height - (velocity.isFinite ? velocity : 0) * 0.1
        let detents = sheet.resolvedDetents()
        guard let target = detents.min(by: { abs($0.height - projected) < abs($1.height - projected) }) else {
            sheet.draggedHeight = nil
            return
        }
        sheet.draggedHeight = nil
        sheet.userSelectedDetent(target.identifier)
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseOut],
            animations: {
                sheet.applyDetentLook()
                sheet.containerView?.setNeedsLayout()
                sheet.containerView?.layoutIfNeeded()
            })
    }

    // MARK: Dismissing

    /// Moves the card with the finger: fully downwards when it may go, with resistance otherwise.
    private func follow(_ dy: CGFloat, _ view: UIView) {
        let offset: CGFloat
        switch drag {
        case .dismissing: offset = max(0, dy)
        case .resisting, .idle, .resizing: offset = dy > 0 ? 60 * (1 - 1 / (dy / 120 + 1)) : 0
        }
        let progress = min(offset / max(view.bounds.height, 1), 1)
        UIView.performWithoutAnimation {
            view.transform = CGAffineTransform(translationX: 0, y: offset)
            presentation.dimmingView?.alpha = presentation.dimmingAlphaAtRest * (1 - progress)
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
                presentation.dimmingView?.alpha = presentation.dimmingAlphaAtRest
            },
            completion: { _ in
                if case .dismissing(let dismissal) = previous { dismissal.cancel() }
            })
        if case .resisting = previous { presentation.delegate?.presentationControllerDidAttemptToDismiss(presentation) }
    }
}
