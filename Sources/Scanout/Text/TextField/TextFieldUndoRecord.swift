/// One undoable change to a text field's text — or a run of typing (or of deleting) coalesced
/// into one, which grows as the visitor types. The undo action registered for it reads the
/// record when it runs, so the whole run undoes as one step.
final class TextFieldUndoRecord {
    enum Kind: Equatable {
        /// Characters typed at the caret: a run extends while typing continues where it ended.
        case typing
        /// Backspace or forward delete: a run extends while deletion continues where it ended.
        case deleting
        /// A single step that never coalesces: cut, paste, delete, clear, replace.
        case single(String)
    }

    let kind: Kind
    /// Where the new text now is, in UTF-16 offsets.
    var range: Range<Int>
    /// The text that was there before.
    var originalText: String
    /// When it last grew, on the application clock.
    var lastChange: TimeInterval

    init(kind: Kind, range: Range<Int>, originalText: String, at time: TimeInterval) {
        self.kind = kind
        self.range = range
        self.originalText = originalText
        self.lastChange = time
    }

    /// The name undo and redo menu titles show ("Undo Typing").
    var actionName: String {
        switch kind {
        case .typing: "Typing"
        case .deleting: "Delete"
        case .single(let name): name
        }
    }

    /// Takes in a change of `kind` that replaced `replaced` (UTF-16 range, before the change)
    /// whose old text was `oldText` with `newLength` units of new text, if it continues this run
    /// within `pause` of the last change. Returns whether it did.
    func absorb(
        kind: Kind, replaced: Range<Int>, oldText: String, newLength: Int, at time: TimeInterval, pause: TimeInterval
    ) -> Bool {
        guard kind == self.kind, time - lastChange <= pause else { return false }
        switch kind {
        case .typing where replaced.isEmpty && replaced.lowerBound == range.upperBound:
            range = range.lowerBound..<range.upperBound + newLength
        case .deleting where newLength == 0 && range.isEmpty && replaced.upperBound == range.lowerBound:
            // Backspace, continuing towards the start.
            originalText = oldText + originalText
            range = replaced.lowerBound..<replaced.lowerBound
        case .deleting where newLength == 0 && range.isEmpty && replaced.lowerBound == range.lowerBound:
            // Forward delete, continuing towards the end.
            originalText += oldText
        default:
            return false
        }
        lastChange = time
        return true
    }
}
