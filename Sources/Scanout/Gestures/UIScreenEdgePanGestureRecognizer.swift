/// A pan that starts at an edge of the screen: the first finger lands within 20 points of one
/// of `edges` and moves away from it. Otherwise as `UIPanGestureRecognizer`. Main actor.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges it starts from. None by default: set at least one.
    open var edges: UIRectEdge = []

    /// How near the edge the finger must land.
    static let edgeMargin: CGFloat = 20

    /// The edge the finger landed at.
    private var startEdge: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == touches.count, let touch = touches.first, let window = touch.window {
            let point = touch.windowLocation
            let bounds = window.bounds
            let margin = UIScreenEdgePanGestureRecognizer.edgeMargin
            var near: UIRectEdge = []
            if point.x - bounds.minX <= margin { near.insert(.left) }
            if bounds.maxX - point.x <= margin { near.insert(.right) }
            if point.y - bounds.minY <= margin { near.insert(.top) }
            if bounds.maxY - point.y <= margin { near.insert(.bottom) }
            startEdge = near.intersection(edges)
            if startEdge.isEmpty {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            // Moving along the edge, or back into it, is not this gesture.
            let moved = translation(in: nil)
            if abs(moved.x) >= UIPanGestureRecognizer.hysteresis || abs(moved.y) >= UIPanGestureRecognizer.hysteresis {
                let away =
                    (startEdge.contains(.left) && moved.x > abs(moved.y))
                    || (startEdge.contains(.right) && -moved.x > abs(moved.y))
                    || (startEdge.contains(.top) && moved.y > abs(moved.x))
                    || (startEdge.contains(.bottom) && -moved.y > abs(moved.x))
                if !away {
                    state = .failed
                    return
                }
            }
        }
        super.touchesMoved(touches, with: event)
    }

    open override func reset() {
        super.reset()
        startEdge = []
    }
}
