/// A point in a two-dimensional coordinate system (points, not pixels). Pure value; `Sendable`.
public struct CGPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public static let zero = CGPoint(x: 0, y: 0)
    /// No point: what a conversion into a coordinate system flattened to nothing (a view scaled
    /// to 0) yields. Its coordinates are NaN, so no rectangle contains it.
    package static let undefined = CGPoint(x: CGFloat.nan, y: CGFloat.nan)

    public init() {
        self.init(x: 0, y: 0)
    }

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public init(x: Int, y: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y))
    }

    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// Euclidean distance to `other`.
    public func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}

extension CGPoint {
    /// Whether both coordinates are numbers, not infinite or NaN. Not UIKit API: input
    /// boundaries use it to keep broken coordinates out of geometry.
    @inlinable package var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGPoint: CustomStringConvertible {
    public var description: String { "(\(formatCoordinate(x)), \(formatCoordinate(y)))" }
}

/// Prints whole numbers without a fractional part, so descriptions read like UIKit's: `(10, 20.5)`.
/// The launch and the simulator print sizes and scales with it too.
package func formatCoordinate(_ value: CGFloat) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}

extension CGPoint {
    /// Whether the two points are the same (Core Graphics' `CGPointEqualToPoint`; `==` too).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}
