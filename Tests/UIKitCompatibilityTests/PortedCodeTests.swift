import Foundation
import ScanoutTesting
import Testing
import UIKit

/// The files in `Ported/` are what scanout-port makes of the iOS files in
/// `Tests/ScanoutPortTests/Fixtures/` (ScanoutPortTests checks that, byte for byte). Here they run:
/// the actions the tool wired up are performed as on iOS.
@MainActor
@Suite(.serialized) struct PortedCodeTests {
    @Test func buttonActionsRunWithAndWithoutASender() {
        let host = TestHost()
        let controller = SignInViewController()
        host.window.rootViewController = controller
        _ = host.render()

        host.tap(at: CGPoint(x: 80, y: 62))
        host.tap(at: CGPoint(x: 80, y: 122))

        #expect(controller.attempts == 1)
        #expect(controller.helpRequests == 1)
        #expect(controller.responds(to: Selector("formChanged:forEvent:")))
    }

    @Test func publicAndOpenClassesKeepTheirActions() {
        let host = TestHost()
        let rating = RatingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        rating.plus.frame = rating.bounds
        let reset = ResetButton(type: .system)
        reset.frame = CGRect(x: 0, y: 60, width: 100, height: 44)
        reset.wire()
        let counted = UIButton(type: .system)
        counted.frame = CGRect(x: 0, y: 120, width: 100, height: 44)
        let counter = Counter()
        counter.attach(to: counted)
        for view in [rating, reset, counted] as [UIView] { host.window.addSubview(view) }
        _ = host.render()
        host.tap(at: CGPoint(x: 50, y: 22))
        host.tap(at: CGPoint(x: 50, y: 82))
        host.tap(at: CGPoint(x: 50, y: 142))
        #expect(rating.rating == 1 && reset.resets == 1 && counter.count == 1)
    }

    @Test func extensionActionsFoundAlongTheChainAndFromTheDoneButton() throws {
        let host = TestHost()
        let controller = FormViewController()
        host.window.rootViewController = controller
        _ = host.render()
        let field = controller.nameField

        // The Done button in the field's accessory view: a UITextField extension's action.
        host.tap(at: CGPoint(x: 100, y: 60))
        host.advance(by: 0.5)
        #expect(field.isFirstResponder)
        let accessory = try #require(field.inputAccessoryView)
        let done = try #require(accessory.subviews.first)
        host.tap(at: done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: nil))
        #expect(!field.isFirstResponder)

        // A tap on the background sends a UIResponder extension's action up the chain.
        host.tap(at: CGPoint(x: 100, y: 60))
        #expect(field.isFirstResponder)
        host.tap(at: CGPoint(x: 100, y: 200))
        #expect(!field.isFirstResponder)
    }

    @Test func editMenuAndKeyCommandsPerformTheLabelsActions() throws {
        let host = TestHost()
        let label = CopyableLabel(frame: CGRect(x: 20, y: 200, width: 200, height: 30))
        label.text = "Gate 9"
        host.window.addSubview(label)

        host.touchDown(at: CGPoint(x: 60, y: 215))
        host.advance(by: 0.8)
        host.touchUp()
        #expect(label.isFirstResponder)
        #expect(host.editMenuTitles == ["Copy", "Share"])
        try host.tapEditMenuItem("Copy")
        #expect(UIPasteboard.general.string == "Gate 9")

        UIPasteboard.general.string = ""
        host.press(.keyboardC, modifiers: .command)
        #expect(UIPasteboard.general.string == "Gate 9")
    }

    @Test func keyboardNotificationsReachANSObjectObserver() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let avoider = KeyboardAvoider(scrollView: scrollView)
        let frame = CGRect(x: 0, y: 264, width: 320, height: 216)
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
        #expect(scrollView.contentInset.bottom == 216)
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        #expect(scrollView.contentInset.bottom == 0)
        withExtendedLifetime(avoider) {}
    }

    @Test func gestureRecognizerTargetsDrawAndClear() {
        let host = TestHost()
        let pad = SignatureView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        host.window.addSubview(pad)

        host.drag(from: CGPoint(x: 40, y: 40), by: CGPoint(x: 120, y: 60), steps: 6, interval: 0.02)
        host.advance(by: 0.5)
        #expect(pad.strokes.count == 1)
        #expect(pad.strokes.first?.count ?? 0 > 1)

        host.tap(at: CGPoint(x: 100, y: 100), count: 2)
        host.advance(by: 0.5)
        #expect(pad.strokes.isEmpty)
    }

    @Test func optionalRequirementsHaveDefaultsAndCallsGoThrough() {
        let view = RatingView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let log = RatingLog()
        view.delegate = log
        view.rating = 3
        view.touchesBegan([], with: nil)
        #expect(log.ratings == [3])
        #expect(view.lastTitle == "3")
    }

    @Test func ibActionsAreTableEntries() {
        let controller = CounterViewController()
        #expect(controller.responds(to: Selector("increment:")))
        #expect(controller.responds(to: Selector("reset")))
        #expect(!controller.responds(to: Selector("currentCount")))
        controller.count = 5
        controller.perform(Selector("reset"), with: nil)
        #expect(controller.count == 0)
    }
}
