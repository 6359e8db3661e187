/// Insets for each edge of a rectangle, in points. Pure value; `Sendable`.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public init() {
        self = .zero
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

extension UIEdgeInsets: CustomStringConvertible {
    public var description: String {
        "{\(formatCoordinate(top)), \(formatCoordinate(left)), \(formatCoordinate(bottom)), \(formatCoordinate(right))}"
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}

extension UIEdgeInsets {
    /// The insets with each edge that is not finite (NaN, ±infinity, from an app's arithmetic) as
    /// zero: what drawing code may use.
    var finiteOrZero: UIEdgeInsets {
        func edge(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return UIEdgeInsets(top: edge(top), left: edge(left), bottom: edge(bottom), right: edge(right))
    }
}
