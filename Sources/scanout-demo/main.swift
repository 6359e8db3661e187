import Dispatch
import FoundationEssentials
import KioskDemo
import Scanout

#if canImport(Glibc)
import Glibc
#endif

// The kiosk demo. On a machine without a screen it runs offscreen, plays a short scripted visit
// (type a name, email and phone number on the on-screen keyboard, pick a host from the custom
// input view, set the options, check in) and writes screenshots along the way.
//
//   scanout-demo [--screenshot DIR] [--size WIDTHxHEIGHT] [--scale N]
//
// DIR defaults to $SCANOUT_SCREENSHOT_DIR, else ./demo-screenshots.

let options: DemoOptions
do {
    options = try DemoOptions.parse(CommandLine.arguments.dropFirst(), environment: ProcessInfo.processInfo.environment)
} catch {
    printError("scanout-demo: \(error)")
    exit(2)
}

let display = OffscreenDisplay(screenshotDirectory: options.screenshotDirectory)
let delegate = AppDelegate()
let platform = Platform.offscreen(size: options.size, scale: options.scale, display: display, reason: "no DRM backend yet")
let application = UIApplication.launch(on: platform, delegate: delegate)
let session = ScriptedVisit(application: application, display: display, delegate: delegate)
session.start()
dispatchMain()
