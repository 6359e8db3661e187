import CSpeechLoader

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The sound device speech and earcons go to: an ALSA PCM (libasound loaded at run time), opened
/// the first time there is something to play, 16-bit mono at espeak-ng's rate with a 100 ms buffer.
///
/// With no library or no device, samples are dropped and `note` says why; it is tried once, not
/// on every utterance. Used only on an output's worker thread.
final class AudioPlayback {
    /// How long the device's buffer is: what is still heard after a stop, at most.
    static let bufferMicroseconds: UInt32 = 100_000

    /// Where the samples go, or why nowhere. nil until the device was first tried.
    private(set) var note: String?

    init(device: String?, libraryName: String) {
        self.device = device
        self.libraryName = libraryName
    }

    deinit {
        if case .open(let pcm, let alsa) = state { _ = alsa.pointee.PCMClose(pcm) }
    }

    /// Opens the device at `sampleRate` if it was not tried yet.
    func open(sampleRate: Int) {
        guard case .untried = state else { return }
        guard let device else {
            state = .dropping
            note = "audio output off: speech is synthesized but not heard"
            return
        }
        var error: UnsafePointer<CChar>?
        guard let alsa = cspeech_load_alsa(libraryName, &error) else {
            state = .dropping
            note =
                "no audio: \(libraryName) not found (install libasound2): speech is synthesized but not heard"
            return
        }
        var pcm: OpaquePointer?
        var status = alsa.pointee.PCMOpen(&pcm, device, SND_PCM_STREAM_PLAYBACK, 0)
        if status >= 0, let pcm {
            status = alsa.pointee.PCMSetParams(
                pcm, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1, UInt32(sampleRate), 1,
                Self.bufferMicroseconds)
            if status < 0 { _ = alsa.pointee.PCMClose(pcm) }
        }
        guard status >= 0, let pcm else {
            state = .dropping
            let reason = alsa.pointee.StrError(status).map { String(cString: $0) } ?? "error \(status)"
            note =
                "no audio device (ALSA \"\(device)\": \(reason)): speech is synthesized but not heard; "
                + "connect a sound card or set the ALSA default device"
            return
        }
        state = .open(pcm, alsa)
        self.sampleRate = sampleRate
        note = "through ALSA \"\(device)\" at \(sampleRate) Hz"
    }

    /// Hands `samples` to the device, waiting while its buffer is full; drops them when there is
    /// no device. Writes 10 ms at a time and stops early once `shouldContinue` says no, so a stop
    /// is seen within 10 ms even when the device's buffer is full. A write that fails past
    /// recovery closes the device and says so in `note`.
    func write(_ samples: UnsafeBufferPointer<Int16>, while shouldContinue: () -> Bool = { true }) {
        guard case .open(let pcm, let alsa) = state, let base = samples.baseAddress else { return }
        let slice = max(sampleRate / 100, 1)
        var offset = 0
        var attempts = 0
        while offset < samples.count, shouldContinue() {
            let count = min(slice, samples.count - offset)
            let written = alsa.pointee.PCMWriteInterleaved(pcm, base + offset, snd_pcm_uframes_t(count))
            if written >= 0 {
                offset += Int(written)
                continue
            }
            // An underrun (the device ran dry between utterances) or a suspend: prepared again.
            attempts += 1
            let recovered = alsa.pointee.PCMRecover(pcm, Int32(written), 1)
            if recovered < 0 || attempts > 3 {
                let reason = alsa.pointee.StrError(Int32(written)).map { String(cString: $0) } ?? "error \(written)"
                _ = alsa.pointee.PCMClose(pcm)
                state = .dropping
                note = "audio device failed (ALSA \"\(device ?? "")\": \(reason)): speech is synthesized but not heard"
                return
            }
        }
    }

    /// The end of an utterance or earcon. Cut: what the device still holds is thrown away and it
    /// is readied for the next. Not cut: nothing waits for the sound to play out, so the next
    /// utterance follows without a gap (a device that runs dry in between is recovered by the
    /// next write).
    func finish(cut: Bool) {
        guard cut, case .open(let pcm, let alsa) = state else { return }
        _ = alsa.pointee.PCMDrop(pcm)
        _ = alsa.pointee.PCMPrepare(pcm)
    }

    // MARK: - Private

    private enum State {
        case untried
        case open(OpaquePointer, UnsafePointer<CALSAFunctions>)
        case dropping
    }

    private let device: String?
    private let libraryName: String
    private var state = State.untried
    private var sampleRate = 22_050
}
