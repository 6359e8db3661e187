import ScanoutTesting
import Testing

@testable import Scanout

/// Keyboards by language: the built-in layouts, typing on them, the globe key and
/// `UITextInputMode`, and long presses for alternatives. Through the public API, as an app would:
/// choose the modes, focus a field, tap keys by title, read the field.
@MainActor
@Suite struct KeyboardLanguageTests {
    /// A host with an editing field and the keyboards for `languages` active (the first showing).
    static func editing(
        _ languages: [String], type: UIKeyboardType = .default, size: CGSize = CGSize(width: 800, height: 480),
        scale: CGFloat = 1
    ) throws -> (TestHost, UITextField) {
        let host = TestHost(size: size, scale: scale)
        let modes = try languages.map { try #require(UITextInputMode.inputMode(forLanguage: $0)) }
        UITextInputMode.setActiveInputModes(modes)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: size.width - 40, height: 40))
        field.borderStyle = .roundedRect
        field.autocapitalizationType = .none
        field.keyboardType = type
        host.window.addSubview(field)
        host.tap(at: CGPoint(x: 60, y: 40))
        host.advance(by: 0.3)
        return (host, field)
    }

    nonisolated static let builtInLanguages = [
        "en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "it-IT", "pt-PT", "nl-NL", "sv-SE", "nb-NO", "da-DK", "pl-PL",
        "tr-TR", "ru-RU", "uk-UA", "el-GR", "ar", "he-IL", "zh-Hans",
    ]

    @Test func everyBuiltInLayoutParsesAndIsAvailable() {
        #expect(BuiltInKeyboardLayouts.definitions.count == BuiltInKeyboardLayouts.all.count)
        let languages = UITextInputMode.availableInputModes.compactMap(\.primaryLanguage)
        #expect(languages == Self.builtInLanguages)
        for text in BuiltInKeyboardLayouts.all {
            #expect(throws: Never.self) { try UITextInputMode(layoutText: text) }
        }
    }

    @Test(arguments: builtInLanguages)
    func everyPageOfEveryLayoutFitsTheKeyboard(_ language: String) throws {
        for width in [800.0, 320.0] {
            let (host, _) = try Self.editing(
                [language, language == "en-US" ? "de-DE" : "en-US"], size: CGSize(width: width, height: 480))
            let keyboard = try #require(host.inputViewsFrame)
            var pages = 0
            // Letters, numbers, symbols: the "123" key, then "#+=".
            for pageKey in ["", "123", "#+="] {
                if !pageKey.isEmpty { try host.tapKeyboardKey(pageKey) }
                pages += 1
                let titles = host.keyboardKeyTitles
                #expect(titles.count >= 20, "\(language) page \(pages) has its keys")
                #expect(titles.contains("🌐"), "two active modes show the globe")
                for title in titles {
                    let frame = try #require(host.keyboardKeyFrame(title))
                    #expect(frame.minX >= keyboard.minX && frame.maxX <= keyboard.maxX, "\(language) \(title) fits")
                    #expect(frame.width >= width / 14, "\(language) \(title) is wide enough to hit")
                }
            }
            #expect(pages == 3)
        }
    }

    @Test func padsFollowTheLanguage() throws {
        let (germanHost, _) = try Self.editing(["de-DE"], type: .decimalPad)
        #expect(germanHost.keyboardKeyTitles.contains(","), "German decimal pad has a comma")
        #expect(!germanHost.keyboardKeyTitles.contains("."))
        let (englishHost, _) = try Self.editing(["en-US"], type: .decimalPad)
        #expect(englishHost.keyboardKeyTitles.contains("."))
        for type in [UIKeyboardType.numberPad, .phonePad] {
            let (host, _) = try Self.editing(["ru-RU"], type: type)
            #expect(host.keyboardKeyTitles.filter { $0.count == 1 && $0.first!.isNumber }.count == 10)
        }
        let (email, _) = try Self.editing(["fr-FR"], type: .emailAddress)
        #expect(email.keyboardKeyTitles.contains("@") && email.keyboardKeyTitles.contains("espace"))
        let (url, _) = try Self.editing(["de-DE"], type: .URL)
        #expect(url.keyboardKeyTitles.contains(".com") && url.keyboardKeyTitles.contains("ü"))
    }

    @Test func keyCapsAndOrderAsOnIOS() throws {
        let (german, _) = try Self.editing(["de-DE"])
        #expect(Array(german.keyboardKeyTitles.prefix(11)) == ["q", "w", "e", "r", "t", "z", "u", "i", "o", "p", "ü"])
        #expect(german.keyboardKeyTitles.contains("Leerzeichen"))
        #expect(!german.keyboardKeyTitles.contains("🌐"), "one active mode: no globe")
        let (french, _) = try Self.editing(["fr-FR"])
        #expect(Array(french.keyboardKeyTitles.prefix(10)) == ["a", "z", "e", "r", "t", "y", "u", "i", "o", "p"])
        let (russian, _) = try Self.editing(["ru-RU"])
        #expect(
            Array(russian.keyboardKeyTitles.prefix(11)) == ["й", "ц", "у", "к", "е", "н", "г", "ш", "щ", "з", "х"])
        let first = try #require(russian.keyboardKeyFrame("й"))
        let last = try #require(russian.keyboardKeyFrame("х"))
        #expect(first.minY == last.minY && first.minX < last.minX, "eleven keys in the first row")
    }

    @Test func rightToLeftLayoutsStartAtTheRight() throws {
        let (arabic, _) = try Self.editing(["ar"])
        // ج begins the first row in reading order; ض ends it, at the left as on iOS.
        let jeem = try #require(arabic.keyboardKeyFrame("ج"))
        let dad = try #require(arabic.keyboardKeyFrame("ض"))
        #expect(jeem.minY == dad.minY && jeem.minX > dad.minX)
        #expect(!arabic.keyboardKeyTitles.contains("⇧"), "Arabic has no shift")
        let (hebrew, _) = try Self.editing(["he-IL"])
        let qof = try #require(hebrew.keyboardKeyFrame("ק"))
        let pe = try #require(hebrew.keyboardKeyFrame("פ"))
        #expect(qof.minX < pe.minX && qof.minY == pe.minY)
        let backspace = try #require(hebrew.keyboardKeyFrame("⌫"))
        #expect(backspace.minX > pe.minX, "backspace at the right of the first row")
    }

    @Test func typingInGermanFrenchRussianAndArabic() throws {
        let (german, germanField) = try Self.editing(["de-DE"])
        try german.typeOnKeyboard("Grüße aus Köln, 12 Äpfel")
        #expect(germanField.text == "Grüße aus Köln, 12 Äpfel")
        let (french, frenchField) = try Self.editing(["fr-FR"])
        try french.typeOnKeyboard("Ça coûte 3€ à Noël, l'été")
        #expect(frenchField.text == "Ça coûte 3€ à Noël, l'été")
        let (russian, russianField) = try Self.editing(["ru-RU"])
        try russian.typeOnKeyboard("Привет, ёлка")
        #expect(russianField.text == "Привет, ёлка")
        let (arabic, arabicField) = try Self.editing(["ar"])
        try arabic.typeOnKeyboard("مرحبا بكم ١٢")
        #expect(arabicField.text == "مرحبا بكم ١٢")
        let (turkish, turkishField) = try Self.editing(["tr-TR"])
        try turkish.tapKeyboardKey("⇧")
        try turkish.tapKeyboardKey("İ")
        try turkish.tapKeyboardKey("ı")
        #expect(turkishField.text == "İı", "Turkish dotted and dotless i keep their own capitals")
    }

    @Test func theGlobeKeyCyclesTheActiveModesAndPostsTheNotification() throws {
        let (host, field) = try Self.editing(["en-US", "de-DE", "ar"])
        var posted = 0
        let token = NotificationCenter.default.addObserver(
            forName: UITextInputMode.currentInputModeDidChangeNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { posted += 1 } }
        defer { NotificationCenter.default.removeObserver(token) }
        #expect(UITextInputMode.activeInputModes.compactMap(\.primaryLanguage) == ["en-US", "de-DE", "ar"])
        #expect(field.textInputMode?.primaryLanguage == "en-US")
        try host.tapKeyboardKey("🌐")
        #expect(posted == 1)
        #expect(field.textInputMode?.primaryLanguage == "de-DE")
        #expect(host.keyboardKeyTitles.contains("ü"))
        try host.tapKeyboardKey("🌐")
        #expect(field.textInputMode?.primaryLanguage == "ar")
        #expect(host.keyboardKeyTitles.contains("ض"))
        try host.tapKeyboardKey("🌐")
        #expect(posted == 3)
        #expect(field.textInputMode?.primaryLanguage == "en-US", "wraps to the first")
        #expect(field.isFirstResponder && field.text == "", "the globe types nothing")
        // The app drops the showing mode: the first of the new set shows, and it is posted.
        UITextInputMode.setActiveInputModes([try #require(UITextInputMode.inputMode(forLanguage: "el"))])
        #expect(posted == 4)
        #expect(host.keyboardKeyTitles.contains("ς") && !host.keyboardKeyTitles.contains("🌐"))
        #expect(UIView().textInputMode == nil, "responders that take no text have no input mode")
    }

    /// A field that asks for the German keyboard, as iOS apps do by overriding `textInputMode`.
    final class GermanField: UITextField {
        override var textInputMode: UITextInputMode? {
            UITextInputMode.activeInputModes.first { $0.primaryLanguage == "de-DE" } ?? super.textInputMode
        }
    }

    @Test func aResponderChoosesItsKeyboardByOverridingTextInputMode() throws {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        UITextInputMode.setActiveInputModes(
            ["en-US", "de-DE"].compactMap { UITextInputMode.inputMode(forLanguage: $0) })
        let field = GermanField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        field.autocapitalizationType = .none
        host.window.addSubview(field)
        host.tap(at: CGPoint(x: 60, y: 40))
        host.advance(by: 0.3)
        #expect(host.keyboardInputMode.primaryLanguage == "de-DE")
        #expect(host.keyboardKeyTitles.contains("ü"))
    }

    @Test func theProcessLocaleChoosesTheFirstKeyboard() {
        // The test process's locale, whatever it is, gives a built-in mode or US English.
        let host = TestHost(size: CGSize(width: 400, height: 300))
        _ = host
        let modes = UITextInputMode.activeInputModes
        #expect(modes.count == 1)
        let tag = ProcessLocale.languageTag(of: ProcessLocale.name)
        let expected = tag.flatMap { UITextInputMode.inputMode(forLanguage: $0) }?.primaryLanguage ?? "en-US"
        #expect(modes.first?.primaryLanguage == expected)
        #expect(UITextInputMode.inputMode(forLanguage: "de_AT")?.primaryLanguage == "de-DE")
        #expect(UITextInputMode.inputMode(forLanguage: "no")?.primaryLanguage == "nb-NO")
        #expect(UITextInputMode.inputMode(forLanguage: "zz") == nil)
    }

    // MARK: Long press

    @Test func holdingAKeyShowsItsAlternativesAndTypesTheChosenOne() throws {
        let (host, field) = try Self.editing(["en-US"])
        try host.holdKeyboardKey("e")
        host.advance(by: 0.3)
        #expect(host.keyboardAlternatives.isEmpty, "not before the long-press delay")
        host.advance(by: 0.2)
        #expect(host.keyboardAlternatives == ["e", "é", "è", "ê", "ë", "ē", "ė", "ę"])
        let keyboard = try #require(host.application.inputViewHost.visibleKeyboard)
        let cell = keyboard.convert(try #require(keyboard.frame(ofAlternative: "ê")), to: nil)
        host.touchMove(to: CGPoint(x: cell.midX, y: cell.midY))
        host.touchUp()
        #expect(field.text == "ê")
        #expect(host.keyboardAlternatives.isEmpty)

        // Lifting without sliding types the key itself.
        try host.holdKeyboardKey("a")
        host.advance(by: 0.5)
        #expect(host.keyboardAlternatives.first == "a")
        host.touchUp()
        #expect(field.text == "êa")

        // A cancelled touch types nothing.
        try host.holdKeyboardKey("o")
        host.advance(by: 0.5)
        #expect(!host.keyboardAlternatives.isEmpty)
        host.touchCancel()
        #expect(field.text == "êa")
        #expect(host.keyboardAlternatives.isEmpty)

        // A short tap types the key; a key without alternatives never opens a callout.
        try host.holdKeyboardKey("q")
        host.advance(by: 1)
        #expect(host.keyboardAlternatives.isEmpty)
        host.touchUp()
        #expect(field.text == "êaq")
    }

    @Test func alternativesFollowTheLanguageAndShift() throws {
        let (german, field) = try Self.editing(["de-DE"])
        try german.longPressKeyboardKey("s", choosing: "ß")
        try german.tapKeyboardKey("⇧")
        try german.holdKeyboardKey("U")
        german.advance(by: 0.5)
        #expect(german.keyboardAlternatives.first == "U" && german.keyboardAlternatives.contains("Ü"))
        german.touchUp()
        #expect(field.text == "ßU")
        let (russian, russianField) = try Self.editing(["ru-RU"])
        try russian.longPressKeyboardKey("е", choosing: "ё")
        #expect(russianField.text == "ё")
        #expect(throws: TestHost.KeyboardKeyNotFound.self) { try russian.longPressKeyboardKey("е", choosing: "é") }
        #expect(russianField.text == "ё", "a failed choice types nothing")
    }

    @Test func anAppLayoutFileIsReadAndTypedOn() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "eo-\(UInt32.random(in: 0...UInt32.max)).layout"
        ).path
        let text = """
            // Esperanto, as an app might ship it.
            layout: eo
            name: Esperanto
            space: spaco
            letters:
            ŝ ĝ e r t u i o p ĵ
            a s d f g h j k l ĉ
            {shift} z ĥ c v b n m {backspace}
            alternatives:
            u ŭ ú
            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let mode = try UITextInputMode(contentsOfLayoutFile: path)
        #expect(mode.primaryLanguage == "eo")
        let host = TestHost(size: CGSize(width: 800, height: 480))
        UITextInputMode.setActiveInputModes([mode])
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        field.autocapitalizationType = .none
        host.window.addSubview(field)
        host.tap(at: CGPoint(x: 60, y: 40))
        host.advance(by: 0.3)
        try host.typeOnKeyboard("ĉu ŝi 5 ŭ")
        #expect(field.text == "ĉu ŝi 5 ŭ", "numbers and symbols default to the English pages")
        #expect(host.keyboardKeyTitles.contains("spaco"))
    }
}

extension KeyboardLanguageTests {
    /// The German keyboard as a visitor sees it: QWERTZ with ü, ö and ä, Leerzeichen, the return
    /// key titled in German for the field's return key type, and s held for its ß.
    @Test func theGermanKeyboardLooksLikeIOS() throws {
        let (host, field) = try Self.editing(["de-DE"])
        // English joins: the globe key shows, German stays.
        UITextInputMode.setActiveInputModes(
            ["de-DE", "en-US"].compactMap { UITextInputMode.inputMode(forLanguage: $0) })
        field.returnKeyType = .next
        field.reloadInputViews()
        host.advance(by: 0.1)
        #expect(host.keyboardKeyTitles.suffix(4) == ["123", "🌐", "Leerzeichen", "Weiter"])
        field.returnKeyType = .search
        field.reloadInputViews()
        #expect(host.keyboardKeyTitles.last == "Suchen")
        field.returnKeyType = .default
        field.reloadInputViews()
        #expect(host.keyboardKeyTitles.last == "Return")
        host.window.backgroundColor = .systemGroupedBackground
        try host.holdKeyboardKey("s")
        host.advance(by: 0.5)
        #expect(host.keyboardAlternatives.first == "s" && host.keyboardAlternatives.contains("ß"))
        assertSnapshot(of: host.render(), named: "keyboard-german-s-held")
        host.touchUp()
        #expect(field.text == "s")
    }

    /// Return key titles come from the layout; what it leaves out is UIKit's English, and bad
    /// lines are refused with the line, the reason and the fix.
    @Test func returnKeyTitlesAreLayoutData() throws {
        let base = "layout: xx-XX\nletters:\na b c\n"
        let mode = try UITextInputMode(layoutText: base + "return-keys:\nnext Avanti\nemergency-call Chiamata SOS\n")
        #expect(mode.definition.returnKeyTitle(for: .next) == "Avanti")
        #expect(mode.definition.returnKeyTitle(for: .emergencyCall) == "Chiamata SOS", "titles may hold spaces")
        #expect(mode.definition.returnKeyTitle(for: .done) == "Done", "left out: English")
        #expect(mode.definition.returnKeyTitle(for: .google) == "Search")
        let bad: [(String, String)] = [
            ("return-keys:\nsoon Bald\n", "is not a return key type"),
            ("return-keys:\nnext\n", "has no title"),
            ("return-keys:\nnext Weiter\nnext Vor\n", "has two lines"),
            ("return-keys:\ndone " + String(repeating: "x", count: 25) + "\n", "longer than 24"),
            ("return-keys:\ndone a\u{7}b\n", "control character"),
        ]
        for (text, reason) in bad {
            #expect {
                try UITextInputMode(layoutText: base + text)
            } throws: { error in
                "\(error)".contains(reason)
            }
        }
    }
}
