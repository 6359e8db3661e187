import FoundationEssentials
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where an app keeps what it writes for itself: `UserDefaults` (`UserDefaults.plist`, a suite's
/// `<suite>.plist`) and saved restoration state (`RestorationState.plist`).
///
/// The first of:
/// 1. the board file's `"settingsDirectory"` (set by the launcher before the app starts);
/// 2. `$XDG_CONFIG_HOME/<app>`;
/// 3. `$HOME/.config/<app>`, with the home directory from the password database when `HOME` is
///    unset (a service started by init often has none).
///
/// `<app>` is the app's `CFBundleIdentifier` from its `Info.plist`, else the executable's name.
/// The directory is made (owner-only) on the first write, not before. docs/SETTINGS.md has the
/// whole story.
package enum AppDataDirectory {
    private static let boardDirectory = Mutex<String?>(nil)

    /// The board file's directory for app data; nil to use the XDG locations. Set by the launcher
    /// before the app's code runs: `UserDefaults.standard` created earlier keeps its place.
    package static var configuredByBoard: String? {
        get { boardDirectory.withLock { $0 } }
        set { boardDirectory.withLock { $0 = newValue } }
    }

    /// The directory now, from the rules above.
    package static func path(configuredByBoard board: String? = configuredByBoard) -> String {
        if let board, !board.isEmpty { return board }
        let app = sanitizedName(appName)
        if let config = environment("XDG_CONFIG_HOME"), config.hasPrefix("/") { return config + "/" + app }
        return homeDirectory() + "/.config/" + app
    }

    /// The app's name for its directory: `CFBundleIdentifier`, else the executable's file name.
    /// Read once (`bundleIdentifier` reads and decodes `Info.plist`).
    static let appName: String = {
        if let identifier = Bundle.main.bundleIdentifier, !identifier.isEmpty { return identifier }
        return Bundle.executableName
    }()

    /// `name` usable as one path component: no "/", not "." or "..", not empty.
    static func sanitizedName(_ name: String) -> String {
        let cleaned = String(name.map { $0 == "/" || $0 == "\0" ? "_" : $0 })
        return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "app" : cleaned
    }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let string = String(cString: value)
        return string.isEmpty ? nil : string
    }

    /// `HOME`, else the user's home from the password database, else the working directory.
    static func homeDirectory() -> String {
        if let home = environment("HOME"), home.hasPrefix("/") { return home }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            let home = String(cString: directory)
            if home.hasPrefix("/") { return home }
        }
        // No home at all: the working directory, which the service's unit or init chose.
        return "."
    }
}
