import Dispatch
import KioskDemo
import Scanout

#if canImport(Glibc)
import Glibc
#endif

/// (h) What an idle app costs: the demo launched on the device's own loop (the dispatch clock on
/// the main queue, an offscreen display in place of KMS), left alone on its first screen; the
/// process's CPU time over `seconds` after it settled, and the frames it presented meanwhile.
/// Runs the main queue, so it comes last and ends the process.
@MainActor
enum IdleMeasurement {
    static func runThenExit(seconds: Double, settle: Double = 2) -> Never {
        let display = OffscreenDisplay()
        let application = UIApplication.launch(
            on: .offscreen(size: CGSize(width: 1280, height: 800), display: display, reason: "idle benchmark"),
            delegate: AppDelegate())
        var start: (cpu: Double, frames: Int) = (0, 0)
        application.clock.schedule(after: settle) {
            start = (cpuSeconds(), display.frameCount)
        }
        application.clock.schedule(after: settle + seconds) {
            let cpu = cpuSeconds() - start.cpu
            let frames = display.frameCount - start.frames
            let percent = (cpu / seconds * 100 * 1000).rounded() / 1000
            print(
                "(h) idle demo on the device loop, 1280×800: \(Report.duration(cpu)) of CPU over "
                    + "\(Int(seconds)) s (\(percent) %), \(frames) frames presented")
            exit(0)
        }
        dispatchMain()
    }

    /// User and system CPU time of the process so far.
    private static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
