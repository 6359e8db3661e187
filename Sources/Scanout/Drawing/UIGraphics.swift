/// The context `draw(_:)` and the drawing helpers paint into: the innermost one pushed.
///
/// The compositor pushes a context around each view's `draw(_:)`; image renderers push one around
/// their drawing closure. Main actor.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    ApplicationContext.active.graphicsContexts.last
}

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    ApplicationContext.active.graphicsContexts.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    _ = ApplicationContext.active.graphicsContexts.popLast()
}

/// Fills `rect` with the current context's fill colour, replacing what is there (`.copy`, as in
/// UIKit: a translucent colour leaves translucent pixels). Nothing without a current context.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` with the current context's fill colour in `blendMode`.
@preconcurrency @MainActor
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.drawing(in: blendMode) { context.fill(rect) }
}

/// Draws a one-point frame just inside `rect` with the current context's fill colour, replacing
/// what is there (`.copy`). Being inside, it shows even when drawing is clipped to `rect`.
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a one-point frame just inside `rect` with the current context's fill colour (UIKit fills
/// the frame rather than stroking a line) in `blendMode`.
@preconcurrency @MainActor
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let rect = rect.standardized
    guard rect.width > 0, rect.height > 0 else { return }
    context.drawing(in: blendMode) {
        if rect.width <= 2 || rect.height <= 2 {
            context.fill(rect)
        } else {
            // Four strips that do not overlap, so a translucent colour is not doubled at the corners.
            context.fill([
                CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
                CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1),
                CGRect(x: rect.minX, y: rect.minY + 1, width: 1, height: rect.height - 2),
                CGRect(x: rect.maxX - 1, y: rect.minY + 1, width: 1, height: rect.height - 2),
            ])
        }
    }
}

/// Intersects the current context's clip with `rect`.
@preconcurrency @MainActor
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
