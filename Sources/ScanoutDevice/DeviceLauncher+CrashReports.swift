import FoundationEssentials
import ScanoutCore

extension DeviceLauncher {
    /// Crash reports for the app, when `SCANOUT_CRASH_REPORTS` names a folder (the service unit
    /// sets it, with Swift's backtracer writing to the same folder): see `CrashReport`. Called
    /// before the display is opened, so the console's fatal-signal handler runs first and passes
    /// the signal on to the report. A folder that cannot be used is said in one line.
    public static func reportCrashes(program: String, environment: [String: String]) {
        // The first of Scanout an app's `main` calls: where loading and the runtime's start end.
        StartupTimeline.mark("main")
        guard let directory = environment["SCANOUT_CRASH_REPORTS"] else { return }
        if let problem = CrashReport.install(directory: directory, program: program) {
            Diagnostics.warn(problem)
        }
    }
}
