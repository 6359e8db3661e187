import Scanout
import ScanoutTesting
import Testing

/// Custom drawing with `CGContext` and `UIBezierPath` in `draw(_:)`.
@MainActor
@Suite struct DrawingTests {
    final class Gauge: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            // A dial: a thick grey ring, a blue arc for 60%, and a needle.
            context.setLineWidth(10)
            context.setLineCap(.round)
            context.setStrokeColor(UIColor.systemGray4.cgColor)
            context.addArc(center: CGPoint(x: 60, y: 60), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            context.strokePath()
            let arc = UIBezierPath(
                arcCenter: CGPoint(x: 60, y: 60), radius: 40, startAngle: -.pi / 2, endAngle: -.pi / 2 + 1.2 * .pi,
                clockwise: true)
            arc.lineWidth = 10
            arc.lineCapStyle = .round
            UIColor.systemBlue.setStroke()
            arc.stroke()

            context.saveGState()
            context.translateBy(x: 60, y: 60)
            context.rotate(by: .pi / 5)
            context.setFillColor(UIColor.systemRed.cgColor)
            context.fill(CGRect(x: -2, y: -30, width: 4, height: 30))
            context.restoreGState()

            // Translucent fill over the needle, dashed rectangle, even-odd ring, quad curve.
            context.setFillColor(UIColor.systemGreen.withAlphaComponent(0.5).cgColor)
            context.fillEllipse(in: CGRect(x: 50, y: 50, width: 20, height: 20))
            context.setStrokeColor(UIColor.black.cgColor)
            context.setLineWidth(1)
            context.setLineDash(phase: 0, lengths: [4, 2])
            context.stroke(CGRect(x: 130.5, y: 10.5, width: 60, height: 40))
            context.setLineDash(phase: 0, lengths: [])

            let ring = UIBezierPath(ovalIn: CGRect(x: 130, y: 60, width: 50, height: 50))
            ring.append(UIBezierPath(ovalIn: CGRect(x: 145, y: 75, width: 20, height: 20)))
            ring.usesEvenOddFillRule = true
            UIColor.systemOrange.setFill()
            ring.fill()

            let wave = UIBezierPath()
            wave.move(to: CGPoint(x: 200, y: 100))
            wave.addQuadCurve(to: CGPoint(x: 240, y: 100), controlPoint: CGPoint(x: 220, y: 60))
            wave.addCurve(
                to: CGPoint(x: 290, y: 100), controlPoint1: CGPoint(x: 250, y: 140),
                controlPoint2: CGPoint(x: 280, y: 60))
            wave.lineWidth = 3
            wave.lineJoinStyle = .round
            UIColor.systemPurple.setStroke()
            wave.stroke()

            // Clipping: only the top half of this disc shows.
            context.saveGState()
            context.clip(to: CGRect(x: 220, y: 10, width: 60, height: 20))
            UIColor.systemTeal.setFill()
            UIBezierPath(roundedRect: CGRect(x: 220, y: 10, width: 60, height: 40), cornerRadius: 20).fill()
            context.restoreGState()
        }
    }

    @Test func customDrawingWithContextAndPaths() {
        let host = TestHost(size: CGSize(width: 300, height: 130))
        host.window.backgroundColor = .white
        let gauge = Gauge(frame: host.window.bounds)
        host.window.addSubview(gauge)
        let image = host.render()
        assertSnapshot(of: image, named: "custom-drawing")
        let pixels = image.cgImage!
        #expect(pixels.pixel(x: 155, y: 85) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "even-odd hole")
        #expect(pixels.pixel(x: 135, y: 85) == UIColor.systemOrange.rgba8)
        #expect(pixels.pixel(x: 250, y: 40) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "clipped away")
        #expect(pixels.pixel(x: 250, y: 20) == UIColor.systemTeal.rgba8)
    }

    @Test func bezierPathGeometry() {
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)
        #expect(rounded.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(rounded.contains(CGPoint(x: 50, y: 25)))
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)), "outside the rounded corner")
        #expect(!rounded.contains(CGPoint(x: 150, y: 25)))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(oval.contains(CGPoint(x: 10, y: 10)))
        #expect(!oval.contains(CGPoint(x: 1, y: 1)))
        let moved = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        moved.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(moved.bounds == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(UIBezierPath().isEmpty)
    }

    @Test func drawingOutsideTheBoundsIsClipped() {
        final class Spill: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.systemRed.setFill()
                UIBezierPath(rect: CGRect(x: -20, y: -20, width: 100, height: 100)).fill()
            }
        }
        let host = TestHost(size: CGSize(width: 100, height: 100))
        host.window.backgroundColor = .white
        host.window.addSubview(Spill(frame: CGRect(x: 40, y: 40, width: 20, height: 20)))
        let pixels = host.render().cgImage!
        #expect(pixels.pixel(x: 50, y: 50) == UIColor.systemRed.rgba8)
        #expect(pixels.pixel(x: 30, y: 30) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
