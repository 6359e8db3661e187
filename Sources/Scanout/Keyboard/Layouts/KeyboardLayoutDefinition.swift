/// One language's on-screen keyboard as data: the keys of its letter, numbers and symbols pages,
/// the alternatives a long press offers, and the few words and characters that differ by language
/// (the space bar's title, the decimal separator). Read from layout text (docs/KEYBOARD-LAYOUTS.md)
/// by `KeyboardLayoutParser`; `KeyboardLayout` turns one page of it into placed keys.
///
/// Rows are written in reading order. A right-to-left layout (Arabic, Hebrew) is placed with its
/// first key at the right, as iOS places them; the bottom row (page key, globe, space, return)
/// stays as on every keyboard.
package struct KeyboardLayoutDefinition: Equatable, Sendable {
    /// One entry of a row.
    package enum Token: Equatable, Sendable {
        /// A key that types `lower`, or `upper` while shifted.
        case character(lower: String, upper: String)
        case shift
        case backspace
        /// The key that moves between the numbers and symbols pages.
        case morePage
    }

    /// The language tag the layout is for ("de-DE"): `UITextInputMode.primaryLanguage`.
    package var language: String
    /// The layout's name in its own language ("Deutsch"), for the globe key's list.
    package var name: String
    package var isRightToLeft = false
    package var letters: [[Token]]
    package var numbers: [[Token]]
    package var symbols: [[Token]]
    /// What a long press on a key offers, by the key's lower-case text, in the order shown.
    package var alternatives: [String: [String]] = [:]
    package var spaceTitle = "space"
    /// The title of the key that goes back to the letters ("ABC", "АБВ", "أ ب ج").
    package var lettersKeyTitle = "ABC"
    /// The decimal pad's separator key.
    package var decimalSeparator = "."
    /// The input method its letter keys feed ("pinyin"), nil for a keyboard whose keys type
    /// their text. With one, letters go to the application's `InputMethodEngine` and a candidate
    /// bar shows above the keys.
    package var inputMethod: String? = nil
    /// The return key's titles in the language, by the name of the return key type ("next":
    /// "Weiter"); a type it does not name gets its English title.
    package var returnKeyTitles: [String: String] = [:]

    /// The return key types a layout may title, by the names layout text uses, with their
    /// English titles (UIKit's). `google` and `yahoo` are titled as `search`.
    package static let englishReturnKeyTitles: KeyValuePairs<String, String> = [
        "default": "return", "go": "Go", "search": "Search", "join": "Join", "next": "Next", "route": "Route",
        "send": "Send", "done": "Done", "emergency-call": "Emergency Call", "continue": "Continue",
    ]

    /// The return key's title for `type` in this layout's language.
    package func returnKeyTitle(for type: UIReturnKeyType) -> String {
        let name: String
        switch type {
        case .default: name = "default"
        case .go: name = "go"
        case .google, .yahoo, .search: name = "search"
        case .join: name = "join"
        case .next: name = "next"
        case .route: name = "route"
        case .send: name = "send"
        case .done: name = "done"
        case .emergencyCall: name = "emergency-call"
        case .continue: name = "continue"
        }
        return returnKeyTitles[name]
            ?? KeyboardLayoutDefinition.englishReturnKeyTitles.first { $0.key == name }?.value ?? "return"
    }

    /// The alternatives for the key that types `text`, shifted when `uppercase` (a letter whose
    /// capital is no single character, as "ß", stays as it is).
    package func alternatives(for text: String, uppercase: Bool) -> [String] {
        let list = alternatives[text.lowercased()] ?? alternatives[text] ?? []
        return uppercase ? list.map(KeyboardLayoutDefinition.capital(of:)) : list
    }

    /// The capital of `text` when it is one character; otherwise `text` (ß stays ß).
    package static func capital(of text: String) -> String {
        let upper = text.uppercased()
        return upper.count == text.count ? upper : text
    }
}
