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

// Core Graphics' gradient drawing: the gradient paints the whole clip, as on Apple's platforms,
// at the context's alpha.

extension CGContext {
    /// Paints the clip with `gradient` along the line from `start` to `end`: bands perpendicular
    /// to it, clear beyond its ends unless `options` carry the end colours on. Nothing for a line
    /// of no length or points that are not finite.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        let length = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite, length > 0, length.isFinite,
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        else { return }
        // Cairo pads both ends or neither: with one option, the other end is clipped off.
        let direction = CGPoint(x: (end.x - start.x) / length, y: (end.y - start.y) / length)
        var cut: (at: CGPoint, towards: CGPoint)?
        if options == .drawsBeforeStartLocation {
            cut = (end, direction)
        } else if options == .drawsAfterEndLocation {
            cut = (start, CGPoint(x: -direction.x, y: -direction.y))
        }
        paint(gradient, pattern: pattern, pads: !options.isEmpty) {
            guard let (at, towards) = cut else { return }
            // A large half-plane behind `at`, away from `towards`.
            let far: CGFloat = 1e5
            let normal = CGPoint(x: -towards.y * far, y: towards.x * far)
            let back = CGPoint(x: -towards.x * far, y: -towards.y * far)
            cairo_move_to(cairo, at.x + normal.x, at.y + normal.y)
            cairo_line_to(cairo, at.x - normal.x, at.y - normal.y)
            cairo_line_to(cairo, at.x - normal.x + back.x, at.y - normal.y + back.y)
            cairo_line_to(cairo, at.x + normal.x + back.x, at.y + normal.y + back.y)
            cairo_close_path(cairo)
            cairo_clip(cairo)
        }
    }

    /// Paints the clip with `gradient` between the circle at `startCenter` of `startRadius` and
    /// the one at `endCenter` of `endRadius`. Any option carries both end colours on (cairo pads
    /// both ends or neither). Nothing for a radius below 0 or values that are not finite.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        guard values.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0, startRadius + endRadius > 0,
            let pattern = cairo_pattern_create_radial(
                startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)
        else { return }
        paint(gradient, pattern: pattern, pads: !options.isEmpty) {}
    }

    // MARK: - Private

    /// Adds the gradient's stops to `pattern` (taking it over) and paints the clip with it, after
    /// `clip` narrows the clip.
    private func paint(_ gradient: CGGradient, pattern: OpaquePointer, pads: Bool, clip: () -> Void) {
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, pads ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_save(cairo)
        cairo_new_path(cairo)
        clip()
        cairo_set_source(cairo, pattern)
        cairo_paint_with_alpha(cairo, globalAlpha)
        cairo_restore(cairo)
    }
}
