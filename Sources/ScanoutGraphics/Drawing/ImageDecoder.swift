import FoundationEssentials

/// An image decoded from a file's bytes, with what the decoder had to do to it.
package struct DecodedImage {
    /// The pixels, upright.
    package let image: CGImage
    /// How many times smaller each side was decoded than the file's (1, or 2, 4 or 8 for a JPEG
    /// beyond the pixel limit): the caller divides the image's scale by it, so the image keeps
    /// its size in points.
    package let reduction: Int
    /// The file's own size in pixels (before orientation).
    package let originalWidth: Int
    package let originalHeight: Int
    /// What the decoder worked around in a damaged file (its first complaint), or nil.
    package let damage: String?

    /// The lines worth saying about this image from `source` (a file's path, or nil for data):
    /// a reduction and damage, each with what to do.
    package func notes(source: String?) -> [String] {
        let what = source.map { "image \($0)" } ?? "image data"
        var notes: [String] = []
        if reduction > 1 {
            notes.append(
                "\(what) is \(originalWidth)×\(originalHeight) pixels, more than the limit of "
                    + "\(ImageDecodeFailure.maximumPixelCount); it was decoded at 1/\(reduction) of each side "
                    + "(\(image.width)×\(image.height)). Scale it down for the screen to show it sharp.")
        }
        if let damage {
            notes.append(
                "\(what) is damaged (\(damage)); the part that could be read is shown. Check that the file "
                    + "was copied whole.")
        }
        return notes
    }
}

/// Decodes image data in the formats Scanout reads — PNG (cairo and libpng) and JPEG
/// (libjpeg-turbo) — chosen by the data's first bytes, as UIKit's `UIImage(data:)` does, not by
/// a file's extension.
package enum ImageDecoder {
    package static func decode(_ data: Data) -> Result<DecodedImage, ImageDecodeFailure> {
        if JPEGCodec.isJPEG(data) { return JPEGCodec.decode(data) }
        return PNGCodec.decode(data).map { image in
            DecodedImage(
                image: image, reduction: 1, originalWidth: image.width, originalHeight: image.height, damage: nil)
        }
    }

    /// The file extensions of the formats decoded, lower case, as `UIImage(named:)` looks for them.
    package static let fileExtensions = ["png", "jpg", "jpeg"]
}

extension CGImage {
    /// The image as JPEG data at `quality` (0 the smallest, 1 the best); nil when it cannot be
    /// encoded. JPEG has no transparency: transparent pixels come out black.
    public func jpegData(compressionQuality quality: Double) -> Data? {
        JPEGCodec.encode(self, quality: quality)
    }
}
