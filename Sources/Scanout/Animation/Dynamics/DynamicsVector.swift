/// A two-component vector in points (or points per second), the solver's arithmetic. Doubles
/// throughout, so a step gives the same result on every machine.
struct DynamicsVector: Equatable {
    var x: Double
    var y: Double

    static let zero = DynamicsVector(x: 0, y: 0)

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
    init(_ vector: CGVector) { self.init(x: Double(vector.dx), y: Double(vector.dy)) }

    var point: CGPoint { CGPoint(x: x, y: y) }
    var vector: CGVector { CGVector(dx: x, dy: y) }
    var length: Double { (x * x + y * y).squareRoot() }
    var isFinite: Bool { x.isFinite && y.isFinite }
    /// The vector a quarter turn round (towards +y from +x): the direction of a rotation's velocity.
    var perpendicular: DynamicsVector { DynamicsVector(x: -y, y: x) }

    /// The same direction with length one; zero for the zero vector (or one that is not finite).
    var normalized: DynamicsVector {
        let length = self.length
        return length > 1e-12 && length.isFinite ? self / length : .zero
    }

    func dot(_ other: DynamicsVector) -> Double { x * other.x + y * other.y }
    /// The 2-D cross product (the z of the 3-D one): a lever arm times a force is a torque.
    func cross(_ other: DynamicsVector) -> Double { x * other.y - y * other.x }

    /// The vector of `magnitude` at `angle` radians: what a gravity or push behaviour's
    /// `angle`/`magnitude` pair stands for.
    static func polar(angle: CGFloat, magnitude: CGFloat) -> CGVector {
        CGVector(dx: magnitude * cosValue(angle), dy: magnitude * sinValue(angle))
    }

    /// `vector` as an angle and a magnitude: the angle kept as `currentAngle` for the zero vector
    /// (which has none), and a magnitude of 0 for a vector that is not finite.
    static func angleAndMagnitude(of vector: CGVector, keeping currentAngle: CGFloat) -> (CGFloat, CGFloat) {
        let vector = DynamicsVector(vector)
        guard vector.isFinite else { return (currentAngle, 0) }
        return (vector.length > 0 ? atan2Value(vector.y, vector.x) : currentAngle, vector.length)
    }

    /// Turned by `angle` radians (towards +y from +x, clockwise on screen).
    func rotated(by angle: Double) -> DynamicsVector {
        let c = cosValue(angle)
        let s = sinValue(angle)
        return DynamicsVector(x: x * c - y * s, y: x * s + y * c)
    }

    /// Shortened to `limit` when longer; zero when not finite.
    func clamped(toLength limit: Double) -> DynamicsVector {
        guard isFinite else { return .zero }
        let length = self.length
        return length > limit ? self * (limit / length) : self
    }

    static func + (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector {
        DynamicsVector(x: a.x + b.x, y: a.y + b.y)
    }
    static func - (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector {
        DynamicsVector(x: a.x - b.x, y: a.y - b.y)
    }
    static prefix func - (a: DynamicsVector) -> DynamicsVector { DynamicsVector(x: -a.x, y: -a.y) }
    static func * (a: DynamicsVector, s: Double) -> DynamicsVector { DynamicsVector(x: a.x * s, y: a.y * s) }
    static func * (s: Double, a: DynamicsVector) -> DynamicsVector { a * s }
    static func / (a: DynamicsVector, s: Double) -> DynamicsVector { DynamicsVector(x: a.x / s, y: a.y / s) }
    static func += (a: inout DynamicsVector, b: DynamicsVector) { a = a + b }
    static func -= (a: inout DynamicsVector, b: DynamicsVector) { a = a - b }
}

/// A scalar from an app made usable: `fallback` when it is not a finite number, else clamped
/// into `range`.
func usable(_ value: Double, _ range: ClosedRange<Double>, else fallback: Double) -> Double {
    value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : fallback
}
