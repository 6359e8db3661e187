import FoundationEssentials
import ScanoutTesting
import Testing

@testable import Scanout

/// `UIImage(cgImage:scale:orientation:)`: the stored pixels stay as given (`cgImage`), the size
/// and every drawing are turned, and variants keep the orientation.
@MainActor
@Suite struct ImageOrientationTests {
    static let cases: [(UIImage.Orientation, exif: Int)] = [
        (.up, 1), (.upMirrored, 2), (.down, 3), (.downMirrored, 4), (.leftMirrored, 5), (.right, 6),
        (.rightMirrored, 7), (.left, 8),
    ]

    @Test func orientedImagesDrawTurnedAndKeepTheirStoredPixels() throws {
        let stored = JPEGTests.quadrants
        for (orientation, exif) in Self.cases {
            let image = UIImage(cgImage: stored, scale: 2, orientation: orientation)
            #expect(image.cgImage === stored, "\(orientation): cgImage is the pixels as stored")
            #expect(image.imageOrientation == orientation)
            let turned = exif >= 5
            #expect(image.size == (turned ? CGSize(width: 8, height: 16) : CGSize(width: 16, height: 8)))

            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let drawn = UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
                image.draw(at: .zero)
            }
            let pixels = try #require(drawn.cgImage)
            #expect(pixels.width == (turned ? 16 : 32) && pixels.height == (turned ? 32 : 16))
            for (x, y, colour) in [
                (4, 3, JPEGTests.red), (27, 3, JPEGTests.green), (4, 12, JPEGTests.blue), (27, 12, JPEGTests.white),
            ] {
                let (shownX, shownY) = JPEGTests.shown(exif, x: x, y: y, width: 32, height: 16)
                #expect(
                    pixels.pixel(x: shownX, y: shownY) == colour,
                    "\(orientation): (\(x), \(y)) drawn at (\(shownX), \(shownY))")
            }
            let variant = image.withRenderingMode(.alwaysOriginal).resizableImage(withCapInsets: .zero)
            #expect(variant.imageOrientation == orientation && variant.size == image.size)
        }
        #expect(UIImage(cgImage: stored).imageOrientation == .up)
        #expect(UIImage.Orientation(rawValue: 3) == .right, "UIKit's raw values")
        #expect(UIImage.Orientation(rawValue: 8) == nil)
    }

    @Test func anOrientedImageAsAThumbnailOrPatternIsTurned() throws {
        let image = UIImage(cgImage: JPEGTests.quadrants, scale: 1, orientation: .right)
        let thumbnail = try #require(image.preparingThumbnail(of: CGSize(width: 8, height: 16)))
        #expect(thumbnail.size == CGSize(width: 8, height: 16))
        #expect(thumbnail.imageOrientation == .up)
        let view = UIImageView(image: image)
        #expect(view.intrinsicContentSize == CGSize(width: 16, height: 32))
    }
}
