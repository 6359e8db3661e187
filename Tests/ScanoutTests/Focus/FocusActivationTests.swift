import Scanout
import ScanoutTesting
import Testing

/// Space and Return activate the focused item as a tap would; Escape goes back; focus moves into
/// a presented controller and comes back when it goes.
@MainActor
@Suite struct FocusActivationTests {
    private func makeHost(_ views: [UIView]) -> (TestHost, UIViewController) {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let root = UIViewController()
        root.view.backgroundColor = .white
        for view in views { root.view.addSubview(view) }
        host.window.rootViewController = root
        host.drain()
        return (host, root)
    }

    @Test func spaceAndReturnSendAButtonsActions() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        var touchUps = 0
        var primary = 0
        button.addAction(UIAction { _ in touchUps += 1 }, for: .touchUpInside)
        button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        let (host, _) = makeHost([button])
        host.pressKey(.space)  // nothing focused yet: nothing happens
        #expect(touchUps == 0)
        host.pressKey(.tab)
        host.pressKey(.space)
        host.pressKey(.returnKey)
        #expect(touchUps == 2)
        #expect(primary == 2)
    }

    @Test func aSwitchTogglesAndASegmentedControlSteps() {
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 51, height: 31))
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        segments.selectedSegmentIndex = 0
        var segmentChanges = 0
        segments.addAction(UIAction { _ in segmentChanges += 1 }, for: .valueChanged)
        let (host, _) = makeHost([toggle, segments])
        host.pressKey(.tab)
        host.pressKey(.space)
        #expect(toggle.isOn)
        #expect(changes == 1)
        host.pressKey(.returnKey)
        #expect(!toggle.isOn)
        host.pressKey(.tab)
        host.pressKey(.space)
        #expect(segments.selectedSegmentIndex == 1)
        #expect(segmentChanges == 1)
    }

    @Test func escapePopsTheNavigationStack() {
        let host = TestHost(size: CGSize(width: 800, height: 480))
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        host.window.rootViewController = navigation
        host.drain()
        let second = UIViewController()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 20, y: 120, width: 100, height: 44)
        second.view.addSubview(button)
        navigation.pushViewController(second, animated: false)
        host.advance(by: 1)
        host.pressKey(.tab)
        host.pressKey(.escape)
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        host.pressKey(.escape)  // nothing left to pop
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func escapeCancelsAnAlertAndFocusComesBack() {
        let button = UIButton(type: .system)
        button.setTitle("Ask", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        let (host, root) = makeHost([button])
        host.pressKey(.tab)
        #expect(host.focusedView === button)
        var cancelled = 0
        let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
        root.present(alert, animated: true)
        host.advance(by: 1)
        #expect(host.focusedView != nil)
        #expect(host.focusedView !== button)
        #expect(host.focusedView?.isDescendant(of: alert.view) == true)
        host.pressKey(.escape)
        host.advance(by: 1)
        #expect(cancelled == 1)
        #expect(root.presentedViewController == nil)
        #expect(host.focusedView === button)
    }

    @Test func focusMovesIntoAPresentedControllerAndBack() {
        let a = UIButton(type: .system)
        a.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        let b = UIButton(type: .system)
        b.frame = CGRect(x: 200, y: 20, width: 100, height: 44)
        let (host, root) = makeHost([a, b])
        host.pressKey(.tab, count: 2)
        #expect(host.focusedView === b)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .fullScreen
        let inside = UIButton(type: .system)
        inside.frame = CGRect(x: 40, y: 200, width: 100, height: 44)
        sheet.view.addSubview(inside)
        root.present(sheet, animated: true)
        host.advance(by: 1)
        #expect(host.focusedView === inside)
        host.pressKey(.tab)
        #expect(host.focusedView === inside)  // the only item: focus stays in the sheet
        host.pressKey(.escape)
        host.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(host.focusedView === b)
    }

    @Test func aModalInPresentationControllerIsNotDismissedByEscape() {
        let (host, root) = makeHost([])
        let sheet = UIViewController()
        sheet.isModalInPresentation = true
        root.present(sheet, animated: false)
        host.advance(by: 1)
        host.pressKey(.escape)
        host.advance(by: 1)
        #expect(root.presentedViewController === sheet)
    }
}
