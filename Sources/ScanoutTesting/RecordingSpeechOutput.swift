import Scanout

/// A speech output that records what it is asked to say instead of making sound, taking time to
/// say it on the test host's virtual clock, so tests see speech queue, finish and be interrupted as
/// a device's synthesizer would: each utterance lasts `secondsPerCharacter` of virtual time per
/// character at normal rate (faster rates are shorter).
///
/// Main actor in use (the screen reader calls it from the main thread; it never leaves it).
public final class RecordingSpeechOutput: SpeechOutput, @unchecked Sendable {
    /// One utterance as the output handled it.
    public struct Record: Equatable, Sendable {
        public var utterance: SpeechUtterance
        /// It was stopped before its end (`stopSpeaking()`), or never started.
        public var wasInterrupted: Bool
    }

    /// Virtual seconds an utterance lasts per character, at rate 0.5.
    public var secondsPerCharacter: Double = 0.06
    /// Every utterance begun, oldest first, with whether it was cut off.
    public private(set) var records: [Record] = []
    /// Every earcon played, oldest first.
    public private(set) var earcons: [Earcon] = []
    public var summary: String { "recorded by the test host (no sound)" }

    private let clock: ApplicationClock
    private struct Queued {
        var utterance: SpeechUtterance
        var completion: @Sendable (Bool) -> Void
    }
    private var waiting: [Queued] = []
    private var speaking: (queued: Queued, record: Int, end: ScheduledAction)?

    init(clock: ApplicationClock) {
        self.clock = clock
    }

    /// The texts begun, oldest first.
    public var spokenTexts: [String] { records.map(\.utterance.text) }

    /// Forgets what was recorded (what is being said goes on).
    @MainActor public func clearRecords() {
        records.removeAll()
        earcons.removeAll()
        if let speaking { self.speaking = nil; speaking.end.cancel(); speaking.queued.completion(false) }
        for queued in waiting { queued.completion(false) }
        waiting.removeAll()
    }

    public func speak(_ utterance: SpeechUtterance, completion: @escaping @Sendable (Bool) -> Void) {
        MainActor.assumeIsolated {
            waiting.append(Queued(utterance: utterance, completion: completion))
            startNextIfIdle()
        }
    }

    public func stopSpeaking() {
        MainActor.assumeIsolated {
            let dropped = waiting
            waiting.removeAll()
            if let speaking {
                self.speaking = nil
                speaking.end.cancel()
                records[speaking.record].wasInterrupted = true
                speaking.queued.completion(false)
            }
            for queued in dropped { queued.completion(false) }
        }
    }

    public func play(_ earcon: Earcon) {
        MainActor.assumeIsolated { earcons.append(earcon) }
    }

    @MainActor private func startNextIfIdle() {
        guard speaking == nil, !waiting.isEmpty else { return }
        let next = waiting.removeFirst()
        records.append(Record(utterance: next.utterance, wasInterrupted: false))
        let rate = next.utterance.rate.isFinite ? Double(min(max(next.utterance.rate, 0), 1)) : 0.5
        let duration = Double(next.utterance.text.count) * secondsPerCharacter * (1.5 - rate)
        let end = clock.schedule(after: max(0.01, duration)) { [weak self] in
            guard let self, let speaking = self.speaking else { return }
            self.speaking = nil
            speaking.queued.completion(true)
            self.startNextIfIdle()
        }
        speaking = (next, records.count - 1, end)
    }
}
