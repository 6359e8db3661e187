/// Scrolling by moving pixels: when a scroll view's content moves, the frame already holds almost
/// every pixel of the next one, a few rows away. The compositor moves them and repaints only the
/// strip the move uncovers (and what changed for other reasons), instead of repainting the whole
/// scroll view.
///
/// A scroll is recorded when the offset changes (`recordScroll`), and carried out at the start of
/// the next frame (`applyPendingScrolls`), after checking that moving pixels gives exactly what
/// repainting would:
/// - the scroll view's rectangle and the move are whole pixels, and it sits on the screen without
///   rotation or scaling (only translations between it and the screen);
/// - it is opaque: its background colour has no transparency, no rounded corners, no border, and
///   it and every ancestor are fully opaque (anything translucent would mix in what is behind,
///   which does not move);
/// - it is where it was when the scroll was recorded, and no animation moves its bounds.
/// Otherwise its whole rectangle is repainted, as before. Views drawn above it (a navigation bar
/// over a list, a later sibling, a window in front) do not move: where they cover the rectangle,
/// and where they covered it before the move (their pixels moved with the content), is repainted.
///
/// Damage recorded before the move inside the rectangle moves with the pixels (its stale pixels
/// move too; see `DamageRegion.addMovedCopies`), at the moment each scroll is recorded, so changes
/// made between two scrolls of one frame are repainted where they end up.
extension Compositor {
    /// One scroll view's content moved, not yet carried out.
    @MainActor
    struct PendingScroll {
        var view: UIView? { viewLink.object }
        private let viewLink: WeakLink<UIView>
        /// The scroll view's bounds on screen, in points, when the scroll was recorded.
        let screenRect: CGRect
        /// How far the content moved on screen, in points (the opposite of the offset's change).
        var offset: CGPoint

        init(view: UIView, screenRect: CGRect, offset: CGPoint) {
            self.viewLink = WeakLink(view)
            self.screenRect = screenRect
            self.offset = offset
        }
    }

    /// Records that `view`'s content (a scroll view's) moved by `offset` on screen within
    /// `screenRect`; the pixels move at the next frame. Returns false when the move cannot be done
    /// by moving pixels (fractional pixels, a rectangle that changed since an earlier scroll this
    /// frame): the caller reports damage instead.
    func recordScroll(of view: UIView, screenRect: CGRect, by offset: CGPoint) -> Bool {
        let scale = screen.scale
        guard Compositor.isWholePixels(screenRect, scale: scale),
            offset.x.isOnPixelGrid(scale: scale), offset.y.isOnPixelGrid(scale: scale),
            !screenRect.intersection(screen.bounds).isNull
        else { return false }
        if let index = pendingScrolls.firstIndex(where: { $0.view === view }) {
            guard pendingScrolls[index].screenRect == screenRect else { return false }
            pendingScrolls[index].offset.x += offset.x
            pendingScrolls[index].offset.y += offset.y
        } else {
            pendingScrolls.append(PendingScroll(view: view, screenRect: screenRect, offset: offset))
        }
        damage.addMovedCopies(within: screenRect, by: offset)
        damageHandler?()
        return true
    }

    /// Carries out the scrolls recorded since the last frame: moves the pixels of each that still
    /// can be (see the type's comment) and adds the damage the move leaves (the uncovered strip,
    /// what views above covered); the others' rectangles are damaged whole. Returns the pixel
    /// rectangles whose pixels moved, which the display must copy out with the damage.
    func applyPendingScrolls(windows: [UIWindow]) -> [PixelRect] {
        let scrolls = pendingScrolls
        pendingScrolls = []
        var moved: [PixelRect] = []
        let scale = screen.scale
        for scroll in scrolls {
            guard let view = scroll.view else { continue }
            let rect = scroll.screenRect
            guard scroll.offset != .zero else { continue }
            guard view.isSafeToScrollByMovingPixels(within: rect),
                abs(scroll.offset.x) < rect.width, abs(scroll.offset.y) < rect.height
            else {
                damage.add(rect)
                continue
            }
            let pixels = PixelRect(onGrid: rect, scale: scale)
            frame.movePixels(
                in: pixels, dx: (scroll.offset.x * scale).pixelInteger(rounding: .toNearestOrAwayFromZero),
                dy: (scroll.offset.y * scale).pixelInteger(rounding: .toNearestOrAwayFromZero),
                onAllCores: pixelPaths.usesAllCores)
            moved.append(pixels)
            // The strips the move uncovered.
            let shifted = rect.offsetBy(dx: scroll.offset.x, dy: scroll.offset.y)
            if scroll.offset.y > 0 {
                damage.add(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: scroll.offset.y))
            } else if scroll.offset.y < 0 {
                damage.add(CGRect(x: rect.minX, y: shifted.maxY, width: rect.width, height: -scroll.offset.y))
            }
            if scroll.offset.x > 0 {
                damage.add(CGRect(x: rect.minX, y: rect.minY, width: scroll.offset.x, height: rect.height))
            } else if scroll.offset.x < 0 {
                damage.add(CGRect(x: shifted.maxX, y: rect.minY, width: -scroll.offset.x, height: rect.height))
            }
            // What is drawn above the scroll view does not move: repaint where it is and where the
            // move carried its pixels.
            for cover in view.extentsDrawnAbove(within: rect, windows: windows) {
                damage.add(cover)
                damage.add(cover.offsetBy(dx: scroll.offset.x, dy: scroll.offset.y).intersection(rect))
            }
        }
        return moved
    }

    static func isWholePixels(_ rect: CGRect, scale: CGFloat) -> Bool {
        rect.minX.isOnPixelGrid(scale: scale) && rect.minY.isOnPixelGrid(scale: scale)
            && rect.width.isOnPixelGrid(scale: scale) && rect.height.isOnPixelGrid(scale: scale)
    }
}

extension UIView {
    /// This view's bounds on screen, when only translations lie between it and the screen.
    var screenRectIfTranslated: CGRect? {
        let transform = renderTransformToScreen()
        guard transform.a == 1, transform.d == 1, transform.b == 0, transform.c == 0 else { return nil }
        return renderBounds.applying(transform)
    }

    /// The conditions of `Compositor`'s scrolling that can change after the scroll was recorded.
    func isSafeToScrollByMovingPixels(within rect: CGRect) -> Bool {
        guard let window, !window.isHidden, presentation?.bounds == nil, screenRectIfTranslated == rect,
            let background = renderBackgroundColor, background.alpha >= 1, !background.isPatternColor
        else { return false }
        if let layer = storedLayer, layer.hasRoundedCorners || layer.borderWidth > 0 { return false }
        var current: UIView? = self
        while let view = current {
            guard !view.isHidden, view.renderAlpha >= 1 else { return false }
            current = view.storedSuperview
        }
        return true
    }

    /// The screen extents of what is drawn after this view and overlaps `rect`: later siblings of
    /// it and of each ancestor, layers added to an ancestor's layer or its border (drawn over its
    /// subviews), and windows in front of its window.
    func extentsDrawnAbove(within rect: CGRect, windows: [UIWindow]) -> [CGRect] {
        var covers: [CGRect] = []
        func note(_ extent: CGRect) {
            let part = extent.intersection(rect)
            if !part.isNull, !part.isEmpty { covers.append(part) }
        }
        var child: UIView = self
        while let parent = child.storedSuperview {
            let siblings = parent.storedSubviews
            if let index = siblings.firstIndex(where: { $0 === child }) {
                for sibling in siblings[(index + 1)...] where !sibling.isHidden && sibling.renderAlpha > 0 {
                    note(sibling.visualExtentInScreen())
                }
            }
            if let layer = parent.storedLayer, !layer.addedSublayers.isEmpty || layer.borderWidth > 0 {
                note(parent.visualExtentInScreen())
            }
            child = parent
        }
        if let index = windows.firstIndex(where: { $0 === child }) {
            for window in windows[(index + 1)...] where !window.isHidden {
                note(window.visualExtentInScreen())
            }
        }
        return covers
    }
}
