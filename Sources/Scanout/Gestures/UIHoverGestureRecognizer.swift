/// Recognizes a mouse or tablet pointer over its view: `.began` as the pointer comes onto the
/// view, `.changed` as it moves over it, `.ended` as it leaves (UIKit's
/// `UIHoverGestureRecognizer`).
///
/// ```swift
/// let hover = UIHoverGestureRecognizer(target: self, action: Selector("hovered:"))
/// cardView.addGestureRecognizer(hover)
/// ```
///
/// Hovering is not touching: the recognizer takes no touches, competes with no other
/// recognizer, and every hover recognizer under the pointer — on the view it is over and on that
/// view's superviews — follows it at once. `location(in:)` is the pointer's place. The delegate's
/// `gestureRecognizerShouldBegin(_:)` may refuse a hover; it is asked again the next time the
/// pointer comes onto the view. A touch on the screen, or the pointing device going away, ends
/// every hover (the cursor hides until the pointer moves again). Main actor.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Where the pointer was last, in its window's coordinates.
    private var pointerInWindow: CGPoint?
    @WeakLink private var pointerWindow: UIWindow?

    /// The pointer's place in `view`'s coordinates (the window's for nil); where it last was
    /// once the hover ended, `.zero` before any.
    open override func location(in view: UIView?) -> CGPoint {
        guard let pointerInWindow, let window = pointerWindow else { return .zero }
        return view.map { window.convert(pointerInWindow, to: $0) } ?? pointerInWindow
    }

    /// No touch counts: a hover recognizer never takes part in touch handling.
    open override var numberOfTouches: Int { 0 }

    override var takesTouches: Bool { false }

    /// Set by the pointer's tracking, or by the app (disabling the recognizer cancels it): no
    /// touches are involved, so the change goes straight to the targets rather than through the
    /// touch arbitration; a finished hover is ready for the next at once.
    open override var state: State {
        get { super.state }
        set {
            guard newValue != storedState || newValue == .changed else { return }
            setStateDirectly(newValue)
            guard newValue != .possible, newValue != .failed else { return }
            sendActions()
            if newValue == .ended || newValue == .cancelled {
                setStateDirectly(.possible)
                reset()
            }
        }
    }

    // MARK: - Internal: driven by the application's pointer tracking

    /// The pointer is over the view at `point` (in `window`): begins or changes. Returns false
    /// when the delegate refused to begin.
    @discardableResult
    func pointerIsOver(at point: CGPoint, in window: UIWindow) -> Bool {
        pointerInWindow = point
        pointerWindow = window
        switch storedState {
        case .possible:
            guard delegate?.gestureRecognizerShouldBegin(self) ?? true else {
                setStateDirectly(.failed)
                return false
            }
            setStateDirectly(.began)
            sendActions()
        case .began, .changed:
            setStateDirectly(.changed)
            sendActions()
        case .failed:
            // Refused: stays quiet until the pointer leaves and comes back.
            return false
        case .ended, .cancelled:
            setStateDirectly(.began)
            sendActions()
        }
        return true
    }

    /// The pointer left the view (`cancelled`: the hover stopped for another reason: a touch,
    /// the device gone, the recognizer disabled or moved).
    func pointerLeft(cancelled: Bool = false) {
        switch storedState {
        case .began, .changed:
            setStateDirectly(cancelled ? .cancelled : .ended)
            sendActions()
        default:
            break
        }
        setStateDirectly(.possible)
        reset()
    }

    /// Whether the recognizer is following the pointer now.
    var isHovering: Bool { storedState == .began || storedState == .changed }
}
