import Dispatch
import FoundationEssentials
import Scanout
import ScanoutDRM
import ScanoutInput

#if canImport(Glibc)
import Glibc
#endif

/// Chooses what an app runs on, from a board file: the board's KMS display and libinput devices
/// when its card opens, offscreen otherwise — saying which and why in the start-up line. Puts the
/// console in graphics mode, and on SIGINT or SIGTERM gives the console and the display back
/// before exiting.
///
/// ```swift
/// let launch = try DeviceLauncher.platform(boardName: "qemu-x86_64", boardsDirectory: "Boards")
/// UIApplicationMain(platform: launch.platform, delegate: AppDelegate())
/// ```
@MainActor
public enum DeviceLauncher {
    /// What was chosen, and what to undo on exit.
    public struct Launch {
        public var platform: Platform
        public var board: BoardConfiguration?
        /// The KMS display, when there is one (nil offscreen).
        public var display: DRMDisplay?
        public var console: ConsoleGuard?
    }

    /// The board named `boardName` (its file at `<boardsDirectory>/<name>/board.json`), on its
    /// display if that opens, else offscreen at `offscreenSize`; with no board, offscreen. A
    /// board file that cannot be read throws (naming the file, the key and the fix): running on a
    /// wrong configuration would be worse than stopping.
    public static func platform(
        boardName: String?, boardsDirectory: String, offscreenSize: CGSize = CGSize(width: 800, height: 480),
        offscreenDisplay: OffscreenDisplay = OffscreenDisplay()
    ) throws(BoardFileError) -> Launch {
        guard let boardName else {
            return Launch(platform: .offscreen(size: offscreenSize, display: offscreenDisplay,
                reason: "no board given: pass --board NAME or set SCANOUT_BOARD"))
        }
        let board = try BoardConfiguration.load(contentsOf: "\(boardsDirectory)/\(boardName)/board.json")
        let display: DRMDisplay
        do {
            display = try DRMDisplay(board: board.display)
        } catch {
            return Launch(platform: .offscreen(size: offscreenSize, scale: board.display.scale, display: offscreenDisplay,
                reason: "board \(boardName): \(error.message)"), board: board)
        }
        let scale = board.display.scale
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: display.frameSize.width / scale,
            height: display.frameSize.height / scale), scale: scale)
        var inputSources: [InputSource] = []
        var inputNote: String
        do {
            inputSources.append(try LibinputSource(board: board, panelSize: display.panelSize))
            inputNote = board.input.backend == .udev ? "libinput on \(board.input.seat)"
                : "libinput on \(board.input.devices.joined(separator: ", "))"
        } catch {
            inputNote = "no input: \(error)"
        }
        let (console, takeOverNote) = ConsoleGuard.takeOver()
        var consoleNote = takeOverNote
        if let console {
            let libinputSources = inputSources.compactMap { $0 as? LibinputSource }
            let switchNote = console.handleSwitches(
                release: {
                    UIApplication.shared.cancelInputInProgress()
                    libinputSources.forEach { $0.suspend() }
                    display.suspend()
                },
                acquire: {
                    display.resume()
                    libinputSources.forEach { $0.resume() }
                })
            consoleNote += switchNote.map { "; \($0)" } ?? ", VT switches handled"
        }
        let summary = "Scanout: DRM \(display.summary), rotation \(board.display.rotation.rawValue), "
            + "scale \(scale) (board \(boardName)); \(inputNote); \(consoleNote)"
            + (board.display.blankAfter.map { $0 > 0 ? "; blanks after \(formatSeconds($0)) idle" : "" } ?? "")
        let launch = Launch(platform: Platform(screen: screen, display: display, inputSources: inputSources,
            summary: summary, screenBlankingTimeout: board.display.blankAfter), board: board, display: display,
            console: console)
        restoreOnTermination(launch)
        display.firstFrameShown = {
            let elapsed = ProcessStartTime.millisecondsSinceStart().map { "\(Int($0.rounded())) ms" } ?? "an unknown time"
            print("Scanout: first frame on screen \(elapsed) after the process started")
            fflush(nil)  // all C streams: print goes through stdout, which a pipe buffers
        }
        return launch
    }

    /// The board to use: `--board NAME` in `arguments`, else `SCANOUT_BOARD`.
    public nonisolated static func boardName(arguments: [String], environment: [String: String]) -> String? {
        if let index = arguments.firstIndex(of: "--board"), index + 1 < arguments.count { return arguments[index + 1] }
        if let name = environment["SCANOUT_BOARD"], !name.isEmpty { return name }
        return nil
    }

    // MARK: - Private

    private static var signalSources: [DispatchSourceSignal] = []

    /// SIGINT and SIGTERM: the display and the console go back to how they were, then exit 0.
    private static func restoreOnTermination(_ launch: Launch) {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            let display = launch.display
            let console = launch.console
            source.setEventHandler {
                MainActor.assumeIsolated {
                    display?.restore()
                    console?.restore()
                    Diagnostics.writeToStandardError(
                        "Scanout: stopped by signal \(signalNumber); display and console restored\n")
                    exit(0)
                }
            }
            source.resume()
            signalSources.append(source)
        }
    }
}

/// "300 s", "0.5 s".
private func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}
