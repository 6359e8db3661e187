/// Something that moves once per frame while it runs: view animations, display links, a scroll
/// view decelerating. Main actor.
@preconcurrency @MainActor
protocol FrameClockClient: AnyObject {
    /// Moves to the frame at `time` (clock seconds). Returns false once it has stopped, which
    /// removes it from the frame clock.
    func advanceFrame(to time: TimeInterval) -> Bool
}

/// A closure stepped once per frame until it returns false or is stopped: how a view moves with
/// the display (a scroll view decelerating) without a timer of its own. Main actor.
@preconcurrency @MainActor
final class FrameTicker: FrameClockClient {
    @WeakLink private var application: UIApplication?
    private let step: @MainActor (TimeInterval) -> Bool
    private(set) var isRunning = false
    /// Counts starts, so a step that stops and restarts the ticker (a delegate starting a new
    /// scroll as the last one ends) keeps it running.
    private var generation = 0

    init(application: UIApplication, step: @escaping @MainActor (TimeInterval) -> Bool) {
        self.step = step
        self.application = application
    }

    /// Steps from the next frame on.
    func start() {
        generation += 1
        isRunning = true
        application?.frameScheduler.add(self)
    }

    func stop() {
        isRunning = false
        application?.frameScheduler.remove(self)
    }

    func advanceFrame(to time: TimeInterval) -> Bool {
        guard isRunning else { return false }
        let stepped = generation
        let keepsRunning = step(time)
        if generation == stepped { isRunning = keepsRunning }
        return isRunning
    }
}
