import Scanout
import ScanoutRime

/// A headless Scanout application for tests: an application with its own screen, virtual clock
/// and a key, visible, full-screen window, plus synthetic input.
///
/// ```swift
/// @MainActor @Test func tapSendsAction() {
///     let host = TestHost()
///     let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
///     host.window.addSubview(button)
///     var taps = 0
///     button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
///     host.tap(at: CGPoint(x: 50, y: 30))
///     #expect(taps == 1)
/// }
/// ```
///
/// The host runs the application's own loop — the event dispatch, the frame scheduler, the
/// timers — on a virtual clock, with an `OffscreenDisplay` as its screen: what a test sees is
/// what a device would present. Every injection method appends raw input to the application's
/// queue and runs the loop at the current instant (inside `batch`, at the end of the batch):
/// the input is dispatched, layout runs, and a frame goes out if the display can take one now.
/// Time moves only with `advance(by:)`, which runs everything that falls due on the way:
/// timers (`Timer` and the framework's own), blocks the app sent to `DispatchQueue.main` with
/// `async` or `asyncAfter` (see `MainQueueCapture`), frames (at most one per refresh, only when
/// something changed), animations. `render()` waits for the frame the application owes and
/// returns the screen as presented; `presentedFrames` lists what was presented and when.
///
/// Each host has its own application, so hosts do not share state and tests may run in
/// parallel; while a host injects input, its application is `UIApplication.shared`.
///
/// Main actor.
@MainActor
public final class TestHost {
    /// The host's application; `UIApplication.shared` while the host dispatches.
    public let application: UIApplication
    /// A key, visible window covering the screen: for a host launching an app, the app's key
    /// window once it launched.
    public private(set) var window: UIWindow
    /// The host's clock.
    public let clock: VirtualClock
    /// The host's screen: frames the application presented, as a device's display would get them.
    public let display: OffscreenDisplay
    /// Where the screen reader's speech goes: recorded, timed on the virtual clock (`spokenLines`).
    public let speech: RecordingSpeechOutput

    /// The pixel rectangles the frames presented before the last `render()` (and after the one
    /// before it) repainted, each once; their bounding rectangle alone when there were more than
    /// `damageSinceLastRenderLimit`.
    public internal(set) var lastRenderedDamage: [PixelRect] = []
    /// The frames presented so far, oldest first (the latest `TestHost.frameHistoryLimit`).
    public var presentedFrames: [PresentedFrame] {
        Array(frameHistory[oldestFrame...] + frameHistory[..<oldestFrame])
    }
    /// The latest presented frames in a ring, written over from `oldestFrame` once full: a long
    /// run (a benchmark's thousands of frames) records each frame in constant time.
    private var frameHistory: [PresentedFrame] = []
    private var oldestFrame = 0
    /// How many frames have been presented since the host was created.
    public internal(set) var presentedFrameCount = 0
    /// The framework's warnings about the app's use of it, oldest first (unsatisfiable
    /// constraints, say), so a test can check there are none. They are printed as well.
    public internal(set) var warnings: [String] = []
    /// Damage presented since the last `render()`.
    var damageSinceLastRender: [PixelRect] = []
    /// Whether `damageSinceLastRender` has become the bounding rectangle of too many.
    var damageSinceLastRenderIsBound = false

    /// The recording `startRecording(to:)` writes, and the replay `startReplay(_:)` plays.
    var recordingWriter: InputRecordingWriter?
    var currentReplay: InputReplay?

    private var batchDepth = 0
    private var fingerLocations: [Int: CGPoint] = [:]

    /// A host whose screen is `size` points at `scale` pixels per point.
    public convenience init(size: CGSize = CGSize(width: 800, height: 480), scale: CGFloat = 1) {
        self.init(size: size, scale: scale, infoPlist: nil, makeDelegate: nil)
    }

    /// A host running an app as a device launches it (the same start as `UIApplicationMain`):
    /// `makeDelegate` makes the app delegate once the application exists; the delegate is told the
    /// app launched, and the screen's scene connects (a scene delegate builds its window there)
    /// and comes to the front. `window` is then the app's key window.
    ///
    /// `infoPlist` is the path of the app's `Info.plist` (its scene manifest names the scene
    /// delegate); nil reads the one `Bundle.main` finds, as a launch does. One that cannot be read
    /// is a warning (see `warnings`), and the app launches without it.
    ///
    /// `savedStateDirectory` is where the app's state restoration file is read at launch and
    /// written as a device writes it (`RestorationState.plist`): give two hosts, one after the
    /// other, the same folder to test that an app comes back where it was. Nil (the default) reads
    /// and writes none, so a test never depends on what an earlier run left.
    ///
    /// `screenReader` starts the screen reader as a board file's `accessibility` section does (on
    /// from launch, its rate and volume), to test an app for a kiosk that starts speaking.
    public convenience init(
        size: CGSize = CGSize(width: 800, height: 480), scale: CGFloat = 1, infoPlist: String? = nil,
        savedStateDirectory: String? = nil, screenReader: ScreenReaderSettings = ScreenReaderSettings(),
        launching makeDelegate: @escaping @MainActor () -> UIApplicationDelegate
    ) {
        self.init(
            size: size, scale: scale, infoPlist: infoPlist, savedStateDirectory: savedStateDirectory,
            screenReader: screenReader, makeDelegate: makeDelegate)
    }

    private init(
        size: CGSize, scale: CGFloat, infoPlist: String?, savedStateDirectory: String? = nil,
        screenReader: ScreenReaderSettings = ScreenReaderSettings(),
        makeDelegate: (@MainActor () -> UIApplicationDelegate)?
    ) {
        clock = VirtualClock()
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        application = UIApplication(screen: screen, clock: clock)
        speech = RecordingSpeechOutput(clock: clock)
        application.speechOutput = speech
        // The Chinese keyboard composes with librime, as on a device (its data deployed by
        // Tools/deploy-rime.sh; loaded the first time the keyboard composes).
        application.inputViewHost.inputMethodEngine = RimeInputMethod()
        // Tests lay out left to right whatever the machine's locale; set it to test the other way.
        application.userInterfaceLayoutDirection = .leftToRight
        display = OffscreenDisplay()
        MainQueueCapture.install()
        clock.beforeEachTimer = { [clock] in MainQueueCapture.scheduleCapturedBlocks(on: clock) }
        UIApplication.makeCurrent(application)
        window = UIWindow(frame: screen.bounds)
        display.presentationObserver = { [unowned self] _, damage in recordFrame(damage: damage) }
        application.warningHandler = { [unowned self] message in
            warnings.append(message)
            Diagnostics.warn(message)
        }
        if let makeDelegate {
            if let infoPlist {
                do {
                    application.infoPropertyList = try InfoPropertyList.read(path: infoPlist)
                } catch {
                    application.warn("\(infoPlist): \(error). The app launches without its Info.plist.")
                    application.infoPropertyList = nil
                }
            }
            if let savedStateDirectory {
                application.stateRestoration = StateRestoration(
                    file: savedStateDirectory + "/RestorationState.plist", application: application)
            }
            var platform = Platform(screen: screen, display: display, clock: clock, summary: "test host")
            platform.screenReader = screenReader
            application.start(on: platform, makeDelegate: makeDelegate)
            if let keyWindow = application.keyWindow {
                window = keyWindow
            } else {
                window.makeKeyAndVisible()
            }
        } else {
            application.display = display
            application.connectHostScene()
            window.makeKeyAndVisible()
        }
        runLoop()
    }

    isolated deinit {
        if UIApplication.isCurrent(application) { MainQueueCapture.applicationWillEnd() }
    }

    /// The direction of the app's language: set `.rightToLeft` to lay out as for Arabic or Hebrew
    /// (leading and trailing swap sides). Left to right by default.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get { application.userInterfaceLayoutDirection }
        set { application.userInterfaceLayoutDirection = newValue }
    }

    // MARK: Touches

    /// A finger lands at `point` (screen coordinates).
    public func touchDown(at point: CGPoint, finger: Int = 0) {
        fingerLocations[finger] = point
        touches([TouchContact(id: finger, change: .down, location: point)])
    }

    /// A finger that is down moves to `point`.
    public func touchMove(to point: CGPoint, finger: Int = 0) {
        fingerLocations[finger] = point
        touches([TouchContact(id: finger, change: .move, location: point)])
    }

    /// A finger lifts where it last was.
    public func touchUp(finger: Int = 0) {
        let point = fingerLocations.removeValue(forKey: finger) ?? .zero
        touches([TouchContact(id: finger, change: .up, location: point)])
    }

    /// The system takes a finger away (the touch is cancelled).
    public func touchCancel(finger: Int = 0) {
        let point = fingerLocations.removeValue(forKey: finger) ?? .zero
        touches([TouchContact(id: finger, change: .cancel, location: point)])
    }

    /// One touchscreen frame with several contacts: fingers that land (or lift) together.
    public func touches(_ contacts: [TouchContact]) {
        for contact in contacts {
            switch contact.change {
            case .down, .move: fingerLocations[contact.id] = contact.location
            case .up, .cancel: fingerLocations[contact.id] = nil
            }
        }
        inject(.touches(TouchFrame(contacts)))
    }

    /// `count` quick taps at `point` with finger 0; the taps' `tapCount`s run from 1 to `count`.
    public func tap(at point: CGPoint, count: Int = 1) {
        for _ in 0..<count {
            touchDown(at: point)
            touchUp()
        }
    }

    // MARK: Keys

    /// A key pressed and released on a US keyboard, with `modifiers` held.
    public func press(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        batch {
            keyDown(key, modifiers: modifiers)
            keyUp(key, modifiers: modifiers)
        }
    }

    /// A key going down on a US keyboard and staying down (it repeats once the clock advances
    /// past the repeat delay) until `keyUp`.
    public func keyDown(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        inject(.key(report(key, .down, modifiers: modifiers)))
    }

    /// The key going up again.
    public func keyUp(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        inject(.key(report(key, .up, modifiers: modifiers)))
    }

    /// Types `text` as from a hardware keyboard: one press per character, with Shift for the
    /// characters that need it on a US layout. Characters the layout has no key for (é, 中, emoji)
    /// arrive as a press of an unidentified key carrying the character, as an input method would
    /// deliver them.
    public func type(_ text: String) {
        batch {
            for character in text {
                if let (key, shift) = USKeyboardLayout.keystroke(for: character) {
                    press(key, modifiers: shift ? .shift : [])
                } else {
                    keyStroke(
                        .keyboardErrorUndefined, characters: String(character),
                        charactersIgnoringModifiers: String(character), modifiers: [])
                }
            }
        }
    }

    // MARK: Motion and media keys

    /// The device is shaken.
    public func shake() {
        inject(.motion(.motionShake))
    }

    /// A media key (`.remoteControlPlay`, `.remoteControlNextTrack`, ...).
    public func sendRemoteControl(_ subtype: UIEvent.EventSubtype) {
        inject(.remoteControl(subtype))
    }

    // MARK: Time and dispatch

    /// Moves the virtual clock forward, running what falls due on the way as a device would:
    /// timers, input dispatch, layout, and frames as the display refreshes.
    public func advance(by seconds: Double) {
        UIApplication.makeCurrent(application)
        clock.advance(by: seconds)
    }

    /// Runs the loop at the current instant: dispatches what is queued, runs layout and the
    /// timers that are due, and presents a frame if one is due now.
    public func drain() {
        runLoop()
    }

    /// Runs `body`, queueing the input it injects, then dispatches it all in order.
    public func batch(_ body: () -> Void) {
        batchDepth += 1
        body()
        batchDepth -= 1
        if batchDepth == 0 { drain() }
    }

    // MARK: - Private

    private func keyStroke(
        _ key: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
        modifiers: UIKeyModifierFlags
    ) {
        batch {
            for change in [KeyReport.Change.down, .up] {
                inject(
                    .key(
                        KeyReport(
                            keyCode: key, change: change, characters: characters,
                            charactersIgnoringModifiers: charactersIgnoringModifiers, modifierFlags: modifiers)))
            }
        }
    }

    private func report(_ key: UIKeyboardHIDUsage, _ change: KeyReport.Change, modifiers: UIKeyModifierFlags)
        -> KeyReport
    {
        KeyReport(
            keyCode: key, change: change,
            characters: USKeyboardLayout.characters(
                for: key, shift: modifiers.contains(.shift), capsLock: modifiers.contains(.alphaShift)),
            charactersIgnoringModifiers: USKeyboardLayout.charactersIgnoringModifiers(for: key),
            modifierFlags: modifiers)
    }

    func inject(_ event: InputEvent) {
        UIApplication.makeCurrent(application)
        application.enqueue(event)
        if batchDepth == 0 { drain() }
    }

    /// Everything due at the current instant, the application's dispatch and commit turns
    /// among it.
    func runLoop() {
        UIApplication.makeCurrent(application)
        clock.advance(by: 0)
    }

    private func recordFrame(damage: [PixelRect]) {
        presentedFrameCount += 1
        noteDamageSinceLastRender(damage)
        let frame = PresentedFrame(time: clock.now, damage: damage)
        if frameHistory.count < TestHost.frameHistoryLimit {
            frameHistory.append(frame)
        } else {
            frameHistory[oldestFrame] = frame
            oldestFrame = (oldestFrame + 1) % frameHistory.count
        }
    }

    /// Adds a frame's damage to what the next `render()` reports, each rectangle once. A host
    /// that runs for hours without calling `render()` (a kiosk's day of screens in a memory
    /// test) must not grow with it: past `damageSinceLastRenderLimit` distinct rectangles, they
    /// are kept as the one rectangle that bounds them.
    private func noteDamageSinceLastRender(_ damage: [PixelRect]) {
        for rect in damage where !damageSinceLastRender.contains(rect) {
            damageSinceLastRender.append(rect)
        }
        guard let first = damageSinceLastRender.first, damageSinceLastRender.count > 1,
            damageSinceLastRenderIsBound || damageSinceLastRender.count > TestHost.damageSinceLastRenderLimit
        else { return }
        damageSinceLastRender = [damageSinceLastRender.dropFirst().reduce(first) { $0.union($1) }]
        damageSinceLastRenderIsBound = true
    }

    /// How many distinct rectangles `render()` reports at most (see `lastRenderedDamage`).
    public static let damageSinceLastRenderLimit = 256

    /// How many presented frames `presentedFrames` keeps.
    public static let frameHistoryLimit = 1000
}

/// A frame the application presented: when, and which pixel rectangles it changed.
public struct PresentedFrame: Equatable, Sendable {
    /// Clock seconds.
    public let time: TimeInterval
    public let damage: [PixelRect]
}
