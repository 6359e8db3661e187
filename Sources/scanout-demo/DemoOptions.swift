import Scanout
import ScanoutDevice

/// The demo's command line.
///
/// ```swift
/// let options = try DemoOptions.parse(["--size", "1280x800", "--scale", "2"], environment: [:])
/// ```
struct DemoOptions: Equatable {
    /// The options every Scanout app takes (board, size, scale, screenshots).
    var launch: LaunchOptions
    /// Whether to play the scripted visit (always offscreen; on a board only with --script).
    var playsScript = false
    /// `--accessible`: play the accessible visit (screen reader on, keys only) instead.
    var playsAccessibleVisit = false
    /// `--replay FILE`: play this recording (docs/RECORDINGS.md) instead of a visit.
    var replayPath: String?
    /// `--wait`: play nothing, offscreen too: the kiosk waits (for the inspector, or a signal).
    var waits = false
    /// `--help`: print `usage` and exit.
    var showsHelp = false

    init() {
        launch = LaunchOptions()
    }

    /// Where the screenshots go: `--screenshot`, `SCANOUT_SCREENSHOT_DIR`, else ./demo-screenshots.
    var screenshotDirectory: String { launch.screenshotDirectory ?? "demo-screenshots" }
    var size: CGSize { launch.size }
    var scale: CGFloat? { launch.scale }
    var board: String? { launch.board }

    static let usage = """
        Usage: scanout-demo [--board NAME | --offscreen] [--script | --accessible | --replay FILE | --wait] [--screenshot DIR] [--size WxH] [--scale N]

        The kiosk demo. Without a board it runs offscreen, plays a scripted visit and writes
        screenshots; with one it runs on the board's display and input devices (offscreen, saying
        why, when its card cannot be opened).

        \(LaunchOptions.usage)
          --script          play the scripted visit on a board too (screenshots default to
                            ./demo-screenshots)
          --accessible      play the accessible visit instead: the screen reader on, the form
                            filled with a keyboard's Tab, Return and letters only, each spoken
                            line printed ("said: ...")
          --replay FILE     play a recording of input (made with SCANOUT_RECORD=FILE) instead of a
                            visit, at its times; offscreen, the screen after it is written to
                            DIR/replay-end.png and the demo exits. The screen must have the
                            recording's size (--size)
          --wait            play nothing, offscreen too: the kiosk waits for its visitors (or
                            the inspector: SCANOUT_INSPECT) until SIGINT or SIGTERM
          --help            print this and exit

        Environment: SCANOUT_TRACE_EVENTS=1 prints a line per event received; SCANOUT_RECORD=FILE
        records the input received to FILE; SCANOUT_INSPECT=SOCKET opens the inspector (docs/INSPECTOR.md); SCANOUT_VNC=1 serves the screen to VNC viewers
        (docs/REMOTE.md); SCANOUT_BOARDS_DIR sets where boards are. Exit status: 0 when done or stopped by SIGINT/SIGTERM, 1 when the
        script fails, 2 for a bad command line, board file or recording.
        """

    /// Reads the command line (`arguments` without the program's name); `SCANOUT_SCREENSHOT_DIR`
    /// and `SCANOUT_BOARD` set defaults. Every value is checked here, so the program never
    /// starts with one it cannot use.
    static func parse(_ arguments: ArraySlice<String>, environment: [String: String]) throws(DemoOptionError)
        -> DemoOptions
    {
        var options = DemoOptions()
        do {
            options.launch = try LaunchOptions(environment: environment)
            var remaining = arguments[...]
            while let argument = remaining.popFirst() {
                if try options.launch.take(argument, from: &remaining) { continue }
                switch argument {
                case "--help", "-h": options.showsHelp = true
                case "--script": options.playsScript = true
                case "--accessible": options.playsAccessibleVisit = true
                case "--wait": options.waits = true
                case "--replay":
                    guard let path = remaining.popFirst() else { throw DemoOptionError.missingValue(argument) }
                    options.replayPath = path
                default: throw DemoOptionError.unknown(argument)
                }
            }
            try options.launch.validate()
            if options.waits, options.playsScript || options.playsAccessibleVisit || options.replayPath != nil {
                throw DemoOptionError.waitWithVisit
            }
            if options.replayPath != nil, options.playsScript || options.playsAccessibleVisit {
                throw DemoOptionError.replayWithVisit
            }
        } catch let error as DemoOptionError {
            throw error
        } catch let error as LaunchOptionError {
            throw .launch(error)
        } catch {
            throw .unknown("\(error)")
        }
        return options
    }
}

/// A command line the demo cannot run with: a launch option's refusal, or an option it does not
/// know.
enum DemoOptionError: Error, Equatable, CustomStringConvertible {
    case launch(LaunchOptionError)
    case unknown(String)
    case missingValue(String)
    /// `--replay` with `--script` or `--accessible`: both would drive the app at once.
    case replayWithVisit
    /// `--wait` with something to play.
    case waitWithVisit

    var description: String {
        switch self {
        case .launch(let error): error.description
        case .unknown(let option):
            "unknown option \(option). Use --board NAME, --offscreen, --script, --accessible, --replay FILE, --wait, "
                + "--screenshot DIR, --size WxH, --scale N or --help."
        case .missingValue(let option): "\(option) needs a value. See --help."
        case .waitWithVisit:
            "--wait plays nothing: drop --script, --accessible and --replay, or --wait."
        case .replayWithVisit:
            "--replay plays a recording instead of a visit: drop --script and --accessible, or --replay."
        }
    }
}
