import FoundationEssentials
import ScanoutTesting
import Testing

@testable import Scanout

/// `UIImageView`'s frame animation (`animationImages`, `startAnimating()`) and animated images
/// (`UIImage.animatedImage(with:duration:)`), on the application's clock.
@MainActor
@Suite struct ImageViewAnimationTests {
    static let colours: [UIColor] = [.red, .green, .blue, .yellow]

    static func frames(_ colours: [UIColor] = colours) -> [UIImage] {
        colours.map { colour in
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
                colour.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
    }

    /// The colour at the image view's centre on screen.
    static func shown(_ host: TestHost) throws -> RGBA8 {
        try #require(host.render().cgImage).pixel(x: 25, y: 25)
    }

    static func makeView(_ host: TestHost) -> UIImageView {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        return view
    }

    @Test func framesShowInTurnAndStopAfterTheirRepeats() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let view = Self.makeView(host)
        let still = Self.frames([.white])[0]
        view.image = still
        view.animationImages = Self.frames()
        view.animationDuration = 0.4
        view.animationRepeatCount = 2
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 10))
        view.startAnimating()
        #expect(view.isAnimating)
        var seen: [RGBA8] = []
        for _ in 0..<8 {
            seen.append(try Self.shown(host))
            host.advance(by: 0.1)
        }
        let expected = (Self.colours + Self.colours).map(\.rgba8)
        #expect(seen == expected, "each frame a tenth of a second, twice")
        host.advance(by: 0.05)
        #expect(!view.isAnimating, "stopped after two runs")
        #expect(try Self.shown(host) == UIColor.white.rgba8, "the still image again")
    }

    @Test func nothingTicksWhereNobodyCanSee() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.animationImages = Self.frames()
        view.startAnimating()
        #expect(view.isAnimating && view.frameAnimation.timer == nil, "not in a window: no timer")
        host.window.addSubview(view)
        #expect(view.frameAnimation.timer != nil)
        host.advance(by: 1 / 30.0 + 0.001)
        #expect(try Self.shown(host) == UIColor.green.rgba8, "a thirtieth of a second each by default")
        view.isHidden = true
        #expect(view.frameAnimation.timer == nil, "hidden: no timer")
        host.advance(by: 5)
        view.isHidden = false
        #expect(try Self.shown(host) == UIColor.green.rgba8, "carries on from the frame it showed")
        view.stopAnimating()
        #expect(view.frameAnimation.timer == nil && !view.isAnimating)
    }

    @Test func anAnimatedImagePlaysByItself() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let animated = try #require(UIImage.animatedImage(with: Self.frames(), duration: 0.8))
        #expect(animated.images?.count == 4 && animated.duration == 0.8)
        #expect(animated.size == CGSize(width: 10, height: 10))
        #expect(animated.cgImage?.pixel(x: 5, y: 5) == UIColor.red.rgba8, "drawn elsewhere, the first frame")
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        let view = Self.makeView(host)
        view.image = animated
        #expect(!view.isAnimating, "isAnimating is about startAnimating()")
        host.advance(by: 0.2)
        #expect(try Self.shown(host) == UIColor.green.rgba8)
        host.advance(by: 0.6)
        #expect(try Self.shown(host) == UIColor.red.rgba8, "for ever: round again")
        view.image = nil
        #expect(view.frameAnimation.timer == nil)
    }

    @Test func highlightedFramesReplaceTheOthersWhileHighlighted() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        let view = Self.makeView(host)
        view.animationImages = Self.frames()
        view.highlightedAnimationImages = Self.frames([.black, .white])
        view.startAnimating()
        view.isHighlighted = true
        #expect(try Self.shown(host) == UIColor.black.rgba8)
        view.isHighlighted = false
        #expect(try Self.shown(host) == UIColor.red.rgba8)
    }

    /// Seeded: hostile durations and repeat counts, frames changed and the view moved, hidden and
    /// restarted from inside its own frame changes; nothing traps, no timer is left behind, and
    /// memory stays flat.
    @Test(arguments: [0xF4A3_0001, 0xF4A3_0002] as [UInt64])
    func hostileAnimationsNeverTrapOrLeak(seed: UInt64) throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        var random = SeededRandomNumberGenerator(seed: seed)
        let durations: [TimeInterval] = [.nan, .infinity, -.infinity, -1, 0, 1e-300, 1e300, 0.05, 2]
        let frameSets = [Self.frames(), Self.frames([.red]), [], Self.frames([.blue, .black])]
        var views: [UIImageView] = []
        var baseline = 0
        for step in 0..<2_000 {
            if step == 400 { baseline = ResidentMemory.kilobytes() }
            if views.count < 6 || random.next() % 10 == 0 {
                let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                host.window.addSubview(view)
                views.append(view)
            }
            let view = views[Int(random.next() % UInt64(views.count))]
            switch random.next() % 9 {
            case 0: view.animationImages = frameSets[Int(random.next() % UInt64(frameSets.count))]
            case 1: view.animationDuration = durations[Int(random.next() % UInt64(durations.count))]
            case 2: view.animationRepeatCount = [Int.min, -1, 0, 1, 3, Int.max][Int(random.next() % 6)]
            case 3: view.startAnimating()
            case 4: view.stopAnimating()
            case 5: view.isHidden.toggle()
            case 6:
                view.image = UIImage.animatedImage(
                    with: frameSets[Int(random.next() % UInt64(frameSets.count))],
                    duration: durations[Int(random.next() % UInt64(durations.count))])
            case 7:
                view.removeFromSuperview()
                views.removeAll { $0 === view }
            default: host.advance(by: Double(random.next() % 100) / 200)
            }
            if step % 100 == 0 { _ = host.render() }
        }
        for view in views { view.removeFromSuperview() }
        views.removeAll()
        host.advance(by: 10)
        #expect(ResidentMemory.kilobytes() - baseline < 8_000)
    }
}
