/// Turns an `NSLayoutConstraint` into a solver constraint over the items' variables.
///
/// Each item's variables are relative to its superview (a guide's: its owning view), so an
/// attribute is expressed in the coordinates of the two items' nearest common ancestor by adding
/// the origins of the views in between: moving a container changes none of its subviews'
/// variables. In a right-to-left layout `leading` is the negated right edge and `trailing` the
/// negated left edge, which is how a positive constant comes to move in the reading direction.
/// The direction is the common ancestor's (the view the constraint is installed on), so both
/// sides of a constraint read the same way: forcing a container's `semanticContentAttribute`
/// flips the constraints among its subviews, as in UIKit.
@preconcurrency @MainActor
enum LayoutConstraintTranslation {
    static func solverConstraint(for constraint: NSLayoutConstraint, in engine: LayoutEngine) -> LayoutConstraint? {
        guard
            let first = resolve(
                constraint.firstItem, constraint.firstAttribute, relatedTo: constraint.secondItem, of: constraint)
        else { return nil }
        let second = constraint.secondItem.flatMap {
            resolve($0, constraint.secondAttribute, relatedTo: constraint.firstItem, of: constraint)
        }
        if constraint.secondItem != nil, second == nil { return nil }
        guard isValid(first.attribute, second?.attribute, constraint) else { return nil }

        guard let firstContainer = layoutContainer(of: first.object) else { return nil }
        var ancestor = first.object as? UIView ?? firstContainer
        if let second {
            guard let secondContainer = layoutContainer(of: second.object),
                let common = firstContainer.nearestCommonAncestor(with: secondContainer)
            else { return nil }
            ancestor = common
        }
        if engine.isFittingEngine, !ancestor.isDescendant(of: engine.root) { return nil }

        let isRightToLeft = ancestor.effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard
            let left = expression(
                first.object, first.attribute, in: ancestor, rightToLeft: isRightToLeft, engine: engine)
        else { return nil }
        var right = LinearExpression(Double(constraint.constant))
        if let second {
            guard
                let secondExpression = expression(
                    second.object, second.attribute, in: ancestor, rightToLeft: isRightToLeft, engine: engine)
            else {
                return nil
            }
            right.add(secondExpression, times: Double(constraint.multiplier))
        }
        let relation: LayoutConstraint.Relation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return LayoutConstraint(left, relation, right, strength: Strength(constraint.priority))
    }

    /// The attribute of `object` as a linear expression in `ancestor`'s coordinates.
    static func expression(
        _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView,
        rightToLeft isRightToLeft: Bool,
        engine: LayoutEngine
    ) -> LinearExpression? {
        guard let item = engine.item(for: object) else { return nil }
        let axis = attribute.axis
        let size = item.size(axis)
        if attribute.isDimension { return LinearExpression(size) }
        guard let origin = origin(of: object, item: item, axis: axis, in: ancestor, engine: engine) else { return nil }
        switch attribute {
        case .left, .top:
            return origin
        case .right, .bottom:
            return origin + size
        case .centerX, .centerY:
            return origin + 0.5 * size
        case .leading:
            return isRightToLeft ? -(origin + size) : origin
        case .trailing:
            return isRightToLeft ? -origin : origin + size
        case .firstBaseline, .lastBaseline:
            let baseline =
                (object as? UIView)?.baselineLayoutPosition(first: attribute == .firstBaseline)
                ?? (heightFraction: 1, offset: 0)
            return origin + Double(baseline.heightFraction) * size + Double(baseline.offset)
        default:
            return nil
        }
    }

    // MARK: - Private

    /// An item and attribute with margins resolved: `view.leadingMargin` is
    /// `view.layoutMarginsGuide.leading`. A scroll view's edges or centre related to its own
    /// content mean its content area (`contentLayoutGuide`), as UIKit documents: that is how such
    /// constraints give the scroll view its content size.
    private static func resolve(
        _ object: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, relatedTo other: AnyObject?,
        of constraint: NSLayoutConstraint
    ) -> (object: AnyObject, attribute: NSLayoutConstraint.Attribute)? {
        guard let object else { return nil }
        if let scrollView = object as? UIScrollView, !attribute.isDimension, !attribute.isMarginAttribute,
            let otherView = layoutContainer(of: other), otherView !== scrollView, otherView.isDescendant(of: scrollView)
        {
            return (scrollView.contentLayoutGuide, attribute)
        }
        guard attribute.isMarginAttribute else { return (object, attribute) }
        guard let view = object as? UIView else {
            constraint.warn(
                "\(constraint) uses a margin attribute of a layout guide; only views have margins. Left out.")
            return nil
        }
        return (view.layoutMarginsGuide, attribute.withoutMargin)
    }

    /// UIKit's rules for which attributes may be related (it raises an exception; Scanout reports
    /// and leaves the constraint out).
    private static func isValid(
        _ first: NSLayoutConstraint.Attribute, _ second: NSLayoutConstraint.Attribute?, _ constraint: NSLayoutConstraint
    ) -> Bool {
        func reject(_ reason: String) -> Bool {
            constraint.warn("\(constraint) is invalid: \(reason). Left out of layout.")
            return false
        }
        if first == .notAnAttribute { return reject("its first attribute is notAnAttribute") }
        guard let second, second != .notAnAttribute else {
            return first.isDimension
                ? true : reject("a position cannot equal a constant; relate it to another item's position")
        }
        if first.isDimension != second.isDimension {
            return reject("a size (width, height) can only be related to a size, a position only to a position")
        }
        if first.axis != second.axis, !first.isDimension {
            return reject(
                "a horizontal position can only be related to a horizontal position, a vertical to a vertical")
        }
        func isDirectional(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
            attribute == .leading || attribute == .trailing
        }
        func isAbsolute(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
            attribute == .left || attribute == .right
        }
        if (isDirectional(first) && isAbsolute(second)) || (isAbsolute(first) && isDirectional(second)) {
            return reject("leading and trailing cannot be mixed with left and right")
        }
        return true
    }

    /// The item's minimum edge on `axis` in `ancestor`'s coordinates: its own origin plus its
    /// containers' origins up to the ancestor (whose own origin is 0 in its coordinates).
    private static func origin(
        of object: AnyObject, item: LayoutEngineItem, axis: NSLayoutConstraint.Axis, in ancestor: UIView,
        engine: LayoutEngine
    ) -> LinearExpression? {
        if object === ancestor { return LinearExpression(0) }
        var expression = LinearExpression(item.origin(axis))
        var container = (object as? UIView)?.storedSuperview ?? (object as? UILayoutGuide)?.owningView
        while let current = container, current !== ancestor {
            guard let currentItem = engine.item(for: current) else { return nil }
            expression.add(LinearExpression(currentItem.origin(axis)))
            container = current.storedSuperview
        }
        return container === ancestor ? expression : nil
    }
}
