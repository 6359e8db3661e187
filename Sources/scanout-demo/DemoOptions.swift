import Scanout
import ScanoutDevice

/// The demo's command line.
///
/// ```swift
/// let options = try DemoOptions.parse(["--size", "1280x800", "--scale", "2"], environment: [:])
/// ```
struct DemoOptions: Equatable {
    var screenshotDirectory = "demo-screenshots"
    var size = CGSize(width: 800, height: 480)
    /// Pixels per point offscreen; nil takes the board's scale (1 without a board).
    var scale: CGFloat?
    /// The board to run on (its display and input devices); nil runs offscreen with the script.
    var board: String?
    /// Whether to play the scripted visit (always offscreen; on a board only with --script).
    var playsScript = false
    /// `--help`: print `usage` and exit.
    var showsHelp = false

    /// Points a side of the offscreen screen: from a small panel to a 4K one.
    static let sizeRange = 100...4096
    /// `--scale` values: as a board file's `display.scale`.
    static let scaleRange: ClosedRange<CGFloat> = 1...4
    /// Pixels a side of the offscreen frame (size × scale): 8K, which keeps a frame under 256 MB.
    static let maximumPixelsPerSide = 8192

    static let usage = """
        Usage: scanout-demo [--board NAME | --offscreen] [--script] [--screenshot DIR] [--size WxH] [--scale N]

        The kiosk demo. Without a board it runs offscreen, plays a scripted visit and writes
        screenshots; with one it runs on the board's display and input devices (offscreen, saying
        why, when its card cannot be opened).

          --board NAME      run on Boards/NAME/board.json (default: $SCANOUT_BOARD); NAME is a folder
                            name: letters, digits, ".", "-", "_"
          --offscreen       run offscreen even if SCANOUT_BOARD is set
          --script          play the scripted visit on a board too
          --screenshot DIR  where screenshots go (default: $SCANOUT_SCREENSHOT_DIR, else ./demo-screenshots)
          --size WxH        the offscreen screen in points, whole numbers from \(sizeRange.lowerBound) to \
        \(sizeRange.upperBound) each
                            (default 800x480)
          --scale N         offscreen pixels per point, from \(Int(scaleRange.lowerBound)) to \
        \(Int(scaleRange.upperBound)) (default: the board's, else 1);
                            size × scale is at most \(maximumPixelsPerSide) pixels a side
          --help            print this and exit

        Environment: SCANOUT_TRACE_EVENTS=1 prints a line per event received; SCANOUT_BOARDS_DIR
        sets where boards are. Exit status: 0 when done or stopped by SIGINT/SIGTERM, 1 when the
        script fails, 2 for a bad command line or board file.
        """

    /// Reads the command line (`arguments` without the program's name); `SCANOUT_SCREENSHOT_DIR`
    /// and `SCANOUT_BOARD` set defaults. Every value is checked here, so the program never
    /// starts with one it cannot use.
    static func parse(_ arguments: ArraySlice<String>, environment: [String: String]) throws(DemoOptionError)
        -> DemoOptions
    {
        var options = DemoOptions()
        if let directory = environment["SCANOUT_SCREENSHOT_DIR"], !directory.isEmpty {
            options.screenshotDirectory = directory
        }
        // SCANOUT_BOARD as the launcher reads it; --board below overrides it.
        if let board = DeviceLauncher.boardName(arguments: [], environment: environment) {
            guard DeviceLauncher.isBoardName(board) else {
                throw .badValue("SCANOUT_BOARD", board, expected: boardNameForm)
            }
            options.board = board
        }
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                options.showsHelp = true
            case "--board":
                let value = try value(of: argument, from: &remaining)
                guard DeviceLauncher.isBoardName(value) else {
                    throw .badValue(argument, value, expected: boardNameForm)
                }
                options.board = value
            case "--offscreen":
                options.board = nil
            case "--script":
                options.playsScript = true
            case "--screenshot":
                options.screenshotDirectory = try value(of: argument, from: &remaining)
            case "--size":
                let value = try value(of: argument, from: &remaining)
                let sides = value.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
                guard sides.count == 2, let width = sides[0], let height = sides[1], sizeRange.contains(width),
                    sizeRange.contains(height)
                else {
                    throw .badValue(
                        argument, value,
                        expected: "WIDTHxHEIGHT in points, whole numbers from "
                            + "\(sizeRange.lowerBound) to \(sizeRange.upperBound) each, such as 1280x800")
                }
                options.size = CGSize(width: width, height: height)
            case "--scale":
                let value = try value(of: argument, from: &remaining)
                guard let scale = Double(value), scaleRange.contains(scale) else {
                    throw .badValue(
                        argument, value,
                        expected: "a number from \(Int(scaleRange.lowerBound)) to "
                            + "\(Int(scaleRange.upperBound)), such as 2")
                }
                options.scale = scale
            default:
                throw .unknown(argument)
            }
        }
        let scale = options.scale ?? 1
        let pixels = (
            width: Int((options.size.width * scale).rounded()), height: Int((options.size.height * scale).rounded())
        )
        guard max(pixels.width, pixels.height) <= maximumPixelsPerSide else {
            throw .tooManyPixels(size: options.size, scale: scale, pixels: pixels, limit: maximumPixelsPerSide)
        }
        return options
    }

    // MARK: - Private

    private static let boardNameForm =
        "a board's folder name (letters, digits, \".\", \"-\", \"_\"), such as qemu-x86_64"

    private static func value(of option: String, from remaining: inout ArraySlice<String>) throws(DemoOptionError)
        -> String
    {
        guard let value = remaining.popFirst() else { throw .missingValue(option) }
        return value
    }
}

/// A command line the demo cannot run with: the option, the value and what it accepts.
enum DemoOptionError: Error, Equatable, CustomStringConvertible {
    case missingValue(String)
    case badValue(String, String, expected: String)
    case unknown(String)
    /// The offscreen frame would be larger than `limit` pixels a side.
    case tooManyPixels(size: CGSize, scale: CGFloat, pixels: (width: Int, height: Int), limit: Int)

    var description: String {
        switch self {
        case .missingValue(let option): "\(option) needs a value. See --help."
        case .badValue(let option, let value, let expected): "\(option) \(value): expected \(expected)."
        case .unknown(let option):
            "unknown option \(option). Use --board NAME, --offscreen, --script, --screenshot DIR, --size WxH, "
                + "--scale N or --help."
        case .tooManyPixels(let size, let scale, let pixels, let limit):
            "--size \(Int(size.width))x\(Int(size.height)) at --scale \(formatScale(scale)) is \(pixels.width)x"
                + "\(pixels.height) pixels; the offscreen frame is at most \(limit) pixels a side. "
                + "Use a smaller size or scale."
        }
    }

    static func == (lhs: DemoOptionError, rhs: DemoOptionError) -> Bool {
        lhs.description == rhs.description
    }
}

/// "2", "1.5".
private func formatScale(_ scale: CGFloat) -> String {
    scale == scale.rounded() ? "\(Int(scale))" : "\(scale)"
}
