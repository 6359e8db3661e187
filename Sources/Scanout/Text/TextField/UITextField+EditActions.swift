// Cut, copy, paste, select, select all and delete on the field's text, through
// `UIPasteboard.general`, reached from the responder chain (the edit menu, key commands or
// `sendAction`). Every change goes through the delegate, as typing does.

extension UITextField {
    static let editKeyCommands: [UIKeyCommand] = [
        UIKeyCommand(title: "Cut", action: .cut, input: "x", modifierFlags: .control),
        UIKeyCommand(title: "Copy", action: .copy, input: "c", modifierFlags: .control),
        UIKeyCommand(title: "Paste", action: .paste, input: "v", modifierFlags: .control),
        UIKeyCommand(title: "Select All", action: .selectAll, input: "a", modifierFlags: .control),
    ]

    /// Whether the field can perform the edit action `action` now; nil for other actions.
    func canPerformEditAction(_ action: Selector) -> Bool? {
        let editable = isEnabled && isFirstResponder
        switch action {
        case .copy: return editing.hasSelection && !isSecureTextEntry
        case .cut: return editable && editing.hasSelection && !isSecureTextEntry
        case .paste: return editable && pasteboard.hasStrings
        case .delete: return editable && editing.hasSelection
        case .select: return editable && hasText && !editing.hasSelection
        case .selectAll: return editable && hasText && editing.selectedRange != 0..<editing.text.utf16.count
        default: return nil
        }
    }

    func performCopy() {
        guard canPerformEditAction(.copy) == true else { return }
        pasteboard.string = selectedText
    }

    func performCut() {
        guard canPerformEditAction(.cut) == true else { return }
        pasteboard.string = selectedText
        change(editing.selectedRange, to: "", as: .single("Cut"))
    }

    func performPaste() {
        guard canPerformEditAction(.paste) == true, let string = pasteboard.string else { return }
        change(editing.markedRange ?? editing.selectedRange, to: string.replacingLineBreaks(), as: .single("Paste"))
    }

    func performDelete() {
        guard canPerformEditAction(.delete) == true else { return }
        change(editing.selectedRange, to: "", as: .single("Delete"))
    }

    /// Selects the word at the caret (or the one before it, at a word's end).
    func performSelectWord() {
        guard canPerformEditAction(.select) == true else { return }
        editing.select(editing.wordRange(at: editing.selectedRange.lowerBound))
        selectionDidChange()
    }

    func performSelectAll() {
        guard canPerformEditAction(.selectAll) == true else { return }
        editing.selectAll()
        selectionDidChange()
    }

    private var pasteboard: UIPasteboard {
        owningApplication.generalPasteboard
    }

    private var selectedText: String {
        editing.substring(editing.selectedRange)
    }
}
