import FoundationEssentials

/// Foundation's `Timer` for app code, on the application's clock: a clock label ticking once a
/// second, a screen that goes back to its start after a minute without touches.
///
/// ```swift
/// Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.updateClock() }
/// ```
///
/// FoundationEssentials (which Scanout uses, to keep ICU out of a device's binary) has no
/// `Timer`; this one has Foundation's API and meaning, with two differences that follow from
/// there being one loop: timers run on the main actor (their blocks may touch views directly),
/// and time is the application's clock — virtual in a `TestHost`, so `advance(by:)` fires them.
/// A repeating timer fires at whole intervals from its first fire date; fires missed while the
/// loop was busy are skipped, as in Foundation. `tolerance` is kept but not used to delay.
///
/// A scheduled timer is kept alive by the loop until it is invalidated (or, if it does not
/// repeat, until it fired). Main actor.
@preconcurrency @MainActor
open class Timer {
    /// Seconds between fires of a repeating timer; 0 for a timer that fires once.
    public let timeInterval: TimeInterval
    /// Extra lateness allowed for the sake of power; stored, not used to delay.
    public var tolerance: TimeInterval = 0
    /// What the target-action form passed as `userInfo`.
    public let userInfo: Any?
    /// False once the timer is invalidated, or has fired when it does not repeat.
    public private(set) var isValid = true

    private let repeats: Bool
    private var action: (@MainActor (Timer) -> Void)?
    /// When the next fire is due, in application clock seconds.
    private var deadline: TimeInterval
    private var scheduled: ScheduledAction?
    @WeakLink private var application: UIApplication?

    // MARK: Creating

    /// A timer that calls `block` after `interval` seconds (and every `interval` when it
    /// repeats), already running on the application's loop.
    @discardableResult
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule(on: UIApplication.shared)
        return timer
    }

    /// A timer that sends `selector` to `target` (with the timer as the sender). The target must
    /// declare the action (see `ActionTarget`).
    @discardableResult
    public class func scheduledTimer(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> Timer {
        let timer = Timer(
            timeInterval: interval, target: target, selector: selector, userInfo: userInfo,
            repeats: repeats)
        timer.schedule(on: UIApplication.shared)
        return timer
    }

    /// A timer not yet running: `RunLoop.main.add(_:forMode:)` starts it.
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void) {
        self.timeInterval = repeats ? Timer.repeatingInterval(interval) : max(0, interval)
        self.repeats = repeats
        self.userInfo = nil
        self.action = block
        self.deadline = Timer.finiteDelay(interval)
    }

    /// A timer not yet running that fires first at `date`.
    public convenience init(
        fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void
    ) {
        self.init(timeInterval: interval, repeats: repeats, block: block)
        deadline = Timer.finiteDelay(date.timeIntervalSinceNow)
    }

    /// A timer not yet running that sends `selector` to `target`.
    public init(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        guard let actionTarget = target as? ActionTarget, actionTarget.responds(to: selector) else {
            preconditionFailure(
                "Timer target \(type(of: target)) does not implement '\(selector)'. Declare it in its actionTable.")
        }
        self.timeInterval = repeats ? Timer.repeatingInterval(interval) : max(0, interval)
        self.repeats = repeats
        self.userInfo = userInfo
        self.action = { timer in actionTarget.perform(selector, with: timer) }
        self.deadline = Timer.finiteDelay(interval)
    }

    // MARK: Using

    /// When the timer fires next. Setting it moves the next fire.
    public var fireDate: Date {
        get {
            guard let application, scheduled != nil else { return Date(timeIntervalSinceNow: deadline) }
            return Date(timeIntervalSinceNow: deadline - application.clock.now)
        }
        set {
            guard let application, isValid else {
                deadline = Timer.finiteDelay(newValue.timeIntervalSinceNow)
                return
            }
            deadline = application.clock.now + Timer.finiteDelay(newValue.timeIntervalSinceNow)
            arm()
        }
    }

    /// Fires now, outside the schedule; a timer that does not repeat is invalidated, as in
    /// Foundation.
    open func fire() {
        guard isValid, let action else { return }
        action(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer for good and releases its block or target. Nonisolated, as in
    /// Foundation, so a plain `deinit` can call it; call it on the main thread (where the
    /// timer runs), as Foundation requires; from another thread it takes effect when the main
    /// queue next runs.
    nonisolated open func invalidate() {
        runOnMainActorSoon { [self] in stop() }
    }

    // MARK: - Internal

    /// Starts the timer on `application`'s clock (what `RunLoop.main.add` does).
    func schedule(on application: UIApplication) {
        guard isValid, self.application == nil else { return }
        self.application = application
        deadline = application.clock.now + deadline
        // The application's loop keeps it alive, as a run loop does; it goes with the application.
        application.context.scheduledTimers[ObjectIdentifier(self)] = self
        arm()
    }

    // MARK: - Private

    private func stop() {
        guard isValid else { return }
        isValid = false
        scheduled?.cancel()
        scheduled = nil
        action = nil
        application?.context.scheduledTimers[ObjectIdentifier(self)] = nil
    }

    private func arm() {
        scheduled?.cancel()
        guard let application else { return }
        scheduled = application.clock.schedule(at: deadline) { [weak self] in self?.timerIsDue() }
    }

    private func timerIsDue() {
        scheduled = nil
        guard isValid, let application else { return }
        if repeats {
            // The next whole interval after now: fires missed while the loop was busy are skipped.
            let now = application.clock.now
            let missed = ((now - deadline) / timeInterval).rounded(.down)
            deadline += (max(0, missed) + 1) * timeInterval
            arm()
        }
        fire()
    }

    /// Foundation treats an interval of 0 or less as 0.1 ms for repeating timers.
    private static func repeatingInterval(_ interval: TimeInterval) -> TimeInterval {
        interval.isFinite && interval > 0 ? interval : 0.0001
    }

    /// A delay the clock can hold: never negative, never infinite (a date in the distant future
    /// is a century away).
    private static func finiteDelay(_ delay: TimeInterval) -> TimeInterval {
        guard delay.isFinite else { return delay > 0 ? 3_155_760_000 : 0 }
        return min(max(0, delay), 3_155_760_000)
    }
}
