import ScanoutTesting
import Testing

@testable import Scanout

/// `CALayerDelegate`: a view is its layer's delegate; a layer of the app's draws, displays and
/// lays out through the delegate it is given; layers lay out in the layout pass.
@MainActor
@Suite struct LayerDelegateTests {
    private final class Painter: CALayerDelegate {
        var drawn = 0
        var displayed = 0
        var laidOut = 0
        var setsContents = false
        func draw(_ layer: CALayer, in ctx: CGContext) {
            drawn += 1
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(layer.bounds)
        }
        func display(_ layer: CALayer) {
            displayed += 1
        }
        func layoutSublayers(of layer: CALayer) {
            laidOut += 1
            layer.sublayers?.first?.frame = layer.bounds.insetBy(dx: 10, dy: 10)
        }
    }

    private final class Gauge: UIView {
        let needle = CALayer()
        var layerLayouts = 0
        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            layerLayouts += 1
            needle.frame = CGRect(x: bounds.midX - 1, y: 0, width: 2, height: bounds.height / 2)
        }
    }

    private final class Rows: CALayer {
        var layouts = 0
        override func layoutSublayers() {
            super.layoutSublayers()
            layouts += 1
            for (index, row) in (sublayers ?? []).enumerated() {
                row.frame = CGRect(x: 0, y: CGFloat(index) * 10, width: bounds.width, height: 10)
            }
        }
    }

    @Test func aViewIsItsLayersDelegate() {
        let view = UIView()
        #expect(view.layer.delegate === view)
        #expect(CALayer().delegate == nil)
    }

    @Test func aStandaloneLayerDrawsDisplaysAndLaysOutThroughItsDelegate() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        host.window.backgroundColor = .white
        let painter = Painter()
        let layer = CALayer()
        layer.delegate = painter
        layer.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        let inner = CALayer()
        layer.addSublayer(inner)
        host.window.layer.addSublayer(layer)
        layer.setNeedsDisplay()
        layer.setNeedsLayout()
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 30, y: 30).red > 240 && image.pixel(x: 30, y: 30).green < 20, "drawn by the delegate")
        #expect(image.pixel(x: 80, y: 80).green > 240)
        #expect(painter.drawn > 0)
        #expect(painter.displayed == 1)
        #expect(painter.laidOut >= 1)
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
        let displays = painter.displayed
        _ = host.render()
        #expect(painter.displayed == displays, "display runs only when marked")
    }

    @Test func viewsAndLayerSubclassesLayOutSublayersInTheLayoutPass() {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        gauge.layer.addSublayer(gauge.needle)
        host.window.addSubview(gauge)
        _ = host.render()
        #expect(gauge.layerLayouts >= 1)
        #expect(gauge.needle.frame == CGRect(x: 39, y: 0, width: 2, height: 40))
        gauge.frame.size = CGSize(width: 40, height: 40)
        _ = host.render()
        #expect(gauge.needle.frame == CGRect(x: 19, y: 0, width: 2, height: 20))

        let rows = Rows()
        rows.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        for _ in 0..<3 { rows.addSublayer(CALayer()) }
        host.window.layer.addSublayer(rows)
        rows.setNeedsLayout()
        _ = host.render()
        #expect(rows.layouts >= 1)
        #expect(rows.sublayers?.last?.frame == CGRect(x: 0, y: 20, width: 50, height: 10))
        let before = rows.layouts
        rows.bounds.size = CGSize(width: 70, height: 50)
        #expect(rows.needsLayout())
        rows.layoutIfNeeded()
        #expect(rows.layouts == before + 1)
        #expect(rows.sublayers?.first?.frame.width == 70)
        #expect(!rows.needsLayout())
    }

    @Test func anOpaqueFlagAndActionsAreKept() {
        let layer = CALayer()
        layer.isOpaque = true
        #expect(layer.isOpaque)
        let fade = CABasicAnimation(keyPath: "opacity")
        layer.actions = ["opacity": fade]
        #expect(layer.action(forKey: "opacity") === fade)
        #expect(layer.action(forKey: "position") == nil)
    }
}
