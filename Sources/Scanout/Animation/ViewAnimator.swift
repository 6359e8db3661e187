/// Runs the property animations of one application, frame by frame on its clock.
///
/// `UIView.animate` sets the model values at once (as UIKit does) and records, for each property
/// it changed, an animation from the value on screen to the new one. Each frame the animator
/// moves every view's presentation value along its timing curve and reports the damage; when an
/// animation ends its presentation value goes away, and when every animation of one `animate`
/// call has ended its completion runs. Main actor.
@preconcurrency @MainActor
final class ViewAnimator: FrameClockClient {
    private unowned let application: UIApplication
    private var animations: [PropertyAnimation] = []

    init(application: UIApplication) {
        self.application = application
    }

    /// Views that outlive their application show their model values from now on; their
    /// presentation state must not point at this animator any more (see `PresentationState`).
    isolated deinit {
        for animation in animations { animation.view?.presentation = nil }
    }

    /// Whether any animation is in flight (so frames must keep coming).
    var isAnimating: Bool { !animations.isEmpty }

    /// Animates `view`'s property from `from` to `to` as part of `group`, starting when the
    /// group's progress is `startProgress` (a property animator's animations added while it runs).
    func add(
        _ view: UIView, from: AnimatableChange, to: AnimatableChange, group: AnimationGroup, startProgress: Double = 0,
        keyframes: (track: KeyframeTrack, discrete: Bool)? = nil
    ) {
        stopAnimating(view, property: to.property)
        let presentation = view.presentation ?? PresentationState()
        presentation.animator = self
        if !group.options.contains(.allowUserInteraction) { view.isAnimationBlockingTouches = true }
        view.presentation = presentation
        var animation = PropertyAnimation(view: view, from: from, to: to, group: group, startProgress: startProgress)
        animation.keyframes = keyframes
        apply(animation.value(at: 0), to: view)
        group.note(view)
        group.remaining += 1
        animations.append(animation)
        application.frameScheduler.add(self)
    }

    /// Animates a view's property through its keyframes as part of `group`.
    func add(_ track: KeyframeTrack, discrete: Bool, group: AnimationGroup) {
        guard let last = track.segments.last?.to else { return }
        add(track.view, from: track.from, to: last, group: group, keyframes: (track, discrete))
    }

    /// Stops the animation of `property` on `view`, if any; its group will report unfinished.
    func stopAnimating(_ view: UIView, property: AnimatableProperty) {
        guard let index = animations.firstIndex(where: { $0.view === view && $0.to.property == property }) else {
            return
        }
        let animation = animations.remove(at: index)
        if animation.group.memberEnded(finished: false) {
            // Interrupted: the completion learns it did not finish, on the next turn as in UIKit.
            application.clock.schedule(after: 0) { animation.group.complete() }
        }
        refreshInteraction(of: view)
    }

    /// Steps the animations for the frame at `time`; false once none is left moving (those of a
    /// paused property animator wait without frames until it moves them).
    func advanceFrame(to time: TimeInterval) -> Bool {
        tick(at: time)
        return animations.contains { !$0.group.isPaused }
    }

    /// Moves every animation to time `now`, ending those that are done, then runs the completions
    /// of groups that ended.
    func tick(at now: TimeInterval) {
        var ended: [AnimationGroup] = []
        animations.removeAll { animation in
            guard let view = animation.view else {
                if animation.group.memberEnded(finished: false) { ended.append(animation.group) }
                return true
            }
            let (groupProgress, isDone) = animation.group.progress(at: now)
            let progress = animation.localProgress(groupProgress)
            view.damageExtent()
            if isDone {
                apply(nil, for: animation.to.property, to: view)
            } else {
                apply(animation.value(at: progress), to: view)
            }
            view.damageExtent()
            if isDone {
                if animation.group.memberEnded(finished: true) { ended.append(animation.group) }
                return true
            }
            return false
        }
        var refreshed = Set<ObjectIdentifier>()
        for group in ended {
            for view in group.views where refreshed.insert(ObjectIdentifier(view)).inserted {
                refreshInteraction(of: view)
            }
        }
        for group in ended { group.complete() }
    }

    /// What a property animator's animation was doing when it was taken away: where it began,
    /// where it was going, and the value it showed at the group's progress then.
    struct RemovedAnimation {
        let view: UIView
        let from: AnimatableChange
        let to: AnimatableChange
        let shown: AnimatableChange
    }

    /// Takes away the animations of `group` (at its progress `progress`), each property shown at
    /// its model value again, and returns what they were animating (a property animator
    /// finishing or stopping).
    func removeAnimations(of group: AnimationGroup, at progress: Double) -> [RemovedAnimation] {
        var removed: [RemovedAnimation] = []
        animations.removeAll { animation in
            guard animation.group === group else { return false }
            if let view = animation.view {
                view.damageExtent()
                apply(nil, for: animation.to.property, to: view)
                view.damageExtent()
                removed.append(
                    RemovedAnimation(
                        view: view, from: animation.from, to: animation.to,
                        shown: animation.value(at: animation.localProgress(progress))))
            }
            group.memberEnded(finished: true)
            return true
        }
        var refreshed = Set<ObjectIdentifier>()
        for entry in removed where refreshed.insert(ObjectIdentifier(entry.view)).inserted {
            refreshInteraction(of: entry.view)
        }
        return removed
    }

    // MARK: - Private

    private func apply(_ value: AnimatableChange, to view: UIView) {
        switch value {
        case .center(let center): view.presentation?.center = center
        case .bounds(let bounds): view.presentation?.bounds = bounds
        case .transform(let transform): view.presentation?.transform = transform
        case .alpha(let alpha): view.presentation?.alpha = alpha
        case .backgroundColor(let color): view.presentation?.backgroundColor = .some(color)
        }
    }

    /// Clears the presentation value of `property` (nil `value`), back to the model's.
    private func apply(_ value: AnimatableChange?, for property: AnimatableProperty, to view: UIView) {
        if let value { return apply(value, to: view) }
        switch property {
        case .center: view.presentation?.center = nil
        case .bounds: view.presentation?.bounds = nil
        case .transform: view.presentation?.transform = nil
        case .alpha: view.presentation?.alpha = nil
        case .backgroundColor: view.presentation?.backgroundColor = nil
        }
    }

    /// A view takes touches again once no animation that forbids them is running on it.
    private func refreshInteraction(of view: UIView) {
        let running = animations.filter { $0.view === view }
        if running.isEmpty, view.presentation?.isEmpty ?? true {
            view.presentation = nil
            view.isAnimationBlockingTouches = false
            return
        }
        view.isAnimationBlockingTouches = !running.allSatisfy { $0.group.options.contains(.allowUserInteraction) }
    }
}

/// One property of one view moving from one value to another.
@MainActor
private struct PropertyAnimation {
    var view: UIView? { viewLink.object }
    private let viewLink: WeakLink<UIView>
    let from: AnimatableChange
    let to: AnimatableChange
    let group: AnimationGroup
    /// The group's progress at which this one starts (0 unless added while the group ran).
    let startProgress: Double
    /// The keyframes it moves through (`UIView.animateKeyframes`), instead of straight from
    /// `from` to `to`.
    var keyframes: (track: KeyframeTrack, discrete: Bool)?

    /// The value shown at `progress` (this animation's own).
    func value(at progress: Double) -> AnimatableChange {
        if let keyframes { return keyframes.track.value(at: progress, discrete: keyframes.discrete) }
        return from.interpolated(to: to, progress: progress)
    }

    init(view: UIView, from: AnimatableChange, to: AnimatableChange, group: AnimationGroup, startProgress: Double) {
        self.viewLink = WeakLink(view)
        self.from = from
        self.to = to
        self.group = group
        self.startProgress = startProgress.isFinite ? min(max(startProgress, 0), 1) : 0
    }

    /// This animation's progress when its group's is `progress`: held at its start until the
    /// group reaches `startProgress`, then over the rest of the group's way.
    func localProgress(_ progress: Double) -> Double {
        guard startProgress > 0 else { return progress }
        guard startProgress < 1 else { return 1 }
        return max(0, (progress - startProgress) / (1 - startProgress))
    }
}

/// The animations made by one `UIView.animate` call: they share timing and one completion.
@preconcurrency @MainActor
final class AnimationGroup {
    /// When the animations began: the first frame that drew them, as Core Animation stamps an
    /// animation's begin time when it is first committed. So the first frame after
    /// `UIView.animate` shows the start values, however long after the call it comes.
    private var startTime: TimeInterval?
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let curve: TimingCurve
    /// A spring that replaces the curve (`UIView.animate(withDuration:delay:usingSpringWithDamping:...)`).
    var spring: SpringCurve?
    /// The property animator whose clock, pauses and reversals this group's animations follow.
    weak var driver: UIViewPropertyAnimator?

    /// Whether the group's property animator holds it still.
    var isPaused: Bool { driver.map { !$0.isRunning } ?? false }
    private let completion: ((Bool) -> Void)?
    /// Animations of this group still running.
    var remaining = 0
    private var finishedAll = true
    private var completed = false
    /// Views animated by the group, for restoring their interactivity at the end.
    private(set) var views: [UIView] = []

    init(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        completion: ((Bool) -> Void)?
    ) {
        self.duration = max(0, duration)
        self.delay = max(0, delay)
        self.options = options
        self.curve = options.timingCurve
        self.completion = completion
    }

    func note(_ view: UIView) {
        if !views.contains(where: { $0 === view }) { views.append(view) }
    }

    /// The eased progress at `now`, and whether the animation is over. Repeating animations never
    /// end; autoreversing ones run forwards then backwards.
    func progress(at now: TimeInterval) -> (Double, Bool) {
        if let driver { return (driver.presentationProgress(at: now), false) }
        let start = startTime ?? now
        startTime = start
        // Frame times are sums of doubles: a nanosecond short of the end is the end.
        let elapsed = now - start - delay + 1e-9
        guard elapsed > 1e-9 else { return (0, false) }
        guard duration > 0 else { return (1, true) }
        var cycle = elapsed / duration
        let repeats = options.contains(.repeat)
        let reverses = options.contains(.autoreverse)
        if !repeats {
            let limit: Double = reverses ? 2 : 1
            if cycle >= limit { return (reverses ? 0 : 1, true) }
        }
        if reverses {
            cycle = cycle.truncatingRemainder(dividingBy: 2)
            let linear = cycle <= 1 ? cycle : 2 - cycle
            return (eased(linear), false)
        }
        return (eased(cycle - cycle.rounded(.down)), false)
    }

    /// The progress at `fraction` of the duration: along the curve, or the spring's position.
    private func eased(_ fraction: Double) -> Double {
        guard let spring else { return curve.value(at: fraction) }
        return spring.value(at: fraction * duration)
    }

    /// One member ended; returns true when it was the last.
    @discardableResult
    func memberEnded(finished: Bool) -> Bool {
        if !finished { finishedAll = false }
        remaining -= 1
        return remaining == 0
    }

    /// Runs the completion once.
    func complete() {
        guard !completed else { return }
        completed = true
        completion?(finishedAll)
    }
}
