import CSpeechLoader
import FoundationEssentials
import ScanoutCore
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An output's own thread: takes jobs off its queue one at a time, synthesizes with espeak-ng and
/// plays through the audio device. Everything here but `start` runs on that thread, so its state
/// needs no lock.
final class SpeechWorker: @unchecked Sendable {
    init(queue: SpeechQueue, libraryName: String, playback: AudioPlayback) {
        self.queue = queue
        self.libraryName = libraryName
        self.playback = playback
    }

    /// Starts the thread; it ends at the queue's `quit`.
    func start() {
        let body = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { argument in
                // Safety: retained above for this thread, released here when the loop ends.
                let worker = Unmanaged<SpeechWorker>.fromOpaque(argument!).takeRetainedValue()
                cspeech_name_this_thread("scanout-speech")
                worker.thread.store(UInt(pthread_self()), ordering: .releasing)
                worker.run()
                return nil
            }, body)
        if status == 0 {
            pthread_detach(thread)
        } else {
            // No thread (out of resources): the queue's jobs are never run, so say so and fail them.
            Unmanaged<SpeechWorker>.fromOpaque(body).release()
            queue.publish(
                SpeechReadiness(
                    speech: .failure(.synthesisFailed(code: -1)),
                    audio: "no speech thread (pthread_create failed with \(status))"))
            queue.stop(closing: true)
        }
    }

    /// Whether the caller is this worker's thread: a completion or latency handler.
    var isCurrentThread: Bool { thread.load(ordering: .acquiring) == UInt(pthread_self()) }

    /// Renders at once, on the worker's own thread (a completion asking for a WAV file): there the
    /// queue cannot be waited for, and nothing else runs meanwhile.
    func renderOnWorkerThread(_ utterance: SpeechUtterance, to url: URL) -> Result<SpeechRendering, SpeechOutputError> {
        precondition(isCurrentThread, "renderOnWorkerThread runs on the worker's thread only")
        return render(utterance, to: url)
    }

    // MARK: - Private

    /// The worker's thread (`pthread_self`), 0 before it runs.
    private let thread = Atomic<UInt>(0)
    private let queue: SpeechQueue
    private let libraryName: String
    private let playback: AudioPlayback
    private var readiness: SpeechReadiness?
    private var earconSamples: [Earcon: [Int16]] = [:]

    private func run() {
        while true {
            switch queue.next() {
            case .speak(let utterance, let generation, let requested, let completion):
                completion(speak(utterance, generation: generation, requested: requested))
            case .earcon(let earcon, let generation):
                play(earcon, generation: generation)
            case .prepare:
                _ = prepare()
            case .render(let utterance, let url, let reply):
                let result = render(utterance, to: url)
                reply.result.withLock { $0 = result }
                reply.done.signal()
            case .quit:
                return
            }
        }
    }

    /// Loads espeak-ng and opens the audio device the first time; after that, what was found.
    private func prepare() -> SpeechReadiness {
        if let readiness { return readiness }
        let speech = EspeakEngine.shared.load(libraryName: libraryName)
        let sampleRate = (try? speech.get().sampleRate) ?? 22_050
        playback.open(sampleRate: sampleRate)
        let found = SpeechReadiness(speech: speech, audio: playback.note ?? "")
        readiness = found
        queue.publish(found)
        return found
    }

    /// Whether the utterance was spoken to its end.
    private func speak(_ utterance: SpeechUtterance, generation: UInt64, requested: ContinuousClock.Instant) -> Bool {
        guard case .success = prepare().speech, queue.isCurrent(generation) else { return false }
        let text = SpokenText.sanitized(utterance.text)
        // Nothing to say is said at once.
        if text.isEmpty { return true }
        var isFirstBuffer = true
        let synthesis = EspeakEngine.shared.synthesize(
            text, settings: VoiceSettings(utterance), libraryName: libraryName
        ) { samples in
            guard queue.isCurrent(generation) else { return false }
            playback.write(samples, while: { queue.isCurrent(generation) })
            if isFirstBuffer {
                isFirstBuffer = false
                queue.recordLatency(ContinuousClock.now - requested)
            }
            return queue.isCurrent(generation)
        }
        let spokeToTheEnd = (try? synthesis.get()).map { !$0.wasCancelled } ?? false
        playback.finish(cut: !(spokeToTheEnd && queue.isCurrent(generation)))
        return spokeToTheEnd && queue.isCurrent(generation)
    }

    private func play(_ earcon: Earcon, generation: UInt64) {
        let sampleRate = (try? prepare().speech.get().sampleRate) ?? 22_050
        guard queue.isCurrent(generation) else { return }
        let samples = earconSamples[earcon] ?? EarconTones.samples(for: earcon, sampleRate: sampleRate)
        earconSamples[earcon] = samples
        samples.withUnsafeBufferPointer { playback.write($0) }
        playback.finish(cut: false)
    }

    private func render(_ utterance: SpeechUtterance, to url: URL) -> Result<SpeechRendering, SpeechOutputError> {
        let sampleRate: Int
        switch prepare().speech {
        case .failure(let error): return .failure(error)
        case .success(let found): sampleRate = found.sampleRate
        }
        var samples: [Int16] = []
        let text = SpokenText.sanitized(utterance.text)
        // Nothing to say is an empty file, as `speak` finishes at once.
        let synthesis = EspeakEngine.shared.synthesize(
            text.isEmpty ? nil : text, settings: VoiceSettings(utterance), libraryName: libraryName
        ) { buffer in
            samples.append(contentsOf: buffer)
            return true
        }
        let voice: String
        switch synthesis {
        case .failure(let error): return .failure(error)
        case .success(let done): voice = done.voice
        }
        do {
            try Data(WAVFile.bytes(samples: samples, sampleRate: sampleRate)).write(to: url)
        } catch {
            return .failure(.cannotWrite(path: url.path, reason: "\(error)"))
        }
        return .success(SpeechRendering(voice: voice, sampleRate: sampleRate, sampleCount: samples.count))
    }
}

/// Text as espeak-ng gets it: control characters (NUL included, which would end the C string)
/// become spaces, and text of nothing but spaces is nothing.
enum SpokenText {
    static func sanitized(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var hasWords = false
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .surrogate {
                scalars.append(" ")
            } else {
                scalars.append(scalar)
                if !scalar.properties.isWhitespace { hasWords = true }
            }
        }
        return hasWords ? String(scalars) : ""
    }
}
