// `stdout` is a C global, which Swift 6 flags on every reference; this file's one use sets its
// buffering once, at launch, before the app prints — hence the @preconcurrency import, kept to
// this file.
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// The process's standard output, as `print` writes it.
enum StandardOutput {
    /// Writes each line as it ends. C buffers a pipe's output in 4 KB blocks, so under systemd
    /// (journald reads a pipe) the start-up line would appear late, or never if the process is
    /// killed; a terminal is line-buffered already.
    static func flushEachLine() {
        setvbuf(stdout, nil, _IOLBF, 0)
    }
}
