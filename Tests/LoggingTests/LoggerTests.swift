import Foundation
import Testing

@testable import ScanoutCore
@testable import os

/// `os.Logger` as iOS code uses it: the lines it writes, its levels, the privacy of interpolated
/// values, formats, and the journal's priority prefixes.
@Suite struct LoggerTests {
    let logger = Logger(subsystem: "com.example.kiosk", category: "check-in")

    @Test func linesNameTheSubsystemAndCategoryAndSayTheLevel() {
        #expect(logger.line("Ready", priority: .info, revealingPrivate: false) == "[com.example.kiosk:check-in] Ready")
        #expect(logger.line("Low paper", priority: .warning, revealingPrivate: false).hasSuffix("] warning: Low paper"))
        #expect(logger.line("No printer", priority: .error, revealingPrivate: false).hasSuffix("] error: No printer"))
        #expect(logger.line("Bad state", priority: .critical, revealingPrivate: false).hasSuffix("] fault: Bad state"))
        #expect(Logger().line("Plain", priority: .notice, revealingPrivate: false) == "Plain")
        #expect(
            Logger(subsystem: "com.example", category: "").line("x", priority: .info, revealingPrivate: false)
                == "[com.example] x")
        #expect(LogLevels.priority(of: .debug) == .debug && LogLevels.priority(of: .info) == .info)
        #expect(LogLevels.priority(of: .default) == .notice && LogLevels.priority(of: .error) == .error)
        #expect(LogLevels.priority(of: .fault) == .critical)
        #expect(LogLevels.priority(of: OSLogType(rawValue: 0x7F)) == .notice, "an unknown type is the default")
    }

    @Test func stringsArePrivateNumbersPublicAsOnApplesPlatforms() {
        let name = "Ada Lovelace"
        let desk = 4
        let message: OSLogMessage = "Visitor \(name) at desk \(desk), badge \(true), ratio \(0.5)"
        #expect(message.rendered(revealingPrivate: false) == "Visitor <private> at desk 4, badge true, ratio 0.500000")
        #expect(
            message.rendered(revealingPrivate: true) == "Visitor Ada Lovelace at desk 4, badge true, ratio 0.500000")
        let marked: OSLogMessage = "\(name, privacy: .public) \(desk, privacy: .private) \(name, privacy: .sensitive)"
        #expect(marked.rendered(revealingPrivate: false) == "Ada Lovelace <private> <private>")
        #expect(marked.rendered(revealingPrivate: true) == "Ada Lovelace 4 <private>", "sensitive is never shown")
        let described: OSLogMessage = "\(URLComponents(string: "https://x.test")!) \(String.self)"
        #expect(described.rendered(revealingPrivate: false) == "<private> String", "objects private, types public")
    }

    @Test func hashMasksTellEqualValuesApartWithoutShowingThem() {
        let first: OSLogMessage = "\("Ada", privacy: .private(mask: .hash))"
        let again: OSLogMessage = "\("Ada", privacy: .private(mask: .hash))"
        let other: OSLogMessage = "\("Bob", privacy: .private(mask: .hash))"
        let shown = first.rendered(revealingPrivate: false)
        #expect(shown.hasPrefix("<mask.hash: '") && !shown.contains("Ada"))
        #expect(shown == again.rendered(revealingPrivate: false))
        #expect(shown != other.rendered(revealingPrivate: false))
        let sensitive: OSLogMessage = "\("Ada", privacy: .sensitive(mask: .hash))"
        #expect(sensitive.rendered(revealingPrivate: true).hasPrefix("<mask.hash: '"))
    }

    @Test func numbersTakeTheirFormatsAndAlignment() {
        let message: OSLogMessage =
            "\(255, format: .hex) \(255, format: .hex(includePrefix: true, uppercase: true)) \(8, format: .octal(includePrefix: true)) \(7, format: .decimal(minDigits: 3)) \(-7, format: .decimal(explicitPositiveSign: true)) \(5, format: .decimal(explicitPositiveSign: true))"
        #expect(message.rendered(revealingPrivate: false) == "ff 0XFF 010 007 -7 +5")
        let floats: OSLogMessage =
            "\(3.14159, format: .fixed(precision: 2)) \(2.5, format: .fixed(precision: 0)) \(3.5, format: .fixed(precision: 0)) \(1234.5, format: .exponential(precision: 2)) \(Float(0.25)) \(0.000123, format: .exponential(precision: 1))"
        #expect(floats.rendered(revealingPrivate: false) == "3.14 2 4 1.23e+03 0.250000 1.2e-04")
        let aligned: OSLogMessage =
            "[\(42, align: .right(columns: 5))][\("ok", align: .left(columns: 4), privacy: .public)]"
        #expect(aligned.rendered(revealingPrivate: false) == "[   42][ok  ]")
        let truth: OSLogMessage = "\(true, format: .answer) \(false)"
        #expect(truth.rendered(revealingPrivate: false) == "YES false")
    }

    @Test func valuesAreReadOnlyWhenTheMessageIsWritten() {
        final class Counter: @unchecked Sendable { var reads = 0 }
        let counter = Counter()
        func expensive() -> String {
            counter.reads += 1
            return "detail"
        }
        #expect(!LogOutput.isEnabled(.debug), "debug is off unless SCANOUT_LOG_LEVEL=debug")
        logger.debug("state: \(expensive())")
        logger.trace("state: \(expensive())")
        #expect(counter.reads == 0)
        #expect(!OSLog.disabled.isEnabled(type: .fault))
        #expect(OSLog.default.isEnabled(type: .error) && !OSLog.default.isEnabled(type: .debug))
        os_log(.error, log: .disabled, "never \(expensive())")
        #expect(counter.reads == 0)
    }

    @Test func theJournalGetsEveryLineWithItsPriority() {
        #expect(LogOutput.formatted("one", priority: .warning, forJournal: true) == "<4>one\n")
        #expect(LogOutput.formatted("one\ntwo", priority: .error, forJournal: true) == "<3>one\n<3>two\n")
        #expect(LogOutput.formatted("one\ntwo", priority: .error, forJournal: false) == "one\ntwo\n")
        #expect(LogOutput.formatted("", priority: .info, forJournal: true) == "<6>\n")
        // JOURNAL_STREAM is "device:inode" of the stream systemd connected.
        #expect(LogOutput.journalStream("2049:12345", matchesDevice: 2049, inode: 12345))
        #expect(!LogOutput.journalStream("2049:12345", matchesDevice: 2049, inode: 1))
        for garbage in ["", ":", "2049", "2049:", ":1", "a:b", "1:2:3", "-1:2", "99999999999999999999999:1"] {
            #expect(!LogOutput.journalStream(garbage, matchesDevice: 1, inode: 2), "\(garbage)")
        }
        #expect(LogOutput.Priority.debug < .info && LogOutput.Priority.critical > .error)
    }

    /// What the logger writes reaches standard error as one line per message, at the levels the
    /// threshold lets through; `import OSLog` gives the same logger.
    @Test func linesReachStandardError() throws {
        let marker = "marker-\(UInt32.random(in: 0 ... .max))"
        let written = try captureStandardError {
            logger.info("\(marker, privacy: .public) info")
            logger.debug("\(marker, privacy: .public) debug")
            logger.error("\(marker, privacy: .public) error for \("Ada")")
            Logger(subsystem: "x", category: "y").notice("\(marker, privacy: .public) via OSLog")
        }
        let lines = written.split(separator: "\n").filter { $0.contains(marker) }.map(String.init)
        #expect(
            lines == [
                "[com.example.kiosk:check-in] \(marker) info",
                "[com.example.kiosk:check-in] error: \(marker) error for <private>",
                "[x:y] \(marker) via OSLog",
            ], "\(lines)")
    }

    /// Hostile values: control characters, huge and odd numbers, empty strings, huge paddings:
    /// never a trap, and memory stays flat over many messages.
    @Test func hostileValuesNeverTrap() {
        var generator = SystemRandomNumberGenerator()
        let doubles: [Double] = [
            .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -0.0, .leastNonzeroMagnitude, 1e300,
        ]
        let ints: [Int] = [.min, .max, 0, -1]
        for _ in 0..<2_000 {
            let double = doubles.randomElement(using: &generator)!
            let int = ints.randomElement(using: &generator)!
            let text = String(
                (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                    Character(Unicode.Scalar(UInt8.random(in: 0...127, using: &generator)))
                })
            let message: OSLogMessage =
                "\(double, format: .fixed(precision: Int.random(in: -5...40, using: &generator))) \(double, format: .exponential(precision: 99)) \(int, format: .hex(minDigits: Int.max)) \(int, format: .decimal(minDigits: -3)) \(text, align: .left(columns: Int.max)) \(text, privacy: .private(mask: .hash))"
            let rendered = message.rendered(revealingPrivate: Bool.random(using: &generator))
            #expect(rendered.count < 2_000)
        }
        let nan: OSLogMessage =
            "\(Double.nan) \(Double.infinity, format: .exponential) \(-Double.infinity, format: .fixed(explicitPositiveSign: true))"
        #expect(nan.rendered(revealingPrivate: false) == "nan inf -inf")
        let tiny: OSLogMessage = "\(Double.leastNonzeroMagnitude, format: .exponential(precision: 1))"
        #expect(tiny.rendered(revealingPrivate: false) == "4.9e-324")
    }

    /// Runs `body` with standard error going to a file, and returns what was written.
    private func captureStandardError(_ body: () -> Void) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)").path
        let file = open(path, O_CREAT | O_RDWR | O_TRUNC, 0o600)
        try #require(file >= 0)
        let saved = dup(2)
        dup2(file, 2)
        body()
        dup2(saved, 2)
        close(saved)
        close(file)
        defer { unlink(path) }
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}
