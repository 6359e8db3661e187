@testable import Scanout
import ScanoutTesting
import Testing

/// Fonts: system fonts, lookup by name through fontconfig, metrics.
@Suite struct UIFontTests {
    @Test func systemFontIsDejaVuSansWithSaneMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.fontName == "DejaVuSans")
        #expect(font.pointSize == 17)
        // DejaVu Sans: ascent 0.928 em, descent 0.236 em, cap height 0.729 em, x-height 0.547 em.
        #expect(abs(font.ascender - 0.928 * 17) < 0.05)
        #expect(abs(font.descender + 0.236 * 17) < 0.05)
        #expect(abs(font.capHeight - 0.729 * 17) < 0.1)
        #expect(abs(font.xHeight - 0.547 * 17) < 0.1)
        #expect(font.lineHeight == font.ascender - font.descender)
        #expect(font.leading >= 0)
        #expect(0 < font.xHeight && font.xHeight < font.capHeight && font.capHeight < font.ascender)
    }

    @Test func metricsScaleWithSize() {
        let small = UIFont.systemFont(ofSize: 10)
        let large = small.withSize(40)
        #expect(large.pointSize == 40)
        #expect(large.familyName == small.familyName)
        #expect(abs(large.lineHeight - 4 * small.lineHeight) < 0.001)
        #expect(abs(large.capHeight - 4 * small.capHeight) < 0.001)
    }

    @Test func weightsAndStylesPickFaces() {
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == "DejaVuSans-Bold")
        #expect(UIFont.systemFont(ofSize: 17, weight: .bold) == UIFont.boldSystemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17, weight: .semibold) != UIFont.boldSystemFont(ofSize: 17))
        #expect(UIFont.italicSystemFont(ofSize: 17).familyName == "DejaVu Sans")
        #expect(UIFont.italicSystemFont(ofSize: 17) != UIFont.systemFont(ofSize: 17))
        let mono = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)
        #expect(mono.familyName == "DejaVu Sans Mono")
        #expect(mono.fontName == "DejaVuSansMono")
        #expect(UIFont.Weight.ultraLight < .thin && .thin < .light && .light < .regular && .heavy < .black)
        #expect(UIFont.Weight.medium.rawValue == 0.23)
    }

    @Test func fontByNameUsesFontconfig() throws {
        let mono = try #require(UIFont(name: "dejavu sans mono", size: 12), "family names ignore case")
        #expect(mono.familyName == "DejaVu Sans Mono", "spelled as fontconfig spells it")
        #expect(mono.fontName == "DejaVuSansMono")
        #expect(mono.pointSize == 12)
        let bold = try #require(UIFont(name: "DejaVuSans-Bold", size: 20), "PostScript names work too")
        #expect(bold == UIFont.boldSystemFont(ofSize: 20))
        #expect(UIFont(name: "No Such Family 3000", size: 12) == nil)
        #expect(UIFont(name: "", size: 12) == nil)
        // Only the families `make deps` installs: other fonts on a developer's machine may be absent in CI.
        let serif = try #require(UIFont(name: "DejaVu Serif", size: 12))
        #expect(serif.fontName == "DejaVuSerif")
        #expect(UIFont(name: "sans-serif", size: 12) == nil, "a fontconfig alias is not a family")
    }

    /// iOS code names iPhone fonts; where they are not installed (CI has only DejaVu and WenQuanYi),
    /// a stand-in of the same kind keeps the size, weight and slant the app asked for.
    @Test func fontsEveryIPhoneHasGetAStandInOfTheirKind() throws {
        let cases: [(String, String, Int, Bool)] = [
            ("Avenir Next", UIFont.systemFamily, 400, false),
            ("AvenirNext-DemiBoldItalic", UIFont.systemFamily, 600, true),
            ("HelveticaNeue-Light", UIFont.systemFamily, 300, false),
            ("Arial-BoldMT", UIFont.systemFamily, 700, false),
            ("TimesNewRomanPSMT", "DejaVu Serif", 400, false),
            ("TimesNewRomanPS-BoldItalicMT", "DejaVu Serif", 700, true),
            ("Georgia", "DejaVu Serif", 400, false),
            ("Menlo-Regular", UIFont.monospacedFamily, 400, false),
            ("Courier-Oblique", UIFont.monospacedFamily, 400, true),
            (".SFUI-Heavy", UIFont.systemFamily, 800, false),
            ("Kohinoor Bangla", UIFont.systemFamily, 400, false),
        ]
        for (name, family, weight, italic) in cases where FontCatalog.canonicalFamily(name) == nil {
            let font = try #require(UIFont(name: name, size: 35), "\(name)")
            #expect(font.pointSize == 35, "\(name)")
            #expect(font.face == FontCatalog.Face(family: family, weight: weight, isItalic: italic), "\(name)")
        }
        // A name iOS does not bundle is still nil, as on iOS.
        #expect(UIFont(name: "Comic Sans Deluxe 9", size: 12) == nil)
        #expect(UIFont(name: "Arial-Nonsense\u{0}", size: 12) == nil)
    }

    @Test func aNameWithANulNamesNoFont() {
        // Fontconfig's names are C strings: a NUL would cut the name at "DejaVu Sans".
        #expect(UIFont(name: "DejaVu Sans\u{0}Bold", size: 17) == nil)
        #expect(UIFont(name: "DejaVuSans-Bold\u{0}", size: 17) == nil)
        #expect(UIFont(name: "\u{0}", size: 17) == nil)
    }

    @Test func sizesAreMadeOnesPangoCanDraw() {
        for size: CGFloat in [0, -0.0, -1, -.infinity, .nan, -.greatestFiniteMagnitude] {
            #expect(UIFont.systemFont(ofSize: size).pointSize == UIFont.systemFontSize, "\(size): the default size")
            #expect(UIFont(name: "DejaVu Sans", size: size)?.pointSize == UIFont.systemFontSize, "\(size)")
        }
        for size: CGFloat in [16_001, 1e9, 1e300, .infinity, .greatestFiniteMagnitude] {
            let font = UIFont.systemFont(ofSize: size)
            #expect(font.pointSize == 16_000, "\(size): the largest size")
            #expect(font.lineHeight.isFinite && font.lineHeight > 10_000)
            #expect(font.withSize(size) == font)
        }
        #expect(UIFont.systemFont(ofSize: 0.01).pointSize == 0.01, "tiny sizes are sizes")
    }

    @MainActor @Test func theLargestFontDrawsAtTheLargestScale() throws {
        // Past FreeType's limit cairo's context goes into an error state and draws nothing more:
        // the view drawn after the label would be missing.
        let host = TestHost(size: CGSize(width: 64, height: 64), scale: 4)
        let label = UILabel(frame: host.window.bounds)
        label.font = .systemFont(ofSize: 1e9)
        label.text = "Hg"
        host.window.addSubview(label)
        let after = UIView(frame: CGRect(x: 40, y: 40, width: 10, height: 10))
        after.backgroundColor = .red
        host.window.addSubview(after)
        var image: UIImage?
        let warnings = PangoWarnings.during { image = host.render() }
        #expect(warnings == 0)
        #expect(label.font.pointSize == 16_000)
        let pixel = try #require(image?.cgImage).pixel(x: 45 * 4, y: 45 * 4)
        #expect(pixel == RGBA8(red: 255, green: 0, blue: 0, alpha: 255), "drawing went on after the text")
    }

    @Test func familyNamesListInstalledFamilies() {
        let names = UIFont.familyNames
        #expect(names.contains("DejaVu Sans"))
        #expect(names.contains("DejaVu Sans Mono"))
        #expect(names.contains("WenQuanYi Micro Hei"))
        #expect(names == names.sorted())
    }

    @Test func standardSizesAndEquality() {
        #expect(UIFont.systemFontSize == 17)
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17).hashValue == UIFont.systemFont(ofSize: 17).hashValue)
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 18))
        #expect(UIFont.systemFont(ofSize: 0).pointSize == 17, "a size of 0 means the system size")
        #expect(UIFont.systemFont(ofSize: 17).description.contains("DejaVu Sans"))
    }

    @Test func fontsAreUsableFromAnyThread() async {
        let heights = await withTaskGroup(of: CGFloat.self) { group in
            for size in 1...8 {
                group.addTask {
                    UIFont.systemFont(ofSize: CGFloat(size) * 10, weight: .medium).lineHeight / CGFloat(size)
                }
            }
            return await group.reduce(into: [CGFloat]()) { $0.append($1) }
        }
        #expect(heights.count == 8)
        #expect(heights.allSatisfy { abs($0 - heights[0]) < 0.001 })
    }
}
