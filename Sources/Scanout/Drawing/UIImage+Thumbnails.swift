import Dispatch

// Thumbnails and decoding ahead of display (iOS 15), and mirrored copies. Scanout decodes an
// image when it is made, so preparing one for display has nothing left to do; a thumbnail is a
// real, smaller bitmap. All of this may run on any thread, as in UIKit.

extension UIImage {
    /// A copy scaled down (or up) to fit `size` points, keeping its proportions, at this image's
    /// scale; nil for an image without pixels of its own or a size that is not a positive
    /// finite one.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard let source = uprightImage, source.width > 0, source.height > 0,
            size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0
        else { return nil }
        let own = self.size
        guard own.width > 0, own.height > 0 else { return nil }
        let fit = min(size.width / own.width, size.height / own.height)
        let points = CGSize(width: max(1, (own.width * fit).rounded()), height: max(1, (own.height * fit).rounded()))
        let pixelScale = scale.isFinite && scale > 0 ? min(scale, 4) : 1
        let width = Int(points.width * pixelScale)
        let height = Int(points.height * pixelScale)
        // Nothing larger than a big screen's worth of pixels: a thumbnail is small by nature.
        guard width <= 8192, height <= 8192,
            let bitmap = BitmapSurface(width: width, height: height, format: .premultipliedARGB),
            let context = bitmap.makeContext()
        else { return nil }
        context.draw(source, in: CGRect(x: 0, y: 0, width: width, height: height))
        return UIImage(cgImage: bitmap.finishImage(), scale: pixelScale)
    }

    /// `preparingThumbnail(of:)` on another queue; `completionHandler` gets the thumbnail there.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async { completionHandler(self.preparingThumbnail(of: size)) }
    }

    /// `preparingThumbnail(of:)`, awaited.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        preparingThumbnail(of: size)
    }

    /// The image ready to draw without decoding: itself (Scanout decodes images when they are
    /// made).
    public func preparingForDisplay() -> UIImage? { self }

    /// `preparingForDisplay()` on another queue.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async { completionHandler(self.preparingForDisplay()) }
    }

    /// `preparingForDisplay()`, awaited.
    public func byPreparingForDisplay() async -> UIImage? {
        preparingForDisplay()
    }

    /// A mirror image, left for right. An image without pixels of its own is returned as it is.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        // EXIF orientation 2 is "mirrored left for right": the same whole-pixel turn decoding uses.
        guard let source = uprightImage, source.width > 0, source.height > 0,
            let mirrored = source.turnedUpright(exifOrientation: 2)
        else { return self }
        return UIImage(cgImage: mirrored, scale: scale)
    }
}
