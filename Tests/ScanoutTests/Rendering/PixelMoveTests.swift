import CCairo
import Testing

@testable import Scanout

/// A scroll frame moves the pixels it keeps, in bands of rows on every core when the area is
/// large. Each move here is checked pixel by pixel against where every pixel must land, moved
/// whole and in bands, in every direction, by more and fewer rows than a band holds.
@Suite struct PixelMoveTests {
    /// A frame whose every pixel says where it was: x in the low 16 bits, y in the high.
    func numberedFrame(width: Int, height: Int) -> FrameBuffer {
        let frame = FrameBuffer(width: width, height: height)
        frame.withUnsafeMutablePixels { pixels, rowPixels in
            for y in 0..<height {
                for x in 0..<width { pixels[y * rowPixels + x] = UInt32(y) << 16 | UInt32(x) }
            }
        }
        return frame
    }

    /// What `rect` moved by `dx`, `dy` leaves at (x, y): inside the rectangle, where the move puts
    /// a pixel of it, that pixel; everywhere else (outside, and the strip uncovered) the old one.
    func expected(x: Int, y: Int, rect: PixelRect, dx: Int, dy: Int) -> UInt32 {
        let fromX = x - dx
        let fromY = y - dy
        if rect.contains(x: x, y: y), rect.contains(x: fromX, y: fromY) {
            return UInt32(fromY) << 16 | UInt32(fromX)
        }
        return UInt32(y) << 16 | UInt32(x)
    }

    func check(
        width: Int = 96, height: Int = 240, rect: PixelRect, dx: Int, dy: Int, bands: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let frame = numberedFrame(width: width, height: height)
        frame.movePixels(in: rect, dx: dx, dy: dy, bands: bands)
        // Only pixels on the frame move: a rectangle reaching off it moves its part on it.
        let rect = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))!
        var wrong: [String] = []
        frame.withUnsafeMutablePixels { pixels, rowPixels in
            for y in 0..<height {
                for x in 0..<width {
                    let want = expected(x: x, y: y, rect: rect, dx: dx, dy: dy)
                    let got = pixels[y * rowPixels + x]
                    if got != want, wrong.count < 3 {
                        wrong.append(
                            "(\(x), \(y)) holds (\(got & 0xFFFF), \(got >> 16)), not (\(want & 0xFFFF), \(want >> 16))")
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "moved by (\(dx), \(dy)) in \(bands) bands: \(wrong)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [1, 2, 4, 7])
    func aMoveInBandsPutsEveryPixelWhereTheMoveDoes(bands: Int) {
        let whole = PixelRect(x: 0, y: 0, width: 96, height: 240)
        let inner = PixelRect(x: 5, y: 9, width: 80, height: 200)
        for rect in [whole, inner] {
            // Up and down by a few rows (a scroll frame), by more than a band holds, sideways and
            // both ways at once.
            for (dx, dy) in [(0, -7), (0, 7), (0, -1), (0, 1), (0, -45), (0, 60), (-3, 0), (4, 0), (3, -14), (-2, 9)] {
                check(rect: rect, dx: dx, dy: dy, bands: bands)
            }
        }
    }

    @Test func aMoveOfAlmostTheWholeHeightLeavesOneBand() {
        // 239 rows up leave one row moving: a single band, however many are asked for.
        check(rect: PixelRect(x: 0, y: 0, width: 96, height: 240), dx: 0, dy: -239, bands: 4)
        check(rect: PixelRect(x: 0, y: 0, width: 96, height: 240), dx: 0, dy: 239, bands: 4)
    }

    @Test func aRectanglePartlyOffTheFrameMovesItsVisiblePart() {
        check(rect: PixelRect(x: -10, y: -20, width: 80, height: 300), dx: 0, dy: -7, bands: 4)
    }
}

extension FrameBuffer {
    /// The pixels as 32-bit words and the words per row, to read and write directly.
    fileprivate func withUnsafeMutablePixels(_ body: (UnsafeMutablePointer<UInt32>, Int) -> Void) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        data.withMemoryRebound(to: UInt32.self, capacity: bytesPerRow / 4 * height) { body($0, bytesPerRow / 4) }
        cairo_surface_mark_dirty(surface)
    }
}
