/// A width and a height. Pure value; `Sendable`.
public struct CGSize: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat

    public static let zero = CGSize(width: 0, height: 0)

    public init() {
        self.init(width: 0, height: 0)
    }

    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    public init(width: Int, height: Int) {
        self.init(width: CGFloat(width), height: CGFloat(height))
    }

    /// The size transformed by `t` (translation ignored), as `CGSizeApplyAffineTransform` does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGSize: CustomStringConvertible {
    public var description: String { "(\(formatCoordinate(width)), \(formatCoordinate(height)))" }
}

/// A two-dimensional vector, as used for velocities and offsets. Pure value; `Sendable`.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public static let zero = CGVector(dx: 0, dy: 0)

    public init() {
        self.init(dx: 0, dy: 0)
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
}

extension CGSize {
    /// Whether the two sizes are the same (Core Graphics' `CGSizeEqualToSize`; `==` too).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}
