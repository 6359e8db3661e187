import Dispatch

/// The screen reader's voice: what it says goes to the platform's `SpeechOutput` with the reader's
/// rate, volume and language, one utterance after another; a new focus interrupts what is being
/// said, an announcement waits its turn.
///
/// Completions come back from the output's thread; each is carried to the main queue and dropped
/// when an interruption came after the utterance was asked for (its `generation` is old), so a
/// stale "finished" never moves a reading on. With no output, each utterance finishes on the next
/// turn of the main loop: reading all still walks the screen, silently. Main actor.
@preconcurrency @MainActor
final class ScreenReaderSpeech {
    var output: (any SpeechOutput)?
    /// 0 (slowest) to 1 (fastest); 0.5 is normal speech.
    var rate: Float = 0.5
    /// 0 (silent) to 1 (full).
    var volume: Float = 1
    /// The voice's language when the element names none (BCP 47).
    var language: String?
    var playsEarcons = true
    /// Hears each utterance as it is asked for: the event trace (`SCANOUT_TRACE_EVENTS=1`).
    var trace: ((String) -> Void)?

    /// The voice's language when neither the element nor the reader names one: the process
    /// locale's (`LANG=de_DE.UTF-8` speaks German), as a kiosk's language is set on the device.
    static let processLanguage = ProcessLocale.languageTag(of: ProcessLocale.name)

    /// Bumped by each interruption: completions of utterances asked for before it are stale.
    private var generation = 0
    /// Utterances asked for since the last interruption that have not finished.
    private(set) var utterancesInFlight = 0

    var isSpeaking: Bool { utterancesInFlight > 0 }

    /// Says `text` after what is being said (or at once, when `interrupting`), then calls `then`
    /// with whether it was said to the end. `then` is not called when a later interruption cut
    /// the utterance off.
    func say(
        _ text: String, language: String? = nil, interrupting: Bool = false,
        then: (@MainActor (_ finished: Bool) -> Void)? = nil
    ) {
        if interrupting { interrupt() }
        let utterance = SpeechUtterance(
            text: text, language: language ?? self.language ?? Self.processLanguage, rate: rate, volume: volume)
        let askedInGeneration = generation
        utterancesInFlight += 1
        let finish: @Sendable (Bool) -> Void = { [weak self] finished in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self, self.generation == askedInGeneration else { return }
                    self.utterancesInFlight = max(0, self.utterancesInFlight - 1)
                    then?(finished)
                }
            }
        }
        // Nothing to say (an element with no words) is said at once, without a sound.
        let hasWords = !text.allSatisfy(\.isWhitespace)
        if hasWords { trace?(EventTrace.speechLine(text)) }
        if let output, hasWords {
            output.speak(utterance, completion: finish)
        } else {
            finish(true)
        }
    }

    /// Stops what is being said and drops what waits; their completions are not delivered.
    func interrupt() {
        generation &+= 1
        guard utterancesInFlight > 0 else { return }
        utterancesInFlight = 0
        output?.stopSpeaking()
    }

    func play(_ earcon: Earcon) {
        guard playsEarcons else { return }
        output?.play(earcon)
    }
}
