import CCairo
import ScanoutCore

// How the compositor puts pixels together on a context: translucent groups, kept bitmaps
// composited at an opacity, shadows' masks, cleared areas, and fills straight through pixman.
// Core Graphics has no public spelling for these (its transparency layers take their alpha at the
// start, not the end). Each does exactly the cairo calls the painter made before it moved here,
// in the same order, and the same pixman shortcuts (see `PixmanTarget`).

extension CGContext {
    // MARK: Groups

    /// Starts drawing into a group: a transparent surface the size of the clip, composited as one
    /// when it ends (`cairo_push_group`). Ended by `popGroupAndPaint(alpha:)` or
    /// `popGroupAndComposite(alpha:batch:)`.
    package func pushGroup() {
        cairo_push_group(cairo)
    }

    /// Multiplies the colours of the group being drawn by `red`, `green` and `blue`, keeping its
    /// alpha (a replicator's instance colour): still a group, ended as before.
    package func multiplyGroup(red: CGFloat, green: CGFloat, blue: CGFloat) {
        let cr = cairo
        guard let content = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(content) }
        cairo_push_group(cr)
        cairo_set_source(cr, content)
        cairo_paint(cr)
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
        cairo_set_source_rgba(cr, red, green, blue, 1)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source(cr, content)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Ends the group and paints it over what is there at `alpha`, within the clip
    /// (`cairo_pop_group_to_source`, `cairo_paint_with_alpha`).
    package func popGroupAndPaint(alpha: CGFloat) {
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, alpha)
    }

    /// Ends the group and composites it at `alpha`: through pixman when the clip is whole pixels,
    /// so on the frame it joins `batch` and a screen-sized fading panel uses every core; else by
    /// cairo, once the batch's waiting work has run. The same pixels either way.
    package func popGroupAndComposite(alpha: CGFloat, batch: PixmanBatch?) {
        guard let pattern = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var group: OpaquePointer?
        if pixelPaths.fillsAndCompositesThroughPixman,
            cairo_pattern_get_surface(pattern, &group) == CAIRO_STATUS_SUCCESS, let group,
            let target = PixmanTarget(cairo, batch: batch)
        {
            // The group's surface starts at its pixel extents: device pixel (-offset).
            var x = 0.0
            var y = 0.0
            cairo_surface_get_device_offset(group, &x, &y)
            if x == x.rounded(), y == y.rounded(), abs(x) < 1e9, abs(y) < 1e9,
                target.composite(group, at: (-x.pixelInteger(), -y.pixelInteger()), alpha: alpha)
            {
                return
            }
        }
        batch?.flush(beforeCairoDrawsOn: cairo)
        cairo_set_source(cairo, pattern)
        cairo_paint_with_alpha(cairo, alpha)
    }

    /// Ends the group and paints it through the alpha of what `drawMask` draws (a layer's
    /// `mask`): opaque where the mask is opaque, clear where it is clear, within the clip. The
    /// mask is drawn into a group of its own, in the coordinates the content group was pushed in;
    /// both are composited by cairo (`cairo_mask`), after `batch`'s waiting work on the target.
    package func popGroupAndPaint(maskedBy drawMask: () -> Void, batch: PixmanBatch?) {
        guard let content = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(content) }
        cairo_push_group(cairo)
        drawMask()
        guard let mask = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(mask) }
        batch?.flush(beforeCairoDrawsOn: cairo)
        cairo_save(cairo)
        cairo_set_source(cairo, content)
        cairo_mask(cairo, mask)
        cairo_restore(cairo)
    }

    // MARK: Bitmaps

    /// Composites `bitmap` with its pixel (0, 0) on device pixel `origin`, at `alpha`, within the
    /// clip. On the frame, the composite waits in `batch` (when there is one) with the frame's
    /// other pixman work.
    ///
    /// Straight through pixman when the target's clip is whole pixels (see `PixmanTarget`): a caret
    /// blink composites one field's store under a 4×22-pixel clip, and cairo's set-up for it was
    /// most of the frame. Both are pixman's OVER of a premultiplied source at a whole-pixel offset,
    /// under a solid mask of cairo's 16-bit alpha when translucent: the same pixels.
    package func composite(
        _ bitmap: BitmapSurface, atDevicePixel origin: (x: Int, y: Int), alpha: CGFloat, batch: PixmanBatch?
    ) {
        if pixelPaths.fillsAndCompositesThroughPixman, let target = PixmanTarget(cairo, batch: batch),
            target.composite(bitmap.surface, at: origin, alpha: alpha)
        {
            return
        }
        batch?.flush(beforeCairoDrawsOn: cairo)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, bitmap.surface, CGFloat(origin.x), CGFloat(origin.y))
        cairo_rectangle(
            cairo, CGFloat(origin.x), CGFloat(origin.y), CGFloat(bitmap.width), CGFloat(bitmap.height))
        if alpha < 1 {
            cairo_clip(cairo)
            cairo_paint_with_alpha(cairo, alpha)
        } else {
            cairo_fill(cairo)
        }
        cairo_restore(cairo)
    }

    /// Paints a colour over what is there through `mask` (an alpha bitmap, its device scale set),
    /// its top-left corner at `origin` in user space: a shadow (`cairo_set_source_rgba`,
    /// `cairo_mask_surface`).
    package func fill(
        red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, maskedBy mask: BitmapSurface, at origin: CGPoint
    ) {
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
        cairo_mask_surface(cairo, mask.surface, origin.x, origin.y)
    }

    // MARK: Clearing and filling

    /// Makes the pixels of `rect` (device pixels, whatever the transformation) fully transparent;
    /// the state is left as it was.
    package func clearDevicePixels(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// Makes every pixel inside the clip fully transparent, then draws over what is there again
    /// (`CAIRO_OPERATOR_CLEAR`, `cairo_paint`, `CAIRO_OPERATOR_OVER`).
    package func clearWithinClip() {
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    }

    /// Replaces every pixel inside the clip by a colour, then draws over what is there again
    /// (`CAIRO_OPERATOR_SOURCE`, `cairo_set_source_rgba`, `cairo_paint`, `CAIRO_OPERATOR_OVER`).
    package func replaceWithinClip(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    }

    /// Fills `rect` (user space) with a colour OVER what is there straight through pixman, when its
    /// edges fall on pixel boundaries and the clip is whole pixels (see `PixmanTarget.fill`); on
    /// the frame the fill waits in `batch`. False, with nothing drawn, otherwise: the caller fills
    /// it with cairo.
    package func fillPixelAligned(
        _ rect: CGRect, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, batch: PixmanBatch?
    ) -> Bool {
        pixelPaths.fillsAndCompositesThroughPixman
            && PixmanTarget.fill(rect, in: cairo, red: red, green: green, blue: blue, alpha: alpha, batch: batch)
    }
}

extension PixmanBatch {
    /// Runs what waits when `context` draws on the batch's surface (see
    /// `flush(beforeCairoDrawsOn:)`); inside a group it keeps waiting.
    @inline(__always)
    package func flush(beforeDrawingOn context: CGContext) {
        flush(beforeCairoDrawsOn: context.cairo)
    }
}
