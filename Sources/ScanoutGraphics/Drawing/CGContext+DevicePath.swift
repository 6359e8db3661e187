import CCairo
import ScanoutCore

// What the framework's painter (views' backgrounds, borders, clips; layers; shadows) asks of a
// context, which Core Graphics has no public spelling for: the underlying state saved without
// the graphics-state stack a view's `draw(_:)` sees, the transformation replaced outright, and
// fills, strokes and clips of a path replayed straight onto the context (`replay(_:)`,
// `replayRectangle(_:)`) rather than built as the current path. Each is the one cairo call its
// comment names, so the painter issues exactly the calls it always did: thin, as they run for
// every view of every frame.

extension CGContext {
    /// Saves the underlying state (transformation, clip, operator, source, line style) without
    /// touching the stack `saveGState()` keeps: the painter's own saves, which a `draw(_:)` with
    /// one `restoreGState()` too many must not pop (`cairo_save`).
    package func saveDrawingState() {
        cairo_save(cairo)
    }

    /// Undoes the matching `saveDrawingState()` (`cairo_restore`).
    package func restoreDrawingState() {
        cairo_restore(cairo)
    }

    /// Makes `transform` the transformation from user space to the device, whatever it was
    /// (`cairo_set_matrix`). The caller checks it is one cairo accepts
    /// (`concatenatingIfCairoAccepts(_:)`): a context given one it cannot invert draws nothing more.
    package func replaceTransform(with transform: CGAffineTransform) {
        var matrix = cairo_matrix_t(transform)
        cairo_set_matrix(cairo, &matrix)
    }

    /// Applies `transform` before the current transformation when cairo accepts the result, as
    /// `concatenate(_:)` does; false, changing nothing, when it does not (what that would place
    /// shows nowhere — the caller skips it).
    package func concatenateIfValid(_ transform: CGAffineTransform) -> Bool {
        cairoTransformIfValid(cairo, cairo_matrix_t(transform))
    }

    /// A distance in user space (`size`'s width and height) as a distance in device pixels: a
    /// rotation turns it, a scale stretches it; no translation (`cairo_user_to_device_distance`).
    package func convertToDeviceSpace(_ size: CGSize) -> CGSize {
        var x = Double(size.width)
        var y = Double(size.height)
        cairo_user_to_device_distance(cairo, &x, &y)
        return CGSize(width: x, height: y)
    }

    // MARK: Replayed paths

    /// Replaces the replayed path by `rect` (`cairo_new_path`, `cairo_rectangle`).
    package func replayRectangle(_ rect: CGRect) {
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    }

    /// Which areas of the replayed path a fill or clip takes as inside (`cairo_set_fill_rule`);
    /// part of the state `saveDrawingState()` saves.
    package func setReplayedPathFillRule(_ rule: CGPathFillRule) {
        cairo_set_fill_rule(cairo, rule.cairoValue)
    }

    /// Fills the replayed path with a colour over what is there and clears it, ignoring the
    /// fill colour and alpha `draw(_:)` set (`cairo_set_source_rgba`, `cairo_fill`).
    package func fillReplayedPath(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
        cairo_fill(cairo)
    }

    /// Fills the replayed path with a pattern colour's image, tiled from the origin of user space,
    /// at `alpha`, and clears it.
    package func fillReplayedPath(pattern: CGColorPattern, alpha: CGFloat) {
        cairo_save(cairo)
        cairo_clip(cairo)
        setPatternSource(pattern)
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }

    /// Strokes the replayed path with the line style in a colour and clears it
    /// (`cairo_set_source_rgba`, `cairo_stroke`).
    package func strokeReplayedPath(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
        cairo_stroke(cairo)
    }

    /// Intersects the clip with the replayed path and clears it (`cairo_clip`).
    package func clipToReplayedPath() {
        cairo_clip(cairo)
    }

    /// Intersects the clip with `rect`, added to the replayed path (empty after a fill or clip)
    /// without starting a new one (`cairo_rectangle`, `cairo_clip`).
    package func clipToRectangle(_ rect: CGRect) {
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
    }

    /// Intersects the clip with the union of `rects`, in device pixels (a frame's damage: the
    /// context's transformation is still the identity).
    package func clip(toPixelRects rects: [PixelRect]) {
        for rect in rects {
            cairo_rectangle(cairo, CGFloat(rect.x), CGFloat(rect.y), CGFloat(rect.width), CGFloat(rect.height))
        }
        cairo_clip(cairo)
    }
}

extension CGAffineTransform {
    /// `self` applied before `other`, multiplied as cairo multiplies its matrices
    /// (`cairo_matrix_multiply`), so that, set with `CGContext.replaceTransform(with:)`, it is bit
    /// for bit what concatenating would have made; nil when cairo would refuse it as a
    /// transformation (see `cairoAccepts`).
    package func concatenatingIfCairoAccepts(_ other: CGAffineTransform) -> CGAffineTransform? {
        var matrix = cairo_matrix_t(self)
        var otherMatrix = cairo_matrix_t(other)
        var product = cairo_matrix_t()
        cairo_matrix_multiply(&product, &matrix, &otherMatrix)
        return cairoAccepts(product) ? CGAffineTransform(product) : nil
    }
}
