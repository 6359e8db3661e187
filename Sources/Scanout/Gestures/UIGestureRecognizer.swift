/// Recognizes a gesture from the touches of the view it is attached to.
///
/// This file holds what the event model needs now — attachment to a view, state, the touches a
/// recognizer receives (`UITouch.gestureRecognizers`). Recognition, target-action and the delegate
/// arrive with the gesture layer. Main actor.
@MainActor
open class UIGestureRecognizer: @MainActor CustomStringConvertible {
    public enum State: Int, Sendable {
        case possible
        case began
        case changed
        case ended
        case cancelled
        case failed

        /// A discrete gesture was recognized: the same state as `.ended`.
        public static let recognized = State.ended
    }

    /// The recognizer's state; subclasses set it as they recognize.
    open var state: State = .possible

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?

    /// Disabled recognizers receive no touches.
    open var isEnabled = true

    /// Whether recognition cancels the touches delivered to the view. True by default.
    open var cancelsTouchesInView = true

    /// Whether touches reach the view only after the recognizer failed. False by default.
    open var delaysTouchesBegan = false

    /// Whether touch ends reach the view only after the recognizer failed. True by default.
    open var delaysTouchesEnded = true

    public init() {}

    open var description: String {
        "<\(type(of: self)): \(objectAddress(self)); state = \(state)>"
    }
}

extension UIView {
    /// Attaches `recognizer` to this view (moving it from any other view).
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }

    /// Detaches `recognizer` from this view.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizers?.removeAll { $0 === recognizer }
        if gestureRecognizers?.isEmpty == true { gestureRecognizers = nil }
        recognizer.view = nil
    }

    /// The enabled recognizers of this view and its superviews — the view hierarchy, not the
    /// responder chain — deepest first: those that receive a touch landing in this view.
    var recognizersReceivingTouches: [UIGestureRecognizer]? {
        var result: [UIGestureRecognizer]?
        var current: UIView? = self
        while let view = current {
            if let recognizers = view.gestureRecognizers {
                for recognizer in recognizers where recognizer.isEnabled {
                    result = (result ?? []) + [recognizer]
                }
            }
            current = view.storedSuperview
        }
        return result
    }
}
