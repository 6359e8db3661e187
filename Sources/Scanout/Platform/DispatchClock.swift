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
        let nanoseconds = UInt64(max(0, deadline) * 1_000_000_000)
        DispatchQueue.main.asyncAfter(deadline: DispatchTime(uptimeNanoseconds: nanoseconds)) {
            MainActor.assumeIsolated { scheduled.fire() }
        }
        return scheduled
    }
}
