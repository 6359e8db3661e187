import CCairo
import FoundationEssentials
import ScanoutTesting
import Testing

@testable import Scanout

/// PNG images and `UIImageView`.
@MainActor
@Suite struct UIImageTests {
    /// A 40×20 test card: left half red, right half blue, a green 4-pixel frame.
    static func testCard(scale: CGFloat = 1) -> UIImage {
        let card = CGImage.make(width: 40, height: 20) { x, y in
            if x < 4 || x >= 36 || y < 4 || y >= 16 { return RGBA8(red: 0, green: 200, blue: 0, alpha: 255) }
            return x < 20
                ? RGBA8(red: 255, green: 0, blue: 0, alpha: 255) : RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
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
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scanout-image-\(UInt32.random(in: 0...UInt32.max))")
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
        let bundle = try #require(Bundle(path: directory.path))
        #expect(bundle.resourcePath == directory.path, "a folder without Resources is a flat bundle")
        #expect(UIImage(named: "card", in: bundle, compatibleWith: nil)?.scale == 2, "A 2× screen prefers the @2x file")
        let oneX = UITraitCollection(displayScale: 1)
        #expect(UIImage(named: "card", in: bundle, compatibleWith: oneX)?.scale == 1, "the traits' scale decides")
        #expect(UIImage(named: "nothing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "card") == nil, "not in the main bundle")
        #expect(host.application.screen.scale == 2)
    }

    /// PNGs made for these tests (by Python's zlib: 1-bit greyscale, no alpha).
    static let fixtures =
        String(
            #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(2)
                .joined(separator: "/")) + "/__Fixtures__/UIImageTests"

    /// A fuzzer's find: 7.8 KB of PNG that declares 8000×8000 pixels (256 MB as ARGB32; 406 MB
    /// at the peak of decoding it). Refused from its header, with the file, the size and the limit.
    @Test func anImageOverThePixelLimitIsRefusedFromItsHeader() throws {
        let path = UIImageTests.fixtures + "/8000x8000-1bit.png"
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(data.count < 10_000)
        #expect(UIImage(contentsOfFile: path) == nil)
        #expect(UIImage(data: data) == nil)
        guard case .failure(let failure) = PNGCodec.decode(data) else {
            Issue.record("decoded")
            return
        }
        #expect(failure == .tooLarge(width: 8000, height: 8000))
        let message = PNGCodec.message(for: failure, source: path) ?? ""
        #expect(message.contains("cannot load image \(path): it is 8000×8000 pixels"), "\(message)")
        #expect(message.contains("limited to 16777216 pixels (4096×4096)") && message.contains("Scale it down"))
        #expect(
            PNGCodec.message(for: failure, source: nil)?.contains("cannot load image data: it is 8000×8000") == true)
        // A header that claims more than Int can multiply is refused the same way, not trapped on.
        var huge = data
        huge.replaceSubrange(16..<24, with: [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        #expect(UIImage(data: huge) == nil)
    }

    /// An image without alpha decodes to opaque pixels; the conversion to ARGB32 happens in place.
    @Test func aPNGWithoutAlphaDecodesOpaque() throws {
        let image = try #require(UIImage(contentsOfFile: UIImageTests.fixtures + "/16x8-1bit.png")?.cgImage)
        #expect(image.width == 16 && image.height == 8)
        #expect(image.pixel(x: 3, y: 4) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(x: 12, y: 7) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
    }

    /// cairo reports running out of memory with a 0×0 surface in an error state, not NULL: such a
    /// surface, wherever decoding gets one, is no image at all (it used to become a 0×0 one).
    @Test func aSurfaceInAnErrorStateIsNoImage() {
        for format in [CAIRO_FORMAT_RGB24, CAIRO_FORMAT_ARGB32] {
            // Wider than cairo allows: the same kind of error surface as an out-of-memory one.
            let surface = cairo_image_surface_create(format, 1 << 20, 16)!
            guard case .failure(let failure) = PNGCodec.image(adopting: surface) else {
                Issue.record("an error surface became an image")
                continue
            }
            guard case .failed(let reason) = failure else {
                Issue.record("\(failure)")
                continue
            }
            #expect(reason.contains("size"), "cairo's status for a surface too big: \(reason)")
            #expect(
                PNGCodec.message(for: failure, source: "/srv/kiosk/logo.png")?
                    .hasPrefix("cannot load image /srv/kiosk/logo.png: decoding it failed") == true)
        }
        // A PNG cut short fails inside libpng, which cairo reports the same way.
        let whole = UIImageTests.testCard().pngData()!
        guard case .failure(let cut) = PNGCodec.decode(whole.prefix(whole.count / 2)) else {
            Issue.record("half a PNG decoded")
            return
        }
        #expect(
            PNGCodec.message(for: cut, source: nil)?.hasPrefix("cannot load image data: decoding it failed") == true)
        #expect(PNGCodec.message(for: .unreadable, source: nil) == nil, "data that is no PNG is nil, silently")
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
