import Dispatch

/// The device clock: `CLOCK_MONOTONIC` time and timers on the main dispatch queue, which is the
/// run loop of a Scanout app (`dispatchMain()`). Main actor.
@MainActor
public final class DispatchClock: ApplicationClock {
    public init() {}

    public var now: TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }

    public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        let scheduled = ScheduledAction(deadline: deadline, action: action)
        // A deadline 2^63 ns (292 years of uptime) or more away never comes: converting it to
        // UInt64 nanoseconds could trap, and dispatch reads the top bit as another clock.
        let nanoseconds = max(0, deadline) * 1_000_000_000
        let when = nanoseconds < 0x1p63 ? DispatchTime(uptimeNanoseconds: UInt64(nanoseconds)) : .distantFuture
        DispatchQueue.main.asyncAfter(deadline: when) {
            MainActor.assumeIsolated { scheduled.fire() }
        }
        return scheduled
    }
}
