import Dispatch
import ScanoutCore
import Testing

/// The start-up timeline: moments noted once each, from any thread, ended by the first frame.
/// The timeline is the process's; other tests' launches mark it too, so only names made up here
/// are looked at.
@Suite struct StartupTimelineTests {
    @Test func describesMomentsInTheOrderTheyHappened() {
        let moments = [
            StartupTimeline.Moment(name: "display", milliseconds: 40.4),
            StartupTimeline.Moment(name: "launcher", milliseconds: 12.6),
            StartupTimeline.Moment(name: "on screen", milliseconds: 2400.5),
        ]
        #expect(
            StartupTimeline.describe(moments)
                == "(ms after the process started): launcher 13, display 40, on screen 2401")
        #expect(StartupTimeline.describe([]) == "(ms after the process started): ")
    }

    @Test func marksOnceEachFromAnyThreadAndFinishesOnce() {
        let names = (0..<8).map { "timeline test \($0)" } + ["", String(repeating: "x", count: 10_000)]
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            StartupTimeline.mark(names[index % names.count])
        }
        let moments = StartupTimeline.finish(with: "timeline test end")
        let ours = moments.filter { names.contains($0.name) || $0.name == "timeline test end" }
        // The list is bounded (32 moments): whatever of ours fitted is there once, in order.
        #expect(Set(ours.map(\.name)).count == ours.count, "each name once: \(ours.map(\.name))")
        #expect(ours.allSatisfy { $0.milliseconds.isFinite && $0.milliseconds >= 0 })
        #expect(StartupTimeline.finish(with: "again").isEmpty, "the first frame is shown once")
        StartupTimeline.mark("after the end")
        #expect(StartupTimeline.finish(with: "and again").isEmpty)
    }
}
