import ScanoutCore

// Paths made from a path's stroke and the elements handed to a function or block, as Core
// Graphics gives them.

extension CGPath {
    /// The outline of this path stroked `lineWidth` wide: filling the returned path paints what
    /// stroking this one would (curves flattened to within a tenth of a point).
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let outline = geometry.strokeOutline(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        return CGPath(geometry: outline.applying(transform))
    }

    /// The path cut into the dashes a stroke with `lengths` (painted, unpainted, …) starting
    /// `phase` in would paint, each an open subpath of lines.
    public func copy(
        dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
    ) -> CGPath {
        CGPath(geometry: geometry.dashed(phase: phase, lengths: lengths).applying(transform))
    }

    /// Calls `block` with each element in order (its type and points), as Core Graphics does.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        var points = [CGPoint](repeating: .zero, count: 3)
        for element in geometry.elements {
            let type: CGPathElementType
            switch element {
            case .moveTo(let point):
                type = .moveToPoint
                points[0] = point
            case .lineTo(let point):
                type = .addLineToPoint
                points[0] = point
            case .quadCurveTo(let point, let control):
                type = .addQuadCurveToPoint
                points[0] = control
                points[1] = point
            case .curveTo(let point, let c1, let c2):
                type = .addCurveToPoint
                points[0] = c1
                points[1] = c2
                points[2] = point
            case .closeSubpath:
                type = .closeSubpath
            }
            points.withUnsafeMutableBufferPointer { buffer in
                // Safety: the buffer lives for the call, which is all Core Graphics promises too.
                var pathElement = CGPathElement(type: type, points: buffer.baseAddress!)
                withUnsafePointer(to: &pathElement) { block($0) }
            }
        }
    }

    /// Calls `function` with `info` and each element in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { element in function(info, element) }
    }
}

/// What kind of element a `CGPathElement` is.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path as `CGPath.applyWithBlock` hands it: its type and its points (one for
/// a move or line, control then end for a quadratic, two controls then end for a cubic, none for
/// a close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function `CGPath.apply(info:function:)` calls for each element.
/// A Swift function here: Core Graphics' is a C function pointer, which a closure that captures
/// nothing also converts to there.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
