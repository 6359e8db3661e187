import Dispatch

/// What an app runs on: its screen, where frames go, its clock and where input comes from.
///
/// A launcher builds one — DRM and libinput on a device, an `OffscreenDisplay` without a screen —
/// and hands it to `UIApplicationMain(platform:delegate:)`. Main actor.
@MainActor
public struct Platform {
    public var screen: UIScreen
    public var display: Display
    public var clock: ApplicationClock
    public var inputSources: [InputSource]
    /// One line saying what was chosen and why, printed at start-up.
    public var summary: String
    /// Seconds without input after which the screen blanks (the board's `blankAfter`); nil never.
    public var screenBlankingTimeout: TimeInterval?

    public init(
        screen: UIScreen, display: Display, clock: ApplicationClock = DispatchClock(),
        inputSources: [InputSource] = [], summary: String, screenBlankingTimeout: TimeInterval? = nil
    ) {
        self.screen = screen
        self.display = display
        self.clock = clock
        self.inputSources = inputSources
        self.summary = summary
        self.screenBlankingTimeout = screenBlankingTimeout
    }

    /// A screen kept in memory, with no input devices: frames go to `display`.
    public static func offscreen(
        size: CGSize = CGSize(width: 800, height: 480), scale: CGFloat = 1,
        display: OffscreenDisplay = OffscreenDisplay(), reason: String = "no screen requested"
    ) -> Platform {
        Platform(
            screen: UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale), display: display,
            summary: "Scanout: offscreen \(formatCoordinate(size.width))×\(formatCoordinate(size.height)) "
                + "at scale \(formatCoordinate(scale)) (\(reason))")
    }
}

/// A source of raw input — a libinput context, a replay script — that appends `InputEvent`s to the
/// application's queue once started. One of the platform seams. Main actor.
@MainActor
public protocol InputSource: AnyObject {
    /// Starts delivering input to `application` (with `application.enqueue(_:)`). Throws when the
    /// devices cannot be opened; the error names the device, the reason and the fix.
    func start(delivering application: UIApplication) throws
    /// Stops delivering input and releases the devices.
    func stop()
}

/// Runs an app on `platform`: creates the application, starts input, tells `delegate` the app
/// launched, shows its window and runs the main loop (the main dispatch queue) for ever.
///
/// The delegate builds its window in `application(_:didFinishLaunchingWithOptions:)`; a window
/// the delegate returns from `window` that is not yet visible is made key and visible, as
/// UIKit's scene machinery does.
@MainActor
public func UIApplicationMain(platform: Platform, delegate: UIApplicationDelegate) -> Never {
    let application = UIApplication.launch(on: platform, delegate: delegate)
    _ = application
    dispatchMain()
}

extension UIApplication {
    /// The application `UIApplicationMain` runs; kept for the life of the process.
    private static var launched: UIApplication?

    /// Everything `UIApplicationMain` does before running the loop: separated so a launcher can
    /// run its own loop and tests can check the start-up sequence.
    @discardableResult
    public static func launch(on platform: Platform, delegate: UIApplicationDelegate) -> UIApplication {
        print(platform.summary)
        let application = UIApplication(screen: platform.screen, clock: platform.clock)
        launched = application
        makeCurrent(application)
        application.delegate = delegate
        application.display = platform.display
        application.screenBlankingTimeout = platform.screenBlankingTimeout
        for source in platform.inputSources {
            do {
                try source.start(delivering: application)
            } catch {
                Diagnostics.warn("\(error)")
            }
        }
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        if let window = delegate.window, window.isHidden {
            window.makeKeyAndVisible()
        }
        application.finishLaunching()
        application.commit()
        return application
    }
}
