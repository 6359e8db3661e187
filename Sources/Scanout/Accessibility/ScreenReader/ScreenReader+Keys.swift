// The screen reader from a keyboard, a keypad or a remote: a person who cannot touch the screen
// moves through it with Tab and the arrows and activates with Return or Space, and hears it all.
// The keys are keyboard focus's (`FocusConfiguration`); while the reader is on they drive it instead.

extension ScreenReader {
    /// Takes the key going down in `report` when it is one of the reader's commands; false leaves
    /// it to the responder chain. Keys mean what they mean to keyboard focus
    /// (`FocusConfiguration`: the board's keypad and switch, Tab, the arrows, Space, Return,
    /// Escape). While the cursor is on the text being edited, a keyboard's keys other than Tab,
    /// Shift-Tab and Escape are left to it: they type and move the caret.
    func takeKey(_ report: KeyReport) -> Bool {
        guard isEnabled, report.change == .down else { return false }
        if let command = Self.command(forRemote: report.pressType) {
            perform(command)
            return true
        }
        guard report.pressType == .keyboardKey else { return false }
        let configuration = application.focusConfiguration
        guard
            let action = configuration.action(forKeyCode: report.keyCode, modifierFlags: report.modifierFlags)
        else { return false }
        if isEditingText, !configuration.isKioskKey(report.keyCode),
            ![.next, .previous, .back].contains(action)
        {
            return false
        }
        perform(Self.command(for: action))
        return true
    }

    /// What the reader does for a key.
    enum Command: Equatable {
        case next, previous, activate, escape, increment, decrement, help, turnOff
    }

    /// What a keypad's focus action does while the reader is on.
    static func command(for action: FocusAction) -> Command {
        switch action {
        case .next, .right: .next
        case .previous, .left: .previous
        case .up: .increment
        case .down: .decrement
        case .activate: .activate
        case .back: .escape
        case .help: .help
        case .screenReader: .turnOff
        }
    }

    func perform(_ command: Command) {
        switch command {
        case .next: moveToNextElement()
        case .previous: moveToPreviousElement()
        case .activate: activateFocusedElement()
        case .escape: performEscape()
        case .increment: adjustOrChooseAction(up: true, otherwiseMove: true)
        case .decrement: adjustOrChooseAction(up: false, otherwiseMove: true)
        case .help:
            // The app hears the help key as it does without the reader; the reader says the hint.
            application.focusSystem.perform(.help)
            speakHintOfFocusedElement()
        case .turnOff:
            isEnabled = false
        }
    }

    /// What a remote's buttons do.
    static func command(forRemote pressType: KeyReport.PressType) -> Command? {
        switch pressType {
        case .upArrow: .increment
        case .downArrow: .decrement
        case .leftArrow: .previous
        case .rightArrow: .next
        case .select: .activate
        case .menu: .escape
        default: nil
        }
    }
}
