import Testing

@testable import Scanout

/// Font descriptors as UIKit code uses them: a font's descriptor and back, traits, designs, text
/// styles, and sizes that are not numbers.
@MainActor
@Suite struct UIFontDescriptorTests {
    @Test func aFontsDescriptorMakesTheSameFontAtAnySize() {
        let font = UIFont.systemFont(ofSize: 20, weight: .bold)
        let descriptor = font.fontDescriptor
        #expect(UIFont(descriptor: descriptor, size: 0) == font, "size 0 keeps the descriptor's")
        let smaller = UIFont(descriptor: descriptor, size: font.pointSize * 0.7)
        #expect(smaller.pointSize == 14)
        #expect(smaller.fontName == font.fontName)
        #expect(descriptor.pointSize == 20)
        #expect(descriptor.symbolicTraits.contains(.traitBold))
        #expect(descriptor.fontAttributes[.family] as? String == "DejaVu Sans")
        #expect(descriptor.postscriptName == font.fontName)
    }

    @Test func symbolicTraitsGiveTheBoldAndItalicFaces() throws {
        let body = UIFont.systemFont(ofSize: 17)
        let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(UIFont(descriptor: bold, size: 0) == UIFont.boldSystemFont(ofSize: 17))
        let italic = try #require(body.fontDescriptor.withSymbolicTraits(.traitItalic))
        #expect(UIFont(descriptor: italic, size: 0) == UIFont.italicSystemFont(ofSize: 17))
        let both = try #require(body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        let boldItalic = UIFont(descriptor: both, size: 0)
        #expect(boldItalic.fontDescriptor.symbolicTraits.isSuperset(of: [.traitBold, .traitItalic]))
        // Traits replace the font's own: a bold font's descriptor without bold is regular.
        let plain = try #require(UIFont.boldSystemFont(ofSize: 17).fontDescriptor.withSymbolicTraits([]))
        #expect(UIFont(descriptor: plain, size: 0) == body)
        let mono = try #require(body.fontDescriptor.withSymbolicTraits(.traitMonoSpace))
        #expect(UIFont(descriptor: mono, size: 0).familyName == "DejaVu Sans Mono")
    }

    @Test func designsPickInstalledFamilies() throws {
        let descriptor = UIFont.systemFont(ofSize: 15).fontDescriptor
        let serif = try #require(descriptor.withDesign(.serif))
        #expect(UIFont(descriptor: serif, size: 0).familyName == "DejaVu Serif")
        let mono = try #require(descriptor.withDesign(.monospaced))
        #expect(UIFont(descriptor: mono, size: 0).familyName == "DejaVu Sans Mono")
        let rounded = try #require(descriptor.withDesign(.rounded))
        #expect(UIFont(descriptor: rounded, size: 0).familyName == "DejaVu Sans", "no rounded face: the system's")
        let plain = try #require(serif.withDesign(.default))
        #expect(UIFont(descriptor: plain, size: 0) == UIFont.systemFont(ofSize: 15))
    }

    @Test func textStylesAttributesAndSizes() {
        let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        #expect(UIFont(descriptor: headline, size: 0) == UIFont.preferredFont(forTextStyle: .headline))
        #expect(headline.object(forKey: .textStyle) as? String == UIFont.TextStyle.headline.rawValue)
        let styled = UIFontDescriptor(fontAttributes: [.textStyle: UIFont.TextStyle.caption1.rawValue])
        #expect(UIFont(descriptor: styled, size: 0) == UIFont.preferredFont(forTextStyle: .caption1))
        let serif = UIFontDescriptor(fontAttributes: [.family: "DejaVu Serif", .size: 20])
        #expect(UIFont(descriptor: serif, size: 0).familyName == "DejaVu Serif")
        #expect(UIFont(descriptor: serif, size: 0).pointSize == 20)
        let larger = serif.withSize(30).addingAttributes([
            .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold.rawValue]
        ])
        #expect(UIFont(descriptor: larger, size: 0).pointSize == 30)
        #expect(UIFont(descriptor: larger, size: 0).fontDescriptor.symbolicTraits.contains(.traitBold))
        let named = UIFontDescriptor(name: "DejaVuSans-Bold", size: 11)
        #expect(UIFont(descriptor: named, size: 0) == UIFont.boldSystemFont(ofSize: 11))
        #expect(UIFont(descriptor: UIFontDescriptor(), size: 0) == UIFont.systemFont(ofSize: 17))
    }

    @Test func hostileValuesMakeADrawableFont() {
        let descriptor = UIFont.systemFont(ofSize: 17).fontDescriptor
        #expect(UIFont(descriptor: descriptor.withSize(.nan), size: 0).pointSize == 17)
        #expect(UIFont(descriptor: descriptor.withSize(.infinity), size: 0).pointSize == UIFont.maximumPointSize)
        #expect(UIFont(descriptor: descriptor.withSize(-4), size: 0).pointSize == 17)
        #expect(UIFont(descriptor: descriptor, size: .nan).pointSize == 17)
        #expect(UIFont(descriptor: descriptor, size: -.infinity).pointSize == 17)
        #expect(UIFont(descriptor: descriptor, size: .infinity).pointSize == UIFont.maximumPointSize)
        #expect(descriptor.withSize(.nan).pointSize == 0)
        let garbage = UIFontDescriptor(fontAttributes: [
            .traits: "bold", .size: "large", .name: 42, .family: "No Such Family \u{0}",
        ])
        #expect(UIFont(descriptor: garbage, size: 0) == UIFont.systemFont(ofSize: 17))
        let negative = UIFontDescriptor(fontAttributes: [
            .traits: [UIFontDescriptor.TraitKey.symbolic: -1, .weight: Double.nan]
        ])
        #expect(negative.symbolicTraits == [])
        #expect(UIFont(descriptor: negative, size: 12) == UIFont.systemFont(ofSize: 12))
        #expect(descriptor == UIFont.systemFont(ofSize: 17).fontDescriptor)
        #expect(!descriptor.description.isEmpty)
    }
}
