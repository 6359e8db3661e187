/// Insets for each edge in terms of the reading direction: `leading` is the left inset in a
/// left-to-right layout and the right inset in a right-to-left one. Pure value; `Sendable`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    public init() {
        self = .zero
    }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public var description: String {
        "{\(formatCoordinate(top)), \(formatCoordinate(leading)), \(formatCoordinate(bottom)), \(formatCoordinate(trailing))}"
    }

    /// The same insets by left and right, for `direction`.
    func edgeInsets(for direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .leftToRight
            ? UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

extension UIEdgeInsets {
    /// The same insets by leading and trailing, for `direction`.
    func directional(for direction: UIUserInterfaceLayoutDirection) -> NSDirectionalEdgeInsets {
        direction == .leftToRight
            ? NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
}

extension NSDirectionalEdgeInsets {
    /// The insets with each edge that is not finite as zero, as `UIEdgeInsets.finiteOrZero`.
    var finiteOrZero: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: top.isFinite ? top : 0, leading: leading.isFinite ? leading : 0,
            bottom: bottom.isFinite ? bottom : 0, trailing: trailing.isFinite ? trailing : 0)
    }
}
