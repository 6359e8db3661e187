#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Warnings for API misuse that UIKit tolerates (it logs and carries on): written to standard
/// error with a `Scanout:` prefix, naming the objects involved and the fix, at the warning level
/// of the log (`LogOutput`: the journal files them as warnings).
package enum Diagnostics {
    package static func warn(_ message: String) {
        LogOutput.write("Scanout: \(message)", priority: .warning)
    }

    /// Says what the launcher chose and when the first frame was up ("Scanout: DRM card0 …"): a
    /// line on standard output at the log's notice level (`LogOutput`).
    package static func inform(_ line: String) {
        LogOutput.write(line, priority: .notice, toStandardOutput: true)
    }

    /// Writes all of `text` to fd 2 with write(2) — no shared C `FILE *`, so nothing to race
    /// on — finishing short writes and waiting out EAGAIN: on a device, standard error is often
    /// the serial console, slow, and its open file description may be shared with a process
    /// that made it non-blocking, where a single write could lose the line's tail.
    package static func writeToStandardError(_ text: String) {
        output(text, to: 2)
    }

    /// Writes `text` to `descriptor` (1 or 2), keeping it for a crash report: the last output
    /// before a crash is what explains it. Standard output first gets what `print` still holds,
    /// so lines keep their order.
    package static func output(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { CrashReport.remember($0) }
        if descriptor == 1 { fflush(nil) }
        writeAll(bytes, to: descriptor)
    }

    /// Writes all of `bytes` to `descriptor`, finishing short writes and waiting out EAGAIN.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        var stalls = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBufferPointer {
                write(descriptor, $0.baseAddress! + offset, $0.count - offset)
            }
            if written > 0 {
                offset += written
                stalls = 0
                continue
            }
            guard written < 0, errno == EINTR || errno == EAGAIN, stalls < 100 else { return }
            stalls += 1
            // Wait (at most 50 ms each time) until the console takes more.
            var output = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&output, 1, 50)
        }
    }
}
