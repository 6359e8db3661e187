/// One finger (or pointer button) on the screen, from the moment it lands until it lifts.
///
/// One finger keeps the same `UITouch` for its whole life, bound to the view hit-tested when it
/// landed (and that view's window) even when it moves outside that view. Main actor.
@preconcurrency @MainActor
public final class UITouch: Hashable, @MainActor CustomStringConvertible {
    public enum Phase: Int, Sendable {
        case began
        case moved
        case stationary
        case ended
        case cancelled
        case regionEntered
        case regionMoved
        case regionExited
    }

    /// What touched. The same type backends report contacts in (`TouchContact.Kind`, below the
    /// framework).
    public typealias TouchType = TouchContact.Kind

    // Plain values read at every step of delivery: not checked for overlapping access at run time
    // (see `UIView.storedCenter`).
    @exclusivity(unchecked) public internal(set) var phase: Phase
    /// Seconds on the application clock of the touch's last change.
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval
    /// How many times the finger tapped at this place in quick succession, this tap included.
    @exclusivity(unchecked) public internal(set) var tapCount: Int
    public let type: TouchType
    /// Radius of the contact in points; 0 when the hardware does not report it.
    public internal(set) var majorRadius: CGFloat
    public internal(set) var majorRadiusTolerance: CGFloat = 0
    /// Pressure, 0 when the hardware does not report it; 1 is an average touch.
    public internal(set) var force: CGFloat = 0
    public internal(set) var maximumPossibleForce: CGFloat = 0
    /// The view the touch was delivered to: the hit-test view when it began.
    // This, the window and the recognizers are set when the touch is admitted and read at every
    // step of its delivery: not checked for overlapping access at run time.
    @exclusivity(unchecked) public internal(set) var view: UIView?
    /// The window of `view`.
    @exclusivity(unchecked) public internal(set) var window: UIWindow?
    /// The gesture recognizers receiving this touch: those of `view` and its superviews when it began.
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// Where the finger is, in window coordinates.
    @exclusivity(unchecked) var windowLocation: CGPoint
    @exclusivity(unchecked) var previousWindowLocation: CGPoint
    /// What the view and the recognizers have been told (see `GestureArena`).
    @exclusivity(unchecked) var delivery = TouchDelivery(view: .pending)
    /// Whether a finger still drives the touch: false once it lifted, or once the system cancelled
    /// the touch (the finger, still down, is then ignored until it lifts).
    @exclusivity(unchecked) var isFingerDown = true
    /// The backend's contact identifier (libinput slot, test finger).
    let finger: Int

    init(finger: Int, type: TouchType, windowLocation: CGPoint, timestamp: TimeInterval, majorRadius: CGFloat) {
        self.finger = finger
        self.type = type
        self.phase = .began
        self.windowLocation = windowLocation
        self.previousWindowLocation = windowLocation
        self.timestamp = timestamp
        self.tapCount = 1
        self.majorRadius = majorRadius
    }

    /// The touch's location in `view`'s coordinates; in window coordinates when `view` is nil.
    public func location(in view: UIView?) -> CGPoint {
        convertFromWindow(windowLocation, to: view)
    }

    /// The location before the last move, in `view`'s coordinates (window coordinates for nil).
    public func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousWindowLocation, to: view)
    }

    /// The exact location; Scanout has no sub-point estimation, so this is `location(in:)`.
    public func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool {
        lhs === rhs
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        "<UITouch: \(objectAddress(self)); phase = \(phase); tapCount = \(tapCount); "
            + "window location = \(windowLocation); view = \(view.map { "\($0)" } ?? "nil")>"
    }

    // MARK: - Private

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let window else { return point }
        guard let view else { return point }
        return window.convert(point, to: view)
    }
}
