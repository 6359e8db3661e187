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

/// Choosing the language in the app, as a kiosk does for each visitor: one language's folder
/// opened as a bundle, and what Foundation says about a bundle's languages.
@Suite struct BundleLocalizationsTests {
    static func languages() throws -> TemporaryBundle {
        try TemporaryBundle(
            named: "scanout-localizations",
            resources: [
                "de.lproj/Localizable.strings": Array(#""Check in" = "Anmelden";"#.utf8),
                "zh-Hans.lproj/Localizable.strings": Array(#""Check in" = "签到";"#.utf8),
                "ar.lproj/Localizable.strings": Array(#""Check in" = "تسجيل الوصول";"#.utf8),
                "Base.lproj/Main.strings": Array(#""a" = "b";"#.utf8),
                "logo.png": [0x89, 0x50, 0x4E, 0x47],
            ])
    }

    @Test func aLanguageFolderIsAResourceAndABundle() throws {
        let temporary = try Self.languages()
        defer { temporary.remove() }
        let bundle = temporary.bundle
        let folder = try #require(bundle.path(forResource: "zh-Hans", ofType: "lproj"), "folders are resources")
        #expect(folder.hasSuffix("/zh-Hans.lproj"))
        #expect(bundle.url(forResource: "de", withExtension: "lproj")?.lastPathComponent == "de.lproj")
        #expect(bundle.path(forResource: "logo", ofType: "png") != nil)
        #expect(bundle.path(forResource: "fr", ofType: "lproj") == nil)
        for name in ["", ".", "..", "/", "de.lproj/../../../../etc"] as [String] {
            _ = bundle.path(forResource: name, ofType: "lproj")
        }
        #expect(bundle.path(forResource: nil, ofType: "lproj") == nil)

        let chinese = try #require(Bundle(path: folder))
        #expect(NSLocalizedString("Check in", bundle: chinese, comment: "") == "签到")
        let arabic = try #require(bundle.path(forResource: "ar", ofType: "lproj").flatMap(Bundle.init(path:)))
        #expect(arabic.localizedString(forKey: "Check in", value: nil, table: nil) == "تسجيل الوصول")
        #expect(arabic.localizedString(forKey: "Missing", value: "", table: nil) == "Missing")
    }

    @Test func theBundleListsItsLanguagesAndPicksThePreferredOnes() throws {
        let temporary = try Self.languages()
        defer { temporary.remove() }
        let bundle = temporary.bundle
        #expect(bundle.localizations == ["ar", "de", "zh-Hans"], "Base is not a language")
        #expect(bundle.developmentLocalization == "en")
        #expect(bundle.preferredLocalizations.count == 1)

        let available = bundle.localizations
        #expect(Bundle.preferredLocalizations(from: available, forPreferences: ["de-AT"]) == ["de"])
        #expect(Bundle.preferredLocalizations(from: available, forPreferences: ["zh-CN"]) == ["zh-Hans"])
        #expect(Bundle.preferredLocalizations(from: available, forPreferences: ["zh_SG"]) == ["zh-Hans"])
        #expect(Bundle.preferredLocalizations(from: ["zh-Hant", "zh-Hans"], forPreferences: ["zh-TW"]) == ["zh-Hant"])
        #expect(Bundle.preferredLocalizations(from: available, forPreferences: ["fr-FR", "ar-EG"]) == ["ar"])
        #expect(
            Bundle.preferredLocalizations(from: ["en", "zh_CN"], forPreferences: ["zh-CN"]) == ["zh_CN"],
            "old folder names")
        #expect(
            Bundle.preferredLocalizations(from: available, forPreferences: ["fr"]) == ["ar"], "none suits: the first")
        #expect(Bundle.preferredLocalizations(from: [], forPreferences: ["de"]) == [])
        #expect(Bundle.preferredLocalizations(from: available, forPreferences: ["", "C", "POSIX", "@", "."]) == ["ar"])

        #expect(ProcessLocale.localizationCandidates(for: "zh_CN.UTF-8") == ["zh-CN", "zh-Hans", "zh"])
        #expect(ProcessLocale.localizationCandidates(for: "zh_HK") == ["zh-HK", "zh-Hant", "zh"])
        #expect(ProcessLocale.localizationCandidates(for: "de_AT.UTF-8@euro") == ["de-AT", "de"])
        #expect(ProcessLocale.localizationCandidates(for: "C.UTF-8").isEmpty)
        let files = LocalizedStrings.candidateFiles(table: "Localizable", in: bundle, locale: "zh_CN.UTF-8")
        #expect(files.contains { $0.hasSuffix("/zh-Hans.lproj/Localizable.strings") }, "Xcode's folder for zh_CN")
    }
}
