// The appearances an asset catalog's entries are for (`"appearances"` in a colour or image set's
// `Contents.json`), and how well one fits the traits a colour or image is wanted for.

/// The appearance a catalog entry is for: light or dark (`luminosity`), and high contrast or not;
/// nil in each for an entry that does not say (it serves any).
struct AssetAppearance: Hashable, Sendable {
    var isDark: Bool?
    var isHighContrast: Bool?

    init() {}

    /// An entry's appearances, or nil for one naming an appearance Scanout does not know
    /// (the entry is skipped, as an older UIKit skips what it does not know).
    init?(_ appearances: [Entry]) {
        for appearance in appearances {
            switch (appearance.appearance, appearance.value) {
            case ("luminosity", "light"): isDark = false
            case ("luminosity", "dark"): isDark = true
            case ("contrast", "high"): isHighContrast = true
            default: return nil
            }
        }
    }

    init(_ traits: UITraitCollection) {
        isDark = traits.userInterfaceStyle == .dark
        isHighContrast = traits.accessibilityContrast == .high
    }

    /// How well this entry fits `wanted`, higher better; an entry that says something else
    /// than wanted fits less than one that says nothing.
    func match(_ wanted: AssetAppearance) -> Int {
        func score(_ mine: Bool?, _ theirs: Bool?) -> Int {
            guard let mine else { return 1 }
            return mine == (theirs ?? false) ? 2 : 0
        }
        // Luminosity weighs more than contrast: a dark entry beats a high-contrast light one
        // in the dark.
        return score(isDark, wanted.isDark) * 4 + score(isHighContrast, wanted.isHighContrast)
    }
}

extension AssetAppearance {
    /// One of an entry's `"appearances"`, as Xcode writes it.
    struct Entry: Decodable, Sendable {
        var appearance: String?
        var value: String?
    }

    /// Of `candidates`, those whose appearance fits `traits` best (all of one appearance); the
    /// entries naming an appearance Scanout does not know are left out.
    static func bestFitting<Candidate>(
        _ candidates: [Candidate], appearances: (Candidate) -> [Entry]?, traits: UITraitCollection
    ) -> [Candidate] {
        let wanted = AssetAppearance(traits)
        let known = candidates.compactMap { candidate in
            AssetAppearance(appearances(candidate) ?? []).map { (candidate, $0) }
        }
        guard let best = known.map({ $0.1.match(wanted) }).max() else { return [] }
        return known.filter { $0.1.match(wanted) == best }.map(\.0)
    }
}
