import Testing

@testable import Scanout

/// `CGGradient` with `CGContext.drawLinearGradient` and `drawRadialGradient`, as drawing code
/// uses them, and gradients made of values that are not numbers.
@MainActor
@Suite struct CGGradientTests {
    private func image(_ draw: (CGContext) -> Void) throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 20), format: format).image { context in
            draw(context.cgContext)
        }
        return try #require(image.cgImage)
    }

    private let redToBlue = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
        locations: [0, 1])!

    @Test func aLinearGradientPaintsBandsBetweenItsEnds() throws {
        let plain = try image {
            $0.drawLinearGradient(redToBlue, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [])
        }
        #expect(plain.pixel(x: 21, y: 10).red > 240)
        #expect(plain.pixel(x: 79, y: 10).blue > 240)
        #expect(plain.pixel(x: 50, y: 10).red > 100 && plain.pixel(x: 50, y: 10).blue > 100)
        #expect(plain.pixel(x: 5, y: 10).alpha == 0, "nothing before the start")
        #expect(plain.pixel(x: 95, y: 10).alpha == 0, "nothing after the end")

        let after = try image {
            $0.drawLinearGradient(
                redToBlue, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: .drawsAfterEndLocation)
        }
        #expect(after.pixel(x: 95, y: 10).blue > 240)
        #expect(after.pixel(x: 5, y: 10).alpha == 0)
        let both = try image {
            $0.drawLinearGradient(
                redToBlue, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        #expect(both.pixel(x: 5, y: 10).red > 240 && both.pixel(x: 95, y: 10).blue > 240)
    }

    @Test func componentsGrayAndRadialGradients() throws {
        let gray = try #require(
            CGGradient(
                colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1, 1, 1], locations: nil, count: 2))
        let ramp = try image {
            $0.drawLinearGradient(gray, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        }
        #expect(ramp.pixel(x: 1, y: 10).red < 10)
        #expect(ramp.pixel(x: 98, y: 10).red > 245)
        let radial = try image {
            $0.drawRadialGradient(
                redToBlue, startCenter: CGPoint(x: 50, y: 10), startRadius: 0, endCenter: CGPoint(x: 50, y: 10),
                endRadius: 40, options: .drawsAfterEndLocation)
        }
        #expect(radial.pixel(x: 50, y: 10).red > 240)
        #expect(radial.pixel(x: 98, y: 10).blue > 240)
    }

    @Test func hostileGradientsDrawNothingAndDoNotTrap() throws {
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil) == nil)
        let space = CGColorSpaceCreateDeviceRGB()
        #expect(CGGradient(colorSpace: space, colorComponents: [1, 0, 0, 1], locations: nil, count: 0) == nil)
        #expect(CGGradient(colorSpace: space, colorComponents: [1, 0, 0, 1], locations: nil, count: -3) == nil)
        let odd = try #require(
            CGGradient(
                colorSpace: space, colorComponents: [.nan, .infinity, -1, 1, 0, 0, 1, .nan],
                locations: [.nan, .infinity],
                count: 2))
        let single = try #require(
            CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor] as CFArray, locations: nil))
        let drawn = try image { context in
            context.drawLinearGradient(odd, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
            context.drawLinearGradient(single, start: .zero, end: .zero, options: [])
            context.drawLinearGradient(
                single, start: CGPoint(x: CGFloat.nan, y: 0), end: CGPoint(x: 1, y: 0), options: [])
            context.drawLinearGradient(single, start: .zero, end: CGPoint(x: CGFloat.infinity, y: 0), options: [])
            context.drawRadialGradient(
                single, startCenter: .zero, startRadius: -1, endCenter: .zero, endRadius: .nan, options: [])
            context.drawRadialGradient(
                single, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 0, options: [])
            // The context still draws afterwards.
            context.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 90, y: 0, width: 10, height: 20))
        }
        #expect(drawn.pixel(x: 95, y: 10).green > 250)
    }
}
