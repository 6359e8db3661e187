/// A `CGPath` measured for a key-frame animation that follows it: each element after the first
/// move (a line, a curve, a closing line) is one piece, flattened into short lines and measured,
/// so a point can be found by arc length along one piece or along the whole path.
///
/// Core Animation counts the end of every element as a key frame of a path animation: in
/// `.linear` and `.cubic` mode each piece takes its share of the time (`keyTimes`, or equal
/// shares), in `.paced` mode the whole path is walked at one speed, in `.discrete` mode the layer
/// jumps from one element's end to the next.
struct KeyframePath {
    /// One element of the path as the lines it is flattened into.
    struct Piece {
        /// The flattened points, from where the element starts to where it ends (two or more).
        var points: [CGPoint]
        /// Length walked at each point: `lengths[0] == 0`, the last is the piece's length.
        var lengths: [Double]
        /// A move within the path: no length, the layer jumps at its end.
        var isJump: Bool

        var length: Double { isJump ? 0 : lengths.last ?? 0 }
    }

    /// The most lines one curve is flattened into, and the most points a path keeps: a hostile
    /// path of millions of elements is followed through its first ones.
    private static let linesPerCurveLimit = 64
    private static let pointLimit = 20_000

    private(set) var pieces: [Piece] = []
    /// Where the path starts (its first point).
    private(set) var start: CGPoint = .zero
    /// Length of the whole path, jumps excluded.
    private(set) var totalLength: Double = 0

    /// Measures `path`; nil for a path with no element to follow or with coordinates that are not
    /// finite numbers.
    init?(_ path: CGPath) {
        var pen: CGPoint?
        var subpathStart = CGPoint.zero
        var pointCount = 0
        for element in path.elements {
            guard pointCount < KeyframePath.pointLimit else { break }
            switch element {
            case .moveTo(let point):
                guard point.isFinite else { return nil }
                // A move inside the path is a jump, kept as a key frame of its own; moves before
                // anything is drawn only say where the path starts.
                if let from = pen, !pieces.isEmpty {
                    pieces.append(Piece(points: [from, point], lengths: [0, 0], isJump: true))
                }
                pen = point
                subpathStart = point
            case .lineTo(let point):
                guard point.isFinite else { return nil }
                append(line: [pen ?? point, point], pen: &pen)
            case .quadCurveTo(let point, let control):
                guard point.isFinite, control.isFinite else { return nil }
                let from = pen ?? control
                // The quadratic as the cubic with the same curve.
                let c1 = CGPoint(x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y))
                let c2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                append(line: KeyframePath.flatten(from: from, c1, c2, point), pen: &pen)
            case .curveTo(let point, let control1, let control2):
                guard point.isFinite, control1.isFinite, control2.isFinite else { return nil }
                append(line: KeyframePath.flatten(from: pen ?? control1, control1, control2, point), pen: &pen)
            case .closeSubpath:
                guard let from = pen else { continue }
                append(line: [from, subpathStart], pen: &pen)
            }
            pointCount += pieces.last?.points.count ?? 0
        }
        guard !pieces.isEmpty else { return nil }
        start = pieces[0].points[0]
        totalLength = pieces.reduce(0) { $0 + $1.length }
        guard totalLength.isFinite else { return nil }
    }

    /// Where the path's key frames are: its start and the end of every piece.
    var vertices: [CGPoint] { [start] + pieces.map { $0.points[$0.points.count - 1] } }

    /// The point `fraction` (0…1) of the way along piece `index` by length, and the direction
    /// the path runs there (radians from the x axis).
    func point(inPiece index: Int, fraction: Double) -> (CGPoint, angle: Double) {
        let piece = pieces[min(max(index, 0), pieces.count - 1)]
        if piece.isJump {
            return (fraction < 1 ? piece.points[0] : piece.points[1], angle(near: index))
        }
        return KeyframePath.point(along: piece, at: min(max(fraction, 0), 1) * piece.length)
    }

    /// The point `fraction` (0…1) of the whole length along the path, and its direction.
    func point(atFractionOfLength fraction: Double) -> (CGPoint, angle: Double) {
        var remaining = min(max(fraction, 0), 1) * totalLength
        for (index, piece) in pieces.enumerated() where !piece.isJump {
            if remaining <= piece.length || index == pieces.count - 1 {
                return KeyframePath.point(along: piece, at: min(remaining, piece.length))
            }
            remaining -= piece.length
        }
        let last = pieces[pieces.count - 1]
        return (last.points[last.points.count - 1], angle(near: pieces.count - 1))
    }

    // MARK: - Private

    private mutating func append(line points: [CGPoint], pen: inout CGPoint?) {
        var lengths = [0.0]
        for index in 1..<points.count {
            lengths.append(lengths[index - 1] + Double(points[index - 1].distance(to: points[index])))
        }
        pieces.append(Piece(points: points, lengths: lengths, isJump: false))
        pen = points[points.count - 1]
    }

    /// The direction of the nearest piece with a length, for a jump.
    private func angle(near index: Int) -> Double {
        let order = pieces.indices.sorted { abs($0 - index) < abs($1 - index) }
        for candidate in order where !pieces[candidate].isJump && pieces[candidate].length > 0 {
            return KeyframePath.point(along: pieces[candidate], at: 0).angle
        }
        return 0
    }

    /// The point `distance` along `piece`, and the direction of the line it lies on.
    private static func point(along piece: Piece, at distance: Double) -> (CGPoint, angle: Double) {
        let points = piece.points
        var index = 1
        // The first line whose end is at or past `distance` (lines of no length are skipped for
        // the direction).
        while index < points.count - 1, piece.lengths[index] < distance { index += 1 }
        let a = points[index - 1]
        let b = points[index]
        let span = piece.lengths[index] - piece.lengths[index - 1]
        let t = span > 0 ? (distance - piece.lengths[index - 1]) / span : 1
        let point = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        var direction = (dx: Double(b.x - a.x), dy: Double(b.y - a.y))
        if direction == (0, 0), let first = points.first, let last = points.last {
            direction = (Double(last.x - first.x), Double(last.y - first.y))
        }
        return (point, atan2Value(direction.dy, direction.dx))
    }

    /// A cubic Bézier as lines: about one line per four points of its control polygon.
    private static func flatten(from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        let polygon = Double(p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3))
        let count = polygon.isFinite ? min(max(Int((polygon / 4).rounded(.up)), 4), linesPerCurveLimit) : 4
        return (0...count).map { step in
            let t = Double(step) / Double(count)
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            return CGPoint(
                x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }
}
