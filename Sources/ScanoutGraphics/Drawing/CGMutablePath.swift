import ScanoutCore

/// A path to build on: Core Graphics' `CGMutablePath`, a subclass of `CGPath`. Every builder
/// takes an optional `transform` applied to what it adds. Store it where the framework keeps a
/// path and the framework keeps a copy (see `CGPath`).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    // `@unchecked`: as `CGPath`, its elements are behind the lock.

    /// An empty path.
    public convenience init() {
        self.init(geometry: PathGeometry())
    }

    package override init(geometry: PathGeometry) {
        super.init(geometry: geometry)
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        build(transform) { $0.move(to: point) }
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        build(transform) { $0.addLine(to: point) }
    }

    /// A new subpath through `points`: a move to the first, lines to the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        build(transform) { $0.addLines(between: points) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        build(transform) { $0.addQuadCurve(to: end, control: control) }
    }

    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        build(transform) { $0.addCurve(to: end, control1: control1, control2: control2) }
    }

    public func closeSubpath() {
        mutateGeometry { $0.closeSubpath() }
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        build(transform) { $0.addRect(rect) }
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        build(transform) { $0.addRects(rects) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        build(transform) { $0.addEllipse(in: rect) }
    }

    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        build(transform) { $0.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight) }
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` in radians, joined to
    /// the current point by a line. Angles grow from the positive x axis towards the positive y
    /// axis (down on screen), so `clockwise: true` turns clockwise as seen on screen, as with
    /// `UIBezierPath(arcCenter:...)`.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        build(transform) {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        }
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the
    /// line from there to `tangent2End`, joined to the current point by a line: a rounded corner.
    /// Three points on a line, or a radius of zero, add a line to `tangent1End`.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        build(transform) { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
    }

    /// An arc from `startAngle` sweeping `delta` radians (positive: clockwise on screen).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        build(transform) { $0.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta) }
    }

    /// Appends `path`'s elements (its subpaths stay separate), transformed by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let other = path.geometry
        mutateGeometry { $0.addPath(other, transform: transform) }
    }

    private func build(_ transform: CGAffineTransform, _ body: (inout PathGeometry) -> Void) {
        mutateGeometry { $0.building(under: transform, body) }
    }
}
