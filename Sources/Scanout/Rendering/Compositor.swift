/// Draws the application's windows into its frame, repainting only what was damaged.
///
/// Views report damage (in screen points) as they change; `render(windows:)` turns the region into
/// pixel rectangles, clips to them, clears them and draws every visible window back to front —
/// each view's background, `draw(_:)`, subviews and border, with `alpha` as group opacity,
/// `transform`, `clipsToBounds` and `layer.cornerRadius`. Views whose bounds miss the damaged area
/// are skipped without drawing. One per application; main actor.
@preconcurrency @MainActor
final class Compositor {
    let screen: UIScreen
    private(set) var frame: FrameBuffer
    /// What must be repainted at the next frame (`Compositor+Scrolling` moves parts of it).
    var damage = DamageRegion()
    /// Scroll views whose content moved since the last frame (see `Compositor+Scrolling`).
    var pendingScrolls: [PendingScroll] = []
    /// The pixel rectangles the last frame repainted (without those whose pixels only moved).
    package private(set) var lastPaintedRects: [PixelRect] = []
    /// Told whenever damage is added: the application asks for a frame.
    var damageHandler: (@MainActor () -> Void)?
    /// The painter's stack of views being painted, kept between frames for its capacity.
    private var paintLevels: [ViewPainter.Level] = []
    /// Views' drawing kept between frames, and the memory it may take.
    let backingStores: BackingStores
    /// The frame's fills and composites, run together on all cores (see `PixmanBatch`).
    let batch: PixmanBatch?
    /// The fast paths this compositor's frames and its views' drawing take. All make the same
    /// pixels; tests turn one off to compare, `scanout-bench --one-core` to time one core.
    var pixelPaths = PixelPaths() {
        didSet { batch?.usesAllCores = pixelPaths.usesAllCores }
    }
    /// Whether a frame skips the views an opaque view covers (see `OpaqueCover`); tests turn it
    /// off to compare the frames.
    var skipsCoveredViews = true
    /// Views skipped for geometry that is not finite, reported once each.
    let geometryWarnings = GeometryWarnings()

    init(screen: UIScreen) {
        self.screen = screen
        self.frame = FrameBuffer(
            width: Compositor.pixels(screen.bounds.width, screen.scale),
            height: Compositor.pixels(screen.bounds.height, screen.scale))
        backingStores = BackingStores(screenPixels: frame.width * frame.height)
        batch = PixmanBatch(surface: frame.surface)
        damage.add(screen.bounds)
    }

    var hasDamage: Bool { !damage.isEmpty || !pendingScrolls.isEmpty }

    /// The bounding box of the damage waiting for the next frame, in screen points.
    var pendingDamageBounds: CGRect {
        pendingScrolls.reduce(damage.bounds) { $0.union($1.screenRect) }
    }

    /// Records `rect` (screen points) as needing a redraw.
    func addDamage(_ rect: CGRect) {
        let visible = rect.intersection(screen.bounds)
        guard !visible.isNull, !visible.isEmpty else { return }
        damage.add(visible)
        damageHandler?()
    }

    /// Moves the pixels of scrolled content, repaints the damaged region from `windows` (back to
    /// front) and returns the pixel rectangles that changed (moved or repainted), or an empty list
    /// when nothing did.
    @discardableResult
    func render(windows: [UIWindow]) -> [PixelRect] {
        let moved = pendingScrolls.isEmpty ? [] : applyPendingScrolls(windows: windows)
        if !VisualEffectBackdropLayer.live.isEmpty { damageBlursOverDamage(windows: windows) }
        let rects = damage.pixelRects(scale: screen.scale, width: frame.width, height: frame.height)
        damage.removeAll()
        lastPaintedRects = rects
        guard !rects.isEmpty else { return moved }
        guard let context = frame.makeContext() else { return [] }
        context.pixelPaths = pixelPaths
        context.clip(toPixelRects: rects)
        let dirtyRects = rects.map { $0.points(scale: screen.scale) }
        // `selecting`, not `filter`: see `MainActorSelection`.
        let visibleWindows = windows.selecting { !$0.isHidden }
        // The screen behind every window is black — unless a view paints every damaged pixel
        // opaquely, when what is painted before it (the clear too) would only be painted over.
        let cover =
            skipsCoveredViews
            ? OpaqueCover.find(
                covering: dirtyRects.reduce(CGRect.null) { $0.union($1) },
                pixelArea: rects.reduce(0) { $0 + $1.area }, in: visibleWindows) : nil
        if cover == nil { context.replaceWithinClip(red: 0, green: 0, blue: 0, alpha: 1) }
        context.scaleBy(x: screen.scale, y: screen.scale)

        let painter = ViewPainter(
            context: context, dirtyRects: dirtyRects, backingStores: backingStores, batch: batch,
            cover: cover, warnings: geometryWarnings)
        defer {
            // Before anyone reads the frame (and before the stores it composites may go).
            batch?.flush()
            backingStores.frameDidEnd()
        }
        // Taken out while painting, so a `draw(_:)` that renders again (it should not) finds an
        // empty stack of its own rather than an exclusivity trap.
        var levels = paintLevels
        paintLevels = []
        for window in visibleWindows[(cover?.windowIndex ?? 0)...] {
            painter.paint(window, levels: &levels)
        }
        paintLevels = levels
        return moved.isEmpty ? rects : moved + rects
    }

    /// Repaints the whole screen at the next frame, with every view drawn again from scratch.
    package func repaintFromScratch(windows: [UIWindow]) {
        backingStores.discardStores(of: windows)
        addDamage(screen.bounds)
    }

    /// A blur is made from the pixels under all of it: when any of it is repainted, all of it is
    /// (else the pixels around a small change, already blurred last frame, would be blurred again).
    /// Repeated while it grows the damage, for blurs over blurs; gone layers are dropped.
    func damageBlursOverDamage(windows: [UIWindow]) {
        VisualEffectBackdropLayer.live.removeAll { $0.object == nil }
        var blurs: [CGRect] = []
        for link in VisualEffectBackdropLayer.live {
            guard let layer = link.object, layer.look != nil, let view = layer.backingView, view.renderAlpha > 0,
                let window = view.window, windows.contains(where: { $0 === window })
            else { continue }
            let rect = view.visualExtentInScreen().intersection(screen.bounds)
            if !rect.isNull, !rect.isEmpty { blurs.append(rect) }
        }
        var grew = true
        while grew, !blurs.isEmpty {
            grew = false
            blurs.removeAll { blur in
                guard damage.rects.contains(where: { $0.intersects(blur) }) else { return false }
                damage.add(blur)
                grew = true
                return true
            }
        }
    }

    private static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int {
        max(1, (points * scale).pixelInteger(rounding: .toNearestOrAwayFromZero))
    }
}
