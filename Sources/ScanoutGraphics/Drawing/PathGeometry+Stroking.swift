import ScanoutCore

// Paths made from other paths' strokes, which cairo draws but does not hand back as paths:
// dashed copies and stroke outlines (`CGPath.copy(dashingWithPhase:lengths:)`,
// `copy(strokingWithWidth:...)`, `CGContext.replacePathWithStrokedPath()`). Curves are first
// flattened to lines, finely enough that the difference is under a tenth of a point.

extension PathGeometry {
    /// One subpath flattened: its points in order, and whether it was closed.
    package struct Polyline {
        package var points: [CGPoint]
        package var closed: Bool
    }

    /// The most lines a dashed or stroked copy is made of: past it, the rest of the path is left
    /// out (a dash pattern of a millionth of a point along a long path would take all memory).
    static let derivedElementLimit = 200_000

    /// The subpaths as polylines; elements with a coordinate that is not a finite number are
    /// skipped.
    package func flattened() -> [Polyline] {
        var lines: [Polyline] = []
        var current = Polyline(points: [], closed: false)
        var pen = CGPoint.zero
        var start = CGPoint.zero
        func finish() {
            if !current.points.isEmpty { lines.append(current) }
            current = Polyline(points: [], closed: false)
        }
        func finite(_ points: CGPoint...) -> Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        func cubic(_ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint) {
            let reach = pen.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: end)
            let pieces = (reach.squareRoot() * 2).clampedInteger(rounding: .up, in: 1...64)
            if current.points.isEmpty { current.points.append(pen) }
            for step in 1...pieces {
                let t = CGFloat(step) / CGFloat(pieces)
                let u = 1 - t
                let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                current.points.append(
                    CGPoint(
                        x: a * pen.x + b * c1.x + c * c2.x + d * end.x, y: a * pen.y + b * c1.y + c * c2.y + d * end.y))
            }
        }
        for element in elements {
            switch element {
            case .moveTo(let point):
                guard finite(point) else { continue }
                finish()
                current.points = [point]
                pen = point
                start = point
            case .lineTo(let point):
                guard finite(point) else { continue }
                if current.points.isEmpty { current.points.append(pen) }
                current.points.append(point)
                pen = point
            case .quadCurveTo(let point, let control):
                guard finite(point, control) else { continue }
                let c1 = CGPoint(x: pen.x + 2 / 3 * (control.x - pen.x), y: pen.y + 2 / 3 * (control.y - pen.y))
                let c2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                cubic(c1, c2, point)
                pen = point
            case .curveTo(let point, let c1, let c2):
                guard finite(point, c1, c2) else { continue }
                cubic(c1, c2, point)
                pen = point
            case .closeSubpath:
                if !current.points.isEmpty {
                    current.closed = true
                    finish()
                }
                pen = start
            }
        }
        finish()
        return lines
    }

    /// The path cut into dashes: painted and unpainted `lengths` alternating, starting `phase`
    /// into the pattern, as a stroke dashed so would paint them. Lengths that are negative or not
    /// numbers count as zero; a pattern of no length leaves the path as it is.
    package func dashed(phase: CGFloat, lengths: [CGFloat]) -> PathGeometry {
        let pattern = lengths.map { $0.isFinite ? max($0, 0) : 0 }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0, period.isFinite else { return self }
        var result = PathGeometry()
        var budget = Self.derivedElementLimit
        for line in flattened() {
            var points = line.points
            if line.closed, let first = points.first { points.append(first) }
            // Where in the pattern the subpath starts.
            var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
            if offset < 0 { offset += period }
            var index = 0
            while offset >= pattern[index] {
                offset -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var left = pattern[index] - offset
            var painting = index % 2 == 0
            var penDown = false
            for (a, b) in zip(points, points.dropFirst()) {
                let length = a.distance(to: b)
                var travelled: CGFloat = 0
                while travelled < length, budget > 0 {
                    // Every step counts against the budget: a pattern too fine to advance along a
                    // long segment (1e-300 beside 1000) would otherwise never end.
                    budget -= 1
                    let step = min(left, length - travelled)
                    let from = a.interpolated(to: b, by: travelled / length)
                    let to = a.interpolated(to: b, by: (travelled + step) / length)
                    if painting {
                        if !penDown { result.move(to: from) }
                        result.addLine(to: to)
                        penDown = true
                    }
                    travelled += step
                    left -= step
                    if left <= 0 {
                        index = (index + 1) % pattern.count
                        left = pattern[index]
                        painting.toggle()
                        penDown = false
                    }
                }
            }
        }
        return result
    }

    /// The outline of the path stroked `width` wide with `cap`, `join` and `miterLimit`: a path
    /// whose filled area (non-zero winding) is what the stroke paints. Made of pieces — one per
    /// segment, join and cap — all turning the same way, so their overlaps stay filled.
    package func strokeOutline(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) -> PathGeometry {
        var result = PathGeometry()
        let half = abs(width) / 2
        guard half > 0, half.isFinite else { return result }
        var budget = Self.derivedElementLimit
        for line in flattened() {
            // Repeated points have no direction; they are dropped.
            var points: [CGPoint] = []
            for point in line.points where points.last != point { points.append(point) }
            if line.closed, points.count > 1, points.first == points.last { points.removeLast() }
            if points.count == 1 {
                // A dot: what a cap makes of a line of no length.
                let point = points[0]
                if cap == .round {
                    result.addEllipse(
                        in: CGRect(x: point.x - half, y: point.y - half, width: 2 * half, height: 2 * half))
                }
                if cap == .square {
                    result.addPolygon(
                        CGRect(x: point.x - half, y: point.y - half, width: 2 * half, height: 2 * half).corners)
                }
                continue
            }
            let closed = line.closed && points.count > 2
            var segments = Array(zip(points, points.dropFirst()))
            if closed, let last = points.last { segments.append((last, points[0])) }
            if !closed, cap == .square {
                segments[0].0 = segments[0].0.moved(awayFrom: segments[0].1, by: half)
                segments[segments.count - 1].1 = segments[segments.count - 1].1.moved(
                    awayFrom: segments[segments.count - 1].0, by: half)
            }
            for (a, b) in segments {
                guard budget > 0 else { return result }
                budget -= 1
                let n = a.normal(to: b, length: half)
                result.addPolygon([
                    CGPoint(x: a.x - n.x, y: a.y - n.y), CGPoint(x: b.x - n.x, y: b.y - n.y),
                    CGPoint(x: b.x + n.x, y: b.y + n.y), CGPoint(x: a.x + n.x, y: a.y + n.y),
                ])
            }
            // Joins where one segment meets the next.
            let joints = closed ? segments.count : segments.count - 1
            for index in 0..<max(joints, 0) {
                guard budget > 0 else { return result }
                budget -= 1
                let (a, vertex) = segments[index]
                let c = segments[(index + 1) % segments.count].1
                result.addJoin(at: vertex, from: a, to: c, half: half, join: join, miterLimit: miterLimit)
            }
            if !closed, cap == .round, let first = points.first, let last = points.last {
                for end in [first, last] {
                    result.addEllipse(in: CGRect(x: end.x - half, y: end.y - half, width: 2 * half, height: 2 * half))
                }
            }
        }
        return result
    }

    /// A closed polygon through `points`, turned so its signed area is positive (the way
    /// `addEllipse` turns).
    private mutating func addPolygon(_ points: [CGPoint]) {
        guard points.count > 2 else { return }
        var area: CGFloat = 0
        for (p, q) in zip(points, points.dropFirst() + [points[0]]) { area += p.x * q.y - q.x * p.y }
        let ordered = area < 0 ? Array(points.reversed()) : points
        move(to: ordered[0])
        for point in ordered.dropFirst() { addLine(to: point) }
        closeSubpath()
    }

    /// The piece that fills the outer corner where the segment from `a` to `vertex` turns towards
    /// `c`.
    private mutating func addJoin(
        at vertex: CGPoint, from a: CGPoint, to c: CGPoint, half: CGFloat, join: CGLineJoin, miterLimit: CGFloat
    ) {
        if join == .round {
            return addEllipse(in: CGRect(x: vertex.x - half, y: vertex.y - half, width: 2 * half, height: 2 * half))
        }
        let nA = a.normal(to: vertex, length: half)
        let nB = vertex.normal(to: c, length: half)
        // The outer side is the one the next segment turns away from.
        let dB = CGPoint(x: c.x - vertex.x, y: c.y - vertex.y)
        let side: CGFloat = nA.x * dB.x + nA.y * dB.y > 0 ? -1 : 1
        let pA = CGPoint(x: vertex.x + side * nA.x, y: vertex.y + side * nA.y)
        let pB = CGPoint(x: vertex.x + side * nB.x, y: vertex.y + side * nB.y)
        let dot = nA.x * nB.x + nA.y * nB.y
        let denominator = half * half + dot
        // The miter's length over the line's width is 1 / cos of half the angle between normals.
        let cosHalf = (denominator / (2 * half * half)).squareRoot()
        if join == .miter, denominator > 1e-12, cosHalf > 0, 1 / cosHalf <= miterLimit {
            let factor = half * half / denominator
            let miter = CGPoint(
                x: vertex.x + side * (nA.x + nB.x) * factor, y: vertex.y + side * (nA.y + nB.y) * factor)
            addPolygon([vertex, pA, miter, pB])
        } else {
            addPolygon([vertex, pA, pB])
        }
    }
}

extension CGPoint {
    fileprivate func interpolated(to other: CGPoint, by t: CGFloat) -> CGPoint {
        CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    /// The left-hand normal of the direction from here to `other`, `length` long.
    fileprivate func normal(to other: CGPoint, length: CGFloat) -> CGPoint {
        let (dx, dy) = (other.x - x, other.y - y)
        let size = (dx * dx + dy * dy).squareRoot()
        guard size > 0, size.isFinite else { return .zero }
        return CGPoint(x: -dy / size * length, y: dx / size * length)
    }

    /// This point moved `distance` further along the line from `other` through it.
    fileprivate func moved(awayFrom other: CGPoint, by distance: CGFloat) -> CGPoint {
        let (dx, dy) = (x - other.x, y - other.y)
        let size = (dx * dx + dy * dy).squareRoot()
        guard size > 0, size.isFinite else { return self }
        return CGPoint(x: x + dx / size * distance, y: y + dy / size * distance)
    }
}

extension CGRect {
    fileprivate var corners: [CGPoint] {
        [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY),
            CGPoint(x: minX, y: maxY),
        ]
    }
}
