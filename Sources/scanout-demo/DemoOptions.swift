import Scanout
import ScanoutDevice

/// The demo's command line.
struct DemoOptions {
    var screenshotDirectory = "demo-screenshots"
    var size = CGSize(width: 800, height: 480)
    var scale: CGFloat = 1
    /// The board to run on (its display and input devices); nil runs offscreen with the script.
    var board: String?
    /// Whether to play the scripted visit (always offscreen; on a board only with --script).
    var playsScript = false

    /// Reads `--screenshot DIR`, `--size WxH` and `--scale N`; `SCANOUT_SCREENSHOT_DIR` sets the
    /// default directory.
    static func parse(_ arguments: ArraySlice<String>, environment: [String: String]) throws -> DemoOptions {
        var options = DemoOptions()
        if let directory = environment["SCANOUT_SCREENSHOT_DIR"], !directory.isEmpty {
            options.screenshotDirectory = directory
        }
        // SCANOUT_BOARD as the launcher reads it; --board below overrides it.
        options.board = DeviceLauncher.boardName(arguments: [], environment: environment)
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--board":
                guard let value = remaining.popFirst() else { throw DemoOptionError.missingValue(argument) }
                options.board = value
            case "--offscreen":
                options.board = nil
            case "--script":
                options.playsScript = true
            case "--screenshot":
                guard let value = remaining.popFirst() else { throw DemoOptionError.missingValue(argument) }
                options.screenshotDirectory = value
            case "--size":
                guard let value = remaining.popFirst() else { throw DemoOptionError.missingValue(argument) }
                let parts = value.split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts[0] >= 100, parts[1] >= 100 else {
                    throw DemoOptionError.badValue(argument, value, expected: "WIDTHxHEIGHT in points, each 100 or more")
                }
                options.size = CGSize(width: parts[0], height: parts[1])
            case "--scale":
                guard let value = remaining.popFirst() else { throw DemoOptionError.missingValue(argument) }
                guard let scale = Double(value), scale >= 1, scale <= 4 else {
                    throw DemoOptionError.badValue(argument, value, expected: "a number from 1 to 4")
                }
                options.scale = scale
            default:
                throw DemoOptionError.unknown(argument)
            }
        }
        return options
    }
}

enum DemoOptionError: Error, CustomStringConvertible {
    case missingValue(String)
    case badValue(String, String, expected: String)
    case unknown(String)

    var description: String {
        switch self {
        case .missingValue(let option): "\(option) needs a value."
        case .badValue(let option, let value, let expected): "\(option) \(value): expected \(expected)."
        case .unknown(let option):
            "unknown option \(option). Use --board NAME, --offscreen, --script, --screenshot DIR, --size WxH, --scale N."
        }
    }
}
