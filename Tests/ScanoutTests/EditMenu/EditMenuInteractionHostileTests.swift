import ScanoutTesting
import Testing

@testable import Scanout

/// Edit menu interactions fed what an app can get wrong: non-finite and huge points and
/// rectangles, delegates that present, dismiss and reload from inside their callbacks, menus
/// that nest without end through deferred elements, views removed while their menu shows — in a
/// seeded random order, with the bookkeeping checked after every step and everything freed at
/// the end.
@MainActor
@Suite struct EditMenuInteractionHostileTests {
    private static let hostileNumbers: [CGFloat] = [
        .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, -1e9, 1e9, -3, 0,
        0.5, 37, 600,
    ]

    /// A delegate whose answers and callbacks the random sequence chooses.
    @MainActor private final class MeddlingDelegate: NSObject, UIEditMenuInteractionDelegate {
        var random: SeededRandomNumberGenerator
        var presented = 0
        var dismissed = 0
        var menu: () -> UIMenu? = { nil }
        var target: CGRect = .null
        /// What a callback does to the interaction, chosen per step.
        var meddle: ((UIEditMenuInteraction) -> Void)?

        init(seed: UInt64) {
            random = SeededRandomNumberGenerator(seed: seed)
        }

        func editMenuInteraction(
            _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
            suggestedActions: [UIMenuElement]
        ) -> UIMenu? {
            if Bool.random(using: &random) { meddle?(interaction) }
            return menu()
        }

        func editMenuInteraction(
            _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
        ) -> CGRect {
            target
        }

        func editMenuInteraction(
            _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
            animator: any UIEditMenuInteractionAnimating
        ) {
            presented += 1
            animator.addAnimations { interaction.view?.alpha = 0.9 }
            if Int.random(in: 0..<4, using: &random) == 0 { meddle?(interaction) }
        }

        func editMenuInteraction(
            _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
            animator: any UIEditMenuInteractionAnimating
        ) {
            dismissed += 1
            animator.addCompletion { interaction.view?.alpha = 1 }
            if Int.random(in: 0..<4, using: &random) == 0 { meddle?(interaction) }
        }
    }

    @Test(arguments: [UInt64(0x5EED_0001), 0xED17_3E4A, 0x0BAD_CAFE])
    func randomSequencesNeitherTrapNorLoseCountNorLeak(seed: UInt64) {
        weak var freedInteraction: UIEditMenuInteraction?
        weak var freedView: UIView?
        weak var freedDelegate: MeddlingDelegate?
        do {
            var random = SeededRandomNumberGenerator(seed: seed)
            let host = TestHost()
            let delegate = MeddlingDelegate(seed: seed ^ 0xFFFF)
            let view = UIView(frame: CGRect(x: 200, y: 300, width: 300, height: 60))
            let interaction = UIEditMenuInteraction(delegate: delegate)
            view.addInteraction(interaction)
            host.window.addSubview(view)
            freedInteraction = interaction
            freedView = view
            freedDelegate = delegate
            var chosen = 0

            func hostile() -> CGFloat { EditMenuInteractionHostileTests.hostileNumbers.randomElement(using: &random)! }
            func action(_ title: String) -> UIAction {
                UIAction(title: title) { _ in chosen += 1 }
            }
            // A deferred element answering with a menu that holds the element again, cached or
            // not: the bar must stop following it.
            func selfNesting() -> UIDeferredMenuElement {
                var element: UIDeferredMenuElement?
                let made = UIDeferredMenuElement.uncached { [weak element] completion in
                    completion([action("Again")] + (element.map { [$0] } ?? []))
                }
                element = made
                return made
            }
            func randomMenu() -> UIMenu? {
                switch Int.random(in: 0..<7, using: &random) {
                case 0: return nil
                case 1: return UIMenu(children: [])
                case 2:
                    return UIMenu(children: (0..<Int.random(in: 1..<40, using: &random)).map { action("Item \($0)") })
                case 3:
                    return UIMenu(children: [
                        UIMenu(title: "Deeper", children: [UIMenu(title: "Deepest", children: [action("Leaf")])]),
                        action("Top"),
                    ])
                case 4: return UIMenu(children: [selfNesting(), action("After")])
                case 5:
                    return UIMenu(children: [
                        UICommand(title: "Ghost", action: .nobodyPerformsThis),
                        action(String(repeating: "W", count: Int.random(in: 0..<400, using: &random))),
                    ])
                default:
                    var nested: UIMenuElement = action("Core")
                    for _ in 0..<40 { nested = UIMenu(options: .displayInline, children: [nested]) }
                    return UIMenu(children: [nested])
                }
            }

            var steps = 0
            while steps < 1_500 {
                steps += 1
                delegate.menu = { randomMenu() }
                delegate.target =
                    Bool.random(using: &random)
                    ? .null : CGRect(x: hostile(), y: hostile(), width: hostile(), height: hostile())
                switch Int.random(in: 0..<6, using: &random) {
                case 0: delegate.meddle = { $0.dismissMenu() }
                case 1:
                    delegate.meddle = { interaction in
                        interaction.presentEditMenu(
                            with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 5, y: 5)))
                    }
                case 2: delegate.meddle = { $0.reloadVisibleMenu() }
                case 3: delegate.meddle = { $0.updateVisibleMenuPositionAnimated(true) }
                case 4: delegate.meddle = { _ in UIMenuController.shared.hideMenu() }
                default: delegate.meddle = nil
                }
                switch Int.random(in: 0..<10, using: &random) {
                case 0...3:
                    let configuration = UIEditMenuConfiguration(
                        identifier: nil, sourcePoint: CGPoint(x: hostile(), y: hostile()))
                    configuration.preferredArrowDirection =
                        UIEditMenuArrowDirection(rawValue: Int.random(in: 0...4, using: &random)) ?? .automatic
                    interaction.presentEditMenu(with: configuration)
                case 4:
                    // Tap whatever the bar shows, or somewhere on the screen.
                    let titles = host.editMenuTitles
                    if let title = titles.randomElement(using: &random), let frame = host.editMenuItemFrame(title) {
                        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
                    } else {
                        host.tap(at: CGPoint(x: Double.random(in: 0..<800, using: &random), y: 10))
                    }
                case 5: interaction.dismissMenu()
                case 6: interaction.reloadVisibleMenu()
                case 7:
                    view.removeFromSuperview()
                    interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
                    host.window.addSubview(view)
                case 8:
                    view.removeInteraction(interaction)
                    view.addInteraction(interaction)
                default:
                    host.advance(by: 0.05)
                }
                host.drain()

                let controller = host.application.menuController
                let showing = controller.isMenuVisible && controller.showsElementMenu
                let frame = controller.menuFrame
                #expect(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite)
                if showing {
                    #expect(
                        delegate.presented - delegate.dismissed == 1,
                        "seed \(seed) step \(steps): presented \(delegate.presented), dismissed \(delegate.dismissed)")
                }
                #expect(delegate.dismissed <= delegate.presented, "seed \(seed) step \(steps)")
                if !showing {
                    #expect(
                        delegate.presented == delegate.dismissed, "seed \(seed) step \(steps): a hidden menu was told")
                }
            }
            interaction.dismissMenu()
            UIMenuController.shared.hideMenu()
            host.drain()
            #expect(delegate.presented == delegate.dismissed, "seed \(seed): every showing ended once")
            #expect(delegate.presented > 100, "seed \(seed): the run showed menus")
            view.removeInteraction(interaction)
            view.removeFromSuperview()
        }
        #expect(freedInteraction == nil && freedView == nil && freedDelegate == nil, "seed \(seed): all freed")
    }
}
