import Dispatch
import FoundationEssentials
import Scanout
import ScanoutBoard
import ScanoutDRM
import ScanoutInput
import ScanoutRime
import ScanoutSeat
import ScanoutSpeech

#if canImport(Glibc)
import Glibc
#endif

/// Chooses what an app runs on, from a board file: the board's KMS display and libinput devices
/// when its card opens, offscreen otherwise — saying which and why in the start-up line. Puts the
/// console in graphics mode, and on SIGINT or SIGTERM gives the console and the display back
/// before exiting (`exitCleanlyOnSignals`; an app running offscreen calls it itself). Standard
/// output is line-buffered from the first launch on, so each line reaches a pipe (journald under
/// systemd) as it is printed.
///
/// ```swift
/// let launch = try DeviceLauncher.platform(boardName: "qemu-x86_64", boardsDirectory: "Boards")
/// UIApplicationMain(platform: launch.platform, delegate: AppDelegate())
/// ```
@MainActor
public enum DeviceLauncher {
    /// What was chosen, and what to undo on exit.
    public struct Launch {
        public var platform: Platform
        public var board: BoardConfiguration?
        /// The KMS display, when there is one (nil offscreen).
        public var display: DRMDisplay?
        public var console: ConsoleGuard?
        /// How the card and input devices were opened: a seat manager's session (which then owns
        /// the console and VT switches), or directly.
        public var deviceAccess: DeviceAccess?
        /// systemd's notify socket, when the app runs from a `Type=notify` unit (nil otherwise).
        public var service: ServiceNotifier?
    }

    /// The board named `boardName` (its file at `<boardsDirectory>/<name>/board.json`), on its
    /// display if that opens, else offscreen at `offscreenSize` and `offscreenScale` (nil: the
    /// board's scale, else 1); with no board, offscreen. A board file that cannot be read throws
    /// (naming the file, the key and the fix): running on a wrong configuration would be worse
    /// than stopping. So does a name that is not a folder name (`../../etc`): a board never comes
    /// from outside `boardsDirectory`.
    ///
    /// Every platform it returns speaks through espeak-ng (`EspeakSpeechOutput`), which loads
    /// nothing until the screen reader first uses it, so start-up does not pay for speech; and
    /// composes pinyin through librime (`RimeInputMethod`), loaded when the Chinese keyboard first
    /// composes.
    public static func platform(
        boardName: String?, boardsDirectory: String, offscreenSize: CGSize = CGSize(width: 800, height: 480),
        offscreenScale: CGFloat? = nil, offscreenDisplay: OffscreenDisplay = OffscreenDisplay()
    ) throws(BoardFileError) -> Launch {
        var launch = try chooseDisplay(
            boardName: boardName, boardsDirectory: boardsDirectory, offscreenSize: offscreenSize,
            offscreenScale: offscreenScale, offscreenDisplay: offscreenDisplay)
        if launch.display == nil { reportStartUp(afterFirstFrameOf: offscreenDisplay) }
        launch.platform.speechOutput = EspeakSpeechOutput()
        launch.platform.inputMethodEngine = RimeInputMethod()
        launch.service = ServiceNotifier.fromEnvironment(ProcessInfo.processInfo.environment)
        if let service = launch.service {
            notify(service, about: launch, offscreenDisplay: offscreenDisplay)
            // The signal handlers set for the KMS display say STOPPING=1 too.
            if launch.display != nil { exitCleanlyOnSignals(launch) }
        }
        StartupTimeline.mark("platform")
        return launch
    }

    /// Tells systemd the app is starting, that it is ready once its first frame is on the panel
    /// (after the page flip on a KMS display; when presented, offscreen), and pings the watchdog
    /// from the main loop's clock from now on.
    private static func notify(_ service: ServiceNotifier, about launch: Launch, offscreenDisplay: OffscreenDisplay) {
        service.status("Starting: " + launch.platform.summary)
        if let display = launch.display {
            let shown = display.firstFrameShown
            display.firstFrameShown = { [weak service] in
                shown?()
                service?.ready(status: "Running: first frame on the panel")
            }
        } else {
            service.readyAfterFirstFrame(of: offscreenDisplay)
        }
        service.startWatchdog(on: launch.platform.clock)
    }

    /// Offscreen, the start-up line comes with the first frame presented (after whatever watched
    /// the display before: a first screenshot written).
    private static func reportStartUp(afterFirstFrameOf display: OffscreenDisplay) {
        let previous = display.presentationObserver
        display.presentationObserver = { [weak display] frame, damage in
            previous?(frame, damage)
            guard display?.frameCount == 1 else { return }
            let moments = StartupTimeline.finish(with: "first frame presented")
            if !moments.isEmpty { Diagnostics.inform("Scanout: start-up " + StartupTimeline.describe(moments)) }
        }
    }

    /// The body of `platform`: the display, input and console, without speech.
    private static func chooseDisplay(
        boardName: String?, boardsDirectory: String, offscreenSize: CGSize,
        offscreenScale: CGFloat?, offscreenDisplay: OffscreenDisplay
    ) throws(BoardFileError) -> Launch {
        // Before anything is printed (the start-up line is next).
        StandardOutput.flushEachLine()
        StartupTimeline.mark("launcher")
        // Fonts load on another core while the display and input devices open.
        FontConfigurationPreload.start()
        guard let boardName else {
            return Launch(
                platform: .offscreen(
                    size: offscreenSize, scale: offscreenScale ?? 1,
                    display: offscreenDisplay, reason: "no board given: pass --board NAME or set SCANOUT_BOARD"))
        }
        let file = "\(boardsDirectory)/\(boardName)/board.json"
        guard isBoardName(boardName) else {
            throw BoardFileError(
                file: file, key: nil,
                message: "\"\(boardName)\" is not a board name, so the file "
                    + "is not read: a board is a folder of \(boardsDirectory) named with letters, digits, \".\", \"-\" "
                    + "and \"_\" (such as qemu-x86_64). Check --board or SCANOUT_BOARD.")
        }
        let board = try BoardConfiguration.load(contentsOf: file)
        StartupTimeline.mark("board file")
        // The keymap and compose table compile on another core meanwhile too.
        let keyboard = KeyboardTranslator.Compilation.start(keymap: board.translatorKeymap)
        let access = deviceAccess(for: board, environment: ProcessInfo.processInfo.environment)
        StartupTimeline.mark("seat")
        let display: DRMDisplay
        do {
            display = try DRMDisplay(board: board.display, access: access)
        } catch {
            return Launch(
                platform: .offscreen(
                    size: offscreenSize, scale: offscreenScale ?? board.display.scale,
                    display: offscreenDisplay, reason: "board \(boardName): \(error.message) (\(access.summary))"),
                board: board)
        }
        StartupTimeline.mark("display")
        // The cursor plane shows the framework's arrow, drawn at the panel's pixels.
        display.hardwareCursorPixels = { side in PointerCursorView.cursorPixels(side: side, scale: 1) }
        let scale = board.display.scale
        let screen = UIScreen(
            bounds: CGRect(
                x: 0, y: 0, width: display.frameSize.width / scale,
                height: display.frameSize.height / scale), scale: scale)
        var inputSources: [InputSource] = []
        var inputNote: String
        do {
            inputSources.append(
                try LibinputSource(board: board, panelSize: display.panelSize, access: access, keyboard: keyboard))
            inputNote =
                board.input.backend == .udev
                ? "libinput on \(board.input.seat)"
                : "libinput on \(board.input.devices.joined(separator: ", "))"
        } catch {
            inputNote = "no input: \(error)"
        }
        let sources = inputSources
        let release: @MainActor () -> Void = {
            // Through the queue, and now: input queued before the switch goes first, then every
            // touch and key in progress is cancelled before the app resigns active. The launched
            // application's; a switch before the launch has no app to tell.
            let application = UIApplication.launched
            application?.enqueue(.inputCancelled)
            application?.dispatchQueuedEvents()
            // Switching away is the kiosk's way of leaving the screen: resign active and enter the
            // background while the display is still ours.
            application?.enterBackground()
            sources.forEach { $0.suspend() }
            display.suspend()
        }
        let acquire: @MainActor () -> Void = {
            display.resume()
            sources.forEach { $0.resume() }
            UIApplication.launched?.enterForeground()
        }
        var console: ConsoleGuard?
        var consoleNote: String
        if let session = access as? SeatSession {
            // The manager owns the VT (graphics mode, switches, text mode again when the app
            // exits or dies): the app takes part in switches through the seat.
            session.willDisable = release
            session.didEnable = acquire
            consoleNote = "\(access.summary); console and VT switches through \(session.backend)"
        } else {
            let (guarded, takeOverNote) = ConsoleGuard.takeOver()
            console = guarded
            consoleNote = "\(access.summary); \(takeOverNote)"
            if let guarded {
                let switchNote = guarded.handleSwitches(release: release, acquire: acquire)
                consoleNote += switchNote.map { "; \($0)" } ?? ", VT switches handled"
            }
        }
        let backlight = board.backlight.flatMap { SysfsBacklight.open($0) }
        let summary =
            "Scanout: DRM \(display.summary), rotation \(board.display.rotation.rawValue), "
            + "scale \(scale) (board \(boardName)); \(inputNote); \(consoleNote)"
            + (backlight.map { "; \($0.summary)" } ?? "")
            + (board.display.dimAfter.map { "; dims after \(formatSeconds($0)) idle" } ?? "")
            + (board.display.blankAfter.map { $0 > 0 ? "; blanks after \(formatSeconds($0)) idle" : "" } ?? "")
        var platform = Platform(
            screen: screen, display: display, inputSources: inputSources,
            summary: summary, screenBlankingTimeout: board.display.blankAfter)
        platform.backlight = backlight
        platform.screenDimTimeout = board.display.dimAfter
        platform.screenDimBrightness = board.display.dimBrightness
        platform.focusConfiguration = DeviceLauncher.focusConfiguration(
            of: board.focus, accessibility: board.accessibility, board: boardName)
        platform.screenReader = ScreenReaderSettings(
            isEnabled: board.accessibility.screenReader,
            speakingRate: board.accessibility.speakingRate.map { Float($0) },
            volume: board.accessibility.volume.map { Float($0) })
        platform.didStartInput = {
            // After the start-up line (the devices open after the first frame): when the panel
            // began to answer touches.
            let elapsed =
                StartupTimeline.millisecondsSinceStart().map { "\(Int($0.rounded())) ms" } ?? "an unknown time"
            Diagnostics.inform("Scanout: input devices open \(elapsed) after the process started")
        }
        let launch = Launch(
            platform: platform, board: board, display: display, console: console, deviceAccess: access)
        exitCleanlyOnSignals(launch)
        display.firstFrameShown = {
            let moments = StartupTimeline.finish(with: "on screen")
            let elapsed =
                (moments.last { $0.name == "on screen" }?.milliseconds).map { "\(Int($0.rounded())) ms" }
                ?? "an unknown time"
            Diagnostics.inform("Scanout: first frame on screen \(elapsed) after the process started")
            if !moments.isEmpty { Diagnostics.inform("Scanout: start-up " + StartupTimeline.describe(moments)) }
        }
        return launch
    }

    /// The board to use: `--board NAME` in `arguments`, else `SCANOUT_BOARD`.
    public nonisolated static func boardName(arguments: [String], environment: [String: String]) -> String? {
        if let index = arguments.firstIndex(of: "--board"), index + 1 < arguments.count { return arguments[index + 1] }
        if let name = environment["SCANOUT_BOARD"], !name.isEmpty { return name }
        return nil
    }

    /// Whether `name` can name a board: a folder name of letters, digits, ".", "-" and "_", not
    /// starting with "." — so `<boards>/<name>/board.json` stays inside the boards folder.
    public nonisolated static func isBoardName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != "." else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            let isLetterOrDigit = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            return scalar.isASCII && (isLetterOrDigit || "._-".unicodeScalars.contains(scalar))
        }
    }

    /// On SIGINT or SIGTERM: tell systemd the app is stopping (`STOPPING=1`, under a notify
    /// unit), tell the app it will terminate (`applicationWillTerminate`,
    /// `willTerminateNotification`), give back what `launch` took (the display's mode, the
    /// console's graphics mode or the seat), print `Scanout: stopped by signal N`, and exit with status 0 — a stop
    /// asked for is not a failure (systemd, a terminal's Ctrl-C). `platform` calls this for a
    /// KMS display; an app running offscreen calls it to stop the same way. Later calls replace
    /// what is given back.
    public static func exitCleanlyOnSignals(_ launch: Launch) {
        terminationLaunch = launch
        guard signalSources.isEmpty else { return }
        for signalNumber in [SIGINT, SIGTERM] {
            // Ignored as a signal, so dispatch can deliver it on the main queue instead.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated {
                    DeviceLauncher.terminationLaunch?.service?.stopping(status: "Stopping: signal \(signalNumber)")
                    UIApplication.launched?.willTerminate()
                    DeviceLauncher.activeRecording?.close()
                    let display = DeviceLauncher.terminationLaunch?.display
                    let console = DeviceLauncher.terminationLaunch?.console
                    let seat = DeviceLauncher.terminationLaunch?.deviceAccess as? SeatSession
                    display?.restore()
                    console?.restore()
                    // The seat last: the manager puts the console back in text mode once the
                    // display no longer needs the card.
                    seat?.close()
                    let restored = [
                        display.map { _ in "display" }, console.map { _ in "console" }, seat.map { _ in "seat" },
                    ].compactMap { $0 }
                    Diagnostics.writeToStandardError(
                        "Scanout: stopped by signal \(signalNumber)"
                            + (restored.isEmpty ? "" : "; \(restored.joined(separator: " and ")) restored") + "\n")
                    exit(0)
                }
            }
            source.resume()
            signalSources.append(source)
        }
    }

    // MARK: - Private

    private static var signalSources: [DispatchSourceSignal] = []
    /// What the signal handlers give back.
    private static var terminationLaunch: Launch?
}

/// "300 s", "0.5 s".
private func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}
