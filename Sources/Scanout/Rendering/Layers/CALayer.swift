/// A rectangle of drawn content: a view's backing layer (`view.layer`), or a layer of your own
/// (`CALayer()`, `CAGradientLayer`, `CAShapeLayer`) added to another with `addSublayer(_:)`.
///
/// Behaves as Core Animation's `CALayer` for what a screen needs: geometry (`bounds`,
/// `position`, `anchorPoint`, `frame`, `transform` drawn by its affine part), a background with
/// rounded (`cornerRadius`, `maskedCorners`) corners, a border, `contents` (a `CGImage`),
/// `opacity`, `isHidden`, `masksToBounds`, a blurred shadow (`shadowColor`, `shadowOpacity`,
/// `shadowRadius`, `shadowOffset`, `shadowPath`) and sublayers.
///
/// A view's layer mirrors the view: its `bounds`, `position`, `opacity`, `backgroundColor`,
/// `isHidden` and `masksToBounds` are the view's. Its sublayers are its subviews' layers and the
/// layers added to it, in the order they were added, as in UIKit: `addSublayer(_:)` puts a layer
/// above the subviews there are, `insertSublayer(_:at: 0)` under all of them. Layers are drawn
/// by the view that holds them, in its frame; a change to any layer repaints what it covers.
///
/// A layer's shadow is the shape of `shadowPath`, or of its rounded background, blurred with a
/// Gaussian of standard deviation `shadowRadius` (pixman's separable convolution) and kept until
/// its shape, size or radius changes, so a still shadow costs one masked fill per frame.
/// Main actor.
@preconcurrency @MainActor
open class CALayer: @MainActor CustomStringConvertible {
    /// The object that draws, displays and lays out the layer and gives its actions (Core
    /// Animation's `CALayerDelegate`), held weakly. A view is its layer's delegate, as in UIKit;
    /// a layer made with `CALayer()` has none until the app sets one. Setting another delegate on
    /// a view's layer makes that object the one asked, while the layer still mirrors the view.
    public var delegate: (any CALayerDelegate)? {
        get { assignedDelegate.object ?? backingView }
        set { assignedDelegate = WeakDelegateLink(newValue) }
    }
    private var assignedDelegate = WeakDelegateLink(nil)
    /// The view this layer backs; nil for a layer made with `CALayer()`.
    var backingView: UIView? { delegateLink.object }
    private let delegateLink: WeakLink<UIView>
    /// The delegate the app set, not the view (see `delegate`).
    var appDelegate: (any CALayerDelegate)? { assignedDelegate.object }

    // MARK: Storage of a layer without a view

    private var ownBounds = CGRect.zero
    private var ownPosition = CGPoint.zero
    private var ownOpacity: Float = 1
    private var ownIsHidden = false
    private var ownMasksToBounds = false
    private var ownBackgroundColor: CGColor?

    /// Layers added to this one (not subviews' layers), in order.
    var addedSublayers: [CALayer] = []
    /// For a layer added to a view's layer: the subview it sits just above (nil: below them all).
    var sitsAboveSubview: WeakLink<UIView>?
    private weak var storedSuperlayer: CALayer?
    /// The blurred shadow, kept while its inputs stay the same.
    var cachedShadow: ShadowMask?
    /// Set on a vibrancy effect view's content view: its subtree is drawn as a silhouette in this
    /// colour (see `UIVibrancyEffect`); nil for the ordinary drawing.
    var vibrancyColor: UIColor? {
        didSet { if vibrancyColor != oldValue { layerDidChange() } }
    }
    /// The explicit animations on the layer, in the order added (see `CALayer+Animation`).
    var runningAnimations: [RunningAnimation] = []
    /// The values the running animations give this frame, by key path; empty when none runs.
    var animatedValues: [String: LayerValue] = [:]

    init(delegate: UIView) {
        self.delegateLink = WeakLink(delegate)
    }

    /// The layer a view whose `layerClass` is this class gets. Scanout makes a view's layer of
    /// its own classes (`CALayer`, `CAGradientLayer`, `CAShapeLayer`); an app's subclass of them
    /// cannot be made from its class without a `required` initializer (which would break the
    /// subclasses that override `init()`), so such a view gets the nearest of Scanout's classes.
    class func makeBackingLayer(for view: UIView) -> CALayer {
        CALayer(delegate: view)
    }

    /// A layer of your own, with empty bounds at the origin.
    public init() {
        delegateLink = WeakLink(nil)
    }

    /// A layer for Core Animation's model/presentation copies: subclasses override it to copy
    /// their own properties. Scanout makes its presentation copies itself (`presentation()`), so
    /// it never calls this; an app may.
    public init(layer: Any) {
        delegateLink = WeakLink(nil)
    }

    /// Whether a change of the property at `key` redraws the layer (`draw(in:)`); false here, as
    /// in Core Animation. Subclasses answer true for their own drawn properties. Scanout redraws
    /// a layer on any change it is told of (`setNeedsDisplay()`).
    open class func needsDisplay(forKey key: String) -> Bool {
        false
    }

    /// The value a property has before it is set: nil here, as in Core Animation.
    open class func defaultValue(forKey key: String) -> Any? {
        nil
    }

    /// A layer of this class with the model's values, for `presentation()`; the shape and
    /// gradient layers copy their own properties too.
    func makePresentationCopy() -> CALayer {
        let copy = CALayer()
        copyModelValues(to: copy)
        return copy
    }

    // MARK: Appearance

    /// Radius of the rounded corners of the background, the border and (with `masksToBounds`) the
    /// clip.
    open var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { layerDidChange(shape: true) } }
    }

    /// Which corners `cornerRadius` rounds. All four by default.
    /// How the rounded corners curve (kept: Scanout draws circular arcs for both).
    open var cornerCurve: CALayerCornerCurve = .circular

    open var maskedCorners: CACornerMask = .all {
        didSet { if maskedCorners != oldValue { layerDidChange(shape: true) } }
    }

    /// Width of the border, drawn inside the bounds, above the content and the sublayers.
    open var borderWidth: CGFloat = 0 {
        didSet { if borderWidth != oldValue { layerDidChange() } }
    }

    /// Colour of the border. Opaque black by default, as in Core Animation.
    open var borderColor: CGColor? = .black {
        didSet { if borderColor != oldValue { layerDidChange() } }
    }

    /// Whether the content and sublayers are clipped to the (rounded) bounds. A view's is its
    /// `clipsToBounds`.
    open var masksToBounds: Bool {
        get { backingView?.clipsToBounds ?? ownMasksToBounds }
        set {
            if let backingView { return backingView.clipsToBounds = newValue }
            changing { ownMasksToBounds = newValue }
        }
    }

    /// Whether the layer's subtree is drawn once into a bitmap and composited from it. Scanout
    /// keeps every layer's drawn pixels between frames already (and a translucent subtree's as a
    /// whole), so the flag changes nothing on screen; it is kept for the app to read.
    open var shouldRasterize = false
    /// The scale of `shouldRasterize`'s bitmap; kept with it.
    open var rasterizationScale: CGFloat = 1

    /// Opacity of the layer and its sublayers as a group. A view's is its `alpha`.
    open var opacity: Float {
        get { backingView.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let backingView { return backingView.alpha = CGFloat(newValue) }
            changing { ownOpacity = min(max(newValue, 0), 1) }
        }
    }

    /// The background fill. A view's is its `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { backingView.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set {
            if let backingView { return backingView.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
            changing { ownBackgroundColor = newValue }
        }
    }

    /// Whether the layer and its sublayers are drawn. A view's is its `isHidden`.
    open var isHidden: Bool {
        get { backingView?.isHidden ?? ownIsHidden }
        set {
            if let backingView { return backingView.isHidden = newValue }
            changing { ownIsHidden = newValue }
        }
    }

    /// A layer whose alpha masks this layer: its content, sublayers and border (a view's subviews
    /// too) show where the mask is opaque and not where it is clear, as in Core Animation. The mask
    /// is placed in this layer's coordinates, as a sublayer would be, and is drawn (its background,
    /// contents, drawing, sublayers) only for its alpha; nil (the default) masks nothing. A layer
    /// cannot mask itself or a layer in its own chain of masks: such a mask is ignored, with a
    /// warning.
    open var mask: CALayer? {
        get { storedMask }
        set {
            var link = newValue
            while let current = link {
                if current === self {
                    let message = "CALayer.mask: \(self) cannot be masked by itself or a layer it masks; mask ignored."
                    if let backingView { backingView.warn(message) } else { Diagnostics.warn(message) }
                    return
                }
                link = current.storedMask
            }
            storedMask?.maskedLayer = nil
            storedMask = newValue
            newValue?.maskedLayer = self
            layerDidChange()
        }
    }
    private var storedMask: CALayer?
    /// The layer this one is the mask of: a change to the mask repaints it.
    private weak var maskedLayer: CALayer?
    var maskedLayerLink: CALayer? { maskedLayer }

    /// An image drawn to fill the bounds (a `CGImage`; anything else draws nothing).
    open var contents: Any? {
        didSet { layerDidChange() }
    }

    /// The pixels per point of `contents` and of what the layer draws: `contents` is as many
    /// points wide as its pixels divided by this, where `contentsGravity` does not stretch it.
    open var contentsScale: CGFloat = 1 {
        didSet { if contentsScale != oldValue, contents != nil { layerDidChange() } }
    }

    /// Where `contents` goes in the bounds: `.resize` (the default) stretches it over them.
    open var contentsGravity: CALayerContentsGravity = .resize {
        didSet { if contentsGravity != oldValue, contents != nil { layerDidChange() } }
    }

    /// Where an image of `pixelSize` goes in `bounds` for `contentsGravity`.
    func contentsRect(forPixelSize pixelSize: CGSize, in bounds: CGRect) -> CGRect {
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let size = CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
        return UIImageView.placement(of: size, in: bounds, contentMode: contentsGravity.contentMode)
    }

    /// A name for the layer, for finding it again.
    open var name: String?

    /// Kept for code that orders layers by depth; Scanout draws sublayers in their order.
    open var zPosition: CGFloat = 0

    /// Whether a change of bounds redraws the content (`draw(in:)`); Scanout always redraws.
    open var needsDisplayOnBoundsChange = false

    // MARK: Shadow

    /// The shadow's colour. Opaque black by default.
    open var shadowColor: CGColor? = .black {
        didSet { if shadowColor != oldValue { layerDidChange() } }
    }

    /// The shadow's opacity, 0 (the default: no shadow) to 1.
    open var shadowOpacity: Float = 0 {
        willSet { layerWillChange() }
        didSet { if shadowOpacity != oldValue { layerDidChange() } }
    }

    /// The blur's standard deviation in points. 3 by default.
    open var shadowRadius: CGFloat = 3 {
        willSet { layerWillChange() }
        didSet { if shadowRadius != oldValue { layerDidChange(shape: true) } }
    }

    /// How far the shadow is moved. (0, -3) by default, as in Core Animation.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { layerWillChange() }
        didSet { if shadowOffset != oldValue { layerDidChange() } }
    }

    /// The shadow's shape; nil casts it from the rounded bounds. The layer keeps an immutable copy
    /// of the path it is given: building on that `CGMutablePath` afterwards changes nothing until
    /// it is set again.
    open var shadowPath: CGPath? {
        get { storedShadowPath }
        set {
            let copy = newValue?.snapshot
            guard copy != storedShadowPath else { return }
            layerWillChange()
            storedShadowPath = copy
            layerDidChange(shape: true)
        }
    }
    private var storedShadowPath: CGPath?

    // MARK: Drawing

    /// Marks the whole layer for redrawing (and `display()` before it is next drawn).
    open func setNeedsDisplay() {
        if let backingView { return backingView.setNeedsDisplay() }
        needsDisplayFlag = true
        layerDidChange()
    }

    /// Marks the layer for redrawing; Scanout redraws the whole layer.
    open func setNeedsDisplay(_ r: CGRect) {
        setNeedsDisplay()
    }

    /// Draws the layer's own content in its bounds' coordinates; subclasses override it. The
    /// default asks the delegate the app set (`draw(_:in:)`); a view's layer draws the view's
    /// `draw(_:)` instead.
    open func draw(in ctx: CGContext) {
        guard backingView == nil, let appDelegate else { return }
        appDelegate.draw(self, in: ctx)
    }

    /// Whether the layer and everything under it is opaque: kept for the app to read, as Scanout
    /// composites every layer by its pixels' own alpha.
    open var isOpaque = false

    // MARK: Display and layout

    /// Whether `display()` runs before the layer is next drawn.
    var needsDisplayFlag = false
    /// Whether `layoutSublayers()` runs in the next layout pass; a new layer is laid out once.
    var needsLayoutFlag = true

    /// Updates the layer's content, as Core Animation calls it before drawing a layer marked with
    /// `setNeedsDisplay()`: asks the delegate's `display(_:)` (which usually sets `contents`).
    /// The layer's `draw(in:)` is drawn with each frame either way.
    open func display() {
        guard backingView == nil, let appDelegate else { return }
        appDelegate.display(self)
    }

    /// Places the sublayers; called in the layout pass after `setNeedsLayout()`, a change of
    /// bounds, or sublayers added. The default asks the delegate (`layoutSublayers(of:)`, which
    /// for a view's layer is the view's). Override to place sublayers by the bounds.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Marks the layer for `layoutSublayers()` in the next layout pass (a view's layer: marks the
    /// view).
    open func setNeedsLayout() {
        if let backingView { return backingView.setNeedsLayout() }
        needsLayoutFlag = true
        hostView?.setNeedsLayout()
    }

    /// Whether `setNeedsLayout()` is pending.
    open func needsLayout() -> Bool {
        if let backingView { return backingView.needsLayout }
        return needsLayoutFlag
    }

    /// Lays out the layer now if it is marked, then its sublayers that are.
    open func layoutIfNeeded() {
        if let backingView { return backingView.layoutIfNeeded() }
        layoutStandaloneIfNeeded()
    }

    /// Whether `display()` is pending.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Runs `display()` now if `setNeedsDisplay()` is pending.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// The action for `event` (a property key): the delegate's answer, else `actions[event]`, else
    /// none. Scanout's layers animate only what is added with `add(_:forKey:)`; the action is there
    /// to be asked and run by the app.
    open func action(forKey event: String) -> (any CAAction)? {
        if let answer = delegate?.action(for: self, forKey: event) { return answer }
        return actions?[event]
    }

    /// Actions by event, asked by `action(forKey:)` after the delegate.
    open var actions: [String: any CAAction]?

    // MARK: Key-value coding

    /// A subclass's own properties by name, for key-value coding; nil here.
    func ownPropertyValue(forKey key: String) -> Any? { nil }

    /// Sets a subclass's own property by name; false here (no such property).
    func setOwnPropertyValue(_ value: Any?, forKey key: String) -> Bool { false }

    /// Values stored under keys that are not the layer's properties (Core Animation keeps any key).
    var customValues: [String: Any] = [:]

    /// The value of the property named `key` ("opacity", "position", "cornerRadius", …) or the
    /// value stored under any other key with `setValue(_:forKey:)`; nil when none.
    open func value(forKey key: String) -> Any? {
        propertyValue(forKey: key) ?? customValues[key]
    }

    /// Sets the property named `key`, converting numbers and values as Core Animation does;
    /// any other key stores `value` for `value(forKey:)`.
    open func setValue(_ value: Any?, forKey key: String) {
        if setPropertyValue(value, forKey: key) { return }
        customValues[key] = value
    }

    // MARK: Timing

    /// How fast the layer's time (and its sublayers' and animations') runs against its
    /// superlayer's: 0 pauses, 2 doubles, negative runs backwards. Not a finite number counts as 0.
    open var speed: Float = 1 {
        didSet { timingDidChange() }
    }

    /// Added to the layer's time after `speed` (the paused time, when pausing).
    open var timeOffset: TimeInterval = 0 {
        didSet { timingDidChange() }
    }

    /// When the layer's time starts, in its superlayer's time.
    open var beginTime: TimeInterval = 0 {
        didSet { timingDidChange() }
    }

    /// Kept for the app to read (`CAMediaTiming`); a layer's time runs without end here.
    open var duration: TimeInterval = 0
    /// Kept for the app to read (`CAMediaTiming`).
    open var repeatCount: Float = 0
    /// Kept for the app to read (`CAMediaTiming`).
    open var repeatDuration: TimeInterval = 0
    /// Kept for the app to read (`CAMediaTiming`).
    open var autoreverses = false
    /// Kept for the app to read (`CAMediaTiming`).
    open var fillMode: CAMediaTimingFillMode = .removed

    open var description: String {
        "<\(type(of: self)): \(objectAddress(self)); frame = \(frame); cornerRadius = \(formatCoordinate(cornerRadius))>"
    }

    /// What the layer's own drawing (`draw(in:)`) covers, in its coordinates, where that can
    /// reach beyond the bounds; shape layers answer their path. Null by default.
    var contentExtent: CGRect { .null }

    /// True when the layer draws something beyond a plain rectangle fill.
    var hasRoundedCorners: Bool { cornerRadius > 0 && !maskedCorners.isEmpty }

    /// Whether a shadow is drawn: a layer that masks to its bounds clips its shadow away, as in
    /// Core Animation.
    var castsShadow: Bool {
        guard shadowOpacity > 0, !masksToBounds, let shadowColor, shadowColor.alpha > 0 else { return false }
        return true
    }

    // MARK: - Changes

    /// Runs `change` between two reports of what the layer covers, so both where it was and where
    /// it is are repainted.
    func changing(_ change: () -> Void) {
        reportDamage()
        change()
        layerDidChange()
    }

    /// Something drawn changed; `shape` when the shadow's shape did.
    func layerDidChange(shape: Bool = false) {
        if shape { cachedShadow = nil }
        reportDamage()
    }

    /// Something that changes the area the layer covers is about to change: the area it covers
    /// now is repainted too.
    func layerWillChange() {
        reportDamage()
    }

    /// Reports the area the layer tree it belongs to draws, through the view that holds it.
    private func reportDamage() {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.backingView {
                view.appearanceDidChange()
                return
            }
            layer = current.storedSuperlayer ?? current.maskedLayer
        }
    }

    /// Sets the layer's superlayer link; the sublayer API keeps both sides in step.
    func setSuperlayer(_ layer: CALayer?) {
        storedSuperlayer = layer
    }

    var ownSuperlayer: CALayer? { storedSuperlayer }

    /// Storage for the geometry of a layer without a view (see `CALayer+Geometry`).
    var standaloneBounds: CGRect {
        get { ownBounds }
        set { ownBounds = newValue }
    }

    var standalonePosition: CGPoint {
        get { ownPosition }
        set { ownPosition = newValue }
    }

    /// Layer geometry beyond the view's: kept for standalone layers (a view's anchor point is its
    /// centre and its transform the view's).
    var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    var storedTransform = CATransform3DIdentity
}

/// The corners `CALayer.cornerRadius` rounds, in UIKit's coordinate terms (min Y is the top).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    static let all: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    /// The same corners as `UIRectCorner`.
    var rectCorners: UIRectCorner {
        var corners: UIRectCorner = []
        if contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
        if contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
        if contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
        if contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
        return corners
    }
}

/// How a layer's rounded corners curve.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A curve that meets the straight edge smoothly (iOS's app-icon corners).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
