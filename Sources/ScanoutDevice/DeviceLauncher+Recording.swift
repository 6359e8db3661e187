import Scanout

#if canImport(Glibc)
import Glibc
#endif

extension DeviceLauncher {
    /// The recording `SCANOUT_RECORD` asked for, while it is written: closed (flushed to the
    /// disk) when a signal stops the app, flushed when it calls `exit`.
    static var activeRecording: InputRecordingWriter?

    /// Records the input `application` receives to `options.recordingPath` (`SCANOUT_RECORD`), if
    /// set: every event as it enters the application's queue, to a file a replay plays back
    /// (docs/RECORDINGS.md). Prints where; a file that cannot be created is a warning naming the
    /// fix, and the app runs on without recording — a kiosk keeps serving its visitors.
    /// `runApplication` calls this; an app with its own `main.swift` calls it after its launch.
    public static func recordIfAsked(_ application: UIApplication, options: LaunchOptions) {
        guard let path = options.recordingPath else { return }
        do {
            print("Scanout: " + (try startRecording(application, to: path)))
        } catch {
            printError("Scanout: SCANOUT_RECORD: \(error); running without recording")
        }
    }

    /// Records `application`'s input to `path` from now on, ending a recording under way first;
    /// returns the line that says where. Throws (nothing recorded) when the file cannot be made.
    /// `SCANOUT_RECORD` and the inspector's `record start` both come here.
    static func startRecording(_ application: UIApplication, to path: String) throws -> String {
        stopRecording(application)
        let writer = try InputRecordingWriter(
            path: path, screenSize: application.screen.bounds.size, screenScale: application.screen.scale,
            startTime: application.clock.now)
        activeRecording = writer
        application.inputRecorder = { [weak writer] event, timestamp in writer?.append(event, timestamp: timestamp) }
        if !flushesRecordingsAtExit {
            flushesRecordingsAtExit = true
            flushRecordingsAtExit()
        }
        return "recording input to \(path)"
            + (writer.earlierFileMovedTo.map { " (the earlier file there moved to \($0))" } ?? "")
    }

    /// Whether `exit` flushes the recording: registered once, however many recordings start.
    private static var flushesRecordingsAtExit = false

    /// `exit()` from anywhere (an app's own, a test script's end, on any thread) flushes the
    /// recording first. Nonisolated, so the handler is not a main-actor closure that would trap
    /// when `exit` runs off the main thread.
    private nonisolated static func flushRecordingsAtExit() {
        atexit { InputRecordingWriter.flushAtExit() }
    }

    /// Ends the recording under way, if any, closing (flushing) its file; returns its path.
    @discardableResult
    static func stopRecording(_ application: UIApplication) -> String? {
        let path = activeRecording?.path
        activeRecording?.close()
        activeRecording = nil
        application.inputRecorder = nil
        return path
    }
}
