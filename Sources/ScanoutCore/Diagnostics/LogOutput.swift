#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where log lines go: standard error, one line per line of the message. When standard error is
/// the systemd journal's stream (a service's default: systemd sets `JOURNAL_STREAM` to the stream's
/// device and inode), each line starts with its syslog priority (`<4>`), which journald takes as
/// the entry's level and strips; otherwise lines are written as they are.
///
/// `os.Logger` and Scanout's own warnings (`Diagnostics.warn`) both write here, so one setting
/// (`SCANOUT_LOG_LEVEL`) chooses what a device logs.
package enum LogOutput {
    /// syslog's priorities (RFC 5424), which journald files entries by.
    package enum Priority: Int, Comparable, Sendable, CaseIterable {
        case emergency = 0, alert, critical, error, warning, notice, info, debug

        package static func < (lhs: Priority, rhs: Priority) -> Bool {
            // Lower numbers are more severe: "less than" here means less severe.
            lhs.rawValue > rhs.rawValue
        }

        /// The names `SCANOUT_LOG_LEVEL` takes.
        package var name: String {
            switch self {
            case .emergency: "emergency"
            case .alert: "alert"
            case .critical: "critical"
            case .error: "error"
            case .warning: "warning"
            case .notice: "notice"
            case .info: "info"
            case .debug: "debug"
            }
        }
    }

    /// The least severe priority written: `SCANOUT_LOG_LEVEL` (debug, info, notice, warning,
    /// error, critical), info when unset. A value that names no level is said once and ignored.
    package static let threshold: Priority = {
        guard let value = getenv("SCANOUT_LOG_LEVEL").map({ String(cString: $0) }), !value.isEmpty else {
            return .info
        }
        if let level = Priority.allCases.first(where: { $0.name == value.lowercased() }) { return level }
        Diagnostics.writeToStandardError(
            "Scanout: SCANOUT_LOG_LEVEL=\(value) is not a level; logging info and above. "
                + "Use debug, info, notice, warning, error or critical.\n")
        return .info
    }()

    /// Whether standard error is the journal's stream: `JOURNAL_STREAM` is "DEVICE:INODE" of the
    /// stream systemd connected, and it must still be fd 2 (a child whose standard error was
    /// redirected inherits the variable but not the stream).
    package static let isJournal: Bool = {
        guard let value = getenv("JOURNAL_STREAM") else { return false }
        return journalStream(String(cString: value), matchesDevice: nil, inode: nil)
    }()

    /// Whether `value` ("DEVICE:INODE", decimal) names standard error's stream; `device` and
    /// `inode` stand in for fd 2's (tests), nil reads them with fstat.
    package static func journalStream(_ value: String, matchesDevice device: UInt64?, inode: UInt64?) -> Bool {
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let expectedDevice = UInt64(parts[0]), let expectedInode = UInt64(parts[1]) else {
            return false
        }
        if let device, let inode { return device == expectedDevice && inode == expectedInode }
        var status = stat()
        guard fstat(2, &status) == 0 else { return false }
        return UInt64(status.st_dev) == expectedDevice && UInt64(status.st_ino) == expectedInode
    }

    /// Whether a line of `priority` would be written.
    package static func isEnabled(_ priority: Priority) -> Bool {
        priority >= threshold
    }

    /// Writes `message` at `priority` when the threshold lets it through.
    package static func write(_ message: String, priority: Priority, toStandardOutput: Bool = false) {
        guard isEnabled(priority) else { return }
        // systemd connects standard output and standard error to the same journal stream.
        Diagnostics.output(formatted(message, priority: priority, forJournal: isJournal), to: toStandardOutput ? 1 : 2)
    }

    /// `message` as written: every line ends in a newline and, for the journal, starts with
    /// `<priority>` (journald reads the prefix of each line it gets).
    package static func formatted(_ message: String, priority: Priority, forJournal: Bool) -> String {
        var text = ""
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
            if forJournal { text += "<\(priority.rawValue)>" }
            text += line
            text += "\n"
        }
        return text
    }
}
