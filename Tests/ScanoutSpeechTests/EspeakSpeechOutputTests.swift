import Foundation
import ScanoutCore
import Synchronization
import Testing

@testable import ScanoutSpeech

/// espeak-ng's speech as an app's screen reader gets it: rendered to WAV files and checked for
/// being speech, spoken with no sound device and interrupted, voices by language. Serialized:
/// espeak-ng is one engine per process, so a long synthesis in one test would hold up another.
@Suite(.serialized)
enum SpeechOutputTests {}

extension SpeechOutputTests {
    @Suite
    struct EspeakSpeechOutputTests {
        @Test func rendersAVoiceOverLineToASpeechLengthWAV() throws {
            let output = EspeakSpeechOutput(audioDevice: nil)
            let (rendering, wav) = try renderAndParse(
                output, SpeechUtterance(text: "Check in, button", language: "en-US"))
            #expect(wav.format == 1)
            #expect(wav.channels == 1)
            #expect(wav.sampleRate == 22_050)
            #expect(wav.bitsPerSample == 16)
            #expect(wav.blockAlign == 2)
            #expect(wav.byteRate == 44_100)
            #expect(wav.duration > 0.5 && wav.duration < 5, "\(wav.duration) s")
            // Speech at espeak-ng's normal volume is tens of dB above silence, and rarely at full scale.
            #expect(wav.rms > 0.02, "RMS \(wav.rms)")
            #expect(wav.clippedFraction < 0.01, "clipped \(wav.clippedFraction)")
            #expect(rendering.sampleCount == wav.samples.count)
            #expect(rendering.sampleRate == wav.sampleRate)
            #expect(rendering.voice.contains("English"), "\(rendering.voice)")
        }

        @Test func rateVolumeAndPitchChangeTheSound() throws {
            let output = EspeakSpeechOutput(audioDevice: nil)
            let text = "Your boarding pass is ready"
            let (_, slow) = try renderAndParse(output, SpeechUtterance(text: text, rate: 0))
            let (_, normal) = try renderAndParse(output, SpeechUtterance(text: text, rate: 0.5))
            let (_, fast) = try renderAndParse(output, SpeechUtterance(text: text, rate: 1))
            #expect(slow.duration > normal.duration * 1.3, "\(slow.duration) vs \(normal.duration)")
            #expect(normal.duration > fast.duration * 1.5, "\(normal.duration) vs \(fast.duration)")
            let (_, silent) = try renderAndParse(output, SpeechUtterance(text: text, volume: 0))
            let (_, quiet) = try renderAndParse(output, SpeechUtterance(text: text, volume: 0.3))
            #expect(silent.rms < 0.001, "\(silent.rms)")
            #expect(quiet.rms < normal.rms * 0.5 && quiet.rms > normal.rms * 0.1, "\(quiet.rms) vs \(normal.rms)")
            let (_, low) = try renderAndParse(output, SpeechUtterance(text: text, pitch: 0.5))
            let (_, high) = try renderAndParse(output, SpeechUtterance(text: text, pitch: 2))
            // Pitch 0.5 to 2 is two octaves in espeak-ng's range: its fundamental (espeak's voices
            // span about 75 to 150 Hz) at least a third higher.
            let highHertz = medianFundamental(high.samples)
            let lowHertz = medianFundamental(low.samples)
            #expect(highHertz > lowHertz * 1.3, "\(highHertz) Hz vs \(lowHertz) Hz")
        }

        @Test func voicesFollowTheLanguageAndFallBackToTheDefault() throws {
            let output = EspeakSpeechOutput(audioDevice: nil)
            let (defaultVoice, _) = try renderAndParse(output, SpeechUtterance(text: "Hello"))
            let (german, germanWAV) = try renderAndParse(output, SpeechUtterance(text: "Guten Tag", language: "de-DE"))
            #expect(german.voice.contains("German"), "\(german.voice)")
            #expect(germanWAV.duration > 0.3)
            let (austrian, _) = try renderAndParse(output, SpeechUtterance(text: "Servus", language: "de_AT"))
            #expect(austrian.voice.contains("German"), "\(austrian.voice)")
            // After German, an unknown language goes back to the default voice, not the last one.
            for unknown in ["xx-YY", "", "../../etc", "zz", String(repeating: "q", count: 200), "😀"] {
                let (voice, wav) = try renderAndParse(output, SpeechUtterance(text: "Hello", language: unknown))
                #expect(voice.voice == defaultVoice.voice, "\(unknown): \(voice.voice)")
                #expect(wav.rms > 0.02)
            }
            let finished = CompletionProbe()
            output.speak(SpeechUtterance(text: "Hallo", language: "xx-YY"), completion: finished.handler)
            #expect(finished.wait() == true)
        }

        @Test func speaksWithoutASoundDeviceAndMeasuresLatency() throws {
            // "null" is ALSA's own device that discards sound: the whole path through ALSA, no card.
            for device in ["null", nil] as [String?] {
                let output = EspeakSpeechOutput(audioDevice: device)
                let latencies = Mutex<[Duration]>([])
                output.latencyHandler = { latency in latencies.withLock { $0.append(latency) } }
                #expect(output.lastLatency == nil)
                for _ in 0..<3 {
                    let finished = CompletionProbe()
                    output.speak(SpeechUtterance(text: "Check in, button"), completion: finished.handler)
                    #expect(finished.wait() == true)
                    #expect(finished.calls.count == 1)
                }
                #expect(latencies.withLock { $0.count } == 3)
                #expect(latencies.withLock { $0.allSatisfy { $0 > .zero && $0 < .seconds(20) } })
                #expect(output.lastLatency == latencies.withLock { $0.last })
                output.play(.focusMoved)
                let summary = output.summary
                if let device {
                    #expect(summary.contains("through ALSA \"\(device)\""), "\(summary)")
                } else {
                    #expect(summary.contains("not heard"), "\(summary)")
                }
                #expect(summary.hasPrefix("Speech: espeak-ng "), "\(summary)")
            }
        }

        @Test func theDefaultDeviceOrWhyNotIsInTheSummary() {
            let output = EspeakSpeechOutput()
            let summary = output.summary
            // This machine and CI have no sound card; a desktop has one.
            #expect(
                summary.contains("through ALSA \"default\"") || summary.contains("no audio device (ALSA \"default\""))
            #expect(output.summary == summary, "said once, the same each time")
        }

        @Test func withoutALSAItSynthesizesAndSaysWhySilent() {
            let output = EspeakSpeechOutput(audioLibraryName: "libasound-absent.so.7")
            let finished = CompletionProbe()
            output.speak(SpeechUtterance(text: "Check in, button"), completion: finished.handler)
            #expect(finished.wait() == true)
            #expect(output.lastLatency != nil)
            #expect(
                output.summary.contains("libasound-absent.so.7 not found (install libasound2)"), "\(output.summary)")
        }

        @Test func withoutEspeakItSaysWhatToInstallAndCompletesAtOnce() throws {
            let output = EspeakSpeechOutput(libraryName: "libespeak-ng-absent.so.9", audioDevice: "null")
            let summary = output.summary
            #expect(summary.contains("espeak-ng not found (libespeak-ng-absent.so.9): install espeak-ng"), "\(summary)")
            #expect(summary.contains("nothing is spoken"), "\(summary)")
            let probes = (0..<5).map { _ in CompletionProbe() }
            let start = ContinuousClock.now
            for probe in probes { output.speak(SpeechUtterance(text: "Check in, button"), completion: probe.handler) }
            output.play(.boundary)
            for probe in probes { #expect(probe.wait(seconds: 5) == false) }
            #expect(ContinuousClock.now - start < .seconds(5))
            #expect(output.lastLatency == nil)
            #expect(throws: SpeechOutputError.self) {
                try output.renderWAV(SpeechUtterance(text: "Hello"), to: temporaryWAVURL("absent"))
            }
            #expect(output.summary == summary)
            // The real library still loads for another output afterwards.
            let speaking = EspeakSpeechOutput(audioDevice: nil)
            let spoken = CompletionProbe()
            speaking.speak(SpeechUtterance(text: "Hello"), completion: spoken.handler)
            #expect(spoken.wait() == true)
        }

        @Test func stoppingCutsALongUtteranceShortAndDropsTheQueue() {
            let output = EspeakSpeechOutput(audioDevice: nil)
            let firstBuffer = Flag()
            output.latencyHandler = { _ in firstBuffer.raise() }
            let long = CompletionProbe()
            let queued = (0..<3).map { _ in CompletionProbe() }
            output.speak(SpeechUtterance(text: longText(sentences: 2_000)), completion: long.handler)
            for probe in queued { output.speak(SpeechUtterance(text: "Next item"), completion: probe.handler) }
            #expect(firstBuffer.wait(seconds: 20))
            let stopped = ContinuousClock.now
            output.stopSpeaking()
            // Queued utterances are failed by the stop itself.
            for probe in queued { #expect(probe.calls == [false]) }
            #expect(long.wait(seconds: 5) == false)
            #expect(ContinuousClock.now - stopped < .seconds(1), "the long utterance stopped promptly")
            output.latencyHandler = nil
            let next = CompletionProbe()
            output.speak(SpeechUtterance(text: "Check in, button"), completion: next.handler)
            #expect(next.wait() == true)
            #expect(long.calls == [false])
        }

        @Test func earconsAreDistinctShortTones() {
            // Played through ALSA's null device: every case, then speech after them.
            let output = EspeakSpeechOutput(audioDevice: "null")
            for earcon in Earcon.allCases { output.play(earcon) }
            let after = CompletionProbe()
            output.speak(SpeechUtterance(text: "Done"), completion: after.handler)
            #expect(after.wait() == true)
            // Each a few tens of milliseconds, quiet at both ends (no click), none the same.
            var shapes = Set<[Int]>()
            for earcon in Earcon.allCases {
                let samples = EarconTones.samples(for: earcon, sampleRate: 22_050)
                let seconds = Double(samples.count) / 22_050
                #expect(seconds >= 0.02 && seconds <= 0.1, "\(earcon): \(seconds) s")
                #expect(abs(Int(samples.first ?? 1)) < 100 && abs(Int(samples.last ?? 1)) < 100, "\(earcon)")
                #expect(samples.map { abs(Int($0)) }.max() ?? 0 > 5_000, "\(earcon) is audible")
                shapes.insert([samples.count, zeroCrossings(samples)])
            }
            #expect(shapes.count == Earcon.allCases.count)
        }

        // MARK: - Private

        /// The median over loud 1,024-sample frames of the lag (55 to 550 Hz) where the frame best
        /// matches itself, as hertz at 22,050 Hz.
        private func medianFundamental(_ samples: [Int16]) -> Double {
            var estimates: [Double] = []
            let frame = 1_024
            for start in stride(from: 0, to: samples.count - frame, by: frame) {
                let values = samples[start..<start + frame].map { Double($0) }
                guard values.reduce(0, { $0 + $1 * $1 }) > Double(frame) * 1_000 * 1_000 else { continue }
                let best = (40...400).max { first, second in
                    correlation(values, lag: first) < correlation(values, lag: second)
                }!
                estimates.append(22_050 / Double(best))
            }
            return estimates.sorted()[estimates.count / 2]
        }

        private func correlation(_ values: [Double], lag: Int) -> Double {
            stride(from: 0, to: values.count - 400, by: 2).reduce(0) { $0 + values[$1] * values[$1 + lag] }
        }

        private func zeroCrossings(_ samples: [Int16]) -> Int {
            zip(samples, samples.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
        }
    }
}
