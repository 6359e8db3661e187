/// One attribute of a view or layout guide, for making constraints that read as sentences:
///
///     label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
///
/// As in UIKit, the subclasses keep constraints between like attributes: an x-axis anchor relates
/// only to x-axis anchors (`NSLayoutXAxisAnchor`), a y-axis anchor to y-axis ones, and a dimension
/// (`NSLayoutDimension`) to dimensions or constants. The constraints an anchor makes are inactive
/// until activated.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
    /// The view or guide, held weakly as a constraint holds it.
    var item: AnyObject? { itemLink.object }
    private let itemLink: WeakLink<AnyObject>
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.itemLink = WeakLink(item)
        self.attribute = attribute
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: 0)
    }

    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }

    /// `UIView:0x….leading`, as UIKit prints an anchor.
    public var description: String {
        NSLayoutConstraint.describe(item, attribute)
    }

    // MARK: - Internal

    func constraint(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position: leading, trailing, left, right or centre X.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`: the standard gap after `anchor` (8 points,
    /// UIKit's spacing between sibling views).
    public func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: standardSpacing * multiplier)
    }

    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: standardSpacing * multiplier)
    }

    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: standardSpacing * multiplier)
    }

}

/// A vertical position: top, bottom, centre Y or a baseline.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`: the standard gap below `anchor` (8 points).
    public func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: standardSpacing * multiplier)
    }

    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: standardSpacing * multiplier)
    }

    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: standardSpacing * multiplier)
    }

}

/// A width or height.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        sizeConstraint(.equal, constant: c)
    }

    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        sizeConstraint(.greaterThanOrEqual, constant: c)
    }

    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        sizeConstraint(.lessThanOrEqual, constant: c)
    }

    /// `self == anchor × m`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        dimensionConstraint(.equal, anchor, multiplier: m, constant: 0)
    }

    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint
    {
        dimensionConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        dimensionConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self == anchor × m + c`.
    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        dimensionConstraint(.equal, anchor, multiplier: m, constant: c)
    }

    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        dimensionConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        dimensionConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }

    // MARK: - Private

    private func sizeConstraint(_ relation: NSLayoutConstraint.Relation, constant: CGFloat) -> NSLayoutConstraint {
        constraint(relation, nil, constant: constant)
    }

    private func dimensionConstraint(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat
    ) -> NSLayoutConstraint {
        constraint(relation, anchor, multiplier: multiplier, constant: constant)
    }
}

/// UIKit's standard spacing between sibling views, in points: the anchors' system spacing, the
/// visual format's `-` between views and `UIStackView.spacingUseSystem`.
let standardSpacing: CGFloat = 8
