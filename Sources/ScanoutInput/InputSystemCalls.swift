import CInput
import ScanoutCore

#if canImport(Glibc)
import Glibc
#endif

/// The input backend's system calls, in one place: libinput opens and closes every device
/// through `interface` (plainly, as root or a member of the `input` group: no seat manager), and
/// an open interrupted by a signal (a VT switch's, SIGINT) is retried rather than reported as a
/// device that cannot be opened.
enum InputSystemCalls {
    /// What libinput calls to open and close devices. libinput keeps the pointer for the life of
    /// the context, so it is made once and never freed.
    // Safety: written once, here, before any context exists, and only read afterwards (by
    // libinput, on the main queue), so sharing it across isolation domains is sound.
    nonisolated(unsafe) static let interface: UnsafePointer<libinput_interface> = {
        let interface = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
        interface.initialize(
            to: libinput_interface(
                open_restricted: { path, flags, _ in
                    guard let path else { return -EINVAL }
                    let fd = SystemCall.retryingInterrupts { open(path, flags | O_CLOEXEC) }
                    // libinput wants the negative errno, not -1.
                    return fd < 0 ? -errno : fd
                },
                close_restricted: { fd, _ in
                    // Not retried: after EINTR the descriptor's state is unspecified on Linux,
                    // and it is closed either way.
                    _ = close(fd)
                }))
        return UnsafePointer(interface)
    }()
}
