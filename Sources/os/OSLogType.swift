/// A log message's level, as Apple's unified logging has them (`OSLogType`, with its raw values).
/// `Logger`'s methods choose one; `log(level:_:)` takes one.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `log(_:)` and `notice(_:)`: things worth keeping.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Helpful, not essential.
    public static let info = OSLogType(rawValue: 0x01)
    /// Development detail: not written unless `SCANOUT_LOG_LEVEL=debug`.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error in the process (also `warning(_:)`).
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug (also `critical(_:)`).
    public static let fault = OSLogType(rawValue: 0x11)
}
