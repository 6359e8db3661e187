/// Paints one view subtree into a context set up in screen points.
///
/// Order, as Core Animation composites a layer: background (rounded by the corner radius), the
/// view's own `draw(_:)`, the subviews (clipped to the bounds when the view clips), then the border
/// on top. A view with alpha below one is painted into a group and composited at that opacity, so
/// overlapping subviews do not show through each other. Main actor.
@preconcurrency @MainActor
struct ViewPainter {
    /// What the painter draws on, and the shared context `draw(_:)` receives.
    let context: CGContext
    /// The damaged rectangles, in screen points: views that miss them are skipped.
    let dirtyRects: [CGRect]
    /// Their bounding box: a view that misses it misses them all (one test for most views).
    let dirty: CGRect
    /// Where views' drawing is kept between frames; nil to call every `draw(_:)` directly (a
    /// one-off rendering such as `CALayer.render(in:)`).
    let backingStores: BackingStores?
    /// Set when painting a translucent view's subtree into its group store: only that view's own
    /// drawing comes from its store (so a view that starts to fade is not drawn again); the views
    /// inside are drawn directly, as their pixels are kept in the group store already.
    let groupRoot: UIView?
    /// The frame's pixman work waiting to run on all cores (see `PixmanBatch`): the painter adds
    /// opaque backgrounds and kept stores to it, and runs it before cairo draws anything. Nil when
    /// painting anywhere but the frame (a group store, `CALayer.render(in:)`).
    let batch: PixmanBatch?
    /// The view that covers the damage opaquely, whose ancestors' own painting and earlier
    /// subviews are skipped (see `OpaqueCover`); nil to paint everything.
    let cover: OpaqueCover?
    /// Told of views skipped for geometry that is not finite; nil to skip them silently.
    let warnings: GeometryWarnings?

    init(
        context: CGContext, dirtyRects: [CGRect], backingStores: BackingStores? = nil, groupRoot: UIView? = nil,
        batch: PixmanBatch? = nil, cover: OpaqueCover? = nil, warnings: GeometryWarnings? = nil
    ) {
        self.context = context
        self.dirtyRects = dirtyRects
        self.dirty = dirtyRects.reduce(CGRect.null) { $0.union($1) }
        self.backingStores = backingStores
        self.groupRoot = groupRoot
        self.batch = batch
        self.cover = cover
        self.warnings = warnings
    }

    /// Paints `window` and everything in it; the window's frame is in screen coordinates.
    ///
    /// Depth-first with an explicit stack, not recursion: a recursive painter's frame (drawing
    /// state, transforms, rectangles) overflowed the main thread's 8 MB stack between 7,000 and
    /// 10,000 nested views. `levels` is that stack, empty before and after; the compositor keeps
    /// it from frame to frame, so painting allocates nothing once it has been as deep as the tree.
    ///
    /// `root` may be any view: `parentToScreen` maps its superview's coordinates to the screen,
    /// and a group store's root (`asGroupRoot`) is painted at full opacity (its store is
    /// composited at its alpha).
    func paint(
        _ root: UIView, parentToScreen: CGAffineTransform = .identity, asGroupRoot: Bool = false,
        levels: inout [Level]
    ) {
        // The level being painted stays in a local; only its ancestors wait in `levels`, and a
        // subview without subviews of its own (most views) is finished without a push.
        guard var current = begin(root, parentToScreen: parentToScreen, asGroupRoot: asGroupRoot) else { return }
        while true {
            if current.nextSubview < current.subviews.count {
                let subview = current.subviews[current.nextSubview]
                if current.hasAddedLayers, current.nextSubview > 0, let layer = current.layer {
                    paintAddedLayers(of: layer, above: current.subviews[current.nextSubview - 1])
                }
                current.nextSubview += 1
                guard let child = begin(subview, parentToScreen: current.toScreen) else { continue }
                if child.subviews.isEmpty {
                    finish(child)
                } else {
                    levels.append(current)
                    current = child
                }
                continue
            }
            finish(current)
            guard let parent = levels.popLast() else { return }
            current = parent
        }
    }

    /// A view whose background and content are painted and whose subviews are being painted:
    /// what finishing it needs.
    struct Level {
        /// The view's layer, for the border drawn over the subviews.
        let layer: CALayer?
        /// The subviews as they were when the view's content was drawn (`draw(_:)` may change them).
        let subviews: [UIView]
        var nextSubview = 0
        let toScreen: CGAffineTransform
        let bounds: CGRect
        let boundsVisible: Bool
        let alpha: CGFloat
        let isGroup: Bool
        /// The view's layer's mask, whose group is painted through it before the alpha's.
        let mask: CALayer?
        /// Whether layers were added to the view's layer (drawn between and above the subviews).
        let hasAddedLayers: Bool
        /// A vibrancy content view's colour: its subtree's group is filled in it, as a silhouette.
        var vibrancyColor: UIColor? = nil
    }

    // MARK: - Private

    /// Paints `view`'s background and content and sets up the clip for its subviews; nil when
    /// nothing of it or its subtree shows (the drawing state is then untouched). Inlined, as is
    /// `finish`: as calls, the pair cost a damage-limited frame (`make bench`, c) about 5%.
    @inline(__always)
    private func begin(_ view: UIView, parentToScreen: CGAffineTransform, asGroupRoot: Bool = false) -> Level? {
        let alpha = asGroupRoot ? 1 : view.renderAlpha
        guard !view.isHidden, alpha > 0 else { return nil }
        let toParent = view.renderTransformToSuperview
        let toScreen = toParent.concatenating(parentToScreen)
        let bounds = view.renderBounds
        // Geometry that is not numbers (a frame computed by a division by zero) draws nothing, as
        // in UIKit, and neither does the subtree it places; the app hears of it once.
        guard toScreen.isFinite, bounds.isFinite else {
            warnings?.skipping(view)
            return nil
        }
        let boundsOnScreen = bounds.applying(toScreen)
        let boundsVisible =
            boundsOnScreen.intersects(dirty)
            && (dirtyRects.count == 1 || dirtyRects.containsAny { boundsOnScreen.intersects($0) })
        if view.clipsToBounds, !boundsVisible { return nil }
        // Nor does a view without subviews (most views: a list's labels beside a scrolled strip)
        // unless a shadow or an added layer reaches outside its bounds: its background, content
        // and border are inside them. Returning here spares the drawing state's save and restore.
        if !boundsVisible, view.storedSubviews.isEmpty, !view.paintsOutsideItsBounds { return nil }
        // Nor does a subtree that reaches none of the damage (a grid's cells away from a scroll
        // frame's strip): its extent is kept between frames, so it is not walked. A point of
        // margin for a border's antialiasing, as `visualExtentInScreen()` has.
        if !boundsVisible {
            let reach = view.keptRenderExtent().applying(toScreen).insetBy(dx: -1, dy: -1)
            guard reach.intersects(dirty), dirtyRects.count == 1 || dirtyRects.containsAny({ reach.intersects($0) })
            else { return nil }
        }

        // A translucent view's group store is painted in its superview's coordinates.
        let parentMatrix = context.ctm
        // The view's matrix on the frame, made as concatenating would make it. Cairo puts a
        // context that is given a matrix it cannot invert (a view scaled to 0, or so large that
        // the determinant overflows) into an error state for good, which would end the frame's
        // drawing; such a view shows nothing (no area, or none that fits), so it is skipped.
        guard let onFrame = toParent.concatenatingIfCairoAccepts(parentMatrix) else { return nil }
        context.saveDrawingState()
        context.replaceTransform(with: onFrame)

        let layer = view.storedLayer
        // A plain view with no subviews draws only its background: its alpha folds into the fill's
        // colour, exactly, with no group.
        let foldsAlpha =
            alpha < 1 && view.storedSubviews.isEmpty && type(of: view) == UIView.self
            && (layer?.borderWidth ?? 0) == 0
        let isGroup = alpha < 1 && !foldsAlpha
        // A masked view's subtree is drawn into a group of its own, painted through the mask.
        let mask = layer?.mask
        // Opaque again (a fade that ended), or masked: the kept subtree is no longer needed.
        if !isGroup || mask != nil, !asGroupRoot, view.groupStore != nil { view.groupStore = nil }
        if isGroup || mask != nil {
            // The group's surface is as large as the clip: limit it to what the subtree draws, or
            // translucent views would each composite a whole-screen group. The point of margin keeps
            // the antialiased edges of a rotated view whole.
            let extent = (view.clipsToBounds ? bounds : view.renderExtentInOwnCoordinates()).insetBy(dx: -1, dy: -1)
            if isGroup, mask == nil, let backingStores, groupRoot == nil,
                backingStores.paintGroup(
                    view, extent: extent, alpha: alpha, toScreen: toScreen, parentMatrix: parentMatrix,
                    parentToScreen: parentToScreen, dirty: dirty, into: context, batch: batch)
            {
                context.restoreDrawingState()
                return nil
            }
            context.clipToRectangle(extent)
            if isGroup { context.pushGroup() }
            if mask != nil { context.pushGroup() }
        }
        // A vibrancy effect's content view: its subtree is drawn into a group of its own, filled in
        // the vibrancy's colour through its alpha when the subtree is done.
        let vibrancyColor = layer?.vibrancyColor?.resolved(for: view)
        if vibrancyColor != nil {
            let extent = view.clipsToBounds ? bounds : view.renderExtentInOwnCoordinates()
            context.clipToRectangle(extent.isNull ? bounds : extent.insetBy(dx: -1, dy: -1))
            context.pushGroup()
        }

        // On the way down to the view that covers the damage, nothing of this view's own painting,
        // nor the subviews before the next one on the way, would show (such a view is opaque, so
        // no group, and has no added layers).
        let firstSubview = cover?.nextSubviewIndex(below: view)
        let paintsItself = firstSubview == nil
        if paintsItself, let layer, layer.castsShadow {
            paintShadow(of: layer, bounds: bounds)
        }
        if paintsItself, boundsVisible, let color = view.renderBackgroundColor, color.alpha > 0 {
            let fillAlpha = color.alpha * (foldsAlpha ? alpha : 1)
            if let pattern = color.cgColor.pattern {
                // A pattern colour's tiles start at the bounds' origin, as UIKit's.
                beforeCairoDraws()
                addShape(of: bounds, layer: layer)
                context.fillReplayedPath(pattern: pattern, alpha: fillAlpha)
            } else if !fillThroughPixman(bounds, layer: layer, color: color, alpha: fillAlpha) {
                beforeCairoDraws()
                addShape(of: bounds, layer: layer)
                context.fillReplayedPath(red: color.red, green: color.green, blue: color.blue, alpha: fillAlpha)
            }
        }
        // A view backed by a gradient or shape layer (`layerClass`): the layer's drawing, under
        // the view's own.
        if paintsItself, boundsVisible, let layer, type(of: layer) != CALayer.self {
            beforeCairoDraws()
            context.beginDrawing(clippedTo: nil)
            UIGraphicsPushContext(context)
            layer.draw(in: context)
            UIGraphicsPopContext()
            context.endDrawing()
        }
        // An image set as the layer's `contents` (`view.layer.contents = image.cgImage`), placed
        // by its `contentsGravity`, over the background and under what the view draws.
        if paintsItself, boundsVisible, let layer, let image = layer.contents as? CGImage {
            beforeCairoDraws()
            context.beginDrawing(clippedTo: nil)
            let pixels = CGSize(width: image.width, height: image.height)
            context.draw(image, in: layer.contentsRect(forPixelSize: pixels, in: bounds))
            context.endDrawing()
        }
        if view.clipsToBounds {
            addShape(of: bounds, layer: layer)
            context.clipToReplayedPath()
        }
        // A plain `UIView` draws nothing of its own (its `draw(_:)` is empty).
        if paintsItself, boundsVisible, type(of: view) != UIView.self {
            if let backingStores, groupRoot == nil || groupRoot === view,
                let placement = BackingStorePlacement(
                    context: context, bounds: bounds, view: view, stores: backingStores),
                backingStores.paint(view, at: placement, into: context, batch: batch)
            {
                // Composited from the view's store.
            } else {
                // What `draw(_:)` is asked for: the damaged rectangles' parts inside the view
                // (their union), not their bounding box, so a view between two small changes far
                // apart draws only what it must.
                var damaged = CGRect.null
                for rect in dirtyRects { damaged = damaged.union(rect.intersection(boundsOnScreen)) }
                let visible = damaged.applying(toScreen.inverted()).intersection(bounds)
                drawContent(of: view, visible: visible)
            }
        }
        let hasAddedLayers = !(layer?.addedSublayers.isEmpty ?? true)
        if hasAddedLayers, let layer { paintAddedLayers(of: layer, above: nil) }
        return Level(
            layer: layer, subviews: view.storedSubviews, nextSubview: firstSubview ?? 0, toScreen: toScreen,
            bounds: bounds, boundsVisible: boundsVisible, alpha: alpha, isGroup: isGroup, mask: mask,
            hasAddedLayers: hasAddedLayers, vibrancyColor: vibrancyColor)
    }

    /// After the subviews: the border on top, the group composited, the drawing state restored.
    @inline(__always)
    private func finish(_ level: Level) {
        if level.hasAddedLayers, let layer = level.layer { paintTopAddedLayers(of: layer, subviews: level.subviews) }
        if level.boundsVisible, let layer = level.layer, layer.borderWidth > 0,
            let color = layer.borderColor, color.alpha > 0
        {
            drawBorder(bounds: level.bounds, layer: layer, color: color)
        }
        // The group pushed for a translucent view (one too large to keep, or not placed by a
        // translation), composited at its alpha: through pixman when the clip is whole pixels, so
        // on the frame it joins the batch and a screen-sized fading panel uses every core; else by
        // cairo. The same pixels either way (see `BackingStore.composite`).
        if let color = level.vibrancyColor {
            context.popGroupAndFill(
                red: color.red, green: color.green, blue: color.blue, alpha: color.alpha, batch: batch)
        }
        if let mask = level.mask {
            context.popGroupAndPaint(maskedBy: { paintMask(mask, toScreen: level.toScreen) }, batch: batch)
        }
        if level.isGroup { context.popGroupAndComposite(alpha: level.alpha, batch: batch) }
        context.restoreDrawingState()
    }

    /// Paints a mask for the group of a view whose coordinates go to the screen by `toScreen`: a
    /// mask view (`UIView.mask`) with its subviews, by a painter of its own that keeps no stores
    /// and batches nothing (the mask is drawn straight into its group, for its alpha only); a
    /// plain layer as layers are.
    private func paintMask(_ mask: CALayer, toScreen: CGAffineTransform) {
        guard let view = mask.backingView, view.storedLayer === mask else {
            paint(mask)
            return
        }
        beforeCairoDraws()
        let painter = ViewPainter(context: context, dirtyRects: dirtyRects, warnings: warnings)
        var levels: [Level] = []
        context.saveDrawingState()
        painter.paint(view, parentToScreen: toScreen, levels: &levels)
        context.restoreDrawingState()
    }

    /// Runs the view's `draw(_:)` with the shared context current, its state saved around it and
    /// clipped to the bounds: as in UIKit, what `draw(_:)` paints stays inside the view.
    private func drawContent(of view: UIView, visible: CGRect) {
        beforeCairoDraws()
        context.beginDrawing(clippedTo: visible)
        UIGraphicsPushContext(context)
        view.traitCollection.performAsCurrent { view.draw(visible) }
        UIGraphicsPopContext()
        context.endDrawing()
    }

    /// A background whose corners are square and whose edges fall on pixel boundaries, filled
    /// straight through pixman (see `PixmanTarget`), opaque or blended at `alpha`: most
    /// backgrounds (a list's rows, a text field's, a caret, a dimming view). False when it does not
    /// qualify, and cairo fills it.
    private func fillThroughPixman(_ bounds: CGRect, layer: CALayer?, color: UIColor, alpha: CGFloat) -> Bool {
        if let layer, layer.hasRoundedCorners { return false }
        return context.fillPixelAligned(
            bounds, red: color.red, green: color.green, blue: color.blue, alpha: alpha, batch: batch)
    }

    /// A border is stroked inside the bounds, so its outer edge follows the bounds' (rounded) edge.
    func drawBorder(bounds: CGRect, layer: CALayer, color: CGColor) {
        let width = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
        let inner = bounds.insetBy(dx: width / 2, dy: width / 2)
        guard !inner.isNull else { return }
        let radius = max(0, layer.cornerRadius - width / 2)
        beforeCairoDraws()
        addShape(of: inner, radius: radius, corners: layer.maskedCorners)
        context.setLineWidth(width)
        context.strokeReplayedPath(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// Runs the frame's waiting pixman work if cairo is about to draw on the frame (see
    /// `PixmanBatch.flush(beforeCairoDrawsOn:)`): inside a translucent view's group it keeps
    /// waiting, so a screen of translucent cards too many to keep is still one batch.
    @inline(__always)
    func beforeCairoDraws() {
        batch?.flush(beforeDrawingOn: context)
    }

    func addShape(of rect: CGRect, layer: CALayer?) {
        if let layer, layer.hasRoundedCorners {
            addShape(of: rect, radius: layer.cornerRadius, corners: layer.maskedCorners)
        } else {
            context.replayRectangle(rect)
        }
    }

    func addShape(of rect: CGRect, radius: CGFloat, corners: CACornerMask) {
        if radius <= 0 || corners.isEmpty {
            context.replayRectangle(rect)
            return
        }
        var path = PathGeometry()
        path.addRoundedRect(in: rect, corners: corners.rectCorners, cornerRadii: CGSize(width: radius, height: radius))
        context.replay(path)
    }
}
