// Screen blanking: a kiosk left alone turns its panel off after the board's `blankAfter`
// seconds without input, saving the backlight and the panel. The next touch or key turns it on
// again and does nothing else — the visitor who touched a dark screen did not mean to press
// whatever is under their finger — so that touch (to its end) or key (to its release) is
// swallowed. `isIdleTimerDisabled`, UIKit's switch for a screen that must stay on (a video, a
// payment in progress), keeps it on.

/// What the application remembers about blanking.
struct ScreenBlankingState {
    /// Seconds without input before blanking; nil never blanks.
    var timeout: TimeInterval?
    var isIdleTimerDisabled = false
    var isBlanked = false
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

    /// Whether the idle timeout has turned the screen off.
    package var isScreenBlanked: Bool { screenBlanking.isBlanked }

    /// `event` as it should be dispatched, or nil when it is swallowed: it woke the screen, or
    /// belongs to the touch or key that did. Any input counts as activity.
    func inputAfterScreenWake(_ event: InputEvent) -> InputEvent? {
        screenBlanking.lastActivity = clock.now
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

    /// Sets the timer for when the screen would blank if no input came; re-arms itself when
    /// input came meanwhile (cheaper than a new timer for every touch move).
    private func armIdleTimer() {
        screenBlanking.timer?.cancel()
        screenBlanking.timer = nil
        guard let timeout = screenBlanking.timeout, !screenBlanking.isIdleTimerDisabled, !screenBlanking.isBlanked
        else { return }
        let link = WeakLink(self)
        screenBlanking.timer = clock.schedule(at: screenBlanking.lastActivity + timeout) {
            guard let application = link.object else { return }
            application.screenBlanking.timer = nil
            if application.clock.now >= application.screenBlanking.lastActivity + timeout {
                application.blankScreen()
            } else {
                application.armIdleTimer()
            }
        }
    }

    private func blankScreen() {
        screenBlanking.isBlanked = true
        display?.setScreenOn(false)
    }

    private func wakeScreen() {
        screenBlanking.isBlanked = false
        display?.setScreenOn(true)
        armIdleTimer()
    }
}
