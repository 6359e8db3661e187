#if canImport(Glibc)
import Glibc
#endif

/// How the display card and the input devices are opened: the seam between the drivers that use
/// them (`DRMDisplay`, `LibinputSource`) and who may hand them out.
///
/// A product runs as an unprivileged user and gets its devices from a seat manager (seatd or
/// systemd-logind, through libseat: `SeatSession` in `ScanoutSeat`), which also takes them away
/// while another session has the screen. Without one, the process opens them itself
/// (`DirectDeviceAccess`): as root, or as a member of the groups that own them. Main actor: the
/// drivers open and close devices on the main queue (libinput calls back into it from there).
@MainActor
public protocol DeviceAccess: AnyObject {
    /// A descriptor for the device at `path`, opened with `flags` (`O_RDWR`, `O_NONBLOCK`, …;
    /// close-on-exec is added), or the negative errno of the failure.
    func openDevice(path: String, flags: Int32) -> Int32

    /// Gives back a descriptor `openDevice` returned, and closes it.
    func closeDevice(_ descriptor: Int32)

    /// Which path this is, for the start-up line ("devices opened directly", "seatd seat0").
    var summary: String { get }

    /// Whether the device manager switches VTs itself (a seat manager owns the console: the app
    /// takes part in switches through it, and leaves the VT alone).
    var ownsConsole: Bool { get }
}

/// Devices opened by the process itself, with `open(2)`: what needs root, or the `video` and
/// `input` groups, and takes part in VT switches through the console (`ConsoleGuard`).
@MainActor
public final class DirectDeviceAccess: DeviceAccess {
    /// Why this path was taken, for the start-up line.
    public let reason: String

    public init(reason: String = "no seat manager asked for") {
        self.reason = reason
    }

    public func openDevice(path: String, flags: Int32) -> Int32 {
        let descriptor = SystemCall.retryingInterrupts { open(path, flags | O_CLOEXEC) }
        return descriptor < 0 ? -errno : descriptor
    }

    public func closeDevice(_ descriptor: Int32) {
        // Not retried: after EINTR the descriptor's state is unspecified on Linux, and it is
        // closed either way.
        _ = close(descriptor)
    }

    public var summary: String { "devices opened directly (\(reason))" }

    public var ownsConsole: Bool { false }
}
