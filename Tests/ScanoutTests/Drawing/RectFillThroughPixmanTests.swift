import ScanoutTesting
import Testing

@testable import Scanout

/// Rectangles a view's `draw(_:)` fills on whole pixels go straight to pixman, opaque or blended
/// over what is there; the pixels are exactly cairo's, and everything that does not qualify
/// (between pixels, rotated, clipped to a curve) still draws as cairo draws it.
@MainActor
struct RectFillThroughPixmanTests {
    final class Painting: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            // Straight through pixman: opaque, whole pixels at both scales.
            context.setFillColor(UIColor(red: 0.3, green: 0.55, blue: 0.77, alpha: 1).cgColor)
            context.fill(CGRect(x: 2, y: 3, width: 40, height: 20))
            UIColor(red: 1, green: 0.501, blue: 0, alpha: 1).setFill()
            UIBezierPath(rect: CGRect(x: 50, y: 3, width: 30, height: 30)).fill()
            // A rectangle path drawn the other way round.
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 90, y: 40))
            path.addLine(to: CGPoint(x: 90, y: 5))
            path.addLine(to: CGPoint(x: 120, y: 5))
            path.addLine(to: CGPoint(x: 120, y: 40))
            path.closeSubpath()
            context.addPath(path)
            context.fillPath()
            // Blended by pixman: translucent colours, over the background and over each other;
            // white at one half is where rounding cairo's 16-bit components instead of cutting
            // them changes a byte.
            context.setFillColor(UIColor(red: 0, green: 0.2, blue: 0.9, alpha: 0.5).cgColor)
            context.fill(CGRect(x: 40, y: 40, width: 30, height: 20))
            context.setFillColor(UIColor(white: 1, alpha: 0.5).cgColor)
            context.fill(CGRect(x: 60, y: 50, width: 30, height: 20))
            context.setAlpha(0.3)
            context.setFillColor(UIColor(red: 0.9, green: 0.1, blue: 0.4, alpha: 0.8).cgColor)
            context.fill(CGRect(x: 80, y: 60, width: 30, height: 20))
            context.setAlpha(1)
            // Through cairo: half a point, rotated.
            context.fill(CGRect(x: 2.5, y: 40, width: 30, height: 10.5))
            context.saveGState()
            context.translateBy(x: 150, y: 30)
            context.rotate(by: 0.3)
            context.setFillColor(UIColor.systemGreen.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 15))
            context.restoreGState()
            // Cleared, then filled again.
            context.clear(CGRect(x: 10, y: 10, width: 100, height: 20))
            context.setFillColor(UIColor.systemRed.cgColor)
            context.fill(CGRect(x: 20, y: 15, width: 50, height: 10))
            // Clipped to a rounded shape: not whole pixels' rectangles.
            context.saveGState()
            context.addPath(
                CGPath(roundedRect: CGRect(x: 130, y: 50, width: 50, height: 30), cornerWidth: 8, cornerHeight: 8))
            context.clip()
            context.setFillColor(UIColor.systemPurple.cgColor)
            context.fill(CGRect(x: 120, y: 45, width: 80, height: 40))
            context.restoreGState()
        }
    }

    @Test(arguments: [1.0, 2.0])
    func rectangleFillsMakeCairosPixels(scale: CGFloat) {
        let host = TestHost(size: CGSize(width: 240, height: 120), scale: scale)
        host.window.backgroundColor = .white
        let view = Painting(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        view.backgroundColor = .systemYellow
        host.window.addSubview(view)
        _ = host.render()
        let throughPixman = host.framePixels
        let same = throughPixman == host.framePixelsDrawnFromScratchThroughCairo()
        #expect(same, "at scale \(scale)")
    }

    /// A colour an app computed as NaN (a division by zero) fills as cairo fills it, without
    /// trapping in the conversion to pixman's integers.
    @Test func aNaNColourFillsAsCairoDoes() {
        final class NaNPainting: UIView {
            override func draw(_ rect: CGRect) {
                // `CGColor` keeps what it is given (`UIColor` clamps, NaN to 0).
                guard let context = UIGraphicsGetCurrentContext() else { return }
                context.setFillColor(CGColor(red: .nan, green: 0.5, blue: 1, alpha: 1))
                context.fill(CGRect(x: 2, y: 2, width: 20, height: 20))
                context.setFillColor(CGColor(red: 0.5, green: .nan, blue: 0, alpha: 0.5))
                context.fill(CGRect(x: 30, y: 2, width: 20, height: 20))
            }
        }
        let host = TestHost(size: CGSize(width: 120, height: 60), scale: 1)
        host.window.backgroundColor = .white
        host.window.addSubview(NaNPainting(frame: CGRect(x: 10, y: 10, width: 80, height: 40)))
        _ = host.render()
        let throughPixman = host.framePixels
        let same = throughPixman == host.framePixelsDrawnFromScratchThroughCairo()
        #expect(same)
    }

    @Test func onlyAnAxisAlignedRectangleIsOne() {
        #expect(
            CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).singleRectangle
                == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(
            CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: CGAffineTransform(rotationAngle: 0.1))
                .singleRectangle == nil)
        let two = CGMutablePath()
        two.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        two.addRect(CGRect(x: 5, y: 5, width: 1, height: 1))
        #expect(two.singleRectangle == nil)
        #expect(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)).singleRectangle == nil)
    }
}
