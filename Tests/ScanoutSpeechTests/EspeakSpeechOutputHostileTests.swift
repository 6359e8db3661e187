import Foundation
import ScanoutCore
import ScanoutSpeech
import Synchronization
import Testing

/// What an app or a screen reader might send: every value of rate, volume and pitch, texts with
/// control characters, invalid UTF-8, nothing at all and a great deal, odd language tags; speak and
/// stop from several threads at once; and hundreds of utterances with memory and threads flat.
extension SpeechOutputTests {
    @Suite
    struct EspeakSpeechOutputHostileTests {
        static let numbers: [Float] = [
            .nan, .infinity, -.infinity, -1, 0, 0.25, 0.5, 1, 2, 1e30, -1e30, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude,
        ]
        static let texts: [String] = [
            "", " ", "\0", "a\0b", "\u{7}\u{1B}[31mred\u{1B}[0m", "\u{FFFD}",
            String(decoding: [0xFF, 0xFE, 0x41, 0xC3], as: UTF8.self),
            "Check in, button", "مرحبا", "👋🏽 emoji", "<speak>not <b>SSML</b></speak>", "\n\n\t", "1,234.56 €",
            "\u{202E}RTL override",
            String(repeating: "x", count: 5_000),
        ]
        static let languages: [String?] = [
            nil, "", "de-DE", "en-us", "😀", String(repeating: "a", count: 1_000), "-", "en--US", "ar", "x\0y",
        ]

        @Test func hostileValuesNeverTrapAndAlwaysComplete() throws {
            var generator = SeededGenerator(seed: 37)
            let output = EspeakSpeechOutput(audioDevice: nil)
            for round in 0..<40 {
                let utterance = SpeechUtterance(
                    text: Self.texts.randomElement(using: &generator)!,
                    language: Self.languages.randomElement(using: &generator)!,
                    rate: Self.numbers.randomElement(using: &generator)!,
                    volume: Self.numbers.randomElement(using: &generator)!,
                    pitch: Self.numbers.randomElement(using: &generator)!)
                let (rendering, wav) = try renderAndParse(output, utterance)
                #expect(rendering.duration.isFinite && rendering.duration < 600, "round \(round)")
                #expect(wav.samples.count == rendering.sampleCount)
                let finished = CompletionProbe()
                output.speak(utterance, completion: finished.handler)
                #expect(finished.wait() == true, "round \(round): \(utterance.text.prefix(20)) \(utterance.rate)")
            }
            // Text of nothing but control characters and spaces is nothing to say, and says so at once.
            let (empty, _) = try renderAndParse(output, SpeechUtterance(text: "\0\u{1}\n "))
            #expect(empty.sampleCount == 0)
        }

        @Test func speakAndStopFromManyThreadsCompleteEachUtteranceOnce() {
            let output = EspeakSpeechOutput(audioDevice: "null")
            let probes = Mutex<[CompletionProbe]>([])
            DispatchQueue.concurrentPerform(iterations: 6) { thread in
                var generator = SeededGenerator(seed: UInt64(100 + thread))
                for step in 0..<40 {
                    switch Int.random(in: 0..<10, using: &generator) {
                    case 0..<6:
                        let probe = CompletionProbe()
                        probes.withLock { $0.append(probe) }
                        output.speak(
                            SpeechUtterance(
                                text: "Item \(thread) \(step)", rate: Self.numbers.randomElement(using: &generator)!),
                            completion: probe.handler)
                    case 6..<8: output.stopSpeaking()
                    case 8: output.play(Earcon.allCases.randomElement(using: &generator)!)
                    default: _ = output.summary
                    }
                }
            }
            let last = CompletionProbe()
            output.speak(SpeechUtterance(text: "Last"), completion: last.handler)
            #expect(last.wait() == true)
            for probe in probes.withLock({ $0 }) {
                #expect(probe.wait(seconds: 10) != nil)
                #expect(probe.calls.count == 1)
            }
        }

        @Test func aCompletionThatSpeaksOrStopsAgainIsServed() {
            let output = EspeakSpeechOutput(audioDevice: nil)
            let reentered = CompletionProbe()
            let first = CompletionProbe()
            output.speak(SpeechUtterance(text: longText(sentences: 500))) { finished in
                first.handler(finished)
                // A screen reader reading on from a completion, stopping first.
                output.stopSpeaking()
                output.speak(SpeechUtterance(text: "Read on"), completion: reentered.handler)
            }
            output.stopSpeaking()
            #expect(first.wait() == false)
            #expect(reentered.wait() == true)
        }

        @Test func memoryAndThreadsStayFlatOverHundredsOfUtterances() {
            let output = EspeakSpeechOutput(audioDevice: "null")
            func speakMany(_ count: Int) {
                for index in 0..<count {
                    let finished = CompletionProbe()
                    output.speak(
                        SpeechUtterance(text: "Row \(index), button", language: index % 3 == 0 ? "de" : nil),
                        completion: finished.handler)
                    if index % 10 == 0 { output.play(.focusMoved) }
                    if index % 7 == 0 { output.stopSpeaking() }
                    _ = finished.wait()
                }
            }
            // Warmed: espeak-ng's voices loaded, the earcons made.
            speakMany(40)
            let threadsBefore = threadCount()
            // Resident memory is the process's, and other suites run beside this one: one round
            // can grow by what they allocate. A leak grows every round; so the quietest of four
            // rounds of 100 utterances must stay under 1 MB (a leak of 10 KB an utterance shows).
            var rounds: [Int] = []
            var last = residentBytes()
            for _ in 0..<4 {
                speakMany(100)
                let now = residentBytes()
                rounds.append(now - last)
                last = now
            }
            #expect(rounds.min()! < 1 << 20, "resident memory grew every round: \(rounds.map { $0 >> 10 }) KiB")
            // Outputs made, used and dropped: their threads end.
            for _ in 0..<20 {
                let passing = EspeakSpeechOutput(audioDevice: nil)
                let finished = CompletionProbe()
                passing.speak(SpeechUtterance(text: "Hello"), completion: finished.handler)
                _ = finished.wait()
            }
            var threadsAfter = threadCount()
            for _ in 0..<50 where threadsAfter > threadsBefore + 4 {
                usleep(20_000)
                threadsAfter = threadCount()
            }
            // A few threads of the test runner's pools may come and go; twenty outputs' would stay.
            #expect(threadsAfter <= threadsBefore + 4, "\(threadsBefore) threads before, \(threadsAfter) after")
        }
    }

}

/// SplitMix64: the same values for the same seed on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
