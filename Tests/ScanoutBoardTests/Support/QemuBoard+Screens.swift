import Foundation
import Scanout

extension QemuBoard {
    /// Where failed comparisons leave the board's and the expected screens (PPM files).
    static var outputDirectory: String { boardDirectory + "/board-test" }

    /// Polls the board's screen until it matches `expected` — at most `tolerance` of the pixels
    /// differing by more than a small threshold, which leaves room for a blinking caret and
    /// nothing larger — or throws after `timeout` seconds, leaving both screens and the
    /// difference in `outputDirectory`.
    func expectScreen(
        matches expected: ScreenPixels, _ name: String, within timeout: TimeInterval = 20,
        tolerance: Double = 0.002
    ) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var last: (ScreenPixels, ScreenDifference)?
        repeat {
            let actual = try screen()
            guard actual.width == expected.width, actual.height == expected.height else {
                throw Failure(
                    description: "\(name): the board shows \(actual.width)×\(actual.height), "
                        + "expected \(expected.width)×\(expected.height)")
            }
            let difference = ScreenDifference(actual, expected)
            if difference.fraction <= tolerance { return }
            last = (actual, difference)
            usleep(250_000)
        } while Date() < deadline
        let slug = name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }.reduce("") { $0 + String($1) }
        try? FileManager.default.createDirectory(atPath: QemuBoard.outputDirectory, withIntermediateDirectories: true)
        let base = QemuBoard.outputDirectory + "/" + slug
        last?.0.writePPM(to: base + ".board.ppm")
        expected.writePPM(to: base + ".expected.ppm")
        throw Failure(
            description: "\(name): after \(Int(timeout)) s the board's screen still differs from the "
                + "offscreen render: \(last.map { "\($0.1)" } ?? "no screendump"). See \(base).board.ppm and "
                + "\(base).expected.ppm")
    }

    /// Polls screendumps until the screen differs from `before` inside `region` (more than
    /// `minimumPixels` pixels). Returns the screen, when (after `start`) the screendump that
    /// showed the change was asked for, and the time since the previous screendump was asked
    /// for — the change happened within that window. Comparing only `region` keeps the host's
    /// share of each poll small, so the guest's two emulated CPUs keep the machine's cores.
    func waitForChange(
        from before: ScreenPixels, since start: Date, region: (x: Int, y: Int, width: Int, height: Int),
        minimumPixels: Int = 20, timeout: TimeInterval = 10
    ) throws -> (screen: ScreenPixels, seconds: Double, window: Double) {
        var previousRequest = start
        while Date().timeIntervalSince(start) < timeout {
            let request = Date()
            let now = try screen()
            if ScreenDifference(now, before, region: region).differingPixels >= minimumPixels {
                return (now, request.timeIntervalSince(start), request.timeIntervalSince(previousRequest))
            }
            previousRequest = request
        }
        throw Failure(description: "the screen did not change within \(Int(timeout)) s of the input")
    }

    /// The screen once it has stopped changing (two screendumps `spacing` seconds apart are the
    /// same): what a latency measurement starts from, so an earlier change still on its way (the
    /// cursor following a move) is not mistaken for the response.
    func stableScreen(spacing: TimeInterval = 0.15, timeout: TimeInterval = 10) throws -> ScreenPixels {
        let deadline = Date().addingTimeInterval(timeout)
        var previous = try screen()
        while Date() < deadline {
            usleep(useconds_t(spacing * 1_000_000))
            let now = try screen()
            if now == previous { return now }
            previous = now
        }
        throw Failure(description: "the screen kept changing for \(Int(timeout)) s")
    }

    /// How far apart screendumps go so that two in a row do not catch the same frame: 150 ms (a
    /// frame took 13-26 ms on an idle host), or 1.5 times the longest render time the app's
    /// trace gives for the last three frames before `start` and any frame since (the guest's
    /// frames slow down with the host's load), at most 600 ms. Asked again before each
    /// screendump: the trace of the frames just before a release may come after it.
    func screendumpSpacing(since start: Int) -> TimeInterval {
        let frame = #"^Scanout trace: frame .*, rendered in [0-9.]+ ms"#
        // The frames since `start` are the last ones of all.
        let recent = lines(matching: frame, since: 0).suffix(lines(matching: frame, since: start).count + 3)
        let longest =
            recent.compactMap { line in
                line.firstMatch(of: /rendered in ([0-9.]+) ms/).flatMap { Double($0.1) }
            }.max() ?? 0
        return min(0.6, max(0.15, 1.5 * longest / 1000))
    }

    /// `count` screendumps, each asked for `interval()` seconds after the one before (asked again
    /// after each screendump), with when each was asked for (seconds after `start`). Nothing is
    /// compared here: the caller compares once they are all taken, so the host's work does not
    /// slow the guest while it is being watched.
    func screens(count: Int, every interval: () -> TimeInterval, since start: Date) throws
        -> [(screen: ScreenPixels, seconds: Double)]
    {
        var screens: [(screen: ScreenPixels, seconds: Double)] = []
        var next = Date()
        for _ in 0..<count {
            let wait = next.timeIntervalSinceNow
            if wait > 0 { usleep((wait * 1_000_000).clampedInteger(useconds_t.self, rounding: .up)) }
            let request = Date()
            screens.append((try screen(), request.timeIntervalSince(start)))
            next = request.addingTimeInterval(interval())
        }
        return screens
    }
}
