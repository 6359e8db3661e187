import ScanoutTesting
import Testing

@testable import Scanout

/// `UIColor(patternImage:)`: tiles from the origin of what it paints — a view's background, a
/// layer's, a fill in `draw(_:)` — at its alpha, see-through where the image is, and no
/// components.
@MainActor
@Suite struct PatternColorTests {
    private static let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    private static let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
    private static let green = RGBA8(red: 0, green: 255, blue: 0, alpha: 255)

    /// 2×2 pixels at scale 1: red, blue / blue, clear.
    private static func checker() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = false
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        }
    }

    @Test func aViewsBackgroundTilesFromItsOriginAndShowsWhatIsBelowWhereTheImageIsClear() throws {
        let host = TestHost()
        host.window.backgroundColor = .green
        let tiled = UIView(frame: CGRect(x: 11, y: 20, width: 40, height: 30))
        tiled.backgroundColor = UIColor(patternImage: PatternColorTests.checker())
        host.window.addSubview(tiled)
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 11, y: 20) == PatternColorTests.red, "the first tile starts at the view's origin")
        #expect(image.pixel(x: 12, y: 20) == PatternColorTests.blue)
        #expect(image.pixel(x: 13, y: 20) == PatternColorTests.red, "repeated")
        #expect(image.pixel(x: 11, y: 21) == PatternColorTests.blue)
        #expect(image.pixel(x: 12, y: 21) == PatternColorTests.green, "the clear pixel shows the window")
        #expect(image.pixel(x: 49, y: 49) == PatternColorTests.blue, "to the last row (38, 29): blue")
        #expect(image.pixel(x: 50, y: 49) == PatternColorTests.green, "(39, 29) is the clear pixel")
        #expect(image.pixel(x: 51, y: 49) == PatternColorTests.green, "and no further")
    }

    @Test func fillsInDrawAndLayerBackgroundsTileAndAlphaBlends() throws {
        final class Swatch: UIView {
            var color: UIColor?
            override func draw(_ rect: CGRect) {
                color?.setFill()
                UIRectFill(CGRect(x: 4, y: 0, width: 8, height: 8))
            }
        }
        let host = TestHost()
        host.window.backgroundColor = .white
        let pattern = UIColor(patternImage: PatternColorTests.checker())
        let swatch = Swatch(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        swatch.backgroundColor = .white
        swatch.color = pattern
        host.window.addSubview(swatch)
        let layerHost = UIView(frame: CGRect(x: 200, y: 100, width: 20, height: 20))
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 2, y: 2, width: 10, height: 10)
        sublayer.backgroundColor = pattern.cgColor
        layerHost.layer.addSublayer(sublayer)
        host.window.addSubview(layerHost)
        let faded = UIView(frame: CGRect(x: 300, y: 100, width: 20, height: 20))
        faded.backgroundColor = pattern.withAlphaComponent(0.5)
        host.window.addSubview(faded)
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 104, y: 100) == PatternColorTests.red, "tiles from the context's origin: x 4 is even")
        #expect(image.pixel(x: 105, y: 100) == PatternColorTests.blue)
        #expect(image.pixel(x: 103, y: 100).red == 255 && image.pixel(x: 103, y: 100).green == 255, "outside the fill")
        #expect(image.pixel(x: 202, y: 102) == PatternColorTests.red, "a layer's background from its origin")
        #expect(image.pixel(x: 203, y: 102) == PatternColorTests.blue)
        let half = image.pixel(x: 300, y: 100)
        #expect(half.red == 255 && abs(Int(half.green) - 128) <= 2, "half red over white")
        #expect(layerHost.layer.sublayers?.first?.backgroundColor == pattern.cgColor)
        #expect(UIColor(cgColor: pattern.cgColor) == pattern, "the pattern survives the trip through CGColor")
    }

    @Test func aPatternColourHasNoComponentsAndEqualsOnlyItsImagesColour() {
        let image = PatternColorTests.checker()
        let pattern = UIColor(patternImage: image)
        var red: CGFloat = -1
        var green: CGFloat = -1
        var blue: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(!pattern.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        var white: CGFloat = -1
        #expect(!pattern.getWhite(&white, alpha: &alpha))
        #expect(pattern == UIColor(patternImage: image))
        #expect(pattern != UIColor(patternImage: PatternColorTests.checker()), "another image")
        #expect(pattern != .black)
        #expect(pattern.withAlphaComponent(0.3).cgColor.alpha == 0.3 && pattern.withAlphaComponent(0.3).isPatternColor)
    }

    @Test func imagesWithoutPixelsAndHostileScalesNeitherTrapNorPaintGarbage() throws {
        let host = TestHost()
        host.window.backgroundColor = .white
        let sources: [UIImage] = [
            UIImage(), UIImage(systemName: "star.fill") ?? UIImage(),
            UIImage(cgImage: try #require(PatternColorTests.checker().cgImage), scale: .nan),
            UIImage(cgImage: try #require(PatternColorTests.checker().cgImage), scale: -3),
            UIImage(cgImage: try #require(PatternColorTests.checker().cgImage), scale: .infinity),
        ]
        for (index, source) in sources.enumerated() {
            let view = UIView(frame: CGRect(x: CGFloat(index) * 30, y: 300, width: 25, height: 25))
            view.backgroundColor = UIColor(patternImage: source)
            view.layer.cornerRadius = 6
            host.window.addSubview(view)
        }
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 0, y: 300) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "the rounded corner")
        #expect(image.pixel(x: 66, y: 306) == PatternColorTests.red, "a NaN scale reads as 1")
    }
}
