import FoundationEssentials

/// Plays a recording into an application's event queue at its times, on the application's clock:
/// an `InputSource` like libinput, so replayed input goes through the same queue, dispatch and
/// frames as a visitor's. On a device the clock is real time; under `TestHost`'s virtual clock a
/// replay is deterministic and takes no time.
///
/// ```swift
/// let replay = InputReplay(recording: try InputRecording.read(path: "visit.jsonl"))
/// replay.finished = { print("replayed \(replay.deliveredCount) events") }
/// try replay.start(delivering: application.inputSink)
/// ```
///
/// The recording's first moment is the moment `start` is called: an event recorded `t` seconds in
/// is queued `t` seconds after the start, stamped with that time. Events recorded at the same time
/// are queued together, in order, as the application first received them. One timer is pending at
/// a time, so a long replay holds no more than the recording itself. Main actor.
@MainActor
public final class InputReplay: InputSource {
    public let recording: InputRecording
    /// Events queued so far.
    public private(set) var deliveredCount = 0
    /// Called once, after the last event is queued.
    public var finished: (@MainActor () -> Void)?
    /// Whether every event has been queued.
    public var isFinished: Bool { deliveredCount == recording.events.count }
    /// The clock time the replay started at (nil before `start`).
    public private(set) var startTime: TimeInterval?

    private weak var sink: InputEventSink?
    private var pending: ScheduledAction?

    public init(recording: InputRecording) {
        self.recording = recording
    }

    /// When the recording's last event is due, in clock seconds (nil before `start`).
    public var endTime: TimeInterval? { startTime.map { $0 + recording.duration } }

    public func start(delivering sink: InputEventSink) throws {
        stop()
        self.sink = sink
        deliveredCount = 0
        startTime = sink.clock.now
        scheduleNext()
    }

    public func stop() {
        pending?.cancel()
        pending = nil
    }

    // MARK: - Private

    private func scheduleNext() {
        guard let sink, let startTime else { return }
        guard deliveredCount < recording.events.count else {
            pending = nil
            finished?()
            finished = nil
            return
        }
        let due = startTime + recording.events[deliveredCount].time
        pending = sink.clock.schedule(at: due) { [weak self] in self?.deliverDue() }
    }

    /// Queues every event due now (the one the timer was for, and those recorded at the same
    /// time), then waits for the next.
    private func deliverDue() {
        guard let sink, let startTime else { return }
        let time = recording.events[deliveredCount].time
        while deliveredCount < recording.events.count, recording.events[deliveredCount].time == time {
            sink.enqueue(recording.events[deliveredCount].event, timestamp: startTime + time)
            deliveredCount += 1
        }
        scheduleNext()
    }
}
