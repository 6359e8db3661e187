import CCairo
import ScanoutCore

/// A frame's pixman work — opaque fills, translucent colours blended over square areas, kept
/// stores and groups composited at their opacity — collected while the painter goes through the
/// views, and run together in bands of rows on every core.
///
/// A frame of translucent cards, a fading panel over a list, a dimmed screen behind an alert is
/// mostly composites of kept pixels: work that computes each pixel from the pixels at the same
/// place, and so splits across cores by rows with the same result. Collected, a frame's 200 card
/// composites are one hand-over to the other cores instead of 200. Each band makes its own pixman
/// images over the shared pixels (pixman validates an image's flags when it first uses it, so two
/// threads must not share an image); within a band the operations run in the order they were
/// added, and bands do not share rows, so the pixels are exactly those of running them one by one
/// (`RowBands`).
///
/// Cairo must not draw on the surface while work is waiting: whoever is about to draw with cairo
/// calls `flush(beforeCairoDrawsOn:)` first, which runs the work when cairo's target is this
/// surface (the painter, before each drawing of its own and before a view's `draw(_:)`; a store's
/// composite through cairo), and the compositor calls `flush()` at the end of the frame. Work on
/// any other surface (a group's, a store's) runs at once. Used by one thread (the main one, which paints); the bands run on
/// Dispatch's threads and that one, and `flush()` returns when all are done.
package final class PixmanBatch {
    /// The surface whose work waits: the frame's.
    let surface: OpaquePointer
    private let pixels: PixmanPixels
    private var operations: [PixmanOperation] = []
    /// The operations' work, weighed (`PixmanOperation.parallelWeight`), to decide whether other
    /// cores are worth waking.
    private var pendingWeight = 0
    /// The rows they cover.
    private var top = Int.max
    private var bottom = Int.min
    /// Surfaces whose pixels waiting composites read, referenced until they have run (a store
    /// replaced later in the frame frees its surface only then).
    private var sources: [OpaquePointer] = []

    /// Below this much weighed work, a batch runs on the main thread: waking another core costs
    /// more than it saves (a caret, a typed letter, a highlighted button; the demo's full frame of
    /// opaque views, mostly fills and opaque stores: at 800×480 148 µs on one core and 158–165 µs
    /// on two with a threshold of 256×256 pixels of any kind, at 1920×1080 330 µs and 351 µs with
    /// 512×512 weighed; the same on both with this one).
    static let parallelWeight = 1024 * 1024
    /// An operation this small, with nothing waiting before it, runs at once (it could not be
    /// worth the bookkeeping, and the frames of small changes are made of such).
    static let immediateArea = 64 * 64

    /// A batch for `surface`, an image surface in ARGB32 or RGB24; nil for any other.
    package init?(surface: OpaquePointer) {
        guard let pixels = PixmanPixels(surface: surface) else { return nil }
        self.surface = surface
        self.pixels = pixels
    }

    /// Whether large flushes run in bands on every core (see `PixelPaths.usesAllCores`).
    package var usesAllCores = true

    /// How many flushes ran in bands on more than one core (tests check the bands ran).
    package private(set) var bandedFlushCount = 0

    /// Adds `operation` on the surface, reading `source` (a surface to keep alive until it runs)
    /// when it composites.
    func add(_ operation: PixmanOperation, reading source: OpaquePointer? = nil) {
        if operations.isEmpty, operation.area <= Self.immediateArea {
            operation.run(into: pixels)
            markChanged(operation.rect.y, operation.rect.maxY)
            return
        }
        if let source { sources.append(cairo_surface_reference(source)) }
        operations.append(operation)
        pendingWeight += operation.parallelWeight
        top = min(top, operation.rect.y)
        bottom = max(bottom, operation.rect.maxY)
    }

    /// Runs what waits when `cairo` draws on this surface: what cairo draws next goes over it. Inside
    /// a group (a translucent view's, on its own surface) cairo does not touch these pixels, and the
    /// work keeps waiting; the group joins the surface later, through the batch or after it ran.
    @inline(__always)
    package func flush(beforeCairoDrawsOn cairo: OpaquePointer) {
        if !operations.isEmpty, cairo_get_group_target(cairo) == surface { flush() }
    }

    /// Runs what waits, on all cores when it is large enough, and tells cairo those pixels changed.
    package func flush() {
        guard !operations.isEmpty else { return }
        cairo_surface_flush(surface)
        let job = Job(pixels: pixels, operations: operations)
        let bandCount = RowBands.countForLargeWork(onAllCores: usesAllCores)
        if pendingWeight >= Self.parallelWeight, bandCount > 1 {
            let bands = RowBands(top..<bottom, count: bandCount)
            bands.run { band in job.run(rows: bands.rows(ofBand: band)) }
            bandedFlushCount += 1
        } else {
            job.run(rows: top..<bottom)
        }
        markChanged(top, bottom)
        for source in sources { cairo_surface_destroy(source) }
        sources.removeAll(keepingCapacity: true)
        operations.removeAll(keepingCapacity: true)
        pendingWeight = 0
        top = .max
        bottom = .min
    }

    private func markChanged(_ top: Int, _ bottom: Int) {
        cairo_surface_mark_dirty_rectangle(surface, 0, Int32(top), pixels.width, Int32(bottom - top))
    }

    /// The work handed to the threads: the operations in order and the pixels they draw on.
    private struct Job: Sendable {
        let pixels: PixmanPixels
        let operations: [PixmanOperation]

        /// Every operation's part in `rows`, in order.
        func run(rows: Range<Int>) {
            var destination: OpaquePointer?
            for operation in operations {
                operation.run(into: pixels, rows: rows, destination: &destination)
            }
            if let destination { pixman_image_unref(destination) }
        }
    }
}
