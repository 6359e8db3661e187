import CCairo
import ScanoutCore

// Part of a path's length, for `CAShapeLayer`'s `strokeStart` and `strokeEnd` (a progress ring is a
// circle stroked from 0 to a growing end). The path is flattened to lines at cairo's tolerance for
// the current transformation, so curves are cut where they would be drawn.

extension CGContext {
    /// Replaces the replayed path (`replay(_:)`) by the part between `start` and `end` (0…1) of its
    /// length: the path flattened to lines, walked and cut. Closing segments count; an empty path
    /// or one of no length leaves nothing.
    package func trimReplayedPath(from start: CGFloat, to end: CGFloat) {
        guard let flat = cairo_copy_path_flat(cairo) else { return }
        defer { cairo_path_destroy(flat) }
        let segments = Self.segments(of: flat)
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
            let p = Self.point(on: segment, at: a)
            let q = Self.point(on: segment, at: b)
            if !penDown || lastPoint != p {
                cairo_move_to(cairo, p.x, p.y)
                penDown = true
            }
            cairo_line_to(cairo, q.x, q.y)
            lastPoint = q
        }
    }

    // MARK: - Private

    /// A flattened path's segments as point pairs, closing segments included.
    private static func segments(of flat: UnsafeMutablePointer<cairo_path_t>) -> [(CGPoint, CGPoint)] {
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
        return segments
    }

    private static func point(on segment: (CGPoint, CGPoint), at t: CGFloat) -> CGPoint {
        CGPoint(x: segment.0.x + (segment.1.x - segment.0.x) * t, y: segment.0.y + (segment.1.y - segment.0.y) * t)
    }
}
