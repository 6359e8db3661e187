import Scanout

/// A language the kiosk speaks: the check-in screen's texts, the keyboard its fields open on, and
/// the direction the screen reads in.
///
/// The texts come from the demo's `Assets/<code>.lproj/Localizable.strings`, looked up with
/// `NSLocalizedString` in that language's folder — the way an iOS app switches language without
/// a restart — so every language can be shown in one run, whatever the process's locale. The keys
/// are the English texts, so English needs no table.
public enum KioskLanguage: Int, CaseIterable, Sendable {
    case english, german, french, arabic, chinese

    /// The language's name in itself, as a visitor looks for it.
    public var name: String {
        switch self {
        case .english: "English"
        case .german: "Deutsch"
        case .french: "Français"
        case .arabic: "العربية"
        case .chinese: "中文"
        }
    }

    /// The `.lproj` folder with its texts.
    public var localization: String {
        switch self {
        case .english: "en"
        case .german: "de"
        case .french: "fr"
        case .arabic: "ar"
        case .chinese: "zh-Hans"
        }
    }

    /// The on-screen keyboard's language (`UITextInputMode.primaryLanguage`).
    public var keyboardLanguage: String {
        switch self {
        case .english: "en-US"
        case .german: "de-DE"
        case .french: "fr-FR"
        case .arabic: "ar"
        case .chinese: "zh-Hans"
        }
    }

    /// The language a language row (`UISegmentedControl` of `allCases`' names) has selected.
    @MainActor public init?(selectedIn control: UISegmentedControl) {
        self.init(rawValue: control.selectedSegmentIndex)
    }

    /// What separates a number's fraction: a comma in German and French.
    public var decimalSeparator: String {
        switch self {
        case .german, .french: ","
        default: "."
        }
    }

    /// Whether the screen reads from the right.
    public var isRightToLeft: Bool { self == .arabic }

    /// The keyboards the kiosk offers, its languages' in the order they are listed: the globe key
    /// cycles them, and each field opens on the kiosk's language.
    @MainActor public static func activateKeyboards() {
        let modes = allCases.compactMap { UITextInputMode.inputMode(forLanguage: $0.keyboardLanguage) }
        UITextInputMode.setActiveInputModes(modes)
    }

    /// `key` (the English text) in this language.
    public func text(_ key: String) -> String {
        guard let bundle = KioskLanguage.bundles[rawValue] else { return key }
        return NSLocalizedString(key, bundle: bundle, comment: "")
    }

    /// `key` in this language with its `%@` (or numbered, `%1$@`, `%2$@`) placeholders replaced by
    /// `arguments` in order: a translation may put them in another order.
    public func text(_ key: String, _ arguments: String...) -> String {
        var result = text(key)
        for (index, argument) in arguments.enumerated() {
            result =
                result.replacingFirst("%\(index + 1)$@", with: argument) ?? result.replacingFirst("%@", with: argument)
                ?? result
        }
        return result
    }

    /// Each language's folder in the demo's assets, nil for English (the keys are its texts) or
    /// when the folder is missing (the English text shows, as NSLocalizedString does).
    private static let bundles: [Bundle?] = allCases.map { language in
        guard language != .english else { return nil }
        return DemoAssets.bundle?.path(forResource: language.localization, ofType: "lproj").flatMap(Bundle.init(path:))
    }
}

extension String {
    /// The string with the first occurrence of `placeholder` replaced by `text`; nil when there is
    /// none.
    fileprivate func replacingFirst(_ placeholder: String, with text: String) -> String? {
        let characters = Array(self)
        let pattern = Array(placeholder)
        guard !pattern.isEmpty, characters.count >= pattern.count else { return nil }
        for start in 0...(characters.count - pattern.count)
        where Array(characters[start..<start + pattern.count]) == pattern {
            return String(characters[..<start]) + text + String(characters[(start + pattern.count)...])
        }
        return nil
    }
}
