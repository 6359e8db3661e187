import CCairo
import ScanoutCore

/// Pixels the framework draws into: the frame, a view's kept drawing (premultiplied ARGB)
/// composited every frame, a shadow's blurred alpha mask, a symbol or image context drawn once
/// and read back (`BitmapSurface+Images`). Unlike `CGImage` (immutable, shareable), a bitmap is
/// drawn into again and again through `makeContext()`.
///
/// Owns a cairo image surface, destroyed with the bitmap (a `PixmanBatch` still reading it keeps
/// its own reference). Not thread-safe: used from one thread at a time (the main actor, for the
/// compositor's).
package final class BitmapSurface {
    /// How a pixel is stored.
    package enum Format {
        /// Premultiplied ARGB in 32-bit words (`CAIRO_FORMAT_ARGB32`).
        case premultipliedARGB
        /// Alpha only, one byte a pixel (`CAIRO_FORMAT_A8`): a mask.
        case alpha

        var cairoFormat: cairo_format_t {
            switch self {
            case .premultipliedARGB: CAIRO_FORMAT_ARGB32
            case .alpha: CAIRO_FORMAT_A8
            }
        }
    }

    /// The cairo image surface; owned.
    package let surface: OpaquePointer
    package let width: Int
    package let height: Int
    /// Bytes from one row to the next (cairo's stride, a multiple of four).
    package let bytesPerRow: Int

    /// A cleared bitmap of `width` × `height` pixels; nil when cairo cannot make it (out of memory,
    /// or a side past cairo's 32767), and the caller draws without one. A large one (a frame, a
    /// big view's kept drawing) has pages of its own, returned when it goes (`PixelMemory`).
    package init?(width: Int, height: Int, format: Format) {
        guard let surface = PixelMemory.makeSurface(format: format.cairoFormat, width: width, height: height)
        else { return nil }
        self.surface = surface
        self.width = width
        self.height = height
        self.bytesPerRow = Int(cairo_image_surface_get_stride(surface))
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The bytes of the pixels.
    package var byteCount: Int { bytesPerRow * height }

    /// A context drawing into the bitmap, in its pixels (no transformation); nil if cairo cannot
    /// make one.
    package func makeContext() -> CGContext? {
        guard let cairo = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cairo) }
        return CGContext(cairo: cairo)
    }

    /// Finishes what cairo drew, before the pixels are read behind its back (by pixman).
    package func flush() {
        cairo_surface_flush(surface)
    }

    /// Tells cairo the pixels were written behind its back.
    package func markChanged() {
        cairo_surface_mark_dirty(surface)
    }

    /// Makes one unit of user space `scale` pixels where the bitmap is drawn or used as a mask: a
    /// mask made at the screen's scale is then placed in points.
    package func setDeviceScale(_ scale: CGFloat) {
        cairo_surface_set_device_scale(surface, scale, scale)
    }
}

extension CGContext {
    /// A context that makes its bitmap only when something is first drawn (`make` gives it, nil
    /// when it cannot), with `transform` as its user space: a view's backing store is allocated
    /// only for a view that draws.
    package convenience init(drawingOnFirstUseInto make: @escaping () -> BitmapSurface?, transform: CGAffineTransform) {
        self.init(makingCairoOnFirstUse: {
            guard let bitmap = make(), let cairo = cairo_create(bitmap.surface) else { return nil }
            var matrix = cairo_matrix_t(transform)
            cairo_set_matrix(cairo, &matrix)
            return cairo
        })
    }
}
