/// An interruptible animation of view properties: started, paused, scrubbed by
/// `fractionComplete`, reversed, continued with new timing, stopped or finished at either end —
/// a card dragged open and let go, a sheet that follows the finger.
///
/// As with `UIView.animate`, the model values change at once and the screen follows the
/// animator's progress; all on the application's frame clock. `fractionComplete` is the
/// animator's share of its duration; while paused the views show it directly (`scrubsLinearly`),
/// while running along the timing curve or spring. A spring of mass, stiffness and damping lasts
/// as long as it takes to settle, whatever `duration` said; a spring of damping ratio is made to
/// settle in `duration`. Main actor.
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
    public let duration: TimeInterval
    public let delay: TimeInterval
    public let timingParameters: UITimingCurveProvider?

    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animation is moving (not paused, stopped or done).
    public private(set) var isRunning = false
    /// Whether time runs back towards the start. Set while running or paused, the animation
    /// turns round where it is.
    open var isReversed = false {
        willSet {
            // Turning round: the time so far counts in the old direction, the rest in the new.
            if newValue != isReversed, let now = clockNow { advance(to: now) }
        }
    }
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    /// Whether the views follow `fractionComplete` linearly while paused (true), or along the
    /// timing curve.
    open var scrubsLinearly = true
    /// Whether the animator pauses at the end instead of finishing (to be reversed or scrubbed).
    open var pausesOnCompletion = false

    /// The share of the duration the animation has run, 0…1. Setting it (while paused, or before
    /// starting, which pauses) moves the views there.
    open var fractionComplete: CGFloat {
        get {
            if let now = clockNow { advance(to: now) }
            return CGFloat(linearFraction)
        }
        set {
            guard newValue.isFinite, state != .stopped else { return }
            if state == .inactive { activate() }
            if isRunning { pauseAnimation() }
            elapsed = min(max(Double(newValue), 0), 1) * activeDuration
            ping()
        }
    }

    // MARK: Making animators

    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.delay = 0
        self.timingParameters = parameters
        self.timing = Timing(parameters, duration: self.duration)
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running: UIKit's replacement for `UIView.animate`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(
            duration: duration,
            timingParameters: UICubicTimingParameters(animationCurve: options.animationCurve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    /// Adds the changes `animation` makes. Added while the animator runs, they start from the
    /// values on screen and take the rest of the way.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that begin `delayFactor` (0…1) of the remaining time from now.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else { return }
        let scope = ApplicationContext.active
        guard let application = scope.application else {
            UIView.performWithoutAnimation(animation)
            return
        }
        if state == .inactive, group == nil { makeGroup(in: application) }
        guard let group else { return }
        let now = progressForAddedAnimations()
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        let context = UIViewAnimationContext(group: group, animator: application.animator)
        context.startProgress = now + (1 - now) * factor
        scope.viewAnimations.append(context)
        animation()
        scope.viewAnimations.removeLast()
    }

    /// Runs `completion` with the position the animator ended at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        if state == .inactive { activate() }
        delayRemaining = delay.isFinite ? max(0, delay) : 0
        isRunning = true
        lastTick = nil
        ping()
    }

    /// Holds the animation where it is; `startAnimation()` goes on from there.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        if let now = clockNow { advance(to: now) }
        isRunning = false
        lastTick = nil
    }

    /// Stops where the animation is: the views keep the values on screen as their model values.
    /// Without finishing, the animator is done (no completion); otherwise it waits, stopped, for
    /// `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if let now = clockNow { advance(to: now) }
        stoppedAnimations = settle(at: .current)
        isRunning = false
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator at `finalPosition` (the views jump there) and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    /// Goes on (from a pause, or turned round) with new timing, over `durationFactor` of the
    /// original duration.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if let now = clockNow { advance(to: now) }
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        if let parameters {
            timing = Timing(parameters, duration: duration)
        }
        // The time left is stretched: the same share of the way over the new duration.
        let share = activeDuration > 0 ? elapsed / activeDuration : 0
        timeScale = factor
        elapsed = share * activeDuration
        startAnimation()
    }

    // MARK: - Internal

    /// The progress the views show at `now` (the group's animations ask each frame).
    func presentationProgress(at now: TimeInterval) -> Double {
        advance(to: now)
        if !isRunning, scrubsLinearly { return linearFraction }
        return easedProgress
    }

    // MARK: - Private

    /// The curve or spring, with the duration it gives the animation.
    private struct Timing {
        var curve: TimingCurve = .easeInOut
        var spring: SpringCurve?
        var naturalDuration: TimeInterval

        @MainActor init(_ parameters: UITimingCurveProvider, duration: TimeInterval) {
            naturalDuration = duration
            if let spring = parameters.springTimingParameters {
                let curve = spring.curve(duration: duration)
                self.spring = curve
                if case .physical = spring.kind { naturalDuration = curve.settlingDuration() }
            } else if let cubic = parameters.cubicTimingParameters {
                curve = cubic.curve
            }
        }

        func progress(elapsedFraction fraction: Double, elapsedSeconds: TimeInterval) -> Double {
            if let spring {
                return fraction >= 1 ? 1 : spring.value(at: elapsedSeconds)
            }
            return curve.value(at: fraction)
        }
    }

    private var timing: Timing
    /// The stretch `continueAnimation(withTimingParameters:durationFactor:)` gave the time.
    private var timeScale = 1.0
    /// Seconds of the animation run (towards `activeDuration`), counted back when reversed.
    private var elapsed = 0.0
    private var delayRemaining = 0.0
    private var lastTick: TimeInterval?
    private var group: AnimationGroup?
    @WeakLink private var application: UIApplication?
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var clockClient: AnimatorClock?
    /// `UIView.animate` groups made while this animator captured them (an interactive custom
    /// transition's animations): they follow this animator's progress and end with it. See
    /// `UIViewPropertyAnimator+Capture`.
    var adoptedGroups: [AnimationGroup] = []

    private var activeDuration: TimeInterval { timing.naturalDuration * timeScale }

    /// The share of the duration run, 0…1 (an animation of no duration is at its end once begun).
    private var linearFraction: Double {
        activeDuration > 0 ? min(max(elapsed / activeDuration, 0), 1) : (elapsed > 0 ? 1 : 0)
    }

    /// The progress along the curve or spring at the time run.
    private var easedProgress: Double {
        timing.progress(elapsedFraction: linearFraction, elapsedSeconds: elapsed / timeScale)
    }

    private var clockNow: TimeInterval? { isRunning ? application?.clock.now : nil }

    private func makeGroup(in application: UIApplication) {
        self.application = application
        let group = AnimationGroup(
            duration: duration, delay: 0, options: isUserInteractionEnabled ? [.allowUserInteraction] : [],
            completion: nil)
        group.driver = self
        self.group = group
    }

    private func activate() {
        if group == nil, let application = ApplicationContext.active.application { makeGroup(in: application) }
        state = .active
    }

    /// Where animations added now start on the group's way.
    private func progressForAddedAnimations() -> Double {
        guard state == .active else { return 0 }
        if let now = clockNow { advance(to: now) }
        return easedProgress
    }

    /// Moves the animation's time to `now` while it runs.
    private func advance(to now: TimeInterval) {
        guard isRunning else { return }
        guard let last = lastTick else {
            // The first frame after starting stamps the time, as Core Animation does.
            lastTick = now
            return
        }
        var step = max(0, now - last)
        lastTick = now
        if delayRemaining > 0 {
            let used = min(delayRemaining, step)
            delayRemaining -= used
            step -= used
        }
        elapsed += isReversed ? -step : step
        elapsed = min(max(elapsed, 0), activeDuration)
    }

    /// Asks for a frame that shows the animator's progress, and keeps frames coming while it
    /// runs (the clock link and the animator hold each other until it stops: a running animator
    /// lives on though the app dropped it, as in UIKit).
    private func ping() {
        guard let application else { return }
        application.frameScheduler.add(application.animator)
        // Paused and scrubbed, nothing else moves: the views' areas are repainted at the new place.
        for group in [group].compactMap({ $0 }) + adoptedGroups {
            for view in group.views { view.damageExtent() }
        }
        if isRunning, clockClient == nil {
            let client = AnimatorClock(animator: self)
            clockClient = client
            application.frameScheduler.add(client)
        }
    }

    /// One frame: returns false when the animator no longer needs frames.
    fileprivate func frame(at now: TimeInterval) -> Bool {
        guard state == .active else {
            clockClient = nil
            return false
        }
        guard isRunning else {
            clockClient = nil
            return false
        }
        advance(to: now)
        let atEnd = !isReversed && elapsed >= activeDuration && delayRemaining <= 0 && lastTick != nil
        let atStart = isReversed && elapsed <= 0 && lastTick != nil
        guard atEnd || atStart else { return true }
        if pausesOnCompletion {
            isRunning = false
            clockClient = nil
            return false
        }
        clockClient = nil
        finish(at: atEnd ? .end : .start)
        return false
    }

    /// Puts the model values where `position` says and takes the animations away; returns them.
    @discardableResult
    private func settle(at position: UIViewAnimatingPosition) -> [ViewAnimator.RemovedAnimation] {
        guard let application else { return [] }
        let progress = presentationProgress(at: application.clock.now)
        var removed: [ViewAnimator.RemovedAnimation] = []
        for group in [group].compactMap({ $0 }) + adoptedGroups {
            removed += application.animator.removeAnimations(of: group, at: progress)
        }
        UIView.performWithoutAnimation {
            for entry in removed {
                switch position {
                case .end: break
                case .start: entry.view.setAnimatable(entry.from)
                case .current: entry.view.setAnimatable(entry.shown)
                }
            }
        }
        return removed
    }

    /// What a stopped animator was animating, for `finishAnimation(at:)` to put at either end.
    private var stoppedAnimations: [ViewAnimator.RemovedAnimation] = []

    private func finish(at position: UIViewAnimatingPosition) {
        if state == .active { settle(at: position) }
        if state == .stopped {
            // Stopped where it was: the views go to the end or the start, or stay.
            UIView.performWithoutAnimation {
                for entry in stoppedAnimations {
                    switch position {
                    case .end: entry.view.setAnimatable(entry.to)
                    case .start: entry.view.setAnimatable(entry.from)
                    case .current: break
                    }
                }
            }
        }
        let done = completions
        reset()
        for completion in done { completion(position) }
    }

    private func reset() {
        // Captured groups end with the animator: their completions run (after this reset).
        let adopted = adoptedGroups
        adoptedGroups = []
        defer { for group in adopted { group.complete() } }
        stoppedAnimations = []
        state = .inactive
        isRunning = false
        group = nil
        completions = []
        elapsed = 0
        lastTick = nil
        timeScale = 1
    }
}

/// The frame clock's link to an animator (the scheduler keeps clients weakly or strongly as
/// it keeps others; the animator is kept alive while it runs, as UIKit keeps running animators).
@MainActor
private final class AnimatorClock: FrameClockClient {
    let animator: UIViewPropertyAnimator

    init(animator: UIViewPropertyAnimator) {
        self.animator = animator
    }

    func advanceFrame(to time: TimeInterval) -> Bool {
        animator.frame(at: time)
    }
}

extension UIView.AnimationOptions {
    /// The curve the options name.
    var animationCurve: UIView.AnimationCurve {
        UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0x3)) ?? .easeInOut
    }
}
