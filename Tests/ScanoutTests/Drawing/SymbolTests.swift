import Scanout
import ScanoutTesting
import Testing

/// `UIImage(systemName:)`: Scanout's symbols, their configurations, and template images drawn in
/// a view's tint.
@MainActor
@Suite struct SymbolTests {
    private static let names = [
        "plus", "minus", "xmark", "checkmark", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
        "trash", "square.and.arrow.up", "arrow.clockwise", "pencil", "square.and.pencil", "gear", "gearshape",
        "magnifyingglass", "folder", "bookmark", "camera", "play.fill", "pause.fill", "backward.fill",
        "forward.fill", "stop.fill", "arrow.uturn.backward", "arrow.uturn.forward", "house", "person",
        "person.circle", "star", "star.fill", "heart", "heart.fill", "info.circle", "exclamationmark.triangle",
        "bell", "clock", "calendar", "list.bullet", "ellipsis", "ellipsis.circle", "lock", "qrcode", "wifi",
        "battery.100", "xmark.circle.fill", "checkmark.circle.fill", "plus.circle.fill",
        // A calculator's keys.
        "multiply", "divide", "equal", "percent", "plus.forwardslash.minus", "plus.slash.minus",
    ]

    @Test func commonSymbolsExistAndUnknownNamesAreNil() throws {
        _ = TestHost()
        for name in Self.names {
            let image = try #require(UIImage(systemName: name), "no symbol \(name)")
            #expect(image.isSymbolImage)
            #expect(image.renderingMode == .alwaysTemplate)
            #expect(image.size.width > 0 && image.size.height > 0)
            // Something is drawn: at least one opaque pixel.
            let cgImage = try #require(image.cgImage)
            #expect(Self.opaquePixelCount(cgImage) > 0, "\(name) draws nothing")
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        let plain = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        #expect(!plain.isSymbolImage)
        #expect(plain.renderingMode == .automatic)
    }

    @Test func sizesFollowThePointSizeAndScale() throws {
        _ = TestHost()
        let body = try #require(UIImage(systemName: "star"))
        #expect(body.symbolConfiguration?.description == "<UIImage.SymbolConfiguration: unspecified>")
        let large = try #require(
            UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        // Twice the point size: twice the size (within a pixel's rounding).
        #expect(abs(large.size.width - 2 * body.size.width) <= 1)
        #expect(abs(large.size.height - 2 * body.size.height) <= 1)
        #expect(body.size.height > 15 && body.size.height < 23, "about body text's height at 17 points")
        let small = body.withConfiguration(UIImage.SymbolConfiguration(scale: .small))
        let bigger = body.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(small.size.width < body.size.width && body.size.width < bigger.size.width)
        let headline = try #require(
            UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(headline.size.height > 30)
        // Applying keeps what the argument leaves unspecified.
        let bold = try #require(large.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
        #expect(bold.size.width >= large.size.width)
        #expect(bold.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 34, weight: .bold))
        #expect(
            UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
                .applyingSymbolConfiguration(.unspecified) == nil)
    }

    @Test func heavierWeightsDrawThickerStrokes() throws {
        _ = TestHost()
        let light = try #require(
            UIImage(
                systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .ultraLight)
            ))
        let black = try #require(
            UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .black))
        )
        #expect(
            Self.opaquePixelCount(try #require(black.cgImage)) > 3 * Self.opaquePixelCount(try #require(light.cgImage)))
    }

    @Test func symbolsAreDrawnAtTheScreensScale() throws {
        let host = TestHost(size: CGSize(width: 200, height: 100), scale: 2)
        let image = try #require(UIImage(systemName: "xmark"))
        #expect(UIScreen.main === host.application.screen)
        #expect(image.scale == 2)
        let cgImage = try #require(image.cgImage)
        #expect(CGFloat(cgImage.width) == image.size.width * 2)
    }

    @Test func imageViewsDrawTemplatesInTheirTintAndFollowChanges() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let imageView = UIImageView(
            image: UIImage(systemName: "stop.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        imageView.frame.origin = CGPoint(x: 10, y: 10)
        host.window.addSubview(imageView)
        imageView.tintColor = .systemRed
        let centre = (x: Int(imageView.frame.midX), y: Int(imageView.frame.midY))
        var pixel = try #require(host.render().cgImage).pixel(x: centre.x, y: centre.y)
        #expect(pixel == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        // The tint comes from the superview when the image view has none of its own.
        imageView.tintColor = nil
        host.window.tintColor = .systemGreen
        pixel = try #require(host.render().cgImage).pixel(x: centre.x, y: centre.y)
        #expect(pixel == RGBA8(red: 52, green: 199, blue: 89, alpha: 255))
        // Dimmed, the tint is grey.
        host.window.tintAdjustmentMode = .dimmed
        pixel = try #require(host.render().cgImage).pixel(x: centre.x, y: centre.y)
        #expect(pixel.red == pixel.green && pixel.green == pixel.blue)
    }

    @Test func originalAndTintedImagesKeepTheirColours() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let symbol = try #require(
            UIImage(systemName: "stop.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        let original = UIImageView(image: symbol.withRenderingMode(.alwaysOriginal))
        let tinted = UIImageView(image: symbol.withTintColor(.systemOrange, renderingMode: .alwaysOriginal))
        tinted.frame.origin.x = 50
        host.window.tintColor = .systemBlue
        host.window.addSubview(original)
        host.window.addSubview(tinted)
        let image = try #require(host.render().cgImage)
        #expect(
            image.pixel(x: Int(original.frame.midX), y: Int(original.frame.midY))
                == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(
            image.pixel(x: Int(tinted.frame.midX), y: Int(tinted.frame.midY))
                == RGBA8(red: 255, green: 149, blue: 0, alpha: 255))
        #expect(symbol.withTintColor(.red).renderingMode == .alwaysTemplate)
    }

    @Test func aPlainImageViewDrawsAutomaticImagesAsTheyAreButASystemButtonTintsThem() throws {
        let host = TestHost(size: CGSize(width: 200, height: 100))
        let square = UIImage(
            cgImage: CGImage.make(width: 20, height: 20) { _, _ in RGBA8(red: 0, green: 0, blue: 0, alpha: 255) })
        let imageView = UIImageView(image: square)
        imageView.frame.origin = CGPoint(x: 10, y: 10)
        let button = UIButton(type: .system)
        button.setImage(square, for: .normal)
        button.frame = CGRect(x: 100, y: 0, width: 60, height: 40)
        host.window.tintColor = .systemRed
        host.window.addSubview(imageView)
        host.window.addSubview(button)
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 20, y: 20) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 130, y: 20) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
    }

    @Test func aSheetOfSymbols() {
        let host = TestHost(size: CGSize(width: 360, height: 200), scale: 2)
        let sheet = [
            "plus", "xmark", "checkmark", "chevron.left", "trash", "square.and.arrow.up", "arrow.clockwise",
            "square.and.pencil", "gearshape", "magnifyingglass", "folder", "bookmark", "camera", "play.fill",
            "house", "person.circle", "star.fill", "heart", "info.circle", "exclamationmark.triangle", "bell",
            "clock", "calendar", "list.bullet", "ellipsis.circle", "lock", "qrcode", "wifi", "battery.100",
            "xmark.circle.fill", "checkmark.circle.fill", "plus.circle.fill",
        ]
        for (index, name) in sheet.enumerated() {
            let imageView = UIImageView(image: UIImage(systemName: name))
            imageView.frame.origin = CGPoint(x: 12 + CGFloat(index % 8) * 44, y: 12 + CGFloat(index / 8) * 46)
            host.window.addSubview(imageView)
        }
        #expect(assertSnapshot(of: host.render(), named: "symbol-sheet"))
    }

    private static func opaquePixelCount(_ image: CGImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 128 { count += 1 }
        }
        return count
    }
}
