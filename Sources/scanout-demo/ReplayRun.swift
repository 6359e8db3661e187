import Dispatch
import FoundationEssentials
import Scanout

#if canImport(Glibc)
import Glibc
#endif

/// `scanout-demo --replay FILE`: a recording (docs/RECORDINGS.md) played into the demo instead of
/// a visit. Offscreen, the screen a second after the last event is written to
/// `<screenshots>/replay-end.png` and the demo exits; on a board or in the simulator window it
/// runs on, for a person to carry on from where the recording ended.
@MainActor
enum ReplayRun {
    /// How long after the last event the offscreen screen is taken: the animations it started end.
    static let settleTime: TimeInterval = 1

    /// Checks `replay`'s recording against `screen` (exiting with status 2 when it was made on a
    /// screen of another size) and says what will be played and what happens when it ends.
    static func prepare(
        _ replay: InputReplay, path: String, screen: UIScreen, offscreen: Bool, display: OffscreenDisplay
    ) {
        let recording = replay.recording
        let size = screen.bounds.size
        guard recording.screenSize == size else {
            let wanted = "\(Int(recording.screenSize.width))x\(Int(recording.screenSize.height))"
            printError(
                "scanout-demo: \(path): the recording was made on a screen of \(wanted) points; this one is "
                    + "\(Int(size.width))x\(Int(size.height)). Run with --size \(wanted) (and --offscreen), or on "
                    + "the board it was recorded on.")
            exit(2)
        }
        if let dropped = recording.droppedLastLine { printError("scanout-demo: \(path): \(dropped)") }
        print("scanout-demo: replaying \(recording.events.count) events (\(recording.duration) s) from \(path)")
        replay.finished = {
            print("scanout-demo: replayed \(replay.deliveredCount) events from \(path)")
            guard offscreen else { return }
            DispatchQueue.main.asyncAfter(deadline: .now() + settleTime) {
                MainActor.assumeIsolated {
                    do {
                        print(
                            "scanout-demo: the screen after the replay: \(try display.saveScreenshot(named: "replay-end"))"
                        )
                        exit(0)
                    } catch {
                        printError("scanout-demo: \(error)")
                        exit(1)
                    }
                }
            }
        }
    }
}
