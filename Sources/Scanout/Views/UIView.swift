/// A rectangle on screen that draws content and receives touches: the node of the retained view
/// tree.
///
/// Behaves as UIKit's `UIView`. The overridable API lives in this file; each aspect's machinery
/// lives in its own file: geometry and coordinate conversion (`UIView+Geometry.swift`), the tree
/// and its move notifications (`UIView+Hierarchy.swift`), hit-testing (`UIView+HitTesting.swift`),
/// layout (`UIView+Layout.swift`), Auto Layout (`Layout/`).
///
/// Main actor. A view holds its subviews strongly and does not keep its superview, window or view
/// controller alive, so a tree is freed as soon as nothing outside holds its root: the superview
/// and controller links are `unowned(unsafe)`, cleared by the superview's or the controller's
/// deinit, and every other link to a view (its window, constraints, anchors, layer, layout
/// engine) is a `WeakLink`, rather than `weak`: a weak reference gives its object a side table,
/// which moves every retain and release of it to Swift's slow path, and views are retained and
/// released at every step of layout, hit-testing and event delivery (measured: weak links made
/// dispatch through a 20-deep chain 2–3× slower, and a form's first layout a tenth slower; see
/// docs/PERFORMANCE.md).
@preconcurrency @MainActor
open class UIView: UIResponder {
    // `@exclusivity(unchecked)` on what hit-testing, layout and drawing read at every step: Swift
    // checks each access to a class's stored property for overlap at run time, and those checks
    // were a fifth of delivering a touch. A value of a trivial type (a number, a flag, a
    // rectangle) cannot be torn by an overlapping access, so leaving the check out risks nothing;
    // the subview and recognizer arrays are changed only by a few statements in
    // UIView+Hierarchy.swift and UIGestureRecognizer.swift that call out to nothing meanwhile.
    // Every other property keeps the check.

    // Geometry: `frame` is derived from these, as in UIKit (the anchor point is the centre).
    @exclusivity(unchecked) var storedCenter: CGPoint
    @exclusivity(unchecked) var storedBounds: CGRect
    @exclusivity(unchecked) var storedTransform: CGAffineTransform = .identity
    @exclusivity(unchecked) var storedAlpha: CGFloat = 1
    var storedBackgroundColor: UIColor?
    var storedLayer: CALayer?
    /// The view whose alpha masks this one (`mask`), kept here: its layer holds only the layer.
    var storedMaskView: UIView? {
        didSet {
            if (oldValue == nil) != (storedMaskView == nil) {
                Self.viewsWithMaskViews += storedMaskView == nil ? -1 : 1
            }
        }
    }
    /// The pixels of the view's last `draw(_:)`, kept by the compositor (see `BackingStore`).
    var backingStore: BackingStore?
    /// The pixels of the view's subtree, kept while the view is translucent (see `BackingStore`).
    var groupStore: BackingStore? {
        didSet {
            if (oldValue == nil) != (groupStore == nil) { Self.viewsWithGroupStores += groupStore == nil ? -1 : 1 }
        }
    }
    /// What the view and its unclipped subviews draw, in its own coordinates, kept between frames
    /// (`keptRenderExtent()`); nil until asked for and after anything in it changes.
    var cachedRenderExtent: CGRect?
    /// How many views hold a group store, in every application: while none does (most of the
    /// time), a change need not walk up its ancestors looking for one to invalidate — a walk that
    /// made building a deep tree cost its depth squared. A hint kept exact by `groupStore` and
    /// the deinit; shared, as it only ever saves work.
    @exclusivity(unchecked) static var viewsWithGroupStores = 0
    /// How many views have a mask view: while none does, a change outside a window need not look
    /// for a view it masks (see `damageMaskedView()`).
    @exclusivity(unchecked) static var viewsWithMaskViews = 0
    var layoutPriorities = LayoutPriorities()
    /// Set when the compositor skipped the view for geometry that is not finite and said so
    /// (see `GeometryWarnings`); cleared when its own geometry changes.
    var isReportedForNonFiniteGeometry = false

    // The tree.
    @exclusivity(unchecked) var storedSubviews: [UIView] = []
    /// Safety: cleared by the superview's deinit and by removal, so it never outlives the superview.
    unowned(unsafe) var storedSuperview: UIView?
    /// The window above this view, cached when the view moves (reading it walks nothing).
    var cachedWindow: UIWindow? {
        get { cachedWindowLink.object }
        set { cachedWindowLink = WeakLink(newValue) }
    }
    /// Read by `window`, `isFirstResponder` and every damage report; replaced whole when the view
    /// moves between windows: not checked for overlapping access at run time (a wrapped property
    /// cannot say so).
    @exclusivity(unchecked) private var cachedWindowLink = WeakLink<UIWindow>(nil)
    /// What links to this view hold (`WeakLink`); made on first use, cleared by the deinit.
    var storedLifetimeHandle: LifetimeHandle?
    /// The controller whose root view this is (UIKit's view delegate); it is `next`.
    /// Safety: cleared by the controller's deinit and when it replaces its view.
    unowned(unsafe) var owningViewController: UIViewController?

    // Layout.
    var needsLayout = true
    var descendantNeedsLayout = false
    /// Auto Layout's state of this view, made when the view first uses it (see ViewLayoutState).
    var storedLayoutState: ViewLayoutState?
    /// This view or one below it has Auto Layout state: moves and frame changes in this subtree
    /// concern the tree's layout engine. Set once, never cleared (a conservative filter).
    var subtreeUsesAutoLayout = false
    /// UIKit starts every view needing `updateConstraints`; the pass runs in trees that use Auto
    /// Layout.
    var needsConstraintUpdate = true
    var descendantNeedsConstraintUpdate = false
    var storedSemanticContentAttribute = UISemanticContentAttribute.unspecified

    /// What an animation in flight shows instead of the model values (nil when nothing animates).
    var presentation: PresentationState?
    /// An animation without `.allowUserInteraction` is running on this view: it takes no touches.
    var isAnimationBlockingTouches = false
    /// The interactions added (`addInteraction(_:)`), in order.
    var storedInteractions: [any UIInteraction] = []
    /// `motionEffects` (see `UIMotionEffect`).
    var storedMotionEffects: [UIMotionEffect] = []

    /// The gesture recognizers attached to this view, in the order they were added.
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    // MARK: Initialization

    public init(frame: CGRect) {
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        storedBounds = CGRect(origin: .zero, size: CGSize(width: frame.width, height: frame.height))
        super.init()
        if Self.requiresConstraintBasedLayout { _ = layoutState }
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Views are never decoded in Scanout; see `NSCoder`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Nonisolated, as UIKit's, so a subclass's plain `deinit` compiles (a subclass may also
    /// write `isolated deinit`); see `runOnMainActorNow`.
    deinit {
        runOnMainActorNow("The deinit of \(type(of: self))") {
            if groupStore != nil { Self.viewsWithGroupStores -= 1 }
            if storedMaskView != nil { Self.viewsWithMaskViews -= 1 }
            storedLifetimeHandle?.object = nil
            releaseSubviews()
        }
    }

    // MARK: Geometry (see UIView+Geometry.swift)
    //
    // In the class, not an extension, so apps can override them as in UIKit (a view that redraws
    // its border in `frame`'s or `bounds`' didSet).

    /// The view's rectangle in its superview's coordinates. Setting it when `transform` is not the
    /// identity keeps the transform and fits the bounds so the frame's centre and size match
    /// (exact for scales; UIKit leaves this case undefined).
    open var frame: CGRect {
        get {
            let size = storedBounds.size
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            var newValue = newValue
            // A fixed-size view keeps its origin and its own size.
            if let fixedSize, storedTransform.isIdentity { newValue.size = fixedSize }
            // One change for observers, not the half-moved frame between centre and size.
            KeyValueObservationCenter.holdingReports { setFrame(newValue) }
        }
    }

    private func setFrame(_ newValue: CGRect) {
        center = CGPoint(x: newValue.midX, y: newValue.midY)
        var size = CGSize(width: newValue.width, height: newValue.height)
        if !storedTransform.isIdentity {
            let inverse = storedTransform.inverted()
            size = CGSize(width: abs(size.applying(inverse).width), height: abs(size.applying(inverse).height))
        }
        bounds.size = size
    }

    /// The view's own coordinate system: its origin (the scroll offset) and its size. Animatable.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            var newValue = newValue
            if let fixedSize { newValue.size = fixedSize }
            setAnimatable(.bounds(newValue))
        }
    }

    /// The centre of the view in its superview's coordinates. Animatable.
    open var center: CGPoint {
        get { storedCenter }
        set { setAnimatable(.center(newValue)) }
    }

    /// A transform applied about the view's centre (scale, rotation, translation). Animatable.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { setAnimatable(.transform(newValue)) }
    }

    /// The shape the view collides as under a `UIDynamicAnimator` (`UIDynamicItem`); override
    /// for a round view (`.ellipse`) or one of your own outline (`.path`).
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The outline a view of `.path` collision bounds collides as, about its centre.
    open var collisionBoundingPath: UIBezierPath { UIBezierPath() }

    // MARK: Visual properties

    /// Hidden views are not drawn and do not receive touches; neither do their subviews.
    @exclusivity(unchecked) open var isHidden = false {
        willSet { if newValue != isHidden { hiddenWillChange(to: newValue) } }
        didSet {
            guard isHidden != oldValue else { return }
            // What the view drew is still right: its backing store is kept.
            damageExtent()
            // A stack view closes the gap a hidden arranged subview leaves; any other superview is
            // not laid out again (as in UIKit: a caret blinking is not a layout).
            superview?.subviewVisibilityDidChange()
            hiddenDidChange()
            KeyValueObservationCenter.somethingChanged()
        }
    }

    /// Opacity of the view and its subviews as a group, from 0 to 1. Views with alpha of 0.01
    /// or less do not receive touches. Animatable.
    open var alpha: CGFloat {
        get { storedAlpha }
        set { setAnimatable(.alpha(newValue)) }
    }

    /// The fill behind the view's content; nil (the default) is transparent. Animatable.
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set { setAnimatable(.backgroundColor(newValue)) }
    }

    /// Whether drawing of subviews is clipped to the bounds (rounded by `layer.cornerRadius`).
    /// Touches are always limited to the bounds (through `point(inside:with:)`), whatever this says.
    @exclusivity(unchecked) open var clipsToBounds = false {
        // Clipping changes what the view covers (a shadow, subviews outside): both the area before
        // and the area after are repainted.
        willSet { if newValue != clipsToBounds { appearanceDidChange() } }
        didSet { if clipsToBounds != oldValue { appearanceDidChange() } }
    }

    /// The view's layer: corner radius and border (see `CALayer`), of the class `layerClass`
    /// names, made on first use.
    public var layer: CALayer {
        if let storedLayer { return storedLayer }
        let layerClass: AnyClass = type(of: self).layerClass
        let made = (layerClass as? CALayer.Type)?.makeBackingLayer(for: self) ?? CALayer(delegate: self)
        if ObjectIdentifier(type(of: made)) != ObjectIdentifier(layerClass),
            UIView.warnedLayerClasses.insert(ObjectIdentifier(layerClass)).inserted
        {
            warn(
                "\(type(of: self)).layerClass is \(layerClass), which Scanout cannot make a view's layer of; "
                    + "the view's layer is a \(type(of: made)). Add a \(layerClass) as a sublayer instead.")
        }
        storedLayer = made
        return made
    }

    /// The class of the view's layer: `CALayer` by default. Override it to back the view with a
    /// `CAGradientLayer` or `CAShapeLayer`, whose drawing then fills the view under its content.
    /// Scanout makes layers of its own classes only (see `CALayer`); for another class the view
    /// gets the nearest of them, with a warning.
    open class var layerClass: AnyClass { CALayer.self }
    /// The layer classes a view has warned it cannot make, once each.
    private static var warnedLayerClasses: Set<ObjectIdentifier> = []

    open var isOpaque = true

    /// An integer the app uses to find the view with `viewWithTag(_:)`.
    open var tag = 0
    /// Marks the view for state restoration, as UIKit code sets it; Scanout saves view controllers'
    /// state (`UIViewController.encodeRestorableState(with:)`), not views'.
    open var restorationIdentifier: String?

    /// A name for the view that tests and diagnostics use (Auto Layout's messages show it).
    open var accessibilityIdentifier: String?

    // MARK: Accessibility (UIKit's informal protocol; defaults and storage in
    // Accessibility/UIView+Accessibility.swift, declared here so apps can override them)

    /// What the view says it is, in words: a label's text, a button's title, unless one is set.
    open var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? defaultAccessibilityLabel }
        set { storedAccessibilityLabel = newValue }
    }
    /// A short sentence on what happens when the view is used.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint ?? defaultAccessibilityHint }
        set { accessibilityStore.hint = newValue }
    }
    /// The view's value in words ("50%", "1").
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? defaultAccessibilityValue }
        set { accessibilityStore.value = newValue }
    }
    /// What kind of element the view is, and its state (a disabled control adds `.notEnabled`).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { (accessibilityStorage?.traits ?? defaultAccessibilityKindTraits).union(accessibilityStateTraits) }
        set { accessibilityStore.traits = newValue.subtracting(accessibilityStateTraits) }
    }
    /// Whether the view is one element to assistive technology (labels, controls, text fields,
    /// images with a label, cells are).
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityStore.isElement = newValue }
    }
    /// Where the element is, in screen coordinates: the view's bounds unless set.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? screenFrameForAccessibility }
        set { accessibilityStore.frame = newValue }
    }
    /// Where a double tap lands, in screen coordinates: the middle of `accessibilityFrame` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStorage?.activationPoint ?? accessibilityFrame.centreForAccessibility }
        set { accessibilityStore.activationPoint = newValue }
    }
    /// The outline of the element, in screen coordinates, when it is not a rectangle.
    open var accessibilityPath: UIBezierPath? {
        get { accessibilityStorage?.path }
        set { accessibilityStore.path = newValue }
    }
    /// The language to speak the view's label and value in (BCP 47); nil for the app's.
    open var accessibilityLanguage: String? {
        get { accessibilityStorage?.language }
        set { accessibilityStore.language = newValue }
    }
    /// The elements inside this container, in reading order (views and `UIAccessibilityElement`s);
    /// nil to read the subviews.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibilityStore.elements = newValue }
    }
    /// How many elements the container holds (`accessibilityElements`' count by default).
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The container's element at `index`, or nil.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The index of `element` in the container, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
    /// What kind of container the view is (a list, a table, a landmark).
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityStorage?.containerType ?? .none }
        set { accessibilityStore.containerType = newValue }
    }
    /// Whether the elements inside the view are hidden from assistive technology.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibilityStore.elementsHidden = newValue }
    }
    /// Whether only this view's elements (and windows above) are read: its siblings and what is
    /// behind it are left out, as behind an alert.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibilityStore.viewIsModal = newValue }
    }
    /// Whether the view's elements are read together, before what is beside the view.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibilityStore.groupsChildren = newValue }
    }
    /// Whether the element does something when used (controls do).
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilityStorage?.respondsToUserInteraction ?? (self is UIControl) }
        set { accessibilityStore.respondsToUserInteraction = newValue }
    }
    /// The names a person may say or type for the element; the label unless set.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityStorage?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibilityStore.userInputLabels = newValue }
    }
    /// The label with attributes; set, it sets the plain label too.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }
    /// The value with attributes; set, it sets the plain value too.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }
    /// The hint with attributes; set, it sets the plain hint too.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }
    /// Actions beyond activation that assistive technology offers for the element.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions }
        set { accessibilityStore.customActions = newValue }
    }
    /// Ways to move through the view's content by a kind of item.
    open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
        get { accessibilityStorage?.customRotors }
        set { accessibilityStore.customRotors = newValue }
    }
    /// Does what a double tap does; false (the default for most views) to have a tap sent to the
    /// activation point instead.
    open func accessibilityActivate() -> Bool { defaultAccessibilityActivate() }
    /// Raises an adjustable element's value by one step (a slider by 10 %, a stepper by its step).
    open func accessibilityIncrement() { defaultAccessibilityAdjust(by: 1) }
    /// Lowers an adjustable element's value by one step.
    open func accessibilityDecrement() { defaultAccessibilityAdjust(by: -1) }
    /// Scrolls by a page; true when the view scrolled (scroll views do).
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        defaultAccessibilityScroll(direction)
    }

    /// The view's accessibility settings, made when one is first set.
    var accessibilityStorage: AccessibilityStorage?

    /// The colour of the view's and its subviews' tinted parts (a system button's title, a bar
    /// item, a switch's track): the view's own when set, else its superview's, else the
    /// system's. While dimmed (`tintAdjustmentMode`) it is grey, as UIKit dims what is behind an
    /// alert. Setting it tells the view and the subviews that inherit it (`tintColorDidChange()`).
    open var tintColor: UIColor! {
        get {
            let tint = resolvedTint
            return tint.isDimmed ? Self.dimmedTint(tint.base) : tint.base
        }
        set {
            let old = tintColor
            storedTintColor = newValue
            forgetResolvedTints()
            if tintColor != old { notifyTintChange(.color) }
        }
    }
    private var storedTintColor: UIColor?

    /// Whether the tint is dimmed: `.dimmed`, or `.automatic` under a dimmed superview.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            if storedTintAdjustmentMode != .automatic { return storedTintAdjustmentMode }
            return storedSuperview?.resolvedTint.isDimmed == true ? .dimmed : .normal
        }
        set {
            let old = tintColor
            storedTintAdjustmentMode = newValue
            forgetResolvedTints()
            if tintColor != old { notifyTintChange(.adjustmentMode) }
        }
    }
    private var storedTintAdjustmentMode = TintAdjustmentMode.automatic

    /// The tint the view inherits or sets, worked out once and kept: reading it through the
    /// superviews each time cost a deep tree its depth squared (and the dimming its depth cubed).
    /// Kept only while every ancestor keeps its own, so forgetting a subtree's stops at a view
    /// that kept none; forgotten when a tint is set on the view or above it, and when it moves.
    private struct ResolvedTint {
        var base: UIColor
        var isDimmed: Bool
    }
    private var keptTint: ResolvedTint?

    private var resolvedTint: ResolvedTint {
        if let keptTint { return keptTint }
        // Up to the nearest ancestor that kept its tint (or the top), then down, keeping each.
        var chain: [UIView] = [self]
        var above = storedSuperview
        while let view = above, view.keptTint == nil {
            chain.append(view)
            above = view.storedSuperview
        }
        var inherited = above?.keptTint ?? ResolvedTint(base: .tintColor, isDimmed: false)
        for view in chain.reversed() {
            let mode = view.storedTintAdjustmentMode
            inherited = ResolvedTint(
                base: view.storedTintColor ?? inherited.base,
                isDimmed: mode == .dimmed || (mode == .automatic && inherited.isDimmed))
            view.keptTint = inherited
        }
        return inherited
    }

    /// Forgets the kept tints of the view and the views below it (see `keptTint`).
    func forgetResolvedTints() {
        guard keptTint != nil else { return }
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.keptTint = nil
            for subview in view.storedSubviews where subview.keptTint != nil { pending.append(subview) }
        }
    }

    /// Told when the view's `traitCollection` changed (its window resized across a size class,
    /// it moved to another window, an override changed), with the collection it had before.
    /// Subviews are told after the view. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// An appearance for this view and its subviews that overrides the one they inherit.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { refreshTraits() } }
    }

    /// How far the view's content (what Auto Layout aligns) lies inside its frame: a badge's
    /// shadow or a button's touch padding outside the alignment rectangle. Constraints place the
    /// alignment rectangle; the frame is it outset by these insets. Zero by default; override it.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle of a view with `frame`: the frame inset by `alignmentRectInsets`
    /// (an edge that is not a finite number counts as zero).
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        let insets = alignmentRectInsets.finiteOrZero
        return insets == .zero ? frame : frame.inset(by: insets)
    }

    /// The frame of a view whose alignment rectangle is `alignmentRect`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets.finiteOrZero
        guard insets != .zero else { return alignmentRect }
        return alignmentRect.inset(
            by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The view whose first baseline `firstBaselineAnchor` aligns: the view itself unless a
    /// subclass says otherwise.
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline `lastBaselineAnchor` aligns: the view itself unless a
    /// subclass says otherwise.
    open var forLastBaselineLayout: UIView { self }

    /// The trait values last announced to the view (see `UIView+Traits`); nil before it first
    /// joined a window.
    var rememberedTraits: TraitValues?
    /// What `traitOverrides` sets; nil when nothing.
    var storedTraitOverrides: UITraitOverrides?
    /// Properties few views set (see `UIView+Extras`), made when one is.
    var storedExtras: ViewExtras?
    /// What `registerForTraitChanges` asked for.
    var traitChangeRegistrations: [TraitChangeRegistration] = []

    /// Told when `tintColor` or `tintAdjustmentMode` changes what the view's tint is — set on
    /// it or an ancestor, or the view moved under another tint. Override to recolour what you
    /// draw with the tint; the default does nothing.
    open func tintColorDidChange() {}

    /// What about a tint changed, so only the subviews that inherit it hear of it.
    struct TintChange: OptionSet {
        let rawValue: Int
        static let color = TintChange(rawValue: 1)
        static let adjustmentMode = TintChange(rawValue: 2)
    }

    /// Tells the view and the subviews that inherit `change` that their tint changed, top down,
    /// in a loop (trees can be deeper than the stack allows).
    ///
    /// What each view drew is drawn again (it may use the tint), with one damage report for the
    /// subtree, as for a change of traits: one per view would each walk up to the window, and a
    /// deep tree would cost its depth squared.
    func notifyTintChange(_ change: TintChange = [.color, .adjustmentMode]) {
        defer { damageExtent() }
        var pending: [(view: UIView, change: TintChange)] = [(self, change)]
        while let (view, change) = pending.popLast() {
            view.tintColorDidChange()
            view.backingStore?.invalidateAll()
            view.groupStore?.invalidateAll()
            for subview in view.subviews.reversed() {
                var inherited: TintChange = []
                if change.contains(.color), subview.storedTintColor == nil { inherited.insert(.color) }
                if change.contains(.adjustmentMode), subview.storedTintAdjustmentMode == .automatic {
                    inherited.insert(.adjustmentMode)
                }
                if !inherited.isEmpty { pending.append((subview, inherited)) }
            }
        }
    }

    /// UIKit's dimmed tint: the colour's saturation gone, a mid grey of the same opacity.
    private static func dimmedTint(_ color: UIColor) -> UIColor {
        UIColor(white: 0.56, alpha: color.alpha)
    }

    /// How content is placed when the bounds change; `.redraw` redraws on every size change.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// How the view resizes when its superview's bounds change. Empty by default. Under Auto
    /// Layout (`translatesAutoresizingMaskIntoConstraints`) it becomes the view's constraints.
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { layoutItemDidChange() } }
    }

    /// Whether subviews' `autoresizingMask` applies when this view's bounds change. True by default.
    open var autoresizesSubviews = true

    // MARK: Interaction properties

    /// When false, the view and its subviews are skipped by hit-testing.
    @exclusivity(unchecked) open var isUserInteractionEnabled = true

    /// When false (the default), the view receives only the first of several simultaneous touches.
    @exclusivity(unchecked) open var isMultipleTouchEnabled = false

    /// When true, while this view tracks a touch no other view receives touches, and it receives
    /// none while another view tracks one.
    @exclusivity(unchecked) open var isExclusiveTouch = false

    // MARK: Hit-testing

    /// The deepest visible, interactive descendant (or self) containing `point`, given in this
    /// view's coordinates; nil when the point is outside or the view takes no touches. Override to
    /// enlarge a touch area, let touches fall through, or route them to a specific subview.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point` (in this view's coordinates) is inside the view. `bounds.contains(point)` by
    /// default; override to change the touchable shape.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Layout

    /// Lays out subviews. Does nothing by default (autoresizing has already run); override to
    /// position subviews when the view's size changes or `setNeedsLayout()` was called.
    open func layoutSubviews() {}

    /// The size that fits `size` best. Returns the current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutPriorities.huggingHorizontal : layoutPriorities.huggingVertical
    }

    /// Out of 1...1000 it is clamped; NaN is refused with a warning (the priority stays).
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard let priority = layoutPriority(priority, for: "setContentHuggingPriority") else { return }
        if axis == .horizontal {
            layoutPriorities.huggingHorizontal = priority
        } else {
            layoutPriorities.huggingVertical = priority
        }
        superview?.setNeedsLayout()
        layoutItemDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutPriorities.compressionHorizontal : layoutPriorities.compressionVertical
    }

    /// Out of 1...1000 it is clamped; NaN is refused with a warning (the priority stays).
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard let priority = layoutPriority(priority, for: "setContentCompressionResistancePriority") else { return }
        if axis == .horizontal {
            layoutPriorities.compressionHorizontal = priority
        } else {
            layoutPriorities.compressionVertical = priority
        }
        superview?.setNeedsLayout()
        layoutItemDidChange()
    }

    /// The natural size of the content, or `UIView.noIntrinsicMetric` in a dimension without one.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Auto Layout (see Layout/)

    /// Whether the view depends on constraint-based layout; a view that creates its constraints in
    /// `updateConstraints()` returns true so that the pass runs for it.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Override to add or change constraints in one batch when `setNeedsUpdateConstraints()` was
    /// called; call `super` last. Runs before layout, subviews before their superviews.
    open func updateConstraints() {}

    /// The size the constraints inside this view (among it and its subviews; not those to its
    /// superview) give it, holding each dimension to `targetSize` at the given priority: pass
    /// `.required` for a width you know (a table cell's) and `.fittingSizeLevel` for the height to
    /// find.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        measureWithConstraints(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    /// Called when `safeAreaInsets` changed, during layout. Does nothing by default.
    open func safeAreaInsetsDidChange() {}

    /// The space to keep between the view's edges and its content (through `layoutMarginsGuide`
    /// and the `…Margin` attributes): 8 points by default. Reads the effective margins (measured
    /// from the safe area, at least a controller's system minimum); see UIView+SafeAreaAndMargins.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { setSpecifiedLayoutMargins(newValue) }
    }

    /// The margins by leading and trailing, which swap sides in a right-to-left layout.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveLayoutMargins.directional(for: effectiveUserInterfaceLayoutDirection) }
        set { setSpecifiedDirectionalLayoutMargins(newValue) }
    }

    /// Called when the effective layout margins changed. Does nothing by default.
    open func layoutMarginsDidChange() {}

    // MARK: Drawing

    /// Draws the view's content into the current graphics context. Does nothing by default.
    open func draw(_ rect: CGRect) {}

    // MARK: The layer's delegate

    /// Lays out the view's layer: called in each layout pass after `layoutSubviews()` (and the
    /// view controller's `viewDidLayoutSubviews()`), for a view whose `layer` has been used. Does
    /// nothing by default; override it to place layers added to `layer` by the bounds.
    open func layoutSublayers(of layer: CALayer) {}

    /// A view draws through `draw(_:)`; this does nothing and is there to be overridden.
    open func draw(_ layer: CALayer, in ctx: CGContext) {}

    /// A view's layer is drawn through `draw(_:)`; this does nothing and is there to be overridden.
    open func display(_ layer: CALayer) {}

    /// Called before the layer draws; does nothing by default.
    open func layerWillDraw(_ layer: CALayer) {}

    /// The view's action for a change of its layer: none (Scanout animates views through
    /// `UIView.animate`).
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }

    /// Called by Interface Builder's live rendering of an `@IBDesignable` view, to fill it with
    /// sample content. Scanout has no Interface Builder and never calls it: it exists so that code
    /// overriding it compiles.
    open func prepareForInterfaceBuilder() {}

    /// UIKit's own action of every view: `endEditing:`, which a tap recognizer or a button names
    /// (`UITapGestureRecognizer(target: view, action: Selector("endEditing:"))`, what
    /// `#selector(view.endEditing)` becomes; see `UIView+Editing`). The sender, non-nil, means `force`, as in UIKit.
    open override class var actionTable: ActionTable {
        super.actionTable.on(Selector("endEditing:")) { (view: UIView) in { (_: Any?) in view.endEditing(true) } }
    }

    /// Marks the whole view for redrawing in the next frame.
    /// Whether `gestureRecognizer` — this view's or a superview's, with a touch that landed in
    /// this view — may begin recognizing. True by default; `UIControl` refuses an ancestor's
    /// single taps so that it keeps its own.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    open func setNeedsDisplay() {
        setNeedsDisplay(bounds)
    }

    /// Marks `rect` (in the view's coordinates) for redrawing in the next frame.
    open func setNeedsDisplay(_ rect: CGRect) {
        backingStore?.invalidate(rect)
        reportDamage(rect.intersection(bounds))
    }

    // MARK: Tree notifications

    /// Called before the view moves to a new superview (nil when it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}

    /// Called before the view moves to a new window (nil when it is leaving its window).
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view moved to a new window (or left its window).
    open func didMoveToWindow() {}

    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Focus (see Focus/UIView+Focus.swift)

    /// Whether the view can take keyboard focus: controls, text views and cells can, plain
    /// views cannot (`canBecomeFocusedByDefault`). Override to make a custom view focusable.
    open var canBecomeFocused: Bool { canBecomeFocusedByDefault }
    /// Where focus should go inside this view; none by default (its first item in reading order).
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
    /// Whether focus may move as `context` says; true by default.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Focus moved into, out of or within this view.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// The focus group of this view and its subviews; nil to inherit the superview's group.
    open var focusGroupIdentifier: String? {
        get { focusSettings?.groupIdentifier }
        set {
            focusSettings = FocusSettings(
                groupIdentifier: newValue, groupPriority: focusGroupPriority, effect: focusEffect)
        }
    }
    /// How strongly the view asks for focus when its group is entered.
    open var focusGroupPriority: UIFocusGroupPriority {
        get { focusSettings?.groupPriority ?? .ignored }
        set {
            focusSettings = FocusSettings(
                groupIdentifier: focusGroupIdentifier, groupPriority: newValue, effect: focusEffect)
        }
    }
    /// How the view looks focused; nil: the system's ring.
    open var focusEffect: UIFocusEffect? {
        get { focusSettings?.effect }
        set {
            focusSettings = FocusSettings(
                groupIdentifier: focusGroupIdentifier, groupPriority: focusGroupPriority, effect: newValue)
        }
    }
    /// The focus settings, nil until one is set.
    var focusSettings: FocusSettings?

    // MARK: Responder

    /// The view controller when this is its root view, else the superview.
    open override var next: UIResponder? {
        if let owningViewController { return owningViewController }
        return storedSuperview
    }

    override var firstResponderContext: (window: UIWindow, application: UIApplication?)? {
        guard let window else { return nil }
        return (window, window.application)
    }

    open override var description: String {
        var text = "<\(type(of: self)): \(objectAddress(self)); frame = \(frame)"
        if isHidden { text += "; hidden = YES" }
        if alpha != 1 { text += "; alpha = \(alpha)" }
        if tag != 0 { text += "; tag = \(tag)" }
        if !storedTransform.isIdentity { text += "; transform = \(storedTransform)" }
        return text + ">"
    }

    // MARK: - Internal hooks for subclasses in the framework

    /// The size some views keep whatever frame or bounds they are given (a switch, a stepper),
    /// as in UIKit; nil for views that take any size.
    var fixedSize: CGSize? { nil }

    /// Whether hit-testing may enter this view: visible, interactive, not transparent. Controls
    /// add their enabled state.
    var acceptsTouches: Bool {
        isUserInteractionEnabled && !isHidden && storedAlpha > 0.01 && !isAnimationBlockingTouches
    }

    /// Where the first or last baseline is for Auto Layout: `heightFraction × height + offset`
    /// below the top. Views without text have it at the bottom edge, as in UIKit; labels override.
    func baselineLayoutPosition(first: Bool) -> (heightFraction: CGFloat, offset: CGFloat) {
        (1, 0)
    }

    /// A subview's intrinsic size changed. Stack views, whose own size follows, pass it up.
    func subviewIntrinsicContentSizeDidChange() {
        setNeedsLayout()
    }

    /// A subview was hidden or shown. Nothing for a plain view; a stack view rearranges.
    func subviewVisibilityDidChange() {}

    /// Called before and after `isHidden` changes; windows tell their controllers and application.
    func hiddenWillChange(to hidden: Bool) {}
    func hiddenDidChange() {}
}

/// A view's content-hugging and compression-resistance priorities, UIKit's defaults.
struct LayoutPriorities {
    var huggingHorizontal = UILayoutPriority.defaultLow
    var huggingVertical = UILayoutPriority.defaultLow
    var compressionHorizontal = UILayoutPriority.defaultHigh
    var compressionVertical = UILayoutPriority.defaultHigh
}

extension UIView {
    /// How a view lays out its content when its size changes.
    /// Whether a view's tint is shown as set or dimmed to grey.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (normal at the top).
        case automatic = 0
        case normal
        case dimmed
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

extension UIView: LifetimeHandleOwner {}

extension UIView {
    /// The deinit's work: unlinks the subviews and frees the subtree without recursion.
    fileprivate func releaseSubviews() {
        // The subviews may outlive this view (something else holds them): unlink them.
        for subview in storedSubviews {
            subview.storedSuperview = nil
        }
        // Free the subtree in a loop rather than by recursion: Swift frees a chain of objects
        // one nested release at a time (about 11 frames a level), which overflowed the main
        // thread's stack near 12,000 nested views. A subview this array alone holds hands its
        // own subviews (unlinked) to the loop before it goes, so its deinit finds none.
        var doomed = storedSubviews
        storedSubviews = []
        while var view = doomed.popLast() {
            guard isKnownUniquelyReferenced(&view), !view.storedSubviews.isEmpty else { continue }
            for subview in view.storedSubviews {
                subview.storedSuperview = nil
            }
            doomed += view.storedSubviews
            view.storedSubviews = []
        }
    }
}
