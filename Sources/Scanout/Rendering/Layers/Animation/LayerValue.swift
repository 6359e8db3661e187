/// A value an animation moves a layer property through: a number, a point, a size, a rectangle,
/// a transform or a colour, read from what apps pass (`Float`, `Double`, `CGFloat`, `Int`,
/// `NSNumber`, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGAffineTransform`, `CGColor`,
/// `UIColor`) and interpolated component by component.
enum LayerValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor)

    init?(_ any: Any?) {
        switch any {
        case let value as Double: self = .number(value)
        case let value as Float: self = .number(Double(value))
        case let value as Int: self = .number(Double(value))
        case let value as NSNumber: self = .number(value.doubleValue)
        case let value as CGPoint: self = .point(value)
        case let value as CGSize: self = .size(value)
        case let value as CGRect: self = .rect(value)
        case let value as CATransform3D: self = .transform(value)
        case let value as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(value))
        case let value as CGColor: self = .color(value)
        case let value as UIColor: self = .color(value.cgColor)
        default: return nil
        }
    }

    var number: Double? { if case .number(let value) = self { return value } else { return nil } }
    var point: CGPoint? { if case .point(let value) = self { return value } else { return nil } }
    var rect: CGRect? { if case .rect(let value) = self { return value } else { return nil } }
    var color: CGColor? { if case .color(let value) = self { return value } else { return nil } }

    func interpolated(to other: LayerValue, progress t: Double) -> LayerValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(mix(a, b))
        case (.point(let a), .point(let b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
                    height: mix(a.height, b.height)))
        case (.color(let a), .color(let b)):
            return .color(
                CGColor(
                    red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
                    alpha: mix(a.alpha, b.alpha)))
        case (.transform(let a), .transform(let b)):
            // Through translation, rotation and scale, as a turn should look, not matrix entries.
            let from = DecomposedTransform(CATransform3DGetAffineTransform(a))
            let to = DecomposedTransform(CATransform3DGetAffineTransform(b))
            return .transform(CATransform3DMakeAffineTransform(from.interpolated(to: to, progress: t).transform))
        default:
            return t < 1 ? self : other
        }
    }

    /// The numbers a key-frame spline mixes: a number's, a point's, a size's or a rectangle's
    /// components; nil for transforms and colours.
    var components: [Double]? {
        switch self {
        case .number(let value): [value]
        case .point(let point): [point.x, point.y]
        case .size(let size): [size.width, size.height]
        case .rect(let rect): [rect.minX, rect.minY, rect.width, rect.height]
        case .transform, .color: nil
        }
    }

    /// A value of the same kind made of `components` (as `components` gives them).
    func withComponents(_ values: [Double]) -> LayerValue? {
        switch (self, values.count) {
        case (.number, 1): .number(values[0])
        case (.point, 2): .point(CGPoint(x: values[0], y: values[1]))
        case (.size, 2): .size(CGSize(width: values[0], height: values[1]))
        case (.rect, 4): .rect(CGRect(x: values[0], y: values[1], width: values[2], height: values[3]))
        default: nil
        }
    }

    /// How far apart two values are, for paced key frames: the straight-line distance between
    /// their components (1 between values that have none, or of different kinds).
    func distance(to other: LayerValue) -> Double {
        guard let a = components, let b = other.components, a.count == b.count else { return 1 }
        let squared = zip(a, b).reduce(0.0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }
        return squared.isFinite ? squared.squareRoot() : 1
    }

    /// `self + other`, for `byValue`.
    func adding(_ other: LayerValue) -> LayerValue? {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a + b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        default: return nil
        }
    }
}
