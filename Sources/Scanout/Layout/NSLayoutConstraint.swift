/// A relation between two layout attributes — `first.attribute relation second.attribute ×
/// multiplier + constant` — that Auto Layout keeps true when it lays out the views.
///
/// Behaves as UIKit's: create one with an anchor (`label.leadingAnchor.constraint(equalTo:
/// view.layoutMarginsGuide.leadingAnchor)`) or the classic initializer, and set `isActive` (or call
/// `NSLayoutConstraint.activate(_:)`), which installs it on the items' nearest common ancestor. A
/// required constraint (priority 1000) must hold; lower priorities hold as far as possible, higher
/// ones first. Changing `constant` or `priority` lays out again at the next pass, re-solving only
/// what the change touches (see `Layout/Solver/README.md`).
///
/// Constraints that cannot all hold never stop the app: the one being added is left out and a
/// diagnostic names it, the constraints it fights and their views, as UIKit logs.
///
/// The items are held weakly (a view owns the constraints installed on it, and those name the view).
@preconcurrency @MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {
    public var firstItem: AnyObject? { firstItemLink.object }
    private let firstItemLink: WeakLink<AnyObject>
    public let firstAttribute: Attribute
    public let relation: Relation
    public var secondItem: AnyObject? { secondItemLink.object }
    private let secondItemLink: WeakLink<AnyObject>
    public let secondAttribute: Attribute
    public let multiplier: CGFloat

    /// The amount added to the second attribute. Changing it lays out again.
    public var constant: CGFloat {
        didSet { if constant != oldValue { installedView?.layoutEngineOfTree?.constantDidChange(self) } }
    }

    /// How much the constraint matters, from 1 to 1000 (required). Changing it lays out again.
    /// Out of 1...1000 it is clamped, with a warning; NaN is refused (the priority stays).
    public var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            guard let clamped = UILayoutPriority.clampedRawValue(priority.rawValue) else {
                let rejected = priority
                priority = oldValue
                warnOnce(
                    .nonFinitePriority,
                    "\(self): a priority is between 1 and 1000, not \(rejected.rawValue); it stays \(oldValue.rawValue)."
                )
                return
            }
            if clamped != priority.rawValue {
                warn("\(self): a priority is between 1 and 1000, not \(priority.rawValue); using \(clamped).")
                // Setting a property in its own observer does not call the observer again.
                priority = UILayoutPriority(clamped)
                guard priority != oldValue else { return }
            }
            installedView?.layoutEngineOfTree?.constraintDidChange(self)
        }
    }

    /// A name shown in diagnostics and `description`.
    public var identifier: String?

    /// Kept for source compatibility; constraints are never archived in Scanout.
    public var shouldBeArchived = false

    /// The view the constraint is installed on while active: the items' nearest common ancestor,
    /// or the view `addConstraint(_:)` was called on.
    @WeakLink var installedView: UIView?

    // MARK: Creating

    /// `item1.attribute1 relation item2.attribute2 × multiplier + constant`, as UIKit's
    /// `constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:`. Items are
    /// views or layout guides; a constraint on a size alone passes nil and `.notAnAttribute`.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItemLink = WeakLink(view1 as AnyObject)
        firstAttribute = attr1
        self.relation = relation
        secondItemLink = WeakLink(view2.map { $0 as AnyObject })
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
    }

    /// A constraint with no items, as `NSLayoutConstraint()` makes on iOS: code keeps one as a
    /// placeholder in a property and replaces it before use. Activating it does nothing but warn.
    public convenience init() {
        self.init(
            item: NoLayoutItem(), attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 0)
    }

    /// The first item of `init()`'s constraint: gone as soon as the constraint is made.
    private final class NoLayoutItem {}

    // MARK: Activating

    /// Whether the constraint takes part in layout. Setting it to true installs it on the items'
    /// nearest common ancestor (a diagnostic explains when they have none); false removes it.
    public var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { activate() } else { installedView?.removeConstraint(self) }
        }
    }

    /// Activates every constraint in `constraints`; faster than one at a time, as in UIKit.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // MARK: Describing

    /// `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading == UIView:0x….leadingMargin + 20>`, as
    /// UIKit prints it.
    open var description: String {
        var text = "<NSLayoutConstraint:\(objectAddress(self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(Self.describe(firstItem, firstAttribute)) \(relation)"
        var right = ""
        if secondItem != nil {
            right = Self.describe(secondItem, secondAttribute)
            if multiplier != 1 { right += " * \(Self.format(multiplier))" }
        }
        if constant != 0 || right.isEmpty {
            if right.isEmpty {
                right = Self.format(constant)
            } else {
                right += constant < 0 ? " - \(Self.format(-constant))" : " + \(Self.format(constant))"
            }
        }
        text += " \(right)"
        if priority != .required { text += "   (priority \(Self.format(CGFloat(priority.rawValue))))" }
        if !isActive { text += "   (inactive)" }
        return text + ">"
    }

    open var debugDescription: String { description }

    // MARK: - Internal

    /// The views or guides the constraint names (one or two).
    var items: [AnyObject] {
        // Not `compactMap { $0 }`: see `WeakLink.object` on closures in main-actor code.
        var items: [AnyObject] = []
        items.reserveCapacity(2)
        if let firstItem { items.append(firstItem) }
        if let secondItem { items.append(secondItem) }
        return items
    }

    /// Hostile values (`LayoutValueLimits`) already reported for this constraint.
    var reportedValueProblems = LayoutValueProblems()

    /// Reports `problem` the first time only: layout meets the same constraint at every pass.
    func warnOnce(_ problem: LayoutValueProblems, _ message: @autoclosure () -> String) {
        guard !reportedValueProblems.contains(problem) else { return }
        reportedValueProblems.insert(problem)
        warn(message())
    }

    /// Reports a misuse through the first item's application (see `UIView.warn`).
    func warn(_ message: String) {
        if let view = layoutContainer(of: firstItem) { view.warn(message) } else { Diagnostics.warn(message) }
    }

    static func describe(_ item: AnyObject?, _ attribute: Attribute) -> String {
        let name: String
        switch item {
        case let view as UIView: name = view.layoutDescriptionName
        case let guide as UILayoutGuide: name = guide.layoutDescriptionName
        case let other?: name = "\(type(of: other)):\(objectAddress(other))"
        case nil: name = "(nil)"
        }
        return "\(name).\(attribute)"
    }

    static func format(_ number: CGFloat) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
    }

    // MARK: - Private

    private func activate() {
        guard installedView == nil else { return }
        guard let firstView = layoutContainer(of: firstItem) else {
            warn(
                "Cannot activate \(self): its first item is gone or is not a view or layout guide "
                    + "(a guide must be added to a view with addLayoutGuide first).")
            return
        }
        var ancestor: UIView? = firstView
        if let second = secondItem {
            guard let secondView = layoutContainer(of: second) else {
                warn(
                    "Cannot activate \(self): its second item is not a view or a layout guide in a view.")
                return
            }
            ancestor = firstView.nearestCommonAncestor(with: secondView)
        }
        guard let ancestor else {
            warn(
                "Cannot activate \(self): its items have no common ancestor. Add both views to the same "
                    + "view hierarchy before activating constraints between them. The constraint stays inactive.")
            return
        }
        ancestor.addConstraint(self)
    }
}

/// The view an item's coordinates are relative to when it takes part in a constraint: a view
/// itself, or the view that owns a layout guide.
@preconcurrency @MainActor
func layoutContainer(of item: AnyObject?) -> UIView? {
    switch item {
    case let view as UIView: view
    case let guide as UILayoutGuide: guide.owningView
    default: nil
    }
}
