import ScanoutTesting
import Testing

@testable import Scanout

/// Hovering fed what a device and an app can get wrong: non-finite and enormous pointer places,
/// regions and shapes, delegates that invalidate, remove views and disable recognizers from
/// inside their callbacks, views added and removed under the pointer — in a seeded random order,
/// with enters and exits balanced after every step and everything freed at the end.
@MainActor
@Suite struct PointerHostileTests {
    private static let numbers: [CGFloat] = [
        .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, -1e9, 1e9, -3, 0, 0.5, 50,
        150, 399, 799,
    ]

    @MainActor private final class Meddler: NSObject, UIPointerInteractionDelegate, UIGestureRecognizerDelegate {
        var random: SeededRandomNumberGenerator
        var entered = 0
        var exited = 0
        var meddle: ((UIPointerInteraction) -> Void)?

        init(seed: UInt64) {
            random = SeededRandomNumberGenerator(seed: seed)
        }

        func number() -> CGFloat { PointerHostileTests.numbers.randomElement(using: &random)! }

        func pointerInteraction(
            _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
            defaultRegion: UIPointerRegion
        ) -> UIPointerRegion? {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: return nil
            case 1: return UIPointerRegion(rect: CGRect(x: number(), y: number(), width: number(), height: number()))
            case 2: return UIPointerRegion(rect: defaultRegion.rect, identifier: Int.random(in: 0..<3, using: &random))
            default: return defaultRegion
            }
        }

        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
            -> UIPointerStyle?
        {
            guard let view = interaction.view else { return nil }
            let preview = UITargetedPreview(view: view)
            switch Int.random(in: 0..<9, using: &random) {
            case 0: return nil
            case 1: return .hidden()
            case 2: return .system()
            case 3: return UIPointerStyle(effect: .lift(preview))
            case 4:
                return UIPointerStyle(
                    effect: .highlight(preview),
                    shape: .roundedRect(
                        CGRect(x: number(), y: number(), width: number(), height: number()), radius: number()))
            case 5: return UIPointerStyle(shape: .verticalBeam(length: number()))
            case 6: return UIPointerStyle(shape: .horizontalBeam(length: number()))
            case 7:
                let path = UIBezierPath(ovalIn: CGRect(x: number(), y: number(), width: number(), height: number()))
                return UIPointerStyle(shape: .path(path))
            default:
                return UIPointerStyle(
                    effect: .hover(
                        preview, preferredTintMode: .underlay, prefersShadow: true, prefersScaledContent: false))
            }
        }

        func pointerInteraction(
            _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
            animator: any UIPointerInteractionAnimating
        ) {
            entered += 1
            animator.addAnimations { interaction.view?.alpha = 0.95 }
            animator.addCompletion { _ in interaction.view?.alpha = 1 }
            if Int.random(in: 0..<5, using: &random) == 0 { meddle?(interaction) }
        }

        func pointerInteraction(
            _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
            animator: any UIPointerInteractionAnimating
        ) {
            exited += 1
            if Int.random(in: 0..<5, using: &random) == 0 { meddle?(interaction) }
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            Int.random(in: 0..<4, using: &random) != 0
        }
    }

    @Test(arguments: [UInt64(0xF00D_0001), 0x1234_5678, 0xDEAD_BEEF])
    func randomPointerSequencesStayBalancedAndFreeEverything(seed: UInt64) {
        weak var freedTile: UIView?
        weak var freedInteraction: UIPointerInteraction?
        weak var freedMeddler: Meddler?
        do {
            var random = SeededRandomNumberGenerator(seed: seed)
            let host = TestHost()
            let meddler = Meddler(seed: seed ^ 0xABCD)
            let tile = UIView(frame: CGRect(x: 100, y: 100, width: 300, height: 200))
            let child = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
            tile.addSubview(child)
            host.window.addSubview(tile)
            let interaction = UIPointerInteraction(delegate: meddler)
            tile.addInteraction(interaction)
            let childInteraction = UIPointerInteraction(delegate: meddler)
            child.addInteraction(childInteraction)
            var began = 0
            var finished = 0
            let hover = UIHoverGestureRecognizer { recognizer in
                switch recognizer.state {
                case .began: began += 1
                case .ended, .cancelled: finished += 1
                default: break
                }
            }
            hover.delegate = meddler
            tile.addGestureRecognizer(hover)
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 450, y: 100, width: 80, height: 44)
            button.pointerStyleProvider = { _, effect, shape in
                Bool.random() ? UIPointerStyle(effect: effect, shape: shape) : nil
            }
            host.window.addSubview(button)
            freedTile = tile
            freedInteraction = interaction
            freedMeddler = meddler
            meddler.meddle = { [unowned host] interaction in
                switch Int.random(in: 0..<5) {
                case 0: interaction.invalidate()
                case 1: interaction.isEnabled.toggle()
                case 2: interaction.view?.removeFromSuperview()
                case 3: hover.isEnabled.toggle()
                default: host.window.addSubview(tile)
                }
            }

            for step in 1...2_000 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0...1:
                    host.movePointer(to: CGPoint(x: meddler.number(), y: meddler.number()))
                case 2...5:
                    // Mostly over the tile, its child and the button, where the regions are.
                    host.movePointer(
                        to: CGPoint(
                            x: Double.random(in: 80...560, using: &random), y: Double.random(in: 80...320, using: &random)))
                case 6: host.hidePointer()
                case 7:
                    if tile.superview == nil { host.window.addSubview(tile) } else { tile.removeFromSuperview() }
                case 8:
                    child.frame = CGRect(x: meddler.number(), y: meddler.number(), width: 100, height: 60)
                default:
                    interaction.isEnabled = Bool.random(using: &random)
                    childInteraction.invalidate()
                }
                #expect(meddler.entered - meddler.exited <= 1, "seed \(seed) step \(step)")
                #expect(meddler.exited <= meddler.entered, "seed \(seed) step \(step)")
                #expect(began - finished <= 1 && finished <= began, "seed \(seed) step \(step): hover balanced")
                if let frame = host.application.drawnPointerCursorFrame {
                    #expect(frame.origin.x.isFinite && frame.width.isFinite, "seed \(seed) step \(step)")
                }
                if let effect = host.application.pointerHover.effectFrame {
                    #expect(effect.origin.x.isFinite && effect.size.width.isFinite, "seed \(seed) step \(step)")
                }
            }
            host.hidePointer()
            #expect(meddler.entered > 30 && began > 10, "seed \(seed): the run reached regions (\(meddler.entered)) and hovers (\(began))")
            #expect(meddler.entered == meddler.exited, "seed \(seed): every region entered was left")
            #expect(began == finished, "seed \(seed): every hover ended")
            _ = host.render()
            tile.removeFromSuperview()
            button.removeFromSuperview()
        }
        #expect(freedTile == nil && freedInteraction == nil && freedMeddler == nil, "seed \(seed): all freed")
    }
}
