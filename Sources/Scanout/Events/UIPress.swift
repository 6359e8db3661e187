/// A physical button or key press, from down to up. One key keeps one `UIPress` from
/// `pressesBegan` to `pressesEnded`. Main actor.
@preconcurrency @MainActor
public final class UIPress: Hashable, @MainActor CustomStringConvertible {
    public enum Phase: Int, Sendable {
        case began
        case changed
        case stationary
        case ended
        case cancelled
    }

    /// The kind of button, for remotes and game controllers; keyboard keys are identified by `key`.
    /// The same type backends report presses in (`KeyReport.PressType`, below the framework).
    public typealias PressType = KeyReport.PressType

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public let type: PressType
    /// The keyboard key, or nil for buttons that are not keys.
    public let key: UIKey?
    /// Analog pressure: 1 while pressed, 0 when released.
    public internal(set) var force: CGFloat
    /// The window the press was delivered in.
    public internal(set) var window: UIWindow? {
        get { windowLink.object }
        set { windowLink = WeakLink(newValue) }
    }
    private var windowLink = WeakLink<UIWindow>(nil)
    /// The responder that received `pressesBegan`; it also receives the press's end.
    public internal(set) var responder: UIResponder? {
        get { responderLink.object }
        set { responderLink = WeakLink(newValue) }
    }
    private var responderLink = WeakLink<UIResponder>(nil)
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// A key command performed on this press; its release is not delivered either.
    var wasTakenByKeyCommand = false
    /// What holding the key down repeats: set by whoever acted on the press — a key command, the
    /// text input of a `UIKeyInput`, a text field's caret keys. Nil: nothing repeats (a key a
    /// custom `pressesBegan` took is that responder's business).
    var repeatAction: (@MainActor (UIPress) -> Void)?

    init(type: PressType, key: UIKey?, timestamp: TimeInterval) {
        self.type = type
        self.key = key
        self.timestamp = timestamp
        self.phase = .began
        self.force = 1
    }

    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool {
        lhs === rhs
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        "<UIPress: \(objectAddress(self)); phase = \(phase); key = \(key.map { "\($0)" } ?? "nil")>"
    }
}

/// An event carrying key and button presses. Main actor.
@preconcurrency @MainActor
public final class UIPressesEvent: UIEvent {
    /// The presses currently down, this event's included.
    public internal(set) var allPresses: Set<UIPress>

    init(presses: Set<UIPress>, timestamp: TimeInterval, modifierFlags: UIKeyModifierFlags) {
        self.allPresses = presses
        super.init(type: .presses, timestamp: timestamp)
        self.modifierFlags = modifierFlags
    }

    /// The presses delivered to `gestureRecognizer`.
    public func presses(for gestureRecognizer: UIGestureRecognizer) -> Set<UIPress> {
        allPresses.filter { press in press.gestureRecognizers?.contains { $0 === gestureRecognizer } ?? false }
    }
}
