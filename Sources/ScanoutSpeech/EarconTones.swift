import ScanoutCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The sounds of the earcons: short sine tones, each case its own pitch and shape so they can be
/// told apart without looking, faded in and out over 5 ms so they do not click.
enum EarconTones {
    /// 16-bit mono PCM for `earcon` at `sampleRate`.
    static func samples(for earcon: Earcon, sampleRate: Int) -> [Int16] {
        switch earcon {
        // A high, very short tick: the most frequent sound, so the least intrusive.
        case .focusMoved: tone([(1_320, 1_320, 0.030)], sampleRate: sampleRate)
        // Two rising notes: something happened.
        case .activated: tone([(660, 660, 0.035), (990, 990, 0.045)], sampleRate: sampleRate)
        // A low buzz: no further.
        case .boundary: tone([(220, 220, 0.080)], sampleRate: sampleRate)
        // A rising sweep: a new screen.
        case .screenChanged: tone([(440, 880, 0.090)], sampleRate: sampleRate)
        // A falling sweep: the page moved.
        case .scrolled: tone([(880, 587, 0.060)], sampleRate: sampleRate)
        }
    }

    // MARK: - Private

    /// Segments of (start hertz, end hertz, seconds), played one after another at a third of
    /// full scale.
    private static func tone(_ segments: [(Double, Double, Double)], sampleRate: Int) -> [Int16] {
        let rate = Double(max(sampleRate, 8_000))
        let fade = Int(rate * 0.005)
        var samples: [Int16] = []
        var phase = 0.0
        for (startFrequency, endFrequency, seconds) in segments {
            let count = Int(rate * seconds)
            for index in 0..<count {
                let progress = Double(index) / Double(count)
                let frequency = startFrequency + (endFrequency - startFrequency) * progress
                phase += 2 * Double.pi * frequency / rate
                let envelope = min(1, Double(min(index, count - 1 - index)) / Double(fade))
                samples.append(Int16(sin(phase) * envelope * 0.33 * Double(Int16.max)))
            }
        }
        return samples
    }
}
