import ScanoutCore

/// A path's geometry: lines, curves and closed subpaths, in user coordinates, as a value. What
/// `CGPath` and `CGMutablePath` (reference types, as in Core Graphics) hold, and what the
/// framework keeps where it stores a path (a context's current path, a `UIBezierPath`), recorded
/// as elements and replayed into cairo when drawn.
package struct PathGeometry: Hashable, Sendable {
    /// One drawing instruction of a path.
    package enum Element: Hashable, Sendable {
        case moveTo(CGPoint)
        case lineTo(CGPoint)
        case quadCurveTo(CGPoint, control: CGPoint)
        case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    package internal(set) var elements: [Element] = []
    /// Where the pen is, after the last element.
    package internal(set) var currentPoint: CGPoint = .zero
    package internal(set) var subpathStart: CGPoint = .zero

    package init() {}

    /// A path of one rectangle.
    package init(rect: CGRect, transform: CGAffineTransform? = nil) {
        addRect(rect)
        if let transform { self = applying(transform) }
    }

    /// A path of one ellipse inscribed in `rect`.
    package init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
        addEllipse(in: rect)
        if let transform { self = applying(transform) }
    }

    /// A rounded rectangle with corner radii clamped to half the rectangle's sides.
    package init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform? = nil
    ) {
        addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        if let transform { self = applying(transform) }
    }

    package var isEmpty: Bool { elements.isEmpty }

    // MARK: Building

    package mutating func move(to point: CGPoint) {
        elements.append(.moveTo(point))
        currentPoint = point
        subpathStart = point
    }

    package mutating func addLine(to point: CGPoint) {
        if elements.isEmpty { move(to: point) }
        elements.append(.lineTo(point))
        currentPoint = point
    }

    package mutating func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    package mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if elements.isEmpty { move(to: control) }
        elements.append(.quadCurveTo(end, control: control))
        currentPoint = end
    }

    package mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if elements.isEmpty { move(to: control1) }
        elements.append(.curveTo(end, control1: control1, control2: control2))
        currentPoint = end
    }

    package mutating func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    package mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// The rectangle when the path is exactly one, with edges along the axes (as `addRect` makes
    /// it, in either direction); nil otherwise.
    package var singleRectangle: CGRect? {
        guard elements.count == 5, case .moveTo(let a) = elements[0], case .lineTo(let b) = elements[1],
            case .lineTo(let c) = elements[2], case .lineTo(let d) = elements[3], elements[4] == .closeSubpath
        else { return nil }
        let alongXFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let alongYFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard alongXFirst || alongYFirst else { return nil }
        return CGRect(x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
    }

    package mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    package mutating func addEllipse(in rect: CGRect) {
        let rx = rect.width / 2
        let ry = rect.height / 2
        let cx = rect.midX
        let cy = rect.midY
        // Four cubic quarter arcs; kappa makes them round to within 0.03% of a circle.
        let k: CGFloat = 0.552_284_749_831
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
            control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
            control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    package mutating func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        addRoundedRect(in: rect, corners: .allCorners, cornerRadii: CGSize(width: cornerWidth, height: cornerHeight))
    }

    /// A rectangle with only `corners` rounded by `cornerRadii`, clamped to half the sides.
    package mutating func addRoundedRect(in rect: CGRect, corners: UIRectCorner, cornerRadii: CGSize) {
        let rect = rect.standardized
        let rx = min(max(cornerRadii.width, 0), rect.width / 2)
        let ry = min(max(cornerRadii.height, 0), rect.height / 2)
        guard rx > 0, ry > 0, !corners.isEmpty else { return addRect(rect) }
        func radius(_ corner: UIRectCorner) -> CGSize {
            corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero
        }
        // Each corner is a cubic quarter ellipse; (1 - kappa) of the radius places its handles.
        let k: CGFloat = 1 - 0.552_284_749_831
        let topLeft = radius(.topLeft)
        let topRight = radius(.topRight)
        let bottomRight = radius(.bottomRight)
        let bottomLeft = radius(.bottomLeft)
        move(to: CGPoint(x: rect.minX + topLeft.width, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - topRight.width, y: rect.minY))
        if topRight != .zero {
            addCurve(
                to: CGPoint(x: rect.maxX, y: rect.minY + topRight.height),
                control1: CGPoint(x: rect.maxX - topRight.width * k, y: rect.minY),
                control2: CGPoint(x: rect.maxX, y: rect.minY + topRight.height * k))
        }
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight.height))
        if bottomRight != .zero {
            addCurve(
                to: CGPoint(x: rect.maxX - bottomRight.width, y: rect.maxY),
                control1: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight.height * k),
                control2: CGPoint(x: rect.maxX - bottomRight.width * k, y: rect.maxY))
        }
        addLine(to: CGPoint(x: rect.minX + bottomLeft.width, y: rect.maxY))
        if bottomLeft != .zero {
            addCurve(
                to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeft.height),
                control1: CGPoint(x: rect.minX + bottomLeft.width * k, y: rect.maxY),
                control2: CGPoint(x: rect.minX, y: rect.maxY - bottomLeft.height * k))
        }
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft.height))
        if topLeft != .zero {
            addCurve(
                to: CGPoint(x: rect.minX + topLeft.width, y: rect.minY),
                control1: CGPoint(x: rect.minX, y: rect.minY + topLeft.height * k),
                control2: CGPoint(x: rect.minX + topLeft.width * k, y: rect.minY))
        }
        closeSubpath()
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` in radians. Angles are
    /// measured from the positive x axis towards the positive y axis, which points down on screen,
    /// so, as with UIKit's `UIBezierPath(arcCenter:...)`, `clockwise: true` turns clockwise as seen
    /// on screen (increasing angles). A line joins the current point to the arc's start.
    package mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        let start = CGPoint(x: center.x + radius * cosine(startAngle), y: center.y + radius * sine(startAngle))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        var sweep = endAngle - startAngle
        let fullTurn = 2 * CGFloat.pi
        // An angle that is not a number sweeps nothing. The turns are taken off by a remainder, not
        // a loop of additions: a sweep of -1e300 would take 1e299 of them (or forever, -infinity).
        if !sweep.isFinite { sweep = 0 }
        if clockwise, sweep < 0 {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
        } else if !clockwise, sweep > 0 {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if sweep > 0 { sweep -= fullTurn }
        }
        if abs(sweep) > fullTurn { sweep = clockwise ? fullTurn : -fullTurn }
        // Split into segments of at most a quarter turn, each one cubic Bézier (a quarter turn
        // that rounding made a hair longer is still one).
        let segments = (abs(sweep) / (CGFloat.pi / 2) - 1e-9).clampedInteger(rounding: .up, in: 1...4)
        let step = sweep / CGFloat(segments)
        let handle = 4.0 / 3.0 * tanQuarter(step)
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let p0 = CGPoint(x: center.x + radius * cosine(angle), y: center.y + radius * sine(angle))
            let p3 = CGPoint(x: center.x + radius * cosine(next), y: center.y + radius * sine(next))
            let c1 = CGPoint(x: p0.x - handle * radius * sine(angle), y: p0.y + handle * radius * cosine(angle))
            let c2 = CGPoint(x: p3.x + handle * radius * sine(next), y: p3.y - handle * radius * cosine(next))
            addCurve(to: p3, control1: c1, control2: c2)
            angle = next
        }
    }

    package mutating func addPath(_ path: PathGeometry, transform: CGAffineTransform = .identity) {
        // Added to nothing, the path is the other one (a UIBezierPath's fill or stroke adds its
        // path to the context's empty one): its elements, pen and subpath start are what adding
        // them one by one gives.
        if elements.isEmpty {
            self = path.applying(transform)
            return
        }
        for element in path.applying(transform).elements {
            switch element {
            case .moveTo(let point): move(to: point)
            case .lineTo(let point): addLine(to: point)
            case .quadCurveTo(let point, let control): addQuadCurve(to: point, control: control)
            case .curveTo(let point, let c1, let c2): addCurve(to: point, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    // MARK: Transforming and measuring

    /// The path with every point transformed by `transform`.
    package func applying(_ transform: CGAffineTransform) -> PathGeometry {
        guard !transform.isIdentity else { return self }
        var result = PathGeometry()
        result.elements = elements.map { element in
            switch element {
            case .moveTo(let point): .moveTo(point.applying(transform))
            case .lineTo(let point): .lineTo(point.applying(transform))
            case .quadCurveTo(let point, let control):
                .quadCurveTo(point.applying(transform), control: control.applying(transform))
            case .curveTo(let point, let c1, let c2):
                .curveTo(point.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        result.currentPoint = currentPoint.applying(transform)
        result.subpathStart = subpathStart.applying(transform)
        return result
    }

    /// The smallest rectangle containing every point of the path, control points included.
    package var boundingBox: CGRect {
        var box = CGRect.null
        for point in points { box = box.union(CGRect(origin: point, size: .zero)) }
        return box
    }

    /// The bounding box of the curve itself; for the curves built here, the same as `boundingBox`
    /// within the control polygon (a conservative answer, as damage tracking needs).
    package var boundingBoxOfPath: CGRect { boundingBox }

    private var points: [CGPoint] {
        elements.flatMap { element -> [CGPoint] in
            switch element {
            case .moveTo(let point), .lineTo(let point): [point]
            case .quadCurveTo(let point, let control): [point, control]
            case .curveTo(let point, let c1, let c2): [point, c1, c2]
            case .closeSubpath: []
            }
        }
    }
}

/// The cosine and sine of an angle, with the rounding noise of a multiple of a quarter turn
/// (cos(π/2) = 6e-17) taken off, so arcs between axis-aligned points land on whole coordinates.
private func cosine(_ angle: CGFloat) -> CGFloat {
    let value = cosValue(angle)
    return abs(value) < 1e-12 ? 0 : value
}

private func sine(_ angle: CGFloat) -> CGFloat {
    let value = sinValue(angle)
    return abs(value) < 1e-12 ? 0 : value
}

/// tan(angle / 4), the Bézier handle length factor for an arc of `angle`.
private func tanQuarter(_ angle: CGFloat) -> CGFloat {
    sinValue(angle / 4) / cosValue(angle / 4)
}
