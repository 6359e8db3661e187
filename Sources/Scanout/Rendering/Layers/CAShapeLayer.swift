/// A layer that draws a path, as Core Animation's `CAShapeLayer`: filled with `fillColor` (black
/// by default; nil for none) by `fillRule`, and stroked with `strokeColor` (none by default) at
/// `lineWidth`, with `lineCap`, `lineJoin`, `miterLimit` and a `lineDashPattern`. `strokeStart`
/// and `strokeEnd` (0…1) stroke only that part of the path's length — a progress ring is a circle
/// with `strokeEnd` going from 0 to 1. The path is in the layer's coordinates and may reach
/// outside its bounds (a shape layer often has none). Main actor.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// A view whose `layerClass` is this class gets one as its layer.
    override class func makeBackingLayer(for view: UIView) -> CALayer {
        CAShapeLayer(delegate: view)
    }

    /// A shape layer with this one's path and stroke, and the stroke's animated ends and width.
    override func makePresentationCopy() -> CALayer {
        let copy = CAShapeLayer()
        copyModelValues(to: copy)
        copy.path = path
        copy.fillColor = fillColor
        copy.fillRule = fillRule
        copy.strokeColor = strokeColor
        copy.lineCap = lineCap
        copy.lineJoin = lineJoin
        copy.miterLimit = miterLimit
        copy.lineDashPattern = lineDashPattern
        copy.lineDashPhase = lineDashPhase
        copy.lineWidth = presentedValue("lineWidth")?.number.map { CGFloat($0) } ?? lineWidth
        copy.strokeStart = presentedValue("strokeStart")?.number.map { CGFloat($0) } ?? strokeStart
        copy.strokeEnd = presentedValue("strokeEnd")?.number.map { CGFloat($0) } ?? strokeEnd
        return copy
    }

    /// The path drawn. The layer keeps an immutable copy of the path it is given, as Core
    /// Animation does: building on that `CGMutablePath` afterwards changes nothing on screen
    /// until it is set again.
    open var path: CGPath? {
        get { storedPath }
        set {
            let copy = newValue?.snapshot
            layerWillChange()
            let changed = copy != storedPath
            storedPath = copy
            if changed { layerDidChange(shape: true) }
        }
    }
    private var storedPath: CGPath?

    open var fillColor: CGColor? = .black {
        didSet { layerDidChange() }
    }

    open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { layerDidChange() }
    }

    open var strokeColor: CGColor? {
        willSet { layerWillChange() }
        didSet { layerDidChange() }
    }

    open var lineWidth: CGFloat = 1 {
        willSet { layerWillChange() }
        didSet { layerDidChange() }
    }

    open var lineCap: CAShapeLayerLineCap = .butt {
        didSet { layerDidChange() }
    }

    open var lineJoin: CAShapeLayerLineJoin = .miter {
        willSet { layerWillChange() }
        didSet { layerDidChange() }
    }

    open var miterLimit: CGFloat = 10 {
        willSet { layerWillChange() }
        didSet { layerDidChange() }
    }

    /// Lengths of dashes and gaps, alternating; nil draws a solid line.
    open var lineDashPattern: [NSNumber]? {
        didSet { layerDidChange() }
    }

    open var lineDashPhase: CGFloat = 0 {
        didSet { layerDidChange() }
    }

    /// Where along the path's length the stroke starts, 0…1.
    open var strokeStart: CGFloat = 0 {
        didSet { layerDidChange() }
    }

    /// Where along the path's length the stroke ends, 0…1.
    open var strokeEnd: CGFloat = 1 {
        didSet { layerDidChange() }
    }

    override func ownPropertyValue(forKey key: String) -> Any? {
        switch key {
        case "path": path
        case "fillColor": fillColor
        case "strokeColor": strokeColor
        case "lineWidth": NumberBoxing.box(lineWidth)
        case "strokeStart": NumberBoxing.box(strokeStart)
        case "strokeEnd": NumberBoxing.box(strokeEnd)
        case "miterLimit": NumberBoxing.box(miterLimit)
        case "lineDashPhase": NumberBoxing.box(lineDashPhase)
        default: nil
        }
    }

    override func setOwnPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        let number = NumberBoxing.double(from: value)
        switch (key, number) {
        case ("path", _):
            guard value == nil || value is CGPath else { return false }
            path = value as? CGPath
        case ("fillColor", _): fillColor = CALayer.color(from: value)
        case ("strokeColor", _): strokeColor = CALayer.color(from: value)
        case ("lineWidth", let number?): lineWidth = number
        case ("strokeStart", let number?): strokeStart = number
        case ("strokeEnd", let number?): strokeEnd = number
        case ("miterLimit", let number?): miterLimit = number
        case ("lineDashPhase", let number?): lineDashPhase = number
        default: return false
        }
        return true
    }

    override var contentExtent: CGRect {
        guard let path else { return .null }
        let box = path.boundingBox
        guard !box.isNull else { return .null }
        // Half the line on each side, and a miter's point beyond that.
        let reach = strokeColor == nil ? 0 : lineWidth / 2 * (lineJoin == .miter ? max(miterLimit, 1) : 1) + 1
        return box.insetBy(dx: -reach, dy: -reach)
    }

    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        guard let path, !path.elements.isEmpty else { return }
        ctx.saveDrawingState()
        if let fillColor, fillColor.alpha > 0 {
            ctx.replay(path)
            ctx.setReplayedPathFillRule(fillRule == .evenOdd ? .evenOdd : .winding)
            ctx.fillReplayedPath(
                red: fillColor.red, green: fillColor.green, blue: fillColor.blue, alpha: fillColor.alpha)
        }
        let start = min(max(presentedValue("strokeStart")?.number ?? strokeStart, 0), 1)
        let end = min(max(presentedValue("strokeEnd")?.number ?? strokeEnd, 0), 1)
        if let strokeColor, strokeColor.alpha > 0, lineWidth > 0, end > start {
            ctx.replay(path)
            if start > 0 || end < 1 { ctx.trimReplayedPath(from: start, to: end) }
            ctx.setLineWidth(lineWidth)
            ctx.setLineCap(lineCap.cgLineCap)
            ctx.setLineJoin(lineJoin.cgLineJoin)
            ctx.setMiterLimit(miterLimit)
            let dashes = (lineDashPattern ?? []).map { max(CGFloat($0.doubleValue), 0) }
            if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
                ctx.setLineDash(phase: lineDashPhase, lengths: dashes)
            }
            ctx.strokeReplayedPath(
                red: strokeColor.red, green: strokeColor.green, blue: strokeColor.blue, alpha: strokeColor.alpha)
        }
        ctx.restoreDrawingState()
    }
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var cgLineCap: CGLineCap {
        switch self {
        case .round: .round
        case .square: .square
        default: .butt
        }
    }
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var cgLineJoin: CGLineJoin {
        switch self {
        case .round: .round
        case .bevel: .bevel
        default: .miter
        }
    }
}
