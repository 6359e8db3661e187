import Scanout

/// A clock that moves only when told: the test host's time.
///
/// Timers fire in deadline order (first scheduled first among equal deadlines) while the clock is
/// advanced past them, with `now` set to each timer's deadline as it fires, so code under test sees
/// the same times it would on a device, without waiting. Main actor.
@MainActor
public final class VirtualClock: ApplicationClock {
    // Read and changed at every timer and frame, by statements that call out to nothing while
    // they change them: not checked for overlapping access at run time.
    /// Seconds since the clock was created.
    @exclusivity(unchecked) public private(set) var now: TimeInterval = 0
    @exclusivity(unchecked) private var pending: [ScheduledAction] = []
    /// Called before each timer is picked while the clock advances (the test host brings in
    /// main-queue work there).
    var beforeEachTimer: (@MainActor () -> Void)?

    public init() {}

    public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        let scheduled = ScheduledAction(deadline: deadline, action: action)
        // A loop, not `firstIndex { … }`: a closure in main-actor code checks its executor at
        // each call (see Scanout's `MainActorSelection`).
        var index = pending.count
        while index > 0 && pending[index - 1].deadline > deadline { index -= 1 }
        pending.insert(scheduled, at: index)
        return scheduled
    }

    /// Moves time forward by `seconds`, firing every timer that falls due, including timers those
    /// timers schedule within the interval.
    public func advance(by seconds: TimeInterval) {
        precondition(seconds >= 0, "A virtual clock only moves forward; advance(by: \(seconds)) is negative.")
        let target = now + seconds
        // Deadlines are compared at a nanosecond's resolution, as a device's clock counts: a
        // deadline computed as a sum of intervals may land a rounding error past `target`.
        while true {
            // Work sent from outside the clock (main-queue blocks) joins it between timers.
            beforeEachTimer?()
            guard let next = pending.first, next.deadline <= target + VirtualClock.resolution else { break }
            pending.removeFirst()
            now = max(now, next.deadline)
            next.fire()
        }
        now = target
    }

    /// The smallest difference between two times the clock tells apart.
    public static let resolution: TimeInterval = 1e-9

    /// Fires the timers that are already due, without moving time.
    public func fireDueTimers() {
        advance(by: 0)
    }

    /// Timers scheduled and neither fired nor cancelled: zero for an idle app.
    public var pendingTimerCount: Int {
        pending.removeAll { $0.isCancelled || $0.hasFired }
        return pending.count
    }

    /// The deadline of the next timer, if any.
    public var nextDeadline: TimeInterval? {
        pending.first { !$0.isCancelled && !$0.hasFired }?.deadline
    }
}
