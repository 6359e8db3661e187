import CCairo
import FoundationEssentials
import ScanoutCore

/// PNG encoding and decoding, by cairo (which uses libpng).
///
/// Decoding is bounded: an image of more than `maximumPixelCount` pixels is refused from its
/// header, before anything is allocated — a 50 KB PNG can declare 8000×8000 pixels, 256 MB
/// decoded, which would take most of a kiosk's memory. Every surface cairo hands back is
/// checked, so a decode that runs out of memory part-way gives no image rather than an empty one.
package enum PNGCodec {
    /// The most pixels a decoded image may have (see `ImageDecodeFailure.maximumPixelCount`).
    static let maximumPixelCount = ImageDecodeFailure.maximumPixelCount

    /// Why PNG data gave no image (the failures of every format are the same; see
    /// `ImageDecodeFailure`).
    package typealias DecodeFailure = ImageDecodeFailure

    /// Decodes PNG `data` into an ARGB32 image.
    package static func decode(_ data: Data) -> Result<CGImage, DecodeFailure> {
        guard let (width, height) = headerSize(of: data) else { return .failure(.unreadable) }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > maximumPixelCount { return .failure(.tooLarge(width: width, height: height)) }
        var reader = ByteReader(bytes: [UInt8](data))
        let decoded = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    let reader = closure.assumingMemoryBound(to: ByteReader.self)
                    return reader.pointee.read(into: buffer, count: Int(length))
                        ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, pointer)
        }
        return checked(decoded).flatMap(image(adopting:))
    }

    /// The diagnostic line for `failure` of the image from `source` (a file's path, or nil for
    /// data), or nil when the failure is not worth a line (data that is not a PNG).
    package static func message(for failure: DecodeFailure, source: String?) -> String? {
        failure.message(source: source)
    }

    /// Encodes `surface` as PNG, appending libpng's output straight to the data (no second copy
    /// of the file in memory).
    static func encode(_ surface: OpaquePointer) -> Data {
        var output = Data()
        withUnsafeMutablePointer(to: &output) { pointer in
            _ = cairo_surface_write_to_png_stream(
                surface,
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    let output = closure.assumingMemoryBound(to: Data.self)
                    output.pointee.append(data, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, pointer)
        }
        return output
    }

    /// `surface` as an image in ARGB32, the format the rest of Scanout works in, taking
    /// ownership of it. A surface in an error state (cairo returns one, 0×0, rather than NULL
    /// when it runs out of memory) is destroyed and its status returned.
    package static func image(adopting surface: OpaquePointer) -> Result<CGImage, DecodeFailure> {
        checked(surface).flatMap { surface in
            switch cairo_image_surface_get_format(surface) {
            case CAIRO_FORMAT_ARGB32: .success(surface)
            case CAIRO_FORMAT_RGB24: reinterpretedAsARGB32(surface)
            default: converted(surface)
            }
        }.map { CGImage(adopting: $0) }
    }

    // MARK: - Private

    /// The width and height a PNG's header (its first chunk, IHDR) declares, or nil when the data
    /// does not start like a PNG.
    private static func headerSize(of data: Data) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24, data.prefix(8).elementsEqual(signature),
            data.dropFirst(12).prefix(4).elementsEqual(Array("IHDR".utf8))
        else { return nil }
        func bigEndian(at offset: Int) -> Int {
            data.dropFirst(offset).prefix(4).reduce(0) { $0 << 8 | Int($1) }
        }
        return (bigEndian(at: 16), bigEndian(at: 20))
    }

    /// `surface`, or its status when it is an error surface (which is then destroyed).
    static func checked(_ surface: OpaquePointer?) -> Result<OpaquePointer, DecodeFailure> {
        guard let surface else { return .failure(.failed("no surface")) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return .failure(.failed(String(cString: cairo_status_to_string(status))))
        }
        return .success(surface)
    }

    /// An RGB24 surface's pixels as ARGB32, in place: both are 32 bits a pixel, RGB24's top byte
    /// unused, so setting it opaque is the whole conversion — no second image-sized buffer, which
    /// would double the peak memory of every decode (and could be what runs out).
    private static func reinterpretedAsARGB32(_ surface: OpaquePointer) -> Result<OpaquePointer, DecodeFailure> {
        cairo_surface_flush(surface)
        let width = cairo_image_surface_get_width(surface)
        let height = cairo_image_surface_get_height(surface)
        let stride = cairo_image_surface_get_stride(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return .failure(.failed("no pixel data"))
        }
        // Safety: `data` is the surface's own buffer, `height` rows of `stride` bytes, alive
        // until the surface is destroyed — which the ARGB32 view below defers to its own end.
        for y in 0..<Int(height) {
            let row = UnsafeMutableRawPointer(data + y * Int(stride)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(width) { row[x] |= 0xFF00_0000 }
        }
        let view = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, width, height, stride)
        switch checked(view) {
        case .failure(let failure):
            cairo_surface_destroy(surface)
            return .failure(failure)
        case .success(let view):
            // The view owns the original from now on: destroying the view destroys it.
            let owned = cairo_surface_set_user_data(view, &ownerKey, UnsafeMutableRawPointer(surface)) { owner in
                cairo_surface_destroy(OpaquePointer(owner))
            }
            guard owned == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(view)
                cairo_surface_destroy(surface)
                return .failure(.failed(String(cString: cairo_status_to_string(owned))))
            }
            return .success(view)
        }
    }

    /// Any other format (a future cairo's 16-bit float formats) painted into a new ARGB32
    /// surface.
    private static func converted(_ surface: OpaquePointer) -> Result<OpaquePointer, DecodeFailure> {
        defer { cairo_surface_destroy(surface) }
        let width = cairo_image_surface_get_width(surface)
        let height = cairo_image_surface_get_height(surface)
        return checked(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)).flatMap { argb in
            let cairo = cairo_create(argb)
            cairo_set_source_surface(cairo, surface, 0, 0)
            cairo_paint(cairo)
            let status = cairo_status(cairo)
            cairo_destroy(cairo)
            guard status == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(argb)
                return .failure(.failed(String(cString: cairo_status_to_string(status))))
            }
            return .success(argb)
        }
    }
}

/// The key under which an ARGB32 view of an RGB24 surface keeps that surface; only its address
/// matters.
nonisolated(unsafe) private var ownerKey = cairo_user_data_key_t()

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
