// Layers added to views' layers, and shadows. A layer is painted in its superlayer's coordinates
// (the drawing state the painter is in between a view's subviews): placed by its position, anchor
// point and transform, then its shadow, background, contents, own drawing, sublayers (clipped
// when it masks to its bounds) and border, as a group when translucent, and through its `mask`'s
// alpha when it has one. Layer trees are shallow,
// so this recursion is bounded by what the app builds, unlike view trees.

extension ViewPainter {
    /// The layers added to a view's `layer` that sit directly above `subview` (nil: below all).
    func paintAddedLayers(of layer: CALayer, above subview: UIView?) {
        for added in layer.addedSublayers(above: subview) { paint(added) }
    }

    /// After the last subview: the layers above it, and those whose subview has left.
    func paintTopAddedLayers(of layer: CALayer, subviews: [UIView]) {
        for added in layer.addedSublayers {
            guard let anchor = added.sitsAboveSubview?.object else { continue }
            if anchor === subviews.last || !subviews.contains(where: { $0 === anchor }) { paint(added) }
        }
    }

    /// Paints a layer without a view, and its sublayers.
    func paint(_ layer: CALayer) {
        let opacity = CGFloat(layer.presentedOpacity)
        guard !layer.isHidden, opacity > 0 else { return }
        // A layer marked with setNeedsDisplay() updates its content (its delegate's display(_:))
        // before it is drawn.
        layer.displayIfNeeded()
        beforeCairoDraws()
        context.saveDrawingState()
        // A layer placed by geometry cairo cannot take (see `cairoTransformIfValid`) shows nothing.
        guard context.concatenateIfValid(layer.presentedToSuperlayer()) else {
            context.restoreDrawingState()
            return
        }
        let isGroup = opacity < 1
        if isGroup { context.pushGroup() }
        let mask = layer.mask
        if mask != nil { context.pushGroup() }

        let bounds = layer.presentedBounds
        if layer.castsShadow { paintShadow(of: layer, bounds: bounds) }
        if let color = layer.presentedBackgroundColor, color.alpha > 0 {
            addShape(of: bounds, layer: layer)
            if let pattern = color.pattern {
                context.fillReplayedPath(pattern: pattern, alpha: color.alpha)
            } else {
                context.fillReplayedPath(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
            }
        }
        context.saveDrawingState()
        if layer.masksToBounds {
            addShape(of: bounds, layer: layer)
            context.clipToReplayedPath()
        }
        if let image = layer.contents as? CGImage {
            context.beginDrawing(clippedTo: nil)
            let pixels = CGSize(width: image.width, height: image.height)
            context.draw(image, in: layer.contentsRect(forPixelSize: pixels, in: bounds))
            context.endDrawing()
        }
        context.beginDrawing(clippedTo: nil)
        UIGraphicsPushContext(context)
        layer.draw(in: context)
        UIGraphicsPopContext()
        context.endDrawing()
        if let replicator = layer as? CAReplicatorLayer {
            paintInstances(of: replicator)
        } else {
            for sublayer in layer.addedSublayers { paint(sublayer) }
        }
        context.restoreDrawingState()

        if layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 {
            drawBorder(bounds: bounds, layer: layer, color: color)
        }
        if let mask { context.popGroupAndPaint(maskedBy: { paint(mask) }, batch: batch) }
        if isGroup { context.popGroupAndPaint(alpha: opacity) }
        context.restoreDrawingState()
    }

    /// The layer's blurred shadow under its content, in the layer's coordinates.
    func paintShadow(of layer: CALayer, bounds: CGRect) {
        guard let color = layer.shadowColor, let mask = layer.shadowMask(bounds: bounds, scale: deviceScale) else {
            return
        }
        beforeCairoDraws()
        context.fill(
            red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * CGFloat(layer.shadowOpacity),
            maskedBy: mask.surface,
            at: CGPoint(x: mask.origin.x + layer.shadowOffset.width, y: mask.origin.y + layer.shadowOffset.height))
    }

    /// Pixels per point of the surface being painted: the shadow is blurred at that density.
    private var deviceScale: CGFloat {
        let unit = context.convertToDeviceSpace(CGSize(width: 1, height: 0))
        let (x, y) = (unit.width, unit.height)
        let scale = (x * x + y * y).squareRoot()
        return scale > 0 ? scale : 1
    }
}

extension CALayer {
    /// The shape the shadow is cast from: `shadowPath`, or the rounded bounds.
    func shadowShape(bounds: CGRect) -> CGPath {
        shadowPath ?? roundedBoundsPath(bounds)
    }

    /// `bounds` with the layer's rounded corners (`cornerRadius`, `maskedCorners`).
    func roundedBoundsPath(_ bounds: CGRect) -> CGPath {
        var path = PathGeometry()
        if hasRoundedCorners {
            path.addRoundedRect(
                in: bounds, corners: maskedCorners.rectCorners,
                cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
        } else {
            path.addRect(bounds)
        }
        return CGPath(geometry: path)
    }

    /// The kept mask, or a new one when its shape, radius or scale changed.
    func shadowMask(bounds: CGRect, scale: CGFloat) -> ShadowMask? {
        let key = ShadowMask.Key(shape: shadowShape(bounds: bounds), radius: shadowRadius, scale: scale)
        if let cachedShadow, cachedShadow.key == key { return cachedShadow }
        if let shared = ShadowMask.recent.mask(for: key) {
            cachedShadow = shared
            return shared
        }
        cachedShadow = ShadowMask.make(key)
        if let cachedShadow { ShadowMask.recent.insert(cachedShadow) }
        return cachedShadow
    }

    /// What the layer draws beyond its bounds, in its own coordinates: its shadow and its added
    /// sublayers (unless it masks to its bounds). Null when nothing is beyond.
    func extentBeyondBounds() -> CGRect {
        var extent = CGRect.null
        let bounds = self.bounds
        if castsShadow {
            let margin = 3 * max(shadowRadius, 0) + 1
            extent = shadowShape(bounds: bounds).boundingBox.insetBy(dx: -margin, dy: -margin)
                .offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)
        }
        if !masksToBounds {
            let replicator = self as? CAReplicatorLayer
            for sublayer in addedSublayers where !sublayer.isHidden {
                let placed = sublayer.drawnExtent().applying(sublayer.toSuperlayer())
                guard let replicator else {
                    extent = extent.union(placed)
                    continue
                }
                for index in 0..<replicator.drawnInstanceCount {
                    extent = extent.union(placed.applying(replicator.placement(ofInstance: index)))
                }
            }
        }
        return extent
    }

    /// Everything the layer draws, in its own coordinates.
    func drawnExtent() -> CGRect {
        bounds.union(contentExtent).union(extentBeyondBounds())
    }
}
