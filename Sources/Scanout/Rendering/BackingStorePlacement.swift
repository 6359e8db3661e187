/// Where a view's store lies on the frame, when the view can have one.
@preconcurrency @MainActor
struct BackingStorePlacement {
    let key: BackingStore.Key
    /// The view's coordinates to the frame's pixels.
    let matrix: CGAffineTransform
    /// The frame pixel under the store's pixel (0, 0).
    let origin: (x: Int, y: Int)
    let width: Int
    let height: Int

    /// Nil when `view` is drawn directly: placed other than by translation and the screen's
    /// scale, too large, or a scroll view (its content moves under its bounds; the compositor
    /// moves those pixels itself).
    init?(context: CGContext, bounds: CGRect, view: UIView, stores: BackingStores) {
        guard !(view is UIScrollView) else { return nil }
        self.init(context: context, rect: bounds, stores: stores)
    }

    /// Where `rect` (in the coordinates `context` is set up in) lies on the frame; nil when placed
    /// other than by translation and the screen's scale, or too large.
    init?(context: CGContext, rect: CGRect, stores: BackingStores) {
        let matrix = context.ctm
        guard matrix.c == 0, matrix.b == 0, matrix.a > 0, matrix.a == matrix.d, !rect.isEmpty else {
            return nil
        }
        let minX = rect.minX * matrix.a + matrix.tx
        let minY = rect.minY * matrix.d + matrix.ty
        let maxX = rect.maxX * matrix.a + matrix.tx
        let maxY = rect.maxY * matrix.d + matrix.ty
        // A store lies on whole pixels of a real frame: a view placed beyond any frame's reach (or
        // at a coordinate that is not a number) is drawn directly, clipped, if at all.
        let reach = CGFloat(PixelGeometry.limit)
        guard abs(minX) < reach, abs(minY) < reach, abs(maxX) < reach, abs(maxY) < reach else { return nil }
        let (originX, phaseX) = Self.pixelAndPhase(minX)
        let (originY, phaseY) = Self.pixelAndPhase(minY)
        let width = (maxX - 1e-6).pixelInteger(rounding: .up) - originX
        let height = (maxY - 1e-6).pixelInteger(rounding: .up) - originY
        guard width > 0, height > 0, width * height <= stores.largestStoreArea else { return nil }
        self.key = BackingStore.Key(bounds: rect, scale: matrix.a, phaseX: phaseX, phaseY: phaseY)
        self.matrix = matrix
        self.origin = (originX, originY)
        self.width = width
        self.height = height
    }

    /// The pixel holding device coordinate `value`, and where in it (1/256ths) the value falls.
    private static func pixelAndPhase(_ value: CGFloat) -> (Int, Int) {
        let steps = (value * 256).rounded()
        let pixel = (steps / 256).rounded(.down)
        return (pixel.pixelInteger(), (steps - pixel * 256).pixelInteger())
    }
}
