// How a key press that reached a responder's default `pressesBegan` becomes an edit: the one way in
// for hardware keys, as `UIKeyInput` is for the on-screen keyboard.
//
// Each press is sorted before any editor sees it, so it enters the text engine once: a text
// field's or text view's editing key (`EditingKey`) goes to its editor, a key that types goes to
// `insertText(_:)` or `deleteBackward()` (where a subclass's override runs, as in UIKit, and the
// view hands it to its editor). Nothing is handed back to the view to be dispatched again.

extension UIResponder {
    /// Acts on `presses` if this responder is first responder and takes text: its editor's editing
    /// keys first, then the rest as typed text if every one of them types. Returns the presses
    /// left for `next`, or nil when none is (a text field's or text view's presses, once its
    /// editor took them all, go no further, as the presses they type do).
    func takeKeyInput(_ presses: Set<UIPress>) -> Set<UIPress>? {
        var typing = presses
        if let editor = builtInTextEditor {
            typing = []
            for press in presses {
                // Asked per press: acting on one may end editing (a delegate resigning).
                if isFirstResponder, let key = press.key,
                    let editingKey = EditingKey(key, editable: editor.host.allowsEditing)
                {
                    editor.perform(editingKey, pressedAs: press)
                } else {
                    typing.insert(press)
                }
            }
            if typing.isEmpty { return nil }
        }
        return insertTextFromKeyPresses(typing) ? nil : typing
    }

    // MARK: - Private

    /// Types the text of `presses` into this responder when it is a `UIKeyInput` first responder.
    /// Returns true when every press was consumed as text.
    private func insertTextFromKeyPresses(_ presses: Set<UIPress>) -> Bool {
        guard let keyInput = self as? UIKeyInput, isFirstResponder else { return false }
        let edits = presses.compactMap { press in press.key.flatMap(TextEdit.init(key:)) }
        guard edits.count == presses.count, !edits.isEmpty else { return false }
        for edit in edits {
            switch edit {
            case .insert(let text): keyInput.insertText(text)
            case .deleteBackward: keyInput.deleteBackward()
            }
        }
        // Through a link, not `[weak self]`, which would give the field a side table (see
        // `WeakLink`).
        let link = WeakLink<UIResponder>(self)
        for press in presses {
            press.repeatAction = { press in _ = link.object?.insertTextFromKeyPresses([press]) }
        }
        return true
    }
}
