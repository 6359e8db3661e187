import Scanout
import ScanoutTesting

/// The benchmark's command line: which benchmarks and which sizes.
struct BenchmarkOptions {
    var selected: Set<Character> = [
        "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u", "v",
        "w", "x", "y", "z", "R",
    ]
    /// Screens the memory benchmark (t) opens and closes.
    var churnScreens = 10_000
    /// The pixel paths every benchmark's host takes: all cores unless `--one-core`.
    var pixelPaths = PixelPaths()
    var sizes = [CGSize(width: 800, height: 480), CGSize(width: 1280, height: 800), CGSize(width: 1920, height: 1080)]

    init(arguments: ArraySlice<String>) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--only":
                selected = Set(remaining.popFirst() ?? "")
            case "--repeat":
                // More measured runs of every row, for a profiler to gather enough samples; the
                // medians are the same runs' medians.
                if let factor = remaining.popFirst().flatMap({ Int($0) }), factor >= 1 {
                    Measurement.runFactor = factor
                } else {
                    print("scanout-bench: --repeat needs a whole number of 1 or more; running each row as usual")
                }
            case "--screens":
                if let count = remaining.popFirst().flatMap({ Int($0) }), count >= 200 {
                    churnScreens = count
                } else {
                    print("scanout-bench: --screens needs a whole number of 200 or more; opening 10,000")
                }
            case "--one-core":
                // The frame's pixman work on the main thread alone, to compare with all cores.
                pixelPaths.usesAllCores = false
            case "--size":
                let parts = (remaining.popFirst() ?? "").split(separator: "x").compactMap { Double($0) }
                if parts.count == 2 { sizes = [CGSize(width: parts[0], height: parts[1])] }
            default:
                print(
                    "scanout-bench: ignoring unknown argument \(argument); use --only LETTERS, --size WxH, --one-core, --repeat N, --screens N"
                )
            }
        }
    }

    /// Runs `benchmark` when `letter` is selected; `.nan` (shown as "–") otherwise.
    func run(_ letter: Character, _ benchmark: () -> Double) -> Double {
        selected.contains(letter) ? benchmark() : .nan
    }
}

/// The pixel paths every benchmark's host takes (`BenchmarkOptions.pixelPaths`, set once the
/// command line is read).
@MainActor var benchmarkPixelPaths = PixelPaths()

/// A test host for a benchmark, with the pixel paths the options chose.
@MainActor func benchmarkHost(size: CGSize = CGSize(width: 800, height: 480)) -> TestHost {
    let host = TestHost(size: size)
    host.application.pixelPaths = benchmarkPixelPaths
    return host
}
