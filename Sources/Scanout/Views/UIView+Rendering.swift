// What the compositor needs from a view: the values it is drawn with (model values, or an
// animation's presentation values), and damage reports when anything visible changes.
//
// Every visible change goes through here: `setAnimatable` for the animatable properties (centre,
// bounds, transform, alpha, background colour), `appearanceDidChange` for the rest. Each reports
// the view's drawn extent in screen points before and after, so the next frame repaints exactly
// the area that changed.

/// A change to one animatable property, carrying the new value.
enum AnimatableChange {
    case center(CGPoint)
    case bounds(CGRect)
    case transform(CGAffineTransform)
    case alpha(CGFloat)
    case backgroundColor(UIColor?)
}

/// The values an in-flight animation shows instead of the model's; nil means "the model value".
/// One per animated view, owned by it. A class, not a struct: every view's drawn values are read
/// through it many times a frame, and reading a field of an optional struct stored in a class
/// copied the whole struct (about 140 bytes) each time.
@preconcurrency @MainActor
final class PresentationState {
    var center: CGPoint?
    var bounds: CGRect?
    var transform: CGAffineTransform?
    var alpha: CGFloat?
    var backgroundColor: UIColor??
    /// The animator running the animations.
    var animator: ViewAnimator? {
        get { unretainedAnimator?.takeUnretainedValue() }
        set { unretainedAnimator = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// Safety: the animator clears the presentation of every view it animates when it goes (its
    /// deinit), so this never outlives it. Not `weak`: a weak field made every read of a view's
    /// presentation (each view, each frame) copy it through the runtime.
    private var unretainedAnimator: Unmanaged<ViewAnimator>?

    var isEmpty: Bool {
        center == nil && bounds == nil && transform == nil && alpha == nil && backgroundColor == nil
    }
}

extension UIView {
    // MARK: Values as drawn

    var renderCenter: CGPoint {
        let center = presentation?.center ?? storedCenter
        // A Core Animation animation of the layer's position (a key-frame path) moves the view.
        guard let storedLayer, !storedLayer.animatedValues.isEmpty else { return center }
        return storedLayer.animatedPosition(over: center)
    }
    var renderBounds: CGRect { presentation?.bounds ?? storedBounds }
    var renderTransform: CGAffineTransform {
        let base = presentation?.transform ?? storedTransform
        // Core Animation animations on the view's layer (a spinner's rotation) turn it on top.
        guard let storedLayer, !storedLayer.animatedValues.isEmpty else { return base }
        return storedLayer.animatedTransform(over: base)
    }
    var renderAlpha: CGFloat {
        if let storedLayer, !storedLayer.animatedValues.isEmpty,
            let opacity = storedLayer.presentedValue("opacity")?.number
        {
            return opacity
        }
        return presentation?.alpha ?? storedAlpha
    }
    /// The background as drawn now: mid-animation the presented one, and a dynamic colour as it
    /// resolves with the view's traits.
    var renderBackgroundColor: UIColor? {
        let color: UIColor?
        if let animated = presentation?.backgroundColor { color = animated } else { color = storedBackgroundColor }
        return color?.resolved(for: self)
    }

    /// Maps the view's drawn coordinates to its superview's, with presentation values.
    var renderTransformToSuperview: CGAffineTransform {
        let bounds = renderBounds
        let center = renderCenter
        let transform = renderTransform
        // Most views are only moved: a translation, without two matrix products.
        if transform.isIdentity {
            return CGAffineTransform(translationX: center.x - bounds.midX, y: center.y - bounds.midY)
        }
        return CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    // MARK: Changing

    /// Applies `change` to the model, animating it when inside a `UIView.animate` block, and
    /// reports the damage.
    func setAnimatable(_ change: AnimatableChange) {
        guard changes(change) else { return }
        let movesPixels = recordsScrollByMovingPixels(change)
        // Moved pixels are not damage, but a scroll view's kept extent holds its bounds.
        if movesPixels { forgetRenderExtents() } else { damageExtent() }
        let oldBoundsSize = storedBounds.size
        let from = currentRenderValue(for: change)
        switch change {
        case .center(let value): storedCenter = value
        case .bounds(let value): storedBounds = value
        case .transform(let value): storedTransform = value
        case .alpha(let value): storedAlpha = value
        case .backgroundColor(let value):
            storedBackgroundColor = value
            // As in UIKit, a view that draws is redrawn for a new background colour (its drawing
            // may use it); a translucent subtree kept whole shows the colour.
            backingStore?.invalidateAll()
            groupStore?.invalidateAll()
        }
        if isReportedForNonFiniteGeometry, storedCenter.isFinite, storedBounds.isFinite, storedTransform.isFinite {
            // Numbers again: a later relapse is reported again (see `GeometryWarnings`).
            isReportedForNonFiniteGeometry = false
        }
        if let animation = UIViewAnimationContext.current {
            animation.record(self, from: from, to: change)
        } else {
            clearPresentation(for: change)
        }
        if !movesPixels { damageExtent() }
        if subtreeUsesAutoLayout { layoutGeometryDidChange(change) }
        if case .bounds(let value) = change, value.size != oldBoundsSize {
            resizeSubviews(from: oldBoundsSize)
            setNeedsLayout()
            // A window's size decides its size classes.
            if self is UIWindow { refreshTraits() }
        }
        KeyValueObservationCenter.somethingChanged()
    }

    /// A scroll view's content moving (its bounds' origin, outside an animation) is handed to the
    /// compositor to move the pixels already drawn (`Compositor+Scrolling`); true when it took it,
    /// false when the change must be damaged as any other.
    private func recordsScrollByMovingPixels(_ change: AnimatableChange) -> Bool {
        guard case .bounds(let value) = change, value.size == storedBounds.size, self is UIScrollView,
            UIViewAnimationContext.current == nil, presentation?.bounds == nil, clipsToBounds,
            let compositor = visibleCompositor, let screenRect = screenRectIfTranslated
        else { return false }
        let offset = CGPoint(x: storedBounds.minX - value.minX, y: storedBounds.minY - value.minY)
        return compositor.recordScroll(of: self, screenRect: screenRect, by: offset)
    }

    /// Something drawn changed without moving the view (layer style, clipping, visibility).
    func appearanceDidChange() {
        backingStore?.invalidateAll()
        groupStore?.invalidateAll()
        damageExtent()
    }

    /// Reports `rect`, in this view's coordinates, as needing a redraw: what the view draws
    /// changed there.
    func reportDamage(_ rect: CGRect) {
        groupStore?.invalidateAll()
        invalidateGroupStoresAbove()
        guard let compositor = visibleCompositor, !rect.isNull else {
            damageMaskedView()
            return
        }
        compositor.addDamage(rect.applying(renderTransformToScreen()))
    }

    /// Reports everything the view and its unclipped subviews draw as needing a redraw: the view
    /// moved, faded, appeared or went, or its subtree changed. The view's own group store stays
    /// (its subtree drew the same); those of its ancestors, which hold the view, do not.
    func damageExtent() {
        forgetRenderExtents()
        invalidateGroupStoresAbove()
        guard let compositor = visibleCompositor else {
            damageMaskedView()
            return
        }
        compositor.addDamage(visualExtentInScreen())
    }

    /// A view outside any window may be (inside) another view's mask (`UIView.mask`): what it
    /// draws changed, so the view it masks is painted again.
    private func damageMaskedView() {
        guard UIView.viewsWithMaskViews > 0 else { return }
        var root = self
        while let superview = root.storedSuperview { root = superview }
        guard let masked = root.storedLayer?.maskedLayerLink?.backingView, masked.storedMaskView === root else {
            return
        }
        masked.appearanceDidChange()
    }

    /// Something in the subtrees of the view's ancestors changed: their group stores (translucent
    /// subtrees kept whole, see `BackingStore`) are painted again. Done in or out of a window: a
    /// subtree kept while shown must not come back stale.
    private func invalidateGroupStoresAbove() {
        guard UIView.viewsWithGroupStores > 0 else { return }
        var ancestor = storedSuperview
        while let current = ancestor {
            current.groupStore?.invalidateAll()
            ancestor = current.storedSuperview
        }
    }

    /// The area the view and its subviews cover on screen, as drawn: the view's bounds and, unless
    /// it clips, its visible subviews', recursively. A border's antialiasing can spill half a point,
    /// so the box grows by one point.
    func visualExtentInScreen() -> CGRect {
        var extent = CGRect.null
        accumulateExtent(into: &extent, transform: renderTransformToScreen())
        // A view (and subtree) of no area draws nothing: no margin around nothing.
        return extent.isNull || extent.isEmpty ? .null : extent.insetBy(dx: -1, dy: -1)
    }

    /// The area the view and its unclipped subviews draw, in the view's own coordinates.
    func renderExtentInOwnCoordinates() -> CGRect {
        var extent = CGRect.null
        accumulateExtent(into: &extent, transform: .identity)
        return extent
    }

    /// `renderExtentInOwnCoordinates()`, kept from frame to frame: the painter asks it of every
    /// subtree whose root is outside the damage, to pass over the subtrees that cannot reach it
    /// (a grid's cells away from the strip a scroll frame paints) without walking them.
    ///
    /// Each view keeps its own, made from its subviews' (those not hidden, below a view that does
    /// not clip), so whenever a view has one, so has each subview it was made from. Every change
    /// that moves what a view draws reports damage (`damageExtent()`, `setAnimatable`), which
    /// forgets the extent of the view and of each ancestor up to the first that has none: by the
    /// rule above, no view above that one was made from it. The walk stops there, so building a
    /// deep tree (where no extent is kept yet) stays linear.
    func keptRenderExtent() -> CGRect {
        if let kept = cachedRenderExtent { return kept }
        // After the subviews, without recursion (trees can be deeper than a stack allows).
        var pending: [(view: UIView, subviewsDone: Bool)] = [(self, false)]
        while let (view, subviewsDone) = pending.popLast() {
            if subviewsDone {
                view.cachedRenderExtent = view.extentFromKeptSubviewExtents()
                continue
            }
            pending.append((view, true))
            guard !view.clipsToBounds else { continue }
            for subview in view.storedSubviews where !subview.isHidden && subview.cachedRenderExtent == nil {
                pending.append((subview, false))
            }
        }
        return cachedRenderExtent ?? .null
    }

    /// Forgets the kept extents this change makes wrong (see `keptRenderExtent()`).
    func forgetRenderExtents() {
        cachedRenderExtent = nil
        var ancestor = storedSuperview
        while let current = ancestor, current.cachedRenderExtent != nil {
            current.cachedRenderExtent = nil
            ancestor = current.storedSuperview
        }
    }

    /// The view's bounds, what its layer draws beyond them, and (unless it clips) its visible
    /// subviews' kept extents: what `accumulateExtent` gathers, one level at a time.
    private func extentFromKeptSubviewExtents() -> CGRect {
        let own = renderBounds
        // Geometry that is not numbers draws nothing, nor does its subtree (see `ViewPainter`).
        guard own.isFinite else { return .null }
        var extent = own
        if let layer = storedLayer, layer.castsShadow || !layer.addedSublayers.isEmpty {
            let beyond = layer.extentBeyondBounds()
            if !beyond.isNull { extent = extent.union(beyond) }
        }
        guard !clipsToBounds else { return extent }
        for subview in storedSubviews where !subview.isHidden {
            guard let kept = subview.cachedRenderExtent, !kept.isNull else { continue }
            let placed = kept.applying(subview.renderTransformToSuperview)
            if placed.isFinite { extent = extent.union(placed) }
        }
        return extent
    }

    /// Whether the view's own painting reaches outside its bounds: a shadow, or layers added to
    /// its layer. (Its subviews' painting is theirs.)
    var paintsOutsideItsBounds: Bool {
        guard let layer = storedLayer else { return false }
        return layer.castsShadow || !layer.addedSublayers.isEmpty
    }

    /// Maps drawn coordinates to the screen.
    func renderTransformToScreen() -> CGAffineTransform {
        // The walk of `transformToScreen(through:)`, written out: through a key path it cost a
        // dynamic property read per level, on every damage report.
        var result = CGAffineTransform.identity
        var view: UIView? = self
        while let current = view {
            result = result.concatenating(current.renderTransformToSuperview)
            view = current.storedSuperview
        }
        return result
    }

    // MARK: - Private

    /// The compositor of the application whose visible window shows this view.
    var visibleCompositor: Compositor? {
        guard let window = cachedWindow, !window.isHidden || window === self, let application = window.application
        else { return nil }
        return application.compositor
    }

    /// Depth first with an explicit stack, not recursion: view trees can be deeper than a
    /// secondary thread's stack allows.
    private func accumulateExtent(into extent: inout CGRect, transform: CGAffineTransform) {
        // Most views are leaves without layer extras: no stack for them.
        // A view whose geometry is not numbers draws nothing, nor does its subtree (see
        // `ViewPainter`): it adds nothing, so it cannot turn the whole extent into NaN.
        if storedSubviews.isEmpty, !paintsOutsideItsBounds {
            let own = renderBounds.applying(transform)
            if own.isFinite { extent = extent.union(own) }
            return
        }
        var pending: [(view: UIView, transform: CGAffineTransform)] = [(self, transform)]
        while let (view, transform) = pending.popLast() {
            let own = view.renderBounds.applying(transform)
            guard own.isFinite else { continue }
            extent = extent.union(own)
            // A shadow and layers added to the view's layer can reach beyond the bounds.
            if let layer = view.storedLayer, layer.castsShadow || !layer.addedSublayers.isEmpty {
                let beyond = layer.extentBeyondBounds()
                if !beyond.isNull { extent = extent.union(beyond.applying(transform)) }
            }
            guard !view.clipsToBounds else { continue }
            for subview in view.storedSubviews where !subview.isHidden {
                pending.append((subview, subview.renderTransformToSuperview.concatenating(transform)))
            }
        }
    }

    private func changes(_ change: AnimatableChange) -> Bool {
        switch change {
        case .center(let value): value != storedCenter
        case .bounds(let value): value != storedBounds
        case .transform(let value): value != storedTransform
        case .alpha(let value): value != storedAlpha
        case .backgroundColor(let value): value != storedBackgroundColor
        }
    }

    /// The value of `change`'s property as currently drawn: where an animation starts from.
    private func currentRenderValue(for change: AnimatableChange) -> AnimatableChange {
        switch change {
        case .center: .center(renderCenter)
        case .bounds: .bounds(renderBounds)
        case .transform: .transform(renderTransform)
        case .alpha: .alpha(renderAlpha)
        case .backgroundColor: .backgroundColor(renderBackgroundColor)
        }
    }

    /// A change made outside an animation shows at once, stopping any animation of that property.
    private func clearPresentation(for change: AnimatableChange) {
        guard presentation != nil else { return }
        switch change {
        case .center: presentation?.center = nil
        case .bounds: presentation?.bounds = nil
        case .transform: presentation?.transform = nil
        case .alpha: presentation?.alpha = nil
        case .backgroundColor: presentation?.backgroundColor = nil
        }
        presentation?.animator?.stopAnimating(self, property: change.property)
        if presentation?.isEmpty == true { presentation = nil }
    }
}

/// The animatable properties, by name.
enum AnimatableProperty: Hashable {
    case center, bounds, transform, alpha, backgroundColor
}

extension AnimatableChange {
    var property: AnimatableProperty {
        switch self {
        case .center: .center
        case .bounds: .bounds
        case .transform: .transform
        case .alpha: .alpha
        case .backgroundColor: .backgroundColor
        }
    }
}
