import FoundationEssentials

/// The application's sense of time: a monotonic clock in seconds and one-shot timers on the main
/// actor. One of the platform seams.
///
/// Everything time-dependent in the framework — event timestamps, tap counts, gesture timeouts,
/// caret blink, key repeat, animations — reads this clock, never the wall clock. On a device it is
/// ``DispatchClock`` (the main dispatch queue); in tests it is `ScanoutTesting`'s virtual clock,
/// which moves only when the test advances it, so timing is deterministic.
///
/// Main actor: timers fire on the main actor, one at a time, in deadline order.
@MainActor
public protocol ApplicationClock: AnyObject {
    /// Seconds since an arbitrary fixed point; never goes backwards.
    var now: TimeInterval { get }

    /// Runs `action` once at or after `deadline` (clock seconds). A deadline in the past runs on
    /// the next turn of the loop, never synchronously inside this call.
    func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction
}

extension ApplicationClock {
    /// Runs `action` once after `delay` seconds.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        schedule(at: now + max(0, delay), action)
    }
}

/// A pending timer. Cancelling it before it fires means it never runs; cancelling later does
/// nothing. Main actor.
@MainActor
public final class ScheduledAction {
    /// When the action is due, in clock seconds.
    public let deadline: TimeInterval
    public private(set) var isCancelled = false
    public private(set) var hasFired = false
    private var action: (@MainActor () -> Void)?

    public init(deadline: TimeInterval, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.action = action
    }

    /// Stops the action from running, and releases what it captured.
    public func cancel() {
        isCancelled = true
        action = nil
    }

    /// Runs the action unless it was cancelled or already ran. Clocks call this when it is due.
    public func fire() {
        guard !isCancelled, !hasFired, let action else { return }
        hasFired = true
        self.action = nil
        action()
    }
}
