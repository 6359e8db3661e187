import KioskDemo
import Scanout
import ScanoutTesting
import Testing

/// The check-in screen in the visitor's language: its texts, the keyboard each field opens on, a
/// right-to-left screen in Arabic — chosen by touch on the screen or in reception's settings, and
/// typed in as a visitor types, on the on-screen keyboard.
@MainActor
@Suite struct CheckInLanguageTests {
    /// The demo launched as `scanout-demo` launches it: its delegate activates the keyboards.
    static func launch(size: CGSize = CGSize(width: 800, height: 480)) throws -> (TestHost, CheckInViewController) {
        let host = TestHost(size: size, launching: { AppDelegate() })
        host.drain()
        let screen = try #require(host.window.rootViewController as? CheckInViewController)
        return (host, screen)
    }

    static func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// Taps the name field, clears it with its clear button and waits for the keyboard.
    static func editName(_ host: TestHost, _ screen: CheckInViewController) {
        if !screen.nameField.isFirstResponder {
            host.tap(at: centre(of: screen.nameField))
        }
        // The keyboard (taller with pinyin's candidate bar) and the form settle first.
        host.advance(by: 0.4)
        if screen.nameField.hasText {
            let button = screen.nameField.clearButtonRect(forBounds: screen.nameField.bounds)
            host.tap(at: screen.nameField.convert(CGPoint(x: button.midX, y: button.midY), to: nil))
        }
        host.advance(by: 0.1)
    }

    @Test func eachLanguageShowsItsTextsAndItsKeyboard() throws {
        let (host, screen) = try Self.launch()
        #expect(screen.language == .english)
        #expect(
            UITextInputMode.activeInputModes.compactMap(\.primaryLanguage) == [
                "en-US", "de-DE", "fr-FR", "ar", "zh-Hans",
            ])
        let expected: [(KioskLanguage, title: String, button: String, placeholder: String, space: String)] = [
            (.german, "Willkommen bei Northwind Labs", "Anmelden", "Ihr Name", "Leerzeichen"),
            (.french, "Bienvenue chez Northwind Labs", "S’enregistrer", "Votre nom", "espace"),
            (.arabic, "مرحباً بكم في مختبرات نورثويند", "تسجيل الوصول", "اسمك", "مسافة"),
            (.chinese, "欢迎来到 Northwind Labs", "签到", "您的姓名", "空格"),
            (.english, "Welcome to Northwind Labs", "Check in", "Your name", "space"),
        ]
        for (language, title, button, placeholder, space) in expected {
            try host.tap(language.name)
            #expect(screen.language == language)
            #expect(screen.languageControl.selectedSegmentIndex == language.rawValue)
            #expect(screen.titleLabel.text == title)
            #expect(screen.checkInButton.title(for: .normal) == button)
            #expect(screen.nameField.placeholder == placeholder)
            Self.editName(host, screen)
            #expect(host.keyboardInputMode.primaryLanguage == language.keyboardLanguage)
            #expect(host.keyboardKeyTitles.contains(space), "\(language): \(host.keyboardKeyTitles)")
            let bar = try #require(screen.nameField.inputAccessoryView as? FormAccessoryBar)
            #expect(bar.nextButton.title(for: .normal) == language.text("Next"))
            screen.view.endEditing(true)
            host.advance(by: 0.4)
        }
    }

    @Test func arabicMirrorsTheScreenAndTheBar() throws {
        let (host, screen) = try Self.launch()
        let englishName = screen.nameField.convert(screen.nameField.bounds, to: nil)
        try host.tap("العربية")
        host.advance(by: 0.1)
        #expect(screen.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(screen.nameField.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let arabicName = screen.nameField.convert(screen.nameField.bounds, to: nil)
        #expect(
            englishName.minX < host.window.bounds.midX && arabicName.minX > host.window.bounds.midX,
            "the form moves to the right: \(englishName) → \(arabicName)")
        Self.editName(host, screen)
        let bar = try #require(screen.nameField.inputAccessoryView as? FormAccessoryBar)
        #expect(bar.nextButton.frame.minX > bar.doneButton.frame.maxX, "Next at the right, Done at the left")
        try host.typeOnKeyboard("سارة أحمد")
        #expect(screen.nameField.text == "سارة أحمد", "أ from a long press of ا")
        // Back to English: everything reads from the left again.
        try host.tap("English")
        host.advance(by: 0.1)
        #expect(screen.view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(host.keyboardInputMode.primaryLanguage == "en-US", "the keyboard follows while the field is edited")
        #expect(bar.nextButton.frame.minX < bar.doneButton.frame.minX)
    }

    @Test func visitorsTypeTheirNamesInTheirScripts() throws {
        let (host, screen) = try Self.launch()
        try host.tap("Deutsch")
        Self.editName(host, screen)
        try host.typeOnKeyboard("Jürgen Weiß")
        #expect(screen.nameField.text == "Jürgen Weiß", "ü on its own key, ß on a long press of s")

        try host.tap("Français")
        Self.editName(host, screen)
        #expect(screen.nameField.text == "")
        try host.typeOnKeyboard("Am")
        try host.longPressKeyboardKey("e", choosing: "é")
        try host.typeOnKeyboard("lie")
        #expect(screen.nameField.text == "Amélie")

        try host.tap("中文")
        Self.editName(host, screen)
        try host.typeOnKeyboard("wangfang")
        #expect(screen.nameField.markedTextRange != nil && host.keyboardCandidates.contains("王芳"))
        try host.chooseCandidate("王芳")
        #expect(screen.nameField.text == "王芳" && screen.nameField.markedTextRange == nil)
        // Checking in speaks Chinese too, and is undone in one step.
        screen.view.endEditing(true)
        host.advance(by: 0.4)
        host.tap(at: Self.centre(of: screen.checkInButton))
        host.advance(by: 0.4)
        #expect(screen.statusLabel.text == "谢谢，王芳。已通知前台您已到达。")
        screen.undoManager?.undo()
        #expect(
            screen.statusLabel.text
                == KioskLanguage.chinese.text(
                    "Type your details, then tap Check in to let your host know you are here."))
    }

    @Test func receptionChoosesTheKiosksLanguageInSettings() throws {
        let (host, screen) = try Self.launch()
        host.tap(at: Self.centre(of: screen.appointmentButton))
        host.advance(by: 0.6)
        try host.tap("Settings")
        host.advance(by: 0.6)
        try host.tap("Deutsch")
        #expect(screen.language == .german)
        #expect(screen.titleLabel.text == "Willkommen bei Northwind Labs")
        try host.tap("Appointments")
        host.advance(by: 0.6)
        // Settings opened again shows the language chosen.
        try host.tap("Settings")
        host.advance(by: 0.6)
        let navigation = try #require(screen.presentedViewController as? UINavigationController)
        let settings = try #require(navigation.topViewController as? KioskSettingsViewController)
        #expect(settings.languageControl.selectedSegmentIndex == KioskLanguage.german.rawValue)
    }

    @Test func aMissingTranslationShowsTheEnglishText() {
        #expect(KioskLanguage.german.text("No such text anywhere") == "No such text anywhere")
        #expect(
            KioskLanguage.english.text("Thank you, %1$@. %2$@ has been told you are here.", "Ada", "Grace")
                == "Thank you, Ada. Grace has been told you are here.")
        #expect(KioskLanguage.arabic.text("Found your %@ appointment. Tap Check in.", "9:30").contains("9:30"))
        #expect(KioskLanguage.german.text("%@ hours", "") == " Std.", "an empty argument")
        #expect(KioskLanguage.french.text("1 hour", "extra", "arguments") == "1 h", "arguments with no placeholder")
    }

    /// Languages switched at random moments — mid-word, mid-composition, with a key held, from a
    /// control's action and from settings — while keys are tapped: nothing traps, the keyboard
    /// always matches the screen's language when the name field is edited, and nothing piles up.
    @Test func languagesSwitchedWhileTypingStayConsistent() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("CheckInLanguageTests seed \(seed)")
        var random = SeededRandomNumberGenerator(seed: seed)
        let (host, screen) = try Self.launch()
        Self.editName(host, screen)
        var subviewCounts: [Int] = []
        // The globe key is the visitor's own choice of keyboard: until the screen's language
        // changes again, the keyboard need not match it.
        var keyboardFollowsScreen = true
        for round in 0..<300 {
            let languageBefore = screen.language
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                try host.tap(KioskLanguage.allCases.randomElement(using: &random)!.name)
            case 7:
                if host.keyboardKeyTitles.contains("🌐") {
                    let before = host.keyboardInputMode.primaryLanguage
                    try host.tapKeyboardKey("🌐")
                    #expect(
                        host.keyboardInputMode.primaryLanguage != before && screen.language == languageBefore,
                        "round \(round): \(before ?? "-") → \(host.keyboardInputMode.primaryLanguage ?? "-"), \(host.keyboardKeyTitles), \(host.keyboardKeyFrame("🌐") ?? .zero) \(host.keyboardAlternatives)")
                    keyboardFollowsScreen = false
                }
            case 1:
                // Straight from code, as an action or a delegate might, with a key held.
                if let title = host.keyboardKeyTitles.filter({ $0.count == 1 && $0 != "🌐" }).randomElement(
                    using: &random)
                {
                    try host.holdKeyboardKey(title)
                    host.advance(by: Double.random(in: 0...0.6, using: &random))
                    screen.language = KioskLanguage.allCases.randomElement(using: &random)!
                    host.touchUp()
                }
            case 2, 3:
                let typing = host.keyboardKeyTitles.filter { $0.count == 1 && $0 != "🌐" }
                if let title = typing.randomElement(using: &random) { try host.tapKeyboardKey(title) }
            case 4:
                if screen.language == .chinese {
                    try host.typeOnKeyboard("ni")
                    screen.language = .english
                    #expect(screen.nameField.markedTextRange == nil, "the composition is kept as text")
                }
            case 5:
                let values: [CGFloat] = [.nan, .infinity, -.infinity, -1e9, 1e9, 0]
                host.tap(
                    at: CGPoint(x: values.randomElement(using: &random)!, y: values.randomElement(using: &random)!))
            default:
                Self.editName(host, screen)
            }
            host.advance(by: 0.05)
            if screen.language != languageBefore { keyboardFollowsScreen = true }
            if keyboardFollowsScreen, screen.nameField.isFirstResponder, host.isKeyboardVisible {
                #expect(host.keyboardInputMode.primaryLanguage == screen.language.keyboardLanguage, "round \(round)")
            }
            if !screen.nameField.isFirstResponder { Self.editName(host, screen) }
            if round % 50 == 49 { subviewCounts.append(Self.viewCount(host.window)) }
        }
        #expect(Set(subviewCounts).count == 1, "the screen's views stay the same: \(subviewCounts)")
    }

    static func viewCount(_ view: UIView) -> Int {
        1 + view.subviews.reduce(0) { $0 + viewCount($1) }
    }
}
