/// Manages one modal presentation: where the presented controller's view goes, what is behind it
/// (a dimming view), how the user may dismiss it, and the adaptation of its style to the screen.
///
/// Behaves as UIKit's. Every presentation has one, made by the presented controller when it is
/// presented (or first asked for it: `viewController.presentationController`); set its `delegate`
/// before presenting to hear about, or veto, dismissals the user starts.
///
/// What each style looks like, with a window at least `regularWidthThreshold` (700) points wide
/// counting as a regular horizontal size class and anything narrower as compact (UIKit decides by
/// device and multitasking size; a kiosk's screen is the whole story):
/// - `.fullScreen`: the view fills the window; the presenter's view leaves the window once the
///   transition ends. `.overFullScreen`: the same, with the presenter's view left beneath.
/// - `.currentContext`/`.overCurrentContext`: the same over the view of the nearest controller,
///   from the presenter up its parents, whose `definesPresentationContext` is true (else the root).
/// - `.pageSheet` (and `.automatic`), `.formSheet`: on regular widths a card centred over a dimmed
///   screen (form sheet 540 × 620, page sheet 704 wide and nearly the screen's height, clamped to
///   the window, corners rounded 10); tapping the dimmed area or swiping the card down dismisses
///   it. On compact widths a card from the bottom, leaving a strip at the top, dismissed by a
///   swipe down. Either way `isModalInPresentation` (or the delegate's
///   `presentationControllerShouldDismiss`) turns these into `presentationControllerDidAttemptToDismiss`.
/// - `.popover`: see `UIPopoverPresentationController`; on compact widths it adapts to a sheet
///   (the delegate's `adaptivePresentationStyle(for:)` may say `.none` to keep the popover).
///
/// Main actor.
@preconcurrency @MainActor
open class UIPresentationController {
    /// Windows at least this wide count as a regular horizontal size class.
    public static let regularWidthThreshold: CGFloat = 700

    /// The controller being presented. Unowned: the controller keeps its presentation controller,
    /// not the other way round (the presenter keeps the presented controller while it is up).
    public unowned let presentedViewController: UIViewController
    /// The controller it is presented from (for the context styles, the one defining the context).
    public internal(set) unowned var presentingViewController: UIViewController
    /// Hears about dismissals the user starts and may refuse them, and chooses adaptations.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The view the presentation happens in: it covers the window (or the context controller's
    /// view), holds the dimming view and the presented view, and takes every touch that lands
    /// on it, so nothing behind a presentation can be touched. Nil until the presentation starts.
    public internal(set) var containerView: UIView?

    /// The style this presentation was made for; see `adaptivePresentationStyle`.
    public let presentationStyle: UIModalPresentationStyle
    /// The dimming view behind sheets and alerts; nil for styles that do not dim.
    var dimmingView: UIView?
    /// The user's drag of a sheet (between detents, or down to dismiss), when it has one.
    var dragInteraction: SheetDragInteraction?
    /// The end of the presentation transition while it is animating.
    var pendingTransition: PendingTransition?
    /// The part of the container the keyboard covers (empty when it is down), in its coordinates.
    var keyboardOverlap: CGRect = .zero
    /// A custom animator places the presented view while its transition runs: the layout leaves it.
    var isAnimatorDriving = false

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        let style = presentedViewController.modalPresentationStyle
        presentationStyle = style == .automatic ? .pageSheet : style
    }

    // MARK: Geometry

    /// The view the presentation shows: the presented controller's.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view goes, in the container's coordinates.
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        switch layout {
        case .fullScreen:
            return bounds
        case .centredSheet:
            return centredCardFrame(in: bounds)
        case .bottomSheet:
            let top = min(Self.compactSheetTopStrip + containerView.safeAreaInsets.top, bounds.height / 2)
            return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
        case .alert:
            let size = contentSize(forWidth: 270)
            let available = bounds.height - keyboardOverlap.height
            let y = max(bounds.minY + 10, bounds.minY + ((available - size.height) / 2).rounded())
            return CGRect(
                x: bounds.minX + ((bounds.width - size.width) / 2).rounded(), y: y,
                width: size.width, height: size.height)
        case .actionSheet:
            let margin: CGFloat = 8
            let width = min(bounds.width - 2 * margin, 420)
            let size = contentSize(forWidth: width)
            let height = min(size.height, bounds.height - 2 * margin - containerView.safeAreaInsets.bottom)
            return CGRect(
                x: bounds.minX + ((bounds.width - width) / 2).rounded(),
                y: bounds.maxY - margin - containerView.safeAreaInsets.bottom - height, width: width, height: height)
        case .popover:
            return bounds
        }
    }

    /// Whether the presentation covers the whole screen (UIKit's answer, true). Scanout does not read it.
    open var shouldPresentInFullscreen: Bool { true }

    /// UIKit's size-change callback. Scanout never calls it (a kiosk's screen keeps its size); it
    /// is here so presentation controllers that override it compile.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// The presented controller's `preferredContentSize`.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// The size of the presented controller's view in a container of `parentSize`: `parentSize`
    /// by default; a subclass's `frameOfPresentedViewInContainerView` may ask it.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// The style this presentation shows as: its own, or what it adapts to on a compact width.
    public var adaptivePresentationStyle: UIModalPresentationStyle { adaptedStyle }

    /// Whether the presenting controller's view leaves the window when the transition ends.
    open var shouldRemovePresentersView: Bool { adaptedStyle.removesPresentersView }

    // MARK: Transition hooks (subclasses)

    /// The presentation transition is about to start; the container exists.
    open func presentationTransitionWillBegin() {}
    /// The presentation transition ended (`completed` false: it was cancelled).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal transition is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal transition ended (`completed` false: the user changed their mind).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out the presented view.
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out the presented view.
    open func containerViewDidLayoutSubviews() {}

    // MARK: - Internal

    /// The strip a compact sheet leaves above it, as iOS 13's card look does.
    static let compactSheetTopStrip: CGFloat = 24
    /// Corner radius of sheet cards.
    static let sheetCornerRadius: CGFloat = 10

    /// The style after adaptation, fixed when the presentation starts.
    private(set) var adaptedStyle: UIModalPresentationStyle = .fullScreen
    /// How the presented view is placed, fixed when the presentation starts.
    private(set) var layout: PresentationLayout = .fullScreen

    /// Decides the adapted style and layout for a container of `width` points.
    func resolve(containerWidth width: CGFloat) {
        let isCompact = width < Self.regularWidthThreshold
        var style = presentationStyle
        if let alert = presentedViewController as? UIAlertController {
            adaptedStyle = .overFullScreen
            if alert.preferredStyle == .alert {
                layout = .alert
                return
            }
            if isCompact {
                layout = .actionSheet
                return
            }
            adaptedStyle = .popover
            layout = .popover
            return
        }
        if isCompact, [.pageSheet, .formSheet, .popover].contains(style) {
            let proposed = delegate?.adaptivePresentationStyle(for: self) ?? .automatic
            style = proposed == .none ? style : (proposed == .automatic ? .pageSheet : proposed)
        }
        adaptedStyle = style
        switch style {
        case .pageSheet, .formSheet: layout = isCompact ? .bottomSheet : .centredSheet
        case .popover: layout = .popover
        default: layout = .fullScreen
        }
    }

    /// The size the presented controller wants at `width` points wide.
    func contentSize(forWidth width: CGFloat) -> CGSize {
        if let alert = presentedViewController as? UIAlertController {
            return alert.contentSize(forWidth: width)
        }
        return presentedViewController.preferredContentSize
    }

    /// Whether the dimming view darkens what is behind (popovers' catch taps but stay clear).
    var dimsBackground: Bool {
        switch layout {
        case .fullScreen: false
        case .popover: false
        case .centredSheet, .bottomSheet, .alert, .actionSheet: true
        }
    }

    /// A tap landed on the dimming view, outside the presented view.
    func dimmingViewWasTapped() {
        if let alert = presentedViewController as? UIAlertController {
            alert.wasTappedOutside()
            return
        }
        guard layout == .centredSheet || layout == .popover else { return }
        userAttemptedDismissal()
    }

    /// The user tried to dismiss (tap outside): asks, and dismisses with the delegate told, or
    /// reports the refused attempt.
    func userAttemptedDismissal() {
        guard allowsUserDismissal else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentingViewController.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
        }
    }

    /// Whether a swipe or a tap outside may dismiss the presentation now.
    var allowsUserDismissal: Bool {
        !presentedViewController.isModalInPresentation && (delegate?.presentationControllerShouldDismiss(self) ?? true)
    }

    /// Places the dimming and presented views (the container's layout). The presented view is
    /// moved by bounds and centre so a transform a transition or a swipe set stays.
    func layoutContainer() {
        guard let containerView else { return }
        containerViewWillLayoutSubviews()
        dimmingView?.frame = containerView.bounds
        if !isAnimatorDriving, let presentedView, presentedView.superview === containerView {
            let frame = frameOfPresentedViewInContainerView
            presentedView.bounds = CGRect(origin: presentedView.bounds.origin, size: frame.size)
            presentedView.center = CGPoint(x: frame.midX, y: frame.midY)
            presentedViewWasPlaced()
        }
        containerViewDidLayoutSubviews()
    }

    /// How dark the dimming view is when the presentation is at rest: fully (a sheet resting at an
    /// undimmed detent lightens it).
    var dimmingAlphaAtRest: CGFloat { 1 }

    /// The container placed the presented view: subclasses of Scanout's dress it (a sheet's
    /// grabber and corners).
    func presentedViewWasPlaced() {}

    /// Sets the presented view's corners for the layout, and back to square after dismissal.
    func applyCardCorners(_ isPresenting: Bool) {
        guard let presentedView else { return }
        switch layout {
        case .centredSheet, .bottomSheet:
            presentedView.layer.cornerRadius = isPresenting ? Self.sheetCornerRadius : 0
            presentedView.layer.maskedCorners =
                layout == .bottomSheet ? [.layerMinXMinYCorner, .layerMaxXMinYCorner] : .all
            presentedView.clipsToBounds = isPresenting
        case .popover:
            presentedView.layer.cornerRadius = isPresenting ? UIPopoverPresentationController.cornerRadius : 0
            presentedView.clipsToBounds = isPresenting
        case .fullScreen, .alert, .actionSheet:
            break
        }
    }

    // MARK: - Private

    private func centredCardFrame(in bounds: CGRect) -> CGRect {
        let margin: CGFloat = 20
        let wanted =
            presentationStyle == .formSheet || adaptedStyle == .formSheet
            ? CGSize(width: 540, height: 620)
            : CGSize(width: 704, height: bounds.height - 2 * margin)
        let size = CGSize(
            width: min(wanted.width, bounds.width - 2 * margin),
            height: min(wanted.height, bounds.height - 2 * margin))
        var frame = CGRect(
            x: bounds.minX + ((bounds.width - size.width) / 2).rounded(),
            y: bounds.minY + ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
        guard keyboardOverlap.height > 0 else { return frame }
        // The keyboard is up: centre the card in what is left, and if the field being edited would
        // still be covered, move the card further up, as UIKit moves a form sheet.
        let keyboardTop = keyboardOverlap.minY
        frame.origin.y = max(bounds.minY + margin, min(frame.minY, keyboardTop - margin - size.height))
        if let field = editedFieldFrame() {
            let fieldBottom = frame.minY + field.maxY
            if fieldBottom > keyboardTop - margin { frame.origin.y -= fieldBottom - (keyboardTop - margin) }
        }
        return frame
    }

    /// The first responder's frame in the presented view's bounds, if it is inside it.
    private func editedFieldFrame() -> CGRect? {
        guard let presentedView, let responder = presentedView.window?.application?.firstResponder as? UIView,
            responder.isDescendant(of: presentedView)
        else { return nil }
        return responder.convert(responder.bounds, to: presentedView)
    }
}
