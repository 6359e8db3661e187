import CCairo
import ScanoutCore

/// Draws one symbol's design into a bitmap: what the framework's symbol catalog's drawings are
/// written against.
///
/// A design is laid out in points for a 17-point symbol, in a box of its own width and height;
/// the pen scales that to the bitmap's pixels and strokes with the configured weight (the
/// framework works both out from a `UIImage.SymbolConfiguration`). Strokes have round ends and
/// joins, so a line's half-width spills outside the box: the bitmap has that much room around the
/// box. Everything is drawn in opaque black (views tint it). Not thread-safe; made and used in one
/// call.
package struct SymbolPen {
    /// The stroke width, in design points.
    package let lineWidth: CGFloat
    private let cairo: OpaquePointer

    /// Draws `design` into a `pixelWidth` × `pixelHeight` bitmap, `designToPixels` pixels a design
    /// point, strokes `lineWidth` design points wide. A bitmap that cannot be had (no memory) is
    /// one transparent pixel.
    package static func image(
        pixelWidth: Int, pixelHeight: Int, designToPixels: CGFloat, lineWidth: CGFloat, design: (SymbolPen) -> Void
    ) -> CGImage {
        guard let bitmap = BitmapSurface(width: pixelWidth, height: pixelHeight, format: .premultipliedARGB),
            let context = bitmap.makeContext()
        else {
            return CGImage.make(width: 1, height: 1) { _, _ in RGBA8(red: 0, green: 0, blue: 0, alpha: 0) }
        }
        let cairo = context.cairo
        cairo_scale(cairo, designToPixels, designToPixels)
        cairo_translate(cairo, lineWidth / 2, lineWidth / 2)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        cairo_set_line_width(cairo, lineWidth)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        design(SymbolPen(lineWidth: lineWidth, cairo: cairo))
        return bitmap.finishImage()
    }

    // MARK: Strokes

    /// Strokes the lines through `points` (closed back to the first when `closed`).
    package func line(_ points: [CGPoint], closed: Bool = false, width: CGFloat? = nil) {
        addPolygon(points, closed: closed)
        stroke(width: width)
    }

    /// Strokes a circle.
    package func circle(_ center: CGPoint, _ radius: CGFloat) {
        cairo_new_path(cairo)
        cairo_arc(cairo, center.x, center.y, radius, 0, 2 * .pi)
        stroke()
    }

    /// Strokes an arc from `start` to `end` degrees (0 is +x; angles grow clockwise on screen),
    /// going clockwise, or the other way.
    package func arc(_ center: CGPoint, _ radius: CGFloat, from start: CGFloat, to end: CGFloat, clockwise: Bool = true)
    {
        cairo_new_path(cairo)
        addArc(center, radius, from: start, to: end, clockwise: clockwise)
        stroke()
    }

    /// Strokes a rounded rectangle.
    package func roundedRect(_ rect: CGRect, radius: CGFloat) {
        addRoundedRect(rect, radius: radius)
        stroke()
    }

    /// Strokes the path `build` makes with the pen's path calls (`move`, `addLine`, `addCurve`).
    package func strokePath(_ build: () -> Void) {
        cairo_new_path(cairo)
        build()
        stroke()
    }

    // MARK: Fills

    /// Fills the polygon through `points`, its corners rounded by a stroke around it.
    package func fillPolygon(_ points: [CGPoint]) {
        addPolygon(points, closed: true)
        cairo_fill_preserve(cairo)
        stroke()
    }

    /// Fills a disc.
    package func disc(_ center: CGPoint, _ radius: CGFloat) {
        cairo_new_path(cairo)
        cairo_arc(cairo, center.x, center.y, radius, 0, 2 * .pi)
        cairo_fill(cairo)
    }

    /// Fills a rounded rectangle.
    package func fillRoundedRect(_ rect: CGRect, radius: CGFloat) {
        addRoundedRect(rect, radius: radius)
        cairo_fill(cairo)
    }

    /// Fills the path `build` makes (with its edge stroked, so fills match their outlines).
    package func fillPath(evenOdd: Bool = false, _ build: () -> Void) {
        cairo_new_path(cairo)
        build()
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill_preserve(cairo)
        if !evenOdd { stroke() } else { cairo_new_path(cairo) }
    }

    /// Runs `body` with the pen erasing instead of painting: cut-outs in filled symbols.
    package func erasing(_ body: () -> Void) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        body()
        cairo_restore(cairo)
    }

    /// Runs `body` mirrored left to right within a box `width` wide: the "forward" twin of a
    /// "backward" design.
    package func mirrored(width: CGFloat, _ body: () -> Void) {
        cairo_save(cairo)
        cairo_translate(cairo, width, 0)
        cairo_scale(cairo, -1, 1)
        body()
        cairo_restore(cairo)
    }

    // MARK: Path building

    package func move(_ x: CGFloat, _ y: CGFloat) {
        cairo_move_to(cairo, x, y)
    }

    package func addLine(_ x: CGFloat, _ y: CGFloat) {
        cairo_line_to(cairo, x, y)
    }

    package func addCurve(to end: CGPoint, _ control1: CGPoint, _ control2: CGPoint) {
        cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }

    package func addArc(
        _ center: CGPoint, _ radius: CGFloat, from start: CGFloat, to end: CGFloat, clockwise: Bool = true
    ) {
        let (a, b) = (start * .pi / 180, end * .pi / 180)
        if clockwise {
            cairo_arc(cairo, center.x, center.y, radius, a, b)
        } else {
            cairo_arc_negative(cairo, center.x, center.y, radius, a, b)
        }
    }

    package func closePath() {
        cairo_close_path(cairo)
    }

    // MARK: - Private

    private init(lineWidth: CGFloat, cairo: OpaquePointer) {
        self.lineWidth = lineWidth
        self.cairo = cairo
    }

    private func stroke(width: CGFloat? = nil) {
        if let width {
            cairo_save(cairo)
            cairo_set_line_width(cairo, width)
            cairo_stroke(cairo)
            cairo_restore(cairo)
        } else {
            cairo_stroke(cairo)
        }
    }

    private func addPolygon(_ points: [CGPoint], closed: Bool) {
        cairo_new_path(cairo)
        guard let first = points.first else { return }
        cairo_move_to(cairo, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
        if closed { cairo_close_path(cairo) }
    }

    private func addRoundedRect(_ rect: CGRect, radius: CGFloat) {
        cairo_new_path(cairo)
        let r = min(radius, rect.width / 2, rect.height / 2)
        cairo_arc(cairo, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cairo, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cairo, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }
}
