import ScanoutTesting
import Testing

@testable import Scanout

/// `CALayer.mask`: a layer's alpha masks another's content, subviews and sublayers when drawn.
@MainActor
@Suite struct LayerMaskTests {
    private func redSquare(_ host: TestHost) -> UIView {
        host.window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        host.window.addSubview(view)
        return view
    }

    @Test func aViewShowsOnlyWhereItsMaskIsOpaque() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let view = redSquare(host)
        let child = UIView(frame: CGRect(x: 0, y: 60, width: 100, height: 40))
        child.backgroundColor = .blue
        view.addSubview(child)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        mask.backgroundColor = UIColor.black.cgColor
        view.layer.mask = mask
        var image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 20, y: 20).red > 250 && image.pixel(x: 20, y: 20).green < 5, "inside the mask")
        #expect(image.pixel(x: 80, y: 20).green > 250, "outside the mask: the window")
        #expect(image.pixel(x: 20, y: 80).blue > 250, "a subview inside the mask")
        #expect(image.pixel(x: 80, y: 80).red > 250 && image.pixel(x: 80, y: 80).green > 250, "a subview outside")

        // A translucent mask and a translucent view multiply.
        mask.opacity = 0.5
        view.alpha = 0.5
        image = try #require(host.render().cgImage)
        let green = Int(image.pixel(x: 20, y: 20).green)
        #expect(abs(green - 191) < 6, "a quarter red over white: \(green)")

        view.layer.mask = nil
        view.alpha = 1
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 80, y: 20).green < 5, "no mask: all of it")
    }

    @Test func aGradientMaskFadesAndALayerOfItsOwnIsMaskedToo() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let view = redSquare(host)
        let fade = CAGradientLayer()
        fade.frame = view.bounds
        fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        fade.startPoint = CGPoint(x: 0, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 0.5)
        view.layer.mask = fade
        var image = try #require(host.render().cgImage)
        let left = image.pixel(x: 5, y: 50).green
        let middle = image.pixel(x: 50, y: 50).green
        let right = image.pixel(x: 95, y: 50).green
        #expect(left < middle && middle < right, "\(left) \(middle) \(right)")

        view.layer.mask = nil
        let dot = CALayer()
        dot.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        dot.backgroundColor = UIColor.blue.cgColor
        let round = CAShapeLayer()
        round.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80), transform: nil)
        dot.mask = round
        view.layer.addSublayer(dot)
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 50, y: 50).blue > 250, "the middle of the circle")
        #expect(image.pixel(x: 12, y: 12).red > 250 && image.pixel(x: 12, y: 12).blue < 5, "a corner cut off")
    }

    @Test func hostileMasksDrawWithoutTrapping() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let view = redSquare(host)
        let mask = CALayer()
        mask.frame = CGRect(x: .nan, y: 0, width: .infinity, height: 100)
        mask.backgroundColor = UIColor.black.cgColor
        view.layer.mask = mask
        _ = host.render()
        mask.frame = CGRect(x: 0, y: 0, width: 100, height: 100)

        // Masked by itself, or in a loop of masks: ignored, with a warning.
        view.layer.mask = view.layer
        #expect(view.layer.mask === mask)
        let other = CALayer()
        mask.mask = other
        other.mask = view.layer
        #expect(other.mask == nil)
        #expect(host.warnings.contains { $0.contains("CALayer.mask") })
        mask.mask = nil

        // A mask that animates, removed mid-animation; then the view leaves.
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        mask.add(fade, forKey: "fade")
        host.advance(by: 0.5)
        _ = host.render()
        view.layer.mask = nil
        host.advance(by: 0.2)
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 50, y: 50).green < 5)
        view.layer.mask = mask
        view.removeFromSuperview()
        _ = host.render()
    }
}
