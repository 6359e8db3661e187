import CCairo
import FoundationEssentials

/// PNG encoding and decoding, by cairo (which uses libpng).
enum PNGCodec {
    /// Decodes PNG `data` into an ARGB32 image, or nil when it is not a PNG cairo can read.
    static func decode(_ data: Data) -> CGImage? {
        var reader = ByteReader(bytes: [UInt8](data))
        let surface = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                let reader = closure.assumingMemoryBound(to: ByteReader.self)
                return reader.pointee.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, pointer)
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if let surface { cairo_surface_destroy(surface) }
            return nil
        }
        return CGImage(adopting: toARGB32(surface))
    }

    /// Encodes `surface` as PNG.
    static func encode(_ surface: OpaquePointer) -> Data {
        var output = [UInt8]()
        withUnsafeMutablePointer(to: &output) { pointer in
            _ = cairo_surface_write_to_png_stream(surface, { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                let output = closure.assumingMemoryBound(to: [UInt8].self)
                output.pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        return Data(output)
    }

    /// PNGs without alpha decode as RGB24; the rest of Scanout works in ARGB32.
    private static func toARGB32(_ surface: OpaquePointer) -> OpaquePointer {
        guard cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 else { return surface }
        let width = cairo_image_surface_get_width(surface)
        let height = cairo_image_surface_get_height(surface)
        let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cairo = cairo_create(converted)!
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
        return converted
    }
}

/// Feeds bytes to cairo's PNG reader in the chunks it asks for.
private struct ByteReader {
    let bytes: [UInt8]
    var offset = 0

    mutating func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        bytes.withUnsafeBufferPointer { source in
            buffer.update(from: source.baseAddress!.advanced(by: offset), count: count)
        }
        offset += count
        return true
    }
}

extension CGImage {
    /// The image as PNG data.
    public func pngData() -> Data {
        cairo_surface_flush(surface)
        return PNGCodec.encode(surface)
    }
}
