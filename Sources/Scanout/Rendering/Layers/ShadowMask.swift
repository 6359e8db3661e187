import CCairo

/// A layer's shadow as an alpha mask: its shape filled, then blurred by a Gaussian whose standard
/// deviation is the layer's `shadowRadius`, at the screen's scale. Made once, kept by the layer
/// until the shape, size or radius changes and shared with layers whose shadow is the same
/// (`recent`); drawing it is one masked fill in the shadow's colour.
///
/// The blur is pixman's separable convolution, run as a horizontal then a vertical pass of the
/// same one-dimensional kernel, on an 8-bit alpha image with three standard deviations of margin,
/// where the Gaussian has fallen below 1 %. Main actor.
@MainActor
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
    /// An A8 cairo surface at the key's scale (its device scale set, so it draws in points).
    let surface: OpaquePointer

    /// The bytes of the mask's pixels.
    var byteCount: Int { Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface)) }

    /// Masks made lately, for layers whose shadow is the same (see `RecentShadowMasks`).
    static var recent = RecentShadowMasks(capacity: 16, byteLimit: 8 << 20)

    /// The largest mask side, in pixels: a bigger shadow is not drawn (a diagnostic says so).
    static let maximumSide = 4096

    private init(key: Key, origin: CGPoint, surface: OpaquePointer) {
        self.key = key
        self.origin = origin
        self.surface = surface
    }

    isolated deinit {
        cairo_surface_destroy(surface)
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
        guard let shape = makeAlphaSurface(width: width, height: height) else { return nil }
        let cairo = cairo_create(shape)!
        cairo_scale(cairo, key.scale, key.scale)
        cairo_translate(cairo, -extent.minX, -extent.minY)
        let context = CGContext(cairo: cairo)
        context.replay(key.shape)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        cairo_fill(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(shape)
        guard sigma > 0.01 else {
            cairo_surface_set_device_scale(shape, key.scale, key.scale)
            return ShadowMask(key: key, origin: extent.origin, surface: shape)
        }

        // Blurred by pixman in two passes, across into a second surface and down back into the
        // first: pixman's separable-convolution filter visits every tap of the kernel's full
        // square for each pixel, so one pass with both directions costs the square of the kernel
        // (a full-screen shadow of radius 5: 31 × 31 taps a pixel, a quarter of a second); a pass
        // with a one-tap other direction costs its width.
        guard let across = makeAlphaSurface(width: width, height: height) else {
            cairo_surface_destroy(shape)
            return nil
        }
        convolve(from: shape, into: across, width: width, height: height, sigma: sigma, horizontally: true)
        convolve(from: across, into: shape, width: width, height: height, sigma: sigma, horizontally: false)
        cairo_surface_destroy(across)
        cairo_surface_set_device_scale(shape, key.scale, key.scale)
        return ShadowMask(key: key, origin: extent.origin, surface: shape)
    }

    /// One pass of the Gaussian over an A8 surface into another of the same size: across or down.
    private static func convolve(
        from source: OpaquePointer, into destination: OpaquePointer, width: Int, height: Int, sigma: CGFloat,
        horizontally: Bool
    ) {
        cairo_surface_flush(source)
        cairo_surface_flush(destination)
        // Safety: both images wrap the cairo surfaces' pixel buffers, which outlive them (the
        // images are released below, before the surfaces), with cairo's own stride.
        let sourceImage = pixman_image_create_bits(
            PIXMAN_a8, Int32(width), Int32(height), words(of: source), cairo_image_surface_get_stride(source))
        let destinationImage = pixman_image_create_bits(
            PIXMAN_a8, Int32(width), Int32(height), words(of: destination),
            cairo_image_surface_get_stride(destination))
        var parameters = gaussianFilterParameters(sigma: sigma, horizontally: horizontally)
        pixman_image_set_filter(
            sourceImage, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, &parameters, Int32(parameters.count))
        pixman_image_composite32(
            PIXMAN_OP_SRC, sourceImage, nil, destinationImage, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        pixman_image_unref(sourceImage)
        pixman_image_unref(destinationImage)
        cairo_surface_mark_dirty(destination)
    }

    /// A cairo image surface's pixels as pixman takes them (32-bit words; cairo's strides are
    /// multiples of four bytes).
    private static func words(of surface: OpaquePointer) -> UnsafeMutablePointer<UInt32>? {
        UnsafeMutableRawPointer(cairo_image_surface_get_data(surface))?.assumingMemoryBound(to: UInt32.self)
    }

    private static func makeAlphaSurface(width: Int, height: Int) -> OpaquePointer? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if let surface { cairo_surface_destroy(surface) }
            return nil
        }
        return surface
    }

    /// pixman's separable-convolution parameters for one Gaussian in one direction: the kernel
    /// width and height (one tap in the other direction), no subpixel phases, then the weights
    /// across and down (16.16 fixed point, summing to one).
    private static func gaussianFilterParameters(sigma: CGFloat, horizontally: Bool) -> [pixman_fixed_t] {
        let half = (3 * sigma).pixelInteger(rounding: .up)
        let size = 2 * half + 1
        var weights = (0..<size).map { index -> Double in
            let x = Double(index - half)
            return expValue(-(x * x) / (2 * sigma * sigma))
        }
        let total = weights.reduce(0, +)
        weights = weights.map { $0 / total }
        var fixed = weights.map { pixman_fixed_t(($0 * 65536).rounded()) }
        // Rounding can leave the sum a little off one; the centre takes the difference, so a flat
        // area keeps its exact alpha.
        fixed[half] += 65536 - fixed.reduce(0, +)
        let one: pixman_fixed_t = 65536
        let kernelSize = pixman_fixed_t(size) * one
        return horizontally
            ? [kernelSize, one, 0, 0] + fixed + [one]
            : [one, kernelSize, 0, 0] + [one] + fixed
    }
}
