import CCairo
import ScanoutCore

/// An offscreen bitmap and a `CGContext` drawing into it: what the framework draws symbols, the
/// pointer's cursor image and `UIGraphicsBeginImageContext` bitmaps in, without touching cairo.
///
/// The context's user space starts as the bitmap's pixels, top left at the origin; scale it to
/// points with `context.scaleBy(x:y:)`. Not thread-safe: made, drawn and read on one thread.
package final class BitmapCanvas {
    /// How each pixel is stored.
    package enum PixelFormat {
        /// Premultiplied alpha, red, green, blue in a native-endian 32-bit word (cairo's ARGB32,
        /// the format of `CGImage` and of a DRM cursor plane).
        case premultipliedARGB32
        /// Coverage only, one byte a pixel: enough for questions about shapes.
        case alpha8
    }

    /// Draws into the bitmap.
    package let context: CGContext
    /// The bitmap's width in pixels.
    package let pixelWidth: Int
    /// The bitmap's height in pixels.
    package let pixelHeight: Int
    private let surface: OpaquePointer

    /// The largest side cairo's image surfaces take.
    package static let maximumSide = 32_767

    /// A transparent bitmap of `pixelWidth` × `pixelHeight`; nil when a side is not in
    /// 1...`maximumSide` or the memory cannot be had (cairo answers with an error surface).
    package init?(pixelWidth: Int, pixelHeight: Int, format: PixelFormat = .premultipliedARGB32) {
        guard (1...Self.maximumSide).contains(pixelWidth), (1...Self.maximumSide).contains(pixelHeight),
            let surface = cairo_image_surface_create(format.cairoFormat, Int32(pixelWidth), Int32(pixelHeight))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        defer { cairo_destroy(cairo) }  // the context takes its own reference
        guard cairo_status(cairo) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.context = CGContext(cairo: cairo)
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Replaces every pixel with `color`, whatever the clip and transform: an opaque bitmap's
    /// black ground.
    package func paintAll(_ color: CGColor) {
        let cairo = context.cairo
        cairo_save(cairo)
        cairo_reset_clip(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// A copy of what has been drawn so far; the canvas can go on being drawn.
    package func makeImage() -> CGImage {
        CGImage(copyingPixelsOf: surface)
    }

    /// The bitmap itself as an image, without a copy: for a canvas drawn once and then dropped.
    /// Drawing into the canvas afterwards would change the image, which images must not do.
    package func finishImage() -> CGImage {
        cairo_surface_flush(surface)
        return CGImage(adopting: cairo_surface_reference(surface))
    }

    /// Calls `body` with the pixels, row after row `bytesPerRow` apart, once drawing is flushed to
    /// them; nil when the bitmap has no memory to read.
    package func withPixels<Result>(
        _ body: (_ pixels: UnsafeRawPointer, _ bytesPerRow: Int) throws -> Result
    ) rethrows -> Result? {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        return try body(UnsafeRawPointer(data), Int(cairo_image_surface_get_stride(surface)))
    }
}

extension BitmapCanvas.PixelFormat {
    fileprivate var cairoFormat: cairo_format_t {
        switch self {
        case .premultipliedARGB32: CAIRO_FORMAT_ARGB32
        case .alpha8: CAIRO_FORMAT_A8
        }
    }
}
