import Scanout

/// The command-line options every Scanout app takes, whether it starts with `@main` on its
/// delegate or with a `main.swift` of its own: which board to run on, or offscreen at which size
/// and scale, and where offscreen screenshots go. Every value is checked, so an app never starts
/// with one it cannot use; options that are not these are left for the app.
///
/// ```swift
/// var options = try LaunchOptions(environment: ProcessInfo.processInfo.environment)
/// var rest = CommandLine.arguments.dropFirst()
/// while let argument = rest.popFirst() {
///     if try !options.take(argument, from: &rest) { /* the app's own option */ }
/// }
/// try options.validate()
/// ```
public struct LaunchOptions: Equatable, Sendable {
    /// The board to run on (its display and input devices); nil runs offscreen.
    public var board: String?
    /// The offscreen screen, in points.
    public var size = CGSize(width: 800, height: 480)
    /// Pixels per point offscreen; nil takes the board's scale (1 without a board).
    public var scale: CGFloat?
    /// Where screenshots of the offscreen screen go, if anywhere.
    public var screenshotDirectory: String?
    /// Whether to show the screen in a desktop window (SDL2) for development.
    public var simulator = false
    /// Where to record the input the app receives (`SCANOUT_RECORD`; docs/RECORDINGS.md), if
    /// anywhere.
    public var recordingPath: String?

    /// Points a side of the offscreen screen: from a small panel to a 4K one.
    public static let sizeRange = 100...4096
    /// `--scale` values: as a board file's `display.scale`.
    public static let scaleRange: ClosedRange<CGFloat> = 1...4
    /// Pixels a side of the offscreen frame (size × scale): 8K, which keeps a frame under 256 MB.
    public static let maximumPixelsPerSide = 8192

    /// The lines `--help` prints for these options.
    public static let usage = """
          --board NAME      run on Boards/NAME/board.json (default: $SCANOUT_BOARD); NAME is a folder
                            name: letters, digits, ".", "-", "_"
          --offscreen       run offscreen even if SCANOUT_BOARD or SCANOUT_SIMULATOR is set
          --simulator       show the screen in a desktop window (default: $SCANOUT_SIMULATOR=1); the
                            mouse is a finger (Alt: two), F1 shakes, F2 saves a screenshot
          --screenshot DIR  where screenshots go (default: $SCANOUT_SCREENSHOT_DIR)
          --size WxH        the offscreen screen in points, whole numbers from \(sizeRange.lowerBound) to \
        \(sizeRange.upperBound) each
                            (default 800x480)
          --scale N         offscreen pixels per point, from \(Int(scaleRange.lowerBound)) to \
        \(Int(scaleRange.upperBound)) (default: the board's, else 1);
                            size × scale is at most \(maximumPixelsPerSide) pixels a side
        """

    /// The defaults: offscreen, 800×480 points at the board's (or 1) scale, no screenshots.
    public init() {}

    /// The defaults, with `SCANOUT_BOARD`, `SCANOUT_SIMULATOR`, `SCANOUT_SCREENSHOT_DIR` and
    /// `SCANOUT_RECORD` from `environment`.
    public init(environment: [String: String]) throws(LaunchOptionError) {
        if let directory = environment["SCANOUT_SCREENSHOT_DIR"], !directory.isEmpty {
            screenshotDirectory = directory
        }
        if let path = environment["SCANOUT_RECORD"], !path.isEmpty {
            recordingPath = path
        }
        if let simulator = environment["SCANOUT_SIMULATOR"], !simulator.isEmpty, simulator != "0" {
            self.simulator = true
        }
        if let board = DeviceLauncher.boardName(arguments: [], environment: environment) {
            guard DeviceLauncher.isBoardName(board) else {
                throw .badValue("SCANOUT_BOARD", board, expected: LaunchOptions.boardNameForm)
            }
            self.board = board
        }
    }

    /// Takes `argument` (and its value, from `remaining`) if it is one of these options; returns
    /// false, taking nothing, for any other.
    public mutating func take(_ argument: String, from remaining: inout ArraySlice<String>) throws(LaunchOptionError)
        -> Bool
    {
        switch argument {
        case "--board":
            let value = try Self.value(of: argument, from: &remaining)
            guard DeviceLauncher.isBoardName(value) else {
                throw .badValue(argument, value, expected: LaunchOptions.boardNameForm)
            }
            board = value
        case "--offscreen":
            board = nil
            simulator = false
        case "--simulator":
            simulator = true
        case "--screenshot":
            screenshotDirectory = try Self.value(of: argument, from: &remaining)
        case "--size":
            let value = try Self.value(of: argument, from: &remaining)
            let sides = value.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
            guard sides.count == 2, let width = sides[0], let height = sides[1], Self.sizeRange.contains(width),
                Self.sizeRange.contains(height)
            else {
                throw .badValue(
                    argument, value,
                    expected: "WIDTHxHEIGHT in points, whole numbers from "
                        + "\(Self.sizeRange.lowerBound) to \(Self.sizeRange.upperBound) each, such as 1280x800")
            }
            size = CGSize(width: width, height: height)
        case "--scale":
            let value = try Self.value(of: argument, from: &remaining)
            guard let scale = Double(value), Self.scaleRange.contains(scale) else {
                throw .badValue(
                    argument, value,
                    expected: "a number from \(Int(Self.scaleRange.lowerBound)) to "
                        + "\(Int(Self.scaleRange.upperBound)), such as 2")
            }
            self.scale = scale
        default:
            return false
        }
        return true
    }

    /// Checks what no single option can: the offscreen frame's size in pixels.
    public func validate() throws(LaunchOptionError) {
        let scale = self.scale ?? 1
        let pixels = (width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        guard max(pixels.width, pixels.height) <= Self.maximumPixelsPerSide else {
            throw .tooManyPixels(size: size, scale: scale, pixels: pixels, limit: Self.maximumPixelsPerSide)
        }
    }

    // MARK: - Private

    private static let boardNameForm =
        "a board's folder name (letters, digits, \".\", \"-\", \"_\"), such as qemu-x86_64"

    private static func value(of option: String, from remaining: inout ArraySlice<String>) throws(LaunchOptionError)
        -> String
    {
        guard let value = remaining.popFirst() else { throw .missingValue(option) }
        return value
    }
}

/// A launch option an app cannot start with: the option, the value and what it accepts.
public enum LaunchOptionError: Error, Equatable, CustomStringConvertible {
    case missingValue(String)
    case badValue(String, String, expected: String)
    /// The offscreen frame would be larger than `limit` pixels a side.
    case tooManyPixels(size: CGSize, scale: CGFloat, pixels: (width: Int, height: Int), limit: Int)

    public var description: String {
        switch self {
        case .missingValue(let option): "\(option) needs a value. See --help."
        case .badValue(let option, let value, let expected): "\(option) \(value): expected \(expected)."
        case .tooManyPixels(let size, let scale, let pixels, let limit):
            "--size \(Int(size.width))x\(Int(size.height)) at --scale \(formatCoordinate(scale)) is \(pixels.width)x"
                + "\(pixels.height) pixels; the offscreen frame is at most \(limit) pixels a side. "
                + "Use a smaller size or scale."
        }
    }

    public static func == (lhs: LaunchOptionError, rhs: LaunchOptionError) -> Bool {
        lhs.description == rhs.description
    }
}
