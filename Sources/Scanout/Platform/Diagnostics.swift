#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Warnings for API misuse that UIKit tolerates (it logs and carries on): written to standard
/// error with a `Scanout:` prefix, naming the objects involved and the fix.
package enum Diagnostics {
    package static func warn(_ message: String) {
        let line = Array("Scanout: \(message)\n".utf8)
        // A direct write(2) to fd 2: no shared C `FILE *`, so nothing to race on.
        _ = line.withUnsafeBufferPointer { buffer in write(2, buffer.baseAddress, buffer.count) }
    }
}
