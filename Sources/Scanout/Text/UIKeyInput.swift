/// A responder that takes text: the protocol the on-screen keyboard and hardware keyboards type
/// into. Main actor.
///
/// When a `UIKeyInput` responder is first responder, key presses that produce text reach it as
/// `insertText(_:)` (Return as `"\n"`) and Backspace as `deleteBackward()`, unless a responder
/// overriding `pressesBegan(_:with:)` takes the press first without calling `super` (see
/// `UIResponder.takeKeyInput`).
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
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
