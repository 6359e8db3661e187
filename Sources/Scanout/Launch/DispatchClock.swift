import Dispatch

/// The device clock: `CLOCK_MONOTONIC` time and timers on the main dispatch queue, which is the
/// run loop of a Scanout app (`dispatchMain()`). Main actor.
///
/// All of the application's timers share one dispatch timer source, armed for the earliest
/// deadline: a frame, a caret blink, a gesture timeout cost a sorted insert, not a dispatch
/// object each, and an idle app has the source disarmed. (Timers never go through
/// `DispatchQueue.main.asyncAfter`, so a test process that routes app code's main-queue blocks
/// to a virtual clock leaves a device-loop application's own timers alone.)
@preconcurrency @MainActor
public final class DispatchClock: ApplicationClock {
    /// Deadlines further away than this are held at it: a century, well inside what a
    /// nanosecond `UInt64` can count.
    static let longestDelay: TimeInterval = 3_155_760_000

    private var pending: [ScheduledAction] = []
    private let source: DispatchSourceTimer
    /// The deadline the source is armed for, if it is.
    private var armedDeadline: TimeInterval?

    public init() {
        source = DispatchSource.makeTimerSource(queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.fireDueTimers() }
        }
        source.schedule(deadline: .distantFuture)
        source.resume()
    }

    isolated deinit {
        source.cancel()
    }

    public var now: TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }

    public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        let bounded = deadline.isNaN ? now : min(deadline, now + DispatchClock.longestDelay)
        let scheduled = ScheduledAction(deadline: bounded, action: action)
        // Equal deadlines fire in the order they were scheduled.
        let index = pending.firstIndex { $0.deadline > bounded } ?? pending.count
        pending.insert(scheduled, at: index)
        if index == 0 { arm() }
        return scheduled
    }

    /// Timers neither fired nor cancelled.
    public var pendingTimerCount: Int {
        pending.removeAll { $0.isCancelled || $0.hasFired }
        return pending.count
    }

    // MARK: - Private

    private func fireDueTimers() {
        armedDeadline = nil
        // Timers a timer schedules for now run in this pass too, after those already due.
        while let next = pending.first, next.deadline <= now {
            pending.removeFirst()
            next.fire()
        }
        pending.removeAll { $0.isCancelled }
        arm()
    }

    private func arm() {
        guard let deadline = pending.first?.deadline else {
            if armedDeadline != nil {
                source.schedule(deadline: .distantFuture)
                armedDeadline = nil
            }
            return
        }
        guard armedDeadline != deadline else { return }
        armedDeadline = deadline
        let nanoseconds = UInt64(max(0, deadline) * 1_000_000_000)
        source.schedule(deadline: DispatchTime(uptimeNanoseconds: max(1, nanoseconds)), leeway: .nanoseconds(0))
    }
}
