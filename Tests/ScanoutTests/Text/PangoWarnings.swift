import CPango
import Synchronization

/// Counts the warnings and criticals GLib libraries (pango, cairo's pango glue) log, so a test can
/// assert that text reaching pango is text pango accepts. Installs a GLib log writer once per test
/// process (GLib allows only one) that counts each message and then prints it as usual.
enum PangoWarnings {
    /// How many warnings and criticals have been logged since the writer was installed.
    static var count: Int {
        installWriter
        return logged.withLock { $0 }
    }

    /// The number of warnings and criticals logged while `body` ran. Other tests running at the
    /// same time could add to it, but none should log any.
    @MainActor static func during(_ body: () -> Void) -> Int {
        let before = count
        body()
        return count - before
    }

    // MARK: - Private

    private static let logged = Mutex(0)

    private static let installWriter: Void = {
        g_log_set_writer_func(
            { level, fields, fieldCount, userData in
                let serious = GLogLevelFlags(G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue)
                if level.rawValue & serious.rawValue != 0 {
                    PangoWarnings.logged.withLock { $0 += 1 }
                }
                return g_log_writer_default(level, fields, fieldCount, userData)
            }, nil, nil)
    }()
}
