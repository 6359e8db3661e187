import ScanoutTesting
import Testing

@testable import Scanout

/// The less common `CGContext` calls drawing code uses: shadows (drawn blurred and offset, though
/// cairo has none), the current path replaced by its stroke's outline, the clip reset, and the
/// even-odd rule.
@MainActor
@Suite struct CGContextLongTailTests {
    /// Draws `actions` into a `size` image at scale 1 over opaque white.
    private func image(size: CGSize = CGSize(width: 80, height: 80), _ actions: (CGContext) -> Void) -> CGImage? {
        _ = TestHost()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { renderer in
            UIColor.white.setFill()
            renderer.fill(CGRect(origin: .zero, size: size))
            actions(renderer.cgContext)
        }.cgImage
    }

    @Test func aShadowIsDrawnBlurredAndOffsetUnderTheShape() throws {
        let picture = try #require(
            image { context in
                context.setShadow(offset: CGSize(width: 10, height: 10), blur: 6, color: UIColor.black.cgColor)
                context.setFillColor(UIColor.red.cgColor)
                context.fill(CGRect(x: 10, y: 10, width: 30, height: 30))
            })
        let shape = picture.pixel(x: 25, y: 25)
        #expect(shape.red > 240 && shape.green < 15, "the shape itself is on top")
        let underShadow = picture.pixel(x: 45, y: 45)
        #expect(underShadow.red < 60, "inside the moved shape: dark")
        let edge = picture.pixel(x: 50, y: 45)
        #expect(edge.red > underShadow.red && edge.red < 250, "the edge is soft: blurred")
        let outside = picture.pixel(x: 70, y: 20)
        #expect(outside.red == 255 && outside.green == 255, "far away: untouched")
        let before = picture.pixel(x: 5, y: 25)
        #expect(before.red > 240, "the offset moves it right and down, not left")

        // The default colour is a third of black; nil colour removes the shadow; saved with the state.
        let defaulted = try #require(
            image { context in
                context.saveGState()
                context.setShadow(offset: CGSize(width: 10, height: 10), blur: 0)
                context.setFillColor(UIColor.blue.cgColor)
                context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
                context.restoreGState()
                context.fill(CGRect(x: 50, y: 10, width: 10, height: 10))
            })
        let grey = defaulted.pixel(x: 35, y: 35)
        #expect(grey.red > 150 && grey.red < 190, "black at a third over white")
        #expect(defaulted.pixel(x: 65, y: 25).red == 255, "restored: no shadow")
    }

    @Test func imagesAndStrokesCastShadowsToo() throws {
        let picture = try #require(
            image { context in
                context.setShadow(offset: CGSize(width: 0, height: 8), blur: 2, color: UIColor.black.cgColor)
                context.setStrokeColor(UIColor.green.cgColor)
                context.setLineWidth(4)
                context.stroke(CGRect(x: 20, y: 20, width: 40, height: 30))
            })
        #expect(picture.pixel(x: 40, y: 28).red < 80, "the top edge's shadow, 8 points down")
        #expect(picture.pixel(x: 40, y: 40).red > 240, "the middle stays clear")
    }

    @Test func thePathIsReplacedByItsStrokedOutline() throws {
        let picture = try #require(
            image { context in
                context.addRect(CGRect(x: 20, y: 20, width: 40, height: 40))
                context.setLineWidth(6)
                context.replacePathWithStrokedPath()
                #expect(!context.isPathEmpty)
                context.setFillColor(UIColor.black.cgColor)
                context.fillPath()
            })
        #expect(picture.pixel(x: 20, y: 40).red < 10, "on the stroke")
        #expect(picture.pixel(x: 40, y: 40).red == 255, "inside the square: not filled")
        #expect(picture.pixel(x: 15, y: 40).red == 255, "beyond half the width: not filled")
    }

    @Test func resetClipUndoesTheAppsClips() throws {
        let picture = try #require(
            image { context in
                context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
                context.resetClip()
                context.setFillColor(UIColor.black.cgColor)
                context.fill(CGRect(x: 0, y: 0, width: 80, height: 80))
            })
        #expect(picture.pixel(x: 50, y: 50).red == 0)
    }

    @Test func evenOddClipsAndFillsLeaveTheHole() throws {
        let picture = try #require(
            image { context in
                context.addRect(CGRect(x: 10, y: 10, width: 60, height: 60))
                context.addRect(CGRect(x: 30, y: 30, width: 20, height: 20))
                context.clip(using: .evenOdd)
                context.setFillColor(UIColor.black.cgColor)
                context.fill(CGRect(x: 0, y: 0, width: 80, height: 80))
            })
        #expect(picture.pixel(x: 20, y: 20).red == 0)
        #expect(picture.pixel(x: 40, y: 40).red == 255)
    }
}
