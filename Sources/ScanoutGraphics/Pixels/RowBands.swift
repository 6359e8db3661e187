import ScanoutCore
import Dispatch
import Glibc

/// Rows of pixels cut into bands that run on every core at once: how a frame's work that splits
/// by rows — pixman's fills and composites (`PixmanBatch`), a scroll's move of the pixels it keeps
/// (`PixelMove`) — shares the cores.
///
/// Bands are as near equal as whole rows allow. Dispatch hands them out as its threads come free,
/// and the calling thread takes bands too, so a core that wakes late costs only its share. Each
/// user decides when its work is large enough to repay waking another core.
package struct RowBands: Sendable {
    /// The cores that share the work: the ones online, at most eight.
    package static let coreCount = max(1, min(8, sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// How many bands large work is cut into: two per core (a core that finishes early takes
    /// another), or one when work stays on the calling thread (`onAllCores` false: see
    /// `PixelPaths.usesAllCores`).
    package static func countForLargeWork(onAllCores: Bool) -> Int {
        onAllCores && coreCount > 1 ? coreCount * 2 : 1
    }

    /// The rows cut, and into how many bands (at least one, at most a row each).
    package let rows: Range<Int>
    package let count: Int

    package init(_ rows: Range<Int>, count: Int) {
        self.rows = rows
        self.count = max(1, min(count, rows.count))
    }

    /// The first row of `band`; `start(ofBand: count)` is the end of the rows.
    package func start(ofBand band: Int) -> Int {
        rows.lowerBound + rows.count * band / count
    }

    package func rows(ofBand band: Int) -> Range<Int> {
        start(ofBand: band)..<start(ofBand: band + 1)
    }

    /// Calls `body` with every band's index, on Dispatch's threads and this one; returns when all
    /// have run. One band runs here, without waking anyone.
    package func run(_ body: @Sendable (Int) -> Void) {
        guard count > 1 else { return body(0) }
        DispatchQueue.concurrentPerform(iterations: count, execute: body)
    }
}
