/// Decides when the application draws a frame, the same way on a device and in a test.
///
/// Anything that changes what the screen shows asks for a frame: damage (a property, a layer, a
/// subview, `setNeedsDisplay`), layout, a running animation, display link or scroll. The
/// scheduler answers with one frame at the next moment the display can take it:
/// - at once when the display is idle and the last frame is at least a refresh interval old;
/// - otherwise at the next refresh: a refresh interval after the last frame on a display the
///   application paces with its clock (offscreen, a driver without page flips), or when the
///   display reports the last frame on screen (a DRM page flip completing at vblank).
/// Requests in between coalesce into that one frame. A frame dispatches input still queued (so
/// input read before a refresh is in that refresh's frame), steps the frame-clock clients
/// (animations, display links, scroll deceleration), commits (layout), renders the damage and
/// presents it. With nothing asking, nothing is scheduled: an idle application arms no timer.
///
/// `TestHost` runs this scheduler on its virtual clock with an offscreen display, so the frames a
/// test sees are the frames a device would present. Main actor; one per application.
@preconcurrency @MainActor
final class FrameScheduler {
    /// What the scheduler owes the display.
    private enum State {
        /// Nothing asked for a frame since the last one.
        case idle
        /// A frame is due when this timer fires.
        case scheduled(ScheduledAction)
        /// A frame is owed, but the display is still putting the last one on screen; the
        /// timer gives up waiting if the display never says so.
        case waitingForDisplay(watchdog: ScheduledAction)
    }

    /// How many refresh intervals a frame may wait for the display before it goes anyway: a
    /// page-flip event that never comes must not freeze the screen.
    static let displayWaitLimit = 6.0

    private unowned let application: UIApplication
    private var state = State.idle
    /// True from presenting a frame to a display that reports it (a page flip in flight) until it
    /// does.
    private var isDisplayBusy = false
    /// When the last frame ran (clock seconds), whether or not it had pixels to present: each
    /// frame takes one refresh.
    private var lastFrameTime = -TimeInterval.infinity
    /// Frames that follow each other are timed from the first of them, `epoch`, plus whole
    /// refresh intervals: summing intervals would drift, and animations would sample times
    /// that miss the refresh grid.
    private var epoch: TimeInterval = 0
    /// Things that move with every frame while they run.
    /// Held as `AnyObject` (a protocol existential cannot be a weak generic argument); every entry
    /// is a `FrameClockClient`.
    private var clients: [WeakLink<AnyObject>] = []
    /// True while a frame gathers its content (input, clients, layout): what is asked for then is
    /// drawn by this frame, not the next.
    private var isPreparingFrame = false

    init(application: UIApplication) {
        self.application = application
    }

    /// Seconds between refreshes of the screen.
    var refreshInterval: TimeInterval {
        1 / Double(max(1, application.screen.maximumFramesPerSecond))
    }

    /// When the owed frame is due, if it is scheduled on the clock.
    var pendingFrameDeadline: TimeInterval? {
        if case .scheduled(let timer) = state { return timer.deadline }
        return nil
    }

    /// Asks for a frame; requests before it is drawn coalesce.
    func requestFrame() {
        guard case .idle = state, !isPreparingFrame else { return }
        if isDisplayBusy {
            let watchdog = application.clock.schedule(
                after: refreshInterval * FrameScheduler.displayWaitLimit
            ) { [weak self] in
                self?.displayWaitTimedOut()
            }
            state = .waitingForDisplay(watchdog: watchdog)
            return
        }
        scheduleFrame(at: nextRefresh())
    }

    /// The display put the last frame on screen and can take the next.
    func displayDidShowFrame() {
        isDisplayBusy = false
        guard case .waitingForDisplay(let watchdog) = state else { return }
        watchdog.cancel()
        // The display paces these frames: the next goes out now, not a clock interval later.
        scheduleFrame(at: application.clock.now)
    }

    /// Adds `client`, stepped once per frame until it says it has stopped.
    func add(_ client: FrameClockClient) {
        if !clients.contains(where: { $0.object === client }) {
            clients.append(WeakLink(client as AnyObject))
        }
        requestFrame()
    }

    /// Stops stepping `client`.
    func remove(_ client: FrameClockClient) {
        clients.removeAll { $0.object === client || $0.object == nil }
    }

    // MARK: - Private

    /// The earliest time the next frame may run: now, when the last frame is a refresh old or
    /// more (the display is idle), else the refresh after the last frame.
    private func nextRefresh() -> TimeInterval {
        let now = application.clock.now
        // A nanosecond of slack: clocks count in nanoseconds, and frame times are sums of doubles.
        if now + 1e-9 >= lastFrameTime + refreshInterval {
            epoch = now
            return now
        }
        // The refresh after the last frame, on the epoch's grid; a new grid when the last frame
        // was off it (a page flip paced it).
        let framesSinceEpoch = ((lastFrameTime - epoch) / refreshInterval).rounded()
        let onGrid = epoch + framesSinceEpoch * refreshInterval
        if abs(onGrid - lastFrameTime) > 1e-6 { epoch = lastFrameTime }
        let next = epoch + (((lastFrameTime - epoch) / refreshInterval).rounded() + 1) * refreshInterval
        return next
    }

    private func scheduleFrame(at deadline: TimeInterval) {
        let timer = application.clock.schedule(at: deadline) { [weak self] in self?.runFrame() }
        state = .scheduled(timer)
    }

    private func displayWaitTimedOut() {
        guard case .waitingForDisplay = state else { return }
        Diagnostics.warn(
            "the display did not report a frame on screen for "
                + "\((refreshInterval * FrameScheduler.displayWaitLimit * 1000).clampedInteger()) ms; drawing the next frame anyway"
        )
        state = .idle
        isDisplayBusy = false
        requestFrame()
    }

    private func runFrame() {
        guard !isPreparingFrame else { return }
        state = .idle
        let now = application.clock.now
        lastFrameTime = now
        isPreparingFrame = true
        // Input read before this refresh belongs in its frame.
        application.dispatchQueuedEvents()
        stepClients(at: now)
        application.commit()
        isPreparingFrame = false
        present()
        // Clients still moving want the next frame, and so does layout that did not settle.
        if application.layoutIsUnsettled || clients.contains(where: { $0.object != nil }) { requestFrame() }
    }

    private func stepClients(at now: TimeInterval) {
        // A client may add or remove clients while it steps; step the ones present now.
        for entry in clients {
            guard let client = entry.object as? FrameClockClient, !client.advanceFrame(to: now) else { continue }
            clients.removeAll { $0.object === client }
        }
        clients.removeAll { $0.object == nil }
    }

    private func present() {
        guard let display = application.display, application.compositor.hasDamage else { return }
        let renderStart = application.clock.now
        let damage = application.compositor.render(windows: application.windowsFrontToBack.reversed())
        guard !damage.isEmpty else { return }
        StartupTimeline.mark("first frame drawn")
        display.present(application.compositor.frame, damage: damage)
        isDisplayBusy = display.isPresentingFrame
        application.frameWasPresented(damage: damage, renderSeconds: application.clock.now - renderStart)
    }
}
