import Scanout
import ScanoutBoard
import ScanoutInspector
import ScanoutInspectorWire

#if canImport(Glibc)
import Glibc
#endif

extension DeviceLauncher {
    /// The inspector `SCANOUT_INSPECT` asked for, while it listens.
    static var activeInspector: (inspector: Inspector, server: InspectorServer)?
    /// Its socket's file, removed at exit — a signal's clean stop and `exit` from app code
    /// included — so no stale socket is left. Written on the main actor, read by the `atexit`
    /// handler only.
    nonisolated(unsafe) static var inspectorSocketPath: String?
    /// Whether the `atexit` handler is registered (once per process).
    private static var removesInspectorSocketAtExit = false

    /// Opens the inspector's socket (docs/INSPECTOR.md) for `application` when
    /// `SCANOUT_INSPECT` is set in `environment` — a socket path, or a directory to make
    /// `scanout.sock` in — else when `board` has an `inspector` section. Off otherwise. The socket is owner-only (0600) in a directory only this
    /// user can write; a directory others could write, or one another user owns, is refused. A
    /// socket that cannot be opened is a warning naming the fix, and the app runs on without it.
    /// Prints where it listens. `runApplication` calls this; an app with its own `main.swift`
    /// calls it after its launch.
    public static func inspectIfAsked(
        _ application: UIApplication, environment: [String: String], board: BoardConfiguration? = nil
    ) {
        let fromEnvironment = environment["SCANOUT_INSPECT"].flatMap { $0.isEmpty ? nil : $0 }
        guard let setting = fromEnvironment ?? board?.inspectorSocket else { return }
        let origin = fromEnvironment != nil ? "SCANOUT_INSPECT" : "board file key \"inspector.socket\""
        stopInspecting()
        let path = InspectorSocket.socketPath(for: setting)
        let inspector = Inspector(application: application)
        inspector.recordingControl = { [weak application] path in
            guard let application else { throw InspectorRecordingError.noApplication }
            if let path { return try startRecording(application, to: path) }
            guard let stopped = stopRecording(application) else { throw InspectorRecordingError.notRecording }
            return "recording to \(stopped) stopped"
        }
        let server: InspectorServer
        do {
            server = try InspectorServer(path: path) { request in inspector.answer(request) }
        } catch {
            inspector.detach()
            printError("Scanout: \(origin): \(error) Running without the inspector.")
            return
        }
        server.start()
        activeInspector = (inspector, server)
        inspectorSocketPath = path
        if !removesInspectorSocketAtExit {
            removesInspectorSocketAtExit = true
            atexit(removeInspectorSocketAtExit)
        }
        print("Scanout: inspector listening on \(path) (owner only; scanout-inspect --socket \(path) tree)")
    }

    /// Closes the inspector's socket (removing it) and gives the event trace back, if it is open.
    public static func stopInspecting() {
        activeInspector?.server.stop()
        activeInspector?.inspector.detach()
        activeInspector = nil
        inspectorSocketPath = nil
    }
}

/// `record` through the inspector could not be done.
enum InspectorRecordingError: Error, CustomStringConvertible {
    case noApplication
    case notRecording

    var description: String {
        switch self {
        case .noApplication: "the application has ended"
        case .notRecording: "nothing is being recorded; start with \"record start PATH\""
        }
    }
}

/// The `atexit` handler: removes the inspector's socket. Not isolated to the main actor — `exit`
/// may be called on any thread (a crash handler's, a dispatch worker's at a test run's end), and
/// a main-actor closure there traps on the isolation check.
private func removeInspectorSocketAtExit() {
    DeviceLauncher.inspectorSocketPath.map { _ = unlink($0) }
}
