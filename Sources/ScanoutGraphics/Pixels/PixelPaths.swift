/// The fast paths pixel work may take, chosen by whoever owns the work — each compositor (one per
/// screen) for its frames and its views' drawing — rather than by switches the whole process
/// shares. Every choice makes the same pixels: tests compare a fast path's frame with the plain
/// path's, and `scanout-bench --one-core` times one core against all of them.
package struct PixelPaths: Sendable, Equatable {
    /// Whole-pixel rectangles are filled and kept bitmaps composited straight by pixman (see
    /// `PixmanTarget`) rather than through cairo's general path.
    package var fillsAndCompositesThroughPixman: Bool
    /// Large work — a frame's batched pixman work, a scroll's moved pixels — is cut into bands of
    /// rows that run on every core (see `RowBands`); otherwise it runs on the calling thread.
    package var usesAllCores: Bool

    package init(fillsAndCompositesThroughPixman: Bool = true, usesAllCores: Bool = true) {
        self.fillsAndCompositesThroughPixman = fillsAndCompositesThroughPixman
        self.usesAllCores = usesAllCores
    }
}
