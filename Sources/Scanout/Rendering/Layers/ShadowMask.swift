/// A layer's shadow as an alpha mask: its shape filled, then blurred by a Gaussian whose standard
/// deviation is the layer's `shadowRadius`, at the screen's scale. Made once, kept by the layer
/// until the shape, size or radius changes and shared with layers whose shadow is the same
/// (`recent`); drawing it is one masked fill in the shadow's colour.
///
/// The blur is `GaussianBlur`'s (pixman's separable convolution, across then down), on an 8-bit
/// alpha bitmap with three standard deviations of margin, where the Gaussian has fallen below 1 %.
/// Main actor.
@preconcurrency @MainActor
final class ShadowMask {
    /// What the mask was made from; a layer makes a new one when any of it changes.
    struct Key: Equatable {
        let shape: CGPath
        /// The blur's standard deviation in points, never NaN or negative: those blur nothing, so
        /// they are kept as zero (and a NaN, equal to nothing, would make a new mask every frame).
        let radius: CGFloat
        let scale: CGFloat

        init(shape: CGPath, radius: CGFloat, scale: CGFloat) {
            self.shape = shape
            self.radius = radius.isNaN ? 0 : max(radius, 0)
            self.scale = scale
        }
    }

    let key: Key
    /// Where the mask's top-left corner is, in the layer's coordinates (before the offset).
    let origin: CGPoint
    /// An alpha bitmap at the key's scale (its device scale set, so it draws in points).
    let surface: BitmapSurface

    /// The bytes of the mask's pixels.
    var byteCount: Int { surface.byteCount }

    /// Masks made lately, for layers whose shadow is the same (see `RecentShadowMasks`).
    static var recent = RecentShadowMasks(capacity: 16, byteLimit: 8 << 20)

    /// The largest mask side, in pixels: a bigger shadow is not drawn (a diagnostic says so).
    static let maximumSide = 4096

    private init(key: Key, origin: CGPoint, surface: BitmapSurface) {
        self.key = key
        self.origin = origin
        self.surface = surface
    }

    /// The blurred mask of `key.shape`; nil for an empty shape or one too large to blur.
    static func make(_ key: Key) -> ShadowMask? {
        let box = key.shape.boundingBox
        guard !box.isNull, !box.isEmpty, box.isFinite, key.scale > 0 else { return nil }
        // An infinite radius makes a mask too large (refused below).
        let sigma = key.radius * key.scale
        let marginPixels = (3 * sigma).pixelInteger(rounding: .up)
        let margin = CGFloat(marginPixels) / key.scale
        let extent = box.insetBy(dx: -margin, dy: -margin)
        let width = (extent.width * key.scale).pixelInteger(rounding: .up)
        let height = (extent.height * key.scale).pixelInteger(rounding: .up)
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
            Diagnostics.warn(
                "A shadow of \(formatCoordinate(box.width))×\(formatCoordinate(box.height)) points with radius \(key.radius) is larger than "
                    + "\(maximumSide) pixels a side and is not drawn. Give the layer a smaller shadowPath.")
            return nil
        }

        // The shape, filled.
        guard let shape = BitmapSurface(width: width, height: height, format: .alpha) else { return nil }
        if let context = shape.makeContext() {
            context.scaleBy(x: key.scale, y: key.scale)
            context.translateBy(x: -extent.minX, y: -extent.minY)
            context.replay(key.shape)
            context.fillReplayedPath(red: 0, green: 0, blue: 0, alpha: 1)
        }
        shape.flush()
        guard sigma > 0.01 else {
            shape.setDeviceScale(key.scale)
            return ShadowMask(key: key, origin: extent.origin, surface: shape)
        }
        guard let across = BitmapSurface(width: width, height: height, format: .alpha) else { return nil }
        GaussianBlur.blur(shape, using: across, sigma: sigma)
        shape.setDeviceScale(key.scale)
        return ShadowMask(key: key, origin: extent.origin, surface: shape)
    }
}
