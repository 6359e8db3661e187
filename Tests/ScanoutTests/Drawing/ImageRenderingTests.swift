import Scanout
import ScanoutTesting
import Testing

/// Drawing into images: `UIGraphicsBeginImageContextWithOptions` and its companions,
/// `UIGraphicsImageRenderer`, and `CGImage.cropping(to:)`.
@MainActor
@Suite struct ImageRenderingTests {
    @Test func anImageContextIsCurrentUntilItEndsAndGivesWhatWasDrawn() {
        _ = TestHost()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 2)
        let context = UIGraphicsGetCurrentContext()
        #expect(context != nil)
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 2, y: 0, width: 2, height: 2)).fill()
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(image?.size == CGSize(width: 4, height: 2))
        #expect(image?.scale == 2)
        let pixels = image?.cgImage
        #expect(pixels?.width == 8 && pixels?.height == 4)
        #expect(pixels?.pixel(x: 1, y: 1) == RGBA8(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(pixels?.pixel(x: 6, y: 3) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func scaleZeroIsTheScreensAndOpaqueStartsBlack() {
        let host = TestHost()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), true, 0)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.scale == host.application.screen.scale)
        #expect(image?.cgImage?.pixel(x: 0, y: 0) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func anEmptyImageContextHasNoContextAndNoImage() {
        _ = TestHost()
        UIGraphicsBeginImageContext(.zero)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
    }

    @Test func aRendererDrawsInItsContextAtItsScale() {
        _ = TestHost()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
        var current: CGContext?
        let image = renderer.image { context in
            current = UIGraphicsGetCurrentContext()
            #expect(context.format.scale == 3)
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
        }
        #expect(current != nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(image.cgImage?.width == 30)
        #expect(image.cgImage?.pixel(x: 29, y: 29) == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(image.cgImage?.pixel(x: 14, y: 14).alpha == 0)
    }

    @Test func aDefaultRendererUsesTheScreensScale() {
        let host = TestHost()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { _ in }
        #expect(image.scale == host.application.screen.scale)
        #expect(image.cgImage?.width == Int(2 * host.application.screen.scale))
    }

    @Test func croppingTakesPixelsAndClipsToTheImage() {
        let image = CGImage.make(width: 4, height: 4) { x, y in
            RGBA8(red: UInt8(x * 60), green: UInt8(y * 60), blue: 0, alpha: 255)
        }
        let part = image.cropping(to: CGRect(x: 2.5, y: 1, width: 10, height: 2))
        #expect(part?.width == 2 && part?.height == 2)
        #expect(part?.pixel(x: 0, y: 0) == RGBA8(red: 120, green: 60, blue: 0, alpha: 255))
        #expect(part?.pixel(x: 1, y: 1) == RGBA8(red: 180, green: 120, blue: 0, alpha: 255))
        #expect(image.cropping(to: CGRect(x: 5, y: 5, width: 2, height: 2)) == nil)
    }
}
