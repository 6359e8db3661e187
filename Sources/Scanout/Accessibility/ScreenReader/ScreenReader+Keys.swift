// The screen reader from a keyboard, a keypad or a remote: a person who cannot touch the screen
// moves through it with Tab and the arrows and activates with Return or Space, and hears it all.

extension ScreenReader {
    /// Takes the key going down in `report` when it is one of the reader's commands; false leaves
    /// it to the responder chain. While a text field or view is being edited, only Tab, Shift-Tab
    /// and Escape are the reader's: the other keys type and move the caret.
    func takeKey(_ report: KeyReport) -> Bool {
        guard isEnabled, report.change == .down else { return false }
        guard let command = Self.command(for: report, whileEditing: isEditingText) else { return false }
        perform(command)
        return true
    }

    /// What the reader does for a key.
    enum Command: Equatable {
        case next, previous, activate, escape, increment, decrement
    }

    func perform(_ command: Command) {
        switch command {
        case .next: moveToNextElement()
        case .previous: moveToPreviousElement()
        case .activate: activateFocusedElement()
        case .escape: performEscape()
        case .increment: focusedElementIsAdjustable ? incrementFocusedElement() : moveToPreviousElement()
        case .decrement: focusedElementIsAdjustable ? decrementFocusedElement() : moveToNextElement()
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
