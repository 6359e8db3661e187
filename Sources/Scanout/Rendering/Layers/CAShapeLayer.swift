import CCairo

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: filled with `fillColor` (black
/// by default; nil for none) by `fillRule`, and stroked with `strokeColor` (none by default) at
/// `lineWidth`, with `lineCap`, `lineJoin`, `miterLimit` and a `lineDashPattern`. `strokeStart`
/// and `strokeEnd` (0…1) stroke only that part of the path's length — a progress ring is a circle
/// with `strokeEnd` going from 0 to 1. The path is in the layer's coordinates and may reach
/// outside its bounds (a shape layer often has none). Drawn by cairo. Main actor.
@MainActor
open class CAShapeLayer: CALayer {
    /// A shape layer with this one's path and stroke, and the stroke's animated ends and width.
    override func makePresentationCopy() -> CALayer {
        let copy = CAShapeLayer()
        copyModelValues(to: copy)
        copy.path = path
        copy.fillColor = fillColor
        copy.fillRule = fillRule
        copy.strokeColor = strokeColor
        copy.lineCap = lineCap
        copy.lineJoin = lineJoin
        copy.miterLimit = miterLimit
        copy.lineDashPattern = lineDashPattern
        copy.lineDashPhase = lineDashPhase
        copy.lineWidth = presentedValue("lineWidth")?.number.map { CGFloat($0) } ?? lineWidth
        copy.strokeStart = presentedValue("strokeStart")?.number.map { CGFloat($0) } ?? strokeStart
        copy.strokeEnd = presentedValue("strokeEnd")?.number.map { CGFloat($0) } ?? strokeEnd
        return copy
    }

    open var path: CGPath? {
        willSet { layerWillChange() }
        didSet { if path != oldValue { layerDidChange(shape: true) } }
    }

    open var fillColor: CGColor? = .black {
        didSet { layerDidChange() }
    }

    open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { layerDidChange() }
    }

    open var strokeColor: CGColor? {
        willSet { layerWillChange() }
        didSet { layerDidChange() }
    }

    open var lineWidth: CGFloat = 1 {
        willSet { layerWillChange() }
        didSet { layerDidChange() }
    }

    open var lineCap: CAShapeLayerLineCap = .butt {
        didSet { layerDidChange() }
    }

    open var lineJoin: CAShapeLayerLineJoin = .miter {
        willSet { layerWillChange() }
        didSet { layerDidChange() }
    }

    open var miterLimit: CGFloat = 10 {
        willSet { layerWillChange() }
        didSet { layerDidChange() }
    }

    /// Lengths of dashes and gaps, alternating; nil draws a solid line.
    open var lineDashPattern: [NSNumber]? {
        didSet { layerDidChange() }
    }

    open var lineDashPhase: CGFloat = 0 {
        didSet { layerDidChange() }
    }

    /// Where along the path's length the stroke starts, 0…1.
    open var strokeStart: CGFloat = 0 {
        didSet { layerDidChange() }
    }

    /// Where along the path's length the stroke ends, 0…1.
    open var strokeEnd: CGFloat = 1 {
        didSet { layerDidChange() }
    }

    override var contentExtent: CGRect {
        guard let path else { return .null }
        let box = path.boundingBox
        guard !box.isNull else { return .null }
        // Half the line on each side, and a miter's point beyond that.
        let reach = strokeColor == nil ? 0 : lineWidth / 2 * (lineJoin == .miter ? max(miterLimit, 1) : 1) + 1
        return box.insetBy(dx: -reach, dy: -reach)
    }

    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        guard let path, !path.elements.isEmpty else { return }
        let cairo = ctx.cairo
        cairo_save(cairo)
        if let fillColor, fillColor.alpha > 0 {
            ctx.replay(path)
            cairo_set_fill_rule(cairo, fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgba(cairo, fillColor.red, fillColor.green, fillColor.blue, fillColor.alpha)
            cairo_fill(cairo)
        }
        let start = min(max(presentedValue("strokeStart")?.number ?? strokeStart, 0), 1)
        let end = min(max(presentedValue("strokeEnd")?.number ?? strokeEnd, 0), 1)
        if let strokeColor, strokeColor.alpha > 0, lineWidth > 0, end > start {
            ctx.replay(path)
            if start > 0 || end < 1 { trimCurrentPath(cairo, from: start, to: end) }
            cairo_set_line_width(cairo, lineWidth)
            cairo_set_line_cap(cairo, lineCap.cairoValue)
            cairo_set_line_join(cairo, lineJoin.cairoValue)
            cairo_set_miter_limit(cairo, miterLimit)
            let dashes = (lineDashPattern ?? []).map { max(CGFloat($0.doubleValue), 0) }
            if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
                cairo_set_dash(cairo, dashes, Int32(dashes.count), lineDashPhase)
            }
            cairo_set_source_rgba(cairo, strokeColor.red, strokeColor.green, strokeColor.blue, strokeColor.alpha)
            cairo_stroke(cairo)
        }
        cairo_restore(cairo)
    }

    /// Replaces cairo's current path by the part between `start` and `end` of its length: the
    /// path flattened to lines (cairo's tolerance), walked and cut.
    private func trimCurrentPath(_ cairo: OpaquePointer, from start: CGFloat, to end: CGFloat) {
        guard let flat = cairo_copy_path_flat(cairo) else { return }
        defer { cairo_path_destroy(flat) }
        // The segments as point pairs, closing segments included.
        var segments: [(CGPoint, CGPoint)] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        var index = 0
        let count = Int(flat.pointee.num_data)
        while index < count {
            let header = flat.pointee.data[index].header
            let length = Int(header.length)
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                let point = flat.pointee.data[index + 1].point
                current = CGPoint(x: point.x, y: point.y)
                subpathStart = current
            case CAIRO_PATH_LINE_TO:
                let point = flat.pointee.data[index + 1].point
                let next = CGPoint(x: point.x, y: point.y)
                segments.append((current, next))
                current = next
            case CAIRO_PATH_CLOSE_PATH:
                if current != subpathStart { segments.append((current, subpathStart)) }
                current = subpathStart
            default:
                break
            }
            index += max(length, 1)
        }
        let lengths = segments.map { $0.0.distance(to: $0.1) }
        let total = lengths.reduce(0, +)
        cairo_new_path(cairo)
        guard total > 0 else { return }
        let from = start * total
        let to = end * total
        var travelled: CGFloat = 0
        var penDown = false
        var lastPoint: CGPoint?
        for (segment, length) in zip(segments, lengths) {
            defer { travelled += length }
            let segmentEnd = travelled + length
            guard segmentEnd > from, travelled < to, length > 0 else { continue }
            let a = max(from - travelled, 0) / length
            let b = min(to - travelled, length) / length
            let p = point(on: segment, at: a)
            let q = point(on: segment, at: b)
            if !penDown || lastPoint != p {
                cairo_move_to(cairo, p.x, p.y)
                penDown = true
            }
            cairo_line_to(cairo, q.x, q.y)
            lastPoint = q
        }
    }

    private func point(on segment: (CGPoint, CGPoint), at t: CGFloat) -> CGPoint {
        CGPoint(x: segment.0.x + (segment.1.x - segment.0.x) * t, y: segment.0.y + (segment.1.y - segment.0.y) * t)
    }
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var cairoValue: cairo_line_cap_t {
        switch self {
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        default: CAIRO_LINE_CAP_BUTT
        }
    }
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var cairoValue: cairo_line_join_t {
        switch self {
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        default: CAIRO_LINE_JOIN_MITER
        }
    }
}
