/// The languages a bundle's resources come in: its `.lproj` folders, as Foundation lists them.
///
/// An app that lets a visitor choose the language on the kiosk itself — not the process's
/// locale — reads its texts from one language folder, as iOS apps do:
///
/// ```swift
/// let german = Bundle.main.path(forResource: "de", ofType: "lproj").flatMap(Bundle.init(path:))
/// label.text = NSLocalizedString("Check in", bundle: german ?? .main, comment: "")
/// ```
///
/// (`path(forResource:ofType:)` finds folders as well as files, as Foundation's does.)
extension Bundle {
    /// The languages the bundle has resources for: the names of its `.lproj` folders without the
    /// extension (`["ar", "de", "zh-Hans"]`), sorted; `Base` is left out, as Foundation leaves it
    /// out. Empty when there are none.
    public var localizations: [String] {
        guard let resourcePath, let names = try? FileManager.default.contentsOfDirectory(atPath: resourcePath) else {
            return []
        }
        return names.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.map { String($0.dropLast(6)) }
            .filter { !$0.isEmpty }.sorted()
    }

    /// The language the bundle was written in: the Info.plist's `CFBundleDevelopmentRegion`, else
    /// "en".
    public var developmentLocalization: String? {
        (infoDictionary?["CFBundleDevelopmentRegion"] as? String) ?? "en"
    }

    /// Of the bundle's `localizations`, the ones the app's texts come from for the process's
    /// language (`LANG=de_AT.UTF-8` picks `de`), best first; the development language when none
    /// matches.
    public var preferredLocalizations: [String] {
        let languages = ProcessLocale.preferredLocalizationTags()
        return Bundle.preferredLocalizations(
            from: localizations, forPreferences: languages, fallback: developmentLocalization)
    }

    /// Of `localizationsArray`, the ones that suit the process's language, best first.
    public class func preferredLocalizations(from localizationsArray: [String]) -> [String] {
        preferredLocalizations(from: localizationsArray, forPreferences: nil)
    }

    /// Of `localizationsArray`, the ones that suit `preferencesArray` (language tags, best first;
    /// nil: the process's language), best first: an exact match, else the same language in another
    /// region (`de-AT` finds `de`; `zh-CN` finds `zh-Hans`). The first of `localizationsArray`
    /// when none suits.
    public class func preferredLocalizations(
        from localizationsArray: [String], forPreferences preferencesArray: [String]?
    )
        -> [String]
    {
        preferredLocalizations(
            from: localizationsArray, forPreferences: preferencesArray ?? ProcessLocale.preferredLocalizationTags(),
            fallback: nil)
    }

    // MARK: - Private

    /// The first of `available` that suits a preference, else `fallback` when the bundle has it
    /// (or has no language folders at all), else the first of `available`.
    private static func preferredLocalizations(
        from available: [String], forPreferences preferences: [String], fallback: String?
    ) -> [String] {
        // Older projects name folders with underscores (zh_CN.lproj); tags compare without case.
        func normalized(_ tag: String) -> String { String(tag.map { $0 == "_" ? "-" : $0 }).lowercased() }
        for preference in preferences {
            for candidate in ProcessLocale.localizationCandidates(for: preference) {
                if let match = available.first(where: { normalized($0) == normalized(candidate) }) { return [match] }
            }
        }
        if let fallback, available.isEmpty || available.contains(fallback) { return [fallback] }
        return available.first.map { [$0] } ?? []
    }
}
