import Scanout
import ScanoutTesting
import Testing

/// New screens move the screen reader, as UIKit's transitions tell VoiceOver: a push, a
/// presentation, an alert; an app's own screen change wins.
@MainActor
@Suite struct ScreenReaderScreenChangeTests {
    final class LabelledScreen: UIViewController {
        let text: String
        var focusOnAppear: UIView?
        let label = UILabel()
        init(_ text: String) {
            self.text = text
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            label.text = text
            label.frame = CGRect(x: 20, y: 200, width: 300, height: 30)
            view.addSubview(label)
            let other = UILabel(frame: CGRect(x: 20, y: 300, width: 300, height: 30))
            other.text = "\(text) details"
            view.addSubview(other)
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if let focusOnAppear { UIAccessibility.post(notification: .screenChanged, argument: focusOnAppear) }
        }
    }

    @Test func aPushedScreenIsSpokenFromItsFirstElement() {
        let host = TestHost()
        let first = LabelledScreen("Visitors")
        let navigation = UINavigationController(rootViewController: first)
        host.window.rootViewController = navigation
        host.drain()
        host.application.screenReader.isEnabled = true
        host.advance(by: 1)
        let second = LabelledScreen("Ada Lovelace")
        navigation.pushViewController(second, animated: true)
        host.advance(by: 1)
        let focused = host.application.screenReader.focusedElement as? UIView
        #expect(focused?.isDescendant(of: navigation.view) == true)
        #expect(focused?.isDescendant(of: first.view) != true, "the old screen is left behind")
        #expect(host.speech.earcons.contains(.screenChanged))
    }

    @Test func theAppsOwnScreenChangeWins() {
        let host = TestHost()
        host.window.rootViewController = LabelledScreen("Home")
        host.drain()
        host.application.screenReader.isEnabled = true
        host.advance(by: 1)
        let sheet = LabelledScreen("Badge")
        sheet.loadViewIfNeeded()
        sheet.focusOnAppear = sheet.view.subviews.last
        host.window.rootViewController?.present(sheet, animated: true)
        host.advance(by: 2)
        #expect(host.application.screenReader.focusedElement === sheet.view.subviews.last)
        #expect(host.spokenLines.contains("Badge details"))
    }

    @Test func anAlertTakesTheCursor() {
        let host = TestHost()
        host.window.rootViewController = LabelledScreen("Home")
        host.drain()
        host.application.screenReader.isEnabled = true
        host.advance(by: 1)
        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        host.window.rootViewController?.present(alert, animated: true)
        host.advance(by: 2)
        let focused = host.application.screenReader.focusedElement as? UIView
        #expect(focused?.isDescendant(of: alert.view) == true, "focused: \(String(describing: focused))")
    }
}
