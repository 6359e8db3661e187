import CCairo
import ScanoutCore

/// A bitmap: premultiplied ARGB32 pixels in memory, owned by a cairo image surface.
///
/// Created by `UIImage` from PNG data, by the compositor for frames, and by image renderers.
/// Immutable once made, so it may be shared; the surface is freed with the last reference.
public final class CGImage: @unchecked Sendable {
    // Safety: the surface is never written after creation, and cairo's reference counting is atomic.
    package let surface: OpaquePointer

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// Takes ownership of `surface` (an image surface in `CAIRO_FORMAT_ARGB32`).
    package init(adopting surface: OpaquePointer) {
        self.surface = surface
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
    }

    /// A copy of the pixels of `surface` (an ARGB32 image surface the caller keeps), taken now. A
    /// large copy (a frame's) has pages of its own, returned with the image (`PixelMemory`).
    package convenience init(copyingPixelsOf surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = cairo_image_surface_get_width(surface)
        let height = cairo_image_surface_get_height(surface)
        // cairo's error surface (no pixels, draws nothing) when the memory cannot be had.
        let copy =
            PixelMemory.makeSurface(format: CAIRO_FORMAT_ARGB32, width: Int(width), height: Int(height))
            ?? neverNull(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height), "cairo_image_surface_create")
        let cairo = neverNull(cairo_create(copy), "cairo_create")
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(copy)
        self.init(adopting: copy)
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Bytes per row of the pixel data.
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The pixel at (`x`, `y`) as straight (unpremultiplied) 8-bit RGBA.
    public func pixel(x: Int, y: Int) -> RGBA8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "Pixel (\(x), \(y)) is outside \(width)×\(height).")
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            return RGBA8(red: 0, green: 0, blue: 0, alpha: 0)
        }
        let row = data.advanced(by: y * bytesPerRow)
        let value = row.withMemoryRebound(to: UInt32.self, capacity: width) { $0[x] }
        return RGBA8(premultipliedARGB: value)
    }
}

/// One pixel as 8-bit red, green, blue and straight alpha.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Decodes cairo's native-endian premultiplied ARGB32.
    init(premultipliedARGB value: UInt32) {
        let alpha = UInt8(truncatingIfNeeded: value >> 24)
        func unpremultiply(_ channel: UInt32) -> UInt8 {
            guard alpha != 0 else { return 0 }
            return UInt8(min(255, (channel * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
        }
        self.init(
            red: unpremultiply((value >> 16) & 0xFF), green: unpremultiply((value >> 8) & 0xFF),
            blue: unpremultiply(value & 0xFF), alpha: alpha)
    }

    public var description: String {
        "RGBA8(\(red), \(green), \(blue), \(alpha))"
    }
}

extension CGImage {
    /// An image of `width` × `height` pixels whose colours `pixel(x, y)` gives.
    public static func make(width: Int, height: Int, _ pixel: (Int, Int) -> RGBA8) -> CGImage {
        precondition(width > 0 && height > 0, "An image must have pixels; asked for \(width)×\(height).")
        let surface = neverNull(
            cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: width), Int32(clamping: height)),
            "cairo_image_surface_create")
        // cairo refuses sizes past 32767 (or memory it cannot get) with an error surface, which
        // has no pixels: that image stays empty and draws nothing.
        guard let data = cairo_image_surface_get_data(surface) else {
            Diagnostics.warn(
                "CGImage.make: cannot make a \(width)×\(height) image: "
                    + "\(String(cString: cairo_status_to_string(cairo_surface_status(surface)))); it is empty.")
            return CGImage(adopting: surface)
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                row[x] = pixel(x, y).premultipliedARGB
            }
        }
        cairo_surface_mark_dirty(surface)
        return CGImage(adopting: surface)
    }
}

extension CGImage {
    /// The part of the image inside `rect`, in pixels from the top left, as Core Graphics does:
    /// `rect` is made integral and intersected with the image; nil when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let whole = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
        let area = rect.standardized.integral.intersection(whole)
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        let surface = neverNull(
            cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, area.width.clampedInteger(Int32.self), area.height.clampedInteger(Int32.self)),
            "cairo_image_surface_create")
        let cairo = neverNull(cairo_create(surface), "cairo_create")
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, self.surface, -area.minX, -area.minY)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return CGImage(adopting: surface)
    }
}

extension RGBA8 {
    /// cairo's native-endian premultiplied ARGB32.
    var premultipliedARGB: UInt32 {
        let a = UInt32(alpha)
        func premultiply(_ channel: UInt8) -> UInt32 { (UInt32(channel) * a + 127) / 255 }
        return a << 24 | premultiply(red) << 16 | premultiply(green) << 8 | premultiply(blue)
    }
}
