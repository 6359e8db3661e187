/// A path with its line style, drawn into the current context: UIKit's `UIBezierPath`.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     UIColor.systemBlue.setFill()
///     UIBezierPath(roundedRect: bounds.insetBy(dx: 4, dy: 4), cornerRadius: 12).fill()
/// }
/// ```
/// Main actor.
@preconcurrency @MainActor
open class UIBezierPath: @MainActor CustomStringConvertible {
    /// The path's geometry, as an immutable `CGPath`. Setting it keeps a copy: building on the
    /// `CGMutablePath` given afterwards does not change this path.
    public var cgPath: CGPath {
        get { CGPath(geometry: geometry) }
        set { geometry = newValue.geometry }
    }
    /// The elements, kept as a value.
    package var geometry = PathGeometry()
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public init() {}

    public init(cgPath: CGPath) {
        geometry = cgPath.geometry
    }

    package init(geometry: PathGeometry) {
        self.geometry = geometry
    }

    public convenience init(rect: CGRect) {
        self.init(geometry: PathGeometry(rect: rect))
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init(geometry: PathGeometry(ellipseIn: rect))
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(geometry: PathGeometry(roundedRect: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius))
    }

    /// A rectangle with only `corners` rounded, by `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        var path = PathGeometry()
        path.addRoundedRect(in: rect, corners: corners, cornerRadii: cornerRadii)
        self.init(geometry: path)
    }

    /// An arc; see `CGPath.addArc` for the angle convention.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        var path = PathGeometry()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        self.init(geometry: path)
    }

    // MARK: Building

    public func move(to point: CGPoint) {
        geometry.move(to: point)
    }

    public func addLine(to point: CGPoint) {
        geometry.addLine(to: point)
    }

    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        geometry.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        geometry.addQuadCurve(to: endPoint, control: controlPoint)
    }

    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        geometry.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public func close() {
        geometry.closeSubpath()
    }

    public func removeAllPoints() {
        geometry = PathGeometry()
    }

    public func append(_ path: UIBezierPath) {
        geometry.addPath(path.geometry)
    }

    public func apply(_ transform: CGAffineTransform) {
        geometry = geometry.applying(transform)
    }

    public func setLineDash(_ pattern: [CGFloat], phase: CGFloat) {
        dashPattern = pattern
        dashPhase = phase
    }

    // MARK: Measuring

    public var isEmpty: Bool { geometry.isEmpty }
    public var currentPoint: CGPoint { geometry.currentPoint }
    /// The bounding box of the path's points, control points included.
    public var bounds: CGRect { geometry.boundingBox }

    /// Whether `point` is inside the filled area (using the path's fill rule).
    public func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Drawing into the current context

    /// Fills the path with the current fill colour.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Fills the path with the current fill colour in `blendMode`, its alpha multiplied by `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.drawing(in: blendMode, alpha: alpha) { fill() }
    }

    /// Strokes the path with the current stroke colour in `blendMode`, its alpha multiplied by
    /// `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.drawing(in: blendMode, alpha: alpha) { stroke() }
    }

    /// Strokes the path with the current stroke colour and this path's line style.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        applyLineStyle(to: context)
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's area.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    public var description: String {
        "<UIBezierPath: \(objectAddress(self)); bounds = \(bounds)>"
    }

    // MARK: - Private

    private func applyLineStyle(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if !dashPattern.isEmpty { context.setLineDash(phase: dashPhase, lengths: dashPattern) }
    }
}
