import CSpeechLoader
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// espeak-ng for the whole process: the library, loaded once, and every call into it.
///
/// espeak-ng keeps its state in globals (one voice, one set of parameters, one callback) and is
/// not thread-safe, so every call here is made holding one process-wide lock, from an output's
/// worker thread. An app has one output, so in practice every call comes from that one thread; the
/// lock keeps several outputs (tests make many) from ever calling espeak-ng at the same time.
final class EspeakEngine: Sendable {
    /// The one engine: espeak-ng cannot be initialized twice in a process.
    static let shared = EspeakEngine()

    /// What synthesizing an utterance produced.
    struct Synthesis: Sendable {
        /// The voice espeak-ng used ("German", "English (Great Britain)").
        var voice: String
        /// Whether the sink asked to stop before the end.
        var wasCancelled: Bool
    }

    /// Loads `libraryName` and initializes espeak-ng if that has not happened yet, returning its
    /// version and sample rate, or why it cannot speak.
    func load(libraryName: String) -> Result<(version: String, sampleRate: Int), SpeechOutputError> {
        state.withLock { state in
            Self.load(libraryName: libraryName, state: &state)
        }
    }

    /// Speaks `text` with `settings`, handing each buffer of 16-bit mono PCM to `sink` as espeak-ng
    /// makes it; `sink` returns false to stop synthesis there. Blocks until the text is done or
    /// stopped. Loads espeak-ng first when needed. A nil text only chooses the voice.
    func synthesize(
        _ text: String?, settings: VoiceSettings, libraryName: String,
        sink: (UnsafeBufferPointer<Int16>) -> Bool
    ) -> Result<Synthesis, SpeechOutputError> {
        state.withLock { state in
            switch Self.load(libraryName: libraryName, state: &state) {
            case .failure(let error): return .failure(error)
            case .success: break
            }
            // Safety: `load` succeeded, so the table is set; it is static storage in the loader.
            let espeak = state.functions!.pointee
            let voice = Self.selectVoice(settings.languageTag, functions: espeak, state: &state)
            _ = espeak.SetParameter(espeakRATE, settings.wordsPerMinute, 0)
            _ = espeak.SetParameter(espeakVOLUME, settings.espeakVolume, 0)
            _ = espeak.SetParameter(espeakPITCH, settings.espeakPitch, 0)
            guard let text else { return .success(Synthesis(voice: voice, wasCancelled: false)) }
            var wasCancelled = false
            let status = withoutActuallyEscaping(sink) { sink in
                currentSink = { samples in
                    let goOn = sink(samples)
                    if !goOn { wasCancelled = true }
                    return goOn
                }
                defer { currentSink = nil }
                return text.withCString { characters in
                    espeak.Synth(
                        characters, strlen(characters) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, nil)
                }
            }
            if status != EE_OK && !wasCancelled {
                return .failure(.synthesisFailed(code: Int(status.rawValue)))
            }
            return .success(Synthesis(voice: voice, wasCancelled: wasCancelled))
        }
    }

    // MARK: - Private

    private struct State {
        var functions: UnsafePointer<CEspeakFunctions>?
        var version = ""
        var sampleRate = 0
        /// The language tag the current voice was chosen for, and its name.
        var voiceTag: String?
        var voiceName = ""
    }

    private let state = Mutex(State())

    private static func load(
        libraryName: String, state: inout State
    ) -> Result<(version: String, sampleRate: Int), SpeechOutputError> {
        // The library is opened on every load, so a name that does not load fails even after
        // another name did (the no-library path, tested with a name that does not exist).
        var error: UnsafePointer<CChar>?
        guard let functions = cspeech_load_espeak(libraryName, &error) else {
            return .failure(.libraryNotFound(library: libraryName, reason: error.map { String(cString: $0) } ?? ""))
        }
        if state.functions == nil {
            // Without DONT_EXIT espeak-ng ends the process when its data is missing.
            let options = Int32(espeakINITIALIZE_DONT_EXIT)
            let sampleRate = functions.pointee.Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, options)
            guard sampleRate > 0 else { return .failure(.dataNotFound) }
            functions.pointee.SetSynthCallback(synthCallback)
            state.functions = functions
            state.sampleRate = Int(sampleRate)
            state.version = functions.pointee.Info(nil).map { String(cString: $0) } ?? "?"
        }
        return .success((state.version, state.sampleRate))
    }

    /// Sets the voice for `tag` ("de-de", "de"; nil for the default) when it is not the current
    /// one: the whole tag, then its language alone, then the default voice. Returns the voice's name.
    private static func selectVoice(_ tag: String?, functions: CEspeakFunctions, state: inout State) -> String {
        if state.voiceTag == tag, !state.voiceName.isEmpty { return state.voiceName }
        var candidates: [String] = []
        if let tag {
            candidates.append(tag)
            if let primary = tag.split(separator: "-").first, primary.count < tag.count {
                candidates.append(String(primary))
            }
        }
        // espeak-ng's own default voice.
        candidates.append("en")
        for candidate in candidates {
            let found = candidate.withCString { language in
                var voice = espeak_VOICE()
                voice.languages = language
                return functions.SetVoiceByProperties(&voice) == EE_OK
            }
            if found { break }
        }
        state.voiceTag = tag
        state.voiceName = functions.GetCurrentVoice()?.pointee.name.map { String(cString: $0) } ?? "default"
        return state.voiceName
    }
}

/// Where the synthesis under way sends its buffers. Set and read only while holding the engine's
/// lock, on the thread that called espeak-ng's `Synth` (its callback comes on that thread).
nonisolated(unsafe) private var currentSink: ((UnsafeBufferPointer<Int16>) -> Bool)?

/// espeak-ng's synth callback: a buffer of samples (nil at the end). Returning 1 stops synthesis.
private let synthCallback:
    @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?)
        -> Int32 = { samples, count, _ in
            guard let samples, count > 0, let sink = currentSink else { return 0 }
            return sink(UnsafeBufferPointer(start: samples, count: Int(count))) ? 0 : 1
        }
