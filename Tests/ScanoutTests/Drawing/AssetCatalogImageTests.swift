import FoundationEssentials
import ScanoutTesting
import Testing

@testable import Scanout

/// `UIImage(named:)` reads image sets from an Xcode asset catalog copied into the resources.
@MainActor
@Suite struct AssetCatalogImageTests {
    private static func png(side: Int, _ colour: RGBA8) -> [UInt8] {
        Array(UIImage(cgImage: CGImage.make(width: side, height: side) { _, _ in colour }).pngData() ?? Data())
    }

    private static let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    private static let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)

    @Test func aSetsDarkImageIsTakenForTheDarkAppearance() throws {
        let set = """
            { "images" : [
                { "filename" : "day.png", "idiom" : "universal", "scale" : "1x" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "filename" : "night.png", "idiom" : "universal", "scale" : "1x" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "filename" : "night@2x.png", "idiom" : "universal", "scale" : "2x" },
                { "appearances" : [ { "appearance" : "vibrancy", "value" : "loud" } ],
                  "filename" : "odd.png", "idiom" : "universal", "scale" : "1x" } ] }
            """
        let green = RGBA8(red: 0, green: 255, blue: 0, alpha: 255)
        let resources = try TemporaryBundle(
            named: "scanout-dark-images",
            resources: [
                "Assets.xcassets/Sky.imageset/Contents.json": Array(set.utf8),
                "Assets.xcassets/Sky.imageset/day.png": Self.png(side: 4, Self.red),
                "Assets.xcassets/Sky.imageset/night.png": Self.png(side: 4, Self.blue),
                "Assets.xcassets/Sky.imageset/night@2x.png": Self.png(side: 8, Self.blue),
                "Assets.xcassets/Sky.imageset/odd.png": Self.png(side: 4, green),
            ])
        defer { resources.remove() }
        let bundle = resources.bundle
        let light = UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .light), .init(displayScale: 1)])
        let dark = UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(displayScale: 1)])
        let day = try #require(UIImage(named: "Sky", in: bundle, compatibleWith: light))
        #expect(day.cgImage?.pixel(x: 1, y: 1) == Self.red)
        let night = try #require(UIImage(named: "Sky", in: bundle, compatibleWith: dark))
        #expect(night.cgImage?.pixel(x: 1, y: 1) == Self.blue && night.scale == 1)
        let sharpNight = try #require(
            UIImage(
                named: "Sky", in: bundle, compatibleWith: UITraitCollection(traitsFrom: [dark, .init(displayScale: 2)]))
        )
        #expect(sharpNight.scale == 2, "the dark images' own scales")
        // Without traits: the current ones — the key window's here, dark.
        let host = TestHost(size: CGSize(width: 100, height: 100))
        host.window.overrideUserInterfaceStyle = .dark
        let current = try #require(UIImage(named: "Sky", in: bundle, compatibleWith: nil))
        #expect(current.cgImage?.pixel(x: 1, y: 1) == Self.blue)
        host.window.overrideUserInterfaceStyle = .light
        let loadedLight = try #require(UIImage(named: "Sky", in: bundle, compatibleWith: nil))
        #expect(loadedLight.cgImage?.pixel(x: 1, y: 1) == Self.red)

        // An image view shows the set's image for its own appearance, and follows it.
        let view = UIImageView(image: loadedLight)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        host.window.addSubview(view)
        #expect(host.render().cgImage?.pixel(x: 20, y: 20) == Self.red)
        view.overrideUserInterfaceStyle = .dark
        #expect(host.render().cgImage?.pixel(x: 20, y: 20) == Self.blue)
        #expect(view.image === loadedLight, "the property keeps the image set")
        view.overrideUserInterfaceStyle = .unspecified
        #expect(host.render().cgImage?.pixel(x: 20, y: 20) == Self.red)
    }

    @Test func imageSetsGiveTheScaleTheScreenWantsAndTheirRenderingIntent() throws {
        let threeScales = """
            { "images" : [
                { "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" },
                { "filename" : "logo@2x.png", "idiom" : "universal", "scale" : "2x" },
                { "idiom" : "universal", "scale" : "3x" } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """
        let template = """
            { "images" : [ { "filename" : "mark.png", "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 },
              "properties" : { "template-rendering-intent" : "template" } }
            """
        let resources = try TemporaryBundle(
            named: "scanout-images",
            resources: [
                "Assets.xcassets/Logo.imageset/Contents.json": Array(threeScales.utf8),
                "Assets.xcassets/Logo.imageset/logo.png": Self.png(side: 10, Self.red),
                "Assets.xcassets/Logo.imageset/logo@2x.png": Self.png(side: 20, Self.blue),
                "Assets.xcassets/Icons/Contents.json": Array(
                    #"{ "properties" : { "provides-namespace" : true } }"#.utf8),
                "Assets.xcassets/Icons/Mark.imageset/Contents.json": Array(template.utf8),
                "Assets.xcassets/Icons/Mark.imageset/mark.png": Self.png(side: 8, Self.red),
                "Assets.xcassets/Vector.imageset/Contents.json": Array(
                    #"{ "images" : [ { "filename" : "v.pdf", "idiom" : "universal" } ] }"#.utf8),
                "Assets.xcassets/Broken.imageset/Contents.json": Array("{ \"images\" : [ ".utf8),
            ])
        defer { resources.remove() }
        let bundle = resources.bundle
        let twice = UITraitCollection(displayScale: 2)
        let logo = try #require(UIImage(named: "Logo", in: bundle, compatibleWith: twice))
        #expect(logo.scale == 2 && logo.size == CGSize(width: 10, height: 10))
        #expect(logo.cgImage?.pixel(x: 5, y: 5) == Self.blue)
        let once = try #require(UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(once.scale == 1 && once.cgImage?.pixel(x: 5, y: 5) == Self.red)
        // A 3× screen takes the largest the set has.
        let thrice = try #require(
            UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(thrice.scale == 2)
        let mark = try #require(UIImage(named: "Icons/Mark", in: bundle, compatibleWith: nil))
        #expect(mark.renderingMode == .alwaysTemplate)
        #expect(UIImage(named: "Mark", in: bundle, compatibleWith: nil) == nil, "its folder provides a namespace")
        #expect(UIImage(named: "Vector", in: bundle, compatibleWith: nil) == nil, "a PDF is refused with a line")
        #expect(UIImage(named: "Broken", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "Missing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func aTemplateFromTheCatalogIsDrawnInTheTint() throws {
        let template = """
            { "images" : [ { "filename" : "mark.png", "idiom" : "universal" } ],
              "properties" : { "template-rendering-intent" : "template" } }
            """
        let resources = try TemporaryBundle(
            named: "scanout-template",
            resources: [
                "Assets.xcassets/Mark.imageset/Contents.json": Array(template.utf8),
                "Assets.xcassets/Mark.imageset/mark.png": Self.png(side: 20, Self.red),
            ])
        defer { resources.remove() }
        let host = TestHost()
        let view = UIImageView(image: UIImage(named: "Mark", in: resources.bundle, compatibleWith: nil))
        view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        host.window.addSubview(view)
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 10, y: 10) == Self.blue)
    }
}
