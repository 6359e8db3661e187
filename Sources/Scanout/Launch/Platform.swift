/// What an app runs on: its screen, where frames go, its clock and where input comes from.
///
/// A launcher builds one — DRM and libinput on a device, an `OffscreenDisplay` without a screen —
/// and hands it to `UIApplicationMain(platform:delegate:)`. Main actor.
@preconcurrency @MainActor
public struct Platform {
    public var screen: UIScreen
    public var display: Display
    public var clock: ApplicationClock
    /// Started just after the app's first frame (the devices open while the panel already
    /// shows it), in this order.
    public var inputSources: [InputSource]
    /// Called once the input sources have started (the launcher notes the moment).
    public var didStartInput: (@MainActor () -> Void)?
    /// One line saying what was chosen and why, printed at start-up.
    public var summary: String
    /// Seconds without input after which the screen blanks (the board's `blankAfter`); nil never.
    public var screenBlankingTimeout: TimeInterval?
    /// Seconds without input after which the backlight dims to `screenDimBrightness` (the
    /// board's `dimAfter` and `dimBrightness`); nil never dims.
    public var screenDimTimeout: TimeInterval?
    public var screenDimBrightness: CGFloat = 0.2
    /// The light `UIScreen.brightness` drives (the board's `backlight`, through sysfs); nil:
    /// brightness is only remembered.
    public var backlight: (any Backlight)?
    /// The kiosk's focus keys: keypad, scan switch (the board's `focus` section).
    public var focusConfiguration = FocusConfiguration()
    /// Where the screen reader's words and earcons go: espeak-ng through ALSA on a device
    /// (`ScanoutSpeech`, set by the launcher; it loads nothing until first used), a recording
    /// output in tests; nil for silence.
    public var speechOutput: (any SpeechOutput)?
    /// The screen reader as the app starts (the board's `accessibility` section).
    public var screenReader = ScreenReaderSettings()
    /// What the Chinese (pinyin) keyboard composes with: librime (`ScanoutRime`, set by the
    /// launcher; it loads nothing until the keyboard first composes); nil types Latin letters.
    public var inputMethodEngine: (any InputMethodEngine)?

    public init(
        screen: UIScreen, display: Display, clock: ApplicationClock = DispatchClock(),
        inputSources: [InputSource] = [], summary: String, screenBlankingTimeout: TimeInterval? = nil,
        speechOutput: (any SpeechOutput)? = nil
    ) {
        self.screen = screen
        self.display = display
        self.clock = clock
        self.inputSources = inputSources
        self.summary = summary
        self.screenBlankingTimeout = screenBlankingTimeout
        self.speechOutput = speechOutput
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

/// How the screen reader starts: on or off, and its voice's rate and volume (nil: the reader's
/// defaults). An app can change them at any time through `UIApplication.screenReader`.
public struct ScreenReaderSettings: Equatable, Sendable {
    public var isEnabled: Bool
    public var speakingRate: Float?
    public var volume: Float?

    public init(isEnabled: Bool = false, speakingRate: Float? = nil, volume: Float? = nil) {
        self.isEnabled = isEnabled
        self.speakingRate = speakingRate
        self.volume = volume
    }
}
