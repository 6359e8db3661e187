// Pattern colours: `UIColor(patternImage:)` paints an image tiled, as a view's background, a
// fill or a stroke. The tiles start at the origin of what is painted (a view's bounds' origin for
// its background, user space's origin in `draw(_:)`), one image pixel per 1/scale point, as in
// UIKit. A pattern colour has no components (`getRed` fails, as UIKit's); its alpha multiplies
// the image's own.

extension UIColor {
    /// A colour that paints `image` tiled. An image without pixels of its own (a symbol, a
    /// configured image) is drawn once into a bitmap first; an empty image paints nothing.
    public convenience init(patternImage image: UIImage) {
        self.init(storage: .fixed(UIColor.patternColor(of: image)))
    }

    /// Whether this colour paints an image rather than one colour (as it resolves now).
    var isPatternColor: Bool { cgColor.pattern != nil }

    private static func patternColor(of image: UIImage) -> CGColor {
        if let bitmap = image.uprightImage, bitmap.width > 0, bitmap.height > 0 {
            return CGColor(pattern: CGColorPattern(image: bitmap, scale: image.scale))
        }
        // Drawing a symbol or configured image is main-actor work; UIColor is not, and a pattern
        // made off the main queue from such an image paints nothing (with a warning).
        guard isOnMainQueue else {
            Diagnostics.warn(
                "UIColor(patternImage:) off the main queue needs an image with pixels (a decoded image); \(image) paints nothing."
            )
            return .clear
        }
        return MainActor.assumeIsolated { rendered(image) }
    }

    @MainActor
    private static func rendered(_ image: UIImage) -> CGColor {
        let size = image.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
            size.width <= 4096, size.height <= 4096
        else { return .clear }
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale.isFinite ? min(max(1, image.scale), 4) : 1
        let drawn = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            image.draw(in: CGRect(origin: .zero, size: size))
        }
        guard let bitmap = drawn.cgImage else { return .clear }
        return CGColor(pattern: CGColorPattern(image: bitmap, scale: drawn.scale))
    }
}
