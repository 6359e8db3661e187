import CCairo
import ScanoutCore

/// Pixels pixman reads or writes: an image surface's memory, described without the surface, so the
/// description can go to another thread (each thread makes its own pixman image over it).
struct PixmanPixels: @unchecked Sendable {
    let data: UnsafeMutablePointer<UInt32>
    let width: Int32
    let height: Int32
    /// In bytes, as `pixman_image_create_bits` takes it.
    let bytesPerRow: Int32
    let format: pixman_format_code_t

    /// The pixels of a cairo image surface in ARGB32 or RGB24; nil for any other surface.
    init?(surface: OpaquePointer) {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            let data = cairo_image_surface_get_data(surface)
        else { return nil }
        switch cairo_image_surface_get_format(surface) {
        case CAIRO_FORMAT_ARGB32: format = PIXMAN_a8r8g8b8
        case CAIRO_FORMAT_RGB24: format = PIXMAN_x8r8g8b8
        default: return nil
        }
        self.data = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        width = cairo_image_surface_get_width(surface)
        height = cairo_image_surface_get_height(surface)
        bytesPerRow = cairo_image_surface_get_stride(surface)
    }

    /// A new pixman image over the pixels (the caller unrefs it); nil when pixman cannot make one.
    func makeImage() -> OpaquePointer? {
        pixman_image_create_bits(format, width, height, data, bytesPerRow)
    }
}

/// One rectangle of pixman work on a surface: an opaque fill, a translucent colour blended OVER,
/// or pixels composited OVER at an opacity. `rect` is in the destination's pixels and lies inside
/// it.
///
/// `run(into:rows:destination:)` does the part of it in a band of rows, so the same operation can
/// be split across threads: pixman's fills and OVER composites without transformation compute each
/// pixel from the pixels at the same place alone, so the bands together make exactly the pixels of
/// the whole.
struct PixmanOperation: @unchecked Sendable {
    enum Kind {
        /// An opaque colour, as a pixel of the destination's format.
        case fill(pixel: UInt32)
        /// A translucent colour OVER the pixels: premultiplied, in cairo's 16-bit components.
        case blend(colour: pixman_color_t)
        /// `source`'s pixel (`sourceX`, `sourceY`) onto the rectangle's top left, OVER, under a
        /// uniform opacity: `alpha` is cairo's 16-bit form of it (0xFFFF is opaque, no mask).
        case composite(source: PixmanPixels, sourceX: Int32, sourceY: Int32, alpha: UInt16)
    }

    let kind: Kind
    let rect: PixelRect

    /// Does the rows of `rect` inside `rows` on `pixels`. `destination` is a pixman image over
    /// `pixels` made by the first composite that needs one (the caller unrefs it once its thread is
    /// done with it).
    func run(into pixels: PixmanPixels, rows: Range<Int>, destination: inout OpaquePointer?) {
        let top = max(rect.y, rows.lowerBound)
        let bottom = min(rect.maxY, rows.upperBound)
        guard bottom > top, rect.width > 0 else { return }
        switch kind {
        case .fill(let pixel):
            _ = pixman_fill(
                pixels.data, pixels.bytesPerRow / 4, 32, Int32(rect.x), Int32(top), Int32(rect.width),
                Int32(bottom - top), pixel)
        case .blend(var colour):
            guard let destination = image(over: pixels, &destination),
                let solid = pixman_image_create_solid_fill(&colour)
            else { return }
            defer { pixman_image_unref(solid) }
            pixman_image_composite32(
                PIXMAN_OP_OVER, solid, nil, destination, 0, 0, 0, 0, Int32(rect.x), Int32(top), Int32(rect.width),
                Int32(bottom - top))
        case .composite(let source, let sourceX, let sourceY, let alpha):
            guard let destination = image(over: pixels, &destination), let sourceImage = source.makeImage() else {
                return
            }
            defer { pixman_image_unref(sourceImage) }
            var mask: OpaquePointer?
            if alpha < 0xFFFF {
                // cairo's mask for `paint_with_alpha`: a solid colour whose alpha is this.
                var colour = pixman_color_t(red: 0, green: 0, blue: 0, alpha: alpha)
                mask = pixman_image_create_solid_fill(&colour)
                guard mask != nil else { return }
            }
            defer { if let mask { pixman_image_unref(mask) } }
            pixman_image_composite32(
                PIXMAN_OP_OVER, sourceImage, mask, destination, sourceX, sourceY + Int32(top - rect.y), 0, 0,
                Int32(rect.x), Int32(top), Int32(rect.width), Int32(bottom - top))
        }
    }

    /// The pixman image over `pixels` kept in `image`, made on first use.
    private func image(over pixels: PixmanPixels, _ image: inout OpaquePointer?) -> OpaquePointer? {
        if image == nil { image = pixels.makeImage() }
        return image
    }

    /// Does all of it on `pixels`, now.
    func run(into pixels: PixmanPixels) {
        var destination: OpaquePointer?
        run(into: pixels, rows: rect.y..<rect.maxY, destination: &destination)
        if let destination { pixman_image_unref(destination) }
    }

    /// How many pixels it touches.
    var area: Int { rect.area }

    /// What it is worth splitting across cores, in pixels weighed by the work each takes: a fill
    /// only writes memory, which a second core does not write faster (nothing); a composite reads
    /// and blends (its area), four times that under an opacity or a translucent colour, which
    /// multiply every component.
    var parallelWeight: Int {
        switch kind {
        case .fill: 0
        case .composite(_, _, _, let alpha): alpha < 0xFFFF ? 4 * area : area
        case .blend: 4 * area
        }
    }
}
