import CCairo
import ScanoutCore

/// A shadow set with `CGContext.setShadow(offset:blur:color:)`.
package struct ContextShadow {
    var offset: CGSize
    var blur: CGFloat
    var color: CGColor
}

// Shadows under what a context draws. Cairo has none: the shape is drawn again into an alpha
// bitmap the size of what it covers (in device pixels, within the clip), blurred by the Gaussian
// layers' shadows use (`GaussianBlur`, standard deviation half the `blur`, as Core Graphics'
// blur is about twice its deviation), and painted in the shadow's colour through that bitmap,
// moved by the offset, before the shape itself is drawn.

extension CGContext {
    /// Pixels per point of the current transformation (its area scale's square root).
    var currentPointScale: CGFloat {
        let ctm = self.ctm
        let scale = abs(ctm.a * ctm.d - ctm.b * ctm.c).squareRoot()
        return scale > 0 && scale.isFinite ? scale : 1
    }

    /// Draws the shadow of what `draw` paints (given a cairo context with this one's transformation
    /// and line style, onto an alpha bitmap) when a shadow is set; `extent` bounds it in user space.
    func castShadow(over extent: CGRect, pointScale: CGFloat? = nil, _ draw: (OpaquePointer) -> Void) {
        guard let shadow = shadowStyle, !extent.isNull, !extent.isInfinite else { return }
        let cr = cairo
        let ctm = self.ctm
        let scale = pointScale ?? currentPointScale
        let sigma = shadow.blur.isFinite ? max(shadow.blur, 0) / 2 * scale : 0
        let offset = CGSize(width: shadow.offset.width * scale, height: shadow.offset.height * scale)
        guard offset.width.isFinite, offset.height.isFinite, sigma.isFinite else { return }
        let margin = (3 * sigma).rounded(.up) + 1
        // What the shape covers on the device, and what of that can land inside the clip once moved.
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let clip = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(ctm)
            .offsetBy(dx: -offset.width, dy: -offset.height).insetBy(dx: -margin, dy: -margin)
        let box = extent.applying(ctm).insetBy(dx: -margin, dy: -margin).intersection(clip).integral
        guard !box.isNull, !box.isEmpty, box.width.isFinite, box.height.isFinite,
            box.width <= 4096, box.height <= 4096
        else { return }
        let width = Int(box.width)
        let height = Int(box.height)
        guard let mask = BitmapSurface(width: width, height: height, format: .alpha),
            let shadowCairo = cairo_create(mask.surface)
        else { return }
        var matrix = cairo_matrix_t(ctm.concatenating(CGAffineTransform(translationX: -box.minX, y: -box.minY)))
        cairo_set_matrix(shadowCairo, &matrix)
        cairo_set_line_width(shadowCairo, cairo_get_line_width(cr))
        cairo_set_line_cap(shadowCairo, cairo_get_line_cap(cr))
        cairo_set_line_join(shadowCairo, cairo_get_line_join(cr))
        cairo_set_miter_limit(shadowCairo, cairo_get_miter_limit(cr))
        cairo_set_antialias(shadowCairo, cairo_get_antialias(cr))
        let dashCount = Int(cairo_get_dash_count(cr))
        if dashCount > 0 {
            var dashes = [Double](repeating: 0, count: dashCount)
            var phase = 0.0
            cairo_get_dash(cr, &dashes, &phase)
            cairo_set_dash(shadowCairo, dashes, Int32(dashCount), phase)
        }
        draw(shadowCairo)
        cairo_destroy(shadowCairo)
        mask.flush()
        if sigma > 0.01, let scratch = BitmapSurface(width: width, height: height, format: .alpha) {
            GaussianBlur.blur(mask, using: scratch, sigma: sigma)
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)
        cairo_mask_surface(cr, mask.surface, box.minX + offset.width, box.minY + offset.height)
        cairo_restore(cr)
    }
}
