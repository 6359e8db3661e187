import FoundationEssentials

// Animated images: frames shown in turn by an image view (`UIImageView` plays an animated image
// it is given, for ever; `animationImages` is the other way to animate one). Drawn anywhere
// else, an animated image is its first frame, as in UIKit.

extension UIImage {
    /// An image made of `images` shown in turn over `duration` seconds (a duration that is not a
    /// positive finite number gives each frame a thirtieth of a second); nil when there are no
    /// frames. Its size, scale and pixels are the first frame's.
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        // A frame that is itself animated is shown as its first frame.
        let frames = images.map { $0.images?.first ?? $0 }
        return UIImage(
            cgImage: first.cgImage, scale: first.scale, renderingMode: first.renderingMode,
            tintColor: first.imageTintColor,
            symbol: first.symbol, resizing: first.resizing, orientation: first.imageOrientation,
            upright: first.uprightImage, frames: frames,
            frameDuration: duration.isFinite && duration > 0 ? duration : Double(frames.count) / 30)
    }

    /// The frames `name0`, `name1`, … (as `UIImage(named:)` finds them, from 0 or 1 on, up to
    /// 1,024) as an animated image over `duration` seconds; nil when there is no `name0` or
    /// `name1`.
    @preconcurrency @MainActor
    public static func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        for index in 0...1_024 {
            guard let frame = UIImage(named: "\(name)\(index)") else {
                if index == 0 { continue }
                break
            }
            frames.append(frame)
        }
        return animatedImage(with: frames, duration: duration)
    }
}
