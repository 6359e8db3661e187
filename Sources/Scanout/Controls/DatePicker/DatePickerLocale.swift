import FoundationEssentials

/// What a date picker takes from its locale: the clock and the order of day, month and year.
/// FoundationEssentials has no CLDR data, so these follow the locale's identifier: the regions
/// that write times with AM and PM, and the languages and regions that put the year or the month
/// first. English with no region (FoundationEssentials' current locale, `en_001`) uses the 12-hour
/// clock and day-month-year, as CLDR's world English does.
enum DatePickerLocale {
    /// Regions whose times read "9:41 AM".
    private static let twelveHourRegions: Set<String> = [
        "US", "CA", "AU", "NZ", "IN", "PH", "PK", "BD", "EG", "SA", "MY", "MX", "CO", "IE", "001",
    ]
    /// Languages that write the year first.
    private static let yearFirstLanguages: Set<String> = ["ja", "zh", "ko", "hu", "lt", "mn"]
    /// Regions that write the month first.
    private static let monthFirstRegions: Set<String> = ["US", "PH", "CA", "FM", "MH", "PW"]

    static func usesTwelveHourClock(_ locale: Locale) -> Bool {
        let (language, region) = parts(of: locale)
        if let region { return twelveHourRegions.contains(region) }
        return language == "en"
    }

    /// The date wheels in the locale's order.
    static func dateOrder(_ locale: Locale) -> [DatePickerColumn.Kind] {
        let (language, region) = parts(of: locale)
        if yearFirstLanguages.contains(language) { return [.year, .month, .day] }
        if let region, monthFirstRegions.contains(region) { return [.month, .day, .year] }
        return [.day, .month, .year]
    }

    /// "en_US" → ("en", "US"); "de" → ("de", nil); "en-GB" → ("en", "GB").
    private static func parts(of locale: Locale) -> (language: String, region: String?) {
        let pieces = locale.identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        let language = pieces.first?.lowercased() ?? "en"
        // A script ("zh_Hans_CN") has four letters; a region two letters or three digits.
        let region = pieces.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        return (language, region?.uppercased())
    }
}
