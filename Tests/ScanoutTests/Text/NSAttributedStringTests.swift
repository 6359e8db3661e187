import Scanout
import Testing

/// The minimal attributed string and paragraph style.
@MainActor
@Suite struct NSAttributedStringTests {
    @Test func holdsStringAndAttributes() throws {
        let font = UIFont.boldSystemFont(ofSize: 20)
        let custom = NSAttributedString.Key("ScanoutCustom")
        let string = NSAttributedString(string: "héllo 👋", attributes: [.font: font, custom: 7])
        #expect(string.string == "héllo 👋")
        #expect(string.length == 8, "UTF-16 code units")
        #expect(string.attribute(.font, at: 0) as? UIFont == font)
        #expect(string.attribute(custom, at: 7) as? Int == 7, "unknown keys are kept")
        #expect(string.attributes(at: 3).count == 2)
        var ranges: [Range<Int>] = []
        string.enumerateAttributes { _, range in ranges.append(range) }
        #expect(ranges == [0..<8])
        #expect(NSAttributedString(string: "").attributes(at: 0).isEmpty)
        let copy = NSAttributedString(attributedString: string)
        #expect(copy.string == string.string && copy.attribute(.font, at: 0) as? UIFont == font)
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
    }

    @Test func paragraphStylesCopyAndMutate() throws {
        let base = NSParagraphStyle.default
        #expect(base.alignment == .natural)
        #expect(base.lineBreakMode == .byWordWrapping)
        #expect(base.lineSpacing == 0)
        let mutable = try #require(base.mutableCopy() as? NSMutableParagraphStyle)
        mutable.alignment = .right
        mutable.lineBreakMode = .byTruncatingMiddle
        mutable.lineSpacing = -3
        #expect(mutable.lineSpacing == 0, "negative spacing counts as none")
        mutable.lineSpacing = 4
        let frozen = try #require(mutable.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle))
        #expect(frozen.alignment == .right && frozen.lineBreakMode == .byTruncatingMiddle && frozen.lineSpacing == 4)
        #expect(base.alignment == .natural, "the default is untouched")
        #expect(NSTextAlignment.natural.rawValue == 4 && NSLineBreakMode.byTruncatingTail.rawValue == 4)
        #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
    }

    @Test func lineSpacingAndColoursReachDrawing() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        let font = UIFont.systemFont(ofSize: 15)
        let spaced = "One\nTwo".size(withAttributes: [.font: font, .paragraphStyle: style])
        #expect(abs(spaced.height - (2 * font.lineHeight + 6)) < 0.01)
        let label = UILabel()
        label.attributedText = NSAttributedString(
            string: "Gate", attributes: [.foregroundColor: UIColor.systemRed.cgColor])
        // A CGColor is fixed: the system red as it resolved where the attribute was made.
        #expect(label.textColor == UIColor(cgColor: UIColor.systemRed.cgColor), "CGColor values are accepted")
        let inTheDark = label.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(abs(inTheDark.green - 0x3B / 255.0) < 1e-9, "and stays the light red in the dark")
        #expect(label.font == UIFont.systemFont(ofSize: 17), "absent attributes keep the label's")
    }
}
