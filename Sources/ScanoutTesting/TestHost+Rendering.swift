import Scanout

extension TestHost {
    /// The screen as the application presents it: runs the loop to the frame the application
    /// owes (see `advanceToNextFrame()`) and returns the whole screen as an image at the screen's
    /// scale. `lastRenderedDamage` says what the frames presented since the previous `render()`
    /// repainted.
    public func render() -> UIImage {
        advanceToNextFrame()
        // Frames that repainted the same rectangle (the whole screen, twice) list it once.
        lastRenderedDamage = damageSinceLastRender
        damageSinceLastRender = []
        damageSinceLastRenderIsBound = false
        return UIImage(cgImage: application.frameBuffer.snapshot(), scale: application.screen.scale)
    }

    /// Runs the loop until what changed so far is on screen: at once when the display can take a
    /// frame now, else after advancing the clock to the next refresh (the last frame went out
    /// less than a refresh ago), as a device waits for its display. Does nothing when the screen
    /// already shows every change (a running animation's next step is not a change yet).
    /// Returns whether a frame was presented.
    @discardableResult
    public func advanceToNextFrame() -> Bool {
        let before = presentedFrameCount
        runLoop()
        let pending = application.pendingDamage
        if !pending.isNull, !pending.isEmpty, let deadline = application.pendingFrameDeadline {
            advance(by: max(0, deadline - clock.now))
        }
        return presentedFrameCount > before
    }
}
