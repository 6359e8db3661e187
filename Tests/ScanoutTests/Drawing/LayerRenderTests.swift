import Scanout
import ScanoutTesting
import Testing

/// `view.layer.render(in:)`: a view and its subviews drawn into an image context.
@MainActor
@Suite struct LayerRenderTests {
    @Test func aViewAndItsSubviewsAreDrawnAtTheContextsOrigin() throws {
        let host = TestHost()
        let card = UIView(frame: CGRect(x: 50, y: 70, width: 40, height: 20))
        card.backgroundColor = .red
        let badge = UIView(frame: CGRect(x: 30, y: 0, width: 10, height: 10))
        badge.backgroundColor = .blue
        card.addSubview(badge)
        host.window.addSubview(card)

        UIGraphicsBeginImageContextWithOptions(card.bounds.size, false, 1)
        card.layer.render(in: try #require(UIGraphicsGetCurrentContext()))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext()?.cgImage)
        UIGraphicsEndImageContext()

        #expect(image.width == 40 && image.height == 20)
        #expect(image.pixel(x: 5, y: 15) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 35, y: 5) == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(image.pixel(x: 35, y: 15) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func aHiddenViewDrawsNothing() throws {
        _ = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .red
        view.isHidden = true
        UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 1)
        view.layer.render(in: try #require(UIGraphicsGetCurrentContext()))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext()?.cgImage)
        UIGraphicsEndImageContext()
        #expect(image.pixel(x: 1, y: 1).alpha == 0)
    }
}
