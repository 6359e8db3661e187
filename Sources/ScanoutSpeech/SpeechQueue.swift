import Dispatch
import FoundationEssentials
import ScanoutCore
import Synchronization

/// What an output asks of its worker thread.
enum SpeechJob: Sendable {
    /// An utterance, with the stop generation it belongs to and when `speak(_:)` was called.
    case speak(
        SpeechUtterance, generation: UInt64, requested: ContinuousClock.Instant,
        completion: @Sendable (_ finished: Bool) -> Void)
    case earcon(Earcon, generation: UInt64)
    /// Load espeak-ng and open the audio device now, not at the first utterance.
    case prepare
    /// Synthesize into a WAV file and reply.
    case render(SpeechUtterance, URL, reply: RenderReply)
    /// The output is gone: the thread ends.
    case quit
}

/// A `renderWAV` call's answer, handed from the worker to the caller waiting for it.
final class RenderReply: Sendable {
    let done = DispatchSemaphore(value: 0)
    let result = Mutex<Result<SpeechRendering, SpeechOutputError>?>(nil)
}

/// What the worker found when it prepared: espeak-ng's version and rate or why it cannot speak,
/// and where sound goes.
struct SpeechReadiness: Sendable {
    var speech: Result<(version: String, sampleRate: Int), SpeechOutputError>
    var audio: String
}

/// The jobs between an output (any thread; calls return at once) and its worker thread, and the
/// stop generation: `stopSpeaking()` advances it, and the worker drops anything of an older one.
final class SpeechQueue: Sendable {
    /// The stop generation jobs are tagged with; read by the worker between buffers.
    let generation = Atomic<UInt64>(0)

    /// Adds `job` (at the front for `prepare`, so a summary does not wait behind a long utterance)
    /// unless the output is closed, when a speak completes at once with false.
    func enqueue(_ job: SpeechJob, atFront: Bool = false) {
        let rejected: SpeechJob? = state.withLock { state in
            guard !state.isClosed else { return job }
            if atFront { state.jobs.insert(job, at: 0) } else { state.jobs.append(job) }
            return nil
        }
        switch rejected {
        case nil: wakeUp.signal()
        case .speak(_, _, _, let completion)?: completion(false)
        case .render(_, _, let reply)?:
            reply.result.withLock { $0 = .failure(.synthesisFailed(code: -1)) }
            reply.done.signal()
        case .earcon?, .prepare?, .quit?: break
        }
    }

    /// A speech job stamped with the current generation, atomically with its place in the queue, so
    /// a stop cannot fall between the two.
    func enqueueSpeech(_ utterance: SpeechUtterance, completion: @escaping @Sendable (Bool) -> Void) {
        let requested = ContinuousClock.now
        let accepted = state.withLock { state in
            guard !state.isClosed else { return false }
            let job = SpeechJob.speak(
                utterance, generation: generation.load(ordering: .acquiring), requested: requested,
                completion: completion)
            state.jobs.append(job)
            return true
        }
        if accepted { wakeUp.signal() } else { completion(false) }
    }

    func enqueueEarcon(_ earcon: Earcon) {
        let accepted = state.withLock { state in
            guard !state.isClosed else { return false }
            state.jobs.append(.earcon(earcon, generation: generation.load(ordering: .acquiring)))
            return true
        }
        if accepted { wakeUp.signal() }
    }

    /// Advances the generation and drops what waits; their completions get false here, at once.
    /// With `closing`, also ends the worker.
    func stop(closing: Bool = false) {
        let dropped: [SpeechJob] = state.withLock { state in
            generation.add(1, ordering: .releasing)
            let (dropped, kept) = state.jobs.partitioned { job in
                switch job {
                case .speak, .earcon: true
                case .prepare, .render, .quit: false
                }
            }
            state.jobs = kept
            if closing {
                state.isClosed = true
                state.jobs.append(.quit)
            }
            return dropped
        }
        if closing { wakeUp.signal() }
        for case .speak(_, _, _, let completion) in dropped { completion(false) }
    }

    func isCurrent(_ jobGeneration: UInt64) -> Bool {
        generation.load(ordering: .acquiring) == jobGeneration
    }

    /// The next job, waiting for one. Worker thread only.
    func next() -> SpeechJob {
        while true {
            wakeUp.wait()
            if let job = state.withLock({ state in state.jobs.isEmpty ? nil : state.jobs.removeFirst() }) {
                return job
            }
        }
    }

    /// The worker's findings; nil until it prepared. With `waiting`, asks it to prepare first and
    /// waits up to `timeout` for the answer.
    func readiness(waiting timeout: DispatchTimeInterval?) -> SpeechReadiness? {
        let waiter = DispatchSemaphore(value: 0)
        let known: SpeechReadiness? = state.withLock { state in
            if let readiness = state.readiness { return readiness }
            if timeout != nil { state.waiters.append(waiter) }
            return nil
        }
        if let known { return known }
        guard let timeout else { return nil }
        enqueue(.prepare, atFront: true)
        _ = waiter.wait(timeout: .now() + timeout)
        return state.withLock { $0.readiness }
    }

    /// Records what the worker found and wakes whoever waits for it. Worker thread.
    func publish(_ readiness: SpeechReadiness) {
        let waiters = state.withLock { state in
            state.readiness = readiness
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.signal() }
    }

    /// Speak to the first buffer of an utterance; worker thread.
    func recordLatency(_ latency: Duration) {
        let handler = state.withLock { state in
            state.lastLatency = latency
            return state.latencyHandler
        }
        handler?(latency)
    }

    var latencyHandler: (@Sendable (Duration) -> Void)? {
        get { state.withLock { $0.latencyHandler } }
        set { state.withLock { $0.latencyHandler = newValue } }
    }

    var lastLatency: Duration? { state.withLock { $0.lastLatency } }

    // MARK: - Private

    private struct State {
        var jobs: [SpeechJob] = []
        var isClosed = false
        var readiness: SpeechReadiness?
        var waiters: [DispatchSemaphore] = []
        var latencyHandler: (@Sendable (Duration) -> Void)?
        var lastLatency: Duration?
    }

    private let state = Mutex(State())
    /// One signal per job added; a stop that drops jobs leaves extra signals, which find the queue
    /// empty and wait again.
    private let wakeUp = DispatchSemaphore(value: 0)
}

extension Array {
    /// The elements that match, and those that do not, each in their order.
    fileprivate func partitioned(by matches: (Element) -> Bool) -> (matching: [Element], rest: [Element]) {
        var matching: [Element] = []
        var rest: [Element] = []
        for element in self {
            if matches(element) { matching.append(element) } else { rest.append(element) }
        }
        return (matching, rest)
    }
}
