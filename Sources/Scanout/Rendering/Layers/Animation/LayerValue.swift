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
