import ScanoutCore

// The builders Core Graphics has beyond the basic ones: arcs given by tangents or by a sweep,
// and every builder under a transform (`CGMutablePath`'s `transform:` arguments).

extension PathGeometry {
    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the
    /// line from `tangent1End` to `tangent2End`, joined to the current point by a line (Core
    /// Graphics' `addArc(tangent1End:tangent2End:radius:)`, PostScript's `arct`). Where there is
    /// no arc to draw — the three points on one line, a radius of zero, or one that is not a
    /// finite number — it adds a line to `tangent1End`, as Core Graphics does. With no current
    /// point, the path starts at `tangent1End`.
    package mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) {
        guard !elements.isEmpty else { return move(to: p1) }
        let p0 = currentPoint
        let radius = abs(radius)
        let (ax, ay) = (p0.x - p1.x, p0.y - p1.y)
        let (bx, by) = (p2.x - p1.x, p2.y - p1.y)
        let lengthA = (ax * ax + ay * ay).squareRoot()
        let lengthB = (bx * bx + by * by).squareRoot()
        let cross = ax * by - ay * bx
        guard radius.isFinite, radius > 0, lengthA > 0, lengthB > 0, lengthA.isFinite, lengthB.isFinite,
            abs(cross) > 1e-12 * lengthA * lengthB
        else { return addLine(to: p1) }
        // The angle at p1 between the two lines, and the distance from p1 to where the arc
        // touches each.
        let angle = atan2Value(abs(cross), ax * bx + ay * by)
        let tangentDistance = radius * cosValue(angle / 2) / sinValue(angle / 2)
        let t1 = CGPoint(x: p1.x + ax / lengthA * tangentDistance, y: p1.y + ay / lengthA * tangentDistance)
        let t2 = CGPoint(x: p1.x + bx / lengthB * tangentDistance, y: p1.y + by / lengthB * tangentDistance)
        // The centre is `radius` from the first tangent point, square to the first line, on the
        // side the second line goes (exact for lines along the axes).
        var (nx, ny) = (-ay / lengthA, ax / lengthA)
        if nx * bx + ny * by < 0 { (nx, ny) = (-nx, -ny) }
        guard tangentDistance.isFinite else { return addLine(to: p1) }
        let centre = CGPoint(x: t1.x + nx * radius, y: t1.y + ny * radius)
        let start = atan2Value(t1.y - centre.y, t1.x - centre.x)
        var end = atan2Value(t2.y - centre.y, t2.x - centre.x)
        // Turning right (on screen, y down) from the first line to the second goes the way of
        // increasing angles; the arc is always the short one, less than half a turn.
        let increasing = (p1.x - p0.x) * (p2.y - p1.y) - (p1.y - p0.y) * (p2.x - p1.x) > 0
        if increasing, end < start { end += 2 * .pi }
        if !increasing, end > start { end -= 2 * .pi }
        addArc(center: centre, radius: radius, startAngle: start, endAngle: end, clockwise: increasing)
        // The arc ends exactly where it touches the second line.
        if case .curveTo(_, let c1, let c2) = elements.last {
            elements[elements.count - 1] = .curveTo(t2, control1: c1, control2: c2)
            currentPoint = t2
        }
    }

    /// An arc of the circle around `center` from `startAngle`, sweeping `delta` radians (positive:
    /// increasing angles, clockwise on screen), joined to the current point by a line (Core
    /// Graphics' `addRelativeArc`). A sweep that is not a finite number adds nothing but the line.
    package mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat) {
        let delta = delta.isFinite ? min(max(delta, -2 * .pi), 2 * .pi) : 0
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta >= 0)
    }

    /// Runs `build` on this path as seen through `transform`: what it adds, built in the
    /// untransformed space (from the current point taken back through the transform), is
    /// transformed and appended. The identity builds in place.
    package mutating func building(under transform: CGAffineTransform, _ build: (inout PathGeometry) -> Void) {
        guard !transform.isIdentity else { return build(&self) }
        var added = PathGeometry()
        let seeded = !elements.isEmpty
        if seeded {
            let inverse = transform.inverted()
            let invertible = transform.a * transform.d - transform.b * transform.c != 0
            let pen = invertible ? currentPoint.applying(inverse) : currentPoint
            added.move(to: pen)
            if invertible { added.subpathStart = subpathStart.applying(inverse) }
        }
        build(&added)
        var newElements = added.applying(transform).elements
        // The seed places the pen; it is this path's current point already.
        if seeded, !newElements.isEmpty { newElements.removeFirst() }
        guard !newElements.isEmpty else { return }
        elements.append(contentsOf: newElements)
        currentPoint = added.currentPoint.applying(transform)
        subpathStart = added.subpathStart.applying(transform)
    }

    /// The smallest rectangle holding every point the path passes through: curves by their
    /// extremes, not their control points (Core Graphics' `boundingBoxOfPath`).
    package var tightBoundingBox: CGRect {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        func include(_ point: CGPoint) {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .moveTo(let point), .lineTo(let point):
                include(point)
                current = point
            case .quadCurveTo(let point, let control):
                // A quadratic as the cubic it is.
                let c1 = CGPoint(
                    x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                for extreme in Self.cubicExtremes(current, c1, c2, point) { include(extreme) }
                current = point
            case .curveTo(let point, let c1, let c2):
                for extreme in Self.cubicExtremes(current, c1, c2, point) { include(extreme) }
                current = point
            case .closeSubpath:
                break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The ends of a cubic and its points where x or y turns.
    private static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var points = [p0, p3]
        func at(_ t: CGFloat) -> CGPoint {
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
        for (v0, v1, v2, v3) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // The derivative's roots: a t² + b t + c = 0.
            let a = -v0 + 3 * v1 - 3 * v2 + v3
            let b = 2 * (v0 - 2 * v1 + v2)
            let c = v1 - v0
            var roots: [CGFloat] = []
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { roots.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    roots.append((-b + root) / (2 * a))
                    roots.append((-b - root) / (2 * a))
                }
            }
            for t in roots where t > 0 && t < 1 { points.append(at(t)) }
        }
        return points
    }
}
