import CCairo
import FoundationEssentials
import Glibc
import ScanoutCore

/// The frame the compositor renders into: premultiplied ARGB32 pixels in ordinary memory, the size
/// of the screen in pixels.
///
/// Rendering happens here, never in scanout memory: a display copies only the damaged rectangles
/// out (DRM dumb buffers are often write-combined — fast to write, slow to read, and blending
/// reads). The memory layout is cairo's `CAIRO_FORMAT_ARGB32`, which on little-endian machines is
/// DRM's `XRGB8888`/`ARGB8888`: bytes B, G, R, A. Used from one thread at a time (the main actor,
/// where the compositor and displays run).
public final class FrameBuffer {
    /// The pixels.
    package let bitmap: BitmapSurface
    /// The cairo image surface holding the pixels (the bitmap's).
    package var surface: OpaquePointer { bitmap.surface }

    public let width: Int
    public let height: Int
    /// Bytes from one row to the next.
    public let bytesPerRow: Int
    /// Where a banded move keeps the rows one band reads and the next overwrites; kept between
    /// moves (a scroll moves every frame).
    private var moveScratch: [UInt8] = []
    /// How many moves ran in more than one band (tests check a large scroll's did).
    package private(set) var bandedMoveCount = 0

    /// A cleared frame of `width` × `height` pixels.
    package init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "A frame must have pixels; asked for \(width)×\(height).")
        guard let bitmap = BitmapSurface(width: width, height: height, format: .premultipliedARGB) else {
            preconditionFailure("cairo could not allocate a \(width)×\(height) frame (out of memory).")
        }
        self.bitmap = bitmap
        self.width = width
        self.height = height
        self.bytesPerRow = bitmap.bytesPerRow
    }

    /// Reads the pixels: `bytesPerRow * height` bytes, rows top to bottom.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        // Safety: the pixels live as long as the bitmap, which `self` owns for this call.
        try bitmap.withPixels { pixels, bytesPerRow in
            try body(UnsafeRawBufferPointer(start: pixels, count: bytesPerRow * height))
        } ?? body(UnsafeRawBufferPointer(start: nil, count: 0))
    }

    /// Moves the pixels of `rect` by `dx`, `dy` within it: what would leave `rect` is dropped, and
    /// the strip the move uncovers keeps its old pixels (the caller repaints it). Source and
    /// destination may overlap, as they do when a list scrolls a few pixels. A large move runs in
    /// bands of rows on every core when `onAllCores` (see `PixelMove`, `PixelPaths`).
    package func movePixels(in rect: PixelRect, dx: Int, dy: Int, onAllCores: Bool) {
        let bands = rect.area >= PixelMove.parallelArea ? RowBands.countForLargeWork(onAllCores: onAllCores) : 1
        movePixels(in: rect, dx: dx, dy: dy, bands: bands)
    }

    /// `movePixels(in:dx:dy:)` cut into at most `bands` bands (tests compare band counts).
    package func movePixels(in rect: PixelRect, dx: Int, dy: Int, bands: Int) {
        let clipped = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard let clipped, abs(dx) < clipped.width, abs(dy) < clipped.height, dx != 0 || dy != 0 else { return }
        let width = clipped.width - abs(dx)
        let height = clipped.height - abs(dy)
        let sourceX = clipped.x + max(0, -dx)
        let sourceY = clipped.y + max(0, -dy)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let move = PixelMove(
            pixels: data, bytesPerRow: bytesPerRow, source: (sourceX, sourceY), width: width, height: height,
            dx: dx, dy: dy, movesWholeRows: dx == 0 && clipped.x == 0 && clipped.width == self.width)
        if move.run(bands: bands, scratch: &moveScratch) > 1 { bandedMoveCount += 1 }
        cairo_surface_mark_dirty_rectangle(
            surface, Int32(sourceX + dx), Int32(sourceY + dy), Int32(width), Int32(height))
    }

    /// A copy of the current pixels as an immutable image.
    public func snapshot() -> CGImage {
        bitmap.makeImage()
    }

    /// The current pixels as PNG, encoded from the frame itself: a screenshot needs no
    /// frame-sized copy (`snapshot()`), which was the largest buffer a screenshot added to the
    /// process's peak memory.
    package func pngData() -> Data {
        bitmap.flush()
        return PNGCodec.encode(surface)
    }
}
