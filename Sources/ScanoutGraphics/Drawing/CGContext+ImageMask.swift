import CCairo
import ScanoutCore

extension CGContext {
    /// Fills `rect` with `color` where `image` has alpha: the image as a shape, scaled to `rect`.
    package func drawShape(of image: CGImage, in rect: CGRect, color: CGColor) {
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        setSource(color)
        guard cairoTransformIfValid(cairo, cairo_matrix_t(CGAffineTransform(placing: image, in: rect))) else {
            return cairo_restore(cairo)
        }
        cairo_mask_surface(cairo, image.surface, 0, 0)
        cairo_restore(cairo)
    }
}

extension CGAffineTransform {
    /// Maps `image`'s pixels onto `rect`: the image scaled to fill it, its top left at the
    /// rectangle's (what drawing an image and drawing its shape both set before painting).
    init(placing image: CGImage, in rect: CGRect) {
        self.init(
            a: rect.width / CGFloat(image.width), b: 0, c: 0, d: rect.height / CGFloat(image.height), tx: rect.minX,
            ty: rect.minY)
    }
}
