import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Limits password guessing: VNC passwords are short (the protocol uses eight characters), so a
/// server that answers every guess at once can be worked through. After `limit` wrong passwords
/// in a row no password is checked — every viewer is refused, the right password too — for
/// `lockout` seconds; each wrong password after a lockout doubles it (up to an hour). A right
/// password starts the count again. The count is the server's, not a viewer's: a guesser who
/// reconnects for every try is counted the same.
final class RemotePasswordGuard: Sendable {
    /// The longest lockout, however many wrong passwords came.
    static let longestLockout = 3600.0

    let limit: Int
    let lockout: Double

    init(limit: Int, lockout: Double) {
        self.limit = max(1, limit)
        let lockout = lockout.isFinite ? min(max(0, lockout), RemotePasswordGuard.longestLockout) : 30
        self.lockout = lockout
        state = Mutex(State(nextLockout: lockout))
    }

    /// Whether a password may be checked now (false while locked out). `now` in seconds of the
    /// monotonic clock.
    func mayCheck(now: Double = RemotePasswordGuard.now()) -> Bool {
        state.withLock { now >= $0.lockedUntil }
    }

    /// Records a checked password's result. Returns the lockout that starts now, in seconds
    /// (nil when none starts), for the log.
    func record(accepted: Bool, now: Double = RemotePasswordGuard.now()) -> Double? {
        state.withLock { state in
            guard !accepted else {
                state.failures = 0
                state.nextLockout = lockout
                return nil
            }
            state.failures += 1
            guard state.failures >= limit else { return nil }
            let length = state.nextLockout
            state.lockedUntil = now + length
            state.nextLockout = min(length * 2, RemotePasswordGuard.longestLockout)
            return length
        }
    }

    /// Wrong passwords in a row so far.
    var failureCount: Int { state.withLock { $0.failures } }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    // MARK: - Private

    private struct State {
        var failures = 0
        var lockedUntil = -Double.infinity
        var nextLockout: Double
    }

    private let state: Mutex<State>
}
