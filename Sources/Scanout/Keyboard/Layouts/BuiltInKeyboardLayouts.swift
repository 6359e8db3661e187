import Dispatch

/// The layouts Scanout ships, one file each (`BuiltIn/*.swift`), in the order the globe key's list
/// and `UITextInputMode.availableInputModes` show them.
package enum BuiltInKeyboardLayouts {
    /// Every built-in layout's text.
    static let all: [String] = [
        englishUS,
        englishUK,
        german,
        french,
        spanish,
        italian,
        portuguese,
        dutch,
        swedish,
        norwegian,
        danish,
        polish,
        turkish,
        russian,
        ukrainian,
        greek,
        arabic,
        hebrew,
        chinesePinyin,
    ]
}

extension BuiltInKeyboardLayouts {
    /// The built-in layouts, parsed once. A built-in layout that does not parse is left out
    /// (`BuiltInLayoutTests` parses every one, so none is).
    static let definitions: [KeyboardLayoutDefinition] = all.compactMap { text in
        try? KeyboardLayoutParser.parse(text, source: "built-in")
    }

    /// Starts parsing `definitions` on another core, once per process (an application's launch
    /// calls it): the first text field or input-mode query would otherwise parse them on the main
    /// thread, and whoever asks first waits for the one parse.
    static func startParsing() {
        _ = parsingStarted
    }

    private static let parsingStarted: Void = {
        DispatchQueue.global(qos: .userInitiated).async {
            _ = definitions
            StartupTimeline.mark("keyboard layouts parsed")
        }
    }()

    /// US English: the keyboard when nothing else is chosen or found.
    static let fallback: KeyboardLayoutDefinition =
        definitions.first { $0.language == "en-US" }
        ?? KeyboardLayoutDefinition(
            language: "en-US", name: "English (US)",
            letters: ["qwertyuiop", "asdfghjkl", "zxcvbnm"].enumerated().map { index, letters in
                let keys = letters.map {
                    KeyboardLayoutDefinition.Token.character(lower: String($0), upper: String($0).uppercased())
                }
                return index == 2 ? [.shift] + keys + [.backspace] : keys
            },
            numbers: KeyboardLayoutParser.englishNumbers, symbols: KeyboardLayoutParser.englishSymbols)

    /// The built-in layout for a language tag: the exact tag ("en-GB"), else the first with the
    /// same language ("de-AT" → "de-DE", "en" → "en-US"). Underscores read as hyphens ("de_DE").
    static func definition(forLanguage tag: String) -> KeyboardLayoutDefinition? {
        let wanted = String(tag.map { $0 == "_" ? "-" : $0 }).lowercased()
        if let exact = definitions.first(where: { $0.language.lowercased() == wanted }) { return exact }
        let language = wanted.split(separator: "-").first.map(String.init) ?? wanted
        // Norwegian: "no" and "nn" read as bokmål; Hebrew's old code "iw" as "he".
        let aliases = ["no": "nb", "nn": "nb", "iw": "he"]
        let base = aliases[language] ?? language
        return definitions.first { $0.language.lowercased().split(separator: "-").first.map(String.init) == base }
    }
}
