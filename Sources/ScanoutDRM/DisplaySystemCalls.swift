import CDRM
import ScanoutCore

#if canImport(Glibc)
import Glibc
#endif

/// The display's and the console's system calls, in one place, each retried when a signal
/// interrupts it (`SystemCall`: the VT switch signals arrive while the app runs). libdrm's own
/// calls retry through `drmIoctl`.
enum DisplaySystemCalls {
    /// Opens `path` (close-on-exec added), retrying when interrupted. The descriptor, or -1 with
    /// errno set.
    static func open(_ path: String, _ flags: Int32) -> Int32 {
        SystemCall.retryingInterrupts { Glibc.open(path, flags | O_CLOEXEC) }
    }

    /// `ioctl(fd, request, value)` for requests that take an integer, retried when interrupted.
    static func ioctl(_ fd: Int32, _ request: Int32, _ value: Int32) -> Int32 {
        SystemCall.retryingInterrupts { Glibc.ioctl(fd, UInt(request), value) }
    }

    /// `ioctl(fd, request, &mode)` for the VT requests that take a `vt_mode`, retried when
    /// interrupted.
    static func ioctl(_ fd: Int32, _ request: Int32, _ mode: inout vt_mode) -> Int32 {
        SystemCall.retryingInterrupts { Glibc.ioctl(fd, UInt(request), &mode) }
    }
}
