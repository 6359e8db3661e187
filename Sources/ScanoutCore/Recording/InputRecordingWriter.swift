import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes a recording as the input arrives: the header when it opens, then a line per event
/// (docs/RECORDINGS.md). What `SCANOUT_RECORD=path` installs on the application's event queue.
///
/// ```swift
/// let writer = try InputRecordingWriter(path: "visit.jsonl", screenSize: size, screenScale: 2, startTime: clock.now)
/// writer.append(event, timestamp: clock.now)
/// writer.close()
/// ```
///
/// Each line goes to the file with one `write(2)` as its event arrives, with no buffer in the
/// process: a crash loses nothing that was written, and a killed writer leaves at most a last line
/// cut short, which the reader drops. The file is flushed to the disk (`fdatasync`) at most once a
/// second of recording time and when it is closed, so a power cut loses about the last second.
/// A file already at the path is moved aside (`path.earlier-<seconds>`), never overwritten. A
/// failed write (the disk full) stops the recording with a warning and leaves the app running.
///
/// Main actor: it is fed from the application's queue.
@MainActor
public final class InputRecordingWriter {
    public let path: String
    /// Events written so far.
    public private(set) var eventCount = 0
    /// Events left out because a value could not be written so that it reads back (NaN or
    /// infinite coordinates from a faulty device).
    public private(set) var skippedEventCount = 0
    /// Why writing stopped, if it did.
    public private(set) var failure: InputRecordingError?
    /// Whether the file is still open for writing.
    public var isOpen: Bool { descriptor >= 0 }
    /// Where the earlier file at `path` was moved, if there was one.
    public let earlierFileMovedTo: String?

    private var descriptor: Int32
    private let startTime: TimeInterval
    private var lastTime: TimeInterval = 0
    private var lastFlushTime: TimeInterval = 0

    /// Recording time between two flushes to the disk.
    public static let flushInterval: TimeInterval = 1

    /// Opens `path` and writes the header: input on a screen of `screenSize` points at
    /// `screenScale`, times counted from `startTime` (application clock seconds).
    public init(path: String, screenSize: CGSize, screenScale: CGFloat, startTime: TimeInterval)
        throws(InputRecordingError)
    {
        guard InputRecording.screenSideRange.contains(screenSize.width),
            InputRecording.screenSideRange.contains(screenSize.height),
            InputRecording.screenScaleRange.contains(screenScale), startTime.isFinite
        else {
            throw InputRecordingError(
                file: path, line: nil,
                reason:
                    "a screen of \(screenSize.width)x\(screenSize.height) points at scale \(screenScale) cannot be recorded",
                fix: "record on a screen of 1 to 16384 points a side")
        }
        self.path = path
        self.startTime = startTime
        var movedTo: String?
        if access(path, F_OK) == 0 {
            do {
                movedTo = try AtomicFile.setAside(path: path, reason: "earlier")
            } catch {
                throw InputRecordingError(
                    file: path, line: nil, reason: "the earlier file there cannot be moved aside (\(error))",
                    fix: "choose another path for SCANOUT_RECORD")
            }
        }
        earlierFileMovedTo = movedTo
        descriptor = SystemCall.retryingInterrupts { open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
        guard descriptor >= 0 else {
            let code = errno
            throw InputRecordingError(
                file: path, line: nil, reason: "cannot create it: \(SystemCall.describe(errno: code))",
                fix: code == ENOENT
                    ? "create the directory first, or choose a path in one that exists"
                    : "choose a path the app's user can write (SCANOUT_RECORD)")
        }
        activeRecordingDescriptor = descriptor
        writeLine(InputRecording.headerLine(screenSize: screenSize, screenScale: screenScale))
        flush()
    }

    isolated deinit {
        close()
    }

    /// Writes `event`, which the application queued stamped `timestamp` (clock seconds). Times
    /// before the start count as the start, and a time before the previous event's (a backend's
    /// own timestamp behind the clock's) as the previous event's, so times never go backwards.
    public func append(_ event: InputEvent, timestamp: TimeInterval) {
        guard descriptor >= 0 else { return }
        var time = timestamp.isFinite ? timestamp - startTime : lastTime
        time = min(max(time, lastTime), InputRecording.maximumTime)
        guard let line = InputRecording.line(for: event, at: time) else {
            skippedEventCount += 1
            return
        }
        lastTime = time
        eventCount += 1
        writeLine(line)
        if time - lastFlushTime >= InputRecordingWriter.flushInterval {
            lastFlushTime = time
            flush()
        }
    }

    /// Flushes the file to the disk and closes it. Later events are not written.
    public func close() {
        guard descriptor >= 0 else { return }
        flush()
        closeDescriptor(descriptor)
        if activeRecordingDescriptor == descriptor { activeRecordingDescriptor = -1 }
        descriptor = -1
    }

    // MARK: - Private

    private func writeLine(_ line: String) {
        let written = line.utf8.withContiguousStorageIfAvailable { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = SystemCall.retryingInterrupts {
                    write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        if written == false || written == nil { stop(operation: "write to") }
    }

    private func flush() {
        guard descriptor >= 0 else { return }
        if SystemCall.retryingInterrupts({ fdatasync(descriptor) }) != 0, errno != EINVAL {
            stop(operation: "flush")
        }
    }

    private func stop(operation: String) {
        let code = errno
        failure = InputRecordingError(
            file: path, line: nil,
            reason: "cannot \(operation) it (\(SystemCall.describe(errno: code))); recording stopped after "
                + "\(eventCount) events",
            fix: code == ENOSPC ? "free space on the disk, or record to another one" : "choose another path")
        Diagnostics.warn("\(failure!)")
        closeDescriptor(descriptor)
        if activeRecordingDescriptor == descriptor { activeRecordingDescriptor = -1 }
        descriptor = -1
    }
}

/// The descriptor of the recording being written, for `InputRecordingWriter.flushAtExit()`: the
/// process may end with `exit()` from anywhere, and an exit handler cannot reach the main actor.
/// Written only on the main actor; read at exit.
nonisolated(unsafe) private var activeRecordingDescriptor: Int32 = -1

extension InputRecordingWriter {
    /// Flushes the recording being written to the disk; for an exit handler (`atexit`), which runs
    /// wherever `exit()` was called. The file needs no closing: the kernel closes it.
    public nonisolated static func flushAtExit() {
        let descriptor = activeRecordingDescriptor
        if descriptor >= 0 { _ = fdatasync(descriptor) }
    }
}

// close(2) under a name the writer's own `close()` does not shadow.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
