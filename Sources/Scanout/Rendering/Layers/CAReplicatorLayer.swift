/// A layer that draws its sublayers several times over, as Core Animation's
/// `CAReplicatorLayer`: `instanceCount` copies, each transformed by `instanceTransform` once more
/// than the one before (about the replicator's centre), tinted by `instanceColor` changed by the
/// colour offsets once more each time, and running the sublayers' animations `instanceDelay`
/// seconds later. An activity spinner is one dot replicated round a circle with a fading
/// animation:
///
/// ```swift
/// let replicator = CAReplicatorLayer()
/// replicator.instanceCount = 12
/// replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
/// replicator.instanceDelay = 1.0 / 12
/// replicator.addSublayer(dot)
/// ```
///
/// At most `CAReplicatorLayer.maximumInstanceCount` copies are drawn; a count below 1 draws none.
/// Main actor.
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    /// The most copies drawn (a count of millions would take minutes a frame).
    public static let maximumInstanceCount = 1000

    /// A view whose `layerClass` is this class gets one as its layer.
    override class func makeBackingLayer(for view: UIView) -> CALayer {
        CAReplicatorLayer(delegate: view)
    }

    /// How many copies of the sublayers are drawn, the first untransformed. 1 by default.
    open var instanceCount = 1 {
        didSet { if instanceCount != oldValue { layerDidChange() } }
    }

    /// Applied to each copy once more than to the one before, about the replicator's centre.
    open var instanceTransform = CATransform3DIdentity {
        willSet { layerWillChange() }
        didSet { layerDidChange() }
    }

    /// How much later each copy runs the sublayers' animations than the one before, in seconds.
    open var instanceDelay: TimeInterval = 0 {
        didSet { layerDidChange() }
    }

    /// The colour the first copy is multiplied by; nil (the default) is white (no change).
    open var instanceColor: CGColor? {
        didSet { layerDidChange() }
    }

    /// Added to each colour component per copy (components stay within 0…1).
    open var instanceRedOffset: Float = 0 {
        didSet { layerDidChange() }
    }
    open var instanceGreenOffset: Float = 0 {
        didSet { layerDidChange() }
    }
    open var instanceBlueOffset: Float = 0 {
        didSet { layerDidChange() }
    }
    open var instanceAlphaOffset: Float = 0 {
        didSet { layerDidChange() }
    }

    /// Kept for the app to read: Scanout draws copies flat, in order.
    open var preservesDepth = false

    /// The number of copies drawn: `instanceCount` within 0…`maximumInstanceCount`.
    var drawnInstanceCount: Int { min(max(instanceCount, 0), Self.maximumInstanceCount) }

    /// Where copy `index` is placed: `instanceTransform` applied `index` times about the centre.
    func placement(ofInstance index: Int) -> CGAffineTransform {
        let step = CATransform3DGetAffineTransform(instanceTransform)
        var total = CGAffineTransform.identity
        for _ in 0..<index { total = total.concatenating(step) }
        let bounds = self.bounds
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        return CGAffineTransform(translationX: -centre.x, y: -centre.y)
            .concatenating(total)
            .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
    }

    /// The colour copy `index` is multiplied by (red, green, blue, alpha in 0…1).
    func tint(ofInstance index: Int) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let base = instanceColor ?? .white
        func component(_ start: CGFloat, _ offset: Float) -> CGFloat {
            let value = start + CGFloat(offset.isFinite ? offset : 0) * CGFloat(index)
            return value.isFinite ? min(max(value, 0), 1) : 0
        }
        return (
            component(base.red, instanceRedOffset), component(base.green, instanceGreenOffset),
            component(base.blue, instanceBlueOffset), component(base.alpha, instanceAlphaOffset)
        )
    }

    /// A replicator with this one's settings.
    override func makePresentationCopy() -> CALayer {
        let copy = CAReplicatorLayer()
        copyModelValues(to: copy)
        copy.instanceCount = instanceCount
        copy.instanceTransform = instanceTransform
        copy.instanceDelay = instanceDelay
        copy.instanceColor = instanceColor
        copy.instanceRedOffset = instanceRedOffset
        copy.instanceGreenOffset = instanceGreenOffset
        copy.instanceBlueOffset = instanceBlueOffset
        copy.instanceAlphaOffset = instanceAlphaOffset
        return copy
    }

    override func ownPropertyValue(forKey key: String) -> Any? {
        switch key {
        case "instanceCount": NumberBoxing.box(instanceCount)
        case "instanceDelay": NumberBoxing.box(instanceDelay)
        case "instanceTransform": instanceTransform
        case "instanceColor": instanceColor
        default: nil
        }
    }

    override func setOwnPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        let number = NumberBoxing.double(from: value)
        switch (key, number) {
        case ("instanceCount", let number?):
            instanceCount = number.clampedInteger(rounding: .towardZero, in: Int.min...Int.max)
        case ("instanceDelay", let number?): instanceDelay = number
        case ("instanceColor", _): instanceColor = CALayer.color(from: value)
        case ("instanceTransform", _):
            guard let transform = value as? CATransform3D else { return false }
            instanceTransform = transform
        default: return false
        }
        return true
    }
}
