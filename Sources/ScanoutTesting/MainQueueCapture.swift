import CMainQueueCapture
import Scanout

/// App code's main-queue work on the test host's clock: `DispatchQueue.main.async` blocks run
/// when the host next runs its loop, `asyncAfter` blocks when the virtual clock reaches their
/// deadline — in order with the application's own timers and frames, as on a device.
///
/// The blocks are taken from the main queue in this process while the current application runs
/// on a `VirtualClock` (see `CMainQueueCapture`); when another application is current (one
/// launched on the dispatch clock), the main queue is left alone. A block goes to whichever host
/// is current when it is next picked up, so a test should not leave main-queue work behind for
/// the next one. `Task { @MainActor in ... }` jobs do not pass through here: they run when the
/// test itself awaits. Main actor.
@MainActor
enum MainQueueCapture {
    /// Follows the current application from now on. Idempotent.
    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        UIApplication.currentApplicationDidChange = { application in
            scanout_main_queue_capture_set_enabled(application?.clock is VirtualClock)
        }
    }

    /// The current application is going away: nothing captures main-queue blocks for it now.
    static func applicationWillEnd() {
        scanout_main_queue_capture_set_enabled(false)
    }

    /// Moves every captured block onto `clock`, due its delay (to the millisecond) from now; a
    /// block due never is dropped.
    static func scheduleCapturedBlocks(on clock: VirtualClock) {
        var captured = scanout_captured_block()
        while scanout_main_queue_capture_take(&captured) {
            let block = CapturedBlock(captured.block)
            guard captured.delay_nanoseconds != Int64.max else { continue }
            clock.schedule(after: virtualDelay(nanoseconds: captured.delay_nanoseconds)) { block.run() }
        }
    }

    /// `asyncAfter(deadline: .now() + 0.6)`'s delay as the virtual clock takes it: to the
    /// millisecond. The delay is measured against the real clock when the block is sent, so it
    /// comes out a few microseconds short of 0.6, by an amount that varies from run to run; taken
    /// as it is, a block due on the same refresh as a frame would run before or after the frame
    /// by chance, and a run (a replay) would not give the same frames twice.
    static func virtualDelay(nanoseconds: Int64) -> TimeInterval {
        (Double(nanoseconds) / 1_000_000).rounded() / 1_000
    }

    private static var isInstalled = false
}

/// A block taken from the main queue: run once, or released unrun when its timer is dropped.
@MainActor
private final class CapturedBlock {
    private var pointer: UnsafeMutableRawPointer?

    init(_ pointer: UnsafeMutableRawPointer?) {
        self.pointer = pointer
    }

    func run() {
        guard let pointer else { return }
        self.pointer = nil
        scanout_captured_block_run(pointer)
    }

    isolated deinit {
        if let pointer { scanout_captured_block_drop(pointer) }
    }
}
