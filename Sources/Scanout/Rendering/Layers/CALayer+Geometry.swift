// A layer's place in its superlayer: `position` is where its `anchorPoint` (a fraction of its
// bounds, the centre by default) lies in the superlayer; `transform` applies about that point;
// `frame` is derived. A view's layer answers with the view's geometry (its anchor is always the
// centre, its transform the view's affine one).

extension CALayer {
    /// The layer's own coordinate system: origin (scroll offset) and size.
    public var bounds: CGRect {
        get { backingView?.bounds ?? standaloneBounds }
        set {
            if let backingView { return backingView.bounds = newValue }
            guard newValue != standaloneBounds else { return }
            let sizeChanged = newValue.size != standaloneBounds.size
            changing { standaloneBounds = newValue }
            if sizeChanged {
                layerDidChange(shape: true)
                // A new size lays the sublayers out again, as in Core Animation.
                setNeedsLayout()
            }
        }
    }

    /// Where the anchor point lies in the superlayer's coordinates.
    public var position: CGPoint {
        get { backingView?.center ?? standalonePosition }
        set {
            if let backingView { return backingView.center = newValue }
            guard newValue != standalonePosition else { return }
            changing { standalonePosition = newValue }
        }
    }

    /// The point of the bounds, in unit coordinates, that `position` places and `transform`
    /// turns about. (0.5, 0.5) by default; a view's layer keeps its centre.
    public var anchorPoint: CGPoint {
        get { backingView == nil ? storedAnchorPoint : CGPoint(x: 0.5, y: 0.5) }
        set {
            guard backingView == nil, newValue != storedAnchorPoint else { return }
            changing { storedAnchorPoint = newValue }
        }
    }

    /// The layer's transform about its anchor point; drawn by its affine part.
    public var transform: CATransform3D {
        get { backingView.map { CATransform3DMakeAffineTransform($0.transform) } ?? storedTransform }
        set {
            if let backingView { return backingView.transform = CATransform3DGetAffineTransform(newValue) }
            guard newValue != storedTransform else { return }
            changing { storedTransform = newValue }
        }
    }

    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The layer's rectangle in its superlayer: the bounding box of the transformed bounds.
    /// Setting it sets `position` and `bounds` (with an identity transform, exactly).
    public var frame: CGRect {
        get {
            if let backingView { return backingView.frame }
            return CGRect(origin: .zero, size: standaloneBounds.size).applying(toSuperlayer(originAtBounds: false))
        }
        set {
            if let backingView { return backingView.frame = newValue }
            let anchor = anchorPoint
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            position = CGPoint(
                x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
        }
    }

    /// Maps the layer's coordinates to its superlayer's. With `originAtBounds`, the layer's
    /// coordinates are its bounds' (scrolled by the bounds' origin); without, they start at the
    /// top-left corner of the bounds' rectangle.
    func toSuperlayer(originAtBounds: Bool = true) -> CGAffineTransform {
        if let backingView { return backingView.renderTransformToSuperview }
        let size = standaloneBounds.size
        let anchor = CGPoint(x: storedAnchorPoint.x * size.width, y: storedAnchorPoint.y * size.height)
        let origin = originAtBounds ? standaloneBounds.origin : .zero
        return CGAffineTransform(translationX: -anchor.x - origin.x, y: -anchor.y - origin.y)
            .concatenating(CATransform3DGetAffineTransform(storedTransform))
            .concatenating(CGAffineTransform(translationX: standalonePosition.x, y: standalonePosition.y))
    }

    /// Converts `point` from this layer's coordinates to `layer`'s (which must share a tree).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        point.applying(toRoot()).applying((layer?.toRoot() ?? .identity).inverted())
    }

    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        point.applying(layer?.toRoot() ?? .identity).applying(toRoot().inverted())
    }

    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        rect.applying(toRoot()).applying((layer?.toRoot() ?? .identity).inverted())
    }

    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        rect.applying(layer?.toRoot() ?? .identity).applying(toRoot().inverted())
    }

    /// Up to the top of the layer tree (through views, for view layers).
    private func toRoot() -> CGAffineTransform {
        var transform = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer {
            transform = transform.concatenating(current.toSuperlayer())
            layer = current.superlayer
        }
        return transform
    }
}

extension CALayer {
    /// The layer as it is on screen now, mid-animation: a copy with the animated values — the
    /// geometry, opacity and background of a view's layer as its animation shows them, and for a
    /// layer of your own whatever its `CABasicAnimation`s and `CAKeyframeAnimation`s give this frame
    /// (a shape layer's `strokeEnd` included). A layer not animating answers a copy equal to itself.
    /// A subclass of your own has no copy to make (Scanout has no `init(layer:)` to call on it), so it
    /// answers itself.
    public func presentation() -> Self? {
        let copy = makePresentationCopy()
        if let view = backingView {
            copy.bounds = view.renderBounds
            copy.position = view.renderCenter
            copy.setAffineTransform(view.renderTransform)
            copy.opacity = Float(view.renderAlpha)
            copy.backgroundColor = view.renderBackgroundColor?.cgColor
        } else {
            copy.bounds = presentedBounds
            copy.position = presentedPosition
            copy.opacity = presentedValue("opacity")?.number.map(Float.init) ?? opacity
            copy.backgroundColor = presentedValue("backgroundColor")?.color ?? backgroundColor
            copy.setAffineTransform(animatedTransform(over: affineTransform()))
            copy.cornerRadius = presentedValue("cornerRadius")?.number.map { CGFloat($0) } ?? cornerRadius
        }
        return (copy as? Self) ?? self
    }

    /// Copies what every layer has (not the sublayers, the delegate or the animations).
    func copyModelValues(to copy: CALayer) {
        copy.bounds = bounds
        copy.position = position
        copy.anchorPoint = anchorPoint
        copy.transform = transform
        copy.opacity = opacity
        copy.backgroundColor = backgroundColor
        copy.cornerRadius = cornerRadius
        copy.maskedCorners = maskedCorners
        copy.borderWidth = borderWidth
        copy.borderColor = borderColor
        copy.isHidden = isHidden
        copy.shadowColor = shadowColor
        copy.shadowOpacity = shadowOpacity
        copy.shadowRadius = shadowRadius
        copy.shadowOffset = shadowOffset
        copy.shadowPath = shadowPath
        copy.name = name
        copy.zPosition = zPosition
    }
}
