/// A hardware key a text field's or text view's editor acts on itself, rather than one that types:
/// Left and Right (on screen; Ctrl or Alt for words), Up and Down by lines, Home and End to the line's ends
/// (Ctrl for the whole text), Shift to extend the selection, forward Delete, and Ctrl or
/// Alt+Backspace for the word before the caret (the deletions only while the text is editable).
///
/// Telling an editing key from a typing key needs no editor, so the key routing
/// (`UIResponder.takeKeyInput`) sorts each press first and it enters the editor once: an editing
/// key as `TextEditor.perform(_:)`, a typing key as `UIKeyInput.insertText(_:)`. Pure value.
enum EditingKey: Equatable {
    /// Ctrl or Alt with Left or Right (by words, in logical order), Ctrl+Home and Ctrl+End.
    case move(TextEditingState.Direction, by: TextEditingState.Granularity, extending: Bool)
    /// Left or Right: one position that way on screen, as UIKit moves through mixed Arabic or
    /// Hebrew and Latin text (pango's visual cursor motion), not one character back or forward.
    case moveVisually(right: Bool, extending: Bool)
    /// Up or Down to the line above or below, keeping to the same horizontal place.
    case moveVertically(down: Bool, extending: Bool)
    /// Home or End: to the start or end of the caret's line.
    case moveToLineEdge(end: Bool, extending: Bool)
    case deleteForward
    case deleteWordBackward

    /// The editing key `key` is, or nil for a key that types or that the editor does not use.
    /// `editable`: whether the text may change now (else the deleting keys are not the editor's).
    init?(_ key: UIKey, editable: Bool) {
        let extending = key.modifierFlags.contains(.shift)
        let control = key.modifierFlags.contains(.control)
        let byWord = control || key.modifierFlags.contains(.alternate)
        switch key.keyCode {
        case .keyboardLeftArrow where byWord: self = .move(.backward, by: .word, extending: extending)
        case .keyboardRightArrow where byWord: self = .move(.forward, by: .word, extending: extending)
        case .keyboardLeftArrow: self = .moveVisually(right: false, extending: extending)
        case .keyboardRightArrow: self = .moveVisually(right: true, extending: extending)
        case .keyboardUpArrow: self = .moveVertically(down: false, extending: extending)
        case .keyboardDownArrow: self = .moveVertically(down: true, extending: extending)
        case .keyboardHome where control: self = .move(.backward, by: .document, extending: extending)
        case .keyboardEnd where control: self = .move(.forward, by: .document, extending: extending)
        case .keyboardHome: self = .moveToLineEdge(end: false, extending: extending)
        case .keyboardEnd: self = .moveToLineEdge(end: true, extending: extending)
        case .keyboardDeleteForward where editable: self = .deleteForward
        case .keyboardDeleteOrBackspace where byWord && editable: self = .deleteWordBackward
        default: return nil
        }
    }
}
