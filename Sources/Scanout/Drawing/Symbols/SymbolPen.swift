import CCairo

/// Draws one symbol's design into a bitmap: what `SymbolCatalog`'s drawings are written against.
///
/// A design is laid out in points for a 17-point symbol, in a box of its own width and height;
/// the pen scales that to the configured point size and the screen's pixels, and strokes with the
/// configured weight. Strokes have round ends and joins, so a line's half-width spills outside the
/// box: the bitmap has that much room around the box. Everything is drawn in opaque black (views
/// tint it; see `UIImage+RenderingMode`). Not thread-safe; made and used in one call.
struct SymbolPen {
    /// The stroke width, in design points.
    let lineWidth: CGFloat
    private let cairo: OpaquePointer

    /// Draws `design` (`size` design points) for `configuration` at `screenScale` pixels per point.
    static func image(
        size: CGSize, configuration: UIImage.SymbolConfiguration, screenScale: CGFloat, design: (SymbolPen) -> Void
    ) -> (CGImage, pointSize: CGSize) {
        let lineWidth = configuration.weight.strokeWidth
        let designToPoints = configuration.resolvedPointSize / 17 * configuration.scale.factor
        let pointSize = CGSize(
            width: ((size.width + lineWidth) * designToPoints * screenScale).rounded(.up) / screenScale,
            height: ((size.height + lineWidth) * designToPoints * screenScale).rounded(.up) / screenScale)
        let surface = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, (pointSize.width * screenScale).clampedInteger(in: 1...4096),
            (pointSize.height * screenScale).clampedInteger(in: 1...4096))!
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, designToPoints * screenScale, designToPoints * screenScale)
        cairo_translate(cairo, lineWidth / 2, lineWidth / 2)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        cairo_set_line_width(cairo, lineWidth)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        design(SymbolPen(lineWidth: lineWidth, cairo: cairo))
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return (CGImage(adopting: surface), pointSize)
    }

    // MARK: Strokes

    /// Strokes the lines through `points` (closed back to the first when `closed`).
    func line(_ points: [CGPoint], closed: Bool = false, width: CGFloat? = nil) {
        addPolygon(points, closed: closed)
        stroke(width: width)
    }

    /// Strokes a circle.
    func circle(_ center: CGPoint, _ radius: CGFloat) {
        cairo_new_path(cairo)
        cairo_arc(cairo, center.x, center.y, radius, 0, 2 * .pi)
        stroke()
    }

    /// Strokes an arc from `start` to `end` degrees (0 is +x; angles grow clockwise on screen),
    /// going clockwise, or the other way.
    func arc(_ center: CGPoint, _ radius: CGFloat, from start: CGFloat, to end: CGFloat, clockwise: Bool = true) {
        cairo_new_path(cairo)
        addArc(center, radius, from: start, to: end, clockwise: clockwise)
        stroke()
    }

    /// Strokes a rounded rectangle.
    func roundedRect(_ rect: CGRect, radius: CGFloat) {
        addRoundedRect(rect, radius: radius)
        stroke()
    }

    /// Strokes the path `build` makes with the pen's path calls (`move`, `addLine`, `addCurve`).
    func strokePath(_ build: () -> Void) {
        cairo_new_path(cairo)
        build()
        stroke()
    }

    // MARK: Fills

    /// Fills the polygon through `points`, its corners rounded by a stroke around it.
    func fillPolygon(_ points: [CGPoint]) {
        addPolygon(points, closed: true)
        cairo_fill_preserve(cairo)
        stroke()
    }

    /// Fills a disc.
    func disc(_ center: CGPoint, _ radius: CGFloat) {
        cairo_new_path(cairo)
        cairo_arc(cairo, center.x, center.y, radius, 0, 2 * .pi)
        cairo_fill(cairo)
    }

    /// Fills a rounded rectangle.
    func fillRoundedRect(_ rect: CGRect, radius: CGFloat) {
        addRoundedRect(rect, radius: radius)
        cairo_fill(cairo)
    }

    /// Fills the path `build` makes (with its edge stroked, so fills match their outlines).
    func fillPath(evenOdd: Bool = false, _ build: () -> Void) {
        cairo_new_path(cairo)
        build()
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill_preserve(cairo)
        if !evenOdd { stroke() } else { cairo_new_path(cairo) }
    }

    /// Runs `body` with the pen erasing instead of painting: cut-outs in filled symbols.
    func erasing(_ body: () -> Void) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        body()
        cairo_restore(cairo)
    }

    /// Runs `body` mirrored left to right within a box `width` wide: the "forward" twin of a
    /// "backward" design.
    func mirrored(width: CGFloat, _ body: () -> Void) {
        cairo_save(cairo)
        cairo_translate(cairo, width, 0)
        cairo_scale(cairo, -1, 1)
        body()
        cairo_restore(cairo)
    }

    // MARK: Path building

    func move(_ x: CGFloat, _ y: CGFloat) {
        cairo_move_to(cairo, x, y)
    }

    func addLine(_ x: CGFloat, _ y: CGFloat) {
        cairo_line_to(cairo, x, y)
    }

    func addCurve(to end: CGPoint, _ control1: CGPoint, _ control2: CGPoint) {
        cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }

    func addArc(_ center: CGPoint, _ radius: CGFloat, from start: CGFloat, to end: CGFloat, clockwise: Bool = true) {
        let (a, b) = (start * .pi / 180, end * .pi / 180)
        if clockwise {
            cairo_arc(cairo, center.x, center.y, radius, a, b)
        } else {
            cairo_arc_negative(cairo, center.x, center.y, radius, a, b)
        }
    }

    func closePath() {
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
