import Foundation
import KioskDemo
import Scanout
import ScanoutTesting
import Testing

@testable import scanout_demo

/// Record and replay are deterministic: the demo's scripted visit, recorded as a device records
/// it (every input at the application's queue), replayed into fresh demos, gives the same frames
/// at the same moments — every frame presented, pixel for pixel, through the whole visit (the
/// form, the keyboards, the edit menu, shake to undo, the host picker, the appointments list
/// flicked, settings, the room board paged, refreshed, swiped, booked and searched, a visitor's
/// details and the sign-out alert). A replay in one go and a replay in steps agree too.
///
/// The room board's booking and search were where it once broke: the collection view retired
/// cells for reuse in the order of a dictionary, which Swift seeds per dictionary (by its
/// address), so a replay's animated update could cross-fade a different reused cell than the
/// visit's and a list row's pixels differed (see `UICollectionViewReuseOrderTests`).
@MainActor
@Suite struct ReplayDeterminismTests {
    /// A presented frame: when, and a hash of its pixels (the frames themselves would take a
    /// gigabyte).
    struct Frame: Equatable {
        let time: TimeInterval
        let pixels: Int
    }

    /// The demo launched in a test host, as `scanout-demo` launches it, noting every frame.
    static func launchDemo() -> (host: TestHost, delegate: AppDelegate, frames: () -> [Frame]) {
        var delegate: AppDelegate?
        let host = TestHost(launching: {
            let made = AppDelegate()
            delegate = made
            return made
        })
        var frames: [Frame] = []
        let recordFrame = host.display.presentationObserver
        host.display.presentationObserver = { [unowned host] frame, damage in
            recordFrame?(frame, damage)
            var hasher = Hasher()
            frame.withUnsafeBytes { hasher.combine(bytes: $0) }
            frames.append(Frame(time: host.clock.now, pixels: hasher.finalize()))
        }
        return (host, delegate!, { frames })
    }

    @Test func theScriptedVisitReplaysToTheSameFrames() throws {
        let url = URL(
            fileURLWithPath: NSTemporaryDirectory() + "scanout-visit-\(UInt32.random(in: 0...UInt32.max)).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }

        // The visit, recorded.
        let original = ReplayDeterminismTests.launchDemo()
        try original.host.startRecording(to: url)
        let visit = ScriptedVisit(
            application: original.host.application, display: original.host.display, delegate: original.delegate)
        var screenshots: [String] = []
        var finished = false
        visit.screenshotTaken = { name in screenshots.append(name) }
        visit.finished = { finished = true }
        visit.failed = { message in
            Issue.record("the visit failed: \(message)")
            finished = true
        }
        visit.start()
        while !finished, original.host.clock.now < 300 { original.host.advance(by: 0.25) }
        original.host.stopRecording()
        #expect(finished && screenshots.count == 29, "the visit's screenshots: \(screenshots)")
        let recording = try InputRecording.read(path: url.path)
        #expect(recording.events.count > 200, "the visit's taps, strokes, keys and shake")

        // Replayed into a fresh demo, in one go, and into another in steps: the same frames.
        let replayed = ReplayDeterminismTests.launchDemo()
        try replayed.host.replay(url)
        replayed.host.advance(by: original.host.clock.now - replayed.host.clock.now)
        let again = ReplayDeterminismTests.launchDemo()
        try again.host.startReplay(url)
        while again.host.clock.now < original.host.clock.now {
            again.host.advance(by: min(0.1, original.host.clock.now - again.host.clock.now))
        }
        let (recordedFrames, replayedFrames) = (original.frames(), replayed.frames())
        #expect(replayedFrames.count == recordedFrames.count)
        #expect(replayedFrames.map(\.time) == recordedFrames.map(\.time))

        // Every frame of the visit: the visit, its replay, and a replay in steps.
        #expect(recordedFrames.count > 700)
        #expect(firstDifference(replayedFrames, recordedFrames) == nil)
        #expect(firstDifference(again.frames(), recordedFrames) == nil)
    }

    /// The first frame where `frames` differ from `expected`, said so a failure tells where to
    /// look; nil when they are the same.
    func firstDifference(_ frames: [Frame], _ expected: [Frame]) -> String? {
        for (index, (frame, wanted)) in zip(frames, expected).enumerated() where frame != wanted {
            return "frame \(index) of \(expected.count) at \(wanted.time) s"
        }
        return frames.count == expected.count ? nil : "\(frames.count) frames, not \(expected.count)"
    }
}
