import Scanout
import ScanoutTesting
import Testing

/// Blend modes (`CGContext.setBlendMode`, `UIRectFill`, `UIRectFrame`, `UIBezierPath.fill(with:
/// alpha:)`, `UIImage.draw(in:blendMode:alpha:)`): what is drawn combines with what is there as
/// Core Graphics' modes say, and the mode is part of the saved graphics state.
@MainActor
@Suite struct BlendModeTests {
    /// Draws `actions` into a 20×20 image at scale 1 over an opaque white background, and returns it.
    private func image(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGImage? {
        _ = TestHost()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            actions(context)
        }.cgImage
    }

    /// Within `tolerance` levels on every channel: straight colours read back from premultiplied
    /// pixels round.
    private func expect(
        _ pixel: RGBA8?, is expected: RGBA8, within tolerance: Int = 2,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let pixel else {
            Issue.record("no image", sourceLocation: sourceLocation)
            return
        }
        let channels = [
            (pixel.red, expected.red), (pixel.green, expected.green), (pixel.blue, expected.blue),
            (pixel.alpha, expected.alpha),
        ]
        let close = channels.allSatisfy { abs(Int($0.0) - Int($0.1)) <= tolerance }
        #expect(close, "\(pixel) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test func normalBlendsAndCopyReplaces() {
        let pixels = image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10), blendMode: .copy)
        }
        expect(pixels?.pixel(x: 2, y: 2), is: RGBA8(red: 255, green: 128, blue: 128, alpha: 255))
        expect(pixels?.pixel(x: 12, y: 2), is: RGBA8(red: 255, green: 0, blue: 0, alpha: 128))
    }

    @Test func uiRectFillCopiesTheFillColour() {
        let pixels = image { _ in
            UIColor(red: 0, green: 0, blue: 1, alpha: 0.25).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIRectFillUsingBlendMode(CGRect(x: 10, y: 0, width: 10, height: 10), .normal)
        }
        expect(pixels?.pixel(x: 5, y: 5), is: RGBA8(red: 0, green: 0, blue: 255, alpha: 64))
        expect(pixels?.pixel(x: 15, y: 5), is: RGBA8(red: 191, green: 191, blue: 255, alpha: 255))
    }

    @Test func separableModesAndAddition() {
        let pixels = image { context in
            UIColor(white: 0.5, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            let cg = context.cgContext
            cg.setBlendMode(.multiply)
            cg.setFillColor(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            cg.setBlendMode(.screen)
            cg.fill(CGRect(x: 5, y: 0, width: 5, height: 5))
            cg.setBlendMode(.plusLighter)
            cg.setFillColor(UIColor(white: 0.25, alpha: 1).cgColor)
            cg.fill(CGRect(x: 10, y: 0, width: 5, height: 5))
            cg.setBlendMode(.difference)
            cg.setFillColor(UIColor(white: 1, alpha: 1).cgColor)
            cg.fill(CGRect(x: 15, y: 0, width: 5, height: 5))
            cg.setBlendMode(.clear)
            cg.fill(CGRect(x: 0, y: 10, width: 5, height: 5))
        }
        // multiply: 0.5 × (1, 0.5, 0); screen: 1 − (1 − 0.5)(1 − c); plus: 0.5 + 0.25; difference: 1 − 0.5.
        expect(pixels?.pixel(x: 2, y: 2), is: RGBA8(red: 128, green: 64, blue: 0, alpha: 255))
        expect(pixels?.pixel(x: 7, y: 2), is: RGBA8(red: 255, green: 191, blue: 128, alpha: 255))
        expect(pixels?.pixel(x: 12, y: 2), is: RGBA8(red: 191, green: 191, blue: 191, alpha: 255))
        expect(pixels?.pixel(x: 17, y: 2), is: RGBA8(red: 127, green: 127, blue: 127, alpha: 255))
        #expect(pixels?.pixel(x: 2, y: 12).alpha == 0)
    }

    @Test func theModeIsSavedAndRestoredWithTheState() {
        let pixels = image { context in
            let cg = context.cgContext
            cg.saveGState()
            cg.setBlendMode(.clear)
            cg.restoreGState()
            cg.setFillColor(UIColor(red: 0, green: 1, blue: 0, alpha: 0.5).cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            // The helpers leave the mode as they found it.
            UIRectFill(CGRect(x: 10, y: 10, width: 5, height: 5))
            cg.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        expect(pixels?.pixel(x: 2, y: 2), is: RGBA8(red: 128, green: 255, blue: 128, alpha: 255))
        expect(pixels?.pixel(x: 12, y: 12), is: RGBA8(red: 0, green: 255, blue: 0, alpha: 128))
        expect(pixels?.pixel(x: 12, y: 2), is: RGBA8(red: 128, green: 255, blue: 128, alpha: 255))
    }

    @Test func uiRectFrameIsOnePointInsideInTheFillColour() {
        let pixels = image { _ in
            UIColor.black.setStroke()
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            UIRectFrameUsingBlendMode(CGRect(x: 2, y: 2, width: 10, height: 8), .normal)
            UIColor.blue.setFill()
            UIRectFrame(CGRect(x: 14, y: 14, width: 4, height: 4))
        }
        let half = RGBA8(red: 255, green: 128, blue: 128, alpha: 255)
        for (x, y) in [(2, 2), (11, 2), (2, 9), (11, 9), (6, 2), (2, 5), (11, 5), (6, 9)] {
            expect(pixels?.pixel(x: x, y: y), is: half)  // corners blended once, not twice
        }
        let white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
        expect(pixels?.pixel(x: 6, y: 5), is: white)  // inside
        expect(pixels?.pixel(x: 1, y: 1), is: white)  // outside
        expect(pixels?.pixel(x: 12, y: 10), is: white)
        expect(pixels?.pixel(x: 14, y: 17), is: RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        expect(pixels?.pixel(x: 15, y: 15), is: white)
    }

    @Test func uiRectClipLimitsWhatFollows() {
        let pixels = image { _ in
            UIRectClip(CGRect(x: 0, y: 0, width: 10, height: 20))
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        expect(pixels?.pixel(x: 5, y: 5), is: RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        expect(pixels?.pixel(x: 15, y: 5), is: RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func pathsAndImagesTakeAModeAndAnAlpha() {
        let red = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let pixels = image { _ in
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill(with: .copy, alpha: 0.5)
            UIColor.black.setStroke()
            let line = UIBezierPath(rect: CGRect(x: 12.5, y: 12.5, width: 5, height: 5))
            line.stroke(with: .normal, alpha: 0.5)
            red.draw(in: CGRect(x: 10, y: 0, width: 10, height: 10), blendMode: .normal, alpha: 0.5)
            red.draw(at: CGPoint(x: 0, y: 14), blendMode: .copy, alpha: 0.25)
        }
        expect(pixels?.pixel(x: 5, y: 5), is: RGBA8(red: 0, green: 0, blue: 255, alpha: 128))
        expect(pixels?.pixel(x: 12, y: 12), is: RGBA8(red: 128, green: 128, blue: 128, alpha: 255))
        expect(pixels?.pixel(x: 15, y: 5), is: RGBA8(red: 255, green: 128, blue: 128, alpha: 255))
        expect(pixels?.pixel(x: 1, y: 15), is: RGBA8(red: 255, green: 0, blue: 0, alpha: 64))
        expect(pixels?.pixel(x: 8, y: 15), is: RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// In a view's `draw(_:)` on screen, a translucent fill that replaces is drawn by cairo (the
    /// pixman fast path only blends OVER or replaces with an opaque colour), and leaves a
    /// translucent pixel in the view's kept drawing that the background shows through.
    @Test func aCopiedTranslucentFillInAViewShowsTheBackgroundThrough() {
        final class Punch: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.white.setFill()
                UIRectFill(bounds)
                UIColor(red: 1, green: 1, blue: 1, alpha: 0).setFill()
                UIRectFill(CGRect(x: 10, y: 10, width: 10, height: 10))
            }
        }
        let host = TestHost(size: CGSize(width: 60, height: 60), scale: 1)
        host.window.backgroundColor = .black
        let view = Punch(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        host.window.addSubview(view)
        let frame = host.render().cgImage
        expect(frame?.pixel(x: 15, y: 15), is: RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        expect(frame?.pixel(x: 25, y: 25), is: RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
    }
}
