/// The grapheme-cluster boundaries of a text (UTF-16 offsets, ascending, 0 and the end included),
/// kept in a gap buffer so that an edit costs what it changes, not the length of the text.
///
/// An edit replaces the boundaries of the lines it touched and moves every later boundary by the
/// change in length. In one array that is a shift of the whole tail on every key — for a text
/// view's 10,000 lines, megabytes moved per keystroke. Here the storage keeps a gap at the last
/// edit: moving the gap to the next edit moves only the elements between the two edits (usually
/// a few), and the boundaries after the gap are stored without the length changes made since
/// they were placed there: `tailShift` adds them when read, so moving the whole tail is one
/// addition. Pure value; equality compares the boundaries, not the storage.
struct ClusterBoundaries: Equatable {
    /// The boundaries before the gap as they are; after it, less `tailShift`.
    private var storage: [Int]
    private var gapStart: Int
    private var gapEnd: Int
    private var tailShift = 0

    init(_ boundaries: [Int]) {
        storage = boundaries
        gapStart = boundaries.count
        gapEnd = boundaries.count
    }

    var count: Int { storage.count - (gapEnd - gapStart) }

    var last: Int? { count == 0 ? nil : self[count - 1] }

    subscript(index: Int) -> Int {
        index < gapStart ? storage[index] : storage[index + gapEnd - gapStart] + tailShift
    }

    /// Replaces the boundaries at `range` (indices) by `replacement`, and moves every boundary after
    /// them by `delta`.
    mutating func replaceSubrange(_ range: Range<Int>, with replacement: [Int], shiftingFollowingBy delta: Int) {
        moveGap(to: range.lowerBound)
        // Drop the replaced elements: they are the first ones after the gap.
        gapEnd += range.count
        // Every element after the gap moves by delta.
        tailShift += delta
        // Make room and put the replacement before the gap.
        reserveGap(replacement.count)
        for value in replacement {
            storage[gapStart] = value
            gapStart += 1
        }
    }

    static func == (lhs: ClusterBoundaries, rhs: ClusterBoundaries) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
    }

    // MARK: - Private

    /// Moves the gap so that it starts at `index`, carrying the elements it passes across it.
    private mutating func moveGap(to index: Int) {
        while gapStart > index {
            // An element from before the gap goes after it: stored without the tail's shift.
            gapStart -= 1
            gapEnd -= 1
            storage[gapEnd] = storage[gapStart] - tailShift
        }
        while gapStart < index {
            // An element from after the gap comes before it: its real value.
            storage[gapStart] = storage[gapEnd] + tailShift
            gapStart += 1
            gapEnd += 1
        }
    }

    /// Makes the gap at least `size` long, growing the storage (and the gap with it, so a run of
    /// insertions grows it rarely).
    private mutating func reserveGap(_ size: Int) {
        let gap = gapEnd - gapStart
        guard gap < size else { return }
        let grow = max(size - gap, 64, storage.count / 8)
        storage.insert(contentsOf: repeatElement(0, count: grow), at: gapEnd)
        gapEnd += grow
    }
}
