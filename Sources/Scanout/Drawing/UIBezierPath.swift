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
    /// The path's geometry.
    public var cgPath: CGPath
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public init() {
        cgPath = CGPath()
    }

    public init(cgPath: CGPath) {
        self.cgPath = cgPath
    }

    public convenience init(rect: CGRect) {
        self.init(cgPath: CGPath(rect: rect))
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init(cgPath: CGPath(ellipseIn: rect))
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(cgPath: CGPath(roundedRect: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius))
    }

    /// A rectangle with only `corners` rounded, by `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        var path = CGPath()
        path.addRoundedRect(in: rect, corners: corners, cornerRadii: cornerRadii)
        self.init(cgPath: path)
    }

    /// An arc; see `CGPath.addArc` for the angle convention.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        var path = CGPath()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        cgPath = path
    }

    // MARK: Building

    public func move(to point: CGPoint) {
        cgPath.move(to: point)
    }

    public func addLine(to point: CGPoint) {
        cgPath.addLine(to: point)
    }

    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        cgPath.addQuadCurve(to: endPoint, control: controlPoint)
    }

    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public func close() {
        cgPath.closeSubpath()
    }

    public func removeAllPoints() {
        cgPath = CGPath()
    }

    public func append(_ path: UIBezierPath) {
        cgPath.addPath(path.cgPath)
    }

    public func apply(_ transform: CGAffineTransform) {
        cgPath = cgPath.applying(transform)
    }

    public func setLineDash(_ pattern: [CGFloat], phase: CGFloat) {
        dashPattern = pattern
        dashPhase = phase
    }

    // MARK: Measuring

    public var isEmpty: Bool { cgPath.isEmpty }
    public var currentPoint: CGPoint { cgPath.currentPoint }
    /// The bounding box of the path's points, control points included.
    public var bounds: CGRect { cgPath.boundingBox }

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
