import CSeat
import Dispatch
import ScanoutCore

#if canImport(Glibc)
import Glibc
#endif

/// The app's session on a seat, from a seat manager through libseat: seatd, systemd-logind, or
/// (for root only) libseat's embedded seatd. The manager opens the display card and the input
/// devices for the app, which then needs neither root nor the `video` and `input` groups, and it
/// owns the console: when another session or VT takes the screen it disables the seat (the app
/// stops touching its devices, which the manager then revokes) and enables it again when the
/// app's turn comes back.
///
/// ```swift
/// let session = try SeatSession.open()
/// session.willDisable = { display.suspend(); input.suspend() }
/// session.didEnable = { display.resume(); input.resume() }
/// ```
///
/// Main actor: libseat is not thread-safe, and its events are read on the main queue.
@MainActor
public final class SeatSession: DeviceAccess {
    /// The seat's name ("seat0").
    public private(set) var seatName = ""
    /// The manager that opened it: "seatd", "logind", "builtin" (embedded seatd), or "libseat"
    /// when libseat did not say.
    public private(set) var backend = "libseat"
    /// Whether the seat is the app's now: devices open, the screen its own.
    public private(set) var isActive = false
    /// Runs when the manager takes the seat away, before the app acknowledges: stop drawing and
    /// reading input (the manager revokes the devices after this).
    public var willDisable: (@MainActor () -> Void)?
    /// Runs when the seat is the app's again: take the display back and reopen the input devices.
    public var didEnable: (@MainActor () -> Void)?

    /// Opens a session on the seat through whichever manager libseat finds (`LIBSEAT_BACKEND`
    /// picks one), and waits up to `activationTimeout` seconds for the manager to make it active.
    /// Throws, with libseat's own reasons and the fix, when no manager lets the process in or the
    /// seat stays inactive.
    public static func open(activationTimeout: Double = 15) throws(SeatError) -> SeatSession {
        let session = SeatSession()
        SeatLog.beginCapture()
        let seat = libseat_open_seat(listener, Unmanaged.passUnretained(session).toOpaque())
        let lines = SeatLog.endCapture()
        guard let seat else {
            let said = lines.isEmpty ? "" : " (libseat: \(lines.joined(separator: "; ")))"
            throw SeatError(
                "no seat manager let this process open a seat\(said). Start seatd (seatd -g <the app's group>) or "
                    + "run in a logind session; or open the devices directly (board deviceAccess \"direct\") as root or "
                    + "through the video and input groups.")
        }
        session.seat = seat
        session.seatName = libseat_seat_name(seat).map { String(cString: $0) } ?? "seat"
        session.backend = SeatLog.backendName(in: lines) ?? "libseat"
        let timeout = activationTimeout.isFinite ? min(max(activationTimeout, 0), 3600) : 15
        let deadline = (ProcessStartTime.bootClockSeconds() ?? 0) + timeout
        while !session.isActive {
            let remaining = deadline - (ProcessStartTime.bootClockSeconds() ?? 0)
            guard remaining > 0 else { break }
            if libseat_dispatch(seat, Int32((remaining * 1000).rounded(.up))) < 0 {
                let reason = SystemCall.errorText(errno)
                session.close()
                throw SeatError(
                    "the seat manager (\(session.backend)) went away while \(session.seatName) was being opened "
                        + "(\(reason)). Check that it is running.")
            }
        }
        guard session.isActive else {
            let name = session.seatName
            let backend = session.backend
            session.close()
            throw SeatError(
                "\(name) was opened through \(backend) but not made active within \(timeout) s: another session has "
                    + "the screen. Start the app on the VT in front, or switch to its VT.")
        }
        session.readEvents()
        return session
    }

    public func openDevice(path: String, flags: Int32) -> Int32 {
        guard let seat else { return -ENODEV }
        // What the manager would refuse or choke on never reaches it: seatd asserts on an empty
        // path (its embedded copy would take the app down with it) and caps a path's length.
        guard path.hasPrefix("/"), !path.utf8.contains(0) else { return -EINVAL }
        guard path.utf8.count < Self.longestPath else { return -ENAMETOOLONG }
        var descriptor: Int32 = -1
        errno = 0
        let id = libseat_open_device(seat, path, &descriptor)
        guard id >= 0, descriptor >= 0 else {
            let code = errno
            return -(code > 0 ? code : EIO)
        }
        deviceIDs[descriptor] = id
        return descriptor
    }

    public func closeDevice(_ descriptor: Int32) {
        if let seat, let id = deviceIDs.removeValue(forKey: descriptor) {
            _ = libseat_close_device(seat, id)
        }
        _ = Glibc.close(descriptor)
    }

    public var summary: String { "devices from \(backend) on \(seatName), as uid \(getuid())" }

    public var ownsConsole: Bool { true }

    /// Asks the manager to switch to session (VT) `number`; false when it refuses.
    @discardableResult
    public func switchSession(to number: Int) -> Bool {
        guard let seat, let number = Int32(exactly: number), number > 0 else { return false }
        return libseat_switch_session(seat, number) == 0
    }

    /// Gives the seat back: the manager restores the console (text mode, VT switching).
    public func close() {
        events?.cancel()
        events = nil
        if let seat { _ = libseat_close_seat(seat) }
        seat = nil
        isActive = false
        deviceIDs = [:]
    }

    isolated deinit {
        close()
    }

    // MARK: - Private

    private var seat: OpaquePointer?
    /// libseat's device id for each descriptor it gave out (closing needs the id).
    private var deviceIDs: [Int32: Int32] = [:]
    private var events: DispatchSourceRead?
    private var managerGone = false
    /// seatd's limit on a device path, in bytes with its terminating NUL.
    private static let longestPath = 256

    private init() {}

    /// The manager's messages (enable, disable) on the main queue, as they come.
    private func readEvents() {
        guard let seat else { return }
        let fd = libseat_get_fd(seat)
        guard fd >= 0 else {
            Diagnostics.warn("libseat gave no descriptor to wait on: VT switches will not be seen")
            return
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.dispatch() }
        }
        source.resume()
        events = source
        dispatch()
    }

    private func dispatch() {
        guard let seat else { return }
        if libseat_dispatch(seat, 0) < 0 {
            // The manager closed the connection (seatd stopped). The devices open now may go on
            // working; nothing new can be opened, and switches are no longer seen.
            events?.cancel()
            events = nil
            if !managerGone {
                managerGone = true
                Diagnostics.warn(
                    "the seat manager (\(backend)) closed the connection (\(SystemCall.errorText(errno))): "
                        + "devices cannot be reopened and VT switches are no longer followed")
            }
        }
    }

    fileprivate func enabled() {
        isActive = true
        didEnable?()
    }

    fileprivate func disabled() {
        isActive = false
        willDisable?()
        if let seat { _ = libseat_disable_seat(seat) }
    }
}

/// The callbacks libseat keeps for the life of a seat: made once, never freed. They come from
/// inside `libseat_dispatch`, which runs on the main queue.
// Safety: written once here, before any seat exists, and only read afterwards (by libseat).
nonisolated(unsafe) private let listener: UnsafeMutablePointer<libseat_seat_listener> = {
    let listener = UnsafeMutablePointer<libseat_seat_listener>.allocate(capacity: 1)
    listener.initialize(
        to: libseat_seat_listener(
            enable_seat: { _, userData in
                // The session's address crosses into the main actor as a number: libseat calls
                // back from inside libseat_dispatch, on the main queue.
                guard let address = userData.map(UInt.init(bitPattern:)) else { return }
                MainActor.assumeIsolated { session(at: address)?.enabled() }
            },
            disable_seat: { _, userData in
                // The session's address crosses into the main actor as a number: libseat calls
                // back from inside libseat_dispatch, on the main queue.
                guard let address = userData.map(UInt.init(bitPattern:)) else { return }
                MainActor.assumeIsolated { session(at: address)?.disabled() }
            }))
    return listener
}()

/// The session whose unretained address libseat hands back as user data.
@MainActor
private func session(at address: UInt) -> SeatSession? {
    UnsafeMutableRawPointer(bitPattern: address).map { Unmanaged<SeatSession>.fromOpaque($0).takeUnretainedValue() }
}
