import ScanoutTesting
import Testing

@testable import Scanout

/// Attributed text with runs, drawn by labels and string drawing.
@MainActor
@Suite struct AttributedTextDrawingTests {
    let font = UIFont.systemFont(ofSize: 20)

    /// "Now 12 CHF, was 15": a bold red price, an underlined word and a struck-through old price.
    func threeRuns() -> NSAttributedString {
        let text = NSMutableAttributedString(
            string: "Now 12 CHF, was 15", attributes: [.font: font, .foregroundColor: UIColor.black])
        text.addAttributes(
            [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemRed],
            range: NSRange(location: 4, length: 6))
        text.addAttribute(
            .underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 3))
        text.addAttributes(
            [.strikethroughStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.systemGray],
            range: NSRange(location: 16, length: 2))
        return text
    }

    @Test func threeRunsDrawInALabel() throws {
        let host = TestHost(size: CGSize(width: 260, height: 60))
        host.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 240, height: 40))
        label.attributedText = threeRuns()
        host.window.addSubview(label)
        let rendered = host.render()
        assertSnapshot(of: rendered, named: "attributed-three-runs")
        let image = try #require(rendered.cgImage)

        // Where each run is, from the label's own layout of the characters.
        let price = try #require(label.textRect(ofCharacters: 4..<10))
        let red = UIColor.systemRed.rgba8
        func count(_ colour: RGBA8, in rect: CGRect) -> Int {
            var found = 0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) where image.pixel(x: x, y: y) == colour { found += 1 }
            }
            return found
        }
        #expect(count(red, in: price) > 20, "the price is red")
        let before = try #require(label.textRect(ofCharacters: 0..<4))
        #expect(count(red, in: before) == 0, "the words before it are not")
        // The underline: a row of ink under "Now", below the baseline.
        let now = try #require(label.textRect(ofCharacters: 0..<3))
        let underlineRow = (Int(now.midY)..<Int(now.maxY)).contains { y in
            (Int(now.minX + 1)..<Int(now.maxX - 1)).allSatisfy { x in image.pixel(x: x, y: y).red < 128 }
        }
        #expect(underlineRow, "an unbroken line under \"Now\"")
        // The strikethrough: an unbroken row through the middle of "15", in the run's grey.
        let old = try #require(label.textRect(ofCharacters: 16..<18))
        let struck = (Int(old.minY + old.height * 0.3)..<Int(old.maxY - old.height * 0.3)).contains { y in
            (Int(old.minX + 3)..<Int(old.maxX - 3)).allSatisfy { x in image.pixel(x: x, y: y).red < 230 }
        }
        #expect(struck, "a line through \"15\" in \(old)")
    }

    @Test func aBiggerFontInARunMakesTheLineTaller() {
        let plain = NSAttributedString(string: "Gate 12", attributes: [.font: font])
        let mixed = NSMutableAttributedString(attributedString: plain)
        mixed.addAttribute(.font, value: UIFont.systemFont(ofSize: 40), range: NSRange(location: 5, length: 2))
        #expect(mixed.size().height > plain.size().height + 15)
        #expect(mixed.size().width > plain.size().width)
        let label = UILabel()
        label.attributedText = mixed
        #expect(label.intrinsicContentSize.height >= UIFont.systemFont(ofSize: 40).lineHeight.rounded(.down))
        label.font = font
        #expect(
            label.intrinsicContentSize.height < UIFont.systemFont(ofSize: 40).lineHeight,
            "a font set afterwards applies to the whole text")
        #expect(label.attributedText?.attribute(.font, at: 6) as? UIFont == font)
    }

    @Test func inlineImagesTakeTheirBoxOnTheBaseline() throws {
        let image = try #require(UIImage.filled(.systemGreen, size: CGSize(width: 16, height: 16)))
        let icon = NSTextAttachment(image: image)
        icon.bounds = CGRect(x: 0, y: -4, width: 24, height: 24)
        let text = NSMutableAttributedString(attachment: icon)
        text.append(NSAttributedString(string: " Fresh", attributes: [.font: font]))
        #expect(text.string.unicodeScalars.first?.value == 0xFFFC)
        let host = TestHost(size: CGSize(width: 200, height: 60))
        host.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        label.attributedText = text
        host.window.addSubview(label)
        let rendered = try #require(host.render().cgImage)
        let green = UIColor.systemGreen.rgba8
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<rendered.height {
            for x in 0..<rendered.width where rendered.pixel(x: x, y: y) == green {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        #expect(
            abs(maxX - minX + 1 - 24) <= 1 && abs(maxY - minY + 1 - 24) <= 1,
            "drawn at the attachment's bounds' size: \(minX)...\(maxX) x \(minY)...\(maxY)")
        #expect(minX == 10, "first on the line")
        let glyphs = try #require(label.textRect(ofCharacters: 2..<7))
        #expect(CGFloat(minX + 24) <= glyphs.minX + 1, "the text after it makes room")
    }

    @Test func shadowsAndBackgroundsOfARun() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 3, height: 3)
        shadow.shadowColor = UIColor.systemBlue
        let text = NSMutableAttributedString(string: "AB CD", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
        text.addAttribute(.shadow, value: shadow, range: NSRange(location: 0, length: 2))
        text.addAttribute(.backgroundColor, value: UIColor.systemYellow, range: NSRange(location: 3, length: 2))
        let host = TestHost(size: CGSize(width: 200, height: 60))
        host.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 5, width: 180, height: 50))
        label.attributedText = text
        host.window.addSubview(label)
        let rendered = try #require(host.render().cgImage)
        let ab = try #require(label.textRect(ofCharacters: 0..<2))
        let cd = try #require(label.textRect(ofCharacters: 3..<5))
        func has(_ colour: RGBA8, in rect: CGRect) -> Bool {
            (Int(rect.minY)..<Int(rect.maxY + 3)).contains { y in
                (Int(rect.minX)..<Int(rect.maxX + 3)).contains { x in rendered.pixel(x: x, y: y) == colour }
            }
        }
        #expect(has(UIColor.systemBlue.rgba8, in: ab), "the shadowed run casts a blue shadow")
        #expect(!has(UIColor.systemBlue.rgba8, in: cd), "the other does not")
        #expect(has(UIColor.systemYellow.rgba8, in: cd) && !has(UIColor.systemYellow.rgba8, in: ab))
    }

    @Test func hostileAttributeValuesDrawWithoutTrapping() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: CGFloat.nan, height: .infinity)
        let attachment = NSTextAttachment()
        attachment.bounds = CGRect(x: CGFloat.nan, y: -.infinity, width: 1e300, height: -5)
        let text = NSMutableAttributedString(string: "x\u{FFFC}y\u{0}z", attributes: [.font: font])
        let values: [(NSAttributedString.Key, Any)] = [
            (.kern, CGFloat.nan), (.kern, -CGFloat.infinity), (.baselineOffset, 1e308), (.underlineStyle, -1),
            (.strikethroughStyle, Double.infinity), (.shadow, shadow), (.attachment, attachment),
            (.foregroundColor, "not a colour"), (.font, 12), (.paragraphStyle, NSParagraphStyle()),
        ]
        for (index, (key, value)) in values.enumerated() {
            text.addAttribute(key, value: value, range: NSRange(location: index % text.length, length: 2))
        }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.numberOfLines = 0
        label.attributedText = text
        let host = TestHost(size: CGSize(width: 120, height: 60))
        host.window.addSubview(label)
        _ = host.render()
        _ = text.boundingRect(with: CGSize(width: CGFloat.nan, height: -1), options: .usesLineFragmentOrigin)
        #expect(label.intrinsicContentSize.width.isFinite)
    }

    @Test func truncatedAttributedTextKeepsItsRunsOnTheLinesShown() throws {
        let text = NSMutableAttributedString(
            string: "First line of a long text\nSecond paragraph here", attributes: [.font: font])
        text.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 6, length: 4))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.attributedText = text
        let host = TestHost(size: CGSize(width: 140, height: 40))
        host.window.backgroundColor = .white
        host.window.addSubview(label)
        let rendered = try #require(host.render().cgImage)
        let line = try #require(label.textRect(ofCharacters: 6..<10))
        let red = (Int(line.minY)..<Int(line.maxY)).contains { y in
            (Int(line.minX)..<Int(min(line.maxX, 140))).contains { x in
                rendered.pixel(x: x, y: y) == UIColor.systemRed.rgba8
            }
        }
        #expect(red, "the run is still red after truncation moved pango's offsets")
    }
}

extension UIImage {
    /// A plain image of `colour`.
    @MainActor static func filled(_ colour: UIColor, size: CGSize) -> UIImage? {
        UIGraphicsImageRenderer(size: size).image { context in
            colour.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }
}
