/// An offscreen bitmap to draw into with the drawing API: what `UIGraphicsBeginImageContext` and
/// `UIGraphicsImageRenderer` draw in. `size` points at `scale` pixels per point, user space
/// scaled so one unit is one point, top left at the origin.
///
/// Main actor (it is pushed as the current context).
@preconcurrency @MainActor
final class ImageContext {
    let scale: CGFloat
    let context: CGContext
    private let bitmap: BitmapSurface

    /// Nil when `size` has no whole pixel at `scale` (UIKit then draws nothing, too).
    init?(size: CGSize, opaque: Bool, scale requestedScale: CGFloat) {
        // A scale of 0 (or less) means the main screen's, as in UIKit.
        let scale = requestedScale > 0 ? requestedScale : ApplicationContext.screenScale
        let width = (size.width * scale).rounded(.up)
        let height = (size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 16_384, height <= 16_384,
            let bitmap = BitmapSurface(width: Int(width), height: Int(height), format: .premultipliedARGB),
            let context = bitmap.makeContext()
        else { return nil }
        // An opaque bitmap has no alpha: what is not drawn is black, as in UIKit.
        if opaque { context.replaceWithinClip(red: 0, green: 0, blue: 0, alpha: 1) }
        context.scaleBy(x: scale, y: scale)
        self.bitmap = bitmap
        self.context = context
        self.scale = scale
    }

    /// A copy of what has been drawn so far.
    func makeImage() -> UIImage {
        UIImage(cgImage: bitmap.makeImage(), scale: scale)
    }
}

/// Creates a bitmap of `size` points at `scale` pixels per point (0: the main screen's) and makes
/// it the current context until `UIGraphicsEndImageContext()`. Draw with the drawing API, read
/// the result with `UIGraphicsGetImageFromCurrentImageContext()`. A size with no whole pixel
/// makes no context (UIKit logs and draws nothing): nothing is current and the image is nil.
/// Prefer `UIGraphicsImageRenderer` in new code. Main actor.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let imageContext = ImageContext(size: size, opaque: opaque, scale: scale)
    ApplicationContext.active.imageContexts.append(imageContext)
    if let imageContext { UIGraphicsPushContext(imageContext.context) }
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What was drawn in the current image context so far; nil when the current context is not one
/// that `UIGraphicsBeginImageContextWithOptions` made. Main actor.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let imageContext = ApplicationContext.active.imageContexts.last ?? nil,
        UIGraphicsGetCurrentContext() === imageContext.context
    else { return nil }
    return imageContext.makeImage()
}

/// Ends the innermost `UIGraphicsBeginImageContextWithOptions`, restoring the context that was
/// current before it. Main actor.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let imageContext = ApplicationContext.active.imageContexts.popLast() else { return }
    if imageContext != nil { UIGraphicsPopContext() }
}
