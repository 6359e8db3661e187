import Dispatch
import FoundationEssentials
import ScanoutCore
import Synchronization

/// Speech through espeak-ng, heard through ALSA: the `SpeechOutput` a device gives its screen
/// reader.
///
/// Both libraries are loaded at run time (dlopen), never linked, so an image without them still
/// runs: `summary` then says what to install, utterances complete at once with `false`, and
/// nothing blocks or traps. Nothing is loaded when the output is made; espeak-ng is initialized
/// and the sound device opened (and its thread started) at the first utterance, earcon, `prepare()` or `summary`.
///
/// ```swift
/// let speech = EspeakSpeechOutput()
/// speech.speak(SpeechUtterance(text: "Check in, button", language: "en-US")) { finished in … }
/// ```
///
/// Every method returns at once (but `renderWAV`, which waits for its file, and `summary` the
/// first time): synthesis and playback run on the output's own thread, one job after another.
/// Completions and `latencyHandler` are called on that thread, or on the caller's by a stop.
/// With no audio device, synthesis still runs (its timing is measured) and the sound is dropped.
public final class EspeakSpeechOutput: SpeechOutput {
    /// espeak-ng's shared library, as Debian's `libespeak-ng1` installs it.
    public static let defaultLibraryName = "libespeak-ng.so.1"
    /// ALSA's shared library, as Debian's `libasound2` installs it.
    public static let defaultAudioLibraryName = "libasound.so.2"

    /// An output on ALSA device `audioDevice` ("default"; "null" discards sound through ALSA; nil
    /// plays nothing), with espeak-ng from `libraryName` and ALSA from `audioLibraryName`.
    public init(
        libraryName: String = defaultLibraryName, audioDevice: String? = "default",
        audioLibraryName: String = defaultAudioLibraryName
    ) {
        let queue = SpeechQueue()
        self.queue = queue
        worker = SpeechWorker(
            queue: queue, libraryName: libraryName,
            playback: AudioPlayback(device: audioDevice, libraryName: audioLibraryName))
    }

    deinit {
        queue.stop(closing: true)
    }

    public func speak(_ utterance: SpeechUtterance, completion: @escaping @Sendable (_ finished: Bool) -> Void) {
        startWorker()
        queue.enqueueSpeech(utterance, completion: completion)
    }

    public func stopSpeaking() {
        queue.stop()
    }

    public func play(_ earcon: Earcon) {
        startWorker()
        queue.enqueueEarcon(earcon)
    }

    /// "Speech: espeak-ng 1.51 at 22050 Hz, through ALSA "default" at 22050 Hz", or what is missing
    /// and how to install it. The first read loads espeak-ng and opens the device if no utterance
    /// has yet, waiting for that (tens of milliseconds, up to 3 s behind a long job).
    public var summary: String {
        startWorker()
        guard let readiness = queue.readiness(waiting: .seconds(3)) else {
            return "Speech: espeak-ng not ready yet (its thread is busy)"
        }
        switch readiness.speech {
        case .success(let found):
            return "Speech: espeak-ng \(found.version) at \(found.sampleRate) Hz, \(readiness.audio)"
        case .failure(let error):
            return "Speech: \(error); nothing is spoken (earcons \(readiness.audio))"
        }
    }

    /// Loads espeak-ng and opens the audio device on the output's thread now, so the first
    /// utterance does not wait for them. Returns at once.
    public func prepare() {
        startWorker()
        queue.enqueue(.prepare, atFront: true)
    }

    /// Synthesizes `utterance` into a WAV file at `url` (16-bit mono PCM at espeak-ng's rate,
    /// 22,050 Hz), after what is queued before it; nothing is played. Waits for the file. For
    /// tests, and for checking a voice on a board.
    @discardableResult
    public func renderWAV(_ utterance: SpeechUtterance, to url: URL) throws(SpeechOutputError) -> SpeechRendering {
        startWorker()
        // From a completion, on the output's thread: the queue would wait for itself.
        if worker.isCurrentThread { return try worker.renderOnWorkerThread(utterance, to: url).get() }
        let reply = RenderReply()
        queue.enqueue(.render(utterance, url, reply: reply))
        reply.done.wait()
        guard let result = reply.result.withLock({ $0 }) else {
            throw .synthesisFailed(code: -1)
        }
        return try result.get()
    }

    /// Called on the output's thread with the time from `speak(_:completion:)` to the first
    /// buffer of that utterance handed to the device (or dropped, without one): the latency a
    /// listener waits for. For `scanout-bench`.
    public var latencyHandler: (@Sendable (_ latency: Duration) -> Void)? {
        get { queue.latencyHandler }
        set { queue.latencyHandler = newValue }
    }

    /// The last utterance's latency (see `latencyHandler`); nil before the first buffer.
    public var lastLatency: Duration? { queue.lastLatency }

    // MARK: - Private

    private let queue: SpeechQueue
    private let worker: SpeechWorker
    private let workerStarted = Atomic<Bool>(false)

    /// The thread starts with the first job, so an output that is never used costs no thread.
    private func startWorker() {
        if workerStarted.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged {
            worker.start()
        }
    }
}

/// What `EspeakSpeechOutput.renderWAV` wrote.
public struct SpeechRendering: Sendable, Equatable {
    /// The espeak-ng voice that spoke ("German", "English (Great Britain)").
    public var voice: String
    /// Samples per second.
    public var sampleRate: Int
    /// Samples written (mono).
    public var sampleCount: Int
    /// Seconds of sound.
    public var duration: Double { sampleRate > 0 ? Double(sampleCount) / Double(sampleRate) : 0 }
}
