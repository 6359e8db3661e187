import Scanout
import ScanoutTesting
import Testing

/// `UIButton.setImage(_:for:)`: per-state images, drawn left of the title.
@MainActor
@Suite struct UIButtonImageTests {
    private static func square(_ side: Int, _ colour: RGBA8) -> UIImage {
        UIImage(cgImage: CGImage.make(width: side, height: side) { _, _ in colour })
    }

    private static let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    private static let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)

    @Test func imagesArePerStateAndFallBackToNormal() {
        let button = UIButton(type: .system)
        #expect(button.image(for: .normal) == nil)
        let normal = Self.square(20, Self.red)
        let pressed = Self.square(20, Self.blue)
        button.setImage(normal, for: .normal)
        button.setImage(pressed, for: .highlighted)
        #expect(button.image(for: .disabled) === normal)
        #expect(button.image(for: .highlighted) === pressed)
        #expect(button.currentImage === normal)
        #expect(button.imageView?.image === normal)
        button.isHighlighted = true
        #expect(button.currentImage === pressed)
        #expect(button.imageView?.image === pressed)
    }

    @Test func theImageSitsLeftOfTheTitleAndThePairIsCentred() throws {
        let host = TestHost()
        let button = UIButton(type: .custom)
        button.setTitle("Check in", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.setImage(Self.square(20, Self.red), for: .normal)
        let titleSize = try #require(button.titleLabel?.intrinsicContentSize)
        #expect(button.intrinsicContentSize.width == 20 + titleSize.width + 24)
        #expect(button.intrinsicContentSize.height == max(20, titleSize.height) + 12)
        button.frame = CGRect(x: 0, y: 0, width: 240, height: 60)
        host.window.addSubview(button)
        let image = try #require(host.render().cgImage)
        let imageFrame = try #require(button.imageView?.frame)
        let titleFrame = try #require(button.titleLabel?.frame)
        #expect(imageFrame.size == CGSize(width: 20, height: 20))
        #expect(imageFrame.maxX == titleFrame.minX)
        #expect(abs((imageFrame.minX + titleFrame.maxX) / 2 - 120) < 0.5)
        #expect(imageFrame.midY == 30)
        // On screen: the red square, then the title's ink to its right.
        #expect(image.pixel(x: Int(imageFrame.midX), y: 30) == Self.red)
        let titleInk = try #require(
            image.inkBounds(in: PixelRect(x: Int(imageFrame.maxX), y: 0, width: 240 - Int(imageFrame.maxX), height: 60))
        )
        #expect(titleInk.x >= Int(imageFrame.maxX))
    }

    @Test func aLargeImageIsScaledDownToTheContentHeight() {
        let host = TestHost()
        let button = UIButton(type: .custom)
        button.setImage(Self.square(100, Self.red), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 52)
        host.window.addSubview(button)
        host.drain()
        #expect(button.imageView?.frame == CGRect(x: 80, y: 6, width: 40, height: 40))
    }
}
