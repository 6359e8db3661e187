import Synchronization

// What a diffable snapshot keeps beside its sections and items so lookups stay O(1): the
// positions of its items (built on the first lookup after a change) and the causes it has warned
// about. Both are classes shared by the snapshot's copies: a snapshot is a value passed between
// threads (it is Sendable), so the lazily built table sits behind a lock; a change makes the
// changed copy a new, empty table, so the other copies keep theirs.

/// Where an item is in a snapshot: its section's index, its row there, and its index among all the
/// snapshot's items (`indexOfItem(_:)`).
struct SnapshotItemPosition: Sendable, Equatable {
    var section: Int
    var row: Int
    var index: Int
}

/// The positions of a snapshot's items, built once on first use.
final class SnapshotPositions<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private let table = Mutex<[ItemIdentifierType: SnapshotItemPosition]?>(nil)

    /// Every item's position, built from `sections` on the first call.
    func table(for sections: [[ItemIdentifierType]]) -> [ItemIdentifierType: SnapshotItemPosition] {
        table.withLock { table in
            if let table { return table }
            var built: [ItemIdentifierType: SnapshotItemPosition] = [:]
            built.reserveCapacity(sections.reduce(0) { $0 + $1.count })
            var index = 0
            // Index loops, not `enumerated()`: in this generic code each step of an enumerated
            // sequence looks up its element's type at run time (a third of a 10,000-item diff).
            for section in sections.indices {
                let items = sections[section]
                for row in items.indices {
                    built[items[row]] = SnapshotItemPosition(section: section, row: row, index: index)
                    index += 1
                }
            }
            table = built
            return built
        }
    }
}

/// The causes a snapshot value (and its copies) has warned about: a loop that appends the same
/// duplicate a thousand times warns once.
final class SnapshotWarnings: Sendable {
    private let warned = Mutex(WarnedCauses())

    /// Reports `message` the first time this snapshot meets `cause`.
    func warnOnce(cause: String, _ message: @autoclosure () -> String) {
        guard warned.withLock({ $0.isFirst(cause) }) else { return }
        UIApplication.warnFromAnyThread(message())
    }
}
