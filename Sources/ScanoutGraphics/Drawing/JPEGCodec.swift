import CCairo
import CJPEG
import FoundationEssentials
import ScanoutCore

/// JPEG decoding and encoding, by libjpeg-turbo (through `CJPEG`, which keeps libjpeg's error
/// jumps out of Swift).
///
/// Decoding follows what a photo viewer does, not only the file's bytes:
/// - **EXIF orientation** is applied to the pixels, so a camera's portrait photo stored sideways
///   comes out upright, with its width and height swapped. The image is then `.up`.
/// - **A photo larger than the limit** (`ImageDecodeFailure.maximumPixelCount`) is decoded at a
///   half, a quarter or an eighth of each side — libjpeg scales while it decodes, so the full
///   size is never in memory — and `DecodedImage.reduction` says by how much, so the caller can
///   keep the image's size in points. A PNG that large is refused; libpng cannot do this.
/// - **A damaged file** (cut short, bad data in a scan) decodes as far as it can; the rest is
///   grey, and `DecodedImage.damage` says what libjpeg worked around.
/// - CMYK files (Adobe's, from print workflows) are converted to RGB.
package enum JPEGCodec {
    /// Whether `data` starts like a JPEG (a start-of-image marker and another marker).
    package static func isJPEG(_ data: Data) -> Bool {
        data.count >= 3 && data.prefix(3).elementsEqual([0xFF, 0xD8, 0xFF])
    }

    /// Decodes JPEG `data` into an upright ARGB32 image.
    package static func decode(_ data: Data) -> Result<DecodedImage, ImageDecodeFailure> {
        guard isJPEG(data) else { return .failure(.unreadable) }
        let bytes = [UInt8](data)
        return bytes.withUnsafeBufferPointer { buffer -> Result<DecodedImage, ImageDecodeFailure> in
            guard let base = buffer.baseAddress else { return .failure(.unreadable) }
            return decode(base, count: buffer.count)
        }
    }

    /// `image` as JPEG data at `quality` (0 the smallest file, 1 the best image; outside that
    /// range it is clamped, and NaN is 1). nil when libjpeg fails (it says why on standard error).
    package static func encode(_ image: CGImage, quality: Double) -> Data? {
        let surface = image.surface
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
            let pixels = cairo_image_surface_get_data(surface), image.width > 0, image.height > 0
        else { return nil }
        let clamped = quality.isNaN ? 1 : min(max(quality, 0), 1)
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = cjpeg_encode(
            pixels, cairo_image_surface_get_stride(surface), Int32(image.width), Int32(image.height),
            Int32((clamped * 100).rounded()), &output, &size, &message, message.count)
        guard status == 0, let output else {
            Diagnostics.warn(
                "jpegData: libjpeg could not encode a \(image.width)×\(image.height) image: \(text(message)).")
            return nil
        }
        defer { cjpeg_free(output) }
        return Data(bytes: output, count: size)
    }

    // MARK: - Private

    private static func decode(_ bytes: UnsafePointer<UInt8>, count: Int) -> Result<DecodedImage, ImageDecodeFailure> {
        var message = [CChar](repeating: 0, count: 200)
        var info = cjpeg_info()
        guard cjpeg_inspect(bytes, count, 1, &info, &message, message.count) == 0 else {
            return .failure(.failed(text(message)))
        }
        let width = Int(info.width)
        let height = Int(info.height)
        guard width > 0, height > 0 else { return .failure(.failed("the header gives no size")) }
        // The smallest reduction libjpeg offers that brings the image within the limit.
        guard
            let reduction = [1, 2, 4, 8].first(where: { reduction in
                let side = { (length: Int) in (length + reduction - 1) / reduction }
                return side(width) * side(height) <= ImageDecodeFailure.maximumPixelCount
            })
        else { return .failure(.tooLarge(width: width, height: height)) }
        if reduction > 1 {
            guard cjpeg_inspect(bytes, count, Int32(reduction), &info, &message, message.count) == 0 else {
                return .failure(.failed(text(message)))
            }
        }
        let outputWidth = Int(info.output_width)
        let outputHeight = Int(info.output_height)
        guard
            let surface = PixelMemory.makeSurface(format: CAIRO_FORMAT_ARGB32, width: outputWidth, height: outputHeight)
        else { return .failure(.failed("no memory for \(outputWidth)×\(outputHeight) pixels")) }
        guard let pixels = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return .failure(.failed("no pixel data"))
        }
        var warnings: Int32 = 0
        let status = cjpeg_decode(
            bytes, count, Int32(reduction), pixels, cairo_image_surface_get_stride(surface), Int32(outputWidth),
            Int32(outputHeight), &warnings, &message, message.count)
        guard status == 0 else {
            cairo_surface_destroy(surface)
            return .failure(.failed(text(message)))
        }
        cairo_surface_mark_dirty(surface)
        let damage = warnings > 0 ? text(message) : nil
        return upright(surface, orientation: Int(info.orientation)).map { upright in
            DecodedImage(
                image: CGImage(adopting: upright), reduction: reduction, originalWidth: width, originalHeight: height,
                damage: damage)
        }
    }

    /// `surface` turned as its EXIF `orientation` (1...8) says, taking ownership of it.
    private static func upright(_ surface: OpaquePointer, orientation: Int) -> Result<OpaquePointer, ImageDecodeFailure>
    {
        guard (2...8).contains(orientation) else { return .success(surface) }
        defer { cairo_surface_destroy(surface) }
        return ExifOrientation.turnedCopy(of: surface, orientation: orientation)
    }

    /// The C string in `buffer`.
    private static func text(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
