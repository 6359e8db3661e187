import FoundationEssentials

// Frame animation: `animationImages` shown in turn after `startAnimating()`, or an animated image
// (`UIImage.animatedImage(with:duration:)`) set as `image`, which plays for ever by itself.
//
// Frames change on the application's clock, one timer per frame change, and only while the view
// is in a window and not hidden (a spinner nobody can see costs nothing). Which frame shows is
// worked out from the time since the animation began, so a late timer skips frames rather than
// slowing the animation. A frame change redraws the view; it does not lay the screen out again
// (the view's size follows the still image, or the first frame).

/// Where a view's frame animation is.
struct FrameAnimationState {
    /// `startAnimating()` was called and the animation has not stopped.
    var isStarted = false
    /// The frame shown.
    var frame = 0
    /// When frame 0 of the current run showed (clock seconds); nil while no timer runs.
    var epoch: TimeInterval?
    var timer: ScheduledAction?
}

extension UIImageView {
    /// The shortest time a frame shows: no screen shows frames faster, and a duration of almost
    /// nothing must not become a timer that fires at every turn.
    static let shortestFrameInterval: TimeInterval = 1.0 / 120

    /// The frame to draw now instead of the still image; nil when nothing is playing.
    var currentAnimationFrame: UIImage? {
        guard let playing = playingFrames else { return nil }
        return playing.frames[min(max(frameAnimation.frame, 0), playing.frames.count - 1)]
    }

    func startFrameAnimation() {
        guard !frameAnimation.isStarted else { return }
        resetFrameTimer()
        frameAnimation.isStarted = true
        frameAnimation.frame = 0
        setNeedsDisplay()
        updateFrameTimer()
    }

    func stopFrameAnimation() {
        guard frameAnimation.isStarted else { return }
        frameAnimation.isStarted = false
        resetFrameTimer()
        frameAnimation.frame = 0
        setNeedsDisplay()
        // An animated image still plays once the explicit animation stops.
        updateFrameTimer()
    }

    /// The frames, their duration or the image changed: start the run again from its first frame.
    func animationSourceDidChange() {
        resetFrameTimer()
        frameAnimation.frame = 0
        setNeedsDisplay()
        updateFrameTimer()
    }

    /// The view came into or left a window, or was shown or hidden.
    func animationVisibilityDidChange() {
        updateFrameTimer()
    }

    // MARK: - Private

    /// What plays now: the explicit animation while started (the highlighted frames while
    /// highlighted, if any), else an animated image's frames; with their duration (a usable one)
    /// and repeat count (0: for ever).
    private var playingFrames: (frames: [UIImage], interval: TimeInterval, repeats: Int)? {
        if frameAnimation.isStarted {
            let frames = (isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages) ?? []
            guard !frames.isEmpty else { return nil }
            return (frames, Self.interval(animationDuration, count: frames.count), max(animationRepeatCount, 0))
        }
        guard let image, let frames = image.images, !frames.isEmpty else { return nil }
        return (frames, Self.interval(image.duration, count: frames.count), 0)
    }

    /// How long each of `count` frames shows in `duration` seconds: a thirtieth of a second when
    /// the duration is not a positive finite number; never less than `shortestFrameInterval`.
    private static func interval(_ duration: TimeInterval, count: Int) -> TimeInterval {
        let whole = duration.isFinite && duration > 0 ? duration : Double(count) / 30
        return max(whole / Double(count), shortestFrameInterval)
    }

    private func resetFrameTimer() {
        frameAnimation.timer?.cancel()
        frameAnimation.timer = nil
        frameAnimation.epoch = nil
    }

    /// Runs the frame timer while something plays where it can be seen; stops it otherwise.
    private func updateFrameTimer() {
        guard !isHidden, let clock = window?.application?.clock, let playing = playingFrames else {
            resetFrameTimer()
            return
        }
        guard frameAnimation.timer == nil else { return }
        // Coming back into view: carry on from the frame shown.
        frameAnimation.epoch = clock.now - Double(frameAnimation.frame) * playing.interval
        scheduleNextFrame(on: clock, playing)
    }

    private func scheduleNextFrame(
        on clock: ApplicationClock, _ playing: (frames: [UIImage], interval: TimeInterval, repeats: Int)
    ) {
        guard let epoch = frameAnimation.epoch else { return }
        let step = steps(since: epoch, now: clock.now, interval: playing.interval)
        var next = epoch + (step + 1) * playing.interval
        // Rounding must never schedule the next change at now or before: the clock would run
        // it at once, find the same frame, and schedule it again without time moving.
        if !(next > clock.now) { next = clock.now + playing.interval }
        frameAnimation.timer = clock.schedule(at: next) { [weak self] in self?.frameIsDue() }
    }

    private func frameIsDue() {
        frameAnimation.timer = nil
        guard let clock = window?.application?.clock, let playing = playingFrames, let epoch = frameAnimation.epoch
        else { return resetFrameTimer() }
        let step = steps(since: epoch, now: clock.now, interval: playing.interval)
        let count = Double(playing.frames.count)
        if playing.repeats > 0, step >= Double(playing.repeats) * count {
            return stopFrameAnimation()
        }
        let frame = Int(step.truncatingRemainder(dividingBy: count))
        if frame != frameAnimation.frame {
            frameAnimation.frame = frame
            setNeedsDisplay()
        }
        scheduleNextFrame(on: clock, playing)
    }

    /// Whole frame intervals since `epoch`, as a whole `Double` (no integer to overflow however
    /// long the animation runs). A time a hair before a boundary (rounding in `epoch + n ×
    /// interval`) counts as the boundary.
    private func steps(since epoch: TimeInterval, now: TimeInterval, interval: TimeInterval) -> Double {
        let steps = ((now - epoch) / interval + 1e-9).rounded(.down)
        return steps.isFinite ? max(steps, 0) : 0
    }
}
