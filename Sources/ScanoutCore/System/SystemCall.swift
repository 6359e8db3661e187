#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The one edge to the C library's system calls that every backend shares: a call interrupted by
/// a signal is retried rather than reported as a failure (VT-switch signals and SIGINT arrive
/// while an app runs), and a failure is described by errno in one way everywhere.
///
/// The shape is swift-system's: the retry wraps the call, not its callers. Each backend keeps its
/// own calls in one file of its own (`DisplaySystemCalls`, `InputSystemCalls`) built on these.
package enum SystemCall {
    /// `call`'s result, calling it again while it fails (-1) with EINTR.
    package static func retryingInterrupts<Result: BinaryInteger>(_ call: () -> Result) -> Result {
        while true {
            let result = call()
            if result != -1 || errno != EINTR { return result }
        }
    }

    /// errno's text: "Permission denied" for EACCES.
    package static func errorText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "errno \(code)" }
        return String(cString: text)
    }

    /// errno's text and the name the kernel headers give it, which is what search engines know:
    /// "Device or resource busy (EBUSY)".
    package static func describe(errno code: Int32) -> String {
        "\(errorText(code)) (\(errnoName(code)))"
    }

    /// `EBUSY` for 16; "errno N" for a code not listed.
    package static func errnoName(_ code: Int32) -> String {
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
        case EAGAIN: "EAGAIN"
        case EINTR: "EINTR"
        case EEXIST: "EEXIST"
        case ENOSPC: "ENOSPC"
        case EROFS: "EROFS"
        case EISDIR: "EISDIR"
        case ENOTDIR: "ENOTDIR"
        default: "errno \(code)"
        }
    }
}
