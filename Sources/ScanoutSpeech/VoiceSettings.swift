import ScanoutCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An utterance's voice in espeak-ng's terms, every value made safe: a rate, volume or pitch that
/// is NaN takes the normal value, one out of range the nearest end; a language tag keeps only
/// what can name a language.
struct VoiceSettings: Sendable, Equatable {
    /// The BCP 47 tag in espeak-ng's spelling ("de-de"), nil for the default voice.
    var languageTag: String?
    /// espeakRATE: 80 (rate 0) to 175 (rate 0.5, espeak-ng's normal) to 450 (rate 1).
    var wordsPerMinute: Int32
    /// espeakVOLUME: 0 (volume 0) to 100 (volume 1, espeak-ng's normal; above it clips).
    var espeakVolume: Int32
    /// espeakPITCH: 0 (pitch 0.5) to 50 (pitch 1, the voice's own) to 100 (pitch 2), an octave
    /// each way.
    var espeakPitch: Int32

    init(_ utterance: SpeechUtterance) {
        languageTag = Self.languageTag(utterance.language)
        let rate = Double(Self.clamped(utterance.rate, to: 0...1, normal: 0.5))
        let wordsPerMinute =
            rate <= 0.5
            ? Double(espeakRateMinimum) + (Double(espeakRateNormal - espeakRateMinimum)) * rate / 0.5
            : Double(espeakRateNormal) + (Double(espeakRateMaximum - espeakRateNormal)) * (rate - 0.5) / 0.5
        self.wordsPerMinute = Int32(wordsPerMinute.rounded())
        espeakVolume = Int32((Double(Self.clamped(utterance.volume, to: 0...1, normal: 1)) * 100).rounded())
        let pitch = Double(Self.clamped(utterance.pitch, to: 0.5...2, normal: 1))
        espeakPitch = Int32((50 + 50 * log2(pitch)).rounded())
    }

    // MARK: - Private

    private static func clamped(_ value: Float, to range: ClosedRange<Float>, normal: Float) -> Float {
        value.isNaN ? normal : min(max(value, range.lowerBound), range.upperBound)
    }

    /// "de-DE" → "de-de", "pt_BR" → "pt-br"; nil for nil, empty or anything that is not letters,
    /// digits and hyphens of a sane length.
    private static func languageTag(_ language: String?) -> String? {
        guard let language else { return nil }
        let tag = language.lowercased().replacing("_", with: "-")
        guard (1...35).contains(tag.utf8.count),
            tag.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
            }),
            tag.first != "-"
        else { return nil }
        return tag
    }
}

/// espeak-ng's words-per-minute range (`espeakRATE_MINIMUM`, `espeakRATE_NORMAL`,
/// `espeakRATE_MAXIMUM`).
let espeakRateMinimum: Int32 = 80
let espeakRateNormal: Int32 = 175
let espeakRateMaximum: Int32 = 450
