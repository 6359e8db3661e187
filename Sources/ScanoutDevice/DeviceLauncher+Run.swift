import Dispatch
import FoundationEssentials
import Scanout

extension DeviceLauncher {
    /// Everything a UIKit app's start does, for both of UIKit's ways to start one (`@main` on the
    /// delegate, `UIApplicationMain` with its class name): reads the launch options from
    /// `arguments` (`LaunchOptions`: `--board NAME` or `SCANOUT_BOARD` to run on a board,
    /// `--simulator` for a desktop window, else offscreen at `--size` and `--scale`), makes the
    /// delegate, launches it and runs the main loop for ever. The first line printed says where the
    /// app runs and why. A bad option or board file exits with status 2 and a message naming it;
    /// SIGINT and SIGTERM stop the app with status 0, giving the console back. Offscreen with
    /// `--screenshot DIR` (or `SCANOUT_SCREENSHOT_DIR`), the first frame is written to
    /// `DIR/first-frame.png`. With `SCANOUT_RECORD=path` the input the app receives is recorded
    /// there (`recordIfAsked`); with `SCANOUT_INSPECT=path` the inspector listens there
    /// (`inspectIfAsked`). The board's `remote.vnc` or `SCANOUT_VNC` starts the remote screen
    /// (`serveRemoteScreen`). Arguments these options do not know are left for the app.
    ///
    /// The delegate is made once the application exists, as UIKit makes it inside
    /// `UIApplicationMain`: its `init()` may already use `UIApplication.shared` and `UIScreen.main`.
    public static func runApplication(arguments: [String], makeDelegate: () -> any UIApplicationDelegate) -> Never {
        let program = arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "app"
        let environment = ProcessInfo.processInfo.environment
        var options: LaunchOptions
        do {
            options = try LaunchOptions(environment: environment)
            var remaining = arguments.dropFirst()
            while let argument = remaining.popFirst() {
                _ = try options.take(argument, from: &remaining)
            }
            try options.validate()
        } catch {
            exitWithUsageError("\(program): \(error)")
        }
        reportCrashes(program: program, environment: environment)
        let display = OffscreenDisplay(screenshotDirectory: options.screenshotDirectory)
        if display.screenshotDirectory != nil {
            display.presentationObserver = { [weak display] _, _ in
                guard let display, display.frameCount == 1 else { return }
                do {
                    let path = try display.saveScreenshot(named: "first-frame")
                    Diagnostics.inform("Scanout: first frame written to \(path)")
                } catch {
                    printError("\(program): \(error)")
                }
            }
        }
        var launch: Launch
        do {
            launch = try DeviceLauncher.launch(
                options: options, title: windowTitle(program: program),
                boardsDirectory: boardsDirectory(environment: environment),
                offscreenDisplay: display)
        } catch {
            exitWithUsageError("\(program): \(error)")
        }
        // Before the app's code runs, so `UserDefaults.standard` is made in the board's place.
        if let directory = launch.board?.settingsDirectory { AppDataDirectory.configuredByBoard = directory }
        // The board's keyboards, checked before the app starts: a missing one stops it here.
        if let keyboards = launch.board?.keyboards, !keyboards.isEmpty {
            do {
                UITextInputMode.boardInputModes = try UITextInputMode.inputModes(forBoardKeyboards: keyboards)
            } catch {
                exitWithUsageError("\(program): board file key \"keyboards\": \(error)")
            }
        }
        serveRemoteScreenIfAsked(on: &launch, program: program, environment: environment)
        exitCleanlyOnSignals(launch)
        UIApplicationMain(
            platform: launch.platform,
            makeDelegate: {
                // The application exists and no input has reached it yet: record from here.
                recordIfAsked(UIApplication.shared, options: options)
                inspectIfAsked(UIApplication.shared, environment: environment, board: launch.board)
                return makeDelegate()
            })
    }

    /// The simulator window's title: the app's name as iOS shows it under its icon
    /// (`CFBundleDisplayName`, else `CFBundleName`, from its `Info.plist`), else the program's.
    private static func windowTitle(program: String) -> String {
        let info = InfoPropertyList.load(for: nil)?.dictionary
        guard let name = (info?["CFBundleDisplayName"] as? String) ?? (info?["CFBundleName"] as? String) else {
            return program
        }
        let title = InfoPropertyList.substitutingBuildSettings(in: name, module: program, product: program)
        return title.isEmpty ? program : title
    }
}
