import Scanout
import ScanoutTesting
import Testing

/// `tintColor` inherits down the tree, dims with `tintAdjustmentMode`, and tells views that
/// inherit it through `tintColorDidChange()`.
@MainActor
@Suite struct TintColorTests {
    private final class Recorder: UIView {
        var changes = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes += 1
        }
    }

    @Test func settingATintTellsTheSubviewsThatInheritIt() {
        let root = UIView()
        let inheriting = Recorder()
        let own = Recorder()
        own.tintColor = .systemGreen
        own.changes = 0
        root.addSubview(inheriting)
        root.addSubview(own)
        root.tintColor = .systemRed
        #expect(inheriting.tintColor == .systemRed)
        #expect(inheriting.changes == 1)
        #expect(own.changes == 0, "a view with its own tint keeps it")
        #expect(own.tintColor == .systemGreen)
        root.tintColor = .systemRed
        #expect(inheriting.changes == 1, "setting the same tint changes nothing")
    }

    @Test func movingUnderAnotherTintIsAChange() {
        let red = UIView()
        red.tintColor = .systemRed
        let view = Recorder()
        UIView().addSubview(view)
        #expect(view.changes == 0)
        red.addSubview(view)
        #expect(view.changes == 1)
        #expect(view.tintColor == .systemRed)
    }

    @Test func dimmingGreysTheTintOfEverythingBelow() {
        let root = UIView()
        let own = Recorder()
        own.tintColor = .systemGreen
        own.changes = 0
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        root.addSubview(own)
        root.addSubview(button)
        #expect(button.currentTitleColor == .systemBlue)
        root.tintAdjustmentMode = .dimmed
        #expect(own.changes == 1, "the dimmed mode reaches views with their own tint")
        #expect(own.tintColor != .systemGreen)
        #expect(button.titleLabel?.textColor == root.tintColor, "the button's title follows at once")
        #expect(own.tintAdjustmentMode == .dimmed)
        root.tintAdjustmentMode = .automatic
        #expect(own.tintColor == .systemGreen)
        #expect(button.titleLabel?.textColor == .systemBlue)
    }
}

/// What is behind an alert loses its colour, as in UIKit, and gets it back after.
@MainActor
@Suite struct DimmedTintBehindAlertTests {
    @Test func anAlertDimsTheTintsBehindIt() throws {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let button = UIButton(type: .system)
        button.setTitle("Check in", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        root.view.addSubview(button)
        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        host.advance(by: 0.5)
        #expect(button.tintAdjustmentMode == .dimmed)
        #expect(button.currentTitleColor != .systemBlue)
        try host.tap("Cancel")
        host.advance(by: 0.5)
        #expect(button.tintAdjustmentMode == .normal)
        #expect(button.currentTitleColor == .systemBlue)
    }
}
