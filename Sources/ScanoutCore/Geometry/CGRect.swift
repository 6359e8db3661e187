/// A rectangle: an origin and a size, with Core Graphics' semantics. Pure value; `Sendable`.
///
/// As in Core Graphics, the accessors (`minX`, `width`, ...) read the *standardized* rectangle, so
/// a negative width is allowed and means the rectangle extends to the left of `origin`.
/// `CGRect.null` is the empty intersection; `contains(_:)` is half-open (`minX <= x < maxX`).
public struct CGRect: Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize

    public static let zero = CGRect(origin: .zero, size: .zero)
    /// The rectangle that is the result of intersecting two disjoint rectangles.
    public static let null = CGRect(x: .infinity, y: .infinity, width: 0, height: 0)
    /// A rectangle with no bounds.
    public static let infinite = CGRect(
        x: -CGFloat.greatestFiniteMagnitude / 2, y: -CGFloat.greatestFiniteMagnitude / 2,
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    public init() {
        self.init(origin: .zero, size: .zero)
    }

    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }

    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
    }

    // MARK: Edges and centre (standardized)

    public var minX: CGFloat { size.width < 0 ? origin.x + size.width : origin.x }
    public var maxX: CGFloat { size.width < 0 ? origin.x : origin.x + size.width }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var minY: CGFloat { size.height < 0 ? origin.y + size.height : origin.y }
    public var maxY: CGFloat { size.height < 0 ? origin.y : origin.y + size.height }
    public var midY: CGFloat { origin.y + size.height / 2 }
    public var width: CGFloat { abs(size.width) }
    public var height: CGFloat { abs(size.height) }

    /// The same rectangle with a non-negative width and height.
    public var standardized: CGRect {
        CGRect(x: minX, y: minY, width: width, height: height)
    }

    public var isNull: Bool { origin.x.isInfinite && origin.x > 0 || origin.y.isInfinite && origin.y > 0 }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    public var isInfinite: Bool { self == .infinite }

    /// The smallest rectangle with integral coordinates that contains this one.
    public var integral: CGRect {
        if isNull { return self }
        let x0 = minX.rounded(.down)
        let y0 = minY.rounded(.down)
        return CGRect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    // MARK: Derived rectangles

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        if isNull { return self }
        return CGRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values grow it). Returns `.null` when nothing is left.
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        if isNull { return self }
        let result = CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
        return result.size.width < 0 || result.size.height < 0 ? .null : result
    }

    /// The smallest rectangle containing both. A null rectangle contributes nothing.
    public func union(_ other: CGRect) -> CGRect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        return CGRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The overlap of both, or `.null` when they do not overlap.
    public func intersection(_ other: CGRect) -> CGRect {
        if isNull || other.isNull { return .null }
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the two overlap with a non-empty area.
    public func intersects(_ other: CGRect) -> Bool {
        !intersection(other).isEmpty
    }

    /// True when `point` lies inside; the right and bottom edges are outside.
    public func contains(_ point: CGPoint) -> Bool {
        if isNull || isEmpty { return false }
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when `rect` lies wholly inside.
    public func contains(_ rect: CGRect) -> Bool {
        if rect.isNull { return true }
        if isNull { return false }
        return union(rect) == standardized
    }

    /// Splits the rectangle in two along `edge`: the slice of width/height `distance`, and the rest.
    public func divided(atDistance distance: CGFloat, from edge: CGRectEdge) -> (slice: CGRect, remainder: CGRect) {
        let rect = standardized
        switch edge {
        case .minXEdge:
            let d = min(max(distance, 0), rect.width)
            return (
                CGRect(x: rect.minX, y: rect.minY, width: d, height: rect.height),
                CGRect(x: rect.minX + d, y: rect.minY, width: rect.width - d, height: rect.height)
            )
        case .maxXEdge:
            let d = min(max(distance, 0), rect.width)
            return (
                CGRect(x: rect.maxX - d, y: rect.minY, width: d, height: rect.height),
                CGRect(x: rect.minX, y: rect.minY, width: rect.width - d, height: rect.height)
            )
        case .minYEdge:
            let d = min(max(distance, 0), rect.height)
            return (
                CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: d),
                CGRect(x: rect.minX, y: rect.minY + d, width: rect.width, height: rect.height - d)
            )
        case .maxYEdge:
            let d = min(max(distance, 0), rect.height)
            return (
                CGRect(x: rect.minX, y: rect.maxY - d, width: rect.width, height: d),
                CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - d)
            )
        }
    }

    /// The bounding box of the rectangle's four corners transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || t.isIdentity { return self }
        let minX = self.minX
        let minY = self.minY
        let maxX = self.maxX
        let maxY = self.maxY
        // Painting, damage and hit-testing map every view's rectangle through its placement,
        // nearly always a translation and scale: two corners, no arrays.
        if t.b == 0, t.c == 0 {
            let x0 = t.a * minX + t.tx
            let x1 = t.a * maxX + t.tx
            let y0 = t.d * minY + t.ty
            let y1 = t.d * maxY + t.ty
            return CGRect(x: Swift.min(x0, x1), y: Swift.min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        }
        let p0 = CGPoint(x: minX, y: minY).applying(t)
        let p1 = CGPoint(x: maxX, y: minY).applying(t)
        let p2 = CGPoint(x: minX, y: maxY).applying(t)
        let p3 = CGPoint(x: maxX, y: maxY).applying(t)
        let x0 = Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x))
        let y0 = Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y))
        let x1 = Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x))
        let y1 = Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y))
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// An edge of a rectangle, for `CGRect.divided(atDistance:from:)`.
public enum CGRectEdge: Sendable {
    case minXEdge, minYEdge, maxXEdge, maxYEdge
}

extension CGRect: CustomStringConvertible {
    public var description: String {
        "(\(formatCoordinate(origin.x)), \(formatCoordinate(origin.y)), "
            + "\(formatCoordinate(size.width)), \(formatCoordinate(size.height)))"
    }
}

extension CGRect {
    /// Whether the two rectangles are the same once standardized (Core Graphics'
    /// `CGRectEqualToRect`: a rectangle of negative width equals its positive form).
    public func equalTo(_ rect2: CGRect) -> Bool {
        self == rect2 || standardized == rect2.standardized
    }
}
