import Scanout
import ScanoutTesting
import Testing

/// What the screen reader's gestures ask of elements: adjusting, custom actions, going back,
/// scrolling a page — with UIKit's controls describing themselves.
@MainActor
@Suite struct ScreenReaderActionsTests {
    /// A custom adjustable element as an app writes one.
    final class AdjustableView: UIView {
        var level = 5
        override var isAccessibilityElement: Bool {
            get { true }
            set {}
        }
        override var accessibilityLabel: String? {
            get { "Volume" }
            set {}
        }
        override var accessibilityValue: String? {
            get { "\(level)" }
            set {}
        }
        override var accessibilityTraits: UIAccessibilityTraits {
            get { .adjustable }
            set {}
        }
        override func accessibilityIncrement() { level += 1 }
        override func accessibilityDecrement() { level -= 1 }
    }

    @Test func swipesUpAndDownAdjustAndSayTheNewValue() {
        let host = TestHost()
        let custom = AdjustableView(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        let slider = UISlider(frame: CGRect(x: 10, y: 100, width: 300, height: 40))
        slider.accessibilityLabel = "Brightness"
        slider.value = 0.5
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        host.window.addSubview(custom)
        host.window.addSubview(slider)
        host.application.screenReader.isEnabled = true
        host.drain()
        #expect(host.spokenLines.last == "Volume, 5, adjustable")
        host.screenReaderSwipe(.up)
        #expect(custom.level == 6)
        #expect(host.spokenLines.last == "6")
        host.screenReaderSwipe(.down)
        host.screenReaderSwipe(.down)
        #expect(host.spokenLines.last == "4")

        host.screenReaderSwipe(.right)
        #expect(host.spokenLines.last == "Brightness, 50%, adjustable")
        host.screenReaderSwipe(.up)
        #expect(slider.value == 0.6)
        #expect(changes == 1)
        #expect(host.spokenLines.last == "60%")
    }

    @Test func customActionsAreChosenWithSwipesAndPerformedByADoubleTap() {
        let host = TestHost()
        let row = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 44))
        row.text = "Ada Lovelace"
        var performed: [String] = []
        row.accessibilityCustomActions = ["Sign Out", "Call"].map { name in
            UIAccessibilityCustomAction(name: name) { _ in
                performed.append(name)
                return true
            }
        }
        host.window.addSubview(row)
        host.application.screenReader.isEnabled = true
        host.advance(by: 3)
        #expect(host.spokenLines.suffix(2) == ["Ada Lovelace", "Actions available"])
        host.screenReaderSwipe(.down)
        #expect(host.spokenLines.last == "Sign Out")
        host.screenReaderSwipe(.down)
        #expect(host.spokenLines.last == "Call")
        host.screenReaderSwipe(.down)
        #expect(host.spokenLines.last == "Activate", "round again to the element's own activation")
        host.screenReaderSwipe(.up)
        #expect(host.spokenLines.last == "Call")
        host.screenReaderDoubleTap()
        #expect(performed == ["Call"])
        // Keys choose too: down arrow to the next action, Return performs it.
        host.press(.keyboardDownArrow)
        host.press(.keyboardDownArrow)
        #expect(host.spokenLines.last == "Sign Out")
        host.press(.keyboardReturnOrEnter)
        #expect(performed == ["Call", "Sign Out"])
    }

    @Test func aScrubPopsAndDismissesAsEscapeDoes() {
        let host = TestHost()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        let pushed = UIViewController()
        pushed.title = "Details"
        navigation.pushViewController(pushed, animated: false)
        host.drain()
        host.application.screenReader.isEnabled = true
        host.advance(by: 1)
        host.screenReaderScrub()
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 1, "the scrub went back")

        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        var cancelled = false
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
        root.present(alert, animated: false)
        host.advance(by: 1)
        host.screenReaderScrub()
        host.advance(by: 1)
        #expect(cancelled)
        #expect(root.presentedViewController == nil)
    }

    @Test func threeFingersScrollAPageAndThePageIsSaid() {
        let host = TestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 800, height: 480))
        scroll.contentSize = CGSize(width: 800, height: 480 * 4)
        for index in 0..<12 {
            let label = UILabel(frame: CGRect(x: 20, y: CGFloat(index) * 160 + 20, width: 300, height: 30))
            label.text = "Row \(index)"
            scroll.addSubview(label)
        }
        host.window.addSubview(scroll)
        host.application.screenReader.isEnabled = true
        host.drain()
        host.screenReaderSwipe(.up, fingers: 3)
        host.advance(by: 1)
        #expect(scroll.contentOffset.y > 0, "scrolled down a page")
        #expect(host.speech.earcons.contains(.scrolled))
        #expect(host.spokenLines.contains { $0.hasPrefix("Page 2") }, "\(host.spokenLines)")
    }

    @Test func twoFingerDoubleTapIsTheMagicTap() {
        let host = TestHost()
        let screen = MagicScreen()
        host.window.rootViewController = screen
        host.drain()
        host.application.screenReader.isEnabled = true
        host.advance(by: 1)
        host.screenReaderTwoFingerTap(count: 2)
        #expect(screen.magicTaps == 1)
    }

    final class MagicScreen: UIViewController {
        var magicTaps = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
            label.text = "Now playing"
            view.addSubview(label)
        }
        override func accessibilityPerformMagicTap() -> Bool {
            magicTaps += 1
            return true
        }
    }
}
