import FoundationEssentials
import Testing

@testable import Scanout

/// `UIColor(named:)` reads colour sets from an Xcode asset catalog copied into the resources.
@Suite struct AssetCatalogColorTests {
    /// Colour-set files (paths inside the catalog) as an `Assets.xcassets` in the resources.
    private func catalog(_ files: [String: String]) -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: files.map { ("Assets.xcassets/" + $0.key, Array($0.value.utf8)) })
    }

    private func set(_ components: String, extra: String = "") -> String {
        """
        {
          "colors" : [
            \(extra)
            { "color" : { "color-space" : "srgb", "components" : { \(components) } }, "idiom" : "universal" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """
    }

    @Test func colourSetsAsXcodeWritesThem() throws {
        let dark = """
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "red" : "0.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000" } },
              "idiom" : "universal" },
            """
        let resources = try TemporaryBundle(
            named: "scanout-colors",
            resources: catalog([
                "Brand.colorset/Contents.json": set(
                    #""red" : "0.800", "green" : "0.400", "blue" : "0.200", "alpha" : "1.000""#, extra: dark),
                "Palette/Contents.json":
                    #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#,
                "Palette/Accent.colorset/Contents.json": set(
                    #""red" : "0xFF", "green" : "0x80", "blue" : "0x00", "alpha" : "0.500""#),
                "Group/Bytes.colorset/Contents.json": set(
                    #""red" : "255", "green" : "0", "blue" : "51", "alpha" : "1.000""#),
                "Grey.colorset/Contents.json": """
                { "colors" : [ { "color" : { "color-space" : "gray-gamma-22", "components" : { "white" : "0.250", "alpha" : "1.000" } }, "idiom" : "universal" } ] }
                """,
                "Tint.colorset/Contents.json": """
                { "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" } ] }
                """,
                "Broken.colorset/Contents.json": "{ \"colors\" : [ { \"color\" : ",
            ]))
        defer { resources.remove() }
        let bundle = resources.bundle

        let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        #expect(brand.red == 0.8 && brand.green == 0.4 && brand.blue == 0.2 && brand.alpha == 1, "the light entry")
        let accent = try #require(UIColor(named: "Palette/Accent", in: bundle, compatibleWith: nil))
        #expect(accent.red == 1 && abs(accent.green - 128.0 / 255) < 1e-9 && accent.blue == 0 && accent.alpha == 0.5)
        #expect(UIColor(named: "Accent", in: bundle, compatibleWith: nil) == nil, "its folder provides a namespace")
        let bytes = try #require(UIColor(named: "Bytes", in: bundle, compatibleWith: nil), "a plain folder does not")
        #expect(bytes.red == 1 && bytes.green == 0 && abs(bytes.blue - 0.2) < 1e-9)
        let grey = try #require(UIColor(named: "Grey", in: bundle, compatibleWith: nil))
        #expect(grey.red == 0.25 && grey.green == 0.25 && grey.blue == 0.25)
        #expect(UIColor(named: "Tint", in: bundle, compatibleWith: nil) == .systemBlue)
        #expect(UIColor(named: "Broken", in: bundle, compatibleWith: nil) == nil, "unreadable: nil, with a warning")
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Missing") == nil, "nor in the main bundle")
    }
}
