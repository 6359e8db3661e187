/// How the pointer looks over a region: an effect on the view under it, a shape, or nothing
/// (UIKit's `UIPointerStyle`). Main actor.
@preconcurrency @MainActor
public final class UIPointerStyle: NSObjectProtocol, @MainActor CustomStringConvertible {
    enum Kind {
        case effect(UIPointerEffect, shape: UIPointerShape?)
        case shape(UIPointerShape, constrainedAxes: UIAxis)
        case hidden
        case system
    }

    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
    }

    /// The pointer changes the view under it (`effect`), and takes `shape` if given.
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(kind: .effect(effect, shape: shape))
    }

    /// The pointer takes `shape`; along `constrainedAxes` it stays on the region's centre line.
    public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        self.init(kind: .shape(shape, constrainedAxes: axes))
    }

    /// No pointer at all over the region.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(kind: .hidden) }

    /// The ordinary pointer.
    public static func system() -> UIPointerStyle { UIPointerStyle(kind: .system) }

    public var description: String {
        "<UIPointerStyle: \(objectAddress(self))>"
    }
}

/// What the pointer does to the view under it.
@preconcurrency @MainActor
public enum UIPointerEffect {
    /// How a hover effect tints the view.
    public enum TintMode: Int, Sendable {
        case none = 0
        case overlay = 1
        case underlay = 2
    }

    /// The effect Scanout judges best for the view: a highlight for a small control, a lift for
    /// a larger one.
    case automatic(UITargetedPreview)
    /// A platter behind the view; the pointer becomes the platter.
    case highlight(UITargetedPreview)
    /// The view rises, larger and with a shadow; the pointer becomes the view.
    case lift(UITargetedPreview)
    /// The view takes a tint, a shadow or a slight enlargement; the pointer stays.
    case hover(
        UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
        prefersScaledContent: Bool = true)

    /// The preview the effect applies to.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview): preview
        case .hover(let preview, _, _, _): preview
        }
    }
}

/// The pointer's shape.
@preconcurrency @MainActor
public enum UIPointerShape {
    /// The radius UIKit rounds a highlighted control's platter with.
    public nonisolated static let defaultCornerRadius: CGFloat = 8

    /// A path in the region's view's coordinates, centred on the pointer.
    case path(UIBezierPath)
    /// A rounded rectangle in the region's view's coordinates.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A text cursor standing up, `length` points tall.
    case verticalBeam(length: CGFloat)
    /// A text cursor lying down, `length` points wide.
    case horizontalBeam(length: CGFloat)
}

/// The part of a view a pointer style applies to (UIKit's `UIPointerRegion`). Regions with the
/// same rectangle and identifier are the same region: moving within one changes nothing.
@preconcurrency @MainActor
open class UIPointerRegion: NSObjectProtocol, @MainActor CustomStringConvertible {
    /// In the interaction's view's coordinates.
    public let rect: CGRect
    public let identifier: AnyHashable?
    /// Axes along which the pointer stays on the region's centre line while inside it.
    open var latchingAxes: UIAxis = []

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }

    open var description: String {
        "<UIPointerRegion: \(objectAddress(self)); rect = \(rect)>"
    }

    func isSame(as other: UIPointerRegion) -> Bool {
        other === self || (other.rect == rect && other.identifier == identifier)
    }
}

/// Where the pointer is when an interaction is asked for its region.
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObjectProtocol {
    /// In the interaction's view's coordinates.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
    }
}

/// Animations and completions that run as the pointer enters or leaves a region.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}
