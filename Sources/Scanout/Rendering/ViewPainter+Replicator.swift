// A replicator layer's copies: its sublayers painted once per instance, each placed by the
// instance's transform, tinted by the instance's colour and showing the sublayers' animations
// the instance's delay later.

extension ViewPainter {
    /// Paints `replicator`'s sublayers once per instance, in its coordinates.
    func paintInstances(of replicator: CAReplicatorLayer) {
        let count = replicator.drawnInstanceCount
        guard count > 0 else { return }
        let delay = replicator.instanceDelay.isFinite ? replicator.instanceDelay : 0
        let now = replicator.hostApplication?.clock.now
        for index in 0..<count {
            let tint = replicator.tint(ofInstance: index)
            guard tint.alpha > 0 else { continue }
            context.saveDrawingState()
            guard context.concatenateIfValid(replicator.placement(ofInstance: index)) else {
                context.restoreDrawingState()
                continue
            }
            let tinted = tint.red < 1 || tint.green < 1 || tint.blue < 1
            let grouped = tinted || tint.alpha < 1
            if grouped { context.pushGroup() }
            // Each copy shows the animations `index` delays later: sampled for it, then put back.
            var saved: [(CALayer, [String: LayerValue])] = []
            if index > 0, delay != 0, let now {
                for sublayer in replicator.addedSublayers {
                    sublayer.sampleAnimations(at: now - delay * Double(index), saving: &saved)
                }
            }
            for sublayer in replicator.addedSublayers { paint(sublayer) }
            for (layer, values) in saved { layer.animatedValues = values }
            if grouped {
                if tinted { context.multiplyGroup(red: tint.red, green: tint.green, blue: tint.blue) }
                context.popGroupAndPaint(alpha: tint.alpha)
            }
            context.restoreDrawingState()
        }
    }
}

extension CALayer {
    /// Sets the animated values of this layer and the layers under it to what their animations
    /// show at the clock time `clockTime`, saving the values they had into `saved`. No animation
    /// starts, stops or tells its delegate: the frame's own step does that.
    func sampleAnimations(at clockTime: TimeInterval, saving saved: inout [(CALayer, [String: LayerValue])]) {
        if !runningAnimations.isEmpty {
            saved.append((self, animatedValues))
            let time = localTime(fromGlobal: clockTime)
            var values: [String: LayerValue] = [:]
            for running in runningAnimations {
                let animation = running.animation
                let elapsed = time - running.start
                if elapsed < 0 {
                    if animation.fillsBackwards { animation.contribute(atElapsed: 0, on: self, into: &values) }
                    continue
                }
                if elapsed >= animation.activeDuration,
                    animation.isRemovedOnCompletion || !animation.fillsForwards
                {
                    continue
                }
                animation.contribute(atElapsed: min(elapsed, animation.activeDuration), on: self, into: &values)
            }
            animatedValues = values
        }
        for sublayer in addedSublayers { sublayer.sampleAnimations(at: clockTime, saving: &saved) }
    }
}
