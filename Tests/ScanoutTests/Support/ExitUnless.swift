#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scanout

/// A check inside an exit test's body: prints what failed and exits with a failure status, which
/// the parent's `#expect(processExitsWith: .success)` reports. (The body runs in a child process,
/// so ending it is the one way a failed check there is sure to reach the test.)
func exitUnless(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #file, line: UInt = #line
) {
    guard !condition() else { return }
    Diagnostics.writeToStandardError("Check failed at \(file):\(line) \(message())\n")
    exit(1)
}
