import CCairo

/// Paints one view subtree into a cairo context set up in screen points.
///
/// Order, as Core Animation composites a layer: background (rounded by the corner radius), the
/// view's own `draw(_:)`, the subviews (clipped to the bounds when the view clips), then the border
/// on top. A view with alpha below one is painted into a group and composited at that opacity, so
/// overlapping subviews do not show through each other. Main actor.
@MainActor
struct ViewPainter {
    let cairo: OpaquePointer
    /// The shared `CGContext` over `cairo` that `draw(_:)` receives.
    let context: CGContext

    func paint(_ view: UIView) {
        let alpha = view.renderAlpha
        guard !view.isHidden, alpha > 0 else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }

        var transform = cairo_matrix_t(view.renderTransformToSuperview)
        cairo_transform(cairo, &transform)
        let bounds = view.renderBounds
        let visible = clipExtents()
        let boundsVisible = !bounds.intersection(visible).isNull
        if view.clipsToBounds, !boundsVisible { return }

        let layer = view.storedLayer
        let isGroup = alpha < 1
        if isGroup {
            // A view without visible subviews outside its bounds needs a group only its size.
            if view.clipsToBounds || view.storedSubviews.isEmpty {
                cairo_rectangle(cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
                cairo_clip(cairo)
            }
            cairo_push_group(cairo)
        }

        if boundsVisible {
            if let color = view.renderBackgroundColor, color.alpha > 0 {
                addShape(of: bounds, layer: layer)
                cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
                cairo_fill(cairo)
            }
        }
        if view.clipsToBounds {
            addShape(of: bounds, layer: layer)
            cairo_clip(cairo)
        }
        if boundsVisible {
            drawContent(of: view, visible: visible.intersection(bounds))
        }
        for subview in view.storedSubviews {
            paint(subview)
        }
        if boundsVisible, let layer, layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 {
            drawBorder(bounds: bounds, layer: layer, color: color)
        }

        if isGroup {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, alpha)
        }
    }

    // MARK: - Private

    /// Runs the view's `draw(_:)` with the shared context current, its state saved around it and
    /// clipped to the bounds: as in UIKit, what `draw(_:)` paints stays inside the view.
    private func drawContent(of view: UIView, visible: CGRect) {
        context.saveGState()
        context.clip(to: visible)
        UIGraphicsPushContext(context)
        view.draw(visible)
        UIGraphicsPopContext()
        context.restoreGState()
    }

    /// A border is stroked inside the bounds, so its outer edge follows the bounds' (rounded) edge.
    private func drawBorder(bounds: CGRect, layer: CALayer, color: CGColor) {
        let width = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
        let inner = bounds.insetBy(dx: width / 2, dy: width / 2)
        guard !inner.isNull else { return }
        let radius = max(0, layer.cornerRadius - width / 2)
        addShape(of: inner, radius: radius, corners: layer.maskedCorners)
        cairo_set_line_width(cairo, width)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_stroke(cairo)
    }

    private func addShape(of rect: CGRect, layer: CALayer?) {
        if let layer, layer.hasRoundedCorners {
            addShape(of: rect, radius: layer.cornerRadius, corners: layer.maskedCorners)
        } else {
            cairo_new_path(cairo)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        }
    }

    private func addShape(of rect: CGRect, radius: CGFloat, corners: CACornerMask) {
        if radius <= 0 || corners.isEmpty {
            cairo_new_path(cairo)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        var path = CGPath()
        path.addRoundedRect(in: rect, corners: corners.rectCorners, cornerRadii: CGSize(width: radius, height: radius))
        context.replay(path)
    }

    /// The clip's extents in the current user space.
    private func clipExtents() -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}
