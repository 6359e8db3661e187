import Scanout
import ScanoutTesting
import Testing

/// The string drawing helpers: measuring with attributes and drawing into the current context.
@MainActor
@Suite struct StringDrawingTests {
    final class Canvas: UIView {
        var drawing: (CGRect) -> Void = { _ in }
        override func draw(_ rect: CGRect) { drawing(bounds) }
    }

    private let font = UIFont.systemFont(ofSize: 20)

    @Test func sizeWithAttributesMeasuresOneLinePerParagraph() {
        let size = "Hello".size(withAttributes: [.font: font])
        #expect(abs(size.height - font.lineHeight) < 0.01)
        #expect(size.width > 45 && size.width < 60)
        #expect("Hello, world".size(withAttributes: [.font: font]).width > size.width * 2)
        #expect("Hello".size(withAttributes: [.font: font.withSize(40)]).width > size.width * 1.9)
        let twoParagraphs = "Hello\nworld".size(withAttributes: [.font: font])
        #expect(abs(twoParagraphs.height - 2 * font.lineHeight) < 0.01)
        let defaultFont = "Hello".size()
        let defaultLineHeight = UIFont.systemFont(ofSize: 12).lineHeight
        #expect(abs(defaultFont.height - defaultLineHeight) < 0.01, "Foundation's 12-point default")
        let kerned = "Hello".size(withAttributes: [.font: font, .kern: 3])
        #expect(abs(kerned.width - (size.width + 4 * 3)) < 0.01, "kern between the five characters")
    }

    @Test func boundingRectWrapsWithLineFragmentOrigin() {
        let text = "Boarding will begin shortly at gate twelve"
        let wrapped = text.boundingRect(
            with: CGSize(width: 120, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(wrapped.minY == 0)
        #expect(wrapped.width <= 120)
        #expect(wrapped.height > 3 * font.lineHeight)

        let limited = text.boundingRect(
            with: CGSize(width: 120, height: 2.5 * font.lineHeight),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: [.font: font], context: nil)
        #expect(abs(limited.height - 2 * font.lineHeight) < 0.01)

        let singleLine = text.boundingRect(
            with: CGSize(width: 120, height: 100), options: [], attributes: [.font: font], context: nil)
        #expect(singleLine.width > 300, "without line fragments, one unwrapped line")
        #expect(abs(singleLine.minY + font.ascender) < 0.01, "origin on the baseline")

        let ink = "x".boundingRect(
            with: CGSize(width: 100, height: 100), options: [.usesLineFragmentOrigin, .usesDeviceMetrics],
            attributes: [.font: font], context: nil)
        #expect(abs(ink.height - font.xHeight) < 0.5, "ink of x: its x-height, \(ink)")
        #expect(abs(ink.maxY - font.ascender) < 0.5)
    }

    @Test func drawsAtPointAndInRect() throws {
        let host = TestHost(size: CGSize(width: 240, height: 140))
        host.window.backgroundColor = .white
        let canvas = Canvas(frame: host.window.bounds)
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineBreakMode = .byTruncatingTail
        let rect = CGRect(x: 20, y: 60, width: 120, height: 50)
        canvas.drawing = { [font] _ in
            "Point".draw(
                at: CGPoint(x: 10, y: 10), withAttributes: [.font: font, .foregroundColor: UIColor.systemBlue])
            UIGraphicsGetCurrentContext()?.setFillColor(UIColor.systemGray6.cgColor)
            UIGraphicsGetCurrentContext()?.fill(rect)
            "Centred text that wraps and then is truncated".draw(
                in: rect, withAttributes: [.font: font, .paragraphStyle: paragraph])
            "Highlighted".draw(
                at: CGPoint(x: 120, y: 10),
                withAttributes: [.font: font, .backgroundColor: UIColor.systemYellow, .foregroundColor: UIColor.black])
        }
        host.window.addSubview(canvas)
        let rendered = host.render()
        assertSnapshot(of: rendered, named: "string-drawing")

        let image = try #require(rendered.cgImage)
        let point = try #require(image.inkBounds(in: PixelRect(x: 0, y: 0, width: 110, height: 40)))
        #expect(point.x >= 10 && point.x <= 12 && point.y >= 10 && point.y <= 16)
        let blue = (point.y..<point.maxY).contains { y in
            (point.x..<point.maxX).contains { x in image.pixel(x: x, y: y) == UIColor.systemBlue.rgba8 }
        }
        #expect(blue, "drawn in the foreground colour")
        let rectArea = PixelRect(x: 0, y: 50, width: 240, height: 90)
        let inRect = try #require(
            image.inkBounds(in: rectArea, background: UIColor.systemGray6.rgba8, threshold: 200))
        #expect(inRect.x >= 20 && inRect.maxX <= 140 && inRect.y >= 60 && inRect.maxY <= 110, "in the rect: \(inRect)")
        let highlight = image.pixel(x: 121, y: 12)
        #expect(highlight == UIColor.systemYellow.rgba8)
    }

    @Test func drawingWithoutAContextDoesNothing() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        "Nowhere".draw(at: .zero, withAttributes: nil)
        "Nowhere".draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), withAttributes: nil)
    }
}
