import Synchronization

/// Stand-ins for the fonts every iPhone has, when the device does not: `UIFont(name: "Arial",
/// size: 35)` in an iOS app expects a font, and a nil there drops the app to the 17-point default
/// (a calculator's 100-point display then shows at 17). iOS's own fonts are not free to ship, so
/// a family iOS bundles but this system lacks is given the installed system family of the same
/// kind — sans-serif, serif or monospaced — at the weight and slant its name asks for, with one
/// warning per name saying what to install for a closer match. A name iOS does not bundle still
/// gives nil, as on iOS.
enum IOSFontSubstitutes {
    enum Kind {
        case sansSerif, serif, monospaced
    }

    /// iOS's bundled families (those UIKit code names most), by their kind. Keys are compared as
    /// `comparisonKey` makes them: lowercase, without spaces.
    static let families: [String: Kind] = {
        let sans = [
            "Arial", "Arial Rounded MT Bold", "Arial Hebrew", "Avenir", "Avenir Next", "Avenir Next Condensed",
            "Futura", "Gill Sans", "Helvetica", "Helvetica Neue", "Kohinoor Bangla", "Kohinoor Devanagari",
            "Kohinoor Telugu", "Optima", "Trebuchet MS", "Verdana", "Geeza Pro", "Damascus", "Apple SD Gothic Neo",
            "PingFang SC", "PingFang TC", "PingFang HK", "Hiragino Sans", "Thonburi", "Marker Felt", "Noteworthy",
            "Chalkboard SE", "San Francisco", "SF Pro", "SF Pro Text", "SF Pro Display", "SF Pro Rounded",
            ".SF UI", ".SF UI Text", ".SF UI Display", "System Font",
        ]
        let serif = [
            "Georgia", "Times New Roman", "Baskerville", "Palatino", "Didot", "Bodoni 72", "Hoefler Text",
            "Charter", "Iowan Old Style", "Cochin", "Copperplate", "Rockwell", "American Typewriter", "Zapfino",
            "Snell Roundhand", "Savoye LET", "Party LET", "Bradley Hand", "New York",
        ]
        let mono = ["Courier", "Courier New", "Menlo", "SF Mono", "SF Mono Text"]
        var table: [String: Kind] = [:]
        for name in sans { table[comparisonKey(name)] = .sansSerif }
        for name in serif { table[comparisonKey(name)] = .serif }
        for name in mono { table[comparisonKey(name)] = .monospaced }
        return table
    }()

    /// The installed family that stands in for `kind`.
    static func family(for kind: Kind) -> String {
        switch kind {
        case .sansSerif: UIFont.systemFamily
        case .serif: "DejaVu Serif"
        case .monospaced: UIFont.monospacedFamily
        }
    }

    /// The stand-in face for `name` — a family (`"Helvetica Neue"`) or a PostScript name
    /// (`"HelveticaNeue-Bold"`, `"Arial-BoldItalicMT"`, `"TimesNewRomanPSMT"`) of a font iOS
    /// bundles — or nil for a name that is not one of them.
    static func face(for name: String) -> (face: FontCatalog.Face, kind: Kind)? {
        // No font's name has a NUL in it (fontconfig's names are C strings).
        guard !name.utf8.contains(0) else { return nil }
        let (familyPart, style) = split(name)
        var key = comparisonKey(familyPart)
        // PostScript names glue suffixes on: "ArialMT", "TimesNewRomanPSMT".
        for suffix in ["psmt", "mt", "ps"] where families[key] == nil && key.hasSuffix(suffix) {
            key.removeLast(suffix.count)
        }
        guard let kind = families[key] ?? families[comparisonKey(name)] else { return nil }
        let (weight, isItalic) = weightAndSlant(style)
        return (FontCatalog.Face(family: family(for: kind), weight: weight, isItalic: isItalic), kind)
    }

    /// Says once per name that a stand-in is used, and what to install instead.
    static func warnOnce(name: String, kind: Kind) {
        guard warned.withLock({ $0.insert(name).inserted }) else { return }
        let closer =
            switch kind {
            case .sansSerif: "fonts-liberation has a metric-compatible Arial and Helvetica"
            case .serif: "fonts-liberation has a metric-compatible Times New Roman"
            case .monospaced: "fonts-liberation has a metric-compatible Courier New"
            }
        Diagnostics.warn(
            "UIFont(name: \"\(name)\"): iOS has this font, this system does not; using \(family(for: kind)) at the "
                + "size asked for. Install the font in the device image for the same look (\(closer)).")
    }

    private static let warned = Mutex<Set<String>>([])

    /// "HelveticaNeue-BoldItalic" → ("HelveticaNeue", "bolditalic"); a name without a hyphen is
    /// all family.
    private static func split(_ name: String) -> (family: String, style: String) {
        guard let hyphen = name.lastIndex(of: "-") else { return (name, "") }
        return (String(name[..<hyphen]), String(name[name.index(after: hyphen)...]).lowercased())
    }

    /// The OpenType weight and slant a PostScript style suffix names ("Bold", "LightItalic",
    /// "DemiBold", "BoldMT", "Heavy", "Oblique").
    private static func weightAndSlant(_ style: String) -> (weight: Int, isItalic: Bool) {
        let isItalic = style.contains("italic") || style.contains("oblique")
        let weights: [(String, Int)] = [
            ("ultralight", 100), ("thin", 100), ("extralight", 200), ("light", 300), ("medium", 500),
            ("demibold", 600), ("semibold", 600), ("demi", 600), ("extrabold", 800), ("ultrabold", 800),
            ("heavy", 800), ("black", 900), ("bold", 700),
        ]
        let weight = weights.first { style.contains($0.0) }?.1 ?? 400
        return (weight, isItalic)
    }

    private static func comparisonKey(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " })
    }
}
