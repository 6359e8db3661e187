/// How an animation's time maps to its progress: a cubic Bézier from (0, 0) to (1, 1), as Core
/// Animation's `CAMediaTimingFunction`.
public final class CAMediaTimingFunction: Sendable {
    /// The named curves.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        /// Core Animation's default: a gentle ease in and out.
        public static let `default` = Name(rawValue: "default")
    }

    let curve: TimingCurve

    public init(name: Name) {
        switch name {
        case .linear: curve = .linear
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        default: curve = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        }
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = TimingCurve(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
    }

    /// Progress (0…1) at `time` (0…1).
    func progress(at time: Double) -> Double { curve.value(at: min(max(time, 0), 1)) }
}

/// Core Animation's name for the named curves' type, as Swift code spells it
/// (`CAMediaTimingFunction(name: .easeInEaseOut)`, `let name: CAMediaTimingFunctionName`).
public typealias CAMediaTimingFunctionName = CAMediaTimingFunction.Name
