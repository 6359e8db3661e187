import Scanout
import ScanoutTesting
import Testing

/// Seeded storms of focus keys while the screen changes under them — views added, removed,
/// hidden, given frames that are no numbers; controllers presented and dismissed from
/// `didUpdateFocus` — must never trap, must keep focus on an item that can take it, and must not
/// keep views alive.
@MainActor
@Suite struct FocusHostileTests {
    final class Churning: UIButton {
        var onFocus: (() -> Void)?
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            if context.nextFocusedView === self { onFocus?() }
        }
    }

    @Test(arguments: [UInt64(1), 7, 42])
    func keyStormsWhileTheScreenChanges(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let root = UIViewController()
        host.window.rootViewController = root
        host.drain()
        var removed: [WeakBox<UIView>] = []
        let keys: [TestHost.FocusKey] = [.tab, .shiftTab, .up, .down, .left, .right, .space, .returnKey, .escape]
        let hostileValues: [CGFloat] = [.nan, .infinity, -.infinity, 1e12, -5, 0]

        func makeButtonWithoutChurn() -> UIButton {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: CGFloat(random.next() % 300), width: 80, height: 40)
            return button
        }
        func makeButton() -> Churning {
            let button = Churning(type: .system)
            button.setTitle("B", for: .normal)
            button.frame = CGRect(
                x: CGFloat(random.next() % 700), y: CGFloat(random.next() % 400), width: 80, height: 40)
            button.onFocus = { [weak root] in
                guard let root else { return }
                switch random.next() % 8 {
                case 0:
                    if root.presentedViewController == nil {
                        let sheet = UIViewController()
                        sheet.view.addSubview(makeButtonWithoutChurn())
                        root.present(sheet, animated: random.next() % 2 == 0)
                    }
                case 1: root.presentedViewController?.dismiss(animated: random.next() % 2 == 0)
                case 2: root.view.subviews.randomElement(using: &random)?.removeFromSuperview()
                default: break
                }
            }
            return button
        }

        for _ in 0..<8 { root.view.addSubview(makeButton()) }
        for step in 0..<600 {
            switch random.next() % 10 {
            case 0:
                root.view.addSubview(makeButton())
            case 1:
                if let view = root.view.subviews.randomElement(using: &random) {
                    removed.append(WeakBox(view))
                    view.removeFromSuperview()
                }
            case 2:
                root.view.subviews.randomElement(using: &random)?.isHidden.toggle()
            case 3:
                let value = hostileValues[Int(random.next() % UInt64(hostileValues.count))]
                root.view.subviews.randomElement(using: &random)?.frame = CGRect(
                    x: value, y: 10, width: 40, height: value)
            case 4:
                (root.view.subviews.randomElement(using: &random) as? UIControl)?.isEnabled.toggle()
            default:
                break
            }
            host.pressKey(keys[Int(random.next() % UInt64(keys.count))])
            if step % 50 == 0 { host.advance(by: 0.5) }
            if let focused = host.focusedView {
                #expect(focused.window === host.window)
                #expect(focused.canBecomeFocused)
            }
        }
        root.presentedViewController?.dismiss(animated: false)
        host.advance(by: 1)
        for view in root.view.subviews { removed.append(WeakBox(view)); view.removeFromSuperview() }
        host.advance(by: 1)
        host.pressKey(.tab)
        #expect(host.focusedView == nil)
        #expect(removed.allSatisfy { $0.value == nil })
    }

    @Test func aLongRunKeepsObjectsFlat() {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let root = UIViewController()
        host.window.rootViewController = root
        host.drain()
        var gone: [WeakBox<UIResponder>] = []
        for round in 0..<200 {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 20, width: 80, height: 40)
            root.view.addSubview(button)
            host.pressKey(.tab)
            #expect(host.focusedView === button)
            if round % 3 == 0 {
                let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                root.present(alert, animated: false)
                host.advance(by: 0.5)
                gone.append(WeakBox(alert))
                host.pressKey(.escape)
                host.advance(by: 0.5)
            }
            button.removeFromSuperview()
            gone.append(WeakBox(button))
            host.drain()
        }
        host.advance(by: 1)
        #expect(gone.allSatisfy { $0.value == nil })
    }
}
