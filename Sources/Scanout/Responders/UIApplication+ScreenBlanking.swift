// Screen blanking: a kiosk left alone turns its panel off after the board's `blankAfter`
// seconds without input, saving the backlight and the panel. The next touch or key turns it on
// again and does nothing else — the visitor who touched a dark screen did not mean to press
// whatever is under their finger — so that touch (to its end) or key (to its release) is
// swallowed. `isIdleTimerDisabled`, UIKit's switch for a screen that must stay on (a video, a
// payment in progress), keeps it on.
//
// Before blanking, a board may dim: after its `dimAfter` seconds the backlight drops to its
// `dimBrightness` (`UIScreen.dimLevel`), and any input brings the app's brightness back. The
// input that brightens a dimmed screen is delivered as usual, as on an iPhone dimmed before
// auto-lock: the screen is still showing what is under the finger, so the visitor meant to touch
// it. Only a blanked screen, which showed nothing, swallows its waking input.

/// What the application remembers about blanking.
struct ScreenBlankingState {
    /// Seconds without input before blanking; nil never blanks.
    var timeout: TimeInterval?
    var isIdleTimerDisabled = false
    var isBlanked = false
    /// Seconds without input before dimming; nil never dims.
    var dimTimeout: TimeInterval?
    /// The brightness dimming drops to.
    var dimLevel: CGFloat = 0.2
    var isDimmed = false
    /// When the last input arrived (or the timer was last re-armed).
    var lastActivity: TimeInterval = 0
    var timer: ScheduledAction?
    /// Contacts and keys of the input that woke the screen: swallowed until they end.
    var swallowedTouches: Set<Int> = []
    var swallowedKeys: Set<UIKeyboardHIDUsage> = []
}

extension UIApplication {
    /// Whether the screen stays on however long nobody touches it (UIKit's idle timer). Set it
    /// while something must stay visible; setting it back to false starts the timeout afresh.
    public var isIdleTimerDisabled: Bool {
        get { screenBlanking.isIdleTimerDisabled }
        set {
            screenBlanking.isIdleTimerDisabled = newValue
            screenBlanking.lastActivity = clock.now
            // Kept on means kept bright: a dimmed screen comes back at once.
            if newValue { undimScreen() }
            armIdleTimer()
        }
    }

    /// Seconds without input after which the screen blanks; nil (the default, and offscreen)
    /// never blanks. The launcher sets it from the board file.
    package var screenBlankingTimeout: TimeInterval? {
        get { screenBlanking.timeout }
        set {
            screenBlanking.timeout = newValue.flatMap { $0 > 0 ? $0 : nil }
            screenBlanking.lastActivity = clock.now
            armIdleTimer()
        }
    }

    /// Seconds without input after which the backlight dims to `level` (0…1, as
    /// `UIScreen.brightness`); nil (the default, and offscreen) never dims. A dim timeout not
    /// before the blanking timeout never dims. The launcher sets it from the board file.
    package func setScreenDimming(after timeout: TimeInterval?, level: CGFloat) {
        screenBlanking.dimTimeout = timeout.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        screenBlanking.dimLevel = level.isNaN ? 0 : min(max(level, 0), 1)
        screenBlanking.lastActivity = clock.now
        undimScreen()
        armIdleTimer()
    }

    /// Whether the idle timeout has dimmed the screen (it may have blanked it since).
    package var isScreenDimmed: Bool { screenBlanking.isDimmed }

    /// Whether the idle timeout has turned the screen off.
    package var isScreenBlanked: Bool { screenBlanking.isBlanked }

    /// `event` as it should be dispatched, or nil when it is swallowed: it woke the screen, or
    /// belongs to the touch or key that did. Any input counts as activity.
    func inputAfterScreenWake(_ event: InputEvent) -> InputEvent? {
        screenBlanking.lastActivity = clock.now
        if screenBlanking.isDimmed, !screenBlanking.isBlanked, event.wakesScreen {
            // Delivered, not swallowed: a dimmed screen still showed what was touched.
            undimScreen()
            armIdleTimer()
        }
        switch event {
        case .touches(let frame):
            if screenBlanking.isBlanked {
                wakeScreen()
                screenBlanking.swallowedTouches.formUnion(
                    frame.contacts.filter { $0.change != .up && $0.change != .cancel }.map(\.id))
                return nil
            }
            guard !screenBlanking.swallowedTouches.isEmpty else { return event }
            var kept: [TouchContact] = []
            for contact in frame.contacts {
                guard screenBlanking.swallowedTouches.contains(contact.id) else {
                    kept.append(contact)
                    continue
                }
                if contact.change == .up || contact.change == .cancel {
                    screenBlanking.swallowedTouches.remove(contact.id)
                }
            }
            return kept.isEmpty ? nil : .touches(TouchFrame(kept))
        case .key(let report):
            if screenBlanking.isBlanked {
                wakeScreen()
                if report.change == .down { screenBlanking.swallowedKeys.insert(report.keyCode) }
                return nil
            }
            if report.change == .up, screenBlanking.swallowedKeys.remove(report.keyCode) != nil { return nil }
            return event
        case .motion, .remoteControl:
            if screenBlanking.isBlanked {
                wakeScreen()
                return nil
            }
            return event
        case .hardwareKeyboardRemoved, .pointerMoved, .pointerCursorHidden, .inputCancelled:
            return event
        }
    }

    // MARK: - Private

    /// Sets the timer for the next idle stage (dimming, then blanking) if no input came;
    /// re-arms itself when input came meanwhile (cheaper than a new timer for every touch move).
    private func armIdleTimer() {
        screenBlanking.timer?.cancel()
        screenBlanking.timer = nil
        guard !screenBlanking.isIdleTimerDisabled, !screenBlanking.isBlanked else { return }
        var dims = false
        var stage = screenBlanking.timeout
        if !screenBlanking.isDimmed, let dim = screenBlanking.dimTimeout, dim < (stage ?? .infinity) {
            stage = dim
            dims = true
        }
        guard let stage else { return }
        let link = WeakLink(self)
        screenBlanking.timer = clock.schedule(at: screenBlanking.lastActivity + stage) {
            guard let application = link.object else { return }
            application.screenBlanking.timer = nil
            if application.clock.now >= application.screenBlanking.lastActivity + stage {
                if dims { application.dimScreen() } else { application.blankScreen() }
            }
            application.armIdleTimer()
        }
    }

    private func dimScreen() {
        screenBlanking.isDimmed = true
        screen.dimLevel = screenBlanking.dimLevel
    }

    private func undimScreen() {
        guard screenBlanking.isDimmed else { return }
        screenBlanking.isDimmed = false
        screen.dimLevel = nil
    }

    private func blankScreen() {
        screenBlanking.isBlanked = true
        display?.setScreenOn(false)
    }

    private func wakeScreen() {
        screenBlanking.isBlanked = false
        // The light comes back with the picture: the app's brightness, not the dim level.
        undimScreen()
        display?.setScreenOn(true)
        armIdleTimer()
    }
}

extension InputEvent {
    /// Whether this input wakes a dimmed or blanked screen: a touch, a key (a switch is one), a
    /// shake or a remote's button — someone is there.
    fileprivate var wakesScreen: Bool {
        switch self {
        case .touches, .key, .motion, .remoteControl: return true
        case .hardwareKeyboardRemoved, .pointerMoved, .pointerCursorHidden, .inputCancelled: return false
        }
    }
}
