import Dispatch
import KioskDemo
import Scanout
import ScanoutSpeech
import ScanoutTesting

/// (y) The screen reader's response to a key: from a Tab key event entering the queue of the
/// demo's check-in screen with the reader on, through dispatch, the reader reading the screen's
/// accessibility tree, finding the next element and describing it, to the first buffer of its
/// description's sound handed to the output (espeak-ng synthesizing on the output's own thread;
/// ALSA's default device, or dropped when there is none). Each Tab interrupts the line before,
/// as a person moving on quickly does. The target is 50 ms.
enum ScreenReaderBenchmark {
    @MainActor static func run(count: Int = 40) {
        let (host, _) = Scenes.demoScreen(size: CGSize(width: 1280, height: 800))
        let output = EspeakSpeechOutput()
        let firstSound = FirstSound()
        output.latencyHandler = { _ in firstSound.heard() }
        output.prepare()
        host.application.speechOutput = output
        host.application.screenReader.isEnabled = true
        host.drain()
        // The first line of the process pays espeak-ng's start: measured by (x), not here.
        _ = firstSound.wait(seconds: 5)

        var samples: [Double] = []
        var silent = 0
        for _ in 0..<count {
            firstSound.reset()
            let start = DispatchTime.now().uptimeNanoseconds
            host.press(.keyboardTab)
            // Past the last element (only the edge sound) or on one with no words: no sound comes
            // and it is not a sample; back to the top, untimed.
            guard let end = firstSound.wait(seconds: 2) else {
                silent += 1
                UIAccessibility.post(notification: .screenChanged, argument: nil)
                host.drain()
                _ = firstSound.wait(seconds: 2)
                continue
            }
            samples.append(Double(end - start) / 1e6)
        }
        guard !samples.isEmpty else {
            print("(y) screen reader: no Tab produced speech (\(silent) silent moves); nothing measured")
            return
        }
        samples.sort()
        print("")
        print("(y) screen reader: a Tab key event to the first sound buffer of what it says (demo screen, 1280×800)")
        print("    \(output.summary)")
        print("")
        print("| case | median | worst |")
        print("|---|---:|---:|")
        print(
            "| Tab, next element described and spoken (\(samples.count) moves; \(silent) without words or past the end) | \(format(samples[samples.count / 2])) | \(format(samples.last!)) |"
        )
        host.application.screenReader.isEnabled = false
    }

    private static func format(_ milliseconds: Double) -> String {
        milliseconds < 1 ? "\(Int((milliseconds * 1000).rounded())) µs" : "\((milliseconds * 10).rounded() / 10) ms"
    }
}

/// The moment the output handed over its first buffer, told on the output's thread.
private final class FirstSound: @unchecked Sendable {
    private let signal = DispatchSemaphore(value: 0)
    private let lock = DispatchSemaphore(value: 1)
    private var time: UInt64?

    func heard() {
        lock.wait()
        let first = time == nil
        if first { time = DispatchTime.now().uptimeNanoseconds }
        lock.signal()
        if first { signal.signal() }
    }

    func reset() {
        lock.wait()
        time = nil
        lock.signal()
    }

    /// Waits up to `seconds` for the first buffer since the last reset; its time, or nil.
    func wait(seconds: Int) -> UInt64? {
        guard signal.wait(timeout: .now() + .seconds(seconds)) == .success else { return nil }
        lock.wait()
        defer { lock.signal() }
        return time
    }
}
