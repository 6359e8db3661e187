import CCairo

// The option types `CGContext` takes, with their cairo equivalents, and the conversions between
// Core Graphics' affine transforms and cairo's matrices.

/// How the ends of stroked lines look.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square

    var cairoValue: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}

/// How the corners of stroked paths look.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel

    var cairoValue: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}

/// Which areas of a self-intersecting path are inside.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd

    var cairoValue: cairo_fill_rule_t {
        self == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD
    }
}

/// What `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

extension cairo_matrix_t {
    init(_ transform: CGAffineTransform) {
        self.init(
            xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
    }
}

extension CGAffineTransform {
    init(_ matrix: cairo_matrix_t) {
        self.init(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    }
}
