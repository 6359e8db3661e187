import ScanoutTesting
import Testing

@testable import Scanout

/// The Arabic and Hebrew keyboards as iOS draws them: letter rows read from the right, the bottom
/// row and the number pages as on every other keyboard, long-press callouts running leftwards
/// from the key. Through the public API: choose the modes, focus a field, read and tap keys.
@MainActor
@Suite struct RightToLeftKeyboardTests {
    /// The titles of the keys on the row at `y` (the row of `title`), left to right.
    static func row(of title: String, in host: TestHost) throws -> [String] {
        let y = try #require(host.keyboardKeyFrame(title)).midY
        return host.keyboardKeyTitles
            .compactMap { title in host.keyboardKeyFrame(title).map { (title, $0) } }
            .filter { abs($0.1.midY - y) < 1 }
            .sorted { $0.1.minX < $1.1.minX }
            .map(\.0)
    }

    @Test func arabicLettersAreInIOSOrder() throws {
        let (host, _) = try KeyboardLanguageTests.editing(["ar"])
        #expect(try Self.row(of: "ض", in: host) == ["ض", "ص", "ث", "ق", "ف", "غ", "ع", "ه", "خ", "ح", "ج"])
        #expect(try Self.row(of: "ش", in: host) == ["ش", "س", "ي", "ب", "ل", "ا", "ت", "ن", "م", "ك", "ة"])
        #expect(try Self.row(of: "ء", in: host) == ["ء", "ظ", "ط", "ذ", "د", "ز", "ر", "و", "ى", "⌫"])
        // Every letter of the alphabet is on the page once.
        let letters = Set(host.keyboardKeyTitles)
        for letter in "ابتثجحخدذرزسشصضطظعغفقكلمنهوي" {
            #expect(letters.contains(String(letter)), "\(letter) is on the Arabic keyboard")
        }
        // The bottom row is not mirrored, as on iOS: the page key at the left, return at the right.
        let page = try #require(host.keyboardKeyFrame("123"))
        let space = try #require(host.keyboardKeyFrame("مسافة"))
        let returnKey = try #require(host.keyboardKeyFrame("رجوع"), "return, in Arabic")
        #expect(page.maxX <= space.minX && space.maxX <= returnKey.minX)
    }

    @Test func hebrewLettersAreInIOSOrder() throws {
        let (host, _) = try KeyboardLanguageTests.editing(["he-IL"])
        #expect(try Self.row(of: "ק", in: host) == ["ק", "ר", "א", "ט", "ו", "ן", "ם", "פ", "⌫"])
        #expect(try Self.row(of: "ש", in: host) == ["ש", "ד", "ג", "כ", "ע", "י", "ח", "ל", "ך", "ף"])
        #expect(try Self.row(of: "ז", in: host) == ["ז", "ס", "ב", "ה", "נ", "מ", "צ", "ת", "ץ"])
    }

    /// The keyboard's layout is the language's, not the interface's: an English keyboard in a
    /// right-to-left app still has q at the left, and Arabic looks the same in either app, as on iOS.
    @Test func theInterfaceDirectionDoesNotMirrorTheKeys() throws {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let (english, _) = try KeyboardLanguageTests.editing(["en-US"])
            english.userInterfaceLayoutDirection = direction
            english.drain()
            #expect(try Self.row(of: "q", in: english).first == "q", "\(direction)")
            let (arabic, _) = try KeyboardLanguageTests.editing(["ar"])
            arabic.userInterfaceLayoutDirection = direction
            arabic.drain()
            #expect(try Self.row(of: "ج", in: arabic).last == "ج", "\(direction)")
        }
    }

    @Test func aLongPressOpensTheCalloutLeftwards() throws {
        let (host, field) = try KeyboardLanguageTests.editing(["ar"])
        let key = try #require(host.keyboardKeyFrame("ا"))
        try host.holdKeyboardKey("ا")
        host.advance(by: 0.5)
        // Left to right on screen: the alternatives, then the key's own letter nearest the finger.
        #expect(host.keyboardAlternatives == ["ء", "آ", "إ", "أ", "ا"])
        let keyboard = try #require(host.application.inputViewHost.visibleKeyboard)
        let own = keyboard.convert(try #require(keyboard.frame(ofAlternative: "ا")), to: nil)
        let farthest = keyboard.convert(try #require(keyboard.frame(ofAlternative: "ء")), to: nil)
        #expect(abs(own.maxX - key.maxX) < 8, "the callout's right end is over the key: \(own) \(key)")
        #expect(farthest.maxX < key.minX, "the alternatives run to the left: \(farthest)")
        // Lifting without sliding types the key itself; sliding left chooses.
        host.touchUp()
        #expect(field.text == "ا")
        try host.longPressKeyboardKey("ا", choosing: "آ")
        #expect(field.text == "اآ")
    }

    @Test func theArabicKeyboardLooksLikeIOS() throws {
        // Two modes, so the globe shows; Arabic first (the mode showing before is not among them).
        let (host, field) = try KeyboardLanguageTests.editing(["ar", "he-IL"], size: CGSize(width: 480, height: 640))
        host.userInterfaceLayoutDirection = .rightToLeft
        host.window.backgroundColor = .systemGroupedBackground
        try host.typeOnKeyboard("مرحبا")
        #expect(field.text == "مرحبا")
        #expect(host.keyboardInputMode.primaryLanguage == "ar")
        host.drain()
        assertSnapshot(of: host.render(), named: "keyboard-arabic")
    }
}
