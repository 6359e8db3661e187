import Scanout
import Testing

@testable import scanout_demo

/// The demo's command line: every value checked before anything starts, each refusal naming the
/// option, the value and the accepted form.
@Suite struct DemoOptionsTests {
    static func parse(_ arguments: [String], environment: [String: String] = [:]) throws(DemoOptionError)
        -> DemoOptions
    {
        try DemoOptions.parse(arguments[...], environment: environment)
    }

    /// The message for `arguments`, which must be refused.
    static func refusal(_ arguments: [String], environment: [String: String] = [:]) -> String {
        do {
            let options = try parse(arguments, environment: environment)
            return "accepted \(options)"
        } catch {
            return error.description
        }
    }

    @Test func defaultsAndEveryOption() throws {
        let defaults = try DemoOptionsTests.parse([])
        #expect(defaults == DemoOptions())
        #expect(defaults.size == CGSize(width: 800, height: 480) && defaults.scale == nil && defaults.board == nil)
        let options = try DemoOptionsTests.parse(
            ["--board", "raspberrypi4", "--script", "--screenshot", "shots", "--size", "1280x800", "--scale", "2"],
            environment: ["SCANOUT_SCREENSHOT_DIR": "elsewhere"])
        #expect(options.board == "raspberrypi4" && options.playsScript && options.screenshotDirectory == "shots")
        #expect(options.size == CGSize(width: 1280, height: 800) && options.scale == 2)
        let environment = try DemoOptionsTests.parse(["--offscreen"], environment: ["SCANOUT_BOARD": "qemu-x86_64"])
        #expect(environment.board == nil, "--offscreen overrides SCANOUT_BOARD")
        #expect(try DemoOptionsTests.parse(["--help"]).showsHelp)
        // The limits themselves are accepted.
        #expect(
            try DemoOptionsTests.parse(["--size", "100x4096", "--scale", "2"]).size == CGSize(width: 100, height: 4096))
    }

    @Test func sizesOutsideTheRangeAreRefusedNamingTheForm() {
        let form = "expected WIDTHxHEIGHT in points, whole numbers from 100 to 4096 each, such as 1280x800."
        for value in [
            "100000x100000", "1e9x100", "infxinf", "nanx480", "800x", "800x480x2", "-800x480", "99x480",
            "800.5x480", "", "x",
        ] {
            #expect(DemoOptionsTests.refusal(["--size", value]) == "--size \(value): \(form)", "\(value)")
        }
        #expect(DemoOptionsTests.refusal(["--size"]) == "--size needs a value. See --help.")
    }

    @Test func scalesOutsideTheRangeAndFramesTooLargeAreRefused() {
        for value in ["0", "0.5", "5", "inf", "nan", "two"] {
            #expect(
                DemoOptionsTests.refusal(["--scale", value])
                    == "--scale \(value): expected a number from 1 to 4, such as 2.")
        }
        #expect(
            DemoOptionsTests.refusal(["--size", "4096x2160", "--scale", "4"])
                == "--size 4096x2160 at --scale 4 is 16384x8640 pixels; the offscreen frame is at most 8192 pixels a side. "
                + "Use a smaller size or scale.")
    }

    /// A board is a folder of the boards directory: a name cannot climb out of it.
    @Test func boardNamesAreFolderNames() {
        let form = "expected a board's folder name (letters, digits, \".\", \"-\", \"_\"), such as qemu-x86_64."
        for name in ["../../../../etc", "..", ".hidden", "qemu/../../etc", "/etc", "a b", "pi4\n"] {
            #expect(DemoOptionsTests.refusal(["--board", name]) == "--board \(name): \(form)", "\(name)")
        }
        #expect(
            DemoOptionsTests.refusal([], environment: ["SCANOUT_BOARD": "../boards"])
                == "SCANOUT_BOARD ../boards: \(form)")
        #expect(DemoOptionsTests.refusal(["--board", "generic-x86_64.v2_test"]).hasPrefix("accepted"))
    }

    @Test func unknownOptionsListTheKnownOnes() {
        #expect(DemoOptionsTests.refusal(["--fullscreen"]).contains("unknown option --fullscreen. Use --board NAME"))
        #expect(DemoOptionsTests.refusal(["--fullscreen"]).contains("--help"))
    }

    @Test func theUsageStatesTheRanges() {
        #expect(DemoOptions.usage.hasPrefix("Usage: scanout-demo "))
        #expect(DemoOptions.usage.contains("whole numbers from 100 to 4096 each"))
        #expect(DemoOptions.usage.contains("from 1 to 4"))
        #expect(DemoOptions.usage.contains("at most 8192 pixels a side"))
        #expect(!DemoOptions.usage.contains("\\"), "no line continuation left in the text")
    }

    /// `--replay FILE`: a value is needed, and it cannot be combined with a visit.
    @Test func replayTakesAFileAndNoVisit() throws {
        #expect(try DemoOptionsTests.parse(["--replay", "visit.jsonl"]).replayPath == "visit.jsonl")
        #expect(DemoOptionsTests.refusal(["--replay"]) == "--replay needs a value. See --help.")
        #expect(
            DemoOptionsTests.refusal(["--replay", "visit.jsonl", "--script"])
                == "--replay plays a recording instead of a visit: drop --script and --accessible, or --replay.")
        #expect(DemoOptions.usage.contains("--replay FILE"))
    }

    /// `--wait`: nothing plays, offscreen too (for the inspector); nothing to play with it.
    @Test func waitPlaysNothingAndTakesNoVisit() throws {
        #expect(try DemoOptionsTests.parse(["--wait"]).waits)
        #expect(try !DemoOptionsTests.parse([]).waits)
        for visit in [["--script"], ["--accessible"], ["--replay", "visit.jsonl"]] {
            #expect(
                DemoOptionsTests.refusal(["--wait"] + visit)
                    == "--wait plays nothing: drop --script, --accessible and --replay, or --wait.")
        }
        #expect(DemoOptions.usage.contains("--wait "))
    }
}
