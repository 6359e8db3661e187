// The screen reader from a keyboard, a keypad or a remote: a person who cannot touch the screen
// moves through it with Tab and the arrows and activates with Return or Space, and hears it all.

extension ScreenReader {
    /// Takes the key going down in `report` when it is one of the reader's commands; false leaves
    /// it to the responder chain. While a text field or view is being edited, only Tab, Shift-Tab
    /// and Escape are the reader's: the other keys type and move the caret.
    func takeKey(_ report: KeyReport) -> Bool {
        guard isEnabled, report.change == .down else { return false }
        // A kiosk keypad's keys (the board's `focus.keypad`) and the scanning switch first.
        let configuration = application.focusConfiguration
        if let action = configuration.keypad[report.keyCode]
            ?? (report.keyCode == configuration.scanSwitch ? .activate : nil)
        {
            perform(Self.command(for: action))
            return true
        }
        guard let command = Self.command(for: report, whileEditing: isEditingText) else { return false }
        perform(command)
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
        case .increment:
            focusedElementIsAdjustableOrHasActions ? adjustOrChooseAction(up: true) : moveToPreviousElement()
        case .decrement: focusedElementIsAdjustableOrHasActions ? adjustOrChooseAction(up: false) : moveToNextElement()
        case .help:
            // The app hears the help key as it does without the reader; the reader says the hint.
            application.focusSystem.perform(.help)
            speakHintOfFocusedElement()
        case .turnOff:
            isEnabled = false
        }
    }

    static func command(for report: KeyReport, whileEditing: Bool) -> Command? {
        switch report.pressType {
        case .upArrow: return .increment
        case .downArrow: return .decrement
        case .leftArrow: return .previous
        case .rightArrow: return .next
        case .select: return .activate
        case .menu: return .escape
        case .keyboardKey: break
        default: return nil
        }
        let modifiers = report.modifierFlags.subtracting([.shift, .numericPad])
        guard modifiers.isEmpty else { return nil }
        switch report.keyCode {
        case .keyboardTab: return report.modifierFlags.contains(.shift) ? .previous : .next
        case .keyboardEscape: return .escape
        default: break
        }
        guard !whileEditing else { return nil }
        switch report.keyCode {
        case .keyboardRightArrow: return .next
        case .keyboardLeftArrow: return .previous
        case .keyboardUpArrow: return .increment
        case .keyboardDownArrow: return .decrement
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar: return .activate
        default: return nil
        }
    }
}
