/// A layer filled with a colour gradient across its bounds, as Core Animation's
/// `CAGradientLayer`: `colors` (`CGColor`s) at `locations` (0…1, evenly spread when nil) from
/// `startPoint` to `endPoint` in unit coordinates of the bounds — top to bottom by default.
/// `.axial` runs along the line between them; `.radial` is an ellipse centred on `startPoint`
/// reaching `endPoint` along each axis; `.conic` sweeps round `startPoint`, drawn by Scanout as
/// radial. Drawn by cairo's gradients, rounded and clipped with the layer's corners. Main actor.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// A view whose `layerClass` is this class gets one as its layer.
    override class func makeBackingLayer(for view: UIView) -> CALayer {
        CAGradientLayer(delegate: view)
    }

    /// A gradient layer with this one's colours and geometry.
    override func makePresentationCopy() -> CALayer {
        let copy = CAGradientLayer()
        copyModelValues(to: copy)
        copy.colors = colors
        copy.locations = locations
        copy.startPoint = startPoint
        copy.endPoint = endPoint
        copy.type = type
        return copy
    }

    /// The colours, as `CGColor`s (anything else is skipped).
    open var colors: [Any]? {
        didSet { layerDidChange() }
    }

    /// Where each colour sits, 0…1; nil spreads them evenly.
    open var locations: [NSNumber]? {
        didSet { layerDidChange() }
    }

    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { layerDidChange() }
    }

    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { layerDidChange() }
    }

    open var type: CAGradientLayerType = .axial {
        didSet { layerDidChange() }
    }

    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        let stops = colorStops()
        guard !stops.isEmpty else { return }
        let bounds = self.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        let start = CGPoint(x: bounds.minX + startPoint.x * bounds.width, y: bounds.minY + startPoint.y * bounds.height)
        let end = CGPoint(x: bounds.minX + endPoint.x * bounds.width, y: bounds.minY + endPoint.y * bounds.height)
        let shape = roundedBoundsPath(bounds)
        if type == .axial {
            ctx.fill(shape, withLinearGradientFrom: start, to: end, stops: stops)
        } else {
            // An ellipse centred on the start point, reaching the end point along each axis.
            let radii = CGSize(width: max(abs(end.x - start.x), 0.001), height: max(abs(end.y - start.y), 0.001))
            ctx.fill(shape, withRadialGradientAround: start, radii: radii, stops: stops)
        }
    }

    /// The colours with their locations, in order; locations default to an even spread.
    private func colorStops() -> [GradientStop] {
        let colors = (self.colors ?? []).compactMap { $0 as? CGColor }
        guard !colors.isEmpty else { return [] }
        return colors.enumerated().map { index, color in
            let location: CGFloat
            if let locations, index < locations.count {
                location = CGFloat(locations[index].doubleValue)
            } else {
                location = colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1)
            }
            return GradientStop(location: min(max(location, 0), 1), color: color)
        }
    }
}

/// The shape of a gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
