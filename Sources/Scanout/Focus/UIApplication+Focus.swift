// Where the focus system meets the application: presses the responder chain did not use reach
// the application's `pressesBegan` (the end of every chain), which offers them to focus before
// the delegate, as UIKit's focus engine takes keys the chain did not; a touch hides the ring;
// each commit checks that focus is still somewhere it may be.

extension UIApplication {
    /// The application's focus system, made on first use.
    package var focusSystem: UIFocusSystem {
        if let focusSystemIfLoaded { return focusSystemIfLoaded }
        let made = UIFocusSystem(application: self)
        focusSystemIfLoaded = made
        return made
    }

    /// The kiosk's focus keys (keypad, scan switch), set at launch from the board.
    package var focusConfiguration: FocusConfiguration {
        get { focusSystemIfLoaded?.configuration ?? FocusConfiguration() }
        set { focusSystem.configuration = newValue }
    }

    /// Offers `presses` to focus; returns those it did not use.
    func pressesUnusedByFocus(_ presses: Set<UIPress>) -> Set<UIPress> {
        var unused = presses
        for press in presses where press.key != nil {
            if focusSystem.handle(press) {
                unused.remove(press)
                setNeedsCommit()
            }
        }
        return unused
    }

    /// A finger went down: the ring hides until keys are used again.
    func focusTouchWentDown() {
        focusSystemIfLoaded?.touchWentDown()
    }

    /// After a commit's layout: focus follows windows and presentations, the ring its item.
    func focusCommitDidLayOut() {
        focusSystemIfLoaded?.validate()
    }
}
