import ScanoutTesting
import Testing

@testable import Scanout

/// Trees far deeper and wider than a screen needs — generated UIs reach thousands of levels — cost
/// time linear in their size and never overflow the stack: inherited values (tint, traits, the
/// window) are read in constant time, every walk of the tree is a loop, and tearing a tree down
/// does not recurse through the views' deinits. How long each step takes is measured by
/// `make bench` (the deep-tree rows), not here.
@MainActor
@Suite struct DeepTreeTests {
    /// A chain of `depth` views, each the only subview of the one before, under a window.
    static func makeChain(depth: Int, in window: UIWindow) -> (root: UIView, leaf: UIView) {
        let root = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 300))
        var leaf = root
        for level in 1..<depth {
            let view = level % 100 == 0 ? UILabel() : UIView()
            view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            if let label = view as? UILabel {
                label.text = "\(level)"
                label.isUserInteractionEnabled = true
            }
            leaf.addSubview(view)
            leaf = view
        }
        leaf.backgroundColor = .red
        window.addSubview(root)
        return (root, leaf)
    }

    /// The chain's whole life: laid out, drawn, hit, retinted, traits changed, torn down.
    static func exerciseChain(depth: Int) {
        let host = TestHost()
        weak var weakLeaf: UIView?
        do {
            let (root, leaf) = makeChain(depth: depth, in: host.window)
            weakLeaf = leaf
            root.setNeedsLayout()
            host.window.layoutIfNeeded()
            _ = host.render()
            precondition(host.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === leaf, "the leaf is hit")
            precondition(leaf.window === host.window)
            root.tintColor = .green
            precondition(leaf.tintColor == UIColor.green, "the leaf inherits the root's tint")
            root.tintAdjustmentMode = .dimmed
            precondition(leaf.tintAdjustmentMode == .dimmed, "and its dimming")
            root.overrideUserInterfaceStyle = .dark
            precondition(leaf.traitCollection.userInterfaceStyle == .dark)
            leaf.alpha = 0.5
            _ = host.render()
            // Moving the chain under another view, then out of the window.
            let other = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            host.window.addSubview(other)
            other.addSubview(root)
            _ = host.render()
            root.removeFromSuperview()
            precondition(leaf.window == nil, "out of the window with its ancestor")
        }
        _ = host.render()
        precondition(weakLeaf == nil, "the chain is released")
    }

    @Test func aChainTenThousandViewsDeepLivesItsWholeLife() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run { DeepTreeTests.exerciseChain(depth: 10_000) }
        }
    }

    @Test func aChainFiftyThousandViewsDeepDoesNotOverflowTheStack() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let host = TestHost()
                weak var weakLeaf: UIView?
                do {
                    let (root, leaf) = DeepTreeTests.makeChain(depth: 50_000, in: host.window)
                    weakLeaf = leaf
                    _ = host.render()
                    root.tintColor = .blue
                    precondition(leaf.tintColor == UIColor.blue)
                    root.removeFromSuperview()
                }
                precondition(weakLeaf == nil)
            }
        }
    }

    @Test func aWindowOfAHundredThousandSiblings() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let host = TestHost()
                weak var weakLast: UIView?
                do {
                    var last = UIView()
                    for index in 0..<100_000 {
                        let view = UIView(frame: CGRect(x: index % 796, y: (index / 796) % 476, width: 4, height: 4))
                        view.backgroundColor = index % 2 == 0 ? .red : .blue
                        host.window.addSubview(view)
                        last = view
                    }
                    weakLast = last
                    host.window.layoutIfNeeded()
                    _ = host.render()
                    precondition(host.window.hitTest(last.center, with: nil) === last)
                    host.window.tintColor = .orange
                    precondition(last.tintColor == UIColor.orange)
                    for view in host.window.subviews { view.removeFromSuperview() }
                }
                precondition(weakLast == nil)
            }
        }
    }

    static func ancestor(of view: UIView, levels: Int) -> UIView {
        var result = view
        for _ in 0..<levels { result = result.superview! }
        return result
    }

    @Test func tintAndTraitChangesReachEveryDescendant() {
        let host = TestHost()
        let (root, leaf) = Self.makeChain(depth: 200, in: host.window)
        let middle = Self.ancestor(of: leaf, levels: 100)
        let notified = TintRecorder()
        middle.addSubview(notified)
        #expect(leaf.tintColor == UIColor.tintColor)

        root.tintColor = .green
        #expect(leaf.tintColor == UIColor.green && notified.tintColor == UIColor.green)
        #expect(notified.tintChanges == 1)
        // A nearer tint wins below it, and changing the far one no longer reaches past it.
        middle.tintColor = .purple
        #expect(leaf.tintColor == UIColor.purple && root.tintColor == UIColor.green)
        root.tintColor = .yellow
        #expect(leaf.tintColor == UIColor.purple)
        #expect(Self.ancestor(of: middle, levels: 1).tintColor == UIColor.yellow)
        middle.tintColor = nil
        #expect(leaf.tintColor == UIColor.yellow)

        // Dimming reaches down unless a view sets its own mode.
        root.tintAdjustmentMode = .dimmed
        #expect(leaf.tintAdjustmentMode == UIView.TintAdjustmentMode.dimmed)
        #expect(leaf.tintColor != UIColor.yellow, "dimmed is grey")
        middle.tintAdjustmentMode = .normal
        #expect(leaf.tintAdjustmentMode == UIView.TintAdjustmentMode.normal)
        #expect(leaf.tintColor == UIColor.yellow)
        middle.tintAdjustmentMode = .automatic
        #expect(leaf.tintAdjustmentMode == UIView.TintAdjustmentMode.dimmed)
        root.tintAdjustmentMode = .automatic
        #expect(leaf.tintAdjustmentMode == UIView.TintAdjustmentMode.normal)

        // Moving a subtree under another tint changes what it inherits.
        let elsewhere = UIView()
        elsewhere.tintColor = .cyan
        host.window.addSubview(elsewhere)
        let before = notified.tintChanges
        elsewhere.addSubview(middle)
        #expect(leaf.tintColor == UIColor.cyan && notified.tintColor == UIColor.cyan)
        #expect(notified.tintChanges == before + 1)
        middle.removeFromSuperview()
        #expect(leaf.tintColor == UIColor.tintColor)

        // Traits: an override high up reaches the leaf.
        elsewhere.addSubview(middle)
        elsewhere.overrideUserInterfaceStyle = .dark
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        elsewhere.overrideUserInterfaceStyle = .light
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
    }
}

/// Counts `tintColorDidChange()`.
final class TintRecorder: UIView {
    var tintChanges = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}
