import ScanoutTesting
import Testing

@testable import Scanout

/// Whatever an app does to effect views — frames that are not numbers, nil effects, effects
/// changed mid-animation, views removed mid-animation, many at once — nothing traps, the frame
/// stays whole, and nothing is kept after the views go.
@MainActor
@Suite struct VisualEffectHostileTests {
    @Test func hostileFramesEffectsAndTimingNeverTrapAndLeaveNothingBehind() throws {
        var random = SplitMix64(seed: 36_01)
        let host = TestHost(size: CGSize(width: 320, height: 240), scale: 2)
        host.window.backgroundColor = .white
        let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 240))
        backdrop.backgroundColor = .black
        host.window.addSubview(backdrop)
        let numbers: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, -50, 0, 0.3, 7, 500, 40_000]
        let effects: [UIVisualEffect?] = [
            nil, UIVisualEffect(), UIBlurEffect(style: .dark), UIBlurEffect(style: .systemUltraThinMaterial),
            UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light)),
            UIVibrancyEffect(blurEffect: UIBlurEffect(style: .prominent), style: .separator),
        ]
        // Other tests' bars (each has an effect view) may be alive: count from here.
        _ = host.render()
        let liveBefore = VisualEffectBackdropLayer.live.count
        weak var lastView: UIVisualEffectView?
        for round in 0..<60 {
            var views: [UIVisualEffectView] = []
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let view = UIVisualEffectView(effect: effects.randomElement(using: &random)!)
                let pick = { numbers.randomElement(using: &random)! }
                view.frame = CGRect(x: pick(), y: pick(), width: pick(), height: pick())
                if Bool.random(using: &random) { view.layer.cornerRadius = pick() }
                if Bool.random(using: &random) { view.transform = CGAffineTransform(rotationAngle: 0.3) }
                view.contentView.addSubview(UILabel())
                (Bool.random(using: &random) ? host.window : backdrop).addSubview(view)
                views.append(view)
            }
            // Effects changed in and out of animations, again mid-animation, and views removed
            // mid-animation.
            for view in views {
                UIView.animate(withDuration: 0.4) { view.effect = effects.randomElement(using: &random)! }
            }
            host.advance(by: 0.1)
            _ = host.render()
            for view in views {
                UIView.animate(withDuration: 0.3) { view.effect = effects.randomElement(using: &random)! }
                if Bool.random(using: &random) { view.alpha = numbers.randomElement(using: &random)! }
            }
            host.advance(by: 0.05)
            _ = host.render()
            for view in views where Bool.random(using: &random) { view.removeFromSuperview() }
            host.advance(by: 0.2)
            _ = host.render()
            if round % 20 == 0 {
                #expect(host.framePixels == host.framePixelsDrawnFromScratch(), "round \(round): as from scratch")
            }
            for view in views { view.removeFromSuperview() }
            lastView = views.last
            host.advance(by: 1)
            _ = host.render()
        }
        #expect(lastView == nil, "removed effect views are released")
        // The compositor's list of blurs forgets the released views (memory stays flat).
        _ = host.render()
        backdrop.backgroundColor = .red
        _ = host.render()
        #expect(
            VisualEffectBackdropLayer.live.count <= liveBefore,
            "\(VisualEffectBackdropLayer.live.count) kept, \(liveBefore) before")
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 10, y: 10) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255), "the screen still draws")
    }

    @Test func aBlurOnTheWholeScreenAndOneOfNoSizeDraw() throws {
        let host = TestHost(size: CGSize(width: 100, height: 100))
        host.window.backgroundColor = .black
        let whole = UIVisualEffectView(effect: UIBlurEffect(style: .extraLight))
        whole.frame = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
        host.window.addSubview(whole)
        let none = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        none.frame = .zero
        host.window.addSubview(none)
        let image = try #require(host.render().cgImage)
        #expect(image.pixel(x: 50, y: 50).green > 150, "the extra-light tint over black")
    }
}
