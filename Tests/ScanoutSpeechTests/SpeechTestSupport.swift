import Dispatch
import Foundation
import ScanoutCore
import ScanoutSpeech
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A completion to wait for: how it was called, and how often.
final class CompletionProbe: Sendable {
    /// The completion to hand to `speak`.
    var handler: @Sendable (Bool) -> Void {
        { finished in
            self.results.withLock { $0.append(finished) }
            self.called.signal()
        }
    }

    /// The first result, waiting up to `seconds`; nil when the completion was not called by then.
    func wait(seconds: Double = 20) -> Bool? {
        guard called.wait(timeout: .now() + seconds) == .success else { return nil }
        called.signal()
        return results.withLock { $0.first }
    }

    /// Every call so far.
    var calls: [Bool] { results.withLock { $0 } }

    private let results = Mutex<[Bool]>([])
    private let called = DispatchSemaphore(value: 0)
}

/// A one-shot signal another thread raises.
final class Flag: Sendable {
    func raise() { if !raised.exchange(true, ordering: .acquiringAndReleasing) { semaphore.signal() } }
    func wait(seconds: Double) -> Bool { semaphore.wait(timeout: .now() + seconds) == .success }

    private let raised = Atomic<Bool>(false)
    private let semaphore = DispatchSemaphore(value: 0)
}

/// A WAV file read back: its header fields and samples.
struct ParsedWAV {
    var format: Int
    var channels: Int
    var sampleRate: Int
    var byteRate: Int
    var blockAlign: Int
    var bitsPerSample: Int
    var samples: [Int16]

    var duration: Double { Double(samples.count) / Double(sampleRate) }
    /// Root mean square of the samples, as a fraction of full scale.
    var rms: Double {
        guard !samples.isEmpty else { return 0 }
        let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
        return (sum / Double(samples.count)).squareRoot() / 32_768
    }
    /// The fraction of samples at full scale.
    var clippedFraction: Double {
        guard !samples.isEmpty else { return 0 }
        return Double(samples.filter { $0 == .max || $0 == .min }.count) / Double(samples.count)
    }

    /// Parses the canonical 44-byte header espeak-ng's PCM is written with; nil (with the reason
    /// in `problem`) when a field is wrong.
    init(bytes: [UInt8]) throws {
        func text(_ offset: Int) -> String { String(decoding: bytes[offset..<offset + 4], as: UTF8.self) }
        func uint32(_ offset: Int) -> Int {
            Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3])
                << 24
        }
        func uint16(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
        guard bytes.count >= 44 else { throw WAVProblem("shorter than a header: \(bytes.count) bytes") }
        guard text(0) == "RIFF", text(8) == "WAVE", text(12) == "fmt ", text(36) == "data" else {
            throw WAVProblem("chunk names \(text(0)) \(text(8)) \(text(12)) \(text(36))")
        }
        guard uint32(4) == bytes.count - 8 else { throw WAVProblem("RIFF size \(uint32(4)) for \(bytes.count) bytes") }
        guard uint32(16) == 16 else { throw WAVProblem("fmt size \(uint32(16))") }
        guard uint32(40) == bytes.count - 44 else { throw WAVProblem("data size \(uint32(40))") }
        format = uint16(20)
        channels = uint16(22)
        sampleRate = uint32(24)
        byteRate = uint32(28)
        blockAlign = uint16(32)
        bitsPerSample = uint16(34)
        samples = stride(from: 44, to: bytes.count - 1, by: 2).map { Int16(bitPattern: UInt16(uint16($0))) }
    }
}

struct WAVProblem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A fresh path in the temporary folder.
func temporaryWAVURL(_ name: String) -> URL {
    URL(fileURLWithPath: "/tmp/scanout-speech-\(getpid())-\(name)-\(UInt32.random(in: 0...UInt32.max)).wav")
}

/// Renders `utterance` with `output` and reads the file back.
func renderAndParse(_ output: EspeakSpeechOutput, _ utterance: SpeechUtterance) throws -> (SpeechRendering, ParsedWAV) {
    let url = temporaryWAVURL("render")
    defer { try? FileManager.default.removeItem(at: url) }
    let rendering = try output.renderWAV(utterance, to: url)
    let wav = try ParsedWAV(bytes: [UInt8](try Data(contentsOf: url)))
    return (rendering, wav)
}

/// The process's resident memory, from /proc/self/statm.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Threads in this process, from /proc/self/status.
func threadCount() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix("Threads:") {
        return Int(line.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces)) ?? 0
    }
    return 0
}

/// A long text: `sentences` sentences of plain English.
func longText(sentences: Int) -> String {
    (0..<sentences).map { "Sentence number \($0) is here so that the utterance takes a long time to speak." }
        .joined(separator: " ")
}
