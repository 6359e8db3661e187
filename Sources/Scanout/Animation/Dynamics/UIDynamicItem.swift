/// Something a dynamic animator moves (UIKit's `UIDynamicItem`): a centre, a size and a
/// rotation. `UIView` is one; make your own to drive anything else from the physics.
///
/// ```swift
/// final class Marker: UIDynamicItem {
///     var center = CGPoint.zero
///     var bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
///     var transform = CGAffineTransform.identity
/// }
/// ```
/// The animator reads `center`, `bounds.size` and the rotation of `transform` when it first
/// meets the item (or on `updateItem(usingCurrentState:)`) and writes `center` and `transform` (a
/// pure rotation, as UIKit writes it) after every step. Main actor.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    /// Only the size is read: the item collides as a shape of that size about its centre.
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    /// The shape it collides as: its bounds' rectangle (the default), the ellipse inside them, or
    /// `collisionBoundingPath`.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// For `.path`: a convex outline about the centre (the convex hull of any other is used).
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

/// The shape a dynamic item collides as.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle
    case ellipse
    case path
}

extension UIView: UIDynamicItem {}
