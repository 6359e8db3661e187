/// `filter`, `contains(where:)` and `last(where:)` for main-actor code on hot paths (delivering
/// touches): the same results, with a predicate isolated to the main actor.
///
/// The standard library takes plain (nonisolated) closures. A closure written in main-actor code
/// and handed to one is converted with a check, at every call, that it runs on the main actor
/// (Swift 6's dynamic actor isolation): a few hundred instructions per element, which was a tenth
/// of delivering a touch through a 20-deep chain. A parameter isolated to the main actor needs no
/// such check.
extension Array {
    /// The array itself when every element is picked (the common case on the event path, a
    /// single touch), so nothing is allocated.
    @MainActor
    func selecting(_ isIncluded: @MainActor (Element) -> Bool) -> [Element] {
        var result: [Element]?
        for index in indices {
            if isIncluded(self[index]) {
                result?.append(self[index])
            } else if result == nil {
                result = Array(self[..<index])
            }
        }
        return result ?? self
    }

    @MainActor
    func containsAny(_ predicate: @MainActor (Element) -> Bool) -> Bool {
        for element in self where predicate(element) { return true }
        return false
    }

    @MainActor
    func lastOne(_ predicate: @MainActor (Element) -> Bool) -> Element? {
        for element in reversed() where predicate(element) { return element }
        return nil
    }

    /// Allocates nothing when nothing goes (a settle with every touch still down) or everything
    /// does (the last finger lifted).
    @MainActor
    mutating func removeEvery(_ shouldBeRemoved: @MainActor (Element) -> Bool) {
        var firstRemoved = 0
        while firstRemoved < count, !shouldBeRemoved(self[firstRemoved]) { firstRemoved += 1 }
        guard firstRemoved < count else { return }
        var kept = Array(self[..<firstRemoved])
        for index in (firstRemoved + 1)..<count where !shouldBeRemoved(self[index]) { kept.append(self[index]) }
        self = kept
    }
}
