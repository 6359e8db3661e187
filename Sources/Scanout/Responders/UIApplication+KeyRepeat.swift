// Key repeat: a key held down on a hardware keyboard acts again and again, as on any desktop —
// a held letter types a run of it, a held Backspace or arrow keeps deleting or moving, a held
// shortcut keeps firing. UIKit repeats the action, not the press: responders see one
// `pressesBegan` and one `pressesEnded`, and what repeats is what acted on the press (see
// `UIPress.repeatAction`). Timing runs on the application clock, so tests step it exactly.

extension UIApplication {
    /// Starts repeating `press` after `keyRepeatDelay`, replacing any key repeating before (the
    /// last key pressed is the one that repeats). Modifier and lock keys never repeat.
    func startKeyRepeat(for press: UIPress) {
        stopKeyRepeat(of: nil)
        guard let key = press.key, UIApplication.repeats(key.keyCode) else { return }
        scheduleKeyRepeat(of: press, after: keyRepeatDelay)
    }

    /// Stops the repeat of `press` (nil: whatever repeats).
    func stopKeyRepeat(of press: UIPress?) {
        guard let current = keyRepeat, press == nil || current.press === press else { return }
        current.timer.cancel()
        keyRepeat = nil
    }

    // MARK: - Private

    private func scheduleKeyRepeat(of press: UIPress, after delay: TimeInterval) {
        let link = WeakLink(self)
        let timer = clock.schedule(after: delay) { [weak press] in
            guard let self = link.object, let press, let key = press.key,
                self.eventDispatcher.activePresses[key.keyCode] === press
            else { return }
            press.repeatAction?(press)
            self.commit()
            self.scheduleKeyRepeat(of: press, after: self.keyRepeatInterval)
        }
        keyRepeat = (press, timer)
    }

    /// Shift, Control, Alt, Super and the lock keys change other keys; they do not repeat.
    private static func repeats(_ keyCode: UIKeyboardHIDUsage) -> Bool {
        let modifiers = UIKeyboardHIDUsage.keyboardLeftControl.rawValue...UIKeyboardHIDUsage.keyboardRightGUI.rawValue
        return !modifiers.contains(keyCode.rawValue)
            && ![.keyboardCapsLock, .keypadNumLock, .keyboardScrollLock].contains(keyCode)
    }
}
