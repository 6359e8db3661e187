import ScanoutTesting
import Testing

@testable import Scanout

private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradient: CAGradientLayer { layer as! CAGradientLayer }
}

private final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

private final class CustomLayer: CALayer {
    override init() { super.init() }
}

private final class CustomLayerView: UIView {
    override class var layerClass: AnyClass { CustomLayer.self }
}

/// A designable view and a controller told of memory pressure, as UIKit code overrides them.
private final class DesignableView: UIView {
    var prepared = false
    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        prepared = true
    }
}

private final class CachingController: UIViewController {
    var cache: [String] = ["image"]
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        cache.removeAll()
    }
}

/// `UIView.layerClass`: a view backed by a gradient or shape layer draws it under its content.
@MainActor
@Suite struct LayerClassTests {
    @Test func aGradientBackedViewDrawsItsGradient() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(type(of: view.layer) == CAGradientLayer.self)
        #expect(view.layer.delegate === view, "still the view's own layer")
        view.gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        host.window.addSubview(view)
        var image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 50, y: 2).red > 240 && image.pixel(x: 50, y: 2).blue < 15)
        #expect(image.pixel(x: 50, y: 97).blue > 240 && image.pixel(x: 50, y: 97).red < 15)
        view.gradient.colors = [UIColor.green.cgColor, UIColor.green.cgColor]
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 50, y: 2).green > 120 && image.pixel(x: 50, y: 2).red < 5, "a change repaints")
        view.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: .infinity)
        _ = host.render()
    }

    @Test func aShapeBackedViewAndAClassScanoutCannotMake() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        host.window.backgroundColor = .white
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shape = try #require(view.layer as? CAShapeLayer)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
        shape.fillColor = UIColor.blue.cgColor
        host.window.addSubview(view)
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 25, y: 25).blue > 250 && image.pixel(x: 25, y: 25).red < 5)
        #expect(image.pixel(x: 75, y: 75).red > 250)

        let custom = CustomLayerView()
        host.window.addSubview(custom)
        #expect(type(of: custom.layer) == CALayer.self)
        _ = CustomLayerView().layer
        #expect(host.warnings.filter { $0.contains("CustomLayer") }.count == 1, "\(host.warnings)")
        #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
    }

    @Test func interfaceBuilderAndMemoryWarningHooksAreOverridable() {
        let view = DesignableView()
        view.prepareForInterfaceBuilder()
        #expect(view.prepared)
        let controller = CachingController()
        controller.didReceiveMemoryWarning()
        #expect(controller.cache.isEmpty)
        UIViewController().didReceiveMemoryWarning()
    }
}
