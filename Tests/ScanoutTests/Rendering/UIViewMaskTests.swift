import ScanoutTesting
import Testing

@testable import Scanout

/// `UIView.mask`: a view (with its subviews) whose alpha masks another view, as in UIKit.
@MainActor
@Suite(.serialized) struct UIViewMaskTests {
    private func redSquare(_ host: TestHost) -> UIView {
        host.window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        host.window.addSubview(view)
        return view
    }

    private func isRed(_ pixel: RGBA8) -> Bool { pixel.red > 250 && pixel.green < 5 }
    private func isWhite(_ pixel: RGBA8) -> Bool { pixel.red > 250 && pixel.green > 250 && pixel.blue > 250 }

    @Test func theMaskViewsOpaquePartsShowTheViewItsSubviewsIncluded() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let view = redSquare(host)
        // A clear mask view whose subview covers the right half: only its subview masks.
        let mask = UIView(frame: view.bounds)
        let opaquePart = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 100))
        opaquePart.backgroundColor = .black
        mask.addSubview(opaquePart)
        view.mask = mask
        #expect(view.mask === mask && view.layer.mask === mask.layer)
        var image = try #require(host.render().cgImage)
        #expect(isWhite(image.pixel(x: 20, y: 50)), "left: masked out")
        #expect(isRed(image.pixel(x: 80, y: 50)), "right: under the mask's opaque subview")

        // Changing the mask view repaints the view it masks.
        opaquePart.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        image = try #require(host.render().cgImage)
        #expect(isRed(image.pixel(x: 20, y: 50)) && isWhite(image.pixel(x: 80, y: 50)))
        mask.alpha = 0.5
        image = try #require(host.render().cgImage)
        let green = Int(image.pixel(x: 20, y: 50).green)
        #expect(abs(green - 128) < 6, "half red over white: \(green)")

        view.mask = nil
        #expect(view.layer.mask == nil)
        image = try #require(host.render().cgImage)
        #expect(isRed(image.pixel(x: 80, y: 50)), "no mask: all of it")
    }

    @Test func aMaskViewLivesOutsideTheHierarchyAndCyclesAreRefused() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let view = redSquare(host)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        other.backgroundColor = .black
        host.window.addSubview(other)
        view.mask = other
        #expect(other.superview == nil, "taken out of its superview, as UIKit does")
        let image = try #require(host.render().cgImage)
        #expect(isRed(image.pixel(x: 20, y: 50)) && isWhite(image.pixel(x: 80, y: 50)))
        // Touches pass through where the mask hides nothing of its own: it is not in the hierarchy.
        #expect(host.window.hitTest(CGPoint(x: 20, y: 50), with: nil) === view)

        // A view cannot mask itself, nor its own mask.
        view.mask = view
        #expect(view.mask === other)
        other.mask = view
        #expect(other.mask == nil && view.mask === other)
        #expect(host.warnings.contains { $0.contains("cannot be masked by itself") })

        // A mask set on the layer directly wins: the view's mask reads nil.
        view.layer.mask = CALayer()
        #expect(view.mask == nil)
    }

    @Test func masksMadeAndDroppedOverAndOverLeaveNothingBehind() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let view = redSquare(host)
        var random = SeededRandomNumberGenerator(seed: 44_01)
        weak var lastMask: UIView?
        for round in 0..<300 {
            let mask = UIView(
                frame: CGRect(
                    x: [-50, 0, 10, .nan, .infinity, 1e9][round % 6], y: 0,
                    width: CGFloat.random(in: -10...200, using: &random), height: 100))
            mask.backgroundColor = round % 3 == 0 ? nil : .black
            mask.alpha = CGFloat.random(in: -1...2, using: &random)
            view.mask = round % 7 == 0 ? nil : mask
            lastMask = mask
            if round % 25 == 0 { _ = host.render() }
        }
        view.mask = nil
        _ = host.render()
        #expect(lastMask == nil, "a dropped mask view is freed")
        #expect(UIView.viewsWithMaskViews == 0)
    }
}
