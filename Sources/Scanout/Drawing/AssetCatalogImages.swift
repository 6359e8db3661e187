import FoundationEssentials
import Synchronization

/// The image sets of asset catalogs, for `UIImage(named:)`: an app's `Assets.xcassets` copied into
/// `Resources/` gives its images as on iOS.
///
/// From a set's `Contents.json` the entries of the universal idiom (else the iPhone's) for the
/// appearance that fits the traits asked for best (dark, high contrast, else any; see
/// `AssetAppearance`) are taken, at the screen's scale if the set has it, else the
/// nearest larger, else the largest; a set with one unscaled file uses it at scale 1. The set's
/// `template-rendering-intent` makes the image `.alwaysTemplate` or `.alwaysOriginal`. PNG and
/// JPEG files are decoded: a set whose file is a PDF, SVG or HEIC gives nil and one line naming it.
enum AssetCatalogImages {
    /// The image of the set `name`, or nil when no catalog has it (or it cannot be used).
    static func image(named name: String, in bundle: Bundle?, scale: CGFloat, traits: UITraitCollection) -> UIImage? {
        for folder in Bundle.assetFolders(for: bundle) {
            if let file = AssetCatalogFolders.sets(in: folder, kind: .image)[name] {
                return image(at: file, scale: scale, traits: traits)
            }
        }
        return nil
    }

    /// The image of the same set for `traits`' appearance: `image` itself when it came from no
    /// set with images for several appearances. Each such variant is decoded once and kept (an
    /// image view shows it whenever its appearance comes back).
    static func variant(of image: UIImage, for traits: UITraitCollection) -> UIImage {
        guard let source = image.appearanceSource else { return image }
        let key = VariantKey(setFile: source.setFile, scale: source.scale, appearance: AssetAppearance(traits))
        if let kept = variantsKept.withLock({ $0[key] }) { return kept }
        guard let variant = self.image(at: source.setFile, scale: source.scale, traits: traits) else { return image }
        variantsKept.withLock { $0[key] = variant }
        return variant
    }

    private static let variantsKept = Mutex<[VariantKey: UIImage]>([:])

    private struct VariantKey: Hashable {
        var setFile: String
        var scale: CGFloat
        var appearance: AssetAppearance
    }

    /// The image the set file at `path` gives at `scale` for the appearance of `traits`.
    private static func image(at path: String, scale: CGFloat, traits: UITraitCollection) -> UIImage? {
        func fail(_ reason: String) -> UIImage? {
            Diagnostics.warn(
                "The image set \(path) \(reason); UIImage(named:) returns nil for it. "
                    + "Check it against an image set Xcode writes (Assets.xcassets/Name.imageset/Contents.json) "
                    + "with PNG or JPEG files.")
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else { return fail("cannot be read") }
        let set: ImageSet
        do {
            set = try JSONDecoder().decode(ImageSet.self, from: data)
        } catch {
            return fail("is not an image set's JSON (\(error))")
        }
        let usable = (set.images ?? []).filter { $0.filename != nil }
        let idiom = usable.filter { $0.idiom == "universal" }
        let candidates = idiom.isEmpty ? usable.filter { $0.idiom == "iphone" } : idiom
        let pool = AssetAppearance.bestFitting(
            candidates.isEmpty ? usable : candidates, appearances: \.appearances, traits: traits)
        guard !pool.isEmpty else { return fail("has no image file for any appearance") }
        let wanted = scale.isFinite && scale > 0 ? scale : 1
        let scaled = pool.map { (entry: $0, scale: $0.scaleValue) }
        let chosen =
            scaled.filter { $0.scale >= wanted }.min { $0.scale < $1.scale }
            ?? scaled.max { $0.scale < $1.scale }
        guard let chosen, let filename = chosen.entry.filename else { return fail("has no image file") }
        let folder = String(path.dropLast("/Contents.json".count))
        let file = folder + "/" + filename
        guard ImageDecoder.fileExtensions.contains(where: { filename.lowercased().hasSuffix(".\($0)") }) else {
            return fail("uses \(filename), which is neither a PNG nor a JPEG (the formats Scanout decodes)")
        }
        guard let bytes = FileManager.default.contents(atPath: file) else {
            return fail("names \(filename), which cannot be read")
        }
        guard let decoded = UIImage(data: bytes, scale: chosen.scale) else {
            return fail("names \(filename), which is not a PNG or JPEG that can be decoded")
        }
        let renderingMode: UIImage.RenderingMode
        switch set.properties?.renderingIntent {
        case "template": renderingMode = .alwaysTemplate
        case "original": renderingMode = .alwaysOriginal
        default: renderingMode = .automatic
        }
        // A set with images for more than one appearance: the image remembers it, so an image
        // view shows the one for its own appearance (see `variant(of:for:)`).
        let appearances = Set(usable.compactMap { AssetAppearance($0.appearances ?? []) })
        let source = appearances.count > 1 ? UIImage.AppearanceSource(setFile: path, scale: scale) : nil
        return UIImage(
            cgImage: decoded.cgImage, scale: decoded.scale, renderingMode: renderingMode, tintColor: nil, symbol: nil,
            appearanceSource: source)
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
        var appearances: [AssetAppearance.Entry]?

        /// `"2x"` → 2; a missing or unreadable scale is 1.
        var scaleValue: CGFloat {
            guard let scale, scale.hasSuffix("x"), let value = Double(scale.dropLast()), value.isFinite, value > 0
            else { return 1 }
            return CGFloat(value)
        }
    }

    private struct Properties: Decodable {
        var renderingIntent: String?

        enum CodingKeys: String, CodingKey {
            case renderingIntent = "template-rendering-intent"
        }
    }
}
