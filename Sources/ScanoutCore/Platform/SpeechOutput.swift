/// Where spoken words and earcons go: the seam between Scanout's screen reader and a speech
/// synthesizer with a sound device behind it.
///
/// The screen reader decides *what* is said and *when* (queueing, interrupting, reading on after
/// an utterance finishes); an output only turns text into sound. A device uses espeak-ng through
/// ALSA (`ScanoutSpeech`); tests use an output that records what it was asked to say.
///
/// Calls come from the main thread and must return at once: synthesis and playback run on the
/// output's own thread, so speech never holds up a frame. Completions may be called on any thread.
public protocol SpeechOutput: AnyObject, Sendable {
    /// Speaks `utterance` after whatever the output is still saying, then calls `completion` with
    /// `true`, or with `false` when `stopSpeaking()` cut it short or it could not be spoken.
    func speak(_ utterance: SpeechUtterance, completion: @escaping @Sendable (_ finished: Bool) -> Void)
    /// Stops what is being said now and drops what is waiting; their completions get `false`.
    func stopSpeaking()
    /// Plays a short sound that marks an event without words (a focus move, a boundary).
    func play(_ earcon: Earcon)
    /// One line saying what the output is, or why it cannot make sound ("no audio device: speech
    /// is recorded but not heard"), printed once when the screen reader starts.
    var summary: String { get }
}

/// Words to speak and how.
public struct SpeechUtterance: Sendable, Equatable {
    /// The text, as it would be read aloud.
    public var text: String
    /// A BCP 47 language tag ("en-US", "de", "ar"); nil for the output's default voice.
    public var language: String?
    /// Speaking rate from 0 (slowest) to 1 (fastest); 0.5 is normal speech.
    public var rate: Float
    /// Loudness from 0 (silent) to 1 (full).
    public var volume: Float
    /// Voice pitch from 0.5 (low) to 2 (high); 1 is the voice's own.
    public var pitch: Float

    public init(text: String, language: String? = nil, rate: Float = 0.5, volume: Float = 1, pitch: Float = 1) {
        self.text = text
        self.language = language
        self.rate = rate
        self.volume = volume
        self.pitch = pitch
    }
}

/// Short sounds a screen reader plays beside its words.
public enum Earcon: String, Sendable, Equatable, CaseIterable {
    /// The cursor moved to another element.
    case focusMoved
    /// The focused element was activated.
    case activated
    /// Moving on failed: the first or last element was reached.
    case boundary
    /// A new screen appeared.
    case screenChanged
    /// A page was scrolled.
    case scrolled
}
