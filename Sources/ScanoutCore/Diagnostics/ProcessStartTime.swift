#if canImport(Glibc)
import Glibc
#endif

/// How long ago this process started, from the kernel's own record of it (`starttime` in
/// /proc/self/stat, in clock ticks since boot) — so the figure includes the dynamic loader and
/// the Swift runtime's start-up, which a clock read in `main` would miss.
package enum ProcessStartTime {
    /// Milliseconds since the process started; nil where /proc is not mounted. Resolution is one
    /// clock tick (10 ms on Debian's kernels).
    package static func millisecondsSinceStart() -> Double? {
        guard let start = secondsAtStart(), let now = bootClockSeconds() else { return nil }
        return (now - start) * 1000
    }

    /// When the process started, in seconds of CLOCK_BOOTTIME; nil where /proc is not mounted.
    package static func secondsAtStart() -> Double? {
        let fd = open("/proc/self/stat", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = read(fd, &buffer, buffer.count)
        guard count > 0 else { return nil }
        // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (state); starttime is field 22.
        guard fields.count > 19, let startTicks = Double(fields[19]) else { return nil }
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard ticksPerSecond > 0 else { return nil }
        return startTicks / ticksPerSecond
    }

    /// Now, in seconds of CLOCK_BOOTTIME (the clock the kernel's start time counts in).
    package static func bootClockSeconds() -> Double? {
        var now = timespec()
        guard clock_gettime(CLOCK_BOOTTIME, &now) == 0 else { return nil }
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
