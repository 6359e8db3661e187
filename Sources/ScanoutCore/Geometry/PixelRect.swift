/// A rectangle of whole pixels, for damage reports.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var area: Int { width * height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The pixels of `rect` (points), which lies on the pixel grid at `scale`.
    @inlinable package init(onGrid rect: CGRect, scale: CGFloat) {
        self.init(
            x: (rect.minX * scale).pixelInteger(rounding: .toNearestOrAwayFromZero),
            y: (rect.minY * scale).pixelInteger(rounding: .toNearestOrAwayFromZero),
            width: (rect.width * scale).pixelInteger(rounding: .toNearestOrAwayFromZero),
            height: (rect.height * scale).pixelInteger(rounding: .toNearestOrAwayFromZero))
    }

    /// The rectangle in points at `scale`.
    @inlinable package func points(scale: CGFloat) -> CGRect {
        CGRect(
            x: CGFloat(x) / scale, y: CGFloat(y) / scale, width: CGFloat(width) / scale,
            height: CGFloat(height) / scale)
    }

    /// The smallest rectangle covering both.
    public func union(_ other: PixelRect) -> PixelRect {
        let left = min(x, other.x)
        let top = min(y, other.y)
        return PixelRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The pixels both rectangles cover; nil when they share none.
    public func intersection(_ other: PixelRect) -> PixelRect? {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    public var description: String { "[\(x), \(y), \(width)×\(height)]" }
}
