// An image's orientation: stored pixels shown turned or mirrored, as a camera's photo is stored
// the way the sensor read it and shown the way the camera was held. `cgImage` stays as stored,
// `size` and everything that draws the image use it turned (`uprightImage`), as in UIKit.
// Decoded JPEGs are turned when decoded (their EXIF orientation), so they are `.up`.

extension UIImage {
    /// How an image's stored pixels are turned for display.
    public enum Orientation: Int, Sendable, Hashable {
        /// As stored.
        case up
        /// Turned half a turn.
        case down
        /// Turned a quarter turn anticlockwise for display.
        case left
        /// Turned a quarter turn clockwise for display (a portrait photo from a camera held
        /// upright).
        case right
        /// Mirrored left for right.
        case upMirrored
        /// Mirrored top for bottom.
        case downMirrored
        /// Mirrored left for right, then turned a quarter turn anticlockwise.
        case leftMirrored
        /// Mirrored left for right, then turned a quarter turn clockwise.
        case rightMirrored

        /// The EXIF orientation tag's value for the same turn.
        var exifValue: Int {
            switch self {
            case .up: 1
            case .upMirrored: 2
            case .down: 3
            case .downMirrored: 4
            case .leftMirrored: 5
            case .right: 6
            case .rightMirrored: 7
            case .left: 8
            }
        }
    }

    /// An image of `cgImage`'s pixels at `scale`, shown turned as `orientation` says: a
    /// `.left` or `.right` image's size has the pixels' width and height swapped.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(
            cgImage: cgImage, scale: scale, renderingMode: .automatic, tintColor: nil, symbol: nil,
            orientation: orientation)
    }
}
