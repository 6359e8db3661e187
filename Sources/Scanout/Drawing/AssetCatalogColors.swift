import FoundationEssentials
import Synchronization

extension UIColor {
    /// The colour `name` from an asset catalog in the main bundle's resources; see
    /// `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` (`"BrandTint"`, or `"Folder/BrandTint"` inside a folder that provides
    /// a namespace) from an Xcode asset catalog (`*.xcassets`) in `bundle`'s resources — copy the
    /// app's `Assets.xcassets` into `Resources/` — or nil when there is none, as in UIKit. For the
    /// main bundle (`bundle` nil) the current directory's `Resources` folder and the current
    /// directory are searched too, as `UIImage(named:)` does.
    ///
    /// The colour is the set's entry for any appearance, for the universal idiom or else the
    /// iPhone's; a set with dark or high-contrast entries gives a dynamic colour that picks the
    /// entry for the traits it is resolved with (`traitCollection`, when given, resolves it now).
    /// Components are read as Xcode writes them: `"0.800"` (0 to 1), `"0xCC"` or `"204"` (0 to
    /// 255); sRGB, Display P3 (converted to sRGB) and grey spaces; a system colour by reference
    /// (`"systemBlueColor"`). A colour set that cannot be read gives nil and a line on standard
    /// error naming its file and why. Colours are read once and remembered.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard var color = AssetCatalogColors.color(named: name, in: bundle) else { return nil }
        if let traitCollection { color = color.resolvedColor(with: traitCollection) }
        self.init(storage: color.storage)
    }
}

/// The colour sets of the asset catalogs in a bundle's resources: each folder's catalogs are
/// walked once, each colour set read once.
enum AssetCatalogColors {
    /// The colours read so far, by `Contents.json` (nil for a file that cannot be read).
    private static let colorsByFile = Mutex<[String: UIColor?]>([:])

    static func color(named name: String, in bundle: Bundle?) -> UIColor? {
        for folder in Bundle.assetFolders(for: bundle) {
            if let file = AssetCatalogFolders.sets(in: folder, kind: .color)[name] { return color(at: file) }
        }
        return nil
    }

    /// The colour of the colour set file at `file`, read on first use.
    private static func color(at file: String) -> UIColor? {
        if let color = colorsByFile.withLock({ $0[file] }) { return color }
        let color = read(file)
        colorsByFile.withLock { $0[file] = color }
        return color
    }

    /// The colour in the colour set file at `path`, or nil with a warning naming what is wrong.
    private static func read(_ path: String) -> UIColor? {
        func fail(_ reason: String) -> UIColor? {
            Diagnostics.warn("The colour set \(path) \(reason); UIColor(named:) returns nil for it. \(fix)")
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else { return fail("cannot be read") }
        let set: ColorSet
        do {
            set = try JSONDecoder().decode(ColorSet.self, from: data)
        } catch {
            return fail("is not a colour set's JSON (\(error))")
        }
        // The entries of the idiom to use: the universal one's, else the iPhone's, else any.
        let idiom =
            set.colors.contains { $0.idiom == "universal" }
            ? "universal" : set.colors.contains { $0.idiom == "iphone" } ? "iphone" : set.colors.first?.idiom
        let entries = set.colors.filter { $0.idiom == idiom }
        var variants: [(variant: AssetAppearance, color: UIColor)] = []
        for entry in entries {
            guard let variant = AssetAppearance(entry.appearances ?? []) else { continue }
            guard let color = entry.color else { return fail("has an entry without a colour") }
            switch self.color(color) {
            case .success(let resolved): variants.append((variant, resolved))
            case .failure(let reason): return fail(reason.text)
            }
        }
        guard let anyAppearance = variants.first(where: { $0.variant == AssetAppearance() })?.color else {
            return fail("has no colour for any appearance")
        }
        guard variants.count > 1 else { return anyAppearance }
        // Several appearances: a colour that picks the closest variant for the traits it is
        // resolved with, as UIKit's named colours do.
        return UIColor { [variants] traits in
            let wanted = AssetAppearance(traits)
            return variants.max { $0.variant.match(wanted) < $1.variant.match(wanted) }.map(\.color) ?? anyAppearance
        }
    }

    /// A reason a colour entry cannot be read, for the warning.
    private struct EntryProblem: Error {
        var text: String
    }

    /// The colour an entry gives: a system colour by reference, or its components.
    private static func color(_ color: Color) -> Result<UIColor, EntryProblem> {
        func fail(_ text: String) -> Result<UIColor, EntryProblem> { .failure(EntryProblem(text: text)) }
        if let reference = color.reference {
            guard let system = systemColors[reference] else {
                return fail("refers to \(reference), a colour Scanout does not know")
            }
            return .success(system)
        }
        guard let components = color.components else { return fail("has a colour without components") }
        guard let alpha = component(components.alpha ?? "1") else {
            return fail("has an alpha of \(components.alpha ?? "")")
        }
        if let white = components.white {
            guard let value = component(white) else { return fail("has a white of \(white)") }
            return .success(UIColor(white: value, alpha: alpha))
        }
        guard let redText = components.red, let greenText = components.green, let blueText = components.blue,
            let red = component(redText), let green = component(greenText), let blue = component(blueText)
        else { return fail("has red, green and blue components that are missing or not numbers") }
        if color.colorSpace == "display-p3" {
            return .success(UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha))
        }
        return .success(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A component as Xcode writes it: a fraction with a decimal point, a `0x` byte, or a byte.
    private static func component(_ text: String) -> CGFloat? {
        let text = text.filter { !$0.isWhitespace }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
        }
        if text.contains(".") {
            return Double(text).flatMap { $0.isFinite ? CGFloat(min(max($0, 0), 1)) : nil }
        }
        return UInt8(text).map { CGFloat($0) / 255 }
    }

    private static let fix = "Check it against a colour set Xcode writes (Assets.xcassets/Name.colorset/Contents.json)."

    /// The system colours a colour set may refer to, by the names Xcode writes.
    private static let systemColors: [String: UIColor] = [
        "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
        "systemGreenColor": .systemGreen, "systemMintColor": .systemMint, "systemTealColor": .systemTeal,
        "systemCyanColor": .systemCyan, "systemBlueColor": .systemBlue, "systemIndigoColor": .systemIndigo,
        "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink, "systemBrownColor": .systemBrown,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator, "linkColor": .link,
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground,
        "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
        "whiteColor": .white, "blackColor": .black, "clearColor": .clear, "lightTextColor": .lightText,
        "darkTextColor": .darkText,
    ]

    // The parts of the files this reads; Xcode writes more.

    private struct ColorSet: Decodable {
        var colors: [Entry]
    }

    private struct Entry: Decodable {
        var idiom: String?
        var appearances: [AssetAppearance.Entry]?
        var color: Color?
    }

    private struct Color: Decodable {
        var colorSpace: String?
        var components: Components?
        var reference: String?

        enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space"
            case components, reference
        }
    }

    private struct Components: Decodable {
        var red: String?
        var green: String?
        var blue: String?
        var white: String?
        var alpha: String?

        enum CodingKeys: String, CodingKey {
            case red, green, blue, white, alpha
        }

        /// Xcode writes each component as a string; a hand-written file may use a number.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            func text(_ key: CodingKeys) -> String? {
                if let string = try? container.decode(String.self, forKey: key) { return string }
                if let number = try? container.decode(Double.self, forKey: key) {
                    return number == number.rounded() && number > 1 && number < 1e15
                        ? String(Int64(number)) : String(number)
                }
                return nil
            }
            red = text(.red)
            green = text(.green)
            blue = text(.blue)
            white = text(.white)
            alpha = text(.alpha)
        }
    }
}
