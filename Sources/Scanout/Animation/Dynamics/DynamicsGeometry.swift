// Collision detection for the dynamics solver: convex outlines against each other and against
// half-planes, by the separating-axis test, with contact points found by clipping (the method of
// Erin Catto's Box2D Lite): the edge of least penetration is the reference face, the other
// outline's edge facing it most is clipped to the face's width, and each clipped point behind
// the face is a contact. Two points of contact let a box rest flat on a floor without rocking.
// Contacts are also made a little before outlines touch (within the distance they close in one
// step, a "speculative" contact with a negative depth), so a fast item stops at a wall instead
// of sinking into it for a step.

/// Where two outlines touch: the direction from the first to the second and, for each contact
/// point, how deep it lies.
struct ContactManifold {
    /// Outlines nearer than this (points) count as touching, for the collision delegate.
    static let touchingGap = 1.0

    var normal: DynamicsVector
    var points: [(point: DynamicsVector, depth: Double)]

    /// The first point that touches (not merely near, as a speculative contact is), if any.
    var touchingPoint: CGPoint? {
        points.first { $0.depth > -ContactManifold.touchingGap }?.point.point
    }
}

enum DynamicsGeometry {
    /// The points of `path`, curves flattened into short lines.
    @MainActor
    static func points(of path: CGPath) -> [DynamicsVector] {
        guard let measured = KeyframePath(path) else { return [] }
        return measured.pieces.flatMap { $0.points.map(DynamicsVector.init) }
    }

    /// The straight segments of `path` (curves flattened, closed subpaths closed): a boundary.
    @MainActor
    static func segments(of path: CGPath) -> [[DynamicsVector]] {
        guard let measured = KeyframePath(path) else { return [] }
        var segments: [[DynamicsVector]] = []
        for piece in measured.pieces where !piece.isJump {
            for index in 1..<piece.points.count where piece.points[index - 1] != piece.points[index] {
                segments.append([DynamicsVector(piece.points[index - 1]), DynamicsVector(piece.points[index])])
            }
        }
        return segments
    }

    /// The convex hull of `points` (Andrew's monotone chain), in one turning order.
    static func convexHull(_ points: [DynamicsVector]) -> [DynamicsVector] {
        let sorted = points.filter(\.isFinite).sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard sorted.count >= 3 else { return sorted }
        func turn(_ o: DynamicsVector, _ a: DynamicsVector, _ b: DynamicsVector) -> Double { (a - o).cross(b - o) }
        var lower: [DynamicsVector] = []
        for point in sorted {
            while lower.count >= 2, turn(lower[lower.count - 2], lower[lower.count - 1], point) <= 0 {
                lower.removeLast()
            }
            lower.append(point)
        }
        var upper: [DynamicsVector] = []
        for point in sorted.reversed() {
            while upper.count >= 2, turn(upper[upper.count - 2], upper[upper.count - 1], point) <= 0 {
                upper.removeLast()
            }
            upper.append(point)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// Where the convex outlines `a` and `b` overlap, or come within `margin` of each other (a
    /// negative depth: the gap); nil when they are farther apart. Outlines of two points are
    /// segments (a boundary line), with a face on each side.
    static func collide(_ a: [DynamicsVector], _ b: [DynamicsVector], margin: Double = 0) -> ContactManifold? {
        guard a.count >= 2, b.count >= 2, boxesOverlap(a, b, margin: margin) else { return nil }
        let normalsA = outwardNormals(a)
        let normalsB = outwardNormals(b)
        guard let (edgeA, separationA) = maximumSeparation(a, normalsA, b), separationA <= margin,
            let (edgeB, separationB) = maximumSeparation(b, normalsB, a), separationB <= margin
        else { return nil }
        // The face of least penetration is the reference; prefer `a`'s when nearly equal, so the
        // choice does not flicker from step to step.
        let referenceIsB = separationB > separationA + 1e-3
        let (reference, referenceNormals, incident, incidentNormals, edge) =
            referenceIsB ? (b, normalsB, a, normalsA, edgeB) : (a, normalsA, b, normalsB, edgeA)
        let normal = referenceNormals[edge]
        let v1 = reference[edge]
        let v2 = reference[(edge + 1) % reference.count]
        // The incident edge: the one facing the reference face most.
        var incidentEdge = 0
        var leastDot = Double.infinity
        for index in incident.indices {
            let dot = incidentNormals[index].dot(normal)
            if dot < leastDot {
                leastDot = dot
                incidentEdge = index
            }
        }
        var clipped = [incident[incidentEdge], incident[(incidentEdge + 1) % incident.count]]
        let tangent = (v2 - v1).normalized
        clipped = clip(clipped, along: -tangent, offset: -tangent.dot(v1))
        clipped = clip(clipped, along: tangent, offset: tangent.dot(v2))
        var points: [(point: DynamicsVector, depth: Double)] = []
        for point in clipped {
            let separation = normal.dot(point - v1)
            if separation <= margin { points.append((point, -separation)) }
        }
        guard !points.isEmpty else { return nil }
        return ContactManifold(normal: referenceIsB ? -normal : normal, points: points)
    }

    /// Where `outline` lies behind the line through `origin` whose inside is along `inward`, or
    /// within `margin` of it: one contact per such point of the outline, the normal pointing
    /// inside.
    static func collide(
        _ outline: [DynamicsVector], halfPlaneAt origin: DynamicsVector, inward: DynamicsVector, margin: Double = 0
    ) -> ContactManifold? {
        var points: [(point: DynamicsVector, depth: Double)] = []
        for point in outline {
            let distance = inward.dot(point - origin)
            if distance < margin { points.append((point, -distance)) }
        }
        return points.isEmpty ? nil : ContactManifold(normal: inward, points: points)
    }

    // MARK: - Private

    /// Each edge's outward normal, for an outline in either turning order (zero for an edge of
    /// no length). A segment's two edges face opposite ways.
    private static func outwardNormals(_ outline: [DynamicsVector]) -> [DynamicsVector] {
        var twiceArea = 0.0
        for index in outline.indices { twiceArea += outline[index].cross(outline[(index + 1) % outline.count]) }
        let sign = twiceArea >= 0 ? 1.0 : -1.0
        return outline.indices.map { index in
            let edge = outline[(index + 1) % outline.count] - outline[index]
            return (DynamicsVector(x: edge.y, y: -edge.x) * sign).normalized
        }
    }

    /// The edge of `outline` along whose normal `other` lies farthest out, and how far (negative:
    /// overlapping by that much).
    private static func maximumSeparation(
        _ outline: [DynamicsVector], _ normals: [DynamicsVector], _ other: [DynamicsVector]
    ) -> (Int, Double)? {
        var best: (Int, Double)?
        for index in outline.indices where normals[index] != .zero {
            let normal = normals[index]
            let origin = outline[index]
            var deepest = Double.infinity
            for point in other { deepest = min(deepest, normal.dot(point - origin)) }
            if best == nil || deepest > best!.1 { best = (index, deepest) }
        }
        return best
    }

    /// The part of the segment `points` where `direction · p <= offset`.
    private static func clip(_ points: [DynamicsVector], along direction: DynamicsVector, offset: Double)
        -> [DynamicsVector]
    {
        guard points.count == 2 else { return points }
        let d0 = direction.dot(points[0]) - offset
        let d1 = direction.dot(points[1]) - offset
        var kept: [DynamicsVector] = []
        if d0 <= 0 { kept.append(points[0]) }
        if d1 <= 0 { kept.append(points[1]) }
        if d0 * d1 < 0 {
            let t = d0 / (d0 - d1)
            kept.append(points[0] + (points[1] - points[0]) * t)
        }
        return kept
    }

    private static func boxesOverlap(_ a: [DynamicsVector], _ b: [DynamicsVector], margin: Double) -> Bool {
        func box(_ points: [DynamicsVector]) -> (DynamicsVector, DynamicsVector) {
            var low = points[0]
            var high = points[0]
            for point in points {
                low = DynamicsVector(x: min(low.x, point.x), y: min(low.y, point.y))
                high = DynamicsVector(x: max(high.x, point.x), y: max(high.y, point.y))
            }
            return (low, high)
        }
        let (lowA, highA) = box(a)
        let (lowB, highB) = box(b)
        return lowA.x <= highB.x + margin && lowB.x <= highA.x + margin && lowA.y <= highB.y + margin
            && lowB.y <= highA.y + margin
    }
}
