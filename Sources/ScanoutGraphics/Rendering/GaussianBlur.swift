import CCairo
import ScanoutCore

/// A Gaussian blur of a bitmap in place, for layers' shadows (an alpha bitmap) and visual-effect
/// views' backdrops (premultiplied ARGB): pixman's separable convolution, run as a horizontal then
/// a vertical pass of the same one-dimensional kernel.
///
/// Two passes, across into a scratch bitmap and down back into the first: pixman's
/// separable-convolution filter visits every tap of the kernel's full square for each pixel, so
/// one pass with both directions costs the square of the kernel (a full-screen shadow of radius 5:
/// 31 × 31 taps a pixel, a quarter of a second); a pass with a one-tap other direction costs its
/// width. The kernel reaches three standard deviations, where the Gaussian has fallen below 1 %.
package enum GaussianBlur {
    /// What the kernel finds beyond the bitmap's edges.
    package enum Edges {
        /// Nothing: a shadow's mask has a margin of clear pixels, and fades into it.
        case transparent
        /// The edge pixels, repeated: a backdrop's blur keeps its edges as opaque as its middle
        /// (what lies beyond them is not the backdrop's).
        case extended
    }

    /// Blurs `bitmap` by a Gaussian of standard deviation `sigma` pixels, using `scratch` (a bitmap
    /// of the same size and format) for the pass across.
    package static func blur(
        _ bitmap: BitmapSurface, using scratch: BitmapSurface, sigma: CGFloat, edges: Edges = .transparent
    ) {
        precondition(
            bitmap.width == scratch.width && bitmap.height == scratch.height,
            "A blur's scratch bitmap must be the size of the one blurred.")
        convolve(from: bitmap, into: scratch, sigma: sigma, horizontally: true, edges: edges)
        convolve(from: scratch, into: bitmap, sigma: sigma, horizontally: false, edges: edges)
    }

    // MARK: - Private

    /// One pass of the Gaussian over a bitmap into another of the same size: across or down.
    private static func convolve(
        from source: BitmapSurface, into destination: BitmapSurface, sigma: CGFloat, horizontally: Bool,
        edges: Edges
    ) {
        source.flush()
        destination.flush()
        let width = Int32(source.width)
        let height = Int32(source.height)
        // Safety: both images wrap the cairo surfaces' pixel buffers, which outlive them (the
        // images are released below, before the bitmaps can go), with cairo's own stride.
        let format =
            cairo_image_surface_get_format(source.surface) == CAIRO_FORMAT_A8 ? PIXMAN_a8 : PIXMAN_a8r8g8b8
        let sourceImage = pixman_image_create_bits(
            format, width, height, words(of: source), Int32(source.bytesPerRow))
        let destinationImage = pixman_image_create_bits(
            format, width, height, words(of: destination), Int32(destination.bytesPerRow))
        if edges == .extended { pixman_image_set_repeat(sourceImage, PIXMAN_REPEAT_PAD) }
        var parameters = gaussianFilterParameters(sigma: sigma, horizontally: horizontally)
        pixman_image_set_filter(
            sourceImage, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, &parameters, Int32(parameters.count))
        pixman_image_composite32(
            PIXMAN_OP_SRC, sourceImage, nil, destinationImage, 0, 0, 0, 0, 0, 0, width, height)
        pixman_image_unref(sourceImage)
        pixman_image_unref(destinationImage)
        destination.markChanged()
    }

    /// A bitmap's pixels as pixman takes them (32-bit words; cairo's strides are multiples of four
    /// bytes); nil when cairo has none to give.
    private static func words(of bitmap: BitmapSurface) -> UnsafeMutablePointer<UInt32>? {
        UnsafeMutableRawPointer(cairo_image_surface_get_data(bitmap.surface))?.assumingMemoryBound(to: UInt32.self)
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
