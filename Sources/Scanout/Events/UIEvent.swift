/// An event: a touch sequence's current state, a shake, a media key, or key presses.
///
/// As in UIKit, the application reuses one touch event object for every touch it delivers, so all
/// touch methods of one gesture receive the same `UIEvent`; `timestamp` and `allTouches` change as
/// the gesture goes on. Main actor.
@preconcurrency @MainActor
open class UIEvent: @MainActor CustomStringConvertible {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        case touches
        case motion
        case remoteControl
        case presses
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    /// The detail of motion and remote-control events; `.none` for the others. The same type
    /// backends report them in (`InputEvent.Subtype`, below the framework).
    public typealias EventSubtype = InputEvent.Subtype

    public let type: EventType
    public let subtype: EventSubtype
    /// Seconds on the application clock when the input happened.
    public internal(set) var timestamp: TimeInterval
    /// The keyboard modifiers held when the event happened.
    public internal(set) var modifierFlags: UIKeyModifierFlags = []

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
    }

    /// Every touch of the event: the fingers currently down. Nil for events that are not touches.
    open var allTouches: Set<UITouch>? {
        nil
    }

    /// The touches of this event delivered to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches.map { $0.filter { $0.view === view } }
    }

    /// The touches of this event that belong to `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches.map { $0.filter { $0.window === window } }
    }

    /// The touches of this event delivered to `gestureRecognizer`.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches.map {
            $0.filter { touch in touch.gestureRecognizers?.contains { $0 === gestureRecognizer } ?? false }
        }
    }

    /// Touches between the previous delivery and this one; Scanout delivers every report, so this
    /// is the touch itself.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        allTouches?.contains(touch) == true ? [touch] : nil
    }

    open var description: String {
        "<\(Swift.type(of: self)): type = \(type), subtype = \(subtype), timestamp = \(timestamp)>"
    }
}

/// The application's one touch event. Its `touches` are the touches in progress, in the order
/// they landed — the one list of them: fingers down, and lifted ones whose end a recognizer still
/// holds back from their view. Each touch carries its own delivery state (`TouchDelivery`).
final class UITouchesEvent: UIEvent {
    // Not checked for overlapping access at run time: read at every step of delivery, and
    // changed only by appends and `removeEvery` with predicates that read a touch's own state.
    @exclusivity(unchecked) var touches: [UITouch] = []

    init() {
        super.init(type: .touches, timestamp: 0)
    }

    /// The fingers down and the touches ending now. A lifted touch whose end a recognizer holds
    /// back left the sequence with its frame; it is delivered later, and then counted again.
    override var allTouches: Set<UITouch>? {
        Set(touches.filter { $0.isFingerDown || !$0.delivery.view.isHeld })
    }

    /// Forgets the touches whose finger is gone and whose view and recognizers heard all.
    func removeFinishedTouches() {
        touches.removeEvery { !$0.isFingerDown && $0.delivery.isComplete }
    }
}
