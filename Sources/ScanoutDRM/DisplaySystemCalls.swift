import CDRM

#if canImport(Glibc)
import Glibc
#endif

/// The display's and the console's system calls, in one place: a call interrupted by a signal
/// (the VT switch signals arrive while the app runs) is retried instead of failing, and a failure
/// is described by errno's text and its name. libdrm's own calls retry through `drmIoctl`.
enum DisplaySystemCalls {
    /// Opens `path` (close-on-exec added), retrying when interrupted. The descriptor, or -1 with
    /// errno set.
    static func open(_ path: String, _ flags: Int32) -> Int32 {
        retryingInterrupts { Glibc.open(path, flags | O_CLOEXEC) }
    }

    /// `ioctl(fd, request, value)` for requests that take an integer, retried when interrupted.
    static func ioctl(_ fd: Int32, _ request: Int32, _ value: Int32) -> Int32 {
        retryingInterrupts { Glibc.ioctl(fd, UInt(request), value) }
    }

    /// `ioctl(fd, request, &mode)` for the VT requests that take a `vt_mode`, retried when
    /// interrupted.
    static func ioctl(_ fd: Int32, _ request: Int32, _ mode: inout vt_mode) -> Int32 {
        retryingInterrupts { Glibc.ioctl(fd, UInt(request), &mode) }
    }

    /// "Device or resource busy (EBUSY)": errno's text and the name the kernel headers give it,
    /// which is what search engines know.
    static func describe(errno code: Int32) -> String {
        "\(String(cString: strerror(code))) (\(errnoName(code)))"
    }

    /// `EBUSY` for 16; "errno N" for a code not listed.
    static func errnoName(_ code: Int32) -> String {
        switch code {
        case EBUSY: "EBUSY"
        case EINVAL: "EINVAL"
        case EACCES: "EACCES"
        case EPERM: "EPERM"
        case ENODEV: "ENODEV"
        case ENOENT: "ENOENT"
        case ENXIO: "ENXIO"
        case ENOTTY: "ENOTTY"
        case ENOMEM: "ENOMEM"
        default: "errno \(code)"
        }
    }

    /// `call`'s result, calling it again while it fails with EINTR.
    private static func retryingInterrupts(_ call: () -> Int32) -> Int32 {
        while true {
            let result = call()
            if result != -1 || errno != EINTR { return result }
        }
    }
}
