import ScanoutTesting
import Testing

@testable import Scanout

/// The painter passes over subtrees that cannot reach the damage by their kept extents
/// (`UIView.keptRenderExtent()`): what a damage-limited frame shows must stay what painting
/// everything afresh shows, whatever moves, appears, hides, clips, casts a shadow or animates in
/// trees whose subviews reach outside their superviews.
@MainActor
@Suite struct KeptExtentTests {
    private let size = CGSize(width: 160, height: 120)

    /// The screen painted from nothing: every kept extent forgotten, the whole screen damaged.
    private func freshlyPainted(_ host: TestHost) -> UIImage {
        var pending: [UIView] = [host.window]
        while let view = pending.popLast() {
            view.cachedRenderExtent = nil
            pending += view.subviews
        }
        host.application.compositor.addDamage(CGRect(origin: .zero, size: size))
        return host.render()
    }

    /// The number of pixels that differ between two renders of the screen by more than rounding:
    /// the antialiased edge of a rotated view or a shadow's blur, clipped to a damaged rectangle,
    /// can round a step differently from the same edge painted whole. A subtree left out shows as
    /// whole colours missing.
    private func differingPixels(_ first: UIImage, _ second: UIImage) -> Int {
        guard let a = first.cgImage, let b = second.cgImage else { return Int.max }
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let (p, q) = (a.pixel(x: x, y: y), b.pixel(x: x, y: y))
                let channels = [(p.red, q.red), (p.green, q.green), (p.blue, q.blue), (p.alpha, q.alpha)]
                if channels.contains(where: { abs(Int($0.0) - Int($0.1)) > 12 }) { count += 1 }
            }
        }
        return count
    }

    @Test func aSubviewThatReachesOutOfItsParentIsPaintedWhereItReaches() {
        let host = TestHost(size: size)
        host.window.backgroundColor = .white
        // A parent in the top-left corner whose child hangs far out to the bottom right.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let child = UIView(frame: CGRect(x: 100, y: 80, width: 30, height: 20))
        child.backgroundColor = .systemRed
        parent.addSubview(child)
        host.window.addSubview(parent)
        _ = host.render()
        // Damage only where the child is (a neighbour changes there): the parent's bounds are
        // outside it, its kept extent is not.
        let neighbour = UIView(frame: CGRect(x: 90, y: 70, width: 10, height: 10))
        neighbour.backgroundColor = .systemBlue
        host.window.addSubview(neighbour)
        _ = host.render()
        child.backgroundColor = .systemGreen
        let image = host.render()
        #expect(image.cgImage?.pixel(x: 115, y: 90) == RGBA8(red: 52, green: 199, blue: 89, alpha: 255))
        // The child moves further out; the parent's extent follows it.
        child.frame.origin = CGPoint(x: 135, y: 100)
        let moved = host.render()
        #expect(moved.cgImage?.pixel(x: 140, y: 105) == RGBA8(red: 52, green: 199, blue: 89, alpha: 255))
        #expect(moved.cgImage?.pixel(x: 105, y: 85) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        // Damage only where the child went: the parent's extent must have followed it there.
        child.backgroundColor = .black
        let recoloured = host.render()
        #expect(recoloured.cgImage?.pixel(x: 150, y: 110) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        // Hidden, shown again somewhere else, and recoloured there.
        child.isHidden = true
        _ = host.render()
        child.frame.origin = CGPoint(x: 10, y: 90)
        child.isHidden = false
        _ = host.render()
        child.backgroundColor = .systemRed
        let last = host.render()
        #expect(last.cgImage?.pixel(x: 15, y: 95) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(differingPixels(last, freshlyPainted(host)) == 0)
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func randomChangesToOverhangingTreesPaintAsAFreshFrameDoes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let host = TestHost(size: size)
        host.window.backgroundColor = .white
        var views: [UIView] = []
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange, .black, .systemTeal]
        // Small views far from their superviews: most of a subtree lies outside its root's
        // bounds, and a change paints a few small rectangles.
        func randomFrame() -> CGRect {
            CGRect(
                x: CGFloat(Int.random(in: -60...140, using: &random)),
                y: CGFloat(Int.random(in: -60...110, using: &random)),
                width: CGFloat(Int.random(in: 0...14, using: &random)),
                height: CGFloat(Int.random(in: 0...14, using: &random)))
        }
        for _ in 0..<24 {
            let view = UIView(frame: randomFrame())
            view.backgroundColor = colors.randomElement(using: &random)
            (views.randomElement(using: &random) ?? host.window).addSubview(view)
            views.append(view)
        }
        _ = host.render()
        var last: UIView?
        for step in 0..<120 {
            // Often the view changed last again: a change painted only where it went finds a
            // kept extent that missed the move before it.
            let again = Bool.random(using: &random) ? last : nil
            guard let view = again ?? views.randomElement(using: &random) else { break }
            last = view
            let operation = Int.random(in: 0..<11, using: &random)
            switch operation {
            case 0: view.frame = randomFrame()
            case 1: view.center.x += CGFloat(Int.random(in: -30...30, using: &random))
            case 2: view.isHidden.toggle()
            case 3: view.clipsToBounds.toggle()
            case 4: view.backgroundColor = colors.randomElement(using: &random)
            case 5:
                // Moved under another view (never under itself or its own subtree).
                let parent = views.randomElement(using: &random) ?? host.window
                if parent !== view, !parent.isDescendant(of: view) { parent.addSubview(view) }
            case 6: view.removeFromSuperview()
            case 7:
                view.layer.shadowOpacity = view.layer.shadowOpacity > 0 ? 0 : 0.8
                view.layer.shadowRadius = 4
                view.layer.shadowOffset = CGSize(width: 6, height: 6)
            case 8: view.transform = Bool.random(using: &random) ? .identity : CGAffineTransform(rotationAngle: 0.4)
            case 9:
                // An animation, its frames painted as they come; compared once it ended (each
                // render moves the clock on, so mid-flight the fresh frame would show a later step).
                UIView.animate(withDuration: 0.3) {
                    view.center = CGPoint(
                        x: CGFloat(Int.random(in: 0...160, using: &random)),
                        y: CGFloat(Int.random(in: 0...120, using: &random)))
                }
                host.advance(by: 0.1)
                _ = host.render()
                host.advance(by: 0.3)
            default:
                // A scroll-like change of a parent's bounds origin.
                view.bounds.origin.y += CGFloat(Int.random(in: -10...10, using: &random))
            }
            let incremental = host.render()
            // Compared every few steps: painting afresh forgets the kept extents, and a stale one
            // shows only once later changes were painted through it.
            guard step % 6 == 5 else { continue }
            let fresh = freshlyPainted(host)
            #expect(differingPixels(incremental, fresh) == 0, "seed \(seed), step \(step), operation \(operation)")
            if differingPixels(incremental, fresh) != 0 { break }
        }
    }
}
