import Scanout

#if canImport(Glibc)
import Glibc
#endif

/// Tells systemd how the app is doing, in its notify protocol written directly (no libsystemd):
/// one datagram per message to the Unix socket named by `$NOTIFY_SOCKET` (a path, or an abstract
/// socket when it starts with "@"), each message `KEY=value` lines.
///
/// - `STATUS=` when the app starts and when it stops (`systemctl status` shows the latest).
/// - `READY=1` once the first frame is on the panel: a `Type=notify` unit is "active" when the
///   kiosk shows something, not when the process exists.
/// - `WATCHDOG=1` every half of `$WATCHDOG_USEC` (the unit's `WatchdogSec=`), from a timer on the
///   application's clock — the main queue on a device. The pings come only while the main thread
///   turns: an app stuck in its own code for longer than the watchdog stops them, and systemd
///   kills and restarts it (`Restart=on-failure`). `$WATCHDOG_PID`, when set, must be this
///   process; a watchdog meant for another process is left alone.
/// - `STOPPING=1` when SIGTERM or SIGINT stops the app (`DeviceLauncher.exitCleanlyOnSignals`).
///
/// Outside systemd (no `$NOTIFY_SOCKET`) there is no notifier and nothing is said. Hostile values
/// (a socket path too long for `sun_path`, a relative one, `WATCHDOG_USEC` that is not a number)
/// are each reported once in one line naming the variable, what was found and the fix; the app
/// goes on. A socket that is missing or refuses a message is reported once, and later messages
/// are tried again silently. The socket never blocks the main thread: a message it cannot take
/// at once is dropped (the next ping follows). Main actor.
@MainActor
public final class ServiceNotifier {
    /// `$NOTIFY_SOCKET` as given.
    public let socketPath: String
    /// Seconds between watchdog pings (half of `$WATCHDOG_USEC`), or nil without a watchdog.
    public let watchdogInterval: TimeInterval?
    /// Whether `READY=1` has been sent.
    public private(set) var isReady = false
    /// Messages sent successfully so far (a test's and a log's count).
    public private(set) var sentCount = 0

    private let descriptor: Int32
    private var address = sockaddr_un()
    private let addressLength: socklen_t
    private let warn: (String) -> Void
    private var hasWarnedAboutSending = false
    private var watchdogTimer: ScheduledAction?

    /// Watchdog intervals are kept between these: a ping more often than every millisecond would
    /// only burn the main thread, and one a day is often enough for any watchdog (and keeps the
    /// clock's deadline finite).
    static let watchdogIntervalRange: ClosedRange<TimeInterval> = 0.001...86_400

    /// The notifier `environment` asks for, or nil when it names no socket (not under systemd) or
    /// names one that cannot be used (said in one line through `warn`, else to standard error).
    public static func fromEnvironment(
        _ environment: [String: String], processID: Int32 = getpid(), warn: ((String) -> Void)? = nil
    ) -> ServiceNotifier? {
        let warn = warn ?? { Diagnostics.warn($0) }
        guard let path = environment["NOTIFY_SOCKET"], !path.isEmpty else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        var bytes = Array(path.utf8)
        let isAbstract = bytes.first == UInt8(ascii: "@")
        guard isAbstract || bytes.first == UInt8(ascii: "/") else {
            warn(
                "NOTIFY_SOCKET is \"\(path)\", neither an absolute path nor an abstract socket (\"@name\"), so "
                    + "systemd is not told the app is ready; start the app from its unit, which sets it")
            return nil
        }
        guard !bytes.contains(0) else {
            warn(
                "NOTIFY_SOCKET holds a NUL byte, so it names no socket and systemd is not told the app is ready; "
                    + "start the app from its unit, which sets it")
            return nil
        }
        // An abstract name is not NUL-terminated; a path needs room for its NUL.
        guard bytes.count <= capacity - (isAbstract ? 0 : 1) else {
            warn(
                "NOTIFY_SOCKET is a path of \(bytes.count) bytes; a Unix socket's path holds at most "
                    + "\(capacity - 1), so systemd is not told the app is ready; use a shorter runtime directory")
            return nil
        }
        if isAbstract { bytes[0] = 0 }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let length = MemoryLayout<sa_family_t>.size + bytes.count + (isAbstract ? 0 : 1)
        let descriptor = socket(
            AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard descriptor >= 0 else {
            warn("cannot make a socket for NOTIFY_SOCKET (\(String(cString: strerror(errno)))); systemd is not told")
            return nil
        }
        return ServiceNotifier(
            socketPath: path, descriptor: descriptor, address: address, addressLength: socklen_t(length),
            watchdogInterval: watchdogInterval(environment, processID: processID, warn: warn), warn: warn)
    }

    private init(
        socketPath: String, descriptor: Int32, address: sockaddr_un, addressLength: socklen_t,
        watchdogInterval: TimeInterval?, warn: @escaping (String) -> Void
    ) {
        self.socketPath = socketPath
        self.descriptor = descriptor
        self.address = address
        self.addressLength = addressLength
        self.watchdogInterval = watchdogInterval
        self.warn = warn
    }

    // The watchdog's timer holds the notifier weakly: it finds it gone and stops.
    deinit {
        close(descriptor)
    }

    /// Half of `$WATCHDOG_USEC` in seconds, when it is for this process and makes sense.
    private static func watchdogInterval(
        _ environment: [String: String], processID: Int32, warn: (String) -> Void
    ) -> TimeInterval? {
        guard let text = environment["WATCHDOG_USEC"], !text.isEmpty else { return nil }
        if let owner = environment["WATCHDOG_PID"], !owner.isEmpty {
            guard let pid = Int32(owner), pid > 0 else {
                warn(
                    "WATCHDOG_PID is \"\(owner)\", not a process ID, so no watchdog pings are sent; "
                        + "let systemd set it (WatchdogSec= in the unit)")
                return nil
            }
            // Meant for another process (a wrapper that started this one): not ours to ping.
            guard pid == processID else { return nil }
        }
        guard let microseconds = UInt64(text), microseconds > 0 else {
            warn(
                "WATCHDOG_USEC is \"\(text)\", not a positive number of microseconds, so no watchdog pings are "
                    + "sent and systemd may restart the app; set WatchdogSec= in the unit instead")
            return nil
        }
        let half = Double(microseconds) / 2 / 1_000_000
        return min(max(half, watchdogIntervalRange.lowerBound), watchdogIntervalRange.upperBound)
    }

    // MARK: - Messages

    /// `STATUS=<text>`: what `systemctl status` shows.
    public func status(_ text: String) {
        send("STATUS=\(Self.oneLine(text))")
    }

    /// `READY=1` the first time; later calls do nothing. `status` goes with it.
    public func ready(status text: String) {
        guard !isReady else { return }
        isReady = true
        send("READY=1\nSTATUS=\(Self.oneLine(text))")
    }

    /// `STOPPING=1`, with `status`; the watchdog stops with it.
    public func stopping(status text: String) {
        watchdogTimer?.cancel()
        watchdogTimer = nil
        send("STOPPING=1\nSTATUS=\(Self.oneLine(text))")
    }

    /// Pings the watchdog every `watchdogInterval` from a timer on `clock`, which turns with the
    /// main thread; the first ping goes at once (a slow start has used part of the first
    /// interval). Nothing without a watchdog; a second call restarts on the new clock.
    public func startWatchdog(on clock: ApplicationClock) {
        watchdogTimer?.cancel()
        watchdogTimer = nil
        guard let interval = watchdogInterval else { return }
        send("WATCHDOG=1")
        scheduleWatchdogPing(on: clock, after: interval)
    }

    /// Sends `READY=1` after the first frame `display` shows; a presentation observer already
    /// set is kept and called first.
    public func readyAfterFirstFrame(of display: OffscreenDisplay) {
        let previous = display.presentationObserver
        display.presentationObserver = { [weak self] frame, damage in
            previous?(frame, damage)
            self?.ready(status: "Running: first frame shown")
        }
    }

    // MARK: - Private

    private func scheduleWatchdogPing(on clock: ApplicationClock, after interval: TimeInterval) {
        watchdogTimer = clock.schedule(after: interval) { [weak self, unowned clock] in
            guard let self else { return }
            send("WATCHDOG=1")
            scheduleWatchdogPing(on: clock, after: interval)
        }
    }

    /// Sends one datagram; the first failure is said once.
    @discardableResult
    private func send(_ message: String) -> Bool {
        let bytes = Array(message.utf8)
        let sent = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bytes.withUnsafeBufferPointer {
                    sendto(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL), socketAddress, addressLength)
                }
            }
        }
        if sent == bytes.count {
            sentCount += 1
            return true
        }
        let failure = sent < 0 ? errno : EMSGSIZE
        // A full socket drops this message; the next one is tried as usual.
        if failure == EAGAIN || failure == EWOULDBLOCK { return false }
        if !hasWarnedAboutSending {
            hasWarnedAboutSending = true
            warn(
                "cannot send to NOTIFY_SOCKET \(socketPath) (\(String(cString: strerror(failure)))), so systemd is "
                    + "not told the app's state; is the unit's service manager still running? (messages are retried "
                    + "silently)")
        }
        return false
    }

    /// `text` as one line: a newline would start another key.
    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
