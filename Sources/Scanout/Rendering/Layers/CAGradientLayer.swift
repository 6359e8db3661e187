import CCairo

/// A layer filled with a colour gradient across its bounds, as Core Animation's
/// `CAGradientLayer`: `colors` (`CGColor`s) at `locations` (0…1, evenly spread when nil) from
/// `startPoint` to `endPoint` in unit coordinates of the bounds — top to bottom by default.
/// `.axial` runs along the line between them; `.radial` is an ellipse centred on `startPoint`
/// reaching `endPoint` along each axis; `.conic` sweeps round `startPoint`, drawn by Scanout as
/// radial. Drawn by cairo, rounded and clipped with the layer's corners. Main actor.
@MainActor
open class CAGradientLayer: CALayer {
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
        let cairo = ctx.cairo
        let start = CGPoint(x: bounds.minX + startPoint.x * bounds.width, y: bounds.minY + startPoint.y * bounds.height)
        let end = CGPoint(x: bounds.minX + endPoint.x * bounds.width, y: bounds.minY + endPoint.y * bounds.height)
        let pattern: OpaquePointer
        if type == .axial {
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        } else {
            // A unit circle, stretched by the pattern matrix into the ellipse the end point gives.
            let radiusX = max(abs(end.x - start.x), 0.001)
            let radiusY = max(abs(end.y - start.y), 0.001)
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / radiusX, 1 / radiusY)
            cairo_matrix_translate(&matrix, -start.x, -start.y)
            cairo_pattern_set_matrix(pattern, &matrix)
        }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue,
                stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(cairo)
        ctx.replay(roundedBoundsPath(bounds))
        cairo_set_source(cairo, pattern)
        cairo_fill(cairo)
        cairo_restore(cairo)
        cairo_pattern_destroy(pattern)
    }

    /// The colours with their locations, in order; locations default to an even spread.
    private func colorStops() -> [(location: CGFloat, color: CGColor)] {
        let colors = (self.colors ?? []).compactMap { $0 as? CGColor }
        guard !colors.isEmpty else { return [] }
        return colors.enumerated().map { index, color in
            let location: CGFloat
            if let locations, index < locations.count {
                location = CGFloat(locations[index].doubleValue)
            } else {
                location = colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1)
            }
            return (min(max(location, 0), 1), color)
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
