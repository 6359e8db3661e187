import FoundationEssentials

/// An image: a bitmap and the scale it was made for. Loaded from PNG files or data, drawn with a
/// renderer, or one of Scanout's symbols (`UIImage(systemName:)`).
///
/// `size` is in points: pixels divided by `scale`, so a 2× asset draws at the same size as its 1×
/// sibling, crisper. A template image (`renderingMode`, see `UIImage+RenderingMode`) is drawn by
/// views as a shape in their tint colour. Immutable; `Sendable`.
///
/// Where Scanout differs: a PNG of more than 4096×4096 pixels (16,777,216; 64 MB decoded) is
/// not decoded. Its header is read first, the initializer returns nil, and one `Scanout:` line
/// on standard error names the file, the size found and the limit — a kiosk's memory is not
/// spent on an image larger than any screen it has. A decode that runs out of memory also
/// returns nil, with a line saying so.
public final class UIImage: Sendable, CustomStringConvertible {
    /// The pixels, as stored: for an image made with an orientation other than `.up`
    /// (`init(cgImage:scale:orientation:)`), not yet turned — as in UIKit.
    public let cgImage: CGImage?
    /// How the stored pixels are turned for display (see `UIImage+Orientation`).
    public let imageOrientation: Orientation
    /// The pixels as drawn: `cgImage` turned as `imageOrientation` says (the same object when
    /// it is `.up`). Everything that draws the image draws these.
    let uprightImage: CGImage?
    /// Pixels per point of the image.
    public let scale: CGFloat
    /// Whether views draw the image as it is or as a template in their tint (see
    /// `UIImage+RenderingMode`).
    public let renderingMode: RenderingMode
    /// The colour `withTintColor(_:)` gave the image; it draws in it wherever it is not a view's
    /// template.
    let imageTintColor: UIColor?
    /// What the symbol image was drawn from; nil for other images.
    let symbol: SymbolDescription?
    /// How a resizable image's edges and centre fill a larger rect (`UIImage+Resizable`); nil for
    /// an image that simply scales.
    let resizing: Resizing?
    /// The asset-catalog set the image came from, when that set has images for more than one
    /// appearance (dark, high contrast): image views show the one for their own appearance.
    let appearanceSource: AppearanceSource?
    /// An animated image's frames (`UIImage.animatedImage(with:duration:)`); nil for others.
    public let images: [UIImage]?
    /// How long an animated image takes to show all its frames once; 0 for others.
    public let duration: TimeInterval

    /// Where an asset-catalog image's other appearances are: its set's file and the scale asked for.
    struct AppearanceSource: Sendable {
        let setFile: String
        let scale: CGFloat
    }

    /// An image of `cgImage`'s pixels at `scale`.
    public convenience init(cgImage: CGImage, scale: CGFloat = 1) {
        self.init(cgImage: cgImage, scale: scale, renderingMode: .automatic, tintColor: nil, symbol: nil)
    }

    /// An empty image: no pixels, of size zero. Bars take one as a shadow image to hide their
    /// shadow line (`navigationBar.shadowImage = UIImage()`), as in UIKit.
    public convenience init() {
        self.init(cgImage: nil, scale: 1, renderingMode: .automatic, tintColor: nil, symbol: nil)
    }

    /// Every stored property: the variants (`withRenderingMode(_:)`, symbols) are made here.
    init(
        cgImage: CGImage?, scale: CGFloat, renderingMode: RenderingMode, tintColor: UIColor?,
        symbol: SymbolDescription?, resizing: Resizing? = nil, appearanceSource: AppearanceSource? = nil,
        orientation: Orientation = .up, upright: CGImage? = nil, frames: [UIImage]? = nil,
        frameDuration: TimeInterval = 0
    ) {
        self.images = frames
        self.duration = frameDuration
        self.cgImage = cgImage
        self.imageOrientation = orientation
        // Turned once, when made: an image is drawn far more often than it is made. A copy
        // that cannot be had (no memory) leaves the stored pixels to be drawn as they are.
        // `upright` is a variant's (`withRenderingMode(_:)`…): the image it was made from turned them.
        self.uprightImage =
            orientation == .up
            ? cgImage : upright ?? cgImage.map { $0.turnedUpright(exifOrientation: orientation.exifValue) ?? $0 }
        self.scale = scale
        self.renderingMode = renderingMode
        self.imageTintColor = tintColor
        self.symbol = symbol
        self.resizing = resizing
        self.appearanceSource = appearanceSource
    }

    /// Decodes PNG or JPEG `data` (told apart by its first bytes); nil when it is neither, or is
    /// too large (see above). A JPEG's EXIF orientation is applied to its pixels.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        self.init(data: data, scale: scale, source: nil)
    }

    /// Loads the PNG or JPEG at `path`; nil when it cannot be read or decoded. A name ending in
    /// `@2x` (`logo@2x.png`) loads at scale 2.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let base = fileNameWithoutExtension(path)
        self.init(data: data, scale: base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1, source: path)
    }

    /// Decodes `data`, naming `source` (the file, if any) in the line explaining a refusal, a
    /// reduced decode or damage. A photo decoded at a fraction of its pixels keeps its size in
    /// points: its scale is divided by the same fraction.
    private convenience init?(data: Data, scale: CGFloat, source: String?) {
        switch ImageDecoder.decode(data) {
        case .success(let decoded):
            for note in decoded.notes(source: source) { Diagnostics.warn(note) }
            let wanted = scale.isFinite && scale > 0 ? scale : 1
            self.init(cgImage: decoded.image, scale: wanted / CGFloat(decoded.reduction))
        case .failure(let failure):
            if let message = failure.message(source: source) { Diagnostics.warn(message) }
            return nil
        }
    }

    /// The image `name` from the main bundle; see `init(named:in:compatibleWith:)`.
    @preconcurrency @MainActor
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Looks for `name` (adding `.png` when it has no extension of an image format Scanout
    /// decodes — PNG, JPG, JPEG — as UIKit implies only PNG's; preferring the `@2x`/`@3x`
    /// variant that suits the traits' display scale, or the screen's) in `bundle`'s resources;
    /// nil when there is none.
    /// For the main bundle (`bundle` nil), the current directory's `Resources` folder and the
    /// current directory are searched after the executable's `Resources`, so an app run from its
    /// source folder finds its images. Then the image sets of the asset catalogs in those folders
    /// (`Assets.xcassets`, see `AssetCatalogImages`), the image for the appearance of
    /// `traitCollection` (else `UITraitCollection.current`) when the set has dark or
    /// high-contrast images. Such an image shown by a `UIImageView` follows the view's
    /// appearance, as in UIKit; drawn by hand, load it again in `traitCollectionDidChange(_:)`.
    @preconcurrency @MainActor
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        let scale =
            traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil }
            ?? ApplicationContext.screenScale
        let candidates = scale >= 3 ? ["@3x", "@2x", ""] : scale >= 2 ? ["@2x", ""] : ["", "@2x"]
        let (base, fileExtension) = Self.resourceName(name)
        for directory in Bundle.assetFolders(for: bundle) {
            for suffix in candidates {
                let file = "\(directory)/\(base)\(suffix).\(fileExtension)"
                if FileManager.default.fileExists(atPath: file) {
                    self.init(contentsOfFile: file)
                    return
                }
            }
        }
        // An image set of an asset catalog (`AssetCatalogImages`).
        // The appearance of the traits given, else of the current ones (a view's while it draws or
        // lays out, else the key window's), as UIKit picks a set's dark image.
        guard
            let image = AssetCatalogImages.image(
                named: name, in: bundle, scale: scale, traits: traitCollection ?? UITraitCollection.current)
        else { return nil }
        self.init(
            cgImage: image.cgImage, scale: image.scale, renderingMode: image.renderingMode, tintColor: nil, symbol: nil,
            appearanceSource: image.appearanceSource)
    }

    /// The image's size in points.
    public var size: CGSize {
        guard let uprightImage else { return .zero }
        return CGSize(width: CGFloat(uprightImage.width) / scale, height: CGFloat(uprightImage.height) / scale)
    }

    /// The image as PNG data.
    public func pngData() -> Data? {
        cgImage?.pngData()
    }

    /// The image as JPEG data; `compressionQuality` runs from 0 (the smallest file) to 1 (the
    /// best image). nil for an image without pixels of its own. JPEG has no transparency:
    /// transparent parts come out black, as on iOS.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        cgImage?.jpegData(compressionQuality: Double(compressionQuality))
    }

    /// Draws the image at its size with its top-left corner at `point`, in the current context.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled to fill `rect`, in the current context: in its own tint colour when
    /// `withTintColor(_:)` gave it one, else as it is (a symbol in black, as in UIKit).
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        draw(in: rect, templateColor: nil)
    }

    /// Draws the image at its size at `point` in `blendMode`, its alpha multiplied by `alpha`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` in `blendMode`, its alpha multiplied by `alpha`.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.drawing(in: blendMode, alpha: alpha) { draw(in: rect) }
    }

    public var description: String {
        var text = "<UIImage: \(objectAddress(self)); size = \(size); scale = \(formatCoordinate(scale))"
        if let symbol { text += "; symbol = \(symbol.name)" }
        if renderingMode != .automatic { text += "; renderingMode = \(renderingMode)" }
        if let resizing { text += "; capInsets = \(resizing.capInsets); resizingMode = \(resizing.mode)" }
        return text + ">"
    }
}

/// `logo@2x` for `/assets/logo@2x.png`.
extension UIImage {
    /// A resource name split into the file's base name and extension: `"photo.JPG"` is
    /// ("photo", "JPG"); a name with no extension of a format Scanout decodes (`"logo"`,
    /// `"v1.2"`) is PNG's, as UIKit implies only PNG's.
    static func resourceName(_ name: String) -> (base: String, fileExtension: String) {
        if let dot = name.lastIndex(of: "."), !name[name.index(after: dot)...].contains("/") {
            let fileExtension = String(name[name.index(after: dot)...])
            if ImageDecoder.fileExtensions.contains(fileExtension.lowercased()) {
                return (String(name[..<dot]), fileExtension)
            }
        }
        return (name, "png")
    }
}

private func fileNameWithoutExtension(_ path: String) -> String {
    let last = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = last.lastIndex(of: ".") else { return last }
    return String(last[..<dot])
}

/// `#imageLiteral(resourceName:)`, as Xcode's image wells write them: the image `UIImage(named:)`
/// finds. A name it does not find gives an empty image (zero size) and one line naming the
/// resource and where it was looked for — a literal cannot fail, and a missing picture must not
/// bring the kiosk down. Off the main actor nothing is looked up (the screen's scale is the main
/// actor's), so the image is empty there too, with the same line.
extension UIImage: _ExpressibleByImageLiteral {
    public convenience init(imageLiteralResourceName name: String) {
        var found: UIImage?
        if isOnMainQueue { found = MainActor.assumeIsolated { UIImage(named: name) } }
        if found == nil {
            Diagnostics.warn(
                "#imageLiteral(resourceName: \"\(name)\"): no image named \(name).png in the app's Resources "
                    + "folder (or the current directory)\(isOnMainQueue ? "" : " — and this ran off the main actor")"
                    + "; the image is empty. Add the PNG next to the executable's Resources.")
        }
        self.init(
            cgImage: found?.cgImage, scale: found?.scale ?? 1, renderingMode: .automatic, tintColor: nil, symbol: nil)
    }
}

/// The type an `#imageLiteral` is without other context, as UIKit declares it.
public typealias _ImageLiteralType = UIImage
