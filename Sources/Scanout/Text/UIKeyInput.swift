/// A responder that takes text: the protocol the on-screen keyboard and hardware keyboards type
/// into. Main actor.
///
/// When a `UIKeyInput` responder is first responder, key presses that produce text reach it as
/// `insertText(_:)` (Return as `"\n"`) and Backspace as `deleteBackward()`, unless a responder
/// overriding `pressesBegan(_:with:)` takes the press first without calling `super`.
@MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}

extension UIResponder {
    /// Types the text of `presses` into this responder when it is a `UIKeyInput` first responder.
    /// Returns true when every press was consumed as text.
    func insertTextFromKeyPresses(_ presses: Set<UIPress>) -> Bool {
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

/// What a key press does to text, if anything.
enum TextEdit: Equatable {
    case insert(String)
    case deleteBackward

    init?(key: UIKey) {
        // Shortcuts (Ctrl+C, Super+Tab) are commands, not text.
        if !key.modifierFlags.isDisjoint(with: [.control, .command]) { return nil }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            self = .deleteBackward
        case .keyboardReturnOrEnter, .keypadEnter:
            self = .insert("\n")
        default:
            let text = key.characters
            guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { return nil }
            self = .insert(text)
        }
    }
}
