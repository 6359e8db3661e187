/// What a layer asks of the object that manages it (`CALayer.delegate`): its content drawn or
/// set, its sublayers placed, its actions. A view is its layer's delegate, as in UIKit; set one
/// on a layer of your own to draw it without subclassing:
///
/// ```swift
/// let dial = CALayer()
/// dial.delegate = self          // draw(_:in:) draws it
/// dial.setNeedsDisplay()
/// ```
///
/// Every method has a default that does nothing (Core Animation's are optional). Main actor.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Sets the layer's content (usually `contents`) when it was marked with `setNeedsDisplay()`.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, in the layer's bounds' coordinates.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before `draw(_:in:)`.
    func layerWillDraw(_ layer: CALayer)
    /// Places the layer's sublayers, in the layout pass.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on the layer; nil lets the layer look further.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// Something a layer runs for an event (Core Animation's `CAAction`): an animation, added to the
/// layer under the event's key.
@preconcurrency @MainActor
public protocol CAAction: AnyObject {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    /// Adds the animation to `anObject` (a layer) under `event`.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

/// A weak reference to a layer's delegate.
struct WeakDelegateLink {
    weak var object: (any CALayerDelegate)?

    init(_ object: (any CALayerDelegate)?) {
        self.object = object
    }
}
extension UIView: CALayerDelegate {}
