// Symbol images: `UIImage(systemName:)` draws one of `SymbolCatalog`'s designs at the configured
// point size and weight, at the screen's scale, as a template image (views draw it in their tint).
//
// As in UIKit, an unknown name gives nil; the symbol set itself is Scanout's own and smaller than
// SF Symbols (see `SymbolCatalog.names`). Images are cached per name, configuration and scale, so
// asking again is cheap and gives the same image.

extension UIImage {
    /// The symbol called `name` at the default configuration (17 points, regular); nil when
    /// Scanout has no such symbol.
    @MainActor
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol called `name` drawn with `configuration`; nil when Scanout has no such symbol.
    @MainActor
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard let image = UIImage.symbol(named: name, configuration: configuration ?? .unspecified) else { return nil }
        self.init(
            cgImage: image.cgImage, scale: image.scale, renderingMode: .alwaysTemplate, tintColor: nil,
            symbol: image.symbol)
    }

    /// The symbol's configuration; nil for images that are not symbols.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The same symbol drawn with `configuration` (replacing this one's); other images are
    /// returned unchanged.
    @MainActor
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        redrawn(with: configuration) ?? self
    }

    /// The same symbol with `configuration`'s specified values applied over this one's; nil for an
    /// image that is not a symbol.
    @MainActor
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return redrawn(with: symbol.configuration.applying(configuration))
    }

    /// UIKit's standard images, as symbols.
    @MainActor public static var add: UIImage { UIImage(systemName: "plus")! }
    @MainActor public static var remove: UIImage { UIImage(systemName: "minus")! }
    @MainActor public static var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    @MainActor public static var actions: UIImage { UIImage(systemName: "ellipsis.circle")! }

    // MARK: - Internal

    /// The cached symbol image for `name` and `configuration` at the screen's scale.
    @MainActor
    static func symbol(named name: String, configuration: SymbolConfiguration) -> UIImage? {
        let screenScale = ApplicationContext.screenScale
        let key = SymbolCacheKey(name: name, configuration: configuration, scale: screenScale)
        if let cached = symbolCache[key] { return cached }
        guard let design = SymbolCatalog.design(named: name) else { return nil }
        let (cgImage, _) = SymbolPen.image(
            size: design.size, configuration: configuration, screenScale: screenScale, design: design.draw)
        let image = UIImage(
            cgImage: cgImage, scale: screenScale, renderingMode: .alwaysTemplate, tintColor: nil,
            symbol: SymbolDescription(name: name, configuration: configuration))
        if symbolCache.count > 512 { symbolCache.removeAll() }
        symbolCache[key] = image
        return image
    }

    // MARK: - Private

    /// This symbol drawn again with `configuration`, keeping the rendering mode and tint.
    @MainActor
    private func redrawn(with configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol, let image = UIImage.symbol(named: symbol.name, configuration: configuration) else {
            return nil
        }
        return UIImage(
            cgImage: image.cgImage, scale: image.scale, renderingMode: renderingMode, tintColor: imageTintColor,
            symbol: image.symbol, orientation: image.imageOrientation, upright: image.uprightImage)
    }

    @MainActor private static var symbolCache: [SymbolCacheKey: UIImage] = [:]
    /// Symbol images drawn and kept (see `CacheCensus`).
    @MainActor static var symbolCacheCount: Int { symbolCache.count }
}

private struct SymbolCacheKey: Hashable {
    let name: String
    let configuration: UIImage.SymbolConfiguration
    let scale: CGFloat
}
