/// The context `draw(_:)` and the drawing helpers paint into: the innermost one pushed.
///
/// The compositor pushes a context around each view's `draw(_:)`; image renderers push one around
/// their drawing closure. Main actor.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.contexts.last
}

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.contexts.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
@MainActor
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.contexts.popLast()
}

@MainActor
enum GraphicsContextStack {
    static var contexts: [CGContext] = []
    /// The image contexts begun and not ended, innermost last; nil for one that had no pixels.
    static var imageContexts: [ImageContext?] = []
}
