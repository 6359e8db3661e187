import FoundationEssentials
import Scanout

#if canImport(Glibc)
import Glibc
#endif

extension DeviceLauncher {
    /// Where board files are: `SCANOUT_BOARDS_DIR`, else the first of `candidates` and then
    /// `Boards` in the working directory and /usr/share/scanout/boards (where a board image
    /// installs them) that exists, else `Boards`.
    public nonisolated static func boardsDirectory(environment: [String: String], candidates: [String] = []) -> String {
        if let directory = environment["SCANOUT_BOARDS_DIR"], !directory.isEmpty { return directory }
        for candidate in candidates + ["Boards", "/usr/share/scanout/boards"]
        where FileManager.default.fileExists(atPath: candidate) {
            return candidate
        }
        return "Boards"
    }

    /// Writes `message` and a line break to standard error.
    public nonisolated static func printError(_ message: String) {
        Diagnostics.writeToStandardError(message + "\n")
    }

    /// Says what was wrong with the command line or the board file, and exits with status 2.
    public nonisolated static func exitWithUsageError(_ message: String) -> Never {
        printError(message)
        exit(2)
    }
}
