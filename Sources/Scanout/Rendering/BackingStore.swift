/// The pixels of one view's own drawing — what its `draw(_:)` made — kept between frames, as a
/// Core Animation layer keeps its backing store.
///
/// A frame composites these pixels instead of calling `draw(_:)` again, until the view invalidates
/// them: `setNeedsDisplay()` (all) or `setNeedsDisplay(_:)` (a part), a changed background colour,
/// tint or traits, or a change of what the pixels were drawn for (`Key`: the bounds, the pixel
/// density, where in a pixel the view's corner falls). Moving the view by whole pixels, fading it
/// or hiding it keeps them. The background, border, shadow and subviews are not in the store: the
/// painter draws them around it each frame, so a subview changing never invalidates its
/// superview's drawing.
///
/// A view whose `draw(_:)` touched nothing keeps an empty store (no surface is ever made): later
/// frames skip its drawing entirely. Stores with pixels count against the compositor's budget
/// (`BackingStores`), which decides what may be kept. The same type holds a translucent
/// view's whole subtree (`UIView.groupStore`), painted again whole.
@preconcurrency @MainActor
final class BackingStore {
    /// What the pixels were drawn for. A different key means drawing again.
    struct Key: Equatable {
        /// The view's bounds (their origin decides what is drawn where); for a group store, what
        /// the subtree draws, in the view's coordinates.
        var bounds: CGRect
        /// Device pixels per point.
        var scale: CGFloat
        /// Where the bounds' top-left corner falls inside its pixel, in 1/256 of a pixel: a view
        /// moved by a fraction of a pixel is drawn again, as its edges and glyphs would be.
        var phaseX: Int
        var phaseY: Int
    }

    let key: Key
    /// The pixels: a premultiplied ARGB bitmap `pixelWidth` × `pixelHeight`, whose pixel (0, 0)
    /// is the pixel holding the bounds' top-left corner. Nil while the view has drawn nothing.
    private(set) var surface: BitmapSurface?
    let pixelWidth: Int
    let pixelHeight: Int
    /// The parts to draw again before the pixels are used, in the view's coordinates; empty when
    /// the pixels are up to date.
    private(set) var invalidRects: [CGRect]
    /// The frame that last showed the store (for choosing which to drop).
    var lastUsedFrame = 0

    var byteCount: Int { surface == nil ? 0 : fullByteCount }
    var isValid: Bool { invalidRects.isEmpty }

    init(key: Key, pixelWidth: Int, pixelHeight: Int) {
        self.key = key
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.invalidRects = [key.bounds]
    }

    /// Marks `rect` (view coordinates) to be drawn again.
    func invalidate(_ rect: CGRect) {
        let part = rect.intersection(key.bounds)
        guard !part.isNull, !part.isEmpty else { return }
        if part == key.bounds { return invalidateAll() }
        if invalidRects.contains(where: { $0.contains(part) }) { return }
        // A few rectangles at most: beyond that, their bounding box.
        if invalidRects.count >= 4 {
            invalidRects = [invalidRects.reduce(part) { $0.union($1) }]
        } else {
            invalidRects.append(part)
        }
    }

    func invalidateAll() {
        invalidRects = [key.bounds]
    }

    /// Frees the pixels (the budget is full); the view draws again when next shown.
    func evict() {
        surface = nil
        invalidateAll()
    }

    /// Draws the invalid parts again with `draw`, which gets a context whose user space is the
    /// view's, clipped to the part, and the part. `deviceMatrix` maps the view's coordinates to
    /// the frame's pixels (translation and uniform scale only); `origin` is the frame pixel the
    /// surface's pixel (0, 0) lies on; `pixelPaths`, the fast paths the drawing may take (the
    /// compositor's). Returns the bytes the store grew by.
    func redrawInvalidParts(
        deviceMatrix: CGAffineTransform, origin: (x: Int, y: Int), pixelPaths: PixelPaths,
        draw: (CGContext, CGRect) -> Void
    ) -> Int {
        let parts = invalidRects
        invalidRects = []
        let isWhole = parts.count == 1 && parts[0] == key.bounds
        let matrix = Self.matrix(deviceMatrix, from: origin)
        let context: CGContext
        let hadSurface = surface != nil
        if let surface {
            guard let made = surface.makeContext() else { return 0 }
            context = made
            context.replaceTransform(with: matrix)
        } else {
            // The surface is made when the view first draws something: a view that draws
            // nothing (most containers) never allocates one.
            context = CGContext(drawingOnFirstUseInto: { [self] in makeSurface() }, transform: matrix)
        }
        context.pixelPaths = pixelPaths
        let toPixels = matrix
        let fromPixels = toPixels.inverted()
        var drewAnything = false
        for part in parts {
            // The part grows to whole pixels: a pixel is either kept or cleared and drawn again,
            // never blended with what it held.
            let pixels = Self.wholePixels(covering: part.applying(toPixels))
            if hadSurface { context.clearDevicePixels(pixels) }
            let redrawn = pixels.applying(fromPixels).intersection(key.bounds)
            context.beginDrawing(clippedTo: redrawn)
            UIGraphicsPushContext(context)
            draw(context, redrawn)
            UIGraphicsPopContext()
            if context.didDraw { drewAnything = true }
            context.endDrawing()
        }
        guard let surface else { return 0 }
        // A view that drew nothing over all its bounds keeps no pixels at all.
        if isWhole, !drewAnything {
            self.surface = nil
            return 0
        }
        surface.flush()
        return hadSurface ? 0 : fullByteCount
    }

    /// Paints everything again with `paint`, which gets a context whose user space is the one
    /// `deviceMatrix` maps to the frame's pixels (a group store's superview's). Returns the bytes
    /// the store grew by.
    func redrawWhole(
        deviceMatrix: CGAffineTransform, origin: (x: Int, y: Int), pixelPaths: PixelPaths, paint: (CGContext) -> Void
    ) -> Int {
        invalidRects = []
        let hadSurface = surface != nil
        guard let surface = surface ?? makeSurface(), let context = surface.makeContext() else { return 0 }
        context.pixelPaths = pixelPaths
        if hadSurface { context.clearWithinClip() }
        context.replaceTransform(with: Self.matrix(deviceMatrix, from: origin))
        paint(context)
        surface.flush()
        return hadSurface ? 0 : fullByteCount
    }

    /// Composites the pixels into `context` (a frame or a group over it) with their pixel (0, 0)
    /// on the frame's pixel `origin`, at `alpha`, within the current clip. On the frame, the
    /// composite waits in `batch` (when there is one) with the frame's other pixman work; where the
    /// clip is whole pixels it goes straight through pixman (see `CGContext.composite`).
    func composite(into context: CGContext, origin: (x: Int, y: Int), alpha: CGFloat, batch: PixmanBatch? = nil) {
        guard let surface else { return }
        context.composite(surface, atDevicePixel: origin, alpha: alpha, batch: batch)
    }

    // MARK: - Private

    /// The bytes of the surface, made or not.
    var fullByteCount: Int { pixelWidth * pixelHeight * 4 }

    /// Makes the (cleared) surface; nil when cairo cannot (out of memory), and the view is not
    /// drawn.
    private func makeSurface() -> BitmapSurface? {
        guard let created = BitmapSurface(width: pixelWidth, height: pixelHeight, format: .premultipliedARGB) else {
            return nil
        }
        surface = created
        return created
    }

    /// `deviceMatrix` for the surface: the frame's pixels moved so that `origin` is (0, 0).
    private static func matrix(_ deviceMatrix: CGAffineTransform, from origin: (x: Int, y: Int)) -> CGAffineTransform {
        var matrix = deviceMatrix
        matrix.tx -= CGFloat(origin.x)
        matrix.ty -= CGFloat(origin.y)
        return matrix
    }

    /// The smallest whole-pixel rectangle holding `rect` (in pixels; a millionth of a pixel of
    /// rounding error is not a pixel).
    private static func wholePixels(covering rect: CGRect) -> CGRect {
        let minX = (rect.minX + 1e-6).rounded(.down)
        let minY = (rect.minY + 1e-6).rounded(.down)
        let maxX = (rect.maxX - 1e-6).rounded(.up)
        let maxY = (rect.maxY - 1e-6).rounded(.up)
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
