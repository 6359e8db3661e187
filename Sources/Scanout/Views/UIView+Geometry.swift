// Frame, bounds, centre and transform, and conversion between coordinate systems.
//
// As in UIKit, a view's position is its `center` in the superview's coordinates, its size and
// scroll origin are `bounds`, and `transform` applies about the centre. `frame` is derived: the
// bounding box of the transformed bounds. A view's coordinate system maps to its superview's as
//     superviewPoint = center + transform(point - boundsCentre)
// where boundsCentre = bounds.origin + bounds.size / 2.

extension UIView {
    // MARK: Conversion

    /// Converts `point` from this view's coordinates to `view`'s. A nil `view` means the window's
    /// coordinates. Views in different windows convert through the screen. When `view` (or an
    /// ancestor) is scaled to nothing, no point of it corresponds: the result is NaN, inside no
    /// rectangle.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let fromScreen = coordinateSpace(of: view).transformToScreen().inverse else { return .undefined }
        return point.applying(transformToScreen()).applying(fromScreen)
    }

    /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's; NaN when
    /// this view is scaled to nothing.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let fromScreen = transformToScreen().inverse else { return .undefined }
        return point.applying(coordinateSpace(of: view).transformToScreen()).applying(fromScreen)
    }

    /// Converts `rect` from this view's coordinates to `view`'s: the bounding box of its corners;
    /// `.null` when `view` is scaled to nothing.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard let fromScreen = coordinateSpace(of: view).transformToScreen().inverse else { return .null }
        return rect.applying(transformToScreen().concatenating(fromScreen))
    }

    /// Converts `rect` from `view`'s coordinates (the window's when nil) to this view's; `.null`
    /// when this view is scaled to nothing.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let fromScreen = transformToScreen().inverse else { return .null }
        return rect.applying(coordinateSpace(of: view).transformToScreen().concatenating(fromScreen))
    }

    // MARK: - Internal

    /// Maps a point in this view's coordinates to its superview's (for a window: the screen's).
    var transformToSuperview: CGAffineTransform {
        let boundsCentre = CGPoint(x: storedBounds.midX, y: storedBounds.midY)
        return CGAffineTransform(translationX: -boundsCentre.x, y: -boundsCentre.y)
            .concatenating(storedTransform)
            .concatenating(CGAffineTransform(translationX: storedCenter.x, y: storedCenter.y))
    }

    /// Converts a point in the superview's coordinates to this view's; the step hit-testing takes
    /// at each level. A view scaled to nothing has no point there (NaN), so neither it nor its
    /// subviews answer a hit-test — the singular transform's `inverted()` would map every point
    /// of the superview to its centre and make it swallow them all.
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        let boundsCentre = CGPoint(x: storedBounds.midX, y: storedBounds.midY)
        var offset = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y)
        if !storedTransform.isIdentity {
            guard let inverse = storedTransform.inverse else { return .undefined }
            offset = offset.applying(inverse)
        }
        return CGPoint(x: offset.x + boundsCentre.x, y: offset.y + boundsCentre.y)
    }

    /// Maps this view's coordinates to the screen's (through its window), or, for a view outside any
    /// window, to the coordinates of its root view's superview space.
    func transformToScreen() -> CGAffineTransform {
        transformToScreen(through: \.transformToSuperview)
    }

    /// The one walk from a view up to the screen, composing each level's step: the model's
    /// (`transformToSuperview`) for conversion and hit-testing, the presentation's
    /// (`renderTransformToSuperview`) for drawing and damage.
    func transformToScreen(through step: (UIView) -> CGAffineTransform) -> CGAffineTransform {
        var result = CGAffineTransform.identity
        var view: UIView? = self
        while let current = view {
            result = result.concatenating(step(current))
            view = current.storedSuperview
        }
        return result
    }

    // MARK: - Private

    /// The view whose coordinates `view` names: itself, or for nil the window (or the root view of a
    /// tree that is not in a window).
    private func coordinateSpace(of view: UIView?) -> UIView {
        if let view { return view }
        if let window { return window }
        var root: UIView = self
        while let parent = root.storedSuperview { root = parent }
        return root
    }
}
