import FoundationEssentials

/// When an input happened, on the application clock: libinput's event time (the kernel's evdev
/// stamp; libinput sets each device to `CLOCK_MONOTONIC`, the clock `DispatchClock` reads), not
/// when the app got round to reading it — UIKit's `UITouch.timestamp` is when the touch
/// happened. A drag read late, in one batch after a long frame, keeps the spacing of its moves, so
/// a pan measures the speed the finger had (stamped at reading, a flick on a busy device measured
/// its moves as simultaneous and the list barely moved on).
package struct InputEventTime {
    /// How far in the past an event time may be and still be believed: further back, the device
    /// is not on the application's clock (or the app was stopped), and the reading time is used.
    package static let window: TimeInterval = 5

    private var last = -TimeInterval.infinity

    package init() {}

    /// The timestamp of an input libinput stamped `microseconds` (nil: no stamp), read at `now`:
    /// the event time when it is within `window` before `now`, else `now`; never later than
    /// `now`, never earlier than the timestamp before it.
    package mutating func timestamp(microseconds: UInt64?, now: TimeInterval) -> TimeInterval {
        var time = now
        if let microseconds {
            let event = TimeInterval(microseconds) / 1_000_000
            if event <= now, now - event <= InputEventTime.window { time = event }
        }
        time = max(time, min(last, now))
        last = time
        return time
    }
}
