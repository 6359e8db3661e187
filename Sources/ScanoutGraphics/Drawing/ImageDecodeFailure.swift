import FoundationEssentials

/// Why image data gave no image, in any format Scanout decodes (`ImageDecoder`).
package enum ImageDecodeFailure: Error, Equatable {
    /// The most pixels a decoded image may have: 4096×4096 (64 MB as ARGB32), twice a 4K
    /// panel's pixels, so a full-screen 2× asset for any kiosk screen fits.
    package static let maximumPixelCount = 4096 * 4096

    /// Not an image Scanout decodes (neither a PNG nor a JPEG header): nil, silently, as in
    /// UIKit.
    case unreadable
    /// The header declares more than `maximumPixelCount` pixels (and, for a JPEG, even an
    /// eighth of each side is too many).
    case tooLarge(width: Int, height: Int)
    /// A header, but the decoder could not make the image: its reason. cairo reports every
    /// libpng error as running out of memory, so a damaged PNG reads the same.
    case failed(String)

    /// The diagnostic line for this failure of the image from `source` (a file's path, or nil
    /// for data), or nil when it is not worth a line (data that is no image).
    package func message(source: String?) -> String? {
        let what = source.map { "image \($0)" } ?? "image data"
        let limit = Self.maximumPixelCount
        switch self {
        case .unreadable:
            return nil
        case .tooLarge(let width, let height):
            let side = Int(Double(limit).squareRoot())
            return "cannot load \(what): it is \(width)×\(height) pixels; images are limited to "
                + "\(limit) pixels (\(side)×\(side)), \(limit * 4 / 1_048_576) MB decoded. "
                + "Scale it down for the screen, or split it into tiles."
        case .failed(let reason):
            return "cannot load \(what): decoding it failed (\(reason)). Check that it is a whole PNG or JPEG "
                + "file, free memory, or use a smaller image."
        }
    }
}
