import ScanoutCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Apple's unified logging API on a device without it: `Logger(subsystem:category:)` and its
/// levels, with interpolation that keeps private values out of the log.
///
/// ```swift
/// import os
///
/// let logger = Logger(subsystem: "com.example.kiosk", category: "check-in")
/// logger.info("Visitor \(name) checked in at desk \(desk)")
/// // [com.example.kiosk:check-in] Visitor <private> checked in at desk 4
/// ```
///
/// Lines go to standard error, which a systemd service sends to the journal: there each line
/// carries its syslog priority, so `journalctl -p warning` finds warnings and worse. Debug and
/// trace messages are written only with `SCANOUT_LOG_LEVEL=debug` (their values are not even
/// read otherwise); `SCANOUT_LOG_LEVEL` chooses the least severe level written (info by
/// default). Safe to use from any thread.
public struct Logger: @unchecked Sendable {
    let subsystem: String
    let category: String

    /// A logger whose lines say `subsystem` (reverse DNS, your app's) and `category` (a part of it).
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A logger for the process as a whole: lines carry no subsystem.
    public init() {
        self.init(subsystem: "", category: "")
    }

    /// A logger writing as `log` does.
    public init(_ log: OSLog) {
        self.init(subsystem: log.subsystem, category: log.category)
    }

    /// A message at the default level (notice).
    public func log(_ message: OSLogMessage) {
        write(message, priority: .notice)
    }

    public func log(level: OSLogType, _ message: OSLogMessage) {
        write(message, priority: LogLevels.priority(of: level))
    }

    /// Development detail, at the debug level.
    public func trace(_ message: OSLogMessage) { write(message, priority: .debug) }
    public func debug(_ message: OSLogMessage) { write(message, priority: .debug) }
    public func info(_ message: OSLogMessage) { write(message, priority: .info) }
    public func notice(_ message: OSLogMessage) { write(message, priority: .notice) }
    /// Apple files warnings as errors; the journal has a warning level of its own, used here.
    public func warning(_ message: OSLogMessage) { write(message, priority: .warning) }
    public func error(_ message: OSLogMessage) { write(message, priority: .error) }
    /// Apple files critical messages as faults; both are the journal's critical level.
    public func critical(_ message: OSLogMessage) { write(message, priority: .critical) }
    public func fault(_ message: OSLogMessage) { write(message, priority: .critical) }

    private func write(_ message: OSLogMessage, priority: LogOutput.Priority) {
        guard LogOutput.isEnabled(priority) else { return }
        LogOutput.write(
            line(message, priority: priority, revealingPrivate: LogLevels.revealsPrivateValues), priority: priority)
    }

    /// The line written for `message` at `priority`.
    func line(_ message: OSLogMessage, priority: LogOutput.Priority, revealingPrivate: Bool) -> String {
        var line = ""
        if !subsystem.isEmpty || !category.isEmpty {
            line += "[\(subsystem)\(category.isEmpty ? "" : ":" + category)] "
        }
        switch priority {
        case .warning: line += "warning: "
        case .error: line += "error: "
        case .critical, .alert, .emergency: line += "fault: "
        default: break
        }
        return line + message.rendered(revealingPrivate: revealingPrivate)
    }
}

/// A log handle, as Apple's `OSLog` (for `Logger(_:)` and code written against the older API).
public final class OSLog: @unchecked Sendable {
    let subsystem: String
    let category: String
    let isDisabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isDisabled = false
    }

    private init(disabled: Bool) {
        subsystem = ""
        category = ""
        isDisabled = disabled
    }

    /// The process's log.
    public static let `default` = OSLog(disabled: false)
    /// A log that writes nothing.
    public static let disabled = OSLog(disabled: true)

    /// Whether a message of `type` would be written.
    public func isEnabled(type: OSLogType) -> Bool {
        !isDisabled && LogOutput.isEnabled(LogLevels.priority(of: type))
    }
}

/// Writes `message` to `log` at `type`: the form of `os_log` that takes an interpolated message.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    guard !log.isDisabled else { return }
    Logger(log).log(level: type, message)
}

/// Writes `message` to the default log at the default level.
public func os_log(_ message: OSLogMessage) {
    Logger().log(message)
}

enum LogLevels {
    static func priority(of type: OSLogType) -> LogOutput.Priority {
        switch type {
        case .debug: .debug
        case .info: .info
        case .error: .error
        case .fault: .critical
        default: .notice
        }
    }

    /// Private values are shown while standard error is a terminal (a developer is watching, as
    /// Xcode's console shows them) or with `SCANOUT_LOG_PRIVATE=1`; `SCANOUT_LOG_PRIVATE=0`
    /// redacts everywhere. Read once.
    static let revealsPrivateValues: Bool = {
        switch getenv("SCANOUT_LOG_PRIVATE").map({ String(cString: $0) }) {
        case "1": true
        case "0": false
        default: isatty(2) == 1
        }
    }()
}
