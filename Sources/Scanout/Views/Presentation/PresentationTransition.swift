/// The animations of presenting and dismissing, by layout and `modalTransitionStyle`:
///
/// | layout                        | in                                   | out                      |
/// |-------------------------------|--------------------------------------|--------------------------|
/// | full screen, sheets, action sheet | slides up from below, 0.35 s ease-out | slides down, 0.3 s ease-in |
/// | `.crossDissolve` (any but alerts and popovers) | fades in, 0.3 s           | fades out, 0.3 s         |
/// | alert                         | scales from 1.15 and fades in, 0.25 s | fades out, 0.2 s         |
/// | popover                       | fades in, 0.3 s                      | fades out, 0.3 s         |
///
/// The dimming view fades with the presented view. The animations move the presented view's
/// `transform` and `alpha` only, so the container's layout (which sets its bounds and centre) and
/// a swipe in progress do not fight them. Internal; main actor.
@preconcurrency @MainActor
enum PresentationTransition {
    /// The dimming view's black, at full strength.
    static let dimmingAlpha: CGFloat = 0.4

    /// Sets the start state of the appearance and animates to the shown state, or jumps there when
    /// `animated` is false. `completion` runs once, at the end (at once when not animated).
    static func animateIn(
        _ presentation: UIPresentationController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        guard let view = presentation.presentedView, let container = presentation.containerView else {
            completion()
            return
        }
        let kind = Kind(presentation)
        guard animated else {
            UIView.performWithoutAnimation { showFully(presentation, view) }
            completion()
            return
        }
        UIView.performWithoutAnimation {
            presentation.dimmingView?.alpha = 0
            presentation.popoverChrome?.alpha = 0
            switch kind {
            case .cover:
                view.transform = CGAffineTransform(translationX: 0, y: offscreenOffset(of: view, in: container))
            case .fade: view.alpha = 0
            case .alert:
                view.alpha = 0
                view.transform = CGAffineTransform(scaleX: 1.15, y: 1.15)
            }
        }
        run(duration: kind.inDuration, curve: .curveEaseOut, completion: completion) {
            showFully(presentation, view)
        }
    }

    /// The shown state: everything opaque and in place.
    static func showFully(_ presentation: UIPresentationController, _ view: UIView) {
        presentation.dimmingView?.alpha = presentation.dimmingAlphaAtRest
        presentation.popoverChrome?.alpha = 1
        view.alpha = 1
        view.transform = .identity
    }

    /// Animates from the shown state (or wherever a swipe left it) to gone, or jumps there.
    static func animateOut(
        _ presentation: UIPresentationController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        guard animated, let view = presentation.presentedView, let container = presentation.containerView else {
            completion()
            return
        }
        let kind = Kind(presentation)
        var duration = kind.outDuration
        if kind == .cover {
            // After a swipe the card is part of the way down: finish at the same speed.
            let offset = offscreenOffset(of: view, in: container)
            let remaining = offset - view.transform.ty
            duration = max(0.15, duration * Double(remaining / max(offset, 1)))
        }
        run(duration: duration, curve: kind == .cover ? .curveEaseIn : .curveEaseInOut, completion: completion) {
            presentation.dimmingView?.alpha = 0
            presentation.popoverChrome?.alpha = 0
            switch kind {
            case .cover:
                view.transform = CGAffineTransform(translationX: 0, y: offscreenOffset(of: view, in: container))
            case .fade, .alert: view.alpha = 0
            }
        }
    }

    /// How long presenting (or dismissing) lasts, for the transition coordinator.
    static func duration(of presentation: UIPresentationController, presenting: Bool) -> TimeInterval {
        let kind = Kind(presentation)
        return presenting ? kind.inDuration : kind.outDuration
    }

    /// How far down the presented view must move to be just below the container.
    static func offscreenOffset(of view: UIView, in container: UIView) -> CGFloat {
        container.bounds.maxY - (view.center.y - view.bounds.height / 2)
    }

    // MARK: - Private

    private enum Kind {
        case cover, fade, alert

        @MainActor init(_ presentation: UIPresentationController) {
            switch presentation.layout {
            case .alert: self = .alert
            case .popover: self = .fade
            case .actionSheet: self = .cover
            default:
                self = presentation.presentedViewController.modalTransitionStyle == .crossDissolve ? .fade : .cover
            }
        }

        var inDuration: TimeInterval {
            switch self {
            case .cover: 0.35
            case .fade: 0.3
            case .alert: 0.25
            }
        }

        var outDuration: TimeInterval {
            switch self {
            case .cover: 0.3
            case .fade: 0.3
            case .alert: 0.2
            }
        }
    }

    private static func run(
        duration: TimeInterval, curve: UIView.AnimationOptions, completion: @escaping @MainActor () -> Void,
        animations: () -> Void
    ) {
        UIView.animate(withDuration: duration, delay: 0, options: [curve], animations: animations) { _ in
            completion()
        }
    }
}

extension UIPresentationController {
    /// A popover's bubble, for the transition to fade with the content.
    var popoverChrome: UIView? { (self as? UIPopoverPresentationController)?.chromeView }
}
