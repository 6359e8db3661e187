// Core Animation's explicit animations on layers: `add(_:forKey:)` starts one on the application's
// frame clock; each frame the animated values are worked out and the layer is repainted with them
// (its model values do not change). A view's layer animates the view's drawing the same way for
// opacity, position, bounds, transform and background colour.

extension CALayer {
    /// Starts `anim` on the layer, replacing any animation under `key`.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let key = key ?? "animation-\(ObjectIdentifier(anim).hashValue)"
        removeAnimation(forKey: key, finished: false)
        guard let application = hostApplication else {
            Diagnostics.warn("\(self) is not in a window: the animation \(key) cannot run.")
            return
        }
        let transaction = CATransaction.enlist(anim)
        // In the layer's own time (see `CALayer+MediaTiming`): the clock's, unless the layer or
        // one above it runs at another speed or offset.
        let start =
            anim.beginTime.isFinite && anim.beginTime > 0
            ? anim.beginTime : localTime(fromGlobal: application.clock.now)
        // A transition shows the layer's old look leaving: a snapshot taken now, animated beside it.
        let companion = (anim as? CATransition)?.beginShowingOldLook(of: self, from: start)
        runningAnimations.append(
            RunningAnimation(key: key, animation: anim, start: start, transaction: transaction, companion: companion))
        application.layerAnimations.run(self)
    }

    public func removeAnimation(forKey key: String) {
        removeAnimation(forKey: key, finished: false)
    }

    public func removeAllAnimations() {
        for running in runningAnimations { removeAnimation(forKey: running.key, finished: false) }
    }

    public func animation(forKey key: String) -> CAAnimation? {
        runningAnimations.first { $0.key == key }?.animation
    }

    public func animationKeys() -> [String]? {
        runningAnimations.isEmpty ? nil : runningAnimations.map(\.key)
    }

    // MARK: - Internal

    /// Moves every animation to `time`; returns whether any still runs (or holds its end value).
    func stepAnimations(to clockTime: TimeInterval) -> Bool {
        let time = localTime(fromGlobal: clockTime)
        var values: [String: LayerValue] = [:]
        var finished: [String] = []
        for index in runningAnimations.indices {
            let running = runningAnimations[index]
            let animation = running.animation
            let elapsed = time - running.start
            if elapsed < 0 {
                if animation.fillsBackwards { animation.contribute(atElapsed: 0, on: self, into: &values) }
                continue
            }
            if !running.started {
                runningAnimations[index].started = true
                animation.delegate?.animationDidStart(animation)
            }
            let done = elapsed >= animation.activeDuration
            if done {
                finished.append(running.key)
                guard !animation.isRemovedOnCompletion, animation.fillsForwards else { continue }
            }
            animation.contribute(atElapsed: min(elapsed, animation.activeDuration), on: self, into: &values)
        }
        // Where it was drawn and where it is drawn now are both repainted.
        layerWillChange()
        animatedValues = values
        layerDidChange()
        for key in finished {
            guard let running = runningAnimations.first(where: { $0.key == key }), !running.ended else { continue }
            if running.animation.isRemovedOnCompletion {
                removeAnimation(forKey: key, finished: true)
            } else if let index = runningAnimations.firstIndex(where: { $0.key == key }) {
                runningAnimations[index].ended = true
                runningAnimations[index].companion?.animationDidEnd()
                running.animation.delegate?.animationDidStop(running.animation, finished: true)
                running.transaction?.animationEnded()
            }
        }
        return runningAnimations.contains { !$0.ended }
    }

    /// The animated value of `keyPath` while an animation runs; nil otherwise.
    func presentedValue(_ keyPath: String) -> LayerValue? {
        animatedValues.isEmpty ? nil : animatedValues[keyPath]
    }

    // MARK: - Private

    private func removeAnimation(forKey key: String, finished: Bool) {
        guard let index = runningAnimations.firstIndex(where: { $0.key == key }) else { return }
        let running = runningAnimations.remove(at: index)
        layerWillChange()
        for keyPath in running.animation.animatedKeyPaths { animatedValues[keyPath] = nil }
        layerDidChange()
        running.companion?.animationDidEnd()
        guard !running.ended else { return }
        running.animation.delegate?.animationDidStop(running.animation, finished: finished)
        running.transaction?.animationEnded()
    }

    /// The application whose window shows the layer.
    var hostApplication: UIApplication? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.backingView { return view.window?.application }
            // A mask is in no layer tree: it is hosted where the layer it masks is.
            layer = current.superlayer ?? current.maskedLayerLink
        }
        return nil
    }

    /// The layer's own value for `keyPath`: where an animation without `fromValue` starts.
    func modelValue(forKeyPath keyPath: String) -> LayerValue? {
        switch keyPath {
        case "opacity": .number(Double(opacity))
        case "position": .point(position)
        case "position.x": .number(position.x)
        case "position.y": .number(position.y)
        case "bounds": .rect(bounds)
        case "bounds.size": .size(bounds.size)
        case "transform": .transform(transform)
        case "transform.rotation", "transform.rotation.z", "transform.translation.x", "transform.translation.y":
            .number(0)
        case "transform.scale", "transform.scale.x", "transform.scale.y": .number(1)
        case "backgroundColor": backgroundColor.map { .color($0) }
        case "cornerRadius": .number(cornerRadius)
        case "borderWidth": .number(borderWidth)
        case "shadowOpacity": .number(Double(shadowOpacity))
        case "strokeEnd": (self as? CAShapeLayer).map { .number($0.strokeEnd) }
        case "strokeStart": (self as? CAShapeLayer).map { .number($0.strokeStart) }
        case "lineWidth": (self as? CAShapeLayer).map { .number($0.lineWidth) }
        default: nil
        }
    }

    // MARK: Presented values, read by the painter

    var presentedOpacity: Float { presentedValue("opacity")?.number.map { Float($0) } ?? opacity }

    var presentedBackgroundColor: CGColor? {
        if case .color(let color)? = presentedValue("backgroundColor") { return color }
        return backgroundColor
    }

    var presentedCornerRadius: CGFloat { presentedValue("cornerRadius")?.number ?? cornerRadius }

    /// The transform drawn: the model's, or the animated one, with any animated rotation, scale
    /// or translation applied on top.
    var presentedTransform: CGAffineTransform {
        animatedTransform(over: CATransform3DGetAffineTransform(self.transform))
    }

    /// `base` with the running transform animations applied.
    func animatedTransform(over base: CGAffineTransform) -> CGAffineTransform {
        var transform = base
        if case .transform(let animated)? = presentedValue("transform") {
            transform = CATransform3DGetAffineTransform(animated)
        }
        guard !animatedValues.isEmpty else { return transform }
        if let angle = (presentedValue("transform.rotation.z") ?? presentedValue("transform.rotation"))?.number {
            transform = CGAffineTransform(rotationAngle: angle).concatenating(transform)
        }
        if let angle = presentedValue(CAKeyframeAnimation.pathRotationKey)?.number {
            transform = CGAffineTransform(rotationAngle: angle).concatenating(transform)
        }
        if let scale = presentedValue("transform.scale")?.number {
            transform = CGAffineTransform(scaleX: scale, y: scale).concatenating(transform)
        }
        let sx = presentedValue("transform.scale.x")?.number ?? 1
        let sy = presentedValue("transform.scale.y")?.number ?? 1
        if sx != 1 || sy != 1 { transform = CGAffineTransform(scaleX: sx, y: sy).concatenating(transform) }
        let tx = presentedValue("transform.translation.x")?.number ?? 0
        let ty = presentedValue("transform.translation.y")?.number ?? 0
        if tx != 0 || ty != 0 { transform = CGAffineTransform(translationX: tx, y: ty).concatenating(transform) }
        // A transition slides the layer in its superlayer's space, after its own transform.
        if case .point(let offset)? = presentedValue(CATransition.offsetKey) {
            transform = transform.concatenating(CGAffineTransform(translationX: offset.x, y: offset.y))
        }
        return transform
    }

    var presentedPosition: CGPoint { animatedPosition(over: position) }

    /// `base` with the running position animations applied.
    func animatedPosition(over base: CGPoint) -> CGPoint {
        var point = base
        if case .point(let animated)? = presentedValue("position") { point = animated }
        if let x = presentedValue("position.x")?.number { point.x = x }
        if let y = presentedValue("position.y")?.number { point.y = y }
        return point
    }

    var presentedBounds: CGRect {
        var rect = bounds
        if case .rect(let animated)? = presentedValue("bounds") { rect = animated }
        if case .size(let size)? = presentedValue("bounds.size") { rect.size = size }
        return rect
    }
}

/// One animation on a layer.
struct RunningAnimation {
    let key: String
    let animation: CAAnimation
    /// When it starts, in clock seconds.
    let start: TimeInterval
    let transaction: CATransaction?
    /// What the animation shows beside the layer (a transition's old look), ended with it.
    var companion: AnimationCompanion?
    var started = false
    /// Finished but kept (not removed on completion): its end value stays drawn.
    var ended = false
}

/// Something an animation shows beside its layer, told once when the animation ends or is
/// removed (a transition's snapshot of the old look, which then goes).
@preconcurrency @MainActor
protocol AnimationCompanion: AnyObject {
    func animationDidEnd()
}

/// Steps every animating layer of one application once per frame.
@preconcurrency @MainActor
final class LayerAnimationDriver {
    private var layers: [WeakLink<CALayer>] = []
    private var ticker: FrameTicker?
    private unowned let application: UIApplication

    init(application: UIApplication) {
        self.application = application
    }

    func run(_ layer: CALayer) {
        if !layers.contains(where: { $0.object === layer }) { layers.append(WeakLink(layer)) }
        if ticker == nil {
            ticker = FrameTicker(application: application) { [weak self] time in self?.step(to: time) ?? false }
        }
        if ticker?.isRunning == false { ticker?.start() }
    }

    private func step(to time: TimeInterval) -> Bool {
        layers = layers.filter { weak in
            guard let layer = weak.object else { return false }
            return layer.stepAnimations(to: time)
        }
        return !layers.isEmpty
    }
}

extension CALayer {
    /// Maps the layer's coordinates to its superlayer's as drawn now (animated values included).
    func presentedToSuperlayer() -> CGAffineTransform {
        guard backingView == nil, !animatedValues.isEmpty else { return toSuperlayer() }
        let bounds = presentedBounds
        let anchor = CGPoint(x: anchorPoint.x * bounds.width, y: anchorPoint.y * bounds.height)
        let position = presentedPosition
        return CGAffineTransform(translationX: -anchor.x - bounds.minX, y: -anchor.y - bounds.minY)
            .concatenating(presentedTransform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }
}
