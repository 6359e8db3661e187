import ScanoutTesting
import Testing

@testable import Scanout

/// How queued input is dispatched on a device: in turns of the main loop, one turn for whatever
/// is queued before it runs.
@MainActor
@Suite struct EventDispatcherTests {
    @Test func inputQueuedBeforeATurnRunsSharesThatTurn() {
        let host = TestHost()
        let log = EventLog()
        let view = RecordingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        host.window.addSubview(view)
        let idle = host.clock.pendingTimerCount

        host.application.enqueue(.touches(TouchFrame([TouchContact(id: 0, change: .down, location: .at(10, 10))])))
        host.application.enqueue(.touches(TouchFrame([TouchContact(id: 0, change: .move, location: .at(20, 10))])))
        host.application.enqueue(.touches(TouchFrame([TouchContact(id: 0, change: .up, location: .at(20, 10))])))
        #expect(host.clock.pendingTimerCount == idle + 1, "one dispatch turn for the three inputs")

        host.clock.fireDueTimers()
        #expect(log.entries == ["view.began", "view.moved", "view.ended"])
        #expect(host.application.queuedEventCount == 0)

        let afterTurn = host.clock.pendingTimerCount
        host.application.enqueue(.remoteControl(.remoteControlPlay))
        host.application.enqueue(.remoteControl(.remoteControlPause))
        #expect(host.clock.pendingTimerCount == afterTurn + 1, "after a turn ran, new input asks for another")
        host.clock.fireDueTimers()
        #expect(host.application.queuedEventCount == 0)
    }
}
