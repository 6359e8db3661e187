/// What an input-method keyboard (pinyin) does with its keys: letters go to the engine, the
/// engine's composition becomes the field's marked text, and a chosen candidate replaces it.
///
/// As on iOS's pinyin keyboard: space chooses the first candidate; Return types the letters as
/// they were typed; backspace edits the composition; a key that is not a letter (punctuation, a
/// digit) chooses the first candidate and then types itself. A capital typed with nothing
/// composed types itself (a Latin capital); while composing, capitals compose as letters.
///
/// Committing goes through the field's `insertText(_:)`, so its delegate is asked and the
/// composition becomes one undo step (from before composing to the chosen text); the marked text
/// on the way is not recorded, as in UIKit. A delegate that refuses the chosen text drops the
/// composition: the field keeps what it had before composing.
///
/// The field can end a composition on its own (a tap in it, a hardware key, resigning: it keeps
/// the marked text as typed, as UIKit's `unmarkText()` does); the next key finds no marked text
/// and starts a fresh composition. Main actor; owned by the keyboard.
@preconcurrency @MainActor
final class KeyboardComposition {
    /// The engine's last answer: composition, raw letters and candidates.
    private(set) var state = InputMethodState()

    var isComposing: Bool { state.isComposing }

    /// Handles typing `text` on `input` with `engine`; returns whether it was consumed (else the
    /// keyboard types it as usual, after any composition was committed).
    func type(_ text: String, engine: any InputMethodEngine, into input: any UITextInput) -> Bool {
        synchronize(engine: engine, with: input)
        if text.count == 1, let character = text.first, character.isASCII, character.isLetter {
            if !state.isComposing, character.isUppercase { return false }
            apply(engine.process(.character(character)), to: input)
            return true
        }
        guard state.isComposing else { return false }
        if text == "'" {
            apply(engine.process(.character("'")), to: input)
            return true
        }
        chooseFirst(engine: engine, input: input)
        // A space only commits; anything else types itself after the chosen text.
        return text == " "
    }

    /// Backspace: edits the composition; returns false when there is none (the field deletes).
    func deleteBackward(engine: any InputMethodEngine, in input: any UITextInput) -> Bool {
        synchronize(engine: engine, with: input)
        guard state.isComposing else { return false }
        apply(engine.process(.backspace), to: input)
        return true
    }

    /// Return: types the letters as typed; returns false when nothing is composed.
    func returnKey(engine: any InputMethodEngine, in input: any UITextInput) -> Bool {
        synchronize(engine: engine, with: input)
        guard state.isComposing else { return false }
        let letters = state.rawInput
        engine.clearComposition()
        state = InputMethodState()
        commit(letters, to: input)
        return true
    }

    /// A candidate was tapped.
    func choose(_ index: Int, engine: any InputMethodEngine, in input: any UITextInput) {
        synchronize(engine: engine, with: input)
        guard state.isComposing, state.candidates.indices.contains(index) else { return }
        apply(engine.selectCandidate(at: index), to: input)
    }

    /// The keyboard changed language or the field went away: the engine forgets the composition;
    /// a field still showing it keeps it as typed (`unmarkText()`), as UIKit does.
    func end(engine: (any InputMethodEngine)?, in input: (any UITextInput)?) {
        guard state.isComposing else { return }
        engine?.clearComposition()
        state = InputMethodState()
        if let input, input.markedTextRange != nil { input.unmarkText() }
    }

    // MARK: - Private

    private func chooseFirst(engine: any InputMethodEngine, input: any UITextInput) {
        if state.candidates.isEmpty {
            _ = returnKey(engine: engine, in: input)
        } else {
            apply(engine.selectCandidate(at: 0), to: input)
        }
    }

    /// The field ended the composition itself (no marked text any more): the engine's goes too.
    private func synchronize(engine: any InputMethodEngine, with input: any UITextInput) {
        guard state.isComposing, input.markedTextRange == nil else { return }
        engine.clearComposition()
        state = InputMethodState()
    }

    /// Shows the engine's answer in the field: committed text replaces the marked text, the
    /// composition becomes (or stays) marked, and marked text with no composition left goes.
    private func apply(_ new: InputMethodState, to input: any UITextInput) {
        state = new
        if !new.committed.isEmpty { commit(new.committed, to: input) }
        if new.isComposing {
            let marked = new.composition.isEmpty ? new.rawInput : new.composition
            input.setMarkedText(marked, selectedRange: NSRange(location: marked.utf16.count, length: 0))
        } else if input.markedTextRange != nil {
            input.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
        }
    }

    /// Types `text` over the marked text; when the field's delegate refuses it, the marked text
    /// goes and the field keeps what it had before composing.
    private func commit(_ text: String, to input: any UITextInput) {
        input.insertText(text)
        if input.markedTextRange != nil {
            input.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
        }
    }
}
