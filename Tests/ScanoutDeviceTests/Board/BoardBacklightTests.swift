import FoundationEssentials
import ScanoutTesting
import Testing

@testable import ScanoutBoard

/// The board file's `backlight` section and the idle stages in `display` (`dimAfter`,
/// `dimBrightness`): every key read, every mistake named, random values never trap.
@Suite struct BoardBacklightTests {
    static func parse(_ json: String) throws(BoardFileError) -> BoardConfiguration {
        try BoardConfiguration.parse(Data(json.utf8), file: "Boards/test/board.json")
    }

    static func refusal(_ json: String) -> String {
        do {
            _ = try parse(json)
            return "accepted"
        } catch {
            return error.description
        }
    }

    @Test func everyKeyIsRead() throws {
        let board = try BoardBacklightTests.parse(
            """
            { "display": { "dimAfter": 45, "dimBrightness": 0.1, "blankAfter": 300 },
              "backlight": { "device": "intel_backlight", "minimum": 0.02, "maximum": 0.9, "curve": "linear" } }
            """)
        #expect(board.display.dimAfter == 45 && board.display.dimBrightness == 0.1 && board.display.blankAfter == 300)
        var expected = BoardConfiguration.Backlight()
        expected.device = "intel_backlight"
        expected.minimum = 0.02
        expected.maximum = 0.9
        expected.curve = .linear
        #expect(board.backlight == expected)
    }

    @Test func leftOutKeysTakeTheirDefaults() throws {
        let none = try BoardBacklightTests.parse(#"{ "display": { "dimAfter": 0 } }"#)
        #expect(none.backlight == nil && none.display.dimAfter == nil && none.display.dimBrightness == 0.2)
        let auto = try BoardBacklightTests.parse(#"{ "backlight": { "device": "auto" } }"#)
        #expect(auto.backlight == BoardConfiguration.Backlight())
        #expect(
            auto.backlight?.device == nil && auto.backlight?.minimum == 0.05 && auto.backlight?.curve == .perceptual)
        // Dimming without blanking is a stage of its own.
        #expect(try BoardBacklightTests.parse(#"{ "display": { "dimAfter": 30 } }"#).display.dimAfter == 30)
    }

    @Test func everyMistakeNamesTheFileTheKeyAndWhatWasExpected() {
        let cases: [(String, String)] = [
            (#"{ "backlight": 1 }"#, #""backlight": found the number 1; expected an object"#),
            (
                #"{ "backlight": { "devise": "x" } }"#,
                #""backlight.devise": is not a board file key; the keys here are "device", "minimum", "maximum", "curve""#
            ),
            (#"{ "backlight": { "device": "" } }"#, #""backlight.device": is empty; expected a name, or "auto""#),
            (
                #"{ "backlight": { "device": "../../../etc" } }"#,
                #""backlight.device": found "../../../etc"; expected a name in /sys/class/backlight"#
            ),
            (#"{ "backlight": { "device": ".." } }"#, #""backlight.device": found ".."; expected a name"#),
            (
                #"{ "backlight": { "minimum": 0 } }"#,
                #""backlight.minimum": found the number 0; expected a fraction of the backlight's max_brightness above 0 and up to 1 (0 would leave the panel dark)"#
            ),
            (
                #"{ "backlight": { "maximum": 1.5 } }"#,
                #""backlight.maximum": found the number 1.5; expected a fraction"#
            ),
            (#"{ "backlight": { "minimum": "low" } }"#, #""backlight.minimum": found "low"; expected a number"#),
            (
                #"{ "backlight": { "minimum": 0.5, "maximum": 0.5 } }"#,
                #""backlight.minimum": is 0.5, not below backlight.maximum (0.5); the range brightness spans would be empty"#
            ),
            (
                #"{ "backlight": { "curve": "gamma" } }"#,
                #""backlight.curve": found "gamma"; expected "perceptual" (equal steps look equal; CIE 1976 lightness) or "linear""#
            ),
            (
                #"{ "display": { "dimAfter": -1 } }"#,
                #""display.dimAfter": found the number -1; expected seconds from 0 to 86400 (a day); 0 never dims"#
            ),
            (#"{ "display": { "dimAfter": 1e300 } }"#, #""display.dimAfter": found the number"#),
            (#"{ "display": { "dimAfter": true } }"#, #""display.dimAfter": found true; expected a number"#),
            (
                #"{ "display": { "dimBrightness": 2 } }"#,
                #""display.dimBrightness": found the number 2; expected a brightness from 0 to 1"#
            ),
            (
                #"{ "display": { "dimAfter": 300, "blankAfter": 300 } }"#,
                #""display.dimAfter": is 300 seconds, not before display.blankAfter (300): the screen would be off before it dims"#
            ),
        ]
        for (json, expected) in cases {
            let message = BoardBacklightTests.refusal(json)
            #expect(message.contains(expected), "\(json) → \(message)")
            #expect(message.hasPrefix("board file Boards/test/board.json: "), "\(json) → \(message)")
        }
    }

    /// Random values in every key: accepted ones are in range, refused ones name their key;
    /// nothing traps.
    @Test func randomValuesAreReadOrRefusedNeverTrapping() {
        var random = SeededRandomNumberGenerator(seed: 38_03)
        let numbers: [String] = [
            "-1e308", "1e308", "-0", "0", "0.5", "1", "2", "1e-300", "86400", "86401", "NaN", "\"1\"", "null", "[]",
        ]
        for _ in 0..<2_000 {
            func pick() -> String { numbers[Int(random.next() % UInt64(numbers.count))] }
            let json =
                #"{ "display": { "dimAfter": \#(pick()), "dimBrightness": \#(pick()), "blankAfter": \#(pick()) }, "#
                + #""backlight": { "minimum": \#(pick()), "maximum": \#(pick()), "curve": "perceptual" } }"#
            do {
                let board = try BoardBacklightTests.parse(json)
                let backlight = board.backlight ?? BoardConfiguration.Backlight()
                #expect(backlight.minimum > 0 && backlight.minimum < backlight.maximum && backlight.maximum <= 1)
                #expect((0...1).contains(board.display.dimBrightness))
                if let dim = board.display.dimAfter, let blank = board.display.blankAfter { #expect(dim < blank) }
            } catch {
                #expect(error.key != nil || error.message.contains("JSON"), "\(json) → \(error)")
            }
        }
    }
}

