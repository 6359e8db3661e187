import ScanoutTesting
import Testing

@testable import Scanout

/// Bad layout text and files: each gives an error naming the layout, the line, the reason and the
/// fix, and nothing traps.
@Suite struct KeyboardLayoutFileTests {
    static let valid = """
        layout: xx
        letters:
        a b c
        """

    /// The error `text` gives; fails the test when it parses.
    static func error(_ text: String) -> KeyboardLayoutError? {
        do {
            _ = try KeyboardLayoutParser.parse(text, source: "test.layout")
            Issue.record("expected an error for:\n\(text)")
            return nil
        } catch {
            return error
        }
    }

    @Test func aMinimalLayoutParses() throws {
        let definition = try KeyboardLayoutParser.parse(Self.valid)
        #expect(definition.language == "xx" && definition.letters.count == 1)
        #expect(definition.numbers == KeyboardLayoutParser.englishNumbers)
        #expect(definition.spaceTitle == "space" && definition.decimalSeparator == "." && !definition.isRightToLeft)
    }

    @Test func errorsNameTheLayoutLineReasonAndFix() throws {
        let cases: [(String, Int?, String)] = [
            ("letters:\na b", nil, "no \"layout:\" line"),
            ("layout: xx", nil, "no \"letters:\" page"),
            ("layout: xx\ncolour: red\nletters:\na", 2, "unknown setting \"colour\""),
            ("layout: xx\nlayout: yy\nletters:\na", 2, "appears twice"),
            ("layout: xx\nname:\nletters:\na", 2, "has no value"),
            ("layout: xx\nq w e", 2, "comes before any section"),
            ("layout: xx\nletters:\na b\nkeys:\nc", 4, "\"keys:\" is not a section"),
            ("layout: xx\nletters:\na {caps} b", 3, "unknown key {caps}"),
            ("layout: xx\nletters:\na b\nnumbers:\n1 {shift}", 5, "{shift} is on the \"numbers\" page"),
            ("layout: xx\nletters:\na {more}", 3, "{more} is on the letters page"),
            ("layout: xx\nletters:\na b c d e f g h i j k l m", 3, "the row has 13 keys"),
            ("layout: xx\nletters:\na\nb\nc\nd\ne", 7, "more than 4 rows"),
            ("layout: xx\nletters:\nabcdefghijk", 3, "longer than 8 characters"),
            ("layout: xx\nletters:\na\u{7}", 3, "control character"),
            ("layout: xx\nletters:\na\nalternatives:\na", 5, "nothing to offer"),
            ("layout: xx\nletters:\na\nalternatives:\na à\na á", 6, "two alternatives lines"),
            ("layout: xx\nletters:\na\nalternatives:\na 1 2 3 4 5 6 7 8 9 10 11", 5, "offers 11 alternatives"),
            ("layout: xx\nletters:\na\nletters:\nb", 4, "appears twice"),
            ("layout: xx\ndirection: up\nletters:\na", nil, "neither ltr nor rtl"),
            ("layout: xx\ndecimal: ,,\nletters:\na", nil, "not one character"),
            ("layout: x x\nletters:\na", nil, "not a language tag"),
            ("layout: xx\nletters:\nnumbers:\n1", nil, "no \"letters:\" page"),
        ]
        for (text, line, reason) in cases {
            guard let error = Self.error(text) else { continue }
            #expect(error.line == line, "\(reason): line")
            #expect(error.reason.contains(reason), "\(error.reason) names \(reason)")
            #expect(!error.fix.isEmpty)
            #expect(error.description.contains("keyboard layout"))
        }
        // Named by the layout's tag once read, by the file's name before.
        #expect(Self.error("layout: xx\nletters:\n{x}")?.layout == "xx")
        #expect(Self.error("q w e")?.layout == "test.layout")
        let described = Self.error("layout: de-CH\nletters:\na {caps}")?.description ?? ""
        #expect(described.hasPrefix("keyboard layout \"de-CH\", line 3: unknown key {caps}. Special keys are"))
    }

    @Test func commentsBlankLinesCRLFAndExplicitCapitals() throws {
        let text =
            "// a comment\r\nlayout: tr-x\r\n\r\nletters:\r\n  i|İ ı  \r\n// between\r\n{shift} a {backspace}\r\n"
        let definition = try KeyboardLayoutParser.parse(text)
        #expect(definition.letters[0] == [.character(lower: "i", upper: "İ"), .character(lower: "ı", upper: "I")])
        #expect(definition.letters[1] == [.shift, .character(lower: "a", upper: "A"), .backspace])
        // Symbols that look like syntax are keys.
        let symbols = try KeyboardLayoutParser.parse("layout: xx\nletters:\n{ } | # : ||")
        #expect(symbols.letters[0].count == 6)
    }

    @Test func filesThatCannotBeReadOrAreNotText() throws {
        #expect {
            try UITextInputMode(contentsOfLayoutFile: "/nonexistent/fr.layout")
        } throws: { error in
            let error = error as? KeyboardLayoutError
            return error?.layout == "fr.layout" && error?.reason.contains("cannot be read") == true
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bin-\(UInt32.random(in: 0...UInt32.max))"
        ).path
        _ = FileManager.default.createFile(atPath: path, contents: Data([0x6C, 0xFF, 0xFE, 0x00]))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            try UITextInputMode(contentsOfLayoutFile: path)
        } throws: { error in
            (error as? KeyboardLayoutError)?.reason.contains("not UTF-8") == true
        }
    }

    @Test func randomTextNeverTraps() {
        var random = SplitMix64(seed: 39)
        let pieces = [
            "layout: xx", "letters:", "numbers:", "symbols:", "alternatives:", "{shift}", "{backspace}", "{more}",
            "a", "é", "|", "||", "a|", "|A", "{", "}", "{}", ":", "//", "\n", "\r\n", " ", "\t", "\u{0}", "ß", "ض",
            "direction: rtl", "decimal: ,", "name:", "x:", String(repeating: "w ", count: 20),
        ]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                pieces.randomElement(using: &random)!
            }.joined(separator: Bool.random(using: &random) ? "\n" : " ")
            if let definition = try? KeyboardLayoutParser.parse(text) {
                #expect(!definition.letters.isEmpty)
                let layout = KeyboardLayout(
                    page: .letters, type: .default, uppercase: true, returnKeyType: .go, definition: definition,
                    showsGlobe: true)
                for placed in layout.placedKeys(in: CGRect(x: 0, y: 0, width: 320, height: 216)) {
                    #expect(placed.frame.minX >= 0 && placed.frame.maxX <= 320)
                }
            }
        }
    }
}

