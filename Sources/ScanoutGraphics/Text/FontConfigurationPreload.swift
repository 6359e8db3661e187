import CPango
import Dispatch
import ScanoutCore

/// fontconfig's configuration and font caches, loaded on a background thread while the launcher
/// opens the display and the input devices — rather than on the main thread inside the app's
/// first text layout, where a device's start waits for it (parsing /etc/fonts and reading the
/// caches is a large share of a cold start on a slow board).
///
/// fontconfig keeps one process-wide configuration and sets it atomically, so the main thread
/// may ask for fonts at any time: if the load here has not finished, fontconfig loads its own
/// and one of the two is dropped — never slower than without this, and never wrong.
public enum FontConfigurationPreload {
    /// Starts the load, once; later calls do nothing.
    public static func start() {
        _ = started
    }

    private static let started: Void = {
        DispatchQueue.global(qos: .userInitiated).async {
            _ = FcInit()
            StartupTimeline.mark("fontconfig loaded")
        }
    }()
}
