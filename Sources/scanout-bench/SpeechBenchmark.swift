import Dispatch
import ScanoutCore
import ScanoutSpeech

/// (x) Speech latency: from `speak` to the first buffer of sound handed to the output (ALSA's
/// default device, or dropped when there is none, as on a build machine), espeak-ng synthesizing
/// on the output's own thread. Three ways a screen reader speaks: the very first line (espeak-ng
/// initialized and its voice loaded, once per process); a line after silence; and a line that
/// interrupts a long one (a focus move while something is being read: stop, then speak). Each
/// over typical VoiceOver lines; the target is 50 ms.
enum SpeechBenchmark {
    static let lines = [
        "Check in, button", "Boarding pass, heading", "Seat 14C, selected", "Next, button, dimmed",
        "Passport number, text field, double tap to edit", "Language, English, adjustable",
        "Print receipt, switch button, off", "Back, button",
    ]

    static func run(count: Int = 48) {
        let output = EspeakSpeechOutput()
        let latencies = LatencyLog()
        output.latencyHandler = { latencies.append($0) }

        speakAndWait(output, lines[0])
        let cold = latencies.take()

        for index in 0..<count { speakAndWait(output, lines[index % lines.count]) }
        let afterSilence = latencies.take()

        var interrupting: [Duration] = []
        let long = (0..<200).map { "Sentence \($0) of a long announcement." }.joined(separator: " ")
        for index in 0..<count {
            let interrupted = DispatchSemaphore(value: 0)
            output.speak(SpeechUtterance(text: long)) { _ in interrupted.signal() }
            // Into the long one before interrupting it.
            while latencies.count == 0 { usleepMilliseconds(1) }
            _ = latencies.take()
            output.stopSpeaking()
            speakAndWait(output, lines[index % lines.count])
            interrupted.wait()
            interrupting += latencies.take()
        }

        print("")
        print("(x) speech latency: speak to the first sound buffer handed to the output (espeak-ng \(count) lines)")
        print("    \(output.summary)")
        print("")
        print("| case | median | worst |")
        print("|---|---:|---:|")
        print("| first line of the process (espeak-ng initialized, voice loaded) | \(format(cold)) | – |")
        for (name, samples) in [
            ("a line after silence", afterSilence), ("a line interrupting a long one (stop, speak)", interrupting),
        ] {
            let sorted = samples.sorted()
            print("| \(name) | \(format(sorted[sorted.count / 2])) | \(format(sorted.last!)) |")
        }
    }

    // MARK: - Private

    private static func speakAndWait(_ output: EspeakSpeechOutput, _ text: String) {
        let done = DispatchSemaphore(value: 0)
        output.speak(SpeechUtterance(text: text)) { _ in done.signal() }
        done.wait()
    }

    private static func format(_ samples: [Duration]) -> String { samples.first.map(format) ?? "–" }

    private static func format(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
        return milliseconds < 1
            ? "\(Int((milliseconds * 1000).rounded())) µs" : "\((milliseconds * 10).rounded() / 10) ms"
    }

    private static func usleepMilliseconds(_ milliseconds: Int) {
        _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(milliseconds))
    }
}

/// Latencies reported on the output's thread, read on the benchmark's.
private final class LatencyLog: @unchecked Sendable {
    func append(_ latency: Duration) { lock.wait(); samples.append(latency); lock.signal() }
    var count: Int { lock.wait(); defer { lock.signal() }; return samples.count }
    func take() -> [Duration] { lock.wait(); defer { samples = []; lock.signal() }; return samples }

    private let lock = DispatchSemaphore(value: 1)
    private var samples: [Duration] = []
}
