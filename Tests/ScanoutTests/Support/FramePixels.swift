import ScanoutTesting

@testable import Scanout

/// The frame's bytes, and the same screen drawn from scratch, for tests that check a frame made
/// from kept pixels (backing stores, moved pixels, partial repaints) against drawing everything.
@MainActor
extension TestHost {
    /// The frame as it is now: `bytesPerRow × height` bytes, premultiplied BGRA.
    var framePixels: [UInt8] { application.frameBuffer.withUnsafeBytes { Array($0) } }

    /// The frame after repainting the whole screen with every view's drawing thrown away first.
    func framePixelsDrawnFromScratch() -> [UInt8] {
        application.compositor.repaintFromScratch(windows: application.windows)
        _ = render()
        return framePixels
    }

    /// The same, with every fill and composite going through cairo (the pixman fast paths off):
    /// what the pixman fast paths must match.
    func framePixelsDrawnFromScratchThroughCairo() -> [UInt8] {
        application.compositor.pixelPaths.fillsAndCompositesThroughPixman = false
        defer { application.compositor.pixelPaths.fillsAndCompositesThroughPixman = true }
        return framePixelsDrawnFromScratch()
    }
}
