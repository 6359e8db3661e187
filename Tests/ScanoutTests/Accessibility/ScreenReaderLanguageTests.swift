import ScanoutTesting
import Testing

@testable import Scanout

/// The voice's language: the element's, else the reader's, else the process locale's.
@MainActor
@Suite struct ScreenReaderLanguageTests {
    @Test func localeNamesBecomeLanguageTags() {
        #expect(ProcessLocale.languageTag(of: "de_AT.UTF-8@euro") == "de-AT")
        #expect(ProcessLocale.languageTag(of: "ar_EG.UTF-8") == "ar-EG")
        #expect(ProcessLocale.languageTag(of: "fr") == "fr")
        #expect(ProcessLocale.languageTag(of: "zh_CN.GB18030") == "zh-CN")
        for hostile in ["C", "POSIX", "", "C.UTF-8", "_", "12_34", "de_", "dé_FR", "x"] {
            #expect(ProcessLocale.languageTag(of: hostile) == (hostile == "de_" ? "de" : nil), "\(hostile)")
        }
    }

    @Test func theElementsLanguageWinsThenTheReaders() {
        let host = TestHost()
        let arabic = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        arabic.text = "أهلاً وسهلاً"
        arabic.accessibilityLanguage = "ar"
        let plain = UILabel(frame: CGRect(x: 10, y: 60, width: 300, height: 30))
        plain.text = "Welcome"
        host.window.addSubview(arabic)
        host.window.addSubview(plain)
        host.application.screenReader.language = "de-DE"
        host.application.screenReader.isEnabled = true
        host.screenReaderSwipe(.right)
        let languages = host.speech.records.map(\.utterance.language)
        #expect(languages.first == "ar")
        #expect(languages.last == "de-DE")
    }
}
