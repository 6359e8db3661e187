/// The model of an editable text: its string, the selection (or caret) and the marked text of an
/// input method, with the edits and caret moves an editor makes — independent of any view, so a
/// single-line field and a multi-line view share it.
///
/// Positions are UTF-16 offsets (as `NSRange` counts). Every caret position and every edit
/// boundary falls between grapheme clusters: a caret never splits an emoji, a letter and its
/// combining marks, or a CJK character, and deleting removes whole clusters. A range asked for is
/// snapped to boundaries before it is replaced (`snapped(_:)`): an empty range is an insertion
/// point and snaps to the boundary before it, a non-empty range widens to the clusters it touches.
/// Two exceptions replace exactly: the marked text, which an input method placed and replaces as
/// it placed it, and `replace(exactly:with:)`, with which undo puts back the text a `TextChange`
/// took away. The selection has an anchor (where it started) and a head (where the caret is), so
/// extending it with Shift works in both directions. Pure value.
struct TextEditingState: Equatable {
    /// How far a caret move goes.
    enum Granularity {
        case character, word, document
    }

    enum Direction {
        case backward, forward
    }

    private(set) var text: String
    /// Where the selection started; equal to `head` for a caret.
    private(set) var anchor: Int
    /// Where the caret is.
    private(set) var head: Int
    /// The text an input method is composing, if any.
    private(set) var markedRange: Range<Int>?
    /// UTF-16 offsets of every grapheme-cluster boundary, 0 and the end included.
    private var boundaries: ClusterBoundaries

    init(text: String = "") {
        self.text = text
        self.boundaries = ClusterBoundaries(TextEditingState.clusterBoundaries(of: text))
        self.anchor = boundaries.last ?? 0
        self.head = anchor
    }

    /// The selection as offsets; empty for a caret.
    var selectedRange: Range<Int> { min(anchor, head)..<max(anchor, head) }
    var length: Int { boundaries.last ?? 0 }
    var hasSelection: Bool { anchor != head }
    /// Every grapheme-cluster boundary, 0 and the end included: the caret stops.
    var caretStops: [Int] { (0..<boundaries.count).map { boundaries[$0] } }

    /// The text in `range`, clamped to the text and widened to cluster boundaries.
    func substring(_ range: Range<Int>) -> String {
        substring(exactly: snapped(range))
    }

    /// The range `replace(_:with:)` replaces when asked for `range`: the marked text as it is; else
    /// an empty range (an insertion point) at the boundary at or before it, and a non-empty one
    /// widened outwards to boundaries.
    func snapped(_ range: Range<Int>) -> Range<Int> {
        if let markedRange, range == markedRange { return range }
        let lower = snap(range.lowerBound)
        guard !range.isEmpty else { return lower..<lower }
        return lower..<max(lower, snapUp(range.upperBound))
    }

    /// The number of grapheme clusters before `offset` (snapped to a boundary).
    func clusterCount(before offset: Int) -> Int {
        clusterIndex(at: clamp(offset))
    }

    /// The offset after the first `count` clusters (clamped).
    func offset(afterClusters count: Int) -> Int {
        boundaries[min(max(count, 0), boundaries.count - 1)]
    }

    // MARK: Selecting

    /// Puts the caret at `offset` (snapped to a cluster boundary), or extends the selection to it.
    mutating func moveCaret(to offset: Int, extending: Bool = false) {
        head = snap(offset)
        if !extending { anchor = head }
    }

    /// Selects `range` (snapped outwards to cluster boundaries), with the caret at its end. An
    /// empty range is a caret, snapped as `moveCaret(to:)` snaps.
    mutating func select(_ range: Range<Int>) {
        anchor = snap(range.lowerBound)
        head = range.isEmpty ? anchor : max(anchor, snapUp(range.upperBound))
    }

    mutating func selectAll() {
        anchor = 0
        head = length
    }

    /// Moves the caret one step in `direction`; with `extending`, moves the head only. A move
    /// without extending collapses a selection to its edge in that direction first.
    mutating func move(_ direction: Direction, by granularity: Granularity, extending: Bool = false) {
        if hasSelection, !extending, granularity == .character {
            head = direction == .backward ? selectedRange.lowerBound : selectedRange.upperBound
            anchor = head
            return
        }
        let target: Int
        switch (granularity, direction) {
        case (.character, .backward): target = boundary(before: head)
        case (.character, .forward): target = boundary(after: head)
        case (.word, .backward): target = wordStart(before: head)
        case (.word, .forward): target = wordEnd(after: head)
        case (.document, .backward): target = 0
        case (.document, .forward): target = length
        }
        moveCaret(to: target, extending: extending)
    }

    /// The word around `offset`: the run of letters and digits it touches, else the cluster there.
    func wordRange(at offset: Int) -> Range<Int> {
        let offset = snap(offset)
        let characters = Array(text)
        let index = clusterIndex(at: offset)
        func isWord(_ position: Int) -> Bool {
            position >= 0 && position < characters.count && characters[position].isWordCharacter
        }
        var start = index
        var end = index
        if isWord(index) || isWord(index - 1) {
            if !isWord(index) { start -= 1; end -= 1 }
            while isWord(start - 1) { start -= 1 }
            while isWord(end) { end += 1 }
        } else if index < characters.count {
            end = index + 1
        }
        return boundaries[max(start, 0)]..<boundaries[min(end, characters.count)]
    }

    // MARK: Editing

    /// Replaces `range`, snapped (`snapped(_:)`), with `replacement`; the caret goes after it.
    /// Clears marked text. Returns the change made: the snapped range and the text it held.
    @discardableResult
    mutating func replace(_ range: Range<Int>, with replacement: String) -> TextChange {
        replace(exactly: snapped(range), with: replacement)
    }

    /// Replaces `range` as it is, not snapped, with `replacement`: for putting back what a
    /// `TextChange` replaced, whose new text may end inside a cluster it merged with. Offsets are
    /// clamped to the text and moved off the middle of a surrogate pair, so a stale range cannot
    /// split a character. The caret goes after the new text; marked text is cleared.
    @discardableResult
    mutating func replace(exactly range: Range<Int>, with replacement: String) -> TextChange {
        let lower = scalarBoundary(atOrBefore: range.lowerBound)
        let upper = max(lower, scalarBoundary(atOrBefore: range.upperBound))
        let change = TextChange(
            location: lower, oldText: substring(exactly: lower..<upper),
            newLength: replacement.utf16.count)
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: lower)
        let end = utf16.index(utf16.startIndex, offsetBy: upper)
        text.replaceSubrange(start..<end, with: replacement)
        updateBoundaries(replacing: lower..<upper, newLength: change.newLength)
        // New text that merged into the cluster after it (a letter typed before a lone accent)
        // puts the caret after that cluster, so typing goes on after what was typed.
        head = change.newLength > 0 ? snapUp(change.newRange.upperBound) : snap(lower)
        anchor = head
        markedRange = nil
        return change
    }

    /// Types `string` over the marked text, else over the selection.
    mutating func insert(_ string: String) {
        replace(markedRange ?? selectedRange, with: string)
    }

    /// What Backspace removes: the selection, else the cluster before the caret. Nil at the start.
    var rangeForDeleteBackward: Range<Int>? {
        if hasSelection { return selectedRange }
        guard head > 0 else { return nil }
        return boundary(before: head)..<head
    }

    /// What forward Delete removes: the selection, else the cluster after the caret.
    var rangeForDeleteForward: Range<Int>? {
        if hasSelection { return selectedRange }
        guard head < length else { return nil }
        return head..<boundary(after: head)
    }

    mutating func deleteBackward() {
        if let range = rangeForDeleteBackward { replace(range, with: "") }
    }

    mutating func deleteForward() {
        if let range = rangeForDeleteForward { replace(range, with: "") }
    }

    /// Replaces the marked text (or the selection) with `marked`, keeps it marked, and selects
    /// `selection` within it. Nil or empty text ends the composition.
    mutating func setMarkedText(_ marked: String?, selectedRange selection: Range<Int>) {
        let marked = marked ?? ""
        let change = replace(markedRange ?? selectedRange, with: marked)
        guard !marked.isEmpty else { return }
        let start = change.location
        markedRange = change.newRange
        let lower = start + min(max(selection.lowerBound, 0), marked.utf16.count)
        let upper = start + min(max(selection.upperBound, 0), marked.utf16.count)
        anchor = snap(lower)
        head = snap(upper)
    }

    /// Keeps the composed text as ordinary text.
    mutating func unmarkText() {
        markedRange = nil
    }

    // MARK: - Private

    private func clamp(_ offset: Int) -> Int {
        min(max(offset, 0), length)
    }

    /// `offset`, clamped, or the start of the surrogate pair it falls inside.
    private func scalarBoundary(atOrBefore offset: Int) -> Int {
        let offset = clamp(offset)
        let utf16 = text.utf16
        let index = utf16.index(utf16.startIndex, offsetBy: offset)
        guard index < utf16.endIndex, UTF16.isTrailSurrogate(utf16[index]), offset > 0 else { return offset }
        return UTF16.isLeadSurrogate(utf16[utf16.index(before: index)]) ? offset - 1 : offset
    }

    /// The text between two offsets that are boundaries of Unicode scalars (a change's new range).
    func substring(exactly range: Range<Int>) -> String {
        let scalars = text.unicodeScalars
        let utf16 = text.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let upper = utf16.index(utf16.startIndex, offsetBy: range.upperBound)
        return String(Substring(scalars[lower..<upper]))
    }

    /// The nearest boundary at or before `offset`.
    private func snap(_ offset: Int) -> Int {
        let offset = clamp(offset)
        return boundaries[clusterIndex(at: offset)]
    }

    /// The nearest boundary at or after `offset`.
    private func snapUp(_ offset: Int) -> Int {
        let snapped = snap(offset)
        return snapped < clamp(offset) ? boundary(after: snapped) : snapped
    }

    /// The index of the last boundary at or before `offset`, which is also the number of clusters
    /// before it.
    private func clusterIndex(at offset: Int) -> Int {
        var low = 0
        var high = boundaries.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if boundaries[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func boundary(before offset: Int) -> Int {
        let index = clusterIndex(at: offset)
        if boundaries[index] < offset { return boundaries[index] }
        return boundaries[max(index - 1, 0)]
    }

    private func boundary(after offset: Int) -> Int {
        let index = clusterIndex(at: offset)
        return boundaries[min(index + 1, boundaries.count - 1)]
    }

    /// The start of the word before `offset`: back over spaces and punctuation, then over the word.
    private func wordStart(before offset: Int) -> Int {
        let characters = Array(text)
        var index = clusterIndex(at: snap(offset))
        while index > 0, !characters[index - 1].isWordCharacter { index -= 1 }
        while index > 0, characters[index - 1].isWordCharacter { index -= 1 }
        return boundaries[index]
    }

    /// The end of the word after `offset`: on over spaces and punctuation, then over the word.
    private func wordEnd(after offset: Int) -> Int {
        let characters = Array(text)
        var index = clusterIndex(at: snap(offset))
        while index < characters.count, !characters[index].isWordCharacter { index += 1 }
        while index < characters.count, characters[index].isWordCharacter { index += 1 }
        return boundaries[index]
    }

    /// Brings `boundaries` up to date after `old` (offsets in the text before) was replaced by
    /// `newLength` units, segmenting afresh only from the last boundary before the change to the
    /// end of the line the change ends in.
    ///
    /// Before the change nothing moves: Unicode's rules decide a boundary from the text before it
    /// and the one character after it, and for a boundary before the change neither changed. So
    /// segmentation restarts at the last of them (the start of the cluster the new text may join,
    /// as an accent joins the letter before it); restarting there reads the same clusters, since
    /// no cluster spans a boundary (regional-indicator pairs count from the start of their run,
    /// and a boundary falls only after a whole pair). After the change, clusters can join across
    /// any distance (an emoji sequence, a run of flags), but never across a line feed: from the
    /// end of that line on, the old boundaries stand, shifted by the change in length. Typing at
    /// the end of a line segments the last cluster and what was typed; a text view's 10,000
    /// lines cost at most one line's segmentation per keystroke.
    private mutating func updateBoundaries(replacing old: Range<Int>, newLength: Int) {
        let delta = newLength - old.count
        let utf16 = text.utf16
        let lineFeed: UInt16 = 0x0A
        let regionStart = old.lowerBound > 0 ? boundaries[clusterIndex(at: old.lowerBound - 1)] : 0
        let startIndex = utf16.index(utf16.startIndex, offsetBy: regionStart)
        // The end of the line the change ends in (in the new text): after the first LF at or
        // after the new text's end, or the text's end.
        var regionEnd = old.lowerBound + newLength
        var endIndex = utf16.index(utf16.startIndex, offsetBy: regionEnd)
        while endIndex < utf16.endIndex {
            let unit = utf16[endIndex]
            endIndex = utf16.index(after: endIndex)
            regionEnd += 1
            if unit == lineFeed { break }
        }
        var region: [Int] = []
        var offset = regionStart
        for character in text[startIndex..<endIndex] {
            offset += character.utf16.count
            region.append(offset)
        }
        // Old boundaries up to and including the region's start, and those after its old end.
        let firstReplaced = clusterIndex(at: regionStart) + 1
        let oldRegionEnd = regionEnd - delta
        var firstKept = firstReplaced
        while firstKept < boundaries.count, boundaries[firstKept] <= oldRegionEnd { firstKept += 1 }
        boundaries.replaceSubrange(firstReplaced..<firstKept, with: region, shiftingFollowingBy: delta)
    }

    private static func clusterBoundaries(of text: String) -> [Int] {
        var boundaries = [0]
        var offset = 0
        for character in text {
            offset += character.utf16.count
            boundaries.append(offset)
        }
        return boundaries
    }
}

extension Character {
    /// Letters and digits make words; spaces, punctuation and symbols separate them.
    var isWordCharacter: Bool {
        isLetter || isNumber || self == "_"
    }
}
