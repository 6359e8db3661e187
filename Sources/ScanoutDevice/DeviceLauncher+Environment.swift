import FoundationEssentials
import Scanout
import ScanoutBoard
import ScanoutInput
import ScanoutSimulator

#if canImport(Glibc)
import Glibc
#endif

extension DeviceLauncher {
    /// Where `options` say the app runs: a simulator window (`--simulator`), else the board (its
    /// display, or offscreen saying why when the card cannot be opened), else offscreen on
    /// `offscreenDisplay`. Throws for a board file that cannot be read or a simulator window that
    /// cannot open, naming the reason and the fix.
    public static func launch(
        options: LaunchOptions, title: String, boardsDirectory: String, offscreenDisplay: OffscreenDisplay
    ) throws -> Launch {
        if options.simulator {
            StandardOutput.flushEachLine()
            // With a board, the window is its screen: the panel's mode turned by its rotation, at
            // its scale, with its keymap; otherwise --size and --scale, and a US keyboard.
            var size = options.size
            var scale = options.scale ?? 1
            var keymap = KeyboardTranslator.Keymap()
            var board: BoardConfiguration?
            if let name = options.board {
                guard isBoardName(name) else {
                    throw BoardFileError(
                        file: "\(boardsDirectory)/\(name)/board.json", key: nil,
                        message: "\"\(name)\" is not a board name")
                }
                let configuration = try BoardConfiguration.load(contentsOf: "\(boardsDirectory)/\(name)/board.json")
                scale = options.scale ?? configuration.display.scale
                if let mode = configuration.display.mode {
                    let panel = CGSize(width: CGFloat(mode.width) / scale, height: CGFloat(mode.height) / scale)
                    size = configuration.display.rotation.screenSize(forPanel: panel)
                }
                keymap = KeyboardTranslator.Keymap(
                    layout: configuration.keymapLayout, variant: configuration.keymapVariant,
                    options: configuration.keymapOptions, model: configuration.keymapModel)
                board = configuration
            }
            var platform = try Simulator.platform(size: size, scale: scale, title: title, keymap: keymap)
            if let board {
                platform.summary +=
                    "; board \(board.name): its screen, rotation \(board.display.rotation.rawValue) and keymap"
            }
            return Launch(platform: platform, board: board, display: nil, console: nil)
        }
        return try platform(
            boardName: options.board, boardsDirectory: boardsDirectory, offscreenSize: options.size,
            offscreenScale: options.scale, offscreenDisplay: offscreenDisplay)
    }

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
