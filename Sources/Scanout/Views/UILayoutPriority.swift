/// How much a constraint matters, from 1 to 1000 (`required`): Auto Layout satisfies higher
/// priorities first. Also how strongly a view holds its natural size (content hugging and
/// compression resistance). Pure value; `Sendable`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}

/// A layout direction: horizontal or vertical.
public enum NSLayoutConstraintAxis: Int, Sendable {
    case horizontal, vertical
}

extension NSLayoutConstraint {
    public typealias Axis = NSLayoutConstraintAxis
}
