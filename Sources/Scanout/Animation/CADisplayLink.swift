/// A timer that fires once per display frame, for drawing that follows time (a clock face, a
/// progress sweep, a game).
///
/// ```swift
/// let link = CADisplayLink(target: self, selector: .step)   // or CADisplayLink { link in ... }
/// link.add(to: .main, forMode: .common)
/// ```
/// Frames come from the application clock (virtual in tests), at the screen's
/// `maximumFramesPerSecond` or `preferredFramesPerSecond`. `timestamp` is the time of the frame
/// being prepared, `targetTimestamp` the time of the next. A link keeps its target until
/// `invalidate()`, as in Core Animation. Main actor.
@preconcurrency @MainActor
open class CADisplayLink: FrameClockClient {
    /// The loop a link is added to: the application's one loop (see `RunLoop`).
    public typealias RunLoopTarget = RunLoop
    /// Run-loop modes; every mode behaves as `.common`.
    public typealias Mode = RunLoop.Mode

    private var target: ActionTarget?
    private let selector: Selector?
    private let handler: (@MainActor (CADisplayLink) -> Void)?
    @WeakLink private var application: UIApplication?

    /// The time of the frame being prepared, in clock seconds.
    public private(set) var timestamp: TimeInterval = 0
    /// The time of the frame after it.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// Seconds between frames.
    public private(set) var duration: TimeInterval = 0
    /// Paused links do not fire.
    public var isPaused = false {
        didSet { if !isPaused { application?.addDisplayLink(self) } }
    }
    /// The frame rate wanted; 0 (the default) means the screen's maximum.
    public var preferredFramesPerSecond = 0

    /// The rates the link may run at: it runs at `preferred` (else `maximum`) frames per second,
    /// at most the screen's; `.default` (all zero) means the screen's rate.
    public var preferredFrameRateRange: CAFrameRateRange {
        get { frameRateRange }
        set {
            frameRateRange = newValue
            let wanted = newValue.preferred ?? newValue.maximum
            preferredFramesPerSecond = wanted.isFinite && wanted > 0 ? Int(min(wanted, 1000).rounded()) : 0
        }
    }
    private var frameRateRange = CAFrameRateRange.default
    private var lastFire: TimeInterval?

    /// A link that sends `selector` to `target` each frame. The target must declare the action.
    public init(target: Any, selector sel: Selector) {
        guard let actionTarget = target as? ActionTarget, actionTarget.responds(to: sel) else {
            preconditionFailure(
                "CADisplayLink target \(type(of: target)) does not implement '\(sel)'. Declare it in its actionTable.")
        }
        self.target = actionTarget
        self.selector = sel
        self.handler = nil
    }

    /// A link that calls `handler` each frame.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.target = nil
        self.selector = nil
        self.handler = handler
    }

    /// Starts the link on the current application's frame clock.
    public func add(to runloop: RunLoopTarget, forMode mode: Mode) {
        add(to: UIApplication.shared)
    }

    /// Starts the link on `application`'s frame clock: for framework code that knows whose
    /// frames it follows (a control's window's application), rather than the current one.
    package func add(to application: UIApplication) {
        self.application = application
        application.addDisplayLink(self)
    }

    /// Stops the link for good and releases its target.
    public func invalidate() {
        application?.removeDisplayLink(self)
        application = nil
        target = nil
    }

    /// Fires for the frame at `time` if it is due at its preferred rate. A paused or invalidated
    /// link leaves the frame clock (so it keeps no frames coming); unpausing adds it again.
    func advanceFrame(to time: TimeInterval) -> Bool {
        guard let application, !isPaused else { return false }
        fire(at: time, frameInterval: application.frameInterval)
        return self.application != nil && !isPaused
    }

    private func fire(at now: TimeInterval, frameInterval: TimeInterval) {
        let interval =
            preferredFramesPerSecond > 0
            ? max(frameInterval, 1 / Double(preferredFramesPerSecond)) : frameInterval
        if let lastFire, now - lastFire < interval - 1e-6 { return }
        lastFire = now
        duration = interval
        timestamp = now
        targetTimestamp = now + interval
        if let handler {
            handler(self)
        } else if let target, let selector {
            target.perform(selector, with: self)
        }
    }
}

/// The frame rates an animation or display link accepts, and the one it prefers.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The screen's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
