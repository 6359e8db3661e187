// Auto Layout's API on views: installing constraints, anchors, guides, the constraint-update pass
// and measuring with constraints. The engine behind it is `LayoutEngine`.

extension UIView {
    // MARK: Taking part

    /// Whether the view's frame and autoresizing mask become constraints (true, the default, for
    /// views made in code) or the view is placed by constraints you add (set false for every view
    /// you lay out with constraints).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storedLayoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            layoutItemDidChange()
            superview?.setNeedsLayout()
        }
    }

    // MARK: Installed constraints

    /// The constraints installed on this view (by activation, on the items' nearest common
    /// ancestor, or by `addConstraint(_:)`).
    public var constraints: [NSLayoutConstraint] {
        storedLayoutState?.installedConstraints ?? []
    }

    /// The active constraints that place this view along `axis`: those naming it, installed on it
    /// or an ancestor (a debugging aid, as in UIKit).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var current: UIView? = self
        while let view = current {
            for constraint in view.constraints {
                let namesSelf =
                    (constraint.firstItem === self && constraint.firstAttribute.axis == axis)
                    || (constraint.secondItem === self && constraint.secondAttribute != .notAnAttribute
                        && constraint.secondAttribute.axis == axis)
                if namesSelf { found.append(constraint) }
            }
            current = view.superview
        }
        return found
    }

    /// Installs `constraint` on this view; prefer `isActive = true`, which finds the right view.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let installed = constraint.installedView {
            guard installed !== self else { return }
            installed.removeConstraint(constraint)
        }
        layoutState.installedConstraints.append(constraint)
        constraint.installedView = self
        // Each item by itself, not through `items`: no array for every constraint added.
        if let view = layoutContainer(of: constraint.firstItem) {
            view.layoutState.referencingConstraints[ObjectIdentifier(constraint)] = constraint
        }
        if let view = layoutContainer(of: constraint.secondItem) {
            view.layoutState.referencingConstraints[ObjectIdentifier(constraint)] = constraint
        }
        ensureLayoutEngineOfTree()?.add(constraint)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Uninstalls `constraint` from this view (deactivates it) if it is installed here.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self, let state = storedLayoutState else { return }
        state.installedConstraints.removeAll { $0 === constraint }
        constraint.installedView = nil
        for item in constraint.items {
            layoutContainer(of: item)?.storedLayoutState?.referencingConstraints.removeValue(
                forKey: ObjectIdentifier(constraint))
        }
        layoutEngineOfTree?.remove(constraint)
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first line's baseline for text views (a label's), the bottom edge for other views.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line's baseline for text views, the bottom edge for other views.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Layout guides

    /// The guides added to this view, including its margins and safe-area guides once used.
    public var layoutGuides: [UILayoutGuide] {
        storedLayoutState?.layoutGuides ?? []
    }

    /// Adds `layoutGuide` to this view: its constraints are then relative to this view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView {
            guard owner !== self else { return }
            owner.removeLayoutGuide(layoutGuide)
        }
        layoutGuide.owningView = self
        layoutState.layoutGuides.append(layoutGuide)
    }

    /// Removes `layoutGuide`, deactivating the constraints that name it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self, let state = storedLayoutState else { return }
        for constraint in state.referencingConstraints.values
        where constraint.items.contains(where: { $0 === layoutGuide }) {
            constraint.isActive = false
        }
        layoutEngineOfTree?.removeItem(layoutGuide)
        state.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The rectangle inside the view's layout margins, for content that keeps off the edges.
    public var layoutMarginsGuide: UILayoutGuide {
        systemLayoutGuide(.layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The part of the view not covered by bars, the screen's unsafe edges or
    /// `additionalSafeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = systemLayoutGuideIfMade(.safeArea) { return guide }
        layoutState.lastSafeAreaInsets = safeAreaInsets
        return systemLayoutGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// The part of the margins comfortable to read: at most 672 points wide, centred (on a wide
    /// screen, text columns stay readable).
    public var readableContentGuide: UILayoutGuide {
        systemLayoutGuide(.readableContent, identifier: "UIViewReadableContentGuide")
    }

    /// The view's own guide for `role` (margins, safe area, readable content, a scroll view's
    /// content or frame), added the first time it is asked for.
    func systemLayoutGuide(_ role: UILayoutGuide.SystemRole, identifier: String) -> UILayoutGuide {
        if let guide = systemLayoutGuideIfMade(role) { return guide }
        let guide = UILayoutGuide(systemRole: role, identifier: identifier)
        addLayoutGuide(guide)
        return guide
    }

    /// The view's own guide for `role`, if something asked for it.
    func systemLayoutGuideIfMade(_ role: UILayoutGuide.SystemRole) -> UILayoutGuide? {
        storedLayoutState?.layoutGuides.first { $0.systemRole == role }
    }

    // MARK: Updating constraints

    /// Marks the view for `updateConstraints()` in the next layout pass.
    public func setNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        LayoutFeedback.note(.needsUpdateConstraints)
        markAncestorsNeedConstraintUpdate()
        requestLayoutPass()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool {
        needsConstraintUpdate
    }

    /// Runs the constraint-update pass for this view and its subviews now, subviews first.
    public func updateConstraintsIfNeeded() {
        updateConstraintsInSubtree()
    }

    // MARK: Measuring

    /// UIKit's smallest fitting target: measure as small as the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// UIKit's largest fitting target: measure as large as the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it closest to `targetSize` (use
    /// `layoutFittingCompressedSize` or `layoutFittingExpandedSize`), with the fitting size
    /// priority (50) in both dimensions.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// What `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// does by default.
    func measureWithConstraints(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, isFittingEngine: true)
        guard let item = engine.item(for: self) else { return bounds.size }
        let target = fittingTarget(targetSize)
        engine.addRootConstraint(
            LayoutConstraint(
                item.width, .equal, Double(target.width),
                strength: Strength(fittingPriority(horizontalFittingPriority))),
            describing: "the fitting width \(target.width) of \(layoutDescriptionName)")
        engine.addRootConstraint(
            LayoutConstraint(
                item.height, .equal, Double(target.height),
                strength: Strength(fittingPriority(verticalFittingPriority))),
            describing: "the fitting height \(target.height) of \(layoutDescriptionName)")
        engine.addSubtree(self)
        engine.update()
        let size = engine.rootSize
        let scale = window?.screen.scale ?? ApplicationContext.screenScale
        return CGSize(
            width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    /// The fitting target as the solver takes it: infinity (a common way to say "as large as it
    /// takes") is `layoutFittingExpandedSize`, and so is anything larger; NaN measures compressed,
    /// with a warning.
    private func fittingTarget(_ size: CGSize) -> CGSize {
        if size.width.isNaN || size.height.isNaN {
            warnOnce(
                .nonFiniteFittingSize,
                "systemLayoutSizeFitting(\(size)) on \(layoutDescriptionName): a target size is a number, not NaN. "
                    + "Measuring with 0 in its place (layoutFittingCompressedSize).")
        }
        let limit = UIView.layoutFittingExpandedSize.width
        func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, -limit), limit) }
        return CGSize(width: clamp(size.width), height: clamp(size.height))
    }

    /// A fitting priority; NaN is `fittingSizeLevel`, the default of `systemLayoutSizeFitting(_:)`.
    private func fittingPriority(_ priority: UILayoutPriority) -> UILayoutPriority {
        priority.rawValue.isNaN ? .fittingSizeLevel : priority
    }

    // MARK: Debugging

    /// True when the constraints leave the view's position or size free to take more than one
    /// value (for debugging; UIKit's same-named method).
    public var hasAmbiguousLayout: Bool {
        guard let engine = layoutEngineOfTree else { return false }
        engine.update()
        return engine.isAmbiguous(self)
    }
}
