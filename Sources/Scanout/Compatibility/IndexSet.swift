/// A set of integers in order, as Foundation's `IndexSet` (which FoundationEssentials lacks):
/// what the table view's section updates take (`IndexSet(integer: 2)`, `[0, 1]`). A sorted
/// array; section sets are small. `import UIKit` re-exports this one by name, so a file that also
/// imports Foundation still means it.
public struct IndexSet: Equatable, Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    private var sorted: [Int] = []

    public init() {}

    public init(integer: Int) {
        sorted = [integer]
    }

    public init(integersIn range: Range<Int>) {
        sorted = Array(range)
    }

    public init(integersIn range: ClosedRange<Int>) {
        sorted = Array(range)
    }

    /// The integers of `sequence`, as Foundation's `SetAlgebra` initializer.
    public init<S: Sequence>(_ sequence: S) where S.Element == Int {
        sorted = Set(sequence).sorted()
    }

    public init(arrayLiteral elements: Int...) {
        for element in elements { insert(element) }
    }

    public var count: Int { sorted.count }
    public var isEmpty: Bool { sorted.isEmpty }
    public var first: Int? { sorted.first }
    public var last: Int? { sorted.last }

    public func contains(_ integer: Int) -> Bool {
        insertionPoint(of: integer).found
    }

    @discardableResult
    public mutating func insert(_ integer: Int) -> (inserted: Bool, memberAfterInsert: Int) {
        let (index, found) = insertionPoint(of: integer)
        if !found { sorted.insert(integer, at: index) }
        return (!found, integer)
    }

    @discardableResult
    public mutating func remove(_ integer: Int) -> Int? {
        let (index, found) = insertionPoint(of: integer)
        return found ? sorted.remove(at: index) : nil
    }

    public func makeIterator() -> IndexingIterator<[Int]> {
        sorted.makeIterator()
    }

    private func insertionPoint(of integer: Int) -> (index: Int, found: Bool) {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < integer { low = middle + 1 } else { high = middle }
        }
        return (low, low < sorted.count && sorted[low] == integer)
    }
}
