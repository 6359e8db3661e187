import Dispatch
import FoundationEssentials
import ScanoutTesting
import Testing

@testable import Scanout

/// Dynamic colours as UIKit code uses them for dark mode: `UIColor(dynamicProvider:)`,
/// `resolvedColor(with:)`, the system colours' dark values, and views drawn in the appearance of
/// their own traits — a background, a label, `draw(_:)` — and drawn again when it changes.
@MainActor
@Suite struct DynamicColorTests {
    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let light = UITraitCollection(userInterfaceStyle: .light)

    /// Red in the dark, green otherwise: easy to tell apart in pixels.
    private let signal = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    }

    @Test func aProviderColourResolvesForTheTraitsItIsGiven() {
        #expect(signal.resolvedColor(with: dark) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(signal.resolvedColor(with: light) == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(signal.resolvedColor(with: UITraitCollection()) == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        let fixed = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
        #expect(fixed.resolvedColor(with: dark) === fixed, "a fixed colour is itself")
        // A provider may answer with another dynamic colour: it is resolved in turn.
        let nested = UIColor { _ in .label }
        #expect(nested.resolvedColor(with: dark) == .white)
        #expect(nested.resolvedColor(with: light) == .black)
        // Equal only to itself, as UIKit's provider colours; hashable as itself.
        #expect(signal == signal && signal != UIColor { _ in .red })
        #expect(Set([signal, signal, fixed]).count == 2)
        // With another alpha it stays dynamic.
        let faded = signal.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: dark) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(faded.resolvedColor(with: light) == UIColor(red: 0, green: 1, blue: 0, alpha: 0.5))
    }

    @Test func theSystemColoursHaveTheirDarkAndElevatedValues() {
        #expect(UIColor.label.resolvedColor(with: light) == .black)
        #expect(UIColor.label.resolvedColor(with: dark) == .white)
        #expect(UIColor.systemBackground.resolvedColor(with: light) == .white)
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(UIColor.systemBackground.resolvedColor(with: elevated) == UIColor(rgb: 0x1C1C1E))
        #expect(UIColor.secondarySystemGroupedBackground.resolvedColor(with: elevated) == UIColor(rgb: 0x2C2C2E))
        #expect(UIColor.systemBlue.resolvedColor(with: dark) == UIColor(rgb: 0x0A84FF))
        #expect(UIColor.systemGray6.resolvedColor(with: dark) == UIColor(rgb: 0x1C1C1E))
        #expect(UIColor.separator.resolvedColor(with: dark).alpha == 0.6)
        // Outside any view (no window), the light values: what the suites before dynamic colours saw.
        #expect(UIColor.systemBackground.red == 1 && UIColor.label.red == 0)
        #expect(UIColor.systemBackground.description.contains("systemBackgroundColor"))
        #expect(signal.description.hasPrefix("<UIDynamicProviderColor"))
        // Fixed text colours stay fixed.
        #expect(UIColor.darkText.resolvedColor(with: dark) == .black)
    }

    @Test func aViewsBackgroundTakesItsOwnAppearanceAndChangesWithIt() throws {
        let host = TestHost(size: CGSize(width: 200, height: 100))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        left.backgroundColor = signal
        right.backgroundColor = signal
        host.window.addSubview(left)
        host.window.addSubview(right)
        right.overrideUserInterfaceStyle = .dark
        var image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 50, y: 50) == RGBA8(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(image.pixel(x: 150, y: 50) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        // The whole window goes dark: the light view is drawn again in the dark colour.
        host.window.overrideUserInterfaceStyle = .dark
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 50, y: 50) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        // And back, through a controller's override this time.
        host.window.overrideUserInterfaceStyle = .unspecified
        image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 50, y: 50) == RGBA8(red: 0, green: 255, blue: 0, alpha: 255))
        // The view's property still holds the dynamic colour, not a resolved one.
        #expect(left.backgroundColor === signal)
    }

    /// A view drawing with a dynamic colour in `draw(_:)`, as UIKit code does.
    final class Swatch: UIView {
        var fill: UIColor = .label
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            fill.setFill()
            UIRectFill(bounds)
        }
    }

    @Test func drawingResolvesWithTheViewsTraitsAndRunsAgainWhenTheyChange() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        swatch.fill = signal
        host.window.addSubview(swatch)
        var image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 50, y: 50) == RGBA8(red: 0, green: 255, blue: 0, alpha: 255))
        let drawsBefore = swatch.draws
        swatch.overrideUserInterfaceStyle = .dark
        image = try #require(host.render().cgImage)
        #expect(swatch.draws > drawsBefore, "a new appearance draws the view again")
        #expect(image.pixel(x: 50, y: 50) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func aLabelInTheDarkDrawsLightText() throws {
        let host = TestHost(size: CGSize(width: 200, height: 60))
        host.window.overrideUserInterfaceStyle = .dark
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "█████"
        label.font = .systemFont(ofSize: 40)
        label.backgroundColor = .systemBackground
        host.window.addSubview(label)
        let image = try #require(host.render().cgImage)
        var brightest = 0
        var darkest = 255
        for y in stride(from: 0, to: 60, by: 2) {
            for x in stride(from: 0, to: 200, by: 2) {
                let pixel = image.pixel(x: x, y: y)
                brightest = max(brightest, Int(pixel.green))
                darkest = min(darkest, Int(pixel.green))
            }
        }
        #expect(darkest == 0, "the dark system background")
        #expect(brightest > 200, "the label colour in the dark is light")
    }

    @Test func attributedTextColoursFollowTheAppearanceToo() throws {
        let host = TestHost(size: CGSize(width: 200, height: 60))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.attributedText = NSAttributedString(
            string: "█████", attributes: [.foregroundColor: signal, .font: UIFont.systemFont(ofSize: 40)])
        label.backgroundColor = .black
        host.window.addSubview(label)
        func strongest() throws -> (red: Int, green: Int) {
            let image = try #require(host.render().cgImage)
            var result = (red: 0, green: 0)
            for y in stride(from: 0, to: 60, by: 2) {
                for x in stride(from: 0, to: 200, by: 2) {
                    let pixel = image.pixel(x: x, y: y)
                    result = (max(result.red, Int(pixel.red)), max(result.green, Int(pixel.green)))
                }
            }
            return result
        }
        var seen = try strongest()
        #expect(seen.green > 200 && seen.red < 50, "light: green text \(seen)")
        // Laid out light already; the appearance changes and the same layout draws red.
        label.overrideUserInterfaceStyle = .dark
        seen = try strongest()
        #expect(seen.red > 200 && seen.green < 50, "dark: red text \(seen)")
    }

    @Test func displayP3ColoursConvertToSRGB() {
        // Within sRGB: the same colour (P3's white, black and greys are sRGB's).
        let grey = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        #expect(abs(grey.red - 0.5) < 1e-6 && abs(grey.green - 0.5) < 1e-6 && abs(grey.blue - 0.5) < 1e-6)
        // sRGB's red is P3 (0.9175, 0.2003, 0.1387); back to (1, 0, 0).
        let red = UIColor(displayP3Red: 0.9175, green: 0.2003, blue: 0.1387, alpha: 0.5)
        #expect(abs(red.red - 1) < 0.002 && red.green < 0.002 && red.blue < 0.002 && red.alpha == 0.5)
        // P3's own red is outside sRGB: clamped to its edge.
        let wide = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        #expect(abs(wide.red - 1) < 1e-9 && wide.green == 0 && wide.blue == 0)
        for value in [CGFloat.nan, .infinity, -.infinity, -1, 1e300] {
            let hostile = UIColor(displayP3Red: value, green: value, blue: value, alpha: value)
            #expect([hostile.red, hostile.green, hostile.blue, hostile.alpha].allSatisfy { (0...1).contains($0) })
        }
    }

    @Test func namedColoursWithADarkEntryAreDynamic() throws {
        let resources = try TemporaryBundle(
            named: "scanout-dynamic-colors",
            resources: [
                "Assets.xcassets/Brand.colorset/Contents.json": Array(
                    """
                    { "colors" : [
                      { "color" : { "components" : { "red" : "0.800", "green" : "0.400", "blue" : "0.200", "alpha" : "1.000" } }, "idiom" : "universal" },
                      { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                        "color" : { "components" : { "red" : "0.100", "green" : "0.200", "blue" : "0.300", "alpha" : "1.000" } }, "idiom" : "universal" },
                      { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" }, { "appearance" : "contrast", "value" : "high" } ],
                        "color" : { "components" : { "white" : "1.000", "alpha" : "1.000" } }, "idiom" : "universal" },
                      { "appearances" : [ { "appearance" : "vibrancy", "value" : "loud" } ],
                        "color" : { "components" : { "white" : "0.500", "alpha" : "1.000" } }, "idiom" : "universal" }
                    ] }
                    """.utf8)
            ])
        defer { resources.remove() }
        let brand = try #require(UIColor(named: "Brand", in: resources.bundle, compatibleWith: nil))
        #expect(brand.resolvedColor(with: light) == UIColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1))
        #expect(brand.resolvedColor(with: dark) == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        let darkHighContrast = UITraitCollection(traitsFrom: [dark, UITraitCollection(accessibilityContrast: .high)])
        #expect(brand.resolvedColor(with: darkHighContrast) == .white)
        let lightHighContrast = UITraitCollection(accessibilityContrast: .high)
        #expect(
            brand.resolvedColor(with: lightHighContrast) == UIColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1),
            "a dark entry does not serve the light appearance, however high the contrast")
        // With traits given, the colour for them now.
        let resolved = try #require(UIColor(named: "Brand", in: resources.bundle, compatibleWith: dark))
        #expect(resolved == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
    }

    @Test func resolvingOffTheMainThreadIsSafe() async {
        let colour = signal
        let components = await Task.detached { () -> [CGFloat] in
            var red: CGFloat = -1
            var green: CGFloat = -1
            var blue: CGFloat = -1
            var alpha: CGFloat = -1
            colour.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return [
                red, green, blue, alpha,
                UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).red,
            ]
        }.value
        #expect(components == [0, 1, 0, 1, 1], "the light appearance off the main thread; any traits resolve")
        // A background thread's current collection is its own, as in UIKit.
        let seenInside = await Task.detached { () -> [CGFloat] in
            var seen: [CGFloat] = []
            UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
                seen.append(colour.red)
                UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
            }
            seen.append(UITraitCollection.current.userInterfaceStyle == .unspecified ? 1 : 0)
            UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
            return seen
        }.value
        #expect(seenInside == [1, 1], "dark inside, put back after")
        #expect(
            UITraitCollection.current.userInterfaceStyle != .dark,
            "nothing a background thread set reaches the main actor")
    }

    @Test func hostileProvidersAndAppearanceChangesMidAnimationTrapNothingAndLeakNothing() {
        var random = SeededRandomNumberGenerator(seed: 0xC010_7A11)
        let hostile: [CGFloat] = [.nan, .infinity, -.infinity, -1, 0, 0.5, 1, 2, 1e300, -1e300]
        weak var weakView: UIView?
        weak var weakColour: UIColor?
        let host = TestHost(size: CGSize(width: 160, height: 120))
        for round in 0..<120 {
            do {
                let container = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
                host.window.addSubview(container)
                var views: [UIView] = []
                for index in 0..<4 {
                    let view = Swatch(frame: CGRect(x: index * 40, y: 0, width: 40, height: 120))
                    container.addSubview(view)
                    views.append(view)
                }
                let components = (0..<4).map { _ in hostile.randomElement(using: &random)! }
                let depth = Int.random(in: 0...24, using: &random)
                let base = UIColor(red: components[0], green: components[1], blue: components[2], alpha: components[3])
                // A chain of providers, some deeper than resolution follows; one answers with itself.
                var colour = base
                for _ in 0..<depth {
                    let inner = colour
                    colour = UIColor { traits in
                        traits.userInterfaceStyle == .dark ? inner : inner.withAlphaComponent(0.5)
                    }
                }
                let selfish = SelfReferencingColour()
                let colours = [colour, selfish.colour, signal, .systemBackground, .label]
                for view in views {
                    view.backgroundColor = colours.randomElement(using: &random)!
                    (view as? Swatch)?.fill = colours.randomElement(using: &random)!
                }
                // A provider that calls back into the framework: it makes its traits current and
                // resolves another dynamic colour while resolving.
                views[0].backgroundColor = UIColor { traits in
                    traits.performAsCurrent { _ = UITraitCollection.current.userInterfaceStyle }
                    _ = UIColor.label.cgColor
                    return traits.userInterfaceStyle == .dark ? .black : .white
                }
                UIView.animate(withDuration: 0.4) {
                    views[1].backgroundColor = colours.randomElement(using: &random)!
                }
                _ = host.render()
                host.advance(by: 0.1)
                // The appearance flips mid-animation.
                let styles: [UIUserInterfaceStyle] = [.dark, .light, .unspecified]
                container.overrideUserInterfaceStyle = styles.randomElement(using: &random)!
                views[2].overrideUserInterfaceStyle = styles.randomElement(using: &random)!
                _ = host.render()
                host.advance(by: 0.2)
                _ = colour.resolvedColor(with: dark).cgColor
                _ = selfish.colour.resolvedColor(with: light)
                _ = host.render()
                if round == 60 {
                    weakView = views[3]
                    weakColour = colour
                }
                container.removeFromSuperview()
                host.advance(by: 0.5)
                _ = host.render()
            }
        }
        #expect(weakView == nil, "views drawn with dynamic colours are released")
        #expect(weakColour == nil, "and their colours")
        #expect(SelfReferencingColour.resolvedToClear, "a provider answering with itself resolves to clear")
    }

    /// A colour whose provider answers with the colour itself.
    final class SelfReferencingColour: @unchecked Sendable {
        nonisolated(unsafe) static var resolvedToClear = false
        let colour: UIColor

        init() {
            let box = WeakColourBox()
            colour = UIColor { _ in box.colour ?? .black }
            box.colour = colour
            if colour.resolvedColor(with: UITraitCollection()) == .clear { Self.resolvedToClear = true }
        }
    }

    final class WeakColourBox: @unchecked Sendable {
        weak var colour: UIColor?
    }
}
