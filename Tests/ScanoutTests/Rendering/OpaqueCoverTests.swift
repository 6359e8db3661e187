import ScanoutTesting
import Testing

@testable import Scanout

/// What a view with an opaque background over the whole damage hides is not painted: the windows
/// behind, its ancestors' backgrounds and drawing, the subviews before it. The frame is the one
/// painting everything makes, and what is painted after it (later subviews, an ancestor's border,
/// windows in front) still shows.
@MainActor
@Suite struct OpaqueCoverTests {
    /// Drawn directly every frame it is damaged (rotated views keep no drawing), counting.
    final class Counting: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.systemPurple.setFill()
            UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).fill()
        }
    }

    @MainActor final class Scene {
        let host: TestHost
        let under = Counting(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        let earlier = Counting(frame: CGRect(x: 30, y: 100, width: 80, height: 50))
        /// On the way down to the cover: its own drawing is hidden too.
        let root = Counting()
        let content = UIView()
        let later = UIView(frame: CGRect(x: 200, y: 150, width: 60, height: 40))
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 200, height: 24))

        init(scale: CGFloat) {
            host = TestHost(size: CGSize(width: 320, height: 240), scale: scale)
            host.window.backgroundColor = .systemRed
            under.transform = CGAffineTransform(rotationAngle: 0.2)
            host.window.addSubview(under)
            // A controller's view with a border (drawn over its subviews), a list-like content
            // view covering it, a later sibling over that.
            root.frame = host.window.bounds
            root.backgroundColor = .white
            root.layer.borderWidth = 4
            root.layer.borderColor = UIColor.black.cgColor
            host.window.addSubview(root)
            earlier.transform = CGAffineTransform(rotationAngle: -0.2)
            root.addSubview(earlier)
            content.frame = root.bounds
            content.backgroundColor = .systemGroupedBackground
            label.text = "Covering content"
            content.addSubview(label)
            root.addSubview(content)
            later.backgroundColor = .systemBlue
            root.addSubview(later)
        }

        /// The frame with the whole screen repainted, covers on or off.
        func fullFrame(skippingHidden: Bool) -> [UInt8] {
            host.application.compositor.skipsCoveredViews = skippingHidden
            defer { host.application.compositor.skipsCoveredViews = true }
            host.application.compositor.addDamage(host.window.bounds)
            _ = host.render()
            return host.framePixels
        }
    }

    @Test(arguments: [1.0, 2.0])
    func hiddenViewsAreNotPaintedAndTheFrameIsTheSame(scale: CGFloat) {
        let scene = Scene(scale: scale)
        _ = scene.host.render()
        #expect(scene.under.draws == 0 && scene.earlier.draws == 0, "both are under the content view")
        let covered = scene.fullFrame(skippingHidden: true)
        #expect(scene.under.draws == 0 && scene.earlier.draws == 0)
        #expect(scene.root.draws == 0, "the content view's superview is under it too")
        let everything = scene.fullFrame(skippingHidden: false)
        #expect(scene.under.draws == 1 && scene.earlier.draws == 1, "painting everything draws them")
        let same = covered == everything
        #expect(same, "at scale \(scale)")
    }

    @Test func partialDamageInsideTheCoverIsPaintedTheSame() {
        let scene = Scene(scale: 1)
        _ = scene.host.render()
        let before = scene.host.framePixels
        scene.label.text = "Changed content"
        _ = scene.host.render()
        let changed = scene.host.framePixels
        #expect(changed != before)
        scene.host.application.compositor.skipsCoveredViews = false
        defer { scene.host.application.compositor.skipsCoveredViews = true }
        scene.host.application.compositor.addDamage(scene.host.window.bounds)
        _ = scene.host.render()
        let same = scene.host.framePixels == changed
        #expect(same)
    }

    /// The cover is the view painted last: a later sibling covering too, not the first found.
    @Test func theCoverIsTheLastViewPaintedOverTheDamage() {
        let scene = Scene(scale: 1)
        let bounds = scene.host.window.bounds
        #expect(OpaqueCover.find(covering: bounds, in: [scene.host.window])?.view === scene.content)
        let overlay = UIView(frame: bounds)
        overlay.backgroundColor = .systemYellow
        scene.root.addSubview(overlay)
        #expect(OpaqueCover.find(covering: bounds, in: [scene.host.window])?.view === overlay)
        // Translucent, rounded, rotated, or clipped short of the damage: no longer a cover.
        overlay.alpha = 0.9
        #expect(OpaqueCover.find(covering: bounds, in: [scene.host.window])?.view === scene.content)
        overlay.alpha = 1
        overlay.layer.cornerRadius = 8
        #expect(OpaqueCover.find(covering: bounds, in: [scene.host.window])?.view === scene.content)
        overlay.layer.cornerRadius = 0
        overlay.backgroundColor = UIColor.systemYellow.withAlphaComponent(0.5)
        #expect(OpaqueCover.find(covering: bounds, in: [scene.host.window])?.view === scene.content)
        overlay.removeFromSuperview()
        scene.root.clipsToBounds = true
        scene.root.frame = bounds.insetBy(dx: 10, dy: 0)
        #expect(OpaqueCover.find(covering: bounds, in: [scene.host.window])?.view === scene.host.window)
        // Part of the screen inside the clip: the content covers it again.
        let inside = CGRect(x: 40, y: 40, width: 100, height: 100)
        #expect(OpaqueCover.find(covering: inside, in: [scene.host.window])?.view === scene.content)
    }

    /// A window in front that covers the damage hides the windows behind it; one that does not is
    /// painted over them.
    @Test func aWindowInFrontHidesTheWindowsBehind() {
        let scene = Scene(scale: 1)
        let front = UIWindow(frame: scene.host.window.bounds)
        front.windowLevel = .alert
        front.backgroundColor = .systemTeal
        front.isHidden = false
        _ = scene.host.render()
        #expect(scene.under.draws == 0)
        let covered = scene.fullFrame(skippingHidden: true)
        let same = covered == scene.fullFrame(skippingHidden: false)
        #expect(same)
        front.frame = CGRect(x: 100, y: 100, width: 80, height: 60)
        _ = scene.host.render()
        let partial = scene.fullFrame(skippingHidden: true)
        let samePartly = partial == scene.fullFrame(skippingHidden: false)
        #expect(samePartly)
        front.isHidden = true
    }
}
