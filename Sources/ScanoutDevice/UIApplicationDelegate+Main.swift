import Dispatch
import FoundationEssentials
import Scanout

#if canImport(Glibc)
import Glibc
#endif

// `@main` on the app's delegate, as in UIKit:
//
//     @main
//     final class AppDelegate: UIResponder, UIApplicationDelegate {
//         var window: UIWindow?
//         func application(_ application: UIApplication,
//                          didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { … }
//     }
//
// The type's `main()` comes from here. It lives below the framework, in the device module, because
// choosing where the app runs needs the device backends (`import UIKit` brings this module in;
// an app that imports `Scanout` imports `ScanoutDevice` too).

extension UIApplicationDelegate {
    /// Starts the app: reads the launch options (`LaunchOptions`: `--board NAME` or
    /// `SCANOUT_BOARD` to run on a board, `--simulator` for a desktop window, else offscreen at
    /// `--size` and `--scale`), makes the
    /// delegate with `init()`, launches it and runs the main loop for ever. The first line printed
    /// says where the app runs and why. A bad option or board file exits with status 2 and a
    /// message naming it; SIGINT and SIGTERM stop the app with status 0, giving the console back.
    /// Offscreen with `--screenshot DIR` (or `SCANOUT_SCREENSHOT_DIR`), the first frame is written
    /// to `DIR/first-frame.png`. Options an app does not know are left in `CommandLine.arguments`
    /// for it.
    public static func main() {
        let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "app"
        let environment = ProcessInfo.processInfo.environment
        var options: LaunchOptions
        do {
            options = try LaunchOptions(environment: environment)
            var remaining = CommandLine.arguments.dropFirst()
            while let argument = remaining.popFirst() {
                _ = try options.take(argument, from: &remaining)
            }
            try options.validate()
        } catch {
            DeviceLauncher.exitWithUsageError("\(program): \(error)")
        }
        let display = OffscreenDisplay(screenshotDirectory: options.screenshotDirectory)
        if display.screenshotDirectory != nil {
            display.presentationObserver = { [weak display] _, _ in
                guard let display, display.frameCount == 1 else { return }
                do {
                    let path = try display.saveScreenshot(named: "first-frame")
                    print("Scanout: first frame written to \(path)")
                } catch {
                    DeviceLauncher.printError("\(program): \(error)")
                }
            }
        }
        let launch: DeviceLauncher.Launch
        do {
            launch = try DeviceLauncher.launch(
                options: options, title: program,
                boardsDirectory: DeviceLauncher.boardsDirectory(environment: environment),
                offscreenDisplay: display)
        } catch {
            DeviceLauncher.exitWithUsageError("\(program): \(error)")
        }
        DeviceLauncher.exitCleanlyOnSignals(launch)
        UIApplicationMain(platform: launch.platform, delegate: Self())
    }
}
