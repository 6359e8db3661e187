import CCairo
import ScanoutCore

/// Blurring what is already painted: a visual-effect view's backdrop.
///
/// The painter paints back to front, so when a blur view's turn comes the pixels under it on the
/// surface being painted (the frame, or the group of a translucent ancestor) are exactly what lies
/// behind it. Those pixels are read in place, shrunk (cairo's box-filtered downscale), blurred by
/// `GaussianBlur` (pixman's separable convolution, across then down) and drawn back stretched
/// (bilinear), within the view's shape and the clip.
///
/// Shrinking first keeps the cost flat in the radius: the convolution runs on a bitmap a factor
/// smaller each way with a kernel of a few pixels, instead of a kernel of dozens of taps over every
/// pixel. The box filter and bilinear stretch add a little blur of their own, which a Gaussian of
/// this size hides.
///
/// Only pixels inside the rectangle (and the clip) are read; beyond its edges the edge pixels are
/// repeated, so the result depends on nothing outside the view, and the compositor need repaint
/// only the view when what is under it changes.
extension CGContext {
    /// The largest shrink factor: beyond it a huge radius would average the backdrop to one colour
    /// from a handful of pixels, which flickers as content moves; larger radii blur more finely.
    private static let largestShrink = 16.0

    /// Replaces what is painted under `rect` (user space) with its Gaussian blur of standard
    /// deviation `sigma` device pixels, mixed with the unblurred pixels by `amount` (0 nothing, 1
    /// all blur), within `shape` (user space; nil for the rectangle) and the clip.
    ///
    /// Does nothing for a radius or amount that is not a positive number, a rectangle that is not
    /// finite or misses the clip, or a surface that is not an image in memory.
    package func blurBackdrop(in rect: CGRect, shape: CGPath? = nil, sigma: CGFloat, amount: CGFloat) {
        guard sigma.isFinite, sigma > 0, amount.isFinite, amount > 0, rect.isFinite, !rect.isEmpty else { return }
        let cr = cairo
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
        else { return }
        let format = cairo_image_surface_get_format(target)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return }
        cairo_surface_flush(target)

        // The part of the rectangle inside the clip, on the target's pixels.
        var clipMinX = 0.0
        var clipMinY = 0.0
        var clipMaxX = 0.0
        var clipMaxY = 0.0
        cairo_clip_extents(cr, &clipMinX, &clipMinY, &clipMaxX, &clipMaxY)
        let visible = rect.intersection(
            CGRect(x: clipMinX, y: clipMinY, width: clipMaxX - clipMinX, height: clipMaxY - clipMinY))
        guard !visible.isNull, !visible.isEmpty, visible.isFinite else { return }
        var deviceMinX = Double.infinity
        var deviceMinY = Double.infinity
        var deviceMaxX = -Double.infinity
        var deviceMaxY = -Double.infinity
        for corner in [
            (visible.minX, visible.minY), (visible.maxX, visible.minY), (visible.minX, visible.maxY),
            (visible.maxX, visible.maxY),
        ] {
            var x = corner.0
            var y = corner.1
            cairo_user_to_device(cr, &x, &y)
            deviceMinX = min(deviceMinX, x)
            deviceMinY = min(deviceMinY, y)
            deviceMaxX = max(deviceMaxX, x)
            deviceMaxY = max(deviceMaxY, y)
        }
        var offsetX = 0.0
        var offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let surfaceWidth = Double(cairo_image_surface_get_width(target))
        let surfaceHeight = Double(cairo_image_surface_get_height(target))
        let left = max(0, (deviceMinX + offsetX).rounded(.down))
        let top = max(0, (deviceMinY + offsetY).rounded(.down))
        let right = min(surfaceWidth, (deviceMaxX + offsetX).rounded(.up))
        let bottom = min(surfaceHeight, (deviceMaxY + offsetY).rounded(.up))
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, right > left, bottom > top,
            let data = cairo_image_surface_get_data(target)
        else { return }
        let x0 = Int(left)
        let y0 = Int(top)
        let width = Int(right) - x0
        let height = Int(bottom) - y0
        let stride = Int(cairo_image_surface_get_stride(target))

        // Shrunk so the Gaussian left to do is about two pixels.
        let shrink = min(max(1, (sigma / 2).rounded(.down)), Self.largestShrink)
        let smallWidth = max(1, Int((Double(width) / shrink).rounded(.up)))
        let smallHeight = max(1, Int((Double(height) / shrink).rounded(.up)))
        guard let small = BitmapSurface(width: smallWidth, height: smallHeight, format: .premultipliedARGB),
            let scratch = BitmapSurface(width: smallWidth, height: smallHeight, format: .premultipliedARGB)
        else { return }
        let scaleX = Double(smallWidth) / Double(width)
        let scaleY = Double(smallHeight) / Double(height)
        // Safety: a surface over the target's own pixels (the rectangle's rows, with the target's
        // stride), read only, and destroyed before anything draws on the target again.
        guard
            let backdrop = cairo_image_surface_create_for_data(
                data + y0 * stride + x0 * 4, format, Int32(width), Int32(height), Int32(stride))
        else { return }
        if let shrinker = cairo_create(small.surface) {
            cairo_scale(shrinker, scaleX, scaleY)
            cairo_set_source_surface(shrinker, backdrop, 0, 0)
            let pattern = cairo_get_source(shrinker)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_set_operator(shrinker, CAIRO_OPERATOR_SOURCE)
            cairo_paint(shrinker)
            cairo_destroy(shrinker)
        }
        cairo_surface_destroy(backdrop)
        small.flush()
        let smallSigma = sigma * min(scaleX, scaleY)
        if smallSigma > 0.25 {
            GaussianBlur.blur(small, using: scratch, sigma: smallSigma, edges: .extended)
        }

        // Drawn back over the rectangle, stretched: SOURCE at `amount` mixes blurred and sharp.
        cairo_save(cr)
        if let shape { replay(shape) } else { replayRectangle(rect) }
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, small.surface, 0, 0)
        let pattern = cairo_get_source(cr)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, scaleX, scaleY)
        cairo_matrix_translate(&matrix, -(Double(x0) - offsetX), -(Double(y0) - offsetY))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint_with_alpha(cr, min(amount, 1))
        cairo_restore(cr)
    }

    /// Ends a group and paints `colour` through its alpha: the group's content as a silhouette in
    /// one colour (a vibrancy effect's content), within the clip.
    package func popGroupAndFill(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, batch: PixmanBatch?) {
        guard let content = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(content) }
        batch?.flush(beforeCairoDrawsOn: cairo)
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
        cairo_mask(cairo, content)
        cairo_restore(cairo)
    }
}
