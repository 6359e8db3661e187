import FoundationEssentials
import Scanout
import ScanoutTesting
import Testing

/// PNG images and `UIImageView`.
@MainActor
@Suite struct UIImageTests {
    /// A 40×20 test card: left half red, right half blue, a green 4-pixel frame.
    static func testCard(scale: CGFloat = 1) -> UIImage {
        let card = CGImage.make(width: 40, height: 20) { x, y in
            if x < 4 || x >= 36 || y < 4 || y >= 16 { return RGBA8(red: 0, green: 200, blue: 0, alpha: 255) }
            return x < 20 ? RGBA8(red: 255, green: 0, blue: 0, alpha: 255) : RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
        }
        return UIImage(data: card.pngData(), scale: scale)!
    }

    @Test func pngRoundTripKeepsPixelsAndAlpha() {
        let translucent = CGImage.make(width: 3, height: 2) { x, _ in
            RGBA8(red: 10, green: 20, blue: 30, alpha: x == 0 ? 255 : x == 1 ? 128 : 0)
        }
        let data = translucent.pngData()
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = UIImage(data: data)!.cgImage!
        #expect(decoded.width == 3 && decoded.height == 2)
        #expect(decoded.pixel(x: 0, y: 0) == RGBA8(red: 10, green: 20, blue: 30, alpha: 255))
        #expect(decoded.pixel(x: 1, y: 1).alpha == 128)
        #expect(decoded.pixel(x: 2, y: 0).alpha == 0)
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
    }

    @Test func imagesLoadFromFilesWithTheirScale() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scanout-image-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = UIImageTests.testCard().pngData()!
        try data.write(to: directory.appendingPathComponent("card.png"))
        try data.write(to: directory.appendingPathComponent("card@2x.png"))

        let plain = UIImage(contentsOfFile: directory.path + "/card.png")
        #expect(plain?.size == CGSize(width: 40, height: 20))
        let dense = UIImage(contentsOfFile: directory.path + "/card@2x.png")
        #expect(dense?.scale == 2)
        #expect(dense?.size == CGSize(width: 20, height: 10))
        #expect(UIImage(contentsOfFile: directory.path + "/missing.png") == nil)

        let host = TestHost(scale: 2)
        let saved = UIImage.searchPaths
        UIImage.searchPaths = [directory.path]
        defer { UIImage.searchPaths = saved }
        #expect(UIImage(named: "card")?.scale == 2, "A 2× screen prefers the @2x file")
        #expect(UIImage(named: "nothing") == nil)
        #expect(host.application.screen.scale == 2)
    }

    @Test func imageViewPlacesTheImageByContentMode() {
        let host = TestHost(size: CGSize(width: 340, height: 120))
        host.window.backgroundColor = .white
        let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .bottomRight]
        for (index, mode) in modes.enumerated() {
            let view = UIImageView(image: UIImageTests.testCard())
            view.frame = CGRect(x: 10 + CGFloat(index) * 65, y: 10, width: 60, height: 100)
            view.contentMode = mode
            view.backgroundColor = .systemGray5
            host.window.addSubview(view)
        }
        let image = host.render()
        assertSnapshot(of: image, named: "image-view-content-modes")
        let pixels = image.cgImage!
        // scaleToFill stretches: the red half fills the left 30 points at every height.
        #expect(pixels.pixel(x: 20, y: 60) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        // aspect fit: 60 wide, 30 tall, centred vertically: above it is background.
        #expect(pixels.pixel(x: 90, y: 30) == UIColor.systemGray5.rgba8)
        #expect(pixels.pixel(x: 90, y: 60) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        // bottom right: the image's blue half sits at the bottom-right corner.
        #expect(pixels.pixel(x: 10 + 4 * 65 + 58, y: 106) == RGBA8(red: 0, green: 200, blue: 0, alpha: 255))
        #expect(UIImageView(image: UIImageTests.testCard()).intrinsicContentSize == CGSize(width: 40, height: 20))
        #expect(!UIImageView().isUserInteractionEnabled)
    }

    @Test func imagesDrawCrispAtScaleTwo() {
        let host = TestHost(size: CGSize(width: 60, height: 30), scale: 2)
        let view = UIImageView(image: UIImageTests.testCard(scale: 2))
        host.window.addSubview(view)
        #expect(view.frame.size == CGSize(width: 20, height: 10))
        let pixels = host.render().cgImage!
        // A 2× image on a 2× screen maps pixel for pixel.
        for x in 0..<40 {
            #expect(pixels.pixel(x: x, y: 10) == UIImageTests.testCard().cgImage!.pixel(x: x, y: 10))
        }
    }
}

extension UIColor {
    /// The colour as the 8-bit pixel the compositor writes for it when opaque.
    var rgba8: RGBA8 {
        RGBA8(
            red: UInt8((red * 255).rounded()), green: UInt8((green * 255).rounded()),
            blue: UInt8((blue * 255).rounded()), alpha: UInt8((alpha * 255).rounded()))
    }
}
