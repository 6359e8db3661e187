import FoundationEssentials
import Testing

@testable import Scanout

/// `NSLocalizedString` reads the app's `.strings` tables as iOS does.
@Suite struct LocalizedStringsTests {
    private func utf16LittleEndian(_ text: String) -> [UInt8] {
        [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    @Test func textsComeFromTheTablesOfTheLanguageThenEnglishThenTheKey() throws {
        let english = """
            /* The check-in screen's title */
            "Check in" = "Check in";
            // A one-line comment
            "Welcome, %@!" = "Welcome, %@!";
            "Quote" = "Say \\"hi\\"\\nthen \\U00E9";
            "Only English" = "Only English";
            Plain = Word;
            "Same";
            """
        let german = """
            "Check in" = "Anmelden";
            "Welcome, %@!" = "Willkommen, %@!";
            """
        let temporary = try TemporaryBundle(
            named: "scanout-strings",
            resources: [
                "en.lproj/Localizable.strings": Array(english.utf8),
                "de.lproj/Localizable.strings": utf16LittleEndian(german),
                "en.lproj/Buttons.strings": Array(#""Done" = "Done!";"#.utf8),
                "fr.lproj/Localizable.strings": Array(#""Check in" = "Enregistrer" "Missing semicolon";"#.utf8),
            ])
        defer { temporary.remove() }
        let bundle = temporary.bundle

        // The language's folders first, by the locale's tag and language, then English, Base, flat.
        let files = LocalizedStrings.candidateFiles(table: "Localizable", in: bundle, locale: "de_AT.UTF-8")
        let resources = try #require(bundle.resourcePath)
        #expect(
            files == ["de-AT", "de", "en", "Base"].map { "\(resources)/\($0).lproj/Localizable.strings" }
                + ["\(resources)/Localizable.strings"])
        let german16 = try #require(LocalizedStrings.table(at: "\(resources)/de.lproj/Localizable.strings"))
        #expect(german16["Check in"] == "Anmelden", "UTF-16 with a byte-order mark, as Xcode writes")

        let table = try #require(LocalizedStrings.table(at: "\(resources)/en.lproj/Localizable.strings"))
        #expect(table["Quote"] == "Say \"hi\"\nthen é")
        #expect(table["Plain"] == "Word")
        #expect(table["Same"] == "Same")
        #expect(table.count == 6)
        #expect(LocalizedStrings.table(at: "\(resources)/fr.lproj/Localizable.strings") == nil, "unparsable: skipped")
        #expect(
            LocalizedStrings.parse("\"a\" = \"b\"\n\"c\" = \"d\";")
                == .failure(LocalizedStrings.ParseFailure(line: 2, reason: "expected ';' after the entry for \"a\"")))

        // Through the API, whatever the test's locale: a key only English has, a missing one.
        #expect(NSLocalizedString("Only English", bundle: bundle, comment: "") == "Only English")
        #expect(NSLocalizedString("Not there", bundle: bundle, value: "Fallback", comment: "") == "Fallback")
        #expect(NSLocalizedString("Not there", bundle: bundle, comment: "") == "Not there")
        #expect(bundle.localizedString(forKey: "Done", value: nil, table: "Buttons") == "Done!", "another table")
        #expect(bundle.localizedString(forKey: "Done", value: nil, table: nil) == "Done", "not in Localizable")
        #expect(NSLocalizedString("Check in", comment: "no table in the main bundle") == "Check in")
    }
}
