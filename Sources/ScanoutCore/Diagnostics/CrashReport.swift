import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What a crash leaves behind: when the process dies of a fatal signal, a file in the configured
/// directory (`SCANOUT_CRASH_REPORTS`) with the program, its pid, the signal and the last lines it
/// wrote to standard error — its log, warnings and event trace — the minutes before the crash,
/// which a device in a lobby has no other way to keep.
///
/// The handler then passes the signal on to the handler that was there before it: Swift's
/// runtime backtracer when `SWIFT_BACKTRACE=enable=yes` (its symbolicated backtrace goes where
/// its `output-to` says, the same directory in the service unit), else the default action, so
/// the process still dies of the signal with its exit status and core dump unchanged. The
/// console's own handler (ScanoutDRM) runs first and passes the signal here.
///
/// Async-signal-safe: everything the handler touches — the ring of recent output, the report's
/// path, the saved handlers — is allocated when it is installed; at the crash it only copies
/// bytes and calls open, write and close.
package enum CrashReport {
    /// The signals that end a process with a crash.
    package static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Bytes of recent output kept: about the last few hundred lines.
    static let ringCapacity = 32 * 1024

    /// Recent output, a ring; `ringWritten` counts every byte ever put in it.
    nonisolated(unsafe) private static let ring = UnsafeMutablePointer<UInt8>.allocate(capacity: ringCapacity)
    private static let ringWritten = Atomic<Int>(0)
    /// Writers take turns; the handler reads without it (a line torn by the crash is acceptable).
    private static let writers = Mutex(())
    /// The report's path as a C string, and the report's first lines; nil until installed.
    nonisolated(unsafe) private static let reportPath = Atomic<UnsafeMutablePointer<CChar>?>(nil)
    nonisolated(unsafe) private static let header = Atomic<UnsafeMutablePointer<CChar>?>(nil)
    /// The handlers that were there before, by signal number.
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    /// Keeps `bytes` among the recent output (called for everything written to standard error).
    package static func remember(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard var source = bytes.baseAddress, bytes.count > 0 else { return }
        var count = bytes.count
        // Only the tail of a write longer than the ring can be kept.
        if count > ringCapacity {
            source += count - ringCapacity
            count = ringCapacity
        }
        writers.withLock { _ in
            let start = ringWritten.load(ordering: .relaxed)
            let offset = start % ringCapacity
            let first = min(count, ringCapacity - offset)
            (ring + offset).update(from: source, count: first)
            if first < count { ring.update(from: source + first, count: count - first) }
            ringWritten.store(start + count, ordering: .releasing)
        }
    }

    /// Writes a report to `directory` when the process dies of a fatal signal. The directory is
    /// made if missing; one that cannot be made or written is said in one line and no report is
    /// written (the signal's default action, and any backtracer, are unchanged). Call once, early,
    /// before the console's handler is installed.
    package static func install(directory: String, program: String) -> String? {
        guard !directory.isEmpty, directory.hasPrefix("/") else {
            return "SCANOUT_CRASH_REPORTS=\(directory) is not an absolute path; no crash reports are written. "
                + "Give a folder such as /var/lib/kiosk/crashes."
        }
        if mkdir(directory, 0o700) != 0, errno != EEXIST {
            let reason = String(cString: strerror(errno))
            return "cannot make the crash report folder \(directory): \(reason); no crash reports are written. "
                + "Make its parent writable for this user, or point SCANOUT_CRASH_REPORTS elsewhere."
        }
        var status = stat()
        guard stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            return "SCANOUT_CRASH_REPORTS=\(directory) is not a folder; no crash reports are written. "
                + "Point it at a folder, such as /var/lib/kiosk/crashes."
        }
        guard access(directory, W_OK) == 0 else {
            let reason = String(cString: strerror(errno))
            return "cannot write crash reports to \(directory): \(reason); none are written. "
                + "Make it writable for this user, or point SCANOUT_CRASH_REPORTS elsewhere."
        }
        // Once per process: the first folder given keeps the reports.
        guard reportPath.load(ordering: .acquiring) == nil else { return nil }
        let pid = getpid()
        let started = time(nil)
        let safeProgram = String(program.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        let path = "\(directory)/\(safeProgram.isEmpty ? "app" : safeProgram)-\(pid)-\(started).crash.txt"
        let text =
            "Scanout crash report\nprogram: \(program)\npid: \(pid)\nstarted: \(started) (seconds since 1970)\nsignal: "
        reportPath.store(strdup(path), ordering: .releasing)
        header.store(strdup(text), ordering: .releasing)
        for signalNumber in fatalSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signalNumber in CrashReport.handle(signalNumber) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, previous + Int(signalNumber))
        }
        return nil
    }

    /// The handler: the report, then the handler that was there before (or the default action).
    private static func handle(_ signalNumber: Int32) {
        writeReport(signal: signalNumber)
        sigaction(signalNumber, previous + Int(signalNumber), nil)
        raise(signalNumber)
    }

    /// Writes the report file for `signal` (also what tests call, without crashing).
    package static func writeReport(signal: Int32) {
        guard let path = reportPath.load(ordering: .acquiring), let header = header.load(ordering: .acquiring) else {
            return
        }
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard file >= 0 else { return }
        writeAll(file, UnsafeRawPointer(header), strlen(header))
        // The signal's number, in decimal, without formatting machinery.
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var value = Int(max(0, signal))
            var index = buffer.count
            repeat {
                index -= 1
                buffer[index] = UInt8(48 + value % 10)
                value /= 10
            } while value > 0 && index > 1
            writeAll(file, buffer.baseAddress! + index, buffer.count - index)
        }
        writeText(file, "\nlast output:\n")
        let written = ringWritten.load(ordering: .acquiring)
        if written <= ringCapacity {
            writeAll(file, UnsafeRawPointer(ring), written)
        } else {
            let offset = written % ringCapacity
            writeAll(file, UnsafeRawPointer(ring + offset), ringCapacity - offset)
            writeAll(file, UnsafeRawPointer(ring), offset)
        }
        close(file)
    }

    private static func writeText(_ file: Int32, _ text: StaticString) {
        writeAll(file, UnsafeRawPointer(text.utf8Start), text.utf8CodeUnitCount)
    }

    private static func writeAll(_ file: Int32, _ bytes: UnsafeRawPointer, _ count: Int) {
        var offset = 0
        var attempts = 0
        while offset < count, attempts < 1_000 {
            let result = write(file, bytes + offset, count - offset)
            if result > 0 {
                offset += result
            } else if result < 0, errno == EINTR {
                attempts += 1
            } else {
                return
            }
        }
    }
}
