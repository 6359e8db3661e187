// Hardware keys that move the caret rather than type: arrows (Ctrl for words), Home and End,
// Shift to extend the selection, forward Delete.

extension UITextField {
    /// Handles `press` if it is an editing key; returns false for keys that type or that the
    /// field does not use, which go on to `UIKeyInput` and the responder chain.
    func handleKey(_ press: UIPress) -> Bool {
        guard isFirstResponder, let key = press.key else { return false }
        let extending = key.modifierFlags.contains(.shift)
        let byWord = key.modifierFlags.contains(.control) || key.modifierFlags.contains(.alternate)
        switch key.keyCode {
        case .keyboardLeftArrow:
            editing.move(.backward, by: byWord ? .word : .character, extending: extending)
        case .keyboardRightArrow:
            editing.move(.forward, by: byWord ? .word : .character, extending: extending)
        case .keyboardHome, .keyboardUpArrow:
            editing.move(.backward, by: .document, extending: extending)
        case .keyboardEnd, .keyboardDownArrow:
            editing.move(.forward, by: .document, extending: extending)
        case .keyboardDeleteForward:
            if let range = editing.rangeForDeleteForward { change(range, to: "", as: .deleting) }
            return true
        case .keyboardDeleteOrBackspace where byWord:
            // Ctrl+Backspace deletes the word before the caret.
            var state = editing
            state.move(.backward, by: .word, extending: true)
            if state.hasSelection { change(state.selectedRange, to: "", as: .deleting) }
            return true
        default:
            return false
        }
        commitMarkedText()
        selectionDidChange()
        return true
    }
}
