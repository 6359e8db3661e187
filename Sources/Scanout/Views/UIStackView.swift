/// Lays out a row or a column of views through Auto Layout, as UIKit's `UIStackView` does.
///
/// The stack makes the constraints itself, installs them on itself and lets the tree's one engine
/// place the arranged subviews, so their own constraints (a button's width) and everything around
/// the stack take part in the same solution. Each constraint carries UIKit's identifier
/// (`UISV-spacing`, `UISV-canvas-connection`, `UISV-alignment`, `UISV-hiding`, …), so a conflict
/// diagnostic reads as it would on iOS. Adding a view sets its
/// `translatesAutoresizingMaskIntoConstraints` to false, as UIKit does.
///
/// Along the axis the first and last visible views are pinned to the stack's edges (its
/// `layoutMarginsGuide` with `isLayoutMarginsRelativeArrangement`) and `distribution` decides how
/// the length is shared; across it, `alignment` does. A hidden arranged view collapses to zero
/// length and the spacing beside it goes; hiding inside `UIView.animate` animates the collapse.
/// The stack has no intrinsic size: when nothing constrains its own size, the constraints give it
/// the size its arranged views need, so stacks nest. Constraints are rebuilt in
/// `updateConstraints()`, in the constraint-update pass before layout. Main actor.
@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        /// The views fill the length: the lowest content-hugging priority stretches, the lowest
        /// compression resistance shrinks; among equal priorities the last such view in
        /// `arrangedSubviews` gives way and the earlier ones keep their intrinsic length.
        case fill
        /// Every view gets the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally
        /// Views keep their intrinsic lengths; the gaps between them are equal (at least `spacing`).
        case equalSpacing
        /// The views' centres are equally far apart, as far as `spacing` between them allows.
        case equalCentering
    }

    /// How views are placed across the axis. Leading and trailing follow the layout direction in
    /// a vertical stack; the baselines apply to horizontal stacks (a vertical one treats them as
    /// leading and trailing), and a view without text has both at its bottom edge.
    public enum Alignment: Int, Sendable {
        /// Every view as thick as the stack.
        case fill
        /// Views against the top (horizontal) or leading edge (vertical), at their own thickness.
        case leading
        /// First baselines in line, the group against the top.
        case firstBaseline
        case center
        case trailing
        /// Last baselines in line, the group against the bottom.
        case lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// For `setCustomSpacing(_:after:)`: go back to `spacing` after that view.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// For `spacing` or `setCustomSpacing(_:after:)`: the system's standard spacing (8 points).
    public static let spacingUseSystem = CGFloat.leastNormalMagnitude

    /// The views the stack arranges, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }

    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }

    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }

    /// Space between adjacent views (the minimum, for the equal-spacing distributions); may be
    /// negative for overlap, or `UIStackView.spacingUseSystem`.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsArrangement() } }
    }

    /// Whether the views are placed inside the stack's layout margins (its `layoutMarginsGuide`)
    /// rather than its edges.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// In a vertical stack, whether the spacing runs from one view's last baseline to the next
    /// view's first baseline rather than between their edges. The first and last views stay
    /// pinned by their edges; UIKit also measures their outer baselines from the stack's edges,
    /// which Scanout does not yet.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// A hidden stack must collapse when an enclosing stack hides it; see `rebuildArrangement`.
    /// (`willSet`: an enclosing stack lays out from `super`'s observer, inside an animation block.)
    open override var isHidden: Bool {
        willSet { if newValue != isHidden { setNeedsArrangement() } }
    }

    open override class var requiresConstraintBasedLayout: Bool { true }

    /// A stack of `views`, in order. A convenience initializer, as in UIKit: a subclass that
    /// overrides `init(frame:)` inherits it (and `init()`).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setNeedsArrangement()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Managing arranged views

    /// Appends `view` to the arrangement (and as the last subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex` (moving it if already arranged), makes
    /// it a subview, and hands its placement to constraints.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        setNeedsArrangement()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeValue(forKey: ObjectIdentifier(view))
        setNeedsArrangement()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// The space after `arrangedSubview` in place of `spacing` (`spacingUseDefault` restores
    /// `spacing`). Applies when the view is visible and another visible view follows it.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        if spacing == UIStackView.spacingUseDefault {
            guard customSpacings.removeValue(forKey: key) != nil else { return }
        } else {
            guard customSpacings.updateValue(spacing, forKey: key) != spacing else { return }
        }
        setNeedsArrangement()
    }

    /// The custom spacing after `arrangedSubview`, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    // MARK: Layout

    /// Makes the arrangement's constraints again when something changed since the last pass.
    open override func updateConstraints() {
        if arrangementIsStale { rebuildArrangement() }
        super.updateConstraints()
    }

    /// Not UIKit's (it returns the current size): the size the arrangement needs, for code that
    /// places a stack by frame and asks `sizeToFit()`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    // MARK: - Internal

    override func subviewVisibilityDidChange() {
        subviewIntrinsicContentSizeDidChange()
    }

    /// An arranged view was hidden or shown, or its intrinsic size changed. Hiding changes which
    /// views are arranged; inside an animation block the new layout is made at once, so its frame
    /// changes join the animation (UIKit's stack animates `isHidden` the same way). A new
    /// intrinsic length only moves the constants that follow it, unless the proportions of
    /// `fillProportionally` (multipliers, which a constraint cannot change) or whether a view has
    /// an intrinsic size at all changed: then the constraints are made again.
    override func subviewIntrinsicContentSizeDidChange() {
        super.subviewIntrinsicContentSizeDidChange()
        let shapes = arrangedSubviews.map(ArrangedShape.init)
        if shapes != builtShapes {
            setNeedsArrangement()
            if UIViewAnimationContext.current != nil { layoutRoot.layoutIfNeeded() }
        } else if distribution == .fillProportionally {
            setNeedsArrangement()
        } else {
            for (view, constraint) in intrinsicLengthConstraints {
                constraint.constant = intrinsicLength(of: view)
            }
        }
    }

    // MARK: - Private

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides of the current arrangement, all installed on or added to self.
    private var arrangementConstraints: [NSLayoutConstraint] = []
    private var arrangementGuides: [UILayoutGuide] = []
    /// The `fill` tie-break constraints, whose constants follow the views' intrinsic lengths.
    var intrinsicLengthConstraints: [(UIView, NSLayoutConstraint)] = []
    /// What the constraints were made from, per arranged view, to notice a change that needs new ones.
    private var builtShapes: [ArrangedShape] = []
    private var arrangementIsStale = true

    private func setNeedsArrangement() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
    }

    func intrinsicLength(of view: UIView, along axis: NSLayoutConstraint.Axis? = nil) -> CGFloat {
        let size = view.intrinsicContentSize
        return (axis ?? self.axis) == .horizontal ? size.width : size.height
    }

    /// The spacing after `view` in points: its custom spacing or `spacing`, the system constant
    /// resolved.
    /// NaN or infinity is 0, reported once: the gap's constraint would be left out of layout.
    func spacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        guard value.isFinite else {
            warnOnce(
                .nonFiniteSpacing,
                "\(layoutDescriptionName) has a spacing of \(value); spacing is a finite number of points. Using 0.")
            return 0
        }
        return value == UIStackView.spacingUseSystem ? standardSpacing : value
    }

    /// Replaces the arrangement's constraints with ones made from the current properties.
    ///
    /// Along the axis (for a horizontal stack; a vertical one uses top and bottom):
    /// - `UISV-canvas-connection`: first visible view's leading and last one's trailing on the
    ///   canvas (the stack, or its margins guide).
    /// - `UISV-spacing`: `next.leading == previous.trailing + spacing`, `>=` for the equal-spacing
    ///   distributions (between baselines with `isBaselineRelativeArrangement` in a vertical stack).
    /// - `fill`: `UISV-fill-order`, each view's length equal to its intrinsic length at a priority
    ///   just above 1 that falls with its index: under every real priority, so it only settles
    ///   ties (UIKit: "based on their index").
    /// - `fillEqually`: `UISV-fill-equally`, each length equal to the first's.
    /// - `fillProportionally`: `UISV-fill-proportionally` (999), each length
    ///   `(canvas − spacings) × intrinsic / Σ intrinsic`, lengths without an intrinsic size taken
    ///   from the current frame.
    /// - `equalSpacing` / `equalCentering`: a `UISV-distributing` guide between each pair of
    ///   neighbours, from edge to edge (from centre to centre), its edges `UISV-distributing-edge`;
    ///   the guides' lengths equal (`UISV-fill-equally`, required for spacing, 150 for centring,
    ///   which UIKit only "attempts"), and as short as they can be at 51 (`UISV-distributing-fit`)
    ///   so an unconstrained stack takes its content's length while a larger one widens the gaps
    ///   before stretching views (hugging is 250).
    /// - Hidden views: `UISV-hiding`, length 0, leading edge on the previous visible view's
    ///   trailing edge (the canvas for the first).
    ///
    /// Across the axis, against the first visible view (the reference):
    /// - `fill`: the reference's two edges on the canvas, every other visible view's edges on the
    ///   reference's (`UISV-alignment`).
    /// - Otherwise: the reference's leading edge, centre or trailing edge on the canvas's, the
    ///   others' on the reference's (`UISV-alignment`; baselines in a horizontal stack, where
    ///   each view's top (first baseline) or bottom (last) is drawn to the canvas's at 49 to put
    ///   the group there). A `UISV-alignment-spanner` guide fills the canvas across, holds every
    ///   visible view (`UISV-spanning-boundary`) and wants no size at 51 (`UISV-spanning-fit`), so
    ///   an unconstrained stack is as thick as its thickest view. Views without an intrinsic
    ///   thickness get `UISV-ambiguity-suppression` (thickness 0 at 25).
    /// Hidden views are only positioned across the axis (one edge, the centre or the baseline):
    /// their thickness never holds the stack open, so a stack whose views are all hidden shrinks
    /// to nothing; with nothing visible the canvas wants no size at 51 (`UISV-canvas-fit`).
    ///
    /// A hidden stack makes its required constraints at 999 instead, so an enclosing stack's
    /// `UISV-hiding` collapses it without a conflict.
    private func rebuildArrangement() {
        arrangementIsStale = false
        removeConstraints(arrangementConstraints)
        for guide in arrangementGuides { removeLayoutGuide(guide) }
        arrangementConstraints = []
        arrangementGuides = []
        intrinsicLengthConstraints = []
        builtShapes = arrangedSubviews.map(ArrangedShape.init)

        var builder = ArrangementBuilder(
            stack: self, canvas: isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self,
            required: isHidden ? UILayoutPriority(999) : .required)
        buildAlongTheAxis(&builder)
        buildAcrossTheAxis(&builder)

        arrangementConstraints = builder.constraints
        arrangementGuides = builder.guides
        addConstraints(arrangementConstraints)
    }
}

/// What of an arranged view decides which constraints the stack makes for it.
@MainActor
private struct ArrangedShape: Equatable {
    let isHidden: Bool
    let hasIntrinsicWidth: Bool
    let hasIntrinsicHeight: Bool

    init(_ view: UIView) {
        let size = view.intrinsicContentSize
        isHidden = view.isHidden
        hasIntrinsicWidth = size.width >= 0
        hasIntrinsicHeight = size.height >= 0
    }
}
