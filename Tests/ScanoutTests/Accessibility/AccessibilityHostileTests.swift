import ScanoutTesting
import Testing

@testable import Scanout

/// Seeded hostile trees: non-finite and huge frames, containers listing themselves, their
/// ancestors, detached and deallocated elements, elements removing themselves when activated,
/// and every action on every element. Nothing traps or loops, every frame read is finite, and
/// what each round made is gone after it.
@MainActor
@Suite struct AccessibilityHostileTests {
    private static let awkward: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, -5, 0.5, 100, 400]

    private func number(_ random: inout SplitMix64) -> CGFloat {
        Bool.random(using: &random)
            ? Self.awkward.randomElement(using: &random)! : CGFloat.random(in: -50...800, using: &random)
    }

    private func frame(_ random: inout SplitMix64) -> CGRect {
        CGRect(x: number(&random), y: number(&random), width: number(&random), height: number(&random))
    }

    @Test(arguments: [UInt64(1), 7, 42, 2026])
    func hostileTreesReadAndActWithoutTrapsOrLoops(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let host = TestHost()
        var posts = 0
        AccessibilityPosts.handler = { _, _ in
            posts += 1
            // A hook that posts again must not recurse.
            if posts % 7 == 0 { UIAccessibility.post(notification: .layoutChanged, argument: nil) }
        }
        defer { AccessibilityPosts.handler = nil }
        var weakViews: [WeakElementBox] = []
        for round in 0..<40 {
            autoreleasepoolish {
                let root = UIView(frame: frame(&random))
                host.window.addSubview(root)
                var views: [UIView] = [root]
                var elements: [UIAccessibilityElement] = []
                for _ in 0..<30 {
                    let parent = views.randomElement(using: &random)!
                    let view: UIView
                    switch Int.random(in: 0..<6, using: &random) {
                    case 0:
                        let label = UILabel()
                        label.text = "L\(views.count)"
                        view = label
                    case 1:
                        let slider = UISlider()
                        slider.minimumValue = Float(number(&random))
                        slider.maximumValue = Float(number(&random))
                        view = slider
                    case 2:
                        let scroll = UIScrollView()
                        scroll.contentSize = CGSize(width: number(&random), height: number(&random))
                        view = scroll
                    case 3: view = SelfRemovingButton()
                    case 4:
                        let stepper = UIStepper()
                        stepper.stepValue = Double(number(&random))
                        view = stepper
                    default: view = UIView()
                    }
                    view.frame = frame(&random)
                    view.isHidden = Int.random(in: 0..<8, using: &random) == 0
                    view.alpha = Int.random(in: 0..<8, using: &random) == 0 ? 0 : 1
                    view.accessibilityViewIsModal = Int.random(in: 0..<15, using: &random) == 0
                    view.shouldGroupAccessibilityChildren = Bool.random(using: &random)
                    view.accessibilityActivationPoint = CGPoint(x: number(&random), y: number(&random))
                    parent.addSubview(view)
                    views.append(view)
                    if Int.random(in: 0..<4, using: &random) == 0 {
                        let element = UIAccessibilityElement(accessibilityContainer: view)
                        element.accessibilityLabel = "E\(elements.count)"
                        element.accessibilityFrameInContainerSpace = frame(&random)
                        elements.append(element)
                    }
                }
                // Containers listing themselves, an ancestor, detached views, and elements
                // (some of whose containers will be gone) — and an element listing itself.
                for view in views.shuffled(using: &random).prefix(6) {
                    var listed: [Any] = [view, root, UIView(), "not an element", 42]
                    listed.append(contentsOf: elements.shuffled(using: &random).prefix(3).map { $0 as Any })
                    view.accessibilityElements = listed
                }
                if let element = elements.first {
                    element.isAccessibilityElement = false
                    element.accessibilityElements = [element, root]
                }
                if round % 3 == 0, let victim = views.dropFirst().randomElement(using: &random) {
                    victim.removeFromSuperview()
                }

                let nodes = AccessibilityTree.nodes(in: [host.window])
                #expect(nodes.count <= views.count + elements.count)
                for node in nodes {
                    #expect(node.frame.origin.x.isFinite && node.frame.size.height.isFinite)
                    #expect(node.activationPoint.x.isFinite && node.activationPoint.y.isFinite)
                    _ = node.activate()
                    node.increment()
                    node.decrement()
                    _ = node.scroll(.up)
                    _ = node.scroll(.next)
                    _ = node.performMagicTap()
                    _ = node.performEscape()
                }
                _ = AccessibilityTree.node(at: CGPoint(x: CGFloat.nan, y: 0), in: [host.window])
                _ = AccessibilityTree.node(at: CGPoint(x: 100, y: 100), in: [host.window])
                host.drain()
                // A list holding its own container is a cycle in UIKit too; the app breaks it.
                for view in views { view.accessibilityElements = nil }
                for element in elements { element.accessibilityElements = nil }
                root.removeFromSuperview()
                weakViews.append(contentsOf: views.map { WeakElementBox($0) })
            }
        }
        host.drain()
        let alive = weakViews.filter { $0.object != nil }.count
        #expect(alive == 0, "every round's views are gone")
    }
}

private final class WeakElementBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// Runs `body` so that what it makes is released at its end.
@MainActor
private func autoreleasepoolish(_ body: () -> Void) { body() }

/// A button that takes itself off the screen when activated.
@MainActor
private final class SelfRemovingButton: UIButton {
    override func accessibilityActivate() -> Bool {
        removeFromSuperview()
        accessibilityElements = nil
        return true
    }
}
