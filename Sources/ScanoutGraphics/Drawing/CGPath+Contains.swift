import CCairo
import ScanoutCore

extension CGPath {
    /// Whether `point` is inside the area the path fills under `rule`, after `transform` is
    /// applied to the path: Core Graphics' hit test, which `UIBezierPath.contains(_:)` answers
    /// with. Open subpaths count as closed, as when filling; a point that is not finite is inside
    /// nothing.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    )
        -> Bool
    {
        guard point.x.isFinite, point.y.isFinite, !isEmpty,
            // The question needs no pixels: cairo answers it from the path alone.
            let context = BitmapSurface(width: 1, height: 1, format: .alpha)?.makeContext()
        else { return false }
        context.replay(transform == .identity ? self : applying(transform))
        let cairo = context.cairo
        cairo_set_fill_rule(cairo, rule.cairoValue)
        return cairo_in_fill(cairo, point.x, point.y) != 0
    }
}
