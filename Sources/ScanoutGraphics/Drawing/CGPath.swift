import ScanoutCore
import Synchronization

/// A path: lines, curves and closed subpaths, in user coordinates. A reference type, as in Core
/// Graphics: `CGPath` has the reading API, its subclass `CGMutablePath` the building one.
///
/// ```swift
/// let path = CGMutablePath()
/// path.move(to: CGPoint(x: 0, y: 20))
/// path.addArc(tangent1End: .zero, tangent2End: CGPoint(x: 20, y: 0), radius: 8)
/// shape.path = path            // the layer keeps a copy: changing `path` later changes nothing
/// ```
///
/// Two paths are equal (`==`) when they have the same elements. Where the framework keeps a path
/// (`CAShapeLayer.path`, `CALayer.shadowPath`, `UIBezierPath.cgPath`, a key-frame animation's
/// `path`), it keeps an immutable copy, so building on the app's `CGMutablePath` afterwards does
/// not change what is drawn until the path is set again.
///
/// Sendable: every read and write of a path's elements goes through its own lock, so a path
/// shared between threads — even a `CGMutablePath` still being built — is free of data races.
/// A `CGPath` made immutable (by its initializers, `copy()`) never changes once made.
public class CGPath: Hashable, CustomStringConvertible, @unchecked Sendable {
    // `@unchecked`: a non-final class cannot be checked; the lock above is what makes it safe.
    private let storage: Mutex<PathGeometry>

    package init(geometry: PathGeometry) {
        storage = Mutex(geometry)
    }

    /// A path of one rectangle.
    public convenience init(rect: CGRect, transform: CGAffineTransform? = nil) {
        self.init(geometry: PathGeometry(rect: rect, transform: transform))
    }

    /// A path of one ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
        self.init(geometry: PathGeometry(ellipseIn: rect, transform: transform))
    }

    /// A rounded rectangle with corner radii clamped to half the rectangle's sides.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform? = nil
    ) {
        self.init(
            geometry: PathGeometry(
                roundedRect: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform))
    }

    /// The path's elements, pen and subpath start, as a value.
    package var geometry: PathGeometry {
        storage.withLock { $0 }
    }

    /// Changes the elements; `CGMutablePath`'s builders only.
    package func mutateGeometry(_ change: (inout PathGeometry) -> Void) {
        storage.withLock { change(&$0) }
    }

    /// The path's elements, in order.
    package var elements: [PathGeometry.Element] { geometry.elements }

    /// The rectangle when the path is exactly one (see `PathGeometry.singleRectangle`).
    package var singleRectangle: CGRect? { geometry.singleRectangle }

    /// An immutable path with the same elements: this one when it is immutable already.
    package var snapshot: CGPath {
        type(of: self) == CGPath.self ? self : CGPath(geometry: geometry)
    }

    // MARK: Reading

    /// Whether the path has no elements.
    public var isEmpty: Bool { geometry.isEmpty }

    /// Where the pen is, after the last element (the origin when empty).
    public var currentPoint: CGPoint { geometry.currentPoint }

    /// The smallest rectangle containing every point of the path, control points included; null
    /// when the path is empty.
    public var boundingBox: CGRect { geometry.boundingBox }

    /// The smallest rectangle containing the path itself, curves by their extremes rather than
    /// their control points; null when the path is empty.
    public var boundingBoxOfPath: CGRect { geometry.tightBoundingBox }

    /// Whether the path is exactly one rectangle with edges along the axes; if so, and `rect` is
    /// given, the rectangle is written there.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard let found = singleRectangle else { return false }
        rect?.pointee = found
        return true
    }

    // MARK: Copies

    /// An immutable copy (this path itself when it is immutable, as in Core Graphics).
    public func copy() -> CGPath? { snapshot }

    /// A mutable copy, to build on.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(geometry: geometry) }

    /// An immutable copy with every point transformed by `transform` (none when nil).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform else { return snapshot }
        return CGPath(geometry: geometry.applying(transform.pointee))
    }

    /// A mutable copy with every point transformed by `transform` (none when nil).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(geometry: transform.map { geometry.applying($0.pointee) } ?? geometry)
    }

    /// The path with every point transformed by `transform`.
    package func applying(_ transform: CGAffineTransform) -> CGPath {
        transform.isIdentity ? snapshot : CGPath(geometry: geometry.applying(transform))
    }

    // MARK: Equality

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.geometry.elements == rhs.geometry.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(geometry.elements)
    }

    public var description: String {
        let elements = geometry.elements
        return
            "<\(type(of: self)) \(elements.count) element\(elements.count == 1 ? "" : "s"); boundingBox = \(boundingBox)>"
    }
}
