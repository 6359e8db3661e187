import ScanoutTesting
import Testing

@testable import Scanout

/// `UIVisualEffectView`: a real blur of what lies behind it, its tint, fading the effect in and
/// out, the content view, vibrancy, and repainting when what is behind changes.
@MainActor
@Suite struct UIVisualEffectViewTests {
    /// A window whose left half is black and right half white: a sharp edge at x = 100.
    private func makeEdgeScene() -> (TestHost, UIView) {
        let host = TestHost(size: CGSize(width: 200, height: 100))
        host.window.backgroundColor = .white
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        black.backgroundColor = .black
        host.window.addSubview(black)
        return (host, black)
    }

    /// An effect view over the middle of the edge (x 50…150), without tint so the blur alone shows.
    private func addUntintedBlur(to host: TestHost) -> UIVisualEffectView {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = CGRect(x: 50, y: 0, width: 100, height: 60)
        host.window.addSubview(blur)
        blur.layoutIfNeeded()
        blur.backdropLayer.look = UIBlurEffect.Style.Look(radius: 6, tint: .clear)
        return blur
    }

    private func grey(_ image: CGImage, _ x: Int, _ y: Int) -> Int { Int(image.pixel(x: x, y: y).green) }

    @Test func aSharpEdgeBehindTheViewBecomesAGradientAndStaysSharpOutside() throws {
        let (host, _) = makeEdgeScene()
        _ = addUntintedBlur(to: host)
        let image = try #require(host.render().cgImage)
        // Inside the view (rows 0…59): a ramp across the edge, monotonic, from dark to light.
        let ramp = (90...110).map { grey(image, $0, 30) }
        #expect(ramp.first! < 60 && ramp.last! > 195, "dark to light across the edge: \(ramp)")
        #expect(zip(ramp, ramp.dropFirst()).allSatisfy { $0 <= $1 + 1 }, "rising: \(ramp)")
        let middle = grey(image, 100, 30)
        #expect(middle > 70 && middle < 185, "the edge itself is grey: \(middle)")
        #expect(ramp.filter { $0 > 20 && $0 < 235 }.count >= 8, "the ramp is several pixels wide: \(ramp)")
        // Below the view (rows 60…): still sharp.
        #expect(grey(image, 99, 80) == 0 && grey(image, 100, 80) == 255, "outside, the edge is sharp")
        // Far from the edge inside the view: the flat colours, unchanged (edges repeat, not fade).
        #expect(grey(image, 55, 30) < 5 && grey(image, 145, 30) > 250)
        #expect(grey(image, 55, 2) < 5 && grey(image, 145, 58) > 250, "no darkening or fading at the view's edges")
    }

    @Test func aChangeBehindTheBlurRepaintsAllOfIt() throws {
        let (host, black) = makeEdgeScene()
        let blur = addUntintedBlur(to: host)
        _ = host.render()
        // The black half shrinks to 80 points: the edge under the blur moves left.
        black.frame.size.width = 80
        var image = try #require(host.render().cgImage)
        #expect(grey(image, 100, 30) > 240, "the old edge is white now")
        let ramp = (70...90).map { grey(image, $0, 30) }
        #expect(ramp.first! < 60 && ramp.last! > 195 && grey(image, 80, 30) > 70, "the new edge is blurred: \(ramp)")
        #expect(host.framePixels == host.framePixelsDrawnFromScratch(), "the same pixels as painting all again")

        // A small change in one corner under the blur: the whole blur is repainted, not blurred twice.
        let speck = UIView(frame: CGRect(x: 140, y: 5, width: 4, height: 4))
        speck.backgroundColor = .red
        host.window.insertSubview(speck, belowSubview: blur)
        _ = host.render()
        #expect(host.framePixels == host.framePixelsDrawnFromScratch(), "after a small change")
        speck.removeFromSuperview()
        image = try #require(host.render().cgImage)
        #expect(host.framePixels == host.framePixelsDrawnFromScratch(), "after removing it")
        #expect(image.pixel(x: 142, y: 7).green > 250, "no trace of the speck")
    }

    @Test func theStyleTintsTheBlur() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        host.window.backgroundColor = .black
        let light = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        light.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        let dark = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        dark.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
        host.window.addSubview(light)
        host.window.addSubview(dark)
        let image = try #require(host.render().cgImage)
        let lightGrey = grey(image, 25, 50)
        let darkGrey = grey(image, 75, 50)
        // Light: white at 0.3 over black; dark: 0.11 white at 0.73 over black.
        #expect(abs(lightGrey - 77) <= 3, "light tint: \(lightGrey)")
        #expect(abs(darkGrey - 20) <= 3, "dark tint: \(darkGrey)")
    }

    @Test func settingTheEffectInAnAnimationFadesItInAndOut() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        host.window.backgroundColor = .black
        let view = UIVisualEffectView(effect: nil)
        view.frame = host.window.bounds
        host.window.addSubview(view)
        #expect(grey(try #require(host.render().cgImage), 50, 50) == 0, "no effect: nothing drawn")
        UIView.animate(withDuration: 1) { view.effect = UIBlurEffect(style: .light) }
        _ = host.render()
        host.advance(by: 0.5)
        let half = grey(try #require(host.render().cgImage), 50, 50)
        #expect(half > 15 && half < 60, "half way to the light tint: \(half)")
        host.advance(by: 0.6)
        let full = grey(try #require(host.render().cgImage), 50, 50)
        #expect(abs(full - 77) <= 3, "all of it: \(full)")
        UIView.animate(withDuration: 1) { view.effect = nil }
        #expect(view.effect == nil)
        _ = host.render()
        host.advance(by: 0.5)
        let fading = grey(try #require(host.render().cgImage), 50, 50)
        #expect(fading > 15 && fading < 60, "fading out: \(fading)")
        host.advance(by: 0.6)
        #expect(grey(try #require(host.render().cgImage), 50, 50) == 0, "gone")
        // Outside an animation block, at once.
        view.effect = UIBlurEffect(style: .light)
        #expect(abs(grey(try #require(host.render().cgImage), 50, 50) - 77) <= 3)
    }

    @Test func theContentViewFillsTheViewAndDirectSubviewsWarnOnce() throws {
        UIVisualEffectView.warnedAboutDirectSubviews = false
        let host = TestHost(size: CGSize(width: 200, height: 100))
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        view.frame = CGRect(x: 10, y: 10, width: 120, height: 60)
        host.window.addSubview(view)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        label.text = "Hi"
        view.contentView.addSubview(label)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == view.bounds)
        #expect(view.contentView.superview === view)
        #expect(host.warnings.isEmpty)
        view.frame.size = CGSize(width: 150, height: 80)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 150, height: 80))
        view.addSubview(UIView())
        view.addSubview(UIView())
        let warnings = host.warnings.filter { $0.contains("contentView") }
        #expect(warnings.count == 1, "\(host.warnings)")
        // The content is drawn over the blur.
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        content.backgroundColor = .red
        view.contentView.addSubview(content)
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 15, y: 15).red > 250 && image.pixel(x: 15, y: 15).green < 5)
    }

    @Test func vibrancyDrawsTheContentInOneColour() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        host.window.backgroundColor = .white
        let blur = UIBlurEffect(style: .dark)
        let blurView = UIVisualEffectView(effect: blur)
        blurView.frame = host.window.bounds
        host.window.addSubview(blurView)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .label))
        vibrancy.frame = blurView.bounds
        blurView.contentView.addSubview(vibrancy)
        let square = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
        square.backgroundColor = .red
        vibrancy.contentView.addSubview(square)
        let image = try #require(host.render().cgImage)
        let inside = image.pixel(x: 35, y: 35)
        let outside = image.pixel(x: 80, y: 80)
        // Red content drawn in the vibrancy's light colour over the dark blur: grey, not red.
        #expect(inside.red == inside.green && inside.green == inside.blue, "one colour: \(inside)")
        #expect(Int(inside.green) > Int(outside.green) + 100, "lighter than the blur: \(inside) \(outside)")
        #expect(vibrancy.effect is UIVibrancyEffect)
        #expect((vibrancy.effect as? UIVibrancyEffect)?.blurEffect.style == .dark)
    }

    @Test func everyStyleDrawsAndTheSystemMaterialsFollowTheInterfaceStyle() throws {
        #expect(UIBlurEffect.Style.allCases.count == 21)
        let host = TestHost(size: CGSize(width: 60, height: 60))
        host.window.backgroundColor = .black
        let view = UIVisualEffectView(effect: nil)
        view.frame = host.window.bounds
        host.window.addSubview(view)
        for style in UIBlurEffect.Style.allCases {
            view.effect = UIBlurEffect(style: style)
            let image = try #require(host.render().cgImage)
            #expect(grey(image, 30, 30) > 0, "\(style) tints")
        }
        view.effect = UIBlurEffect(style: .systemMaterial)
        let lightGrey = grey(try #require(host.render().cgImage), 30, 30)
        host.window.overrideUserInterfaceStyle = .dark
        let darkGrey = grey(try #require(host.render().cgImage), 30, 30)
        #expect(lightGrey > darkGrey + 80, "the material follows dark mode: \(lightGrey) \(darkGrey)")
    }

    @Test func aBlurOverScrollingContentIsRepaintedAsTheContentMoves() throws {
        let host = TestHost(size: CGSize(width: 100, height: 200))
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.backgroundColor = .white
        scroll.contentSize = CGSize(width: 100, height: 1000)
        for index in 0..<10 {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 100, width: 100, height: 50))
            stripe.backgroundColor = .black
            scroll.addSubview(stripe)
        }
        host.window.addSubview(scroll)
        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        host.window.addSubview(bar)
        _ = host.render()
        for step in 1...6 {
            scroll.contentOffset.y = CGFloat(step * 13)
            _ = host.render()
            #expect(host.framePixels == host.framePixelsDrawnFromScratch(), "scrolled \(step * 13)")
        }
    }
}
