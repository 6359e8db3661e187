import Dispatch
import FoundationEssentials
import KioskDemo
import Scanout
import ScanoutDevice

#if canImport(Glibc)
import Glibc
#endif

// The kiosk demo. On a machine without a screen it runs offscreen, plays a short scripted visit
// (type a name, email and phone number on the on-screen keyboard, pick a host from the custom
// input view, set the options, check in) and writes screenshots along the way. `--help` (in
// DemoOptions.swift) lists the options; `--replay FILE` plays a recording instead (ReplayRun.swift).

let options: DemoOptions
do {
    options = try DemoOptions.parse(CommandLine.arguments.dropFirst(), environment: ProcessInfo.processInfo.environment)
} catch {
    printError("scanout-demo: \(error)")
    exit(2)
}
if options.showsHelp {
    print(DemoOptions.usage)
    exit(0)
}

DeviceLauncher.reportCrashes(program: "scanout-demo", environment: ProcessInfo.processInfo.environment)
// A recording to replay is read before anything starts: a bad file stops the demo here.
var replay: InputReplay?
if let path = options.replayPath {
    do {
        replay = InputReplay(recording: try InputRecording.read(path: path))
    } catch {
        printError("scanout-demo: \(error)")
        exit(2)
    }
}

let display = OffscreenDisplay(screenshotDirectory: options.screenshotDirectory)
let delegate = AppDelegate()
var launch: DeviceLauncher.Launch
do {
    launch = try DeviceLauncher.launch(
        options: options.launch, title: "Scanout kiosk demo", boardsDirectory: DemoBoards.directory(),
        offscreenDisplay: display)
} catch {
    printError("scanout-demo: \(error)")
    exit(2)
}
let runsOffscreen = launch.display == nil && !options.launch.simulator
if let replay, let path = options.replayPath {
    ReplayRun.prepare(replay, path: path, screen: launch.platform.screen, offscreen: runsOffscreen, display: display)
    // Played as an input source, beside the board's devices: the same queue as a visitor's input.
    launch.platform.inputSources.append(replay)
}
// The remote screen, when the board or SCANOUT_VNC asks for it (docs/REMOTE.md).
DeviceLauncher.serveRemoteScreenIfAsked(
    on: &launch, program: "scanout-demo", environment: ProcessInfo.processInfo.environment)
// Offscreen too, SIGINT and SIGTERM stop the demo with status 0 and a line saying so.
DeviceLauncher.exitCleanlyOnSignals(launch)
let application = UIApplication.launch(on: launch.platform, delegate: delegate)
DeviceLauncher.recordIfAsked(application, options: options.launch)
DeviceLauncher.inspectIfAsked(application, environment: ProcessInfo.processInfo.environment, board: launch.board)
// Offscreen there is no one to touch the screen: the scripted visit plays. On a device or in the
// simulator window it plays only when asked (--script); otherwise the kiosk waits for its visitors.
if replay != nil {
    // The recording drives the app.
} else if options.playsAccessibleVisit {
    AccessibleVisit(application: application, display: display, delegate: delegate).start()
} else if options.waits {
    // The kiosk waits for its visitors (or for the inspector), offscreen too.
} else if runsOffscreen || options.playsScript {
    let session = ScriptedVisit(application: application, display: display, delegate: delegate)
    session.start()
}
dispatchMain()

/// Where board files are: `SCANOUT_BOARDS_DIR`, else `Boards` in the source tree (how `make`
/// runs it), else `Boards` in the working directory, else /usr/share/scanout/boards (an image).
enum DemoBoards {
    static func directory() -> String {
        let sourceRoot = String(
            #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
                .joined(separator: "/"))
        return DeviceLauncher.boardsDirectory(
            environment: ProcessInfo.processInfo.environment, candidates: [sourceRoot + "/Boards"])
    }
}
