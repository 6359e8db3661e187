// Cut, copy, paste, select, select all and delete on the editor's text, through the
// application's general pasteboard, reached from the responder chain (the edit menu, key
// commands or `sendAction`). Every change goes through the view's delegate, as typing does.

extension TextEditor {
    static let editKeyCommands: [UIKeyCommand] = [
        UIKeyCommand(title: "Cut", action: .cut, input: "x", modifierFlags: .control),
        UIKeyCommand(title: "Copy", action: .copy, input: "c", modifierFlags: .control),
        UIKeyCommand(title: "Paste", action: .paste, input: "v", modifierFlags: .control),
        UIKeyCommand(title: "Select All", action: .selectAll, input: "a", modifierFlags: .control),
    ]

    /// Whether the editor can perform the edit action `action` now; nil for other actions. Copy
    /// and cut need a selection of text that is not concealed, paste a string on the pasteboard,
    /// select and select all some text; the changing ones an editable view.
    func canPerformEditAction(_ action: Selector) -> Bool? {
        let focused = host.isFirstResponder
        let editable = focused && host.allowsEditing
        let hasText = state.length > 0
        switch action {
        case .copy: return focused && state.hasSelection && !host.concealsText
        case .cut: return editable && state.hasSelection && !host.concealsText
        case .paste: return editable && pasteboard?.hasStrings == true
        case .delete: return editable && state.hasSelection
        case .select: return focused && hasText && !state.hasSelection
        case .selectAll: return focused && hasText && state.selectedRange != 0..<state.length
        default: return nil
        }
    }

    func performCopy() {
        guard canPerformEditAction(.copy) == true, let pasteboard else { return }
        pasteboard.string = selectedText
    }

    func performCut() {
        guard canPerformEditAction(.cut) == true, let pasteboard else { return }
        pasteboard.string = selectedText
        change(state.selectedRange, to: "", as: .single("Cut"))
    }

    func performPaste() {
        guard canPerformEditAction(.paste) == true, let string = pasteboard?.string else { return }
        change(state.markedRange ?? state.selectedRange, to: host.acceptedText(string), as: .single("Paste"))
    }

    func performDelete() {
        guard canPerformEditAction(.delete) == true else { return }
        change(state.selectedRange, to: "", as: .single("Delete"))
    }

    /// Selects the word at the caret (or the one before it, at a word's end).
    func performSelectWord() {
        guard canPerformEditAction(.select) == true else { return }
        select(state.wordRange(at: state.selectedRange.lowerBound))
    }

    func performSelectAll() {
        guard canPerformEditAction(.selectAll) == true else { return }
        state.selectAll()
        selectionDidChange()
    }

    // MARK: - Private

    /// The pasteboard of the application showing the view (a view being edited is in a window).
    private var pasteboard: UIPasteboard? {
        host.owningApplication?.generalPasteboard
    }

    private var selectedText: String {
        state.substring(state.selectedRange)
    }
}

extension ActionTable {
    /// This table declaring the edit actions a text field or text view performs: cut, copy,
    /// paste, select, select all and delete. The entries call the methods, which `UIResponder`
    /// implements for both with their editor (`builtInTextEditor`), overrides included.
    func declaringTextEditActions() -> ActionTable {
        on(.cut, UIResponder.cut).on(.copy, UIResponder.copy).on(.paste, UIResponder.paste)
            .on(.select, UIResponder.select).on(.selectAll, UIResponder.selectAll).on(.delete, UIResponder.delete)
    }
}
