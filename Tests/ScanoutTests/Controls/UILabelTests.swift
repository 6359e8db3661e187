import ScanoutTesting
import Testing

@testable import Scanout

/// Labels: sizing, wrapping, alignment, truncation, scripts, scale, damage and layout caching.
@MainActor
@Suite struct UILabelTests {
    private func makeHost(width: CGFloat = 320, height: CGFloat = 200, scale: CGFloat = 1) -> TestHost {
        let host = TestHost(size: CGSize(width: width, height: height), scale: scale)
        host.window.backgroundColor = .white
        return host
    }

    private func makeLabel(_ text: String, frame: CGRect, in host: TestHost) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        host.window.addSubview(label)
        return label
    }

    private let sentence = "The quick brown fox jumps over the lazy dog near the gate"

    // MARK: Defaults and sizing

    @Test func defaultsMatchUIKit() {
        let label = UILabel()
        #expect(label.text == nil)
        #expect(label.attributedText == nil)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.isEnabled)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func intrinsicSizeGrowsWithTextAndFont() {
        let label = UILabel()
        label.text = "Hi"
        let short = label.intrinsicContentSize
        #expect(short.height == UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up))
        label.text = "Hi there, traveller"
        let long = label.intrinsicContentSize
        #expect(long.width > short.width * 3)
        #expect(long.height == short.height)
        label.font = .systemFont(ofSize: 34)
        let large = label.intrinsicContentSize
        #expect(large.width > long.width * 1.9 && large.width < long.width * 2.1)
        #expect(large.height == UIFont.systemFont(ofSize: 34).lineHeight.rounded(.up))
        label.font = .boldSystemFont(ofSize: 34)
        #expect(label.intrinsicContentSize.width > large.width, "bold is wider")
        #expect(large.width == large.width.rounded(.up), "whole points")
    }

    @Test func sizeThatFitsWrapsMultilineLabels() {
        let label = UILabel()
        label.text = sentence
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        let oneLine = label.sizeThatFits(CGSize(width: 120, height: 1000))
        #expect(oneLine.width > 120, "a one-line label does not wrap")
        #expect(oneLine.height == lineHeight.rounded(.up))

        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 120, height: 1000))
        #expect(wrapped.width <= 120)
        #expect(wrapped.height >= (4 * lineHeight).rounded(.up))
        #expect(label.intrinsicContentSize == oneLine, "no preferred width: paragraphs on one line")
        label.preferredMaxLayoutWidth = 120
        #expect(label.intrinsicContentSize == wrapped)

        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 120, height: 1000)).height == (2 * lineHeight).rounded(.up))

        label.text = "One\nTwo\nThree"
        label.numberOfLines = 0
        #expect(label.sizeThatFits(.zero).height == (3 * lineHeight).rounded(.up), "newlines break lines")
        label.numberOfLines = 2
        #expect(label.sizeThatFits(.zero).height == (2 * lineHeight).rounded(.up), "limited across paragraphs")
    }

    // MARK: Drawing

    @Test func drawsTextCentredVerticallyInTextColor() throws {
        let host = makeHost()
        let label = makeLabel("Hello", frame: CGRect(x: 20, y: 20, width: 200, height: 60), in: host)
        label.textColor = .systemBlue
        let image = try #require(host.render().cgImage)
        let ink = try #require(image.inkBounds(in: PixelRect(covering: label.frame)))
        #expect(ink.x >= 20 && ink.x <= 22, "natural alignment is left for Latin text")
        let inkCentre = CGFloat(ink.y) + CGFloat(ink.height) / 2
        #expect(abs(inkCentre - 50) < 4, "centred vertically, ink centre at \(inkCentre)")
        #expect(ink.maxX < 20 + 60)
        var blue = false
        for y in ink.y..<ink.maxY {
            for x in ink.x..<ink.maxX where image.pixel(x: x, y: y) == UIColor.systemBlue.rgba8 { blue = true }
        }
        #expect(blue, "glyph cores are exactly the text colour")
    }

    @Test func wrapsAndAlignsLines() throws {
        let host = makeHost(width: 480, height: 240)
        func add(_ alignment: NSTextAlignment, lines: Int, frame: CGRect) -> UILabel {
            let label = makeLabel(sentence, frame: frame, in: host)
            label.numberOfLines = lines
            label.textAlignment = alignment
            label.backgroundColor = .systemGray6
            return label
        }
        let left = add(.left, lines: 0, frame: CGRect(x: 10, y: 10, width: 140, height: 104))
        let centre = add(.center, lines: 0, frame: CGRect(x: 170, y: 10, width: 140, height: 104))
        let right = add(.right, lines: 0, frame: CGRect(x: 330, y: 10, width: 140, height: 104))
        let justified = add(.justified, lines: 0, frame: CGRect(x: 10, y: 124, width: 140, height: 104))
        let twoLines = add(.natural, lines: 2, frame: CGRect(x: 170, y: 124, width: 140, height: 104))
        let short = add(.natural, lines: 0, frame: CGRect(x: 330, y: 124, width: 140, height: 64))
        let rendered = host.render()
        assertSnapshot(of: rendered, named: "wrapping-and-alignment")

        #expect(left.drawingLayout.lineCount == 5)
        #expect(justified.drawingLayout.lineCount == 5)
        #expect(twoLines.drawingLayout.lineCount == 2)
        #expect(short.drawingLayout.lineCount == 3, "as many lines as fit the height")
        #expect(short.drawingLayout.lineFrames.last!.maxY <= 64)

        // The first line, "The quick", in each label.
        let image = try #require(rendered.cgImage)
        func firstLineInk(_ label: UILabel) throws -> PixelRect {
            let band = PixelRect(x: Int(label.frame.minX), y: Int(label.frame.minY), width: 140, height: 22)
            return try #require(image.inkBounds(in: band, background: UIColor.systemGray6.rgba8))
        }
        let leftInk = try firstLineInk(left)
        let centreInk = try firstLineInk(centre)
        let rightInk = try firstLineInk(right)
        let justifiedInk = try firstLineInk(justified)
        #expect(leftInk.x <= 11 && leftInk.maxX < 100)
        #expect(abs((centreInk.x - 170) - (310 - centreInk.maxX)) <= 2, "centred: \(centreInk)")
        #expect(rightInk.maxX >= 469 && abs(rightInk.width - leftInk.width) <= 1)
        #expect(justifiedInk.x <= 11 && justifiedInk.maxX >= 149, "justified: \(justifiedInk)")
    }

    @Test func truncationModes() throws {
        let host = makeHost(width: 220, height: 200)
        let modes: [NSLineBreakMode] = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping]
        var labels: [UILabel] = []
        for (index, mode) in modes.enumerated() {
            let label = makeLabel(
                "Departures to Amsterdam", frame: CGRect(x: 10, y: 10 + CGFloat(index) * 30, width: 150, height: 24),
                in: host)
            label.lineBreakMode = mode
            labels.append(label)
        }
        let twoLines = makeLabel(sentence, frame: CGRect(x: 10, y: 130, width: 150, height: 44), in: host)
        twoLines.numberOfLines = 0
        let rendered = host.render()
        assertSnapshot(of: rendered, named: "truncation-modes")

        let image = try #require(rendered.cgImage)
        for label in labels.dropLast() {
            let layout = label.drawingLayout
            #expect(layout.lineCount == 1)
            #expect(layout.size.width <= 150, "\(label.lineBreakMode) fits the width")
        }
        // Clipping runs past the edge: ink reaches the label's right edge and stops there.
        let clipped = try #require(image.inkBounds(in: PixelRect(x: 0, y: 100, width: 220, height: 24)))
        #expect(clipped.maxX == 160)
        #expect(labels[3].drawingLayout.size.width > 150)
        // Tail truncation ends on an ellipsis, clear of the edge; head truncation shows the end.
        let tail = try #require(image.inkBounds(in: PixelRect(x: 0, y: 10, width: 220, height: 24)))
        #expect(tail.maxX < 160)
        // An unlimited label shows the lines that fit its height, the last truncated.
        #expect(twoLines.drawingLayout.lineCount == 2)
        #expect(twoLines.intrinsicContentSize.height < 30)
    }

    @Test func mixedScriptsRenderWithoutMissingGlyphs() throws {
        let host = makeHost(width: 320, height: 130)
        let latin = makeLabel("Hello, world", frame: CGRect(x: 10, y: 10, width: 300, height: 30), in: host)
        let chinese = makeLabel("你好，世界", frame: CGRect(x: 10, y: 50, width: 300, height: 30), in: host)
        let arabic = makeLabel(
            "مرحبا بالعالم", frame: CGRect(x: 10, y: 90, width: 300, height: 30), in: host)
        let rendered = host.render()
        assertSnapshot(of: rendered, named: "mixed-scripts")

        for label in [latin, chinese, arabic] {
            #expect(label.drawingLayout.unknownGlyphsCount == 0, "\(label.text ?? "") has a glyph for every character")
        }
        let image = try #require(rendered.cgImage)
        let chineseInk = try #require(image.inkBounds(in: PixelRect(covering: chinese.frame)))
        #expect(chineseInk.width > 70, "five CJK glyphs at 17 points")
        let arabicInk = try #require(image.inkBounds(in: PixelRect(covering: arabic.frame)))
        #expect(arabicInk.x <= 12, "natural alignment follows the (left-to-right) interface, not the text")
        arabic.textAlignment = .right
        let rightImage = try #require(host.render().cgImage)
        let rightInk = try #require(rightImage.inkBounds(in: PixelRect(covering: arabic.frame)))
        #expect(rightInk.maxX >= 305, "explicit right is right")
        #expect(rightInk.x > 150)
    }

    @Test func rendersAtScalesOneAndTwo() throws {
        var inks: [PixelRect] = []
        for scale in [1.0, 2.0] {
            let host = makeHost(width: 200, height: 50, scale: scale)
            let label = makeLabel("Gate 12 → Boarding", frame: CGRect(x: 8, y: 8, width: 184, height: 34), in: host)
            label.font = .boldSystemFont(ofSize: 15)
            let rendered = host.render()
            assertSnapshot(of: rendered, named: "label@\(Int(scale))x")
            let image = try #require(rendered.cgImage)
            #expect(image.width == Int(200 * scale))
            inks.append(try #require(image.inkBounds()))
            #expect(label.drawingLayout.lineCount == 1)
            #expect(label.intrinsicContentSize.width < 184)
        }
        // The same layout in points: the 2× text is the 1× text at twice the size.
        #expect(abs(inks[1].x - 2 * inks[0].x) <= 2)
        #expect(abs(inks[1].width - 2 * inks[0].width) <= 3, "\(inks)")
        #expect(abs(inks[1].height - 2 * inks[0].height) <= 3, "\(inks)")
    }

    @Test func disabledLabelDrawsDimmed() throws {
        let host = makeHost(width: 200, height: 60)
        let enabled = makeLabel("Enabled", frame: CGRect(x: 0, y: 0, width: 200, height: 30), in: host)
        let disabled = makeLabel("Enabled", frame: CGRect(x: 0, y: 30, width: 200, height: 30), in: host)
        disabled.isEnabled = false
        let image = try #require(host.render().cgImage)
        let enabledDarkest = image.darkestRed(in: PixelRect(covering: enabled.frame))
        let disabledDarkest = image.darkestRed(in: PixelRect(covering: disabled.frame))
        #expect(enabledDarkest < 10)
        #expect(disabledDarkest > 100 && disabledDarkest < 150, "half opacity: \(disabledDarkest)")
    }

    /// A one-line label too narrow for its text draws it smaller, down to `minimumScaleFactor`,
    /// instead of truncating it; its intrinsic size stays the full-size text's.
    @Test func adjustsFontSizeToFitWidthShrinksALineThatDoesNotFit() throws {
        func render(adjusts: Bool, minimumScale: CGFloat, width: CGFloat) throws -> (ink: PixelRect, label: UILabel) {
            let host = makeHost(width: 400, height: 80)
            let label = makeLabel(
                "Typography at reception", frame: CGRect(x: 10, y: 10, width: width, height: 40), in: host)
            label.font = .systemFont(ofSize: 20)
            label.adjustsFontSizeToFitWidth = adjusts
            label.minimumScaleFactor = minimumScale
            let image = try #require(host.render().cgImage)
            return (try #require(image.inkBounds(in: PixelRect(covering: label.frame))), label)
        }
        let full = try render(adjusts: false, minimumScale: 0, width: 380)
        #expect(full.label.intrinsicContentSize.width < 380, "the text fits at 380 points")
        let fullWidth = full.label.intrinsicContentSize.width

        // Too narrow: truncated at full size without the setting, the whole line smaller with it.
        let narrow: CGFloat = 120
        let truncated = try render(adjusts: false, minimumScale: 0.3, width: narrow)
        let shrunk = try render(adjusts: true, minimumScale: 0.3, width: narrow)
        #expect(truncated.ink.height == full.ink.height, "truncated at full size")
        let expectedScale = narrow / fullWidth
        let inkScale = CGFloat(shrunk.ink.height) / CGFloat(full.ink.height)
        #expect(abs(inkScale - expectedScale) < 0.12, "drawn at \(inkScale) of the size; fits at \(expectedScale)")
        #expect(abs(CGFloat(shrunk.ink.width) - CGFloat(full.ink.width) * expectedScale) < 4, "the whole line, smaller")
        #expect(shrunk.ink.width <= Int(narrow))
        #expect(shrunk.label.intrinsicContentSize == full.label.intrinsicContentSize, "sized as the full text")

        // Not below the minimum scale: at 0.8 the line is still too wide, so it is truncated there.
        let floor = try render(adjusts: true, minimumScale: 0.8, width: narrow)
        let floorScale = CGFloat(floor.ink.height) / CGFloat(full.ink.height)
        #expect(abs(floorScale - 0.8) < 0.12, "drawn at \(floorScale)")
        #expect(floor.ink.width <= Int(narrow))
        // And 0 (the default) shrinks nothing, as in UIKit.
        let noFactor = try render(adjusts: true, minimumScale: 0, width: narrow)
        #expect(noFactor.ink == truncated.ink)
        #expect(UIFontMetrics.default.scaledFont(for: full.label.font) == full.label.font)
    }

    /// A view that keeps its label in step in `layoutSubviews` (as much UIKit code does) settles:
    /// setting the same attributed text again leaves the label's size valid, so the layout pass
    /// does not ask for another.
    @Test func settingTheSameAttributedTextInLayoutSubviewsSettles() {
        final class Card: UIView {
            let corner = UILabel()
            var passes = 0

            override init(frame: CGRect) {
                super.init(frame: frame)
                corner.translatesAutoresizingMaskIntoConstraints = false
                addSubview(corner)
                NSLayoutConstraint.activate([
                    corner.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                    corner.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
                ])
            }

            required init?(coder: NSCoder) { nil }

            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
                // A cap, so that a regression fails here instead of hanging the test run.
                guard passes < 50 else { return }
                let paragraph = NSMutableParagraphStyle()
                paragraph.alignment = .center
                corner.attributedText = NSAttributedString(
                    string: "A\n♠︎",
                    attributes: [.font: UIFont.systemFont(ofSize: 14), .paragraphStyle: paragraph, .kern: 1.5])
                corner.numberOfLines = 0
            }
        }
        let host = makeHost()
        let card = Card(frame: CGRect(x: 10, y: 10, width: 120, height: 160))
        host.window.addSubview(card)
        _ = host.render()
        #expect(card.passes <= 3, "laid out \(card.passes) times")
        #expect(card.corner.bounds.width > 0, "the label was sized")
        let settled = card.passes
        _ = host.render()
        #expect(card.passes == settled, "nothing left to lay out")

        // A real change is still taken: kerning changes the size.
        card.corner.attributedText = NSAttributedString(string: "A\n♠︎", attributes: [.kern: 8.0])
        #expect(card.corner.intrinsicContentSize.width > 0)
        let before = card.corner.intrinsicContentSize.width
        card.corner.attributedText = NSAttributedString(string: "A\n♠︎", attributes: [.kern: 0.0])
        #expect(card.corner.intrinsicContentSize.width < before)
    }

    @Test func textChangeDamagesOnlyTheLabel() throws {
        let host = makeHost(width: 320, height: 200, scale: 2)
        let other = UIView(frame: CGRect(x: 10, y: 150, width: 100, height: 40))
        other.backgroundColor = .systemGreen
        host.window.addSubview(other)
        let label = makeLabel("Before", frame: CGRect(x: 40, y: 30, width: 150, height: 24), in: host)
        _ = host.render()
        label.text = "After the change"
        let image = try #require(host.render().cgImage)
        #expect(!host.lastRenderedDamage.isEmpty)
        let allowed = PixelRect(covering: label.frame.insetBy(dx: -1, dy: -1), scale: 2)
        for rect in host.lastRenderedDamage {
            let inside =
                rect.x >= allowed.x && rect.y >= allowed.y
                && rect.maxX <= allowed.maxX && rect.maxY <= allowed.maxY
            #expect(inside, "\(rect) lies within \(allowed)")
        }
        #expect(image.inkBounds(in: PixelRect(covering: label.frame, scale: 2)) != nil)

        label.text = "After the change"
        _ = host.render()
        #expect(host.lastRenderedDamage.isEmpty, "the same text damages nothing")
    }

    @Test func layoutIsCachedUntilTextFontWidthOrOptionsChange() {
        let host = makeHost()
        let label = makeLabel("Cached", frame: CGRect(x: 10, y: 10, width: 200, height: 30), in: host)
        _ = host.render()
        let layout = label.drawingLayout
        let passes = layout.layoutPassCount
        #expect(passes >= 1)
        label.setNeedsDisplay()
        _ = host.render()
        label.textColor = .systemRed
        _ = host.render()
        #expect(layout.layoutPassCount == passes, "redrawing and recolouring reuse the layout")

        label.text = "Changed"
        _ = host.render()
        #expect(layout.layoutPassCount == passes + 1)
        label.font = .systemFont(ofSize: 20)
        _ = host.render()
        #expect(layout.layoutPassCount == passes + 2)
        label.frame.size.width = 180
        _ = host.render()
        #expect(layout.layoutPassCount == passes + 3)
        label.lineBreakMode = .byTruncatingHead
        _ = host.render()
        #expect(layout.layoutPassCount == passes + 4)
    }

    @Test func attributedTextSetsStyleAndDraws() throws {
        let host = makeHost(width: 300, height: 80)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        host.window.addSubview(label)
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .right
        label.attributedText = NSAttributedString(
            string: "Spaced",
            attributes: [
                .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemRed,
                .backgroundColor: UIColor.systemYellow, .kern: 4.0, .paragraphStyle: paragraph,
            ])
        #expect(label.text == "Spaced")
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(label.textColor == UIColor.systemRed)
        #expect(label.textAlignment == .right)
        let kerned = label.intrinsicContentSize.width
        let attributes = try #require(label.attributedText?.attributes(at: 0))
        #expect(attributes[.kern] as? CGFloat == 4)

        let image = try #require(host.render().cgImage)
        let highlighted = try #require(image.inkBounds(in: PixelRect(x: 0, y: 0, width: 300, height: 40)))
        #expect(highlighted.maxX == 300, "right-aligned, background to the edge")
        #expect(image.pixel(x: 299, y: 20) == UIColor.systemYellow.rgba8)

        label.text = "Spaced"
        #expect(label.intrinsicContentSize.width < kerned - 15, "plain text drops the kerning")
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20), "and keeps the font")
    }

    @Test func drawTextCanBeOverriddenToInset() throws {
        final class InsetLabel: UILabel {
            override func drawText(in rect: CGRect) {
                super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)))
            }
        }
        let host = makeHost(width: 200, height: 40)
        let label = InsetLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Inset"
        host.window.addSubview(label)
        let ink = try #require(host.render().cgImage?.inkBounds())
        #expect(ink.x >= 40 && ink.x <= 43)
        let textRect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 0)
        #expect(abs(textRect.height - UIFont.systemFont(ofSize: 17).lineHeight) < 0.01)
        #expect(abs(textRect.midY - 20) < 0.01)
        #expect(textRect.width < 60)
    }
}
