import CCairo
import ScanoutCore

// Cairo takes a transformation it cannot invert — a scale of 0, a NaN or an infinity anywhere,
// or a determinant that overflows or underflows — as an error, and a cairo context in error draws
// nothing more, ever: one such transform in a view's `draw(_:)` (an image drawn into a rectangle
// of zero width, a scale computed by a division by zero) would end the frame's drawing for every
// view after it. Every transformation the framework hands cairo goes through here first.

/// Multiplies `matrix` into `cairo`'s current transformation, as `cairo_transform` does, when the
/// result is one cairo accepts; returns false, changing nothing, when it is not.
@discardableResult
package func cairoTransformIfValid(_ cairo: OpaquePointer, _ matrix: cairo_matrix_t) -> Bool {
    var matrix = matrix
    var current = cairo_matrix_t()
    cairo_get_matrix(cairo, &current)
    var product = cairo_matrix_t()
    cairo_matrix_multiply(&product, &matrix, &current)
    guard cairoAccepts(product) else { return false }
    cairo_set_matrix(cairo, &product)
    return true
}

/// Whether cairo accepts `matrix` as a transformation: every entry finite and the determinant
/// finite and not zero, computed as cairo computes it (`_cairo_matrix_is_invertible`).
package func cairoAccepts(_ matrix: cairo_matrix_t) -> Bool {
    let determinant = matrix.xx * matrix.yy - matrix.yx * matrix.xy
    return determinant.isFinite && determinant != 0 && matrix.x0.isFinite && matrix.y0.isFinite
        && matrix.xx.isFinite && matrix.yy.isFinite && matrix.xy.isFinite && matrix.yx.isFinite
}

/// Clips `cairo` to nothing: what a transformation cairo refused would have drawn shows nowhere,
/// as Core Graphics draws nothing through a degenerate one. Undone by the enclosing restore.
func cairoClipToNothing(_ cairo: OpaquePointer) {
    cairo_new_path(cairo)
    cairo_rectangle(cairo, 0, 0, 0, 0)
    cairo_clip(cairo)
}
