// The enumerations of a constraint, with UIKit's names and raw values.

extension NSLayoutConstraint {
    /// The part of a view's or guide's alignment rectangle a constraint relates.
    ///
    /// `leading` and `trailing` follow the item's `effectiveUserInterfaceLayoutDirection`: they are
    /// left and right in left-to-right layouts and right and left in right-to-left ones, where a
    /// positive constant moves in the reading direction. The `…Margin` attributes are those of
    /// the view's `layoutMarginsGuide`.
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        case left = 1
        case right
        case top
        case bottom
        case leading
        case trailing
        case width
        case height
        case centerX
        case centerY
        case lastBaseline
        case firstBaseline
        case leftMargin
        case rightMargin
        case topMargin
        case bottomMargin
        case leadingMargin
        case trailingMargin
        case centerXWithinMargins
        case centerYWithinMargins
        case notAnAttribute = 0

        /// UIKit's older name for `lastBaseline`.
        public static let baseline = Attribute.lastBaseline

        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        /// The attribute without its margin: `leadingMargin` → `leading`.
        var withoutMargin: Attribute {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: self
            }
        }

        var isMarginAttribute: Bool { withoutMargin != self }

        var isDimension: Bool { self == .width || self == .height }

        var axis: NSLayoutConstraint.Axis {
            switch withoutMargin {
            case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
            default: .vertical
            }
        }
    }

    /// How the first item's attribute compares with the second's.
    public enum Relation: Int, Sendable, CustomStringConvertible {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}
