import CCairo
import ScanoutCore

/// A drawing destination with Core Graphics' Swift API, drawn by cairo.
///
/// Views get one in `draw(_:)` through `UIGraphicsGetCurrentContext()`, already translated and
/// scaled so that user space is the view's bounds in points. Paths are built on the context
/// (`move(to:)`, `addLine(to:)`, ...) and consumed by `fillPath()`/`strokePath()`, as in Core
/// Graphics. `saveGState`/`restoreGState` save the transform, clip, colours and line style.
///
/// Not thread-safe: use a context from one thread (the main actor, for view drawing).
public final class CGContext {
    /// The cairo context; owned (referenced) by this object. Made on first use when the context
    /// was created with a target to make (`init(makingCairoOnFirstUse:)`).
    private var madeCairo: OpaquePointer?
    private var makeCairo: (() -> OpaquePointer?)?
    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    private var currentPath = PathGeometry()
    /// A clip the compositor asked for, not yet applied (see `beginDrawing(clippedTo:)`).
    private var pendingClip: CGRect?
    private var appliedPendingClip = false
    /// The clip applied for a view's drawing and the transformation it was set under, which
    /// `resetClip()` keeps.
    private var drawingClip: (rect: CGRect, matrix: cairo_matrix_t)?
    /// The fast paths this context's fills and composites may take; a compositor sets its own on
    /// the contexts it makes (tests compare the paths' pixels).
    package var pixelPaths = PixelPaths()

    /// Wraps `cairo`, taking a reference to it.
    package init(cairo: OpaquePointer) {
        self.madeCairo = cairo
        cairo_reference(cairo)
    }

    /// A context whose cairo context is made by `make` (which hands over its reference) when
    /// something is first drawn: drawing that touches nothing makes nothing — a view's backing
    /// store is allocated only for a view that draws.
    package init(makingCairoOnFirstUse make: @escaping () -> OpaquePointer?) {
        self.makeCairo = make
    }

    deinit {
        if let madeCairo { cairo_destroy(madeCairo) }
    }

    private var rawCairo: OpaquePointer {
        if let madeCairo { return madeCairo }
        // A target that cannot be made (out of memory) draws into a 1×1 surface: nothing shows,
        // nothing traps.
        let made = makeCairo?() ?? Self.placeholderCairo()
        makeCairo = nil
        madeCairo = made
        return made
    }

    /// The cairo context, for drawing: using it applies any pending clip first.
    package var cairo: OpaquePointer {
        if let clip = pendingClip {
            pendingClip = nil
            appliedPendingClip = true
            cairo_save(rawCairo)
            savedStates.append(state)
            var matrix = cairo_matrix_t()
            cairo_get_matrix(rawCairo, &matrix)
            drawingClip = (clip, matrix)
            cairo_rectangle(rawCairo, clip.minX, clip.minY, clip.width, clip.height)
            cairo_clip(rawCairo)
        }
        return rawCairo
    }

    private static func placeholderCairo() -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        defer { cairo_surface_destroy(surface) }
        return cairo_create(surface)
    }

    /// Starts a view's `draw(_:)`: the graphics state will be restored and the drawing clipped to
    /// `rect`. Both happen only if the view draws, so the many views that draw nothing of their own
    /// cost no cairo save, clip or restore.
    package func beginDrawing(clippedTo rect: CGRect?) {
        pendingClip = rect
        appliedPendingClip = false
        drawingClip = nil
        state = GraphicsState()
        currentPath = PathGeometry()
    }

    /// Whether the drawing begun by `beginDrawing(clippedTo:)` used cairo at all: false means it
    /// drew nothing.
    package var didDraw: Bool { appliedPendingClip }

    /// Ends what `beginDrawing(clippedTo:)` started, restoring the state if drawing happened.
    package func endDrawing() {
        pendingClip = nil
        if appliedPendingClip {
            appliedPendingClip = false
            while let saved = savedStates.popLast() {
                cairo_restore(rawCairo)
                state = saved
            }
        }
    }

    // MARK: Graphics state

    public func saveGState() {
        cairo_save(cairo)
        savedStates.append(state)
    }

    public func restoreGState() {
        // The state saved for a pending clip belongs to `endDrawing()`, not to the view.
        guard savedStates.count > (appliedPendingClip ? 1 : 0), let saved = savedStates.popLast() else { return }
        cairo_restore(cairo)
        state = saved
    }

    /// How everything drawn from now on combines with what is there (`.normal` at first); part of
    /// the state `saveGState` saves.
    public func setBlendMode(_ mode: CGBlendMode) {
        cairo_set_operator(cairo, mode.cairoOperator)
    }

    /// Runs `body` in `mode` (and at `alpha` when given), the state restored afterwards: what
    /// UIKit's drawing helpers with a blend mode do.
    package func drawing(in mode: CGBlendMode, alpha: CGFloat? = nil, _ body: () -> Void) {
        saveGState()
        setBlendMode(mode)
        if let alpha { setAlpha(alpha) }
        body()
        restoreGState()
    }

    /// The alpha everything drawn is multiplied by (`setAlpha(_:)`).
    package var currentAlpha: CGFloat { state.alpha }

    /// Multiplies the alpha of everything drawn from now on.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = min(max(alpha, 0), 1)
    }

    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
    }

    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
    }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setLineWidth(_ width: CGFloat) {
        cairo_set_line_width(cairo, width)
    }

    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cairo, cap.cairoValue)
    }

    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cairo, join.cairoValue)
    }

    public func setMiterLimit(_ limit: CGFloat) {
        cairo_set_miter_limit(cairo, limit)
    }

    /// Dashes strokes with alternating painted and unpainted `lengths`, starting `phase` in.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        lengths.withUnsafeBufferPointer { buffer in
            cairo_set_dash(cairo, buffer.baseAddress, Int32(buffer.count), phase)
        }
    }

    /// Casts a shadow under everything drawn from now on: `offset` and `blur` in points (y down,
    /// as UIKit's drawing sees it), in `color` (none when nil or clear). Part of the graphics state.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else { return state.shadow = nil }
        state.shadow = ContextShadow(offset: offset, blur: blur, color: color)
    }

    /// A shadow in Core Graphics' default colour, black at a third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }

    /// The shadow `setShadow` set, if any.
    package var shadowStyle: ContextShadow? { state.shadow }

    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cairo, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    // MARK: Transform

    // A transformation that leaves no plane to draw on (a scale of 0, or one that is not a
    // number) makes what follows draw nothing, as in Core Graphics, until the state is restored
    // (see `cairoTransformIfValid`).

    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Rotates user space by `angle` radians (clockwise on screen).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` to user space, before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
        if !cairoTransformIfValid(cairo, cairo_matrix_t(transform)) { cairoClipToNothing(cairo) }
    }

    /// The transform from user space to the device (pixels).
    public var ctm: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return CGAffineTransform(matrix)
    }

    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    // MARK: Building the current path

    public func beginPath() {
        currentPath = PathGeometry()
    }

    public func move(to point: CGPoint) {
        currentPath.move(to: point)
    }

    public func addLine(to point: CGPoint) {
        currentPath.addLine(to: point)
    }

    public func addLines(between points: [CGPoint]) {
        currentPath.addLines(between: points)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control)
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// An arc tangent to the line from the current point to `tangent1End` and to the line from
    /// there to `tangent2End` (see `CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }

    /// An arc from `startAngle` sweeping `delta` radians (positive: clockwise on screen).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat) {
        currentPath.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
    }

    public func addRect(_ rect: CGRect) {
        currentPath.addRect(rect)
    }

    public func addRects(_ rects: [CGRect]) {
        currentPath.addRects(rects)
    }

    public func addEllipse(in rect: CGRect) {
        currentPath.addEllipse(in: rect)
    }

    public func addPath(_ other: CGPath) {
        currentPath.addPath(other.geometry)
    }

    public func closePath() {
        currentPath.closeSubpath()
    }

    /// The alpha `setAlpha(_:)` set, which gradients are painted at too.
    var globalAlpha: CGFloat { state.alpha }

    /// The current path, as an immutable copy; nil when it is empty.
    public var path: CGPath? { currentPath.isEmpty ? nil : CGPath(geometry: currentPath) }

    /// Replaces the current path by the outline of its stroke with the current line width, cap,
    /// join, miter limit and dashes: filling (or clipping to) it then covers what stroking would.
    public func replacePathWithStrokedPath() {
        let cr = cairo
        var stroked = currentPath
        let dashCount = Int(cairo_get_dash_count(cr))
        if dashCount > 0 {
            var dashes = [Double](repeating: 0, count: dashCount)
            var phase = 0.0
            cairo_get_dash(cr, &dashes, &phase)
            stroked = stroked.dashed(phase: phase, lengths: dashes)
        }
        let cap: CGLineCap =
            switch cairo_get_line_cap(cr) {
            case CAIRO_LINE_CAP_ROUND: .round
            case CAIRO_LINE_CAP_SQUARE: .square
            default: .butt
            }
        let join: CGLineJoin =
            switch cairo_get_line_join(cr) {
            case CAIRO_LINE_JOIN_ROUND: .round
            case CAIRO_LINE_JOIN_BEVEL: .bevel
            default: .miter
            }
        currentPath = stroked.strokeOutline(
            width: cairo_get_line_width(cr), cap: cap, join: join, miterLimit: cairo_get_miter_limit(cr))
    }

    public var isPathEmpty: Bool { currentPath.isEmpty }
    public var currentPointOfPath: CGPoint { currentPath.currentPoint }
    public var boundingBoxOfPath: CGRect { currentPath.boundingBox }

    // MARK: Painting

    /// Fills the current path and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        draw(currentPath, fill: rule, stroke: false)
        currentPath = PathGeometry()
    }

    /// Strokes the current path with the line style and clears it.
    public func strokePath() {
        draw(currentPath, fill: nil, stroke: true)
        currentPath = PathGeometry()
    }

    /// Fills, strokes or both, and clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: draw(currentPath, fill: .winding, stroke: false)
        case .eoFill: draw(currentPath, fill: .evenOdd, stroke: false)
        case .stroke: draw(currentPath, fill: nil, stroke: true)
        case .fillStroke: draw(currentPath, fill: .winding, stroke: true)
        case .eoFillStroke: draw(currentPath, fill: .evenOdd, stroke: true)
        }
        currentPath = PathGeometry()
    }

    public func fill(_ rect: CGRect) {
        // Straight to pixman, without making the path `draw` would find to be this rectangle (a
        // field's border strips, `UIRectFill`: several per typed key).
        if state.shadow == nil, fillThroughPixman(rect) { return }
        drawWithCairo(PathGeometry(rect: rect), fill: .winding, stroke: false)
    }

    public func fill(_ rects: [CGRect]) {
        var combined = PathGeometry()
        combined.addRects(rects)
        draw(combined, fill: .winding, stroke: false)
    }

    public func stroke(_ rect: CGRect) {
        draw(PathGeometry(rect: rect), fill: nil, stroke: true)
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        cairo_save(cairo)
        cairo_set_line_width(cairo, width)
        draw(PathGeometry(rect: rect), fill: nil, stroke: true)
        cairo_restore(cairo)
    }

    public func fillEllipse(in rect: CGRect) {
        draw(PathGeometry(ellipseIn: rect), fill: .winding, stroke: false)
    }

    public func strokeEllipse(in rect: CGRect) {
        draw(PathGeometry(ellipseIn: rect), fill: nil, stroke: true)
    }

    /// Strokes independent segments: points 0–1, 2–3, ...
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments = PathGeometry()
        var index = 0
        while index + 1 < points.count {
            segments.move(to: points[index])
            segments.addLine(to: points[index + 1])
            index += 2
        }
        draw(segments, fill: nil, stroke: true)
    }

    /// Makes `rect` fully transparent.
    public func clear(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        replay(PathGeometry(rect: rect))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    // MARK: Clipping

    /// Intersects the clip with the current path (non-zero winding) and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        replay(currentPath)
        cairo_set_fill_rule(cairo, rule.cairoValue)
        cairo_clip(cairo)
        currentPath = PathGeometry()
    }

    /// Removes the clip: everything the context covers is drawable again, except a clip the
    /// framework set around a view's drawing, which stays.
    public func resetClip() {
        let cr = cairo
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_reset_clip(cr)
        if appliedPendingClip, var frameworkClip = drawingClip {
            cairo_set_matrix(cr, &frameworkClip.matrix)
            cairo_rectangle(
                cr, frameworkClip.rect.minX, frameworkClip.rect.minY, frameworkClip.rect.width,
                frameworkClip.rect.height)
            cairo_clip(cr)
            cairo_set_matrix(cr, &matrix)
        }
    }

    public func clip(to rect: CGRect) {
        replay(PathGeometry(rect: rect))
        cairo_clip(cairo)
    }

    public func clip(to rects: [CGRect]) {
        var combined = PathGeometry()
        combined.addRects(rects)
        replay(combined)
        cairo_clip(cairo)
    }

    /// The clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Images

    /// Draws `image` scaled to fill `rect`.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        let pointScale = shadowStyle == nil ? 1 : currentPointScale
        cairo_save(cairo)
        guard cairoTransformIfValid(cairo, cairo_matrix_t(CGAffineTransform(placing: image, in: rect))) else {
            return cairo_restore(cairo)
        }
        if state.shadow != nil {
            let alpha = state.alpha
            castShadow(over: CGRect(x: 0, y: 0, width: image.width, height: image.height), pointScale: pointScale) {
                shadowCairo in
                cairo_set_source_surface(shadowCairo, image.surface, 0, 0)
                cairo_rectangle(shadowCairo, 0, 0, CGFloat(image.width), CGFloat(image.height))
                cairo_clip(shadowCairo)
                cairo_paint_with_alpha(shadowCairo, alpha)
            }
        }
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        // Scaled images sample their edge pixels rather than fading into transparency.
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_rectangle(cairo, 0, 0, CGFloat(image.width), CGFloat(image.height))
        cairo_clip(cairo)
        if state.alpha < 1, cairo_get_operator(cairo) != CAIRO_OPERATOR_OVER {
            // Core Graphics applies the alpha to the image before the blend mode; cairo's alpha is
            // a mask, which under `copy` (SOURCE) would mix with what is there instead. The image
            // at that alpha becomes the source first.
            let blendOperator = cairo_get_operator(cairo)
            cairo_push_group(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            cairo_set_source_surface(cairo, image.surface, 0, 0)
            cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
            cairo_paint_with_alpha(cairo, state.alpha)
            cairo_pop_group_to_source(cairo)
            cairo_set_operator(cairo, blendOperator)
            cairo_paint(cairo)
        } else {
            cairo_paint_with_alpha(cairo, state.alpha)
        }
        cairo_restore(cairo)
    }

    // MARK: - Internal

    /// Replays `path` as cairo's current path.
    package func replay(_ path: CGPath) {
        replay(path.geometry)
    }

    /// Replays `path` as cairo's current path.
    package func replay(_ path: PathGeometry) {
        Self.replay(path, on: cairo)
    }

    /// Replays `path` as the current path of the cairo context `cairo`.
    static func replay(_ path: PathGeometry, on cairo: OpaquePointer) {
        cairo_new_path(cairo)
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .moveTo(let point):
                cairo_move_to(cairo, point.x, point.y)
                current = point
            case .lineTo(let point):
                cairo_line_to(cairo, point.x, point.y)
                current = point
            case .quadCurveTo(let point, let control):
                // cairo draws cubics only; a quadratic is the cubic with controls 2/3 of the way.
                let c1 = CGPoint(
                    x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, point.x, point.y)
                current = point
            case .curveTo(let point, let c1, let c2):
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, point.x, point.y)
                current = point
            case .closeSubpath:
                cairo_close_path(cairo)
            }
        }
    }

    /// Sets `color`, with the context's alpha applied, as cairo's source.
    package func setSource(_ color: CGColor) {
        if let pattern = color.pattern {
            // The alpha is applied where the pattern is painted (`paintPattern`); cairo's sources
            // carry none.
            setPatternSource(pattern)
            return
        }
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * state.alpha)
    }

    /// `pattern`'s image as the source, repeated from user space's origin, one pixel per
    /// 1/scale point.
    package func setPatternSource(_ pattern: CGColorPattern) {
        let source = neverNull(
            cairo_pattern_create_for_surface(pattern.image.surface), "cairo_pattern_create_for_surface")
        cairo_pattern_set_extend(source, CAIRO_EXTEND_REPEAT)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, pattern.scale, pattern.scale)
        cairo_pattern_set_matrix(source, &matrix)
        cairo_set_source(cairo, source)
        cairo_pattern_destroy(source)
    }

    /// Fills the current path with a pattern colour at `alpha` (the colour's times the
    /// context's) and clears the path, or keeps it when `preserve`.
    private func fillWithPattern(_ color: CGColor, preserve: Bool) {
        guard let pattern = color.pattern else { return }
        cairo_save(cairo)
        if preserve { cairo_clip_preserve(cairo) } else { cairo_clip(cairo) }
        setPatternSource(pattern)
        cairo_paint_with_alpha(cairo, color.alpha * state.alpha)
        cairo_restore(cairo)
    }

    var fillColor: CGColor { state.fillColor }

    // MARK: - Private

    private func draw(_ path: PathGeometry, fill rule: CGPathFillRule?, stroke: Bool) {
        if rule != nil, !stroke, state.shadow == nil, let rect = path.singleRectangle, fillThroughPixman(rect) {
            return
        }
        drawWithCairo(path, fill: rule, stroke: stroke)
    }

    private func drawWithCairo(_ path: PathGeometry, fill rule: CGPathFillRule?, stroke: Bool) {
        if state.shadow != nil {
            var extent = path.boundingBox
            if stroke {
                let reach = cairo_get_line_width(cairo) / 2 * max(cairo_get_miter_limit(cairo), 1) + 1
                extent = extent.insetBy(dx: -reach, dy: -reach)
            }
            let fillAlpha = state.fillColor.alpha * state.alpha
            let strokeAlpha = state.strokeColor.alpha * state.alpha
            castShadow(over: extent) { shadowCairo in
                Self.replay(path, on: shadowCairo)
                if let rule {
                    cairo_set_fill_rule(shadowCairo, rule.cairoValue)
                    cairo_set_source_rgba(shadowCairo, 0, 0, 0, fillAlpha)
                    if stroke { cairo_fill_preserve(shadowCairo) } else { cairo_fill(shadowCairo) }
                }
                if stroke {
                    cairo_set_source_rgba(shadowCairo, 0, 0, 0, strokeAlpha)
                    cairo_stroke(shadowCairo)
                }
            }
        }
        replay(path)
        if let rule {
            cairo_set_fill_rule(cairo, rule.cairoValue)
            if state.fillColor.pattern != nil {
                fillWithPattern(state.fillColor, preserve: stroke)
            } else {
                setSource(state.fillColor)
                if stroke { cairo_fill_preserve(cairo) } else { cairo_fill(cairo) }
            }
        }
        if stroke {
            if state.strokeColor.pattern != nil {
                // The stroke's outline, painted with the pattern at the colour's alpha.
                cairo_push_group(cairo)
                setSource(state.strokeColor)
                cairo_stroke(cairo)
                cairo_pop_group_to_source(cairo)
                cairo_paint_with_alpha(cairo, state.strokeColor.alpha * state.alpha)
            } else {
                setSource(state.strokeColor)
                cairo_stroke(cairo)
            }
        }
    }
}

extension CGContext {
    /// A rectangle whose edges fall on pixel boundaries, filled straight through pixman (see
    /// `PixmanTarget`): `UIRectFill`, `fill(_:)`, a rectangular `UIBezierPath`, opaque or blended
    /// OVER. False when it does not qualify (a translucent colour under another operator, rotated,
    /// a clip that is not whole pixels' rectangles), and cairo fills it.
    fileprivate func fillThroughPixman(_ rect: CGRect) -> Bool {
        let color = state.fillColor
        guard color.pattern == nil else { return false }
        let alpha = color.alpha * state.alpha
        let operation = cairo_get_operator(cairo)
        // An opaque colour replaces the pixels under either operator; a translucent one blends
        // OVER them only under OVER.
        guard pixelPaths.fillsAndCompositesThroughPixman,
            operation == CAIRO_OPERATOR_OVER || (alpha >= 1 && operation == CAIRO_OPERATOR_SOURCE)
        else {
            return false
        }
        return PixmanTarget.fill(rect, in: cairo, red: color.red, green: color.green, blue: color.blue, alpha: alpha)
    }
}

/// The parts of the graphics state cairo does not keep for us.
private struct GraphicsState {
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    var shadow: ContextShadow?
}
