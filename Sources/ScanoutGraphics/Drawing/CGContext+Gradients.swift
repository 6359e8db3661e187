import CCairo
import ScanoutCore

/// A colour at a place along a gradient, 0…1 (`CAGradientLayer`'s `colors` and `locations`).
package struct GradientStop {
    package var location: CGFloat
    package var color: CGColor

    package init(location: CGFloat, color: CGColor) {
        self.location = location
        self.color = color
    }
}

// Gradients filling a shape, as `CAGradientLayer` draws them: cairo's gradient patterns, padded
// beyond the ends (the first and last colours carry on), the state restored afterwards. Core
// Graphics' `drawLinearGradient` fills the clip instead, and its options differ.

extension CGContext {
    /// Fills `shape` with colours changing along the line from `start` to `end`.
    package func fill(_ shape: CGPath, withLinearGradientFrom start: CGPoint, to end: CGPoint, stops: [GradientStop]) {
        guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        fill(shape, with: pattern, stops: stops)
    }

    /// Fills `shape` with colours changing from `center` outwards, along an ellipse reaching
    /// `radii` along each axis (each at least a thousandth of a point).
    package func fill(
        _ shape: CGPath, withRadialGradientAround center: CGPoint, radii: CGSize, stops: [GradientStop]
    ) {
        // A unit circle, stretched by the pattern matrix into the ellipse.
        guard let pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1) else { return }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, 1 / radii.width, 1 / radii.height)
        cairo_matrix_translate(&matrix, -center.x, -center.y)
        cairo_pattern_set_matrix(pattern, &matrix)
        fill(shape, with: pattern, stops: stops)
    }

    // MARK: - Private

    /// Adds `stops` to `pattern` (taking it over), pads it and fills `shape` with it.
    private func fill(_ shape: CGPath, with pattern: OpaquePointer, stops: [GradientStop]) {
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(cairo)
        replay(shape)
        cairo_set_source(cairo, pattern)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }
}
