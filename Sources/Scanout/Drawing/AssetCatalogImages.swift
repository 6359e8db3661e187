import FoundationEssentials

/// The image sets of asset catalogs, for `UIImage(named:)`: an app's `Assets.xcassets` copied into
/// `Resources/` gives its images as on iOS.
///
/// From a set's `Contents.json` the entry for any appearance (Scanout has no dark mode) and the
/// universal idiom (else the iPhone's) is taken, at the screen's scale if the set has it, else the
/// nearest larger, else the largest; a set with one unscaled file uses it at scale 1. The set's
/// `template-rendering-intent` makes the image `.alwaysTemplate` or `.alwaysOriginal`. Only PNG
/// files are decoded: a set whose file is a PDF, SVG or JPEG gives nil and one line naming it.
enum AssetCatalogImages {
    /// The image of the set `name`, or nil when no catalog has it (or it cannot be used).
    static func image(named name: String, in bundle: Bundle?, scale: CGFloat) -> UIImage? {
        for folder in Bundle.assetFolders(for: bundle) {
            if let file = AssetCatalogFolders.sets(in: folder, kind: .image)[name] {
                return image(at: file, scale: scale)
            }
        }
        return nil
    }

    /// The image the set file at `path` gives at `scale`.
    private static func image(at path: String, scale: CGFloat) -> UIImage? {
        func fail(_ reason: String) -> UIImage? {
            Diagnostics.warn(
                "The image set \(path) \(reason); UIImage(named:) returns nil for it. "
                    + "Check it against an image set Xcode writes (Assets.xcassets/Name.imageset/Contents.json) "
                    + "with PNG files.")
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else { return fail("cannot be read") }
        let set: ImageSet
        do {
            set = try JSONDecoder().decode(ImageSet.self, from: data)
        } catch {
            return fail("is not an image set's JSON (\(error))")
        }
        let usable = (set.images ?? []).filter { ($0.appearances?.isEmpty ?? true) && $0.filename != nil }
        let idiom = usable.filter { $0.idiom == "universal" }
        let candidates = idiom.isEmpty ? usable.filter { $0.idiom == "iphone" } : idiom
        let pool = candidates.isEmpty ? usable : candidates
        guard !pool.isEmpty else { return fail("has no image file for any appearance") }
        let wanted = scale.isFinite && scale > 0 ? scale : 1
        let scaled = pool.map { (entry: $0, scale: $0.scaleValue) }
        let chosen =
            scaled.filter { $0.scale >= wanted }.min { $0.scale < $1.scale }
            ?? scaled.max { $0.scale < $1.scale }
        guard let chosen, let filename = chosen.entry.filename else { return fail("has no image file") }
        let folder = String(path.dropLast("/Contents.json".count))
        let file = folder + "/" + filename
        guard filename.lowercased().hasSuffix(".png") else {
            return fail("uses \(filename), which is not a PNG (Scanout decodes PNG only)")
        }
        guard let bytes = FileManager.default.contents(atPath: file) else {
            return fail("names \(filename), which cannot be read")
        }
        guard let decoded = UIImage(data: bytes, scale: chosen.scale) else {
            return fail("names \(filename), which is not a PNG that can be decoded")
        }
        switch set.properties?.renderingIntent {
        case "template": return decoded.withRenderingMode(.alwaysTemplate)
        case "original": return decoded.withRenderingMode(.alwaysOriginal)
        default: return decoded
        }
    }

    // The parts of the files this reads; Xcode writes more.

    private struct ImageSet: Decodable {
        var images: [Entry]?
        var properties: Properties?
    }

    private struct Entry: Decodable {
        var idiom: String?
        var filename: String?
        var scale: String?
        var appearances: [Appearance]?

        /// `"2x"` → 2; a missing or unreadable scale is 1.
        var scaleValue: CGFloat {
            guard let scale, scale.hasSuffix("x"), let value = Double(scale.dropLast()), value.isFinite, value > 0
            else { return 1 }
            return CGFloat(value)
        }
    }

    private struct Appearance: Decodable {
        var appearance: String?
        var value: String?
    }

    private struct Properties: Decodable {
        var renderingIntent: String?

        enum CodingKeys: String, CodingKey {
            case renderingIntent = "template-rendering-intent"
        }
    }
}
