import CCairo

/// A layer's shadow as an alpha mask: its shape filled, then blurred by a Gaussian whose standard
/// deviation is the layer's `shadowRadius`, at the screen's scale. Made once and kept by the layer
/// until the shape, size or radius changes; drawing it is one masked fill in the shadow's colour.
///
/// The blur is pixman's separable convolution (a horizontal then a vertical pass of the same
/// kernel) on an 8-bit alpha image with three standard deviations of margin, where the Gaussian
/// has fallen below 1 %. Main actor.
@MainActor
final class ShadowMask {
    /// What the mask was made from; a layer makes a new one when any of it changes.
    struct Key: Equatable {
        let shape: CGPath
        let radius: CGFloat
        let scale: CGFloat
    }

    let key: Key
    /// Where the mask's top-left corner is, in the layer's coordinates (before the offset).
    let origin: CGPoint
    /// An A8 cairo surface at the key's scale (its device scale set, so it draws in points).
    let surface: OpaquePointer

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
        // A radius that is not a number blurs nothing; an infinite one makes a mask too large.
        let sigma = (key.radius.isNaN ? 0 : max(key.radius, 0)) * key.scale
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

        // Blurred into a second surface by pixman.
        guard let blurred = makeAlphaSurface(width: width, height: height) else {
            cairo_surface_destroy(shape)
            return nil
        }
        // Safety: both images wrap the cairo surfaces' pixel buffers, which outlive them (the
        // images are released below, before the surfaces), with cairo's own stride.
        let source = pixman_image_create_bits(
            PIXMAN_a8, Int32(width), Int32(height), words(of: shape), cairo_image_surface_get_stride(shape))
        let destination = pixman_image_create_bits(
            PIXMAN_a8, Int32(width), Int32(height), words(of: blurred), cairo_image_surface_get_stride(blurred))
        var parameters = gaussianFilterParameters(sigma: sigma)
        pixman_image_set_filter(source, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, &parameters, Int32(parameters.count))
        pixman_image_composite32(
            PIXMAN_OP_SRC, source, nil, destination, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        pixman_image_unref(source)
        pixman_image_unref(destination)
        cairo_surface_destroy(shape)
        cairo_surface_mark_dirty(blurred)
        cairo_surface_set_device_scale(blurred, key.scale, key.scale)
        return ShadowMask(key: key, origin: extent.origin, surface: blurred)
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

    /// pixman's separable-convolution parameters for one Gaussian in both directions: the kernel
    /// width and height, no subpixel phases, then the weights across and down (16.16 fixed
    /// point, summing to one).
    private static func gaussianFilterParameters(sigma: CGFloat) -> [pixman_fixed_t] {
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
        return [pixman_fixed_t(size) * one, pixman_fixed_t(size) * one, 0, 0] + fixed + fixed
    }
}
