// A layer's own time (Core Animation's `CAMediaTiming` on layers). Each layer's time is its
// superlayer's, less its `beginTime`, times its `speed`, plus its `timeOffset`:
//
//     local = (parent − beginTime) × speed + timeOffset
//
// from the application's clock (`CACurrentMediaTime()`) down through the superlayers. A layer's
// animations run in its time, so a layer with `speed` 0 holds every animation in its subtree
// where it is, and the classic pause and resume work as on iOS:
//
//     let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
//     layer.speed = 0
//     layer.timeOffset = paused
//     // … later
//     layer.speed = 1
//     layer.timeOffset = 0
//     layer.beginTime = 0
//     layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
//
// A speed, offset or begin time that is not a finite number counts as 0 (1 for a speed that is
// not a number is not assumed: it stops the clock, where Core Animation's result is undefined).

extension CALayer {
    /// Converts `t` from `layer`'s time (the application's clock when nil) to this layer's.
    public func convertTime(_ t: TimeInterval, from layer: CALayer?) -> TimeInterval {
        let global = layer.map { $0.globalTime(fromLocal: t) } ?? t
        return localTime(fromGlobal: global)
    }

    /// Converts `t` from this layer's time to `layer`'s (the application's clock when nil).
    public func convertTime(_ t: TimeInterval, to layer: CALayer?) -> TimeInterval {
        let global = globalTime(fromLocal: t)
        return layer.map { $0.localTime(fromGlobal: global) } ?? global
    }

    // MARK: - Internal

    /// This layer's time at the application's clock time `global`.
    func localTime(fromGlobal global: TimeInterval) -> TimeInterval {
        let parent = timingParent.map { $0.localTime(fromGlobal: global) } ?? global
        return fromParentTime(parent)
    }

    /// The application's clock time at this layer's time `local`; where a layer on the way is
    /// stopped (speed 0), its begin time, the earliest parent time that maps there.
    func globalTime(fromLocal local: TimeInterval) -> TimeInterval {
        var time = local
        var layer: CALayer? = self
        while let current = layer {
            time = current.toParentTime(time)
            layer = current.timingParent
        }
        return time
    }

    /// The layer whose time this one's is measured from: the superlayer, skipping views whose
    /// layers were never made (they keep the default timing).
    var timingParent: CALayer? {
        guard let view = backingView else { return ownSuperlayer ?? maskedLayerLink }
        var ancestor = view.superview
        while let current = ancestor {
            if let layer = current.storedLayer { return layer }
            ancestor = current.superview
        }
        return nil
    }

    /// Whether the layer or one above it runs its time differently from its parent's.
    var hasOwnTiming: Bool { speed != 1 || timeOffset != 0 || beginTime != 0 }

    /// A change of `speed`, `timeOffset` or `beginTime`: what the animations show is drawn again.
    func timingDidChange() {
        layerDidChange()
        if let application = hostApplication, !runningAnimations.isEmpty { application.layerAnimations.run(self) }
    }

    private var usableSpeed: Double { speed.isFinite ? Double(speed) : 0 }
    private var usableBeginTime: Double { beginTime.isFinite ? beginTime : 0 }
    private var usableTimeOffset: Double { timeOffset.isFinite ? timeOffset : 0 }

    private func fromParentTime(_ parent: TimeInterval) -> TimeInterval {
        guard hasOwnTiming else { return parent }
        let local = (parent - usableBeginTime) * usableSpeed + usableTimeOffset
        return local.isFinite ? local : 0
    }

    private func toParentTime(_ local: TimeInterval) -> TimeInterval {
        guard hasOwnTiming else { return local }
        let speed = usableSpeed
        guard speed != 0 else { return usableBeginTime }
        let parent = (local - usableTimeOffset) / speed + usableBeginTime
        return parent.isFinite ? parent : 0
    }
}
