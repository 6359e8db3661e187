import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Input an application received, with when it arrived: what `SCANOUT_RECORD=path` writes and what
/// a replay plays back (docs/RECORDINGS.md describes the file).
///
/// The file is JSON Lines: a header line naming the format, its version and the screen the input
/// was made on, then one line per `InputEvent` with its time in seconds since the recording
/// began, in the order the application queued them.
///
/// ```swift
/// let recording = try InputRecording.read(path: "visit.jsonl")
/// print(recording.events.count, recording.duration)
/// ```
///
/// Reading checks every line: a file that is not a recording, a version this Scanout does not
/// read, a malformed line, a value out of range (NaN or infinite, huge, negative where it cannot
/// be) or a key the format does not have is refused with an `InputRecordingError` naming the file,
/// the line, the reason and the fix. Only a last line cut short without its line break — what a
/// crash or a power cut leaves — is dropped rather than refused (`droppedLastLine`).
public struct InputRecording: Sendable, Equatable {
    /// The screen the input was made on, in points: touch and pointer locations are in its space.
    public var screenSize: CGSize
    /// Its pixels per point (for information: locations are in points).
    public var screenScale: CGFloat
    /// The input, oldest first; times never go backwards.
    public var events: [RecordedInput]
    /// Why the last line was left out, when it was cut short (a crash while recording); nil for a
    /// complete file.
    public var droppedLastLine: String?

    public init(screenSize: CGSize, screenScale: CGFloat, events: [RecordedInput] = []) {
        self.screenSize = screenSize
        self.screenScale = screenScale
        self.events = events
        droppedLastLine = nil
    }

    /// The time of the last event (0 when there is none).
    public var duration: TimeInterval { events.last?.time ?? 0 }

    /// The `format` value of a recording's header line.
    public static let formatName = "scanout-input-recording"
    /// The version this Scanout writes and reads. A version bump means lines an older reader
    /// would misread; readers refuse versions they do not know rather than guess.
    public static let version = 1

    // Limits: a recording is read whole into memory, and values outside these ranges come from a
    // damaged or hostile file, never from a screen.
    /// The largest file read: about a day of touch input at 120 frames a second.
    public static let maximumFileBytes = 256 << 20
    /// The longest line: a touch frame of every contact a panel reports, with room to spare.
    public static let maximumLineBytes = 64 << 10
    /// The most contacts in one touch frame (libinput panels report at most 10 or 16 slots).
    public static let maximumContacts = 64
    /// The largest time, in seconds: over 100 days.
    public static let maximumTime: TimeInterval = 10_000_000
    /// The largest coordinate, in points, either way from the screen's origin.
    public static let maximumCoordinate: CGFloat = 1_000_000
    /// The longest text a key may carry, in characters.
    public static let maximumKeyCharacters = 256
    /// Screen sides, in points, and scales a header may give.
    public static let screenSideRange: ClosedRange<CGFloat> = 1...16_384
    public static let screenScaleRange: ClosedRange<CGFloat> = 0.25...8

    /// The recording at `path`. Throws, naming the file and line, for anything but a recording
    /// this Scanout reads; a missing or unreadable file throws too.
    public static func read(path: String) throws(InputRecordingError) -> InputRecording {
        var status = stat()
        if stat(path, &status) == 0, Int(status.st_size) > maximumFileBytes {
            throw InputRecordingError(
                file: path, line: nil,
                reason: "the file is \(status.st_size / (1 << 20)) MB, more than the \(maximumFileBytes >> 20) MB "
                    + "a recording may be",
                fix: "replay a shorter recording: cut the file at a line break after the header")
        }
        let bytes: [UInt8]
        do {
            guard let contents = try AtomicFile.read(path: path) else {
                throw InputRecordingError(
                    file: path, line: nil, reason: "there is no such file",
                    fix: "check the path (record one with SCANOUT_RECORD=\(path))")
            }
            bytes = contents
        } catch let error as InputRecordingError {
            throw error
        } catch {
            throw InputRecordingError(file: path, line: nil, reason: "\(error)", fix: "check the file's permissions")
        }
        return try decode(bytes, file: path)
    }

    /// The recording in `bytes`, read from `file` (named in errors).
    public static func decode(_ bytes: [UInt8], file: String) throws(InputRecordingError) -> InputRecording {
        guard bytes.count <= maximumFileBytes else {
            throw InputRecordingError(
                file: file, line: nil,
                reason: "the recording is \(bytes.count >> 20) MB, more than the \(maximumFileBytes >> 20) MB allowed",
                fix: "replay a shorter recording: cut the file at a line break after the header")
        }
        var reader = InputRecordingReader(file: file)
        var lineStart = 0
        var lineNumber = 0
        while lineStart < bytes.count {
            lineNumber += 1
            let newline = bytes[lineStart...].firstIndex(of: 0x0A)
            let lineEnd = newline ?? bytes.count
            var line = bytes[lineStart..<lineEnd]
            if line.last == 0x0D { line = line.dropLast() }
            lineStart = lineEnd + 1
            do {
                try reader.take(line, number: lineNumber)
            } catch {
                // A last line without its line break is one the writer never finished: a crash or
                // a power cut. What came before is the recording.
                guard newline == nil, reader.hasHeader else { throw error }
                reader.recording.droppedLastLine = "line \(lineNumber) was cut short (\(error.reason)) and is left out"
            }
        }
        guard reader.hasHeader else {
            throw InputRecordingError(
                file: file, line: nil, reason: "the file is empty",
                fix: "record again: the first line of a recording is its header")
        }
        return reader.recording
    }

    /// The whole file: the header line, then a line per event.
    public func encoded() -> [UInt8] {
        var text = InputRecording.headerLine(screenSize: screenSize, screenScale: screenScale)
        for input in events {
            guard let line = InputRecording.line(for: input.event, at: input.time) else { continue }
            text += line
        }
        return Array(text.utf8)
    }
}

/// One input in a recording: the event, and when it arrived in seconds since the recording began.
public struct RecordedInput: Sendable, Equatable {
    public var time: TimeInterval
    public var event: InputEvent

    public init(time: TimeInterval, event: InputEvent) {
        self.time = time
        self.event = event
    }
}
