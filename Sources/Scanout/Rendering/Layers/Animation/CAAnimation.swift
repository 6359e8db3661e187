/// An animation of a layer property, added with `layer.add(_:forKey:)` and run on the
/// application's frame clock (Core Animation's `CAAnimation`). While it runs, the layer is drawn
/// with the animated value; the layer's own (model) value does not change, as in Core Animation:
/// set it too if the layer should stay where the animation ends (or use `fillMode = .forwards`
/// with `isRemovedOnCompletion = false`). Main actor.
@preconcurrency @MainActor
open class CAAnimation {
    /// Seconds one cycle takes; 0 means Core Animation's 0.25.
    open var duration: TimeInterval = 0
    /// When to start, in `CACurrentMediaTime()` seconds; 0 starts at once.
    open var beginTime: TimeInterval = 0
    /// How many cycles run (fractions allowed); `.infinity` repeats until removed.
    open var repeatCount: Float = 0
    /// Whether each cycle runs forwards then backwards.
    open var autoreverses = false
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation leaves the layer once done. True by default.
    open var isRemovedOnCompletion = true
    /// Whether the end value stays drawn after the animation ends (`.forwards`, `.both`) while it
    /// is not removed.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Told when the animation starts and stops. Held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?

    public init() {}

    /// Values stored under keys with `setValue(_:forKey:)`: apps tag animations to tell them apart
    /// in `animationDidStop(_:finished:)`.
    private var keyedValues: [String: Any] = [:]

    /// The timing property named `key` ("duration", "beginTime", "repeatCount", "autoreverses"),
    /// or the value stored under any other key.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "duration": NumberBoxing.box(duration)
        case "beginTime": NumberBoxing.box(beginTime)
        case "repeatCount": NumberBoxing.box(Double(repeatCount))
        case "autoreverses": NumberBoxing.box(autoreverses)
        case "removedOnCompletion", "isRemovedOnCompletion": NumberBoxing.box(isRemovedOnCompletion)
        default: keyedValues[key]
        }
    }

    /// Sets the timing property named `key`, or stores `value` under any other key.
    open func setValue(_ value: Any?, forKey key: String) {
        let number = NumberBoxing.double(from: value)
        switch (key, number) {
        case ("duration", let number?): duration = number
        case ("beginTime", let number?): beginTime = number
        case ("repeatCount", let number?): repeatCount = Float(number)
        case ("autoreverses", let number?): autoreverses = number != 0
        case ("removedOnCompletion", let number?), ("isRemovedOnCompletion", let number?):
            isRemovedOnCompletion = number != 0
        default: keyedValues[key] = value
        }
    }

    /// The cycle a `duration` of 0 stands for: Core Animation's 0.25 seconds, or inside a group
    /// the group's cycle (set by the group before it samples its children).
    var inheritedDuration: TimeInterval = 0.25

    /// How long one cycle is (a duration that is not a positive number counts as none given).
    var cycleDuration: TimeInterval { duration.isFinite && duration > 0 ? duration : inheritedDuration }

    /// How long the whole animation runs; infinite when it repeats forever.
    var activeDuration: TimeInterval {
        let cycles = repeatCount > 0 ? Double(repeatCount) : 1
        return cycleDuration * cycles * (autoreverses ? 2 : 1)
    }

    /// Progress through the current cycle (0…1, eased) at `elapsed` seconds since the start.
    func progress(atElapsed elapsed: TimeInterval) -> Double {
        (timingFunction ?? CAMediaTimingFunction(name: .linear)).progress(at: progressWithoutTiming(atElapsed: elapsed))
    }

    /// The share of the current cycle run (0…1) at `elapsed` seconds, before the timing curve.
    func progressWithoutTiming(atElapsed elapsed: TimeInterval) -> Double {
        let clamped = min(max(elapsed, 0), activeDuration)
        var phase = clamped / cycleDuration
        if autoreverses {
            let half = phase.truncatingRemainder(dividingBy: 2)
            phase = half <= 1 ? half : 2 - half
            if clamped >= activeDuration { phase = 0 }
        } else {
            let whole = phase.rounded(.down)
            phase -= whole
            if clamped >= activeDuration, phase == 0 { phase = 1 }
        }
        return phase
    }

    /// The animated value of the property at `progress`; subclasses say.
    func value(at progress: Double, model: LayerValue?) -> LayerValue? { nil }

    /// The key path the animation changes; property animations say.
    var animatedKeyPath: String? { nil }

    /// Every key path the animation may write (a group's children's, a path's turn).
    var animatedKeyPaths: [String] { animatedKeyPath.map { [$0] } ?? [] }

    /// Writes what the animation shows `elapsed` seconds after its start (0…`activeDuration`)
    /// into `values`, keyed by key path: by default its property's value at its eased progress.
    /// Groups, key-frame paths and transitions write more than one.
    func contribute(atElapsed elapsed: TimeInterval, on layer: CALayer, into values: inout [String: LayerValue]) {
        guard let keyPath = animatedKeyPath,
            let value = value(at: progress(atElapsed: elapsed), model: layer.modelValue(forKeyPath: keyPath))
        else { return }
        values[keyPath] = value
    }

    /// Whether the animation shows its first value before it starts (`.backwards`, `.both`).
    var fillsBackwards: Bool { fillMode == .backwards || fillMode == .both }
    /// Whether the animation shows its last value after it ends (`.forwards`, `.both`).
    var fillsForwards: Bool { fillMode == .forwards || fillMode == .both }
}

/// An animation of one property, named by its key path ("opacity", "position", "transform.rotation.z").
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?

    public init(keyPath path: String?) {
        self.keyPath = path
        super.init()
    }

    public override convenience init() {
        self.init(keyPath: nil)
    }

    override var animatedKeyPath: String? { keyPath }
}

/// From one value to another (Core Animation's `CABasicAnimation`): `fromValue` (the layer's value
/// when nil), `toValue` (or `fromValue + byValue`, or the layer's value).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func value(at progress: Double, model: LayerValue?) -> LayerValue? {
        let from = LayerValue(fromValue) ?? model
        let to =
            LayerValue(toValue) ?? from.flatMap { from in LayerValue(byValue).flatMap { from.adding($0) } } ?? model
        guard let from, let to else { return nil }
        return from.interpolated(to: to, progress: progress)
    }
}

/// From one value to another along a spring (Core Animation's `CASpringAnimation`): a mass on a
/// spring of `stiffness` with `damping`, released with `initialVelocity` (whole distances per
/// second). The animation lasts its `duration`, as Core Animation's does: set it to
/// `settlingDuration` to see the spring come to rest.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// Whether a damping past critical is honoured (iOS 17); Scanout always honours it.
    open var allowsOverdamping = true

    /// A spring that settles in about `perceptualDuration` seconds and bounces by `bounce`
    /// (0 none, towards 1 more; below 0 overdamped), as iOS 17 describes it.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init(keyPath: nil)
        let duration = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
        let usableBounce = bounce.isFinite ? min(max(Double(bounce), -1), 0.99) : 0
        // Stiffness from the period, damping from the bounce (1 − bounce as a ratio when
        // bouncing, 1 / (1 + bounce) when overdamped).
        let omega = 2 * Double.pi / duration
        stiffness = omega * omega
        let ratio = usableBounce >= 0 ? 1 - usableBounce : 1 / (1 + usableBounce)
        damping = 2 * ratio * omega
        self.duration = spring.settlingDuration()
    }

    /// How long the spring takes to come to rest (within 0.1 % of the distance).
    open var settlingDuration: TimeInterval { spring.settlingDuration() }

    var spring: SpringCurve {
        SpringCurve(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    override func progress(atElapsed elapsed: TimeInterval) -> Double {
        // Cycles as any animation's, but the spring's position at the time into the cycle.
        let linear = super.progressWithoutTiming(atElapsed: elapsed)
        return spring.value(at: linear * cycleDuration)
    }
}

/// What an animation leaves drawn outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Told as an animation starts and stops.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    /// `flag` is false when the animation was removed before it ended.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The current time of the application's clock, in seconds: what `beginTime` is measured in
/// (0 while no application runs).
@preconcurrency @MainActor
public func CACurrentMediaTime() -> TimeInterval {
    ApplicationContext.active.application?.clock.now ?? 0
}
