import Dispatch

/// Runs an app on `platform`: creates the application, starts input, tells `delegate` the app
/// launched, shows its window and runs the main loop (the main dispatch queue) for ever.
///
/// The delegate builds its window in `application(_:didFinishLaunchingWithOptions:)`; a window
/// the delegate returns from `window` that is not yet visible is made key and visible, as
/// UIKit's scene machinery does.
@preconcurrency @MainActor
public func UIApplicationMain(platform: Platform, delegate: UIApplicationDelegate) -> Never {
    UIApplicationMain(platform: platform, makeDelegate: { delegate })
}

/// `UIApplicationMain(platform:delegate:)`, making the delegate once the application exists, as
/// UIKit does: the delegate's `init()` may read `UIApplication.shared` and `UIScreen.main`.
@preconcurrency @MainActor
public func UIApplicationMain(platform: Platform, makeDelegate: () -> UIApplicationDelegate) -> Never {
    let application = UIApplication.launch(on: platform, makeDelegate: makeDelegate)
    _ = application
    dispatchMain()
}

extension UIApplication {
    /// The application `UIApplicationMain` runs, once launched; kept for the life of the process.
    /// What the launcher's console-switch and signal handlers tell.
    package private(set) static var launched: UIApplication?

    /// Everything `UIApplicationMain` does before running the loop: separated so a launcher can
    /// run its own loop and tests can check the start-up sequence.
    @discardableResult
    public static func launch(on platform: Platform, delegate: UIApplicationDelegate) -> UIApplication {
        launch(on: platform, makeDelegate: { delegate })
    }

    /// `launch(on:delegate:)`, making the delegate once the application is current (see
    /// `UIApplicationMain(platform:makeDelegate:)`).
    @discardableResult
    public static func launch(on platform: Platform, makeDelegate: () -> UIApplicationDelegate) -> UIApplication {
        Diagnostics.inform(platform.summary)
        let application = UIApplication(screen: platform.screen, clock: platform.clock)
        launched = application
        application.stateRestoration = StateRestoration(
            file: AppDataDirectory.path() + "/RestorationState.plist", application: application)
        application.start(on: platform, makeDelegate: makeDelegate)
        return application
    }

    /// The launch after the application is made: current, its delegate made, display and input
    /// started, the delegate told it launched, its window shown and its scene connected. A test
    /// host launching an app runs this too, on its own application.
    package func start(on platform: Platform, makeDelegate: () -> UIApplicationDelegate) {
        let application = self
        UIApplication.makeCurrent(application)
        BuiltInKeyboardLayouts.startParsing()
        StartupTimeline.mark("application")
        applyInfoPropertyListAppearance()
        checkInfoPropertyListOrientations()
        let delegate = makeDelegate()
        StartupTimeline.mark("delegate made")
        application.delegate = delegate
        application.display = platform.display
        if let backlight = platform.backlight { application.screen.backlight = backlight }
        application.screenBlankingTimeout = platform.screenBlankingTimeout
        application.setScreenDimming(after: platform.screenDimTimeout, level: platform.screenDimBrightness)
        if platform.focusConfiguration != FocusConfiguration() {
            application.focusConfiguration = platform.focusConfiguration
        }
        // The screen reader's voice; a test host keeps the recorder it set.
        if let speechOutput = platform.speechOutput { application.speechOutput = speechOutput }
        // The pinyin keyboard's engine; a test host keeps the one it set.
        if let engine = platform.inputMethodEngine { application.inputViewHost.inputMethodEngine = engine }
        // The board's voice before the delegate runs, so an app that sets its own keeps it.
        if let rate = platform.screenReader.speakingRate { application.screenReader.speakingRate = rate }
        if let volume = platform.screenReader.volume { application.screenReader.volume = volume }
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        StartupTimeline.mark("didFinishLaunching")
        if let window = delegate.window, window.isHidden {
            window.makeKeyAndVisible()
        }
        application.finishLaunching()
        StartupTimeline.mark("app launched")
        application.commit()
        StartupTimeline.mark("first commit")
        startInput(from: platform)
        // On from the start: after the first screen is up, so the reader begins by reading it.
        if platform.screenReader.isEnabled, !application.screenReader.isEnabled {
            application.screenReader.isEnabled = true
            application.commit()
        }
    }

    /// Opens the platform's input devices just after the first frame: that frame (due now, since
    /// the launch committed) is scheduled before this timer, and timers due together run in the
    /// order they were set. On a slow board, enumerating and opening the devices costs as much as
    /// drawing the first screen, and nobody touches a screen before it shows anything: the panel
    /// lights up that much sooner. Each device delivers what happens once it is open, to an app
    /// whose first responder and gestures are all set by then.
    private func startInput(from platform: Platform) {
        guard !platform.inputSources.isEmpty else { return }
        _ = clock.schedule(after: 0) { [weak self] in
            guard let self else { return }
            for source in platform.inputSources {
                do {
                    try source.start(delivering: self.inputSink)
                } catch {
                    Diagnostics.warn("\(error)")
                }
            }
            platform.didStartInput?()
        }
    }

    /// `UISupportedInterfaceOrientations` from the app's `Info.plist` against the screen's shape.
    /// Scanout does not turn the interface (the board file says how the panel is mounted), so a
    /// screen of a shape the app does not support is a warning that says how to mount it.
    private func checkInfoPropertyListOrientations() {
        guard let info = infoPropertyList, info.dictionary["UISupportedInterfaceOrientations"] != nil else { return }
        let supported = supportedInterfaceOrientations(for: nil)
        let size = screen.bounds.size
        let landscape = size.width >= size.height
        guard supported.isDisjoint(with: landscape ? .landscape : [.portrait, .portraitUpsideDown]) else { return }
        let shape = landscape ? "landscape" : "portrait"
        let wanted = landscape ? "portrait" : "landscape"
        warn(
            "\(info.path): UISupportedInterfaceOrientations allows only \(wanted), but the screen is \(shape) "
                + "(\(Int(size.width))x\(Int(size.height))). Scanout does not turn the interface: set the board file's "
                + "display.rotation to 90 or 270 (or mount the panel the other way), or add the \(shape) orientations.")
    }

    /// `UIUserInterfaceStyle` from the app's `Info.plist`: `Dark` makes every window start dark.
    private func applyInfoPropertyListAppearance() {
        guard let info = infoPropertyList, let style = info.dictionary["UIUserInterfaceStyle"] else { return }
        switch style as? String {
        case "Dark": userInterfaceStyle = .dark
        case "Light", "Automatic": userInterfaceStyle = .light
        default:
            warn("\(info.path): UIUserInterfaceStyle is \(style); it takes Light, Dark or Automatic. Starting light.")
        }
    }
}
