#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The locale the process was started in, as the C library picks it for messages: the first of
/// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty (`de_AT.UTF-8`), else "". A
/// kiosk's language is set on the device before the app starts, so it is read once; the layout
/// direction and `NSLocalizedString` follow it.
enum ProcessLocale {
    static let name: String = {
        let variables: [String] = ["LC_ALL", "LC_MESSAGES", "LANG"]
        return variables.lazy.compactMap { getenv($0).map { String(cString: $0) } }.first { !$0.isEmpty } ?? ""
    }()

    /// The language of `locale`, lowercased: `de` for `de_AT.UTF-8`.
    static func language(of locale: String) -> String {
        locale.prefix { $0.isLetter }.lowercased()
    }

    /// `locale` as a BCP 47 language tag, as speech voices are chosen by: `de-AT` for
    /// `de_AT.UTF-8@euro`; nil for the C and POSIX locales and for names with no language.
    static func languageTag(of locale: String) -> String? {
        let base = locale.prefix { $0 != "." && $0 != "@" }
        let parts = base.split(separator: "_", maxSplits: 1).map(String.init)
        guard let language = parts.first, language.count >= 2, language.count <= 3,
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        guard parts.count == 2, parts[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), !parts[1].isEmpty
        else { return language.lowercased() }
        return language.lowercased() + "-" + parts[1].uppercased()
    }

    /// The language folders (`.lproj` names) to look in for `locale` (`de_AT.UTF-8@euro` or
    /// `de-AT`), best first: the locale as a tag (`de-AT`), for Chinese its script (`zh_CN` and
    /// `zh_SG` → `zh-Hans`, `zh_TW`, `zh_HK` and `zh_MO` → `zh-Hant`, as Xcode names those
    /// folders), then the language alone (`de`). Empty for "", `C` and `POSIX`.
    static func localizationCandidates(for locale: String) -> [String] {
        guard let tag = localizationTag(of: locale) else { return [] }
        let language = self.language(of: tag)
        var candidates = [tag]
        if language == "zh" {
            let rest = tag.dropFirst(2).lowercased()
            let traditional = ["-tw", "-hk", "-mo", "-hant"].contains { rest.hasPrefix($0) }
            let script = traditional ? "zh-Hant" : "zh-Hans"
            if tag.lowercased() != script.lowercased() { candidates.append(script) }
        }
        if !language.isEmpty, language != tag { candidates.append(language) }
        return candidates
    }

    /// The process's language as the tags `Bundle.preferredLocalizations` matches against:
    /// `["de-AT"]` for `de_AT.UTF-8`; empty when no language is set.
    static func preferredLocalizationTags() -> [String] {
        localizationTag(of: name).map { [$0] } ?? []
    }

    /// `de_AT.UTF-8@euro` as a folder's tag, `de-AT`, its case kept (`zh-Hans`); nil for "", `C`
    /// and `POSIX`.
    private static func localizationTag(of locale: String) -> String? {
        let tag = String(locale.prefix { $0 != "." && $0 != "@" }.map { $0 == "_" ? "-" : $0 })
        return tag.isEmpty || tag == "C" || tag == "POSIX" ? nil : tag
    }
}
