/// One change to a text, exactly as it was made: at UTF-16 offset `location`, `oldText` was
/// replaced by `newLength` UTF-16 units of new text. What an undo record needs: putting `oldText`
/// back over `newRange` gives the text before, character for character.
///
/// A change is not snapped to grapheme clusters after the fact. An edit that lands on cluster
/// boundaries can still merge with its neighbours (a combining accent typed after "e" makes one
/// cluster "é" of both), so the new text's ends may fall inside a cluster; undoing such a change
/// must take away exactly what was added, not the cluster around it. Pure value.
struct TextChange: Equatable {
    /// Where the change starts, in UTF-16 offsets; the same in the text before and after.
    var location: Int
    /// The text that was replaced.
    var oldText: String
    /// The length of the text that replaced it, in UTF-16 units.
    var newLength: Int

    /// Where the replaced text was, in the text before the change.
    var oldRange: Range<Int> { location..<location + oldText.utf16.count }
    /// Where the new text is, in the text after the change.
    var newRange: Range<Int> { location..<location + newLength }
    /// Whether the change changed nothing: no text replaced, none inserted.
    var isEmpty: Bool { oldText.isEmpty && newLength == 0 }
}
