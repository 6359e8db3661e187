import Testing

@testable import Scanout

/// The event path's `selecting` and `removeEvery` give what `filter` gives, for every pattern of
/// picked and dropped elements (all, none, a prefix, a suffix, alternating), and share the
/// array's storage when nothing changes.
@MainActor
struct MainActorSelectionTests {
    /// Every subset of six elements, as a bit mask over their indices.
    @Test(arguments: 0..<64)
    func selectingAndRemovingMatchFilter(mask: Int) {
        let elements = Array(10..<16)
        let expected = elements.filter { mask & (1 << ($0 - 10)) != 0 }
        #expect(elements.selecting { mask & (1 << ($0 - 10)) != 0 } == expected)
        var remaining = elements
        remaining.removeEvery { mask & (1 << ($0 - 10)) != 0 }
        #expect(remaining == elements.filter { !expected.contains($0) })
        #expect(elements.containsAny { mask & (1 << ($0 - 10)) != 0 } == !expected.isEmpty)
        #expect(elements.lastOne { mask & (1 << ($0 - 10)) != 0 } == expected.last)
    }

    @Test func keepingEverythingSharesTheStorage() {
        let elements = [UIView(), UIView(), UIView()]
        let selected = elements.selecting { _ in true }
        var remaining = elements
        remaining.removeEvery { _ in false }
        elements.withUnsafeBufferPointer { original in
            selected.withUnsafeBufferPointer { #expect($0.baseAddress == original.baseAddress) }
            remaining.withUnsafeBufferPointer { #expect($0.baseAddress == original.baseAddress) }
        }
    }
}
