/// One undoable change to an editor's text (a field's or a text view's) — or a run of typing (or
/// of deleting) coalesced into one, which grows as the visitor types. The undo action registered
/// for it reads the record when it runs, so the whole run undoes as one step.
final class TextUndoRecord {
    enum Kind: Equatable {
        /// Characters typed at the caret: a run extends while typing continues where it ended.
        case typing
        /// Backspace or forward delete: a run extends while deletion continues where it ended.
        case deleting
        /// A single step that never coalesces: cut, paste, delete, clear, replace.
        case single(String)
    }

    let kind: Kind
    /// Where the new text now is, in UTF-16 offsets: exactly, so its ends may fall inside a
    /// cluster the new text merged with, and undo replaces this range, not the clusters around it.
    var range: Range<Int>
    /// The text that was there before.
    var originalText: String
    /// When it last grew, on the application clock.
    var lastChange: TimeInterval
    /// The editor's `undoGeneration` when it was made: once the editor drops its steps (the text
    /// was assigned, editing ended), a record still held by an undo running now is for a text
    /// that is gone and is not put back.
    let generation: Int

    /// A record of `change`, as it was made (see `TextChange`).
    init(kind: Kind, change: TextChange, at time: TimeInterval, generation: Int) {
        self.kind = kind
        self.range = change.newRange
        self.originalText = change.oldText
        self.lastChange = time
        self.generation = generation
    }

    /// The name undo and redo menu titles show ("Undo Typing").
    var actionName: String {
        switch kind {
        case .typing: "Typing"
        case .deleting: "Delete"
        case .single(let name): name
        }
    }

    /// Takes in `change`, of `kind`, if it continues this run within `pause` of the last change.
    /// Returns whether it did.
    func absorb(_ change: TextChange, kind: Kind, at time: TimeInterval, pause: TimeInterval) -> Bool {
        guard kind == self.kind, time - lastChange <= pause else { return false }
        let replaced = change.oldRange
        switch kind {
        case .typing where replaced.isEmpty && replaced.lowerBound == range.upperBound:
            range = range.lowerBound..<range.upperBound + change.newLength
        case .deleting where change.newLength == 0 && range.isEmpty && replaced.upperBound == range.lowerBound:
            // Backspace, continuing towards the start.
            originalText = change.oldText + originalText
            range = replaced.lowerBound..<replaced.lowerBound
        case .deleting where change.newLength == 0 && range.isEmpty && replaced.lowerBound == range.lowerBound:
            // Forward delete, continuing towards the end.
            originalText += change.oldText
        default:
            return false
        }
        lastChange = time
        return true
    }
}
