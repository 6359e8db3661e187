import Testing

@testable import Scanout

/// cairo answers a size it refuses (past 32767 pixels a side, or memory it cannot get) with an
/// error surface that has no pixels. Code that asked it for pixels must go on without them, not
/// trap on the missing pointer.
@MainActor
@Suite struct CairoRefusalTests {
    @Test func anImageTooWideForCairoIsEmptyAndDrawsNothing() {
        var asked = 0
        let image = CGImage.make(width: 40_000, height: 2) { _, _ in
            asked += 1
            return RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
        }
        #expect(image.width == 0 && image.height == 0)
        #expect(asked == 0)
        let huge = CGImage.make(width: Int.max, height: Int.max) { _, _ in RGBA8(red: 0, green: 0, blue: 0, alpha: 0) }
        #expect(huge.width == 0)
        // An image that fits is still made, pixel by pixel.
        let small = CGImage.make(width: 3, height: 2) { x, y in
            RGBA8(red: UInt8(x), green: UInt8(y), blue: 0, alpha: 255)
        }
        #expect(small.width == 3 && small.height == 2)
    }

    @Test func cursorPixelsOfASideNoCursorPlaneTakesAreEmpty() {
        for side in [0, -1, -64, Int.min, PointerCursorView.maximumCursorSide + 1, Int.max] {
            #expect(PointerCursorView.cursorPixels(side: side, scale: 1).isEmpty, "side \(side)")
        }
        let arrow = PointerCursorView.cursorPixels(side: 64, scale: 1)
        #expect(arrow.count == 64 * 64)
        #expect(arrow.contains { $0 != 0 }, "the arrow is drawn")
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -1, 0, 1e308, 1e-308])
    func cursorPixelsAtAHostileScaleAreAFullPlane(scale: CGFloat) {
        #expect(PointerCursorView.cursorPixels(side: 64, scale: scale).count == 64 * 64)
    }
}
